/** Copy of the home page, from content/pages/home.en.yml. */
import copy from "content:page/home";

export type { HomeCopy } from "../schema.ts";
export const homeCopy = copy;
