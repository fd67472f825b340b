/** The FAQ items of /contact: content/faq/, one file a question, in order. */
import faq from "content:collection/faq";

export { faq };
