/**
 * The projects filter as a visitor uses it (jsdom): toggle buttons with counts, the
 * chosen one pressed, the list showing exactly that many cards.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { ThemeProvider } from "styled-components";
import { describe, expect, it } from "vitest";
import { tokens } from "../../theme/tokens.ts";
import { projectsCopy } from "../../src/content/pages/projects.ts";
import { countFor, filterProjects, filterTabsOf } from "../../src/content/projectFilter.ts";
import { projects } from "../../src/content/projects.ts";
import { pluralText } from "../../src/content/text.ts";
import { ProjectsBrowser } from "../../src/pages/projects/sections/ProjectsBrowser.tsx";

const filterTabs = filterTabsOf(projectsCopy.filterTabs);

function renderBrowser() {
  render(
    <ThemeProvider theme={tokens}>
      <MemoryRouter>
        <ProjectsBrowser copy={projectsCopy} projects={projects} />
      </MemoryRouter>
    </ThemeProvider>,
  );
  const group = screen.getByRole("group", { name: projectsCopy.filterLabel });
  const list = document.getElementById("portfolio-list");
  if (!list) throw new Error("portfolio list missing");
  return { group, list };
}

const tabName = (label: string, count: number) => `${label} (${count})`;

/** The cards in the list (a plain query: role queries over this tree are slow in jsdom). */
const cardsIn = (list: HTMLElement) => Array.from(list.querySelectorAll("article"));

describe("projects filter", () => {
  it("starts on All with every project shown and only All pressed", () => {
    const { group, list } = renderBrowser();
    const buttons = within(group).getAllByRole("button");
    expect(buttons).toHaveLength(4);
    expect(within(group).getByRole("button", { name: tabName("All Projects", 8) })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(buttons.filter((b) => b.getAttribute("aria-pressed") === "true")).toHaveLength(1);
    expect(cardsIn(list)).toHaveLength(8);
  });

  it.each(filterTabs.map((tab) => [tab.id, tab.label] as const))(
    "clicking %s shows exactly its count of cards and presses only that button",
    async (id, label) => {
      const user = userEvent.setup();
      const { group, list } = renderBrowser();
      // Start somewhere else, so "all" is a real change too.
      if (id === "all") await user.click(within(group).getByRole("button", { name: /^E-Shop/ }));
      const button = within(group).getByRole("button", {
        name: tabName(label, countFor(id, projects)),
      });
      await user.click(button);
      expect(button).toHaveAttribute("aria-pressed", "true");
      const titles = Array.from(list.querySelectorAll("h3"), (h) => h.textContent);
      expect(titles).toEqual(filterProjects(id, projects).map((p) => p.title));
      expect(
        within(group)
          .getAllByRole("button")
          .filter((b) => b.getAttribute("aria-pressed") === "true"),
      ).toEqual([button]);
      expect(
        screen.getByText(
          pluralText(projectsCopy.showingLabel, countFor(id, projects), { tab: label }),
        ),
      ).toBeInTheDocument();
    },
  );

  it("is operable from the keyboard", async () => {
    const user = userEvent.setup();
    const { group, list } = renderBrowser();
    within(group).getAllByRole("button")[0]?.focus();
    await user.tab();
    await user.keyboard("{Enter}");
    expect(cardsIn(list)).toHaveLength(countFor("web-development", projects));
    await user.tab();
    await user.keyboard(" ");
    expect(cardsIn(list)).toHaveLength(countFor("e-shop", projects));
  });

  it("gives each card its links: View Project in a new tab, Discuss Similar Project to /contact", () => {
    const { list } = renderBrowser();
    const cards = cardsIn(list);
    filterProjects("all", projects).forEach((project, index) => {
      const card = cards[index] as HTMLElement;
      // hidden: true skips jsdom's slow visibility checks; the names are still computed.
      const view = within(card).getByRole("link", { name: /^View Project/, hidden: true });
      expect(view).toHaveAttribute("href", project.url);
      expect(view).toHaveAttribute("target", "_blank");
      expect(view).toHaveAttribute("rel", "noopener noreferrer");
      expect(
        within(card).getByRole("link", { name: "Discuss Similar Project", hidden: true }),
      ).toHaveAttribute("href", "/contact");
      expect(within(card).getByRole("img", { hidden: true })).toHaveAttribute(
        "alt",
        project.imageAlt,
      );
      expect(card.querySelectorAll("li").length).toBe(
        project.technologies.length + project.features.length,
      );
      expect(within(card).getByText(project.results)).toBeInTheDocument();
      expect(within(card).getByText(project.service)).toBeInTheDocument();
    });
  });
});
