/**
 * The shared layout of Terms and Privacy (jsdom): one h1, "Last updated" with today's
 * date, and a table of contents whose every link points at a section heading's id.
 */
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { ThemeProvider } from "styled-components";
import { describe, expect, it } from "vitest";
import { tokens } from "../../theme/tokens.ts";
import { termsCopy, termsSections } from "../../src/content/pages/terms.ts";
import { privacyCopy, privacySections } from "../../src/content/pages/privacy.ts";
import { site } from "../../src/content/site.ts";
import { formatLongDate } from "../../src/ui/formatDate.ts";
import { LegalPage } from "../../src/pages/legal/LegalPage.tsx";

const documents = [
  ["Terms", termsCopy, termsSections, 10],
  ["Privacy", privacyCopy, privacySections, 11],
] as const;

describe.each(documents)("%s page", (_name, copy, sections, count) => {
  function renderPage() {
    render(
      <ThemeProvider theme={tokens}>
        <MemoryRouter>
          <LegalPage copy={copy} sections={sections} />
        </MemoryRouter>
      </ThemeProvider>,
    );
  }

  it(`renders one h1 and all ${count} sections as anchored h2 headings`, () => {
    renderPage();
    expect(screen.getAllByRole("heading", { level: 1, hidden: true })).toHaveLength(1);
    const headings = Array.from(document.querySelectorAll("h2[id]"));
    expect(headings.map((h) => h.id)).toEqual(sections.map((s) => s.id));
    headings.forEach((heading, index) =>
      expect(heading.textContent).toBe(`${index + 1}. ${sections[index]?.title ?? ""}`),
    );
  });

  it("lists every section in the table of contents, linking to its anchor", () => {
    renderPage();
    const toc = screen.getByRole("navigation", { name: copy.tocLabel, hidden: true });
    const links = within(toc).getAllByRole("link", { hidden: true });
    expect(links.map((a) => a.getAttribute("href"))).toEqual(sections.map((s) => `#${s.id}`));
  });

  it("shows Last updated with the current date", () => {
    renderPage();
    const time = document.querySelector("time");
    expect(time?.textContent).toBe(formatLongDate(new Date()));
    expect(time?.closest("p")?.textContent).toContain(`${copy.lastUpdatedLabel}: `);
  });

  it("links the support e-mail address", () => {
    renderPage();
    const mail = document.querySelectorAll(`a[href="mailto:${site.supportEmail}"]`);
    expect(mail.length).toBeGreaterThan(0);
  });
});
