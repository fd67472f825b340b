/**
 * The portfolio (SPEC §3 "Project", content/projects/), in id order. The filter over it is
 * projectFilter.ts.
 */
import projects from "content:collection/projects";

export { projectCategories, serviceColors } from "./vocabularies.ts";
export type { Project } from "./schema.ts";
export { projects };
