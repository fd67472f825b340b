// @vitest-environment node
/**
 * The projects filter (SPEC §3 Filter tab, §4 projects filter): what each tab shows and
 * the counts shown on the tabs, always derived from the data.
 */
import { describe, expect, it } from "vitest";
import { countFor, filterProjects, filterTabsOf } from "../../src/content/projectFilter.ts";
import { projectCategories, projects, type Project } from "../../src/content/projects.ts";
import { projectsCopy } from "../../src/content/pages/projects.ts";

const filterTabs = filterTabsOf(projectsCopy.filterTabs);

describe("filter tabs", () => {
  it("are all, web-development, e-shop and uiux, in that order", () => {
    expect(filterTabs.map((tab) => tab.id)).toEqual(["all", "web-development", "e-shop", "uiux"]);
  });

  it('"all" shows all eight projects, in id order', () => {
    expect(countFor("all", projects)).toBe(8);
    expect(filterProjects("all", projects).map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it.each(projectCategories)("%s shows exactly the projects whose categories include it", (tab) => {
    const shown = filterProjects(tab, projects);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((p) => p.category.includes(tab))).toBe(true);
    const hidden = projects.filter((p) => !shown.includes(p));
    expect(hidden.every((p) => !p.category.includes(tab))).toBe(true);
  });

  it.each(filterTabs.map((tab) => tab.id))("the count on %s equals what the tab shows", (tab) => {
    expect(countFor(tab, projects)).toBe(filterProjects(tab, projects).length);
  });

  it("counts what the current data holds: 6 web, 2 e-shop, 4 UI/UX", () => {
    expect(countFor("web-development", projects)).toBe(6);
    expect(countFor("e-shop", projects)).toBe(2);
    expect(countFor("uiux", projects)).toBe(4);
  });

  it("derives counts from whatever list it is given", () => {
    const base = projects[0] as Project;
    const list: Project[] = [
      { ...base, id: 101, category: ["e-shop"] },
      { ...base, id: 102, category: ["e-shop", "uiux"] },
      { ...base, id: 103, category: ["web-development"] },
    ];
    expect(countFor("all", list)).toBe(3);
    expect(countFor("e-shop", list)).toBe(2);
    expect(countFor("uiux", list)).toBe(1);
    expect(filterProjects("web-development", list).map((p) => p.id)).toEqual([103]);
    expect(countFor("e-shop", [])).toBe(0);
  });

  it("keeps every project reachable through some category tab", () => {
    const reachable = new Set(projectCategories.flatMap((tab) => filterProjects(tab, projects)));
    expect(reachable.size).toBe(projects.length);
  });
});
