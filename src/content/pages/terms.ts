/** Copy of the terms route: hero and page-specific sections, plus its metadata from meta.ts. */
import { site } from "../site.ts";
import { pageMeta } from "../meta.ts";
import type { LegalPageCopy } from "./types.ts";

const brand = site.brandName;

export const termsCopy: LegalPageCopy = {
  ...pageMeta.terms,
  heading: "Terms and Conditions",
  lead: `Please read these terms carefully. They explain the rules for using the ${brand} website and what applies when you contact us about a project.`,
  lastUpdatedLabel: "Last updated",
  tocLabel: "On this page",
};
