/** The terms document: hero copy and numbered sections, from content/legal/terms.en.md. */
import document from "content:legal/terms";

export const termsCopy = document.copy;
export const termsSections = document.sections;
