/**
 * The filter of /projects (SPEC §4): which projects a tab shows and the count on each tab,
 * always derived from the list given, never typed. Plain functions over whatever list of
 * projects a page passes, so this module loads no collection itself.
 */
import type { Project, ProjectCategory } from "./schema.ts";
import { projectCategories } from "./vocabularies.ts";

export type FilterTabId = "all" | ProjectCategory;

export const filterTabIds: readonly FilterTabId[] = ["all", ...projectCategories];

/** The projects a tab shows: those whose categories include it, or all of them. */
export function filterProjects(tab: FilterTabId, list: readonly Project[]): readonly Project[] {
  return tab === "all" ? list : list.filter((project) => project.category.includes(tab));
}

export function countFor(tab: FilterTabId, list: readonly Project[]): number {
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
