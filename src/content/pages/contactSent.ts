/** Copy of the contactSent page, from content/pages/contact-sent.en.yml. */
import copy from "content:page/contact-sent";

export type { ContactSentCopy } from "../schema.ts";
export const contactSentCopy = copy;
