import { termsCopy, termsSections } from "../../content/pages/terms.ts";
import { LegalPage } from "./LegalPage.tsx";

/** The page's copy: its title names the page (its route's meta, src/app/routes.tsx). */
export const meta = termsCopy;

export default function TermsPage() {
  return <LegalPage copy={termsCopy} sections={termsSections} />;
}
