/**
 * About, Services, Projects, Products, Terms and Privacy as a visitor uses them, on the
 * built site at both widths: every link and button goes where SPEC §2 says, the
 * projects filter shows exactly its count, the legal pages are anchored, no console
 * errors. (One h1 and axe on every route: tests/support/a11yScan.ts.)
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { privacySections } from "../../src/content/pages/privacy.ts";
import { termsSections } from "../../src/content/pages/terms.ts";
import { aboutCopy } from "../../src/content/pages/about.ts";
import { projectsCopy } from "../../src/content/pages/projects.ts";
import { products } from "../../src/content/products.ts";
import { countFor, filterProjects, filterTabsOf } from "../../src/content/projectFilter.ts";
import { projects } from "../../src/content/projects.ts";
import { pluralText } from "../../src/content/text.ts";
import { site } from "../../src/content/site.ts";
import { formatLongDate } from "../../src/ui/formatDate.ts";
import { textOfHtml } from "../support/html.ts";
import {
  gotoHydrated,
  openPage,
  url,
  useBrowser as browserPerFile,
  VIEWPORTS,
  waitForBands,
} from "../support/browser.ts";

// Not a React hook despite its name (aliased so the hooks lint rule does not apply).
const filterTabs = filterTabsOf(projectsCopy.filterTabs);
const getBrowser = browserPerFile();

type Viewport = (typeof VIEWPORTS)[number]["viewport"];

/** Opens a page with consent already given, so the cookie notice stays out of the way. */
async function visit(
  path: string,
  viewport: Viewport,
  reducedMotion: "reduce" | "no-preference" = "no-preference",
) {
  const tracked = await openPage(getBrowser(), { viewport, reducedMotion, consented: true });
  await gotoHydrated(tracked.page, path);
  // Until the first load settles, the bands below the first screen are skipped
  // (src/app/deferredBands.ts), and Playwright counts their content as not visible: on a
  // busy machine they were still skipped when /about's Global Team heading was checked.
  await waitForBands(tracked.page);
  return tracked;
}

const main = (page: Page) => page.getByRole("main");

async function expectExternal(link: Locator, href: string) {
  expect(await link.getAttribute("href")).toBe(href);
  expect(await link.getAttribute("target")).toBe("_blank");
  expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
}

async function expectInternal(link: Locator, path: string) {
  expect(await link.getAttribute("href")).toBe(path);
  expect(await link.getAttribute("target")).toBeNull();
}

/** Clicks an internal link and checks the client router lands on the path. */
async function followsTo(page: Page, link: Locator, path: string) {
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await page.waitForURL(url(path));
  await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
}

describe.each(VIEWPORTS)("at $name width", ({ viewport }) => {
  it("/about shows the badge, mission, vision, values, Global Team and its call to action", async () => {
    const { page, errors } = await visit("/about", viewport);
    const copy = aboutCopy;
    await expect
      .poll(() => main(page).getByText(copy.badge, { exact: true }).isVisible())
      .toBe(true);
    for (const heading of [
      copy.mission.heading,
      copy.vision.heading,
      copy.valuesHeading,
      copy.globalTeam.heading,
    ])
      expect(await page.getByRole("heading", { level: 2, name: heading }).isVisible()).toBe(true);
    for (const value of copy.values)
      expect(await page.getByRole("heading", { level: 3, name: value.title }).isVisible()).toBe(
        true,
      );
    const team = page.getByRole("region", { name: copy.globalTeam.heading });
    expect(await team.getByRole("listitem").allTextContents()).toEqual([...copy.globalTeam.points]);
    const cta = page.getByRole("region", { name: copy.closingCta.heading });
    await expectExternal(cta.getByRole("link", { name: /^Book a Call/ }), site.bookingUrl);
    await followsTo(page, cta.getByRole("link", { name: "Contact Us" }), "/contact");
    expect(errors).toEqual([]);
  });

  it("/services: Launch Your MVP and both Learn More go to /contact; Why Choose shows the four stats", async () => {
    const { page, errors } = await visit("/services", viewport);
    const launch = main(page).getByRole("link", { name: "Launch Your MVP" });
    await expectInternal(launch, "/contact");
    // Visible "Learn More", named after its service for screen readers and crawlers.
    const learnMore = main(page).getByRole("link", { name: /^Learn More about / });
    expect(await learnMore.count()).toBe(2);
    for (const title of ["Product Development", "Digital Transformation"]) {
      const link = main(page).getByRole("link", { name: `Learn More about ${title}` });
      expect((await link.innerText()).split("\n")[0]).toBe("Learn More");
    }
    for (const link of await learnMore.all()) await expectInternal(link, "/contact");
    for (const title of ["Product Development", "Digital Transformation"])
      expect(await page.getByRole("heading", { level: 3, name: title }).isVisible()).toBe(true);
    const why = page.getByRole("region", { name: /^Why Choose/ });
    const stats = (await why.getByRole("listitem").allTextContents()).map((t) => t.trim());
    expect(stats).toEqual([
      "10+ Years Experience",
      "45+ Projects Delivered",
      "24/7 Support",
      "Global Team",
    ]);
    await followsTo(page, launch, "/contact");
    expect(errors).toEqual([]);
  });

  it("/projects: each filter tab shows exactly its count of cards, pressed state follows", async () => {
    const { page, errors } = await visit("/projects", viewport);
    const group = page.getByRole("group", { name: projectsCopy.filterLabel });
    const cards = page.locator("#portfolio-list > li");
    expect(await cards.count()).toBe(8);
    // Visit every tab, ending back on "all".
    for (const tab of [...filterTabs.slice(1), ...filterTabs.slice(0, 1)]) {
      const button = group.getByRole("button", {
        name: `${tab.label} (${countFor(tab.id, projects)})`,
      });
      const before = await group.boundingBox();
      await button.click();
      expect(await button.getAttribute("aria-pressed")).toBe("true");
      expect(await group.locator('[aria-pressed="true"]').count()).toBe(1);
      await expect.poll(() => cards.count()).toBe(countFor(tab.id, projects));
      expect(await cards.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
        filterProjects(tab.id, projects).map((p) => p.title),
      );
      // The filter bar itself never moves when the list changes.
      expect((await group.boundingBox())?.y).toBeCloseTo(before?.y ?? -1, 0);
      await expect
        .poll(() =>
          page
            .getByText(
              pluralText(projectsCopy.showingLabel, countFor(tab.id, projects), {
                tab: tab.label,
              }),
            )
            .count(),
        )
        .toBe(1);
    }
    expect(errors).toEqual([]);
  });

  it("/projects: filtering works from the keyboard with reduced motion", async () => {
    const { page, errors } = await visit("/projects", viewport, "reduce");
    const group = page.getByRole("group", { name: projectsCopy.filterLabel });
    await group.getByRole("button").first().focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    // The pressed button answers in the tap's frame; the grid follows in a background render.
    const listed = () => page.locator("#portfolio-list > li").count();
    await expect.poll(listed).toBe(countFor("e-shop", projects));
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect.poll(listed).toBe(countFor("uiux", projects));
    expect(errors).toEqual([]);
  });

  it("/projects: every card has its fields, View Project in a new tab and Discuss Similar Project to /contact", async () => {
    const { page, errors } = await visit("/projects", viewport);
    const cards = page.locator("#portfolio-list article");
    expect(await cards.count()).toBe(projects.length);
    for (const [index, project] of projects.entries()) {
      const card = cards.nth(index);
      await card.scrollIntoViewIfNeeded();
      expect(await card.getByRole("heading", { level: 3 }).textContent()).toBe(project.title);
      expect(await card.getByText(project.service, { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(project.results).isVisible()).toBe(true);
      for (const text of [...project.technologies, ...project.features])
        expect(await card.getByText(text, { exact: true }).isVisible()).toBe(true);
      const image = card.getByRole("img", { name: project.imageAlt });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expectExternal(card.getByRole("link", { name: /^View Project/ }), project.url);
      await expectInternal(card.getByRole("link", { name: "Discuss Similar Project" }), "/contact");
    }
    await followsTo(
      page,
      cards.first().getByRole("link", { name: "Discuss Similar Project" }),
      "/contact",
    );
    expect(errors).toEqual([]);
  });

  it("/products: 5 Products • Growing Portfolio, each product's buttons, the fleet product without a link", async () => {
    const { page, errors } = await visit("/products", viewport);
    expect(
      await page
        .getByRole("heading", { level: 2, name: "5 Products • Growing Portfolio" })
        .isVisible(),
    ).toBe(true);
    for (const product of products) {
      const card = page.getByRole("article", { name: product.name });
      await card.scrollIntoViewIfNeeded();
      const links = card.getByRole("link");
      expect(await links.count()).toBe(product.actions.length);
      for (const action of product.actions) {
        const link = card.getByRole("link", {
          name: action.label,
          exact: action.kind === "internal",
        });
        if (action.kind === "internal") await expectInternal(link, action.href);
        else await expectExternal(link, action.href);
      }
    }
    const wastelink = page.getByRole("article", { name: "WasteLink" });
    for (const claim of ["70% faster approvals", "100% tracked collections"])
      expect(await wastelink.getByText(claim).isVisible()).toBe(true);
    const fleet = page.getByRole("article", { name: "Truck Fleet Management" });
    expect(await fleet.getByText("Launch Oct 2025").isVisible()).toBe(true);
    expect(await fleet.getByText("In Development").isVisible()).toBe(true);
    await followsTo(page, wastelink.getByRole("link", { name: "Request Demo" }), "/contact");
    expect(errors).toEqual([]);
  });

  it.each([
    ["/terms", 10, termsSections],
    ["/privacy", 11, privacySections],
  ] as const)(
    "%s: Last updated is today, all %i sections anchored and listed in the contents",
    async (path, count, sections) => {
      const { page, errors } = await visit(path, viewport);
      expect(sections).toHaveLength(count);
      const today = formatLongDate(new Date());
      expect(await main(page).getByText(`Last updated: ${today}`).isVisible()).toBe(true);
      const ids = await main(page)
        .locator("h2[id]")
        .evaluateAll((hs) => hs.map((h) => h.id));
      expect(ids).toEqual(sections.map((s) => s.id));
      const toc = page.getByRole("navigation", { name: "On this page" });
      const hrefs = await toc
        .getByRole("link")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(sections.map((s) => `#${s.id}`));
      // Following a contents link lands on its section, below the fixed header.
      const last = sections[sections.length - 1];
      await toc.getByRole("link", { name: new RegExp(last?.title ?? "") }).click();
      await page.waitForURL(`**#${last?.id ?? ""}`);
      await expect
        .poll(() =>
          page.locator(`h2[id="${last?.id ?? ""}"]`).evaluate((h) => h.getBoundingClientRect().top),
        )
        .toBeGreaterThan(40);
      expect(await page.locator(`h2[id="${last?.id ?? ""}"]`).isVisible()).toBe(true);
      await expectInternal(
        main(page).getByRole("link", { name: site.supportEmail }).first(),
        `mailto:${site.supportEmail}`,
      );
      expect(errors).toEqual([]);
    },
  );

  it.each([
    ["/terms", termsSections],
    ["/privacy", privacySections],
  ] as const)(
    "%s reached in the app from the footer shows every section's text, without a reload",
    async (path, sections) => {
      const { page, errors } = await visit("/", viewport);
      await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
      const bodies: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith(".json")) bodies.push(request.url());
      });
      // The footer is its own chunk, hydrated after the page: its links navigate in
      // the app from then on (before, they are plain links and load the page).
      const link = page.locator(`footer a[href="${path}"]`);
      await expect
        .poll(() => link.evaluate((a) => Object.keys(a).some((k) => k.startsWith("__react"))))
        .toBe(true);
      await followsTo(page, link, path);
      for (const section of sections) {
        const expected = textOfHtml(section.body.html ?? "")
          .replace(/\s+/g, " ")
          .trim();
        const shown = await page
          .locator(`h2[id="${section.id}"] + *`)
          .evaluate((body) => body.textContent);
        expect(shown.replace(/\s+/g, " ").trim()).toBe(expected);
      }
      // The bodies come in one request (not in the start-up JS), and the page stayed.
      expect(bodies).toHaveLength(1);
      expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(
        true,
      );
      expect(errors).toEqual([]);
    },
  );
});
