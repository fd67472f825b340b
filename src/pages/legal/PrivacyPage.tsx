import { privacyCopy, privacySections } from "../../content/pages/privacy.ts";
import { LegalPage } from "./LegalPage.tsx";

/** The page's copy: its title names the page (its route's meta, src/app/routes.tsx). */
export const meta = privacyCopy;

export default function PrivacyPage() {
  return <LegalPage copy={privacyCopy} sections={privacySections} />;
}
