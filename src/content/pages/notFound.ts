/** Copy of the notFound route: hero and page-specific sections, plus its metadata from meta.ts. */
import { pageMeta } from "../meta.ts";
import type { NotFoundCopy } from "./types.ts";

export const notFoundCopy: NotFoundCopy = {
  ...pageMeta.notFound,
  heading: "404",
  lead: "Sorry, we were unable to find that page",
  homeLinkLabel: "Back to the home page",
};
