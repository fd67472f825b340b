import { termsSections } from "../../content/legal/terms.ts";
import { pages } from "../../content/pages.ts";
import { LegalPage } from "./LegalPage.tsx";

export default function TermsPage() {
  return <LegalPage copy={pages.terms} sections={termsSections} />;
}
