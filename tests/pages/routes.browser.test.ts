import { describe, expect, it } from "vitest";
import { canonicalUrl } from "../../src/app/meta.ts";
import { routeRegistry } from "../../src/content/routes.ts";
import {
  DESKTOP,
  devBaseUrl,
  gotoHydrated,
  openPage,
  url,
  useBrowser,
  waitForHydration,
} from "../support/browser.ts";

const getBrowser = useBrowser();

const h1Pattern = /<h1[^>]*>([\s\S]*?)<\/h1>/g;
const textOf = (html: string) => html.replace(/<[^>]+>/g, "").trim();

describe("pre-rendered HTML, fetched without a browser", () => {
  it.each(routeRegistry.map((r) => [r.path, r] as const))(
    "%s already holds its title, one h1 and its content",
    async (path, route) => {
      const res = await fetch(url(path));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = await res.text();
      const titles = html.match(/<title>[^<]*<\/title>/g) ?? [];
      expect(titles).toHaveLength(1);
      expect(html).toContain(`<title>${route.meta.title.replace(/&/g, "&amp;")}</title>`);
      const h1s = [...html.matchAll(h1Pattern)];
      expect(h1s).toHaveLength(1);
      expect(textOf(h1s[0]?.[1] ?? "").length).toBeGreaterThan(10);
      // styled-components' styles are in the HTML, so the page is styled before any script.
      expect(html).toMatch(/<style[^>]*data-styled[^>]*>[\s\S]{500,}<\/style>/);
      expect(html).toContain(`<link rel="canonical" href="${canonicalUrl(path)}"`);
    },
  );

  it("serves 404.html with status 404 for an unknown path", async () => {
    const res = await fetch(url("/no/such/page"));
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Sorry, we were unable to find that page");
    expect(html).toContain('content="noindex, follow"');
  });

  it("tolerates a trailing slash on a route", async () => {
    const res = await fetch(url("/about/"));
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<title>${routeRegistry[1]?.meta.title ?? ""}</title>`);
  });
});

describe("metadata in the browser", () => {
  it("every route carries its title, description, keywords, canonical, social and robots tags", async () => {
    const { page, errors } = await openPage(getBrowser());
    for (const route of routeRegistry) {
      await gotoHydrated(page, route.path);
      const head = await page.evaluate(() => {
        const meta = (sel: string) => document.head.querySelector(sel)?.getAttribute("content");
        return {
          title: document.title,
          description: meta('meta[name="description"]'),
          keywords: meta('meta[name="keywords"]'),
          author: meta('meta[name="author"]'),
          robots: meta('meta[name="robots"]'),
          canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href"),
          ogType: meta('meta[property="og:type"]'),
          ogTitle: meta('meta[property="og:title"]'),
          ogUrl: meta('meta[property="og:url"]'),
          ogImage: meta('meta[property="og:image"]'),
          twitterCard: meta('meta[name="twitter:card"]'),
          titleCount: document.querySelectorAll("title").length,
        };
      });
      expect(head).toMatchObject({
        title: route.meta.title,
        description: route.meta.description,
        keywords: route.meta.keywords.join(", "),
        // The "message sent" page of the form posted without JavaScript is noindex.
        robots: route.meta.robots ?? "index, follow",
        canonical: canonicalUrl(route.path),
        ogType: "website",
        ogTitle: route.meta.title,
        ogUrl: canonicalUrl(route.path),
        twitterCard: "summary_large_image",
        titleCount: 1,
      });
      expect(head.author).toBeTruthy();
      expect(head.ogImage).toMatch(/^https?:\/\/.+\.(png|jpg)$/);
    }
    expect(errors).toEqual([]);
  });

  it("updates the head on client-side navigation", async () => {
    const { page, errors } = await openPage(getBrowser());
    await gotoHydrated(page, "/");
    const about = routeRegistry.find((r) => r.id === "about");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About Us" })
      .click();
    await page.waitForURL("**/about");
    await expect.poll(() => page.title()).toBe(about?.meta.title);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      canonicalUrl("/about"),
    );
    expect(await page.locator('link[rel="canonical"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe("404 page", () => {
  it("shows the logo, a large 404, the message and a way home, and logs the path", async () => {
    const { page, warnings, errors } = await openPage(getBrowser(), {
      expectNotFound: true,
    });
    const response = await page.goto(url("/this/does-not-exist"));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect.poll(() => warnings.some((w) => w.includes("/this/does-not-exist"))).toBe(true);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toContain("Sorry, we were unable to find that page");
    expect(await page.getByText("404", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /home$/i }).first().getAttribute("href")).toBe("/");
    await page.getByRole("link", { name: "Go to the home page" }).click();
    await page.waitForURL(url("/"));
    expect(errors).toEqual([]);
  });

  it("a client-side link to a missing path shows the 404 page too", async () => {
    const { page, warnings, errors } = await openPage(getBrowser());
    await gotoHydrated(page, "/");
    await page.evaluate(() => {
      window.history.pushState({}, "", "/gone-missing");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toContain("Sorry, we were unable to find that page");
    // The 404 page logs from a passive effect, which may run after the h1 is painted.
    await expect.poll(() => warnings.some((w) => w.includes("/gone-missing"))).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("hydration", () => {
  // The development build reports every mismatch (text, attributes, styled-components
  // class names) that production React would repair silently.
  it.each([...routeRegistry.map((r) => r.path), "/missing-page"])(
    "%s hydrates with no warning or error (React development build)",
    async (path) => {
      const { page, errors, warnings } = await openPage(getBrowser(), {
        viewport: DESKTOP,
        expectNotFound: path === "/missing-page",
      });
      await gotoHydrated(page, path, devBaseUrl());
      await page.waitForLoadState("networkidle");
      expect(errors).toEqual([]);
      expect(warnings.filter((w) => !w.startsWith("404: no page at"))).toEqual([]);
    },
  );
});

describe("without JavaScript", () => {
  it("every route shows its content", async () => {
    const { page } = await openPage(getBrowser(), { javaScriptEnabled: false });
    for (const route of routeRegistry) {
      await page.goto(url(route.path));
      const h1 = page.getByRole("heading", { level: 1 });
      expect(await h1.isVisible()).toBe(true);
      expect(await page.getByRole("contentinfo").isVisible()).toBe(true);
      const opacity = await h1.evaluate((el) => getComputedStyle(el).opacity);
      expect(opacity).toBe("1");
    }
  });
});
