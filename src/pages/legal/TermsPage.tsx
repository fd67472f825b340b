import { termsSections } from "../../content/legal/terms.ts";
import { termsCopy } from "../../content/pages/terms.ts";
import { LegalPage } from "./LegalPage.tsx";

export default function TermsPage() {
  return <LegalPage copy={termsCopy} sections={termsSections} />;
}
