import { privacyCopy, privacySections } from "../../content/pages/privacy.ts";
import { LegalPage } from "./LegalPage.tsx";

export default function PrivacyPage() {
  return <LegalPage copy={privacyCopy} sections={privacySections} />;
}
