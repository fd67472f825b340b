import { privacySections } from "../../content/legal/privacy.ts";
import { pages } from "../../content/pages.ts";
import { LegalPage } from "./LegalPage.tsx";

export default function PrivacyPage() {
  return <LegalPage copy={pages.privacy} sections={privacySections} />;
}
