/** Copy of the contact page, from content/pages/contact.en.yml. */
import copy from "content:page/contact";

export type { ContactCopy } from "../schema.ts";
export const contactCopy = copy;
