/**
 * A tap before the app has hydrated is not lost: /projects' filter tabs (in the first
 * screen on phones and on desktop) need the app to filter, so the boot script holds a tap
 * on them and the app replays it once hydrated (deploy/bootScript.ts, src/app/earlyTap.ts,
 * docs/decisions/012-early-tap-replay.md). The menu toggle works natively (phone.test.ts).
 * A carousel arrow in a section that hydrates after the page does is held until its
 * carousel runs, and then moves it once.
 */
import { describe, expect, it } from "vitest";
import { projectsCopy } from "../../src/content/pages/projects.ts";
import { countFor, filterProjects } from "../../src/content/projectFilter.ts";
import { projects } from "../../src/content/projects.ts";
import { layoutCopy } from "../../src/content/layout.ts";
import { homeCopy } from "../../src/content/pages/home.ts";
import {
  DESKTOP,
  holdRequests,
  openPage,
  phoneContext,
  url,
  useBrowser,
  waitForHydration,
} from "../support/browser.ts";
import { slidesInView } from "../support/carousel.ts";

const getBrowser = useBrowser();

describe.each([
  { name: "a real phone", options: phoneContext(), touch: true },
  { name: "a desktop window", options: { viewport: DESKTOP }, touch: false },
])("on $name", ({ options, touch }) => {
  it("a filter tab tapped before hydration ends pressed, with the list filtered", async () => {
    const { page, errors } = await openPage(getBrowser(), { ...options, fresh: true });
    // Hold every script until the tap has happened, as on a slow phone.
    const release = await holdRequests(page, "**/assets/*.js");
    await page.goto(url("/projects"), { waitUntil: "domcontentloaded" });
    const group = page.getByRole("group", { name: projectsCopy.filterLabel });
    const cards = page.locator("#portfolio-list > li");
    const tab = { id: "e-shop", label: projectsCopy.filterTabs["e-shop"] } as const;
    const button = group.getByRole("button", {
      name: `${tab.label} (${countFor(tab.id, projects)})`,
    });
    expect(await cards.count()).toBe(countFor("all", projects));

    if (touch) await button.tap();
    else await button.click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    // Received and shown as pending; not pressed before it has taken effect.
    expect(await button.getAttribute("data-replay-pending")).toBe("");
    expect(await button.getAttribute("aria-pressed")).toBe("false");
    expect(page.url()).toBe(url("/projects"));

    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect.poll(() => button.getAttribute("aria-pressed")).toBe("true");
    expect(await group.locator('[aria-pressed="true"]').count()).toBe(1);
    await expect.poll(() => cards.count()).toBe(countFor(tab.id, projects));
    expect(await cards.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
      filterProjects(tab.id, projects).map((p) => p.title),
    );
    expect(await page.locator("[data-replay-pending]").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("a carousel arrow tapped before its section has hydrated", () => {
  it("is held, shown pending, and moves the carousel once when the section runs", async () => {
    // Reduced motion: every move is instant, so a second move would show at once too.
    const { page, errors } = await openPage(getBrowser(), {
      ...phoneContext(),
      reducedMotion: "reduce",
      fresh: true,
      consented: true,
    });
    // The page hydrates, but the home page's deferred section (its chunk held back, as on
    // a slow network) does not: React would drop a click there.
    const release = await holdRequests(page, "**/assets/BelowTheFold-*.js");
    await page.goto(url("/"), { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    const label = homeCopy.clientsSection.carouselLabel;
    const next = page.getByRole("button", { name: layoutCopy.carousel.nextLogos });
    // Not running yet: the track is a native scroller, the carousel marked to wait.
    const scroller = page.getByRole("region", { name: label });
    expect(await scroller.evaluate((track) => track.closest("[data-replay-wait]") !== null)).toBe(
      true,
    );

    await next.tap();
    expect(await next.getAttribute("data-replay-pending")).toBe("");
    expect(await scroller.evaluate((track) => track.scrollLeft)).toBe(0);

    release();
    const carousel = page.getByRole("group", { name: label });
    await expect.poll(() => next.getAttribute("data-replay-pending")).toBeNull();
    await expect.poll(async () => (await slidesInView(carousel))[0]).toBe(1);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect((await slidesInView(carousel))[0]).toBe(1);
    expect(await page.locator("[data-replay-wait]").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
