import { privacySections } from "../../content/legal/privacy.ts";
import { privacyCopy } from "../../content/pages/privacy.ts";
import { LegalPage } from "./LegalPage.tsx";

export default function PrivacyPage() {
  return <LegalPage copy={privacyCopy} sections={privacySections} />;
}
