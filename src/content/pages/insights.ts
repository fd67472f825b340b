/** Copy of the insights pages (list, tag, article), from content/pages/insights.en.yml. */
import copy from "content:page/insights";

export type { InsightsCopy } from "../publishingSchema.ts";
export const insightsCopy = copy;
