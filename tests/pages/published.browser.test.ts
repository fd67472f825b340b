/**
 * What the agency publishes: a case study for every project and the articles, their lists
 * and tag pages, the feed and the sitemap. Pre-rendered with their h1, dates, JSON-LD and
 * social tags; accessible at a real phone's width and at 1366; no wider than a 320 px
 * phone; reached from their lists without a reload; an unknown slug is a 404.
 */
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/loader.ts";
import { projectsCopy } from "../../src/content/pages/projects.ts";
import {
  DESKTOP,
  devBaseUrl,
  gotoHydrated,
  networkQuiet,
  openPage,
  phoneContext,
  url,
  useBrowser,
  usePagePerSuite,
  elementHydrated,
  waitForBands,
} from "../support/browser.ts";
import { axeViolations } from "../support/axe.ts";

const getBrowser = useBrowser();
const { published } = loadContent();
const caseStudies = published.caseStudies.map((s) => ({
  path: `/projects/${s.slug}`,
  title: s.project.title,
  kind: "Article",
}));
const articles = published.articles.map(({ article }) => ({
  path: `/insights/${article.slug}`,
  title: article.title,
  kind: "BlogPosting",
  published: article.published,
}));
const pages = [...caseStudies, ...articles];

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "{}") as Record<string, unknown>,
  );
const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

describe("pre-rendered, fetched without a browser", () => {
  it.each(pages.map((p) => [p.path, p] as const))(
    "%s: one h1, its JSON-LD, its own social image, canonical and feed link",
    async (path, page) => {
      const response = await fetch(url(path));
      expect(response.status).toBe(200);
      const html = await response.text();
      const h1s = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)];
      expect(h1s).toHaveLength(1);
      expect(decode(h1s[0]?.[1] ?? "")).toBe(page.title);
      const ld = jsonLdOf(html);
      const main = ld.find((item) => item["@type"] === page.kind);
      expect(main?.headline).toBe(page.title);
      expect(ld.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
      expect(html).toContain(`<meta property="og:image" content="`);
      expect(html).toMatch(new RegExp(`og:image" content="[^"]*/og${path}\\.png"`));
      expect(html).toContain('<meta property="og:type" content="article"');
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
      expect(html).toContain('type="application/rss+xml"');
      if ("published" in page) {
        expect(main?.datePublished).toBe(page.published);
        expect(html).toMatch(new RegExp(`<time datetime="${String(page.published)}"`, "i"));
      }
    },
  );

  it("titles and descriptions are unique on every published page", async () => {
    const heads = await Promise.all(
      pages.map(async (p) => {
        const html = await (await fetch(url(p.path))).text();
        return [
          /<title>([^<]*)<\/title>/.exec(html)?.[1],
          /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
        ];
      }),
    );
    expect(new Set(heads.map((h) => h[0])).size).toBe(pages.length);
    expect(new Set(heads.map((h) => h[1])).size).toBe(pages.length);
  });

  it("an unknown case study, article or tag answers the 404 page with HTTP 404", async () => {
    for (const path of [
      "/projects/no-such-project",
      "/insights/no-such-article",
      "/insights/tags/nope",
    ]) {
      const response = await fetch(url(path));
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('content="noindex, follow"');
    }
  });

  it("the feed is RSS 2.0 with every article, newest first, and a self link", async () => {
    const response = await fetch(url("/rss.xml"));
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<rss version="2.0"/);
    expect(xml).toMatch(
      /<atom:link href="[^"]+\/rss\.xml" rel="self" type="application\/rss\+xml"\/>/,
    );
    const items = [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1] ?? "");
    expect(items).toHaveLength(articles.length);
    const links = items.map(
      (item) => new URL(/<link>([^<]+)<\/link>/.exec(item)?.[1] ?? "").pathname,
    );
    expect(links).toEqual(articles.map((a) => a.path));
    const dates = items.map((item) =>
      Date.parse(/<pubDate>([^<]+)<\/pubDate>/.exec(item)?.[1] ?? ""),
    );
    expect(dates.every((d, i) => i === 0 || d <= (dates[i - 1] ?? 0))).toBe(true);
    for (const item of items) {
      for (const tag of ["title", "guid", "description"]) expect(item).toContain(`<${tag}`);
    }
  });
});

describe.each([
  { name: "a real phone (390)", context: phoneContext() },
  { name: "1366", context: { viewport: DESKTOP } },
])("in a browser at $name", ({ context }) => {
  // One page per width, reused from page to page (a navigation each, no new context).
  const getPage = usePagePerSuite(getBrowser, { ...context, consented: true });

  it.each(pages.map((p) => [p.path] as const))(
    "%s passes axe (and on the phone, fits a 320 px one)",
    async (path) => {
      const { page, errors } = getPage();
      const size = page.viewportSize() ?? DESKTOP;
      await gotoHydrated(page, path);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      if (size.width > 390) return;
      // The same phone, narrowed to 320 px: nothing sticks out sideways.
      await waitForBands(page);
      await page.setViewportSize({ width: 320, height: 640 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );
      await page.setViewportSize(size);
    },
  );
});

describe("in a browser", () => {
  it("an article is fetched on hover and reached from /insights by a click, without a reload", async () => {
    const { page, errors } = await openPage(getBrowser(), { viewport: DESKTOP });
    await gotoHydrated(page, "/insights");
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    const first = articles[0];
    if (!first) throw new Error("no articles");
    const data: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/data/")) data.push(pathname);
    });
    const link = page.getByRole("heading", { name: first.title }).getByRole("link");
    // Resting the pointer on the link fetches the article's data (and its chunk).
    await expect
      .poll(async () => {
        await page.mouse.move(0, 0);
        await link.hover();
        return data;
      })
      .toContain(`/data${first.path}.json`);
    await link.click();
    await page.waitForURL(url(first.path));
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(first.title);
    expect(await page.locator("main [data-body] p").count()).toBeGreaterThan(5);
    expect(await page.title()).toContain(first.title);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    // The click used what the hover fetched.
    expect(data.filter((p) => p === `/data${first.path}.json`)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("on /projects, a case study's link coming into view fetches its page's chunk, not its data", async () => {
    const { page, errors } = await openPage(getBrowser(), phoneContext());
    const scripts: string[] = [];
    const data: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (/\/CaseStudyPage-[^/]+\.js$/.test(pathname)) scripts.push(pathname);
      if (pathname.startsWith("/data/")) data.push(pathname);
    });
    await gotoHydrated(page, "/projects");
    // On a phone the first card's link is below the fold: nothing is fetched yet.
    await networkQuiet(page);
    expect(scripts).toEqual([]);
    await page
      .getByRole("link", { name: new RegExp(`^${projectsCopy.caseStudyLabel}`) })
      .first()
      .scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.length).toBe(1);
    await networkQuiet(page);
    expect(data).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a case study's neighbours are reached without a reload; an unknown slug shows the 404 page", async () => {
    const { page, errors } = await openPage(getBrowser(), {
      viewport: DESKTOP,
      expectNotFound: true,
    });
    const [first, second] = published.caseStudies;
    if (!first || !second) throw new Error("no case studies");
    await gotoHydrated(page, `/projects/${first.slug}`);
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    // The neighbours are in the page's deferred end (CaseStudyEnd.tsx): once it hydrates,
    // its links are the router's.
    const next = page.getByRole("link", { name: new RegExp(first.next.title) });
    await elementHydrated(next);
    await next.click();
    await page.waitForURL(url(`/projects/${first.next.slug}`));
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(first.next.title);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await page.evaluate(() => {
      history.pushState({}, "", "/projects/no-such-project");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect.poll(() => page.content()).toContain("noindex, follow");
    expect(errors).toEqual([]);
  });

  it.each([articles[0]?.path ?? "", caseStudies[0]?.path ?? "", "/insights/tags/mvp"])(
    "%s hydrates in the development build without a warning",
    async (path) => {
      const { page, errors, warnings } = await openPage(getBrowser(), { viewport: DESKTOP });
      await gotoHydrated(page, path, devBaseUrl());
      expect(errors).toEqual([]);
      expect(warnings.filter((w) => /hydrat|did not match/i.test(w))).toEqual([]);
    },
  );
});
