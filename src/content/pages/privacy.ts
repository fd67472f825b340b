/** The privacy document: hero copy and numbered sections, from content/legal/privacy.en.md. */
import document from "content:legal/privacy";

export const privacyCopy = document.copy;
export const privacySections = document.sections;
