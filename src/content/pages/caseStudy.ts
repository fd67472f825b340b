/** Copy of the case-study pages, from content/pages/case-study.en.yml. */
import copy from "content:page/case-study";

export type { CaseStudyCopy } from "../publishingSchema.ts";
export const caseStudyCopy = copy;
