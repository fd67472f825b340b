/** Copy of the about page, from content/pages/about.en.yml. */
import copy from "content:page/about";

export type { AboutCopy } from "../schema.ts";
export const aboutCopy = copy;
