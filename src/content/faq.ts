/** The FAQ items of /contact: content/faq/, one file a question, in order. */
import faq from "content:collection/faq";

export type { FaqItem } from "./schema.ts";
export { faq };
