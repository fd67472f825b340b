/** Copy of the services page, from content/pages/services.en.yml. */
import copy from "content:page/services";

export type { ServicesCopy } from "../schema.ts";
export const servicesCopy = copy;
