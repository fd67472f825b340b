/**
 * The portfolio (SPEC §3 "Project", content/projects/) and the filter of /projects. Tab
 * counts are derived from the data with countFor(), never typed.
 */
import projects from "content:collection/projects";
import type { Project, ProjectCategory } from "./schema.ts";

import { projectCategories } from "./vocabularies.ts";

export { projectCategories, serviceColors } from "./vocabularies.ts";
export type { Project, ProjectCategory, ServiceColor } from "./schema.ts";
export { projects };

export type FilterTabId = "all" | ProjectCategory;
export const filterTabIds: readonly FilterTabId[] = ["all", ...projectCategories];

/** The projects a tab shows: those whose categories include it, or all of them. */
export function filterProjects(
  tab: FilterTabId,
  list: readonly Project[] = projects,
): readonly Project[] {
  return tab === "all" ? list : list.filter((project) => project.category.includes(tab));
}

export function countFor(tab: FilterTabId, list: readonly Project[] = projects): number {
  return filterProjects(tab, list).length;
}

export interface FilterTab {
  readonly id: FilterTabId;
  readonly label: string;
}

/** The filter tabs in order, named by the page's copy. */
export function filterTabsOf(labels: Readonly<Record<FilterTabId, string>>): readonly FilterTab[] {
  return filterTabIds.map((id) => ({ id, label: labels[id] }));
}
