/** Copy of the projects page, from content/pages/projects.en.yml. */
import copy from "content:page/projects";

export type { ProjectsCopy } from "../schema.ts";
export const projectsCopy = copy;
