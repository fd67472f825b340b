import { termsCopy, termsSections } from "../../content/pages/terms.ts";
import { LegalPage } from "./LegalPage.tsx";

export default function TermsPage() {
  return <LegalPage copy={termsCopy} sections={termsSections} />;
}
