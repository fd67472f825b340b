/** Copy of the notFound page, from content/pages/not-found.en.yml. */
import copy from "content:page/not-found";

export type { NotFoundCopy } from "../schema.ts";
export const notFoundCopy = copy;
