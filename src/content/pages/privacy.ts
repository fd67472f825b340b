/** Copy of the privacy route: hero and page-specific sections, plus its metadata from meta.ts. */
import { pageMeta } from "../meta.ts";
import type { LegalPageCopy } from "./types.ts";

export const privacyCopy: LegalPageCopy = {
  ...pageMeta.privacy,
  heading: "Privacy Policy",
  lead: "We collect only what we need to answer you and work with you, and we never sell your data. This policy explains what we process, why, for how long, and the rights you have.",
  lastUpdatedLabel: "Last updated",
  tocLabel: "On this page",
};
