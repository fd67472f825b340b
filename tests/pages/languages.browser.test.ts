/**
 * Greek beside English (issue 22, decision 020): every route and its /el twin, fetched as
 * a crawler would (lang, hreflang, canonical, og:locale, sitemap, a Greek h1 and title, no
 * English UI string left), the published pages in both languages, the language switcher
 * on a desktop and in the phone menu, the Greek font on Greek pages only, and no hydration
 * warning on any Greek page (the development build).
 */
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/loader.ts";
import { localePath } from "../../src/content/locales.ts";
import { routeRegistry } from "../../src/content/routes.ts";
import { site } from "../../src/content/site.ts";
import {
  GREEK_ROUTE_PATHS,
  MOBILE,
  devBaseUrl,
  gotoHydrated,
  openPage,
  url,
  useBrowser,
} from "../support/browser.ts";
import { textOfHtml } from "../support/html.ts";

const getBrowser = useBrowser();
const english = loadContent();
const greek = loadContent({}, "el");
const GREEK_LETTER = /[\u0370-\u03ff]/;

const fetchHtml = async (path: string) => {
  const res = await fetch(url(path));
  return { status: res.status, html: await res.text() };
};
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const hreflangs = (html: string): Record<string, string> =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
      (m): [string, string] => [m[1] ?? "", m[2] ?? ""],
    ),
  );
const pairOf = (enPath: string, elPath: string) => ({
  en: `${site.siteUrl}${enPath}`,
  el: `${site.siteUrl}${elPath}`,
  "x-default": `${site.siteUrl}${enPath}`,
});

/**
 * Every English sentence of the shared copy and the pages' copy whose Greek counterpart
 * (the same field of the .el file) differs: none may show on a Greek page. Words the two
 * files share (brand and product names, technologies) are not English copy.
 */
function englishStrings(): string[] {
  const found = new Set<string>();
  const walk = (en: unknown, el: unknown) => {
    if (typeof en === "string") {
      const words = en.match(/[A-Za-z]{3,}/g) ?? [];
      if (en !== el && words.length >= 2 && !GREEK_LETTER.test(en)) found.add(en);
      return;
    }
    if (Array.isArray(en)) en.forEach((item, i) => walk(item, (el as unknown[] | undefined)?.[i]));
    else if (en && typeof en === "object") {
      for (const [key, value] of Object.entries(en)) {
        walk(value, (el as Record<string, unknown> | undefined)?.[key]);
      }
    }
  };
  walk(english.ui, greek.ui);
  walk(english.pages, greek.pages);
  walk(english.collections, greek.collections);
  walk(
    Object.fromEntries(Object.entries(english.legal).map(([k, d]) => [k, d.copy])),
    Object.fromEntries(Object.entries(greek.legal).map(([k, d]) => [k, d.copy])),
  );
  return [...found];
}

/** What a visitor reads or hears on a page: its body's text and accessible names. */
function readable(html: string): string {
  const body = html
    .replace(/<head>[\s\S]*?<\/head>/, "")
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, "");
  const attributes = [...body.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map(
    (m) => m[1] ?? "",
  );
  return [textOfHtml(body.replace(/<[^>]+>/g, " ")), ...attributes.map(textOfHtml)].join("\n");
}

const collapse = (text: string) => text.replace(/\s+/g, " ");

describe("every route and its Greek twin, as a crawler reads them", () => {
  const sentences = englishStrings();
  const sitemap = fetch(url("/sitemap.xml")).then((res) => res.text());

  it("the list of English UI strings is real", () => {
    expect(sentences.length).toBeGreaterThan(200);
    expect(sentences).toContain("Book a Call with Our Team");
  });

  it.each(routeRegistry.map((route) => [route.path, route] as const))(
    "%s and its /el twin: lang, hreflang, canonical, og:locale, sitemap; a Greek h1 and title; no English UI string",
    async (path, route) => {
      const elPath = localePath("el", path);
      const [en, el] = await Promise.all([fetchHtml(path), fetchHtml(elPath)]);
      expect([en.status, el.status]).toEqual([200, 200]);
      expect(attr(en.html, /<html lang="([^"]+)"/)).toBe("en");
      expect(attr(el.html, /<html lang="([^"]+)"/)).toBe("el");
      const canonical = (html: string) => attr(html, /<link rel="canonical" href="([^"]+)"/);
      expect(canonical(en.html)).toBe(`${site.siteUrl}${path}`);
      expect(canonical(el.html)).toBe(`${site.siteUrl}${elPath}`);
      // Reciprocal: both pages name the same pair, and x-default is the English one.
      expect(hreflangs(en.html)).toEqual(pairOf(path, elPath));
      expect(hreflangs(el.html)).toEqual(pairOf(path, elPath));
      const og = (html: string, name: string) =>
        attr(html, new RegExp(`<meta property="${name}" content="([^"]+)"`));
      expect([og(en.html, "og:locale"), og(en.html, "og:locale:alternate")]).toEqual([
        "en_US",
        "el_GR",
      ]);
      expect([og(el.html, "og:locale"), og(el.html, "og:locale:alternate")]).toEqual([
        "el_GR",
        "en_US",
      ]);
      if (!/noindex/.test(route.meta.robots ?? "")) {
        const entry = (await sitemap).match(
          new RegExp(`<url><loc>${site.siteUrl}${elPath}</loc>[\\s\\S]*?</url>`),
        )?.[0];
        expect(entry, elPath).toContain(
          `<xhtml:link rel="alternate" hreflang="en" href="${site.siteUrl}${path}"/>`,
        );
        expect(entry).toContain(
          `<xhtml:link rel="alternate" hreflang="x-default" href="${site.siteUrl}${path}"/>`,
        );
        expect(await sitemap).toContain(`<loc>${site.siteUrl}${path}</loc>`);
      }
      const title = attr(el.html, /<title>([^<]*)<\/title>/) ?? "";
      expect(title).toMatch(GREEK_LETTER);
      expect(title).not.toBe(attr(en.html, /<title>([^<]*)<\/title>/));
      const h1 = textOfHtml(attr(el.html, /<h1[^>]*>([\s\S]*?)<\/h1>/) ?? "");
      expect(h1).toMatch(GREEK_LETTER);

      const text = collapse(readable(el.html));
      const left = sentences.filter((sentence) => text.includes(collapse(sentence)));
      expect(left, elPath).toEqual([]);
    },
  );

  it("the Greek 404 page answers unknown /el paths in Greek, with status 404", async () => {
    const { status, html } = await fetchHtml("/el/no/such/page");
    expect(status).toBe(404);
    expect(attr(html, /<html lang="([^"]+)"/)).toBe("el");
    expect(html).toContain(String(greek.pages["not-found"].lead));
    expect(hreflangs(html)).toEqual({});
  });
});

describe("published pages in both languages", () => {
  it("every case study has its Greek twin, each naming the other", async () => {
    for (const { slug } of english.published.caseStudies) {
      const path = `/projects/${slug}`;
      const [en, el] = await Promise.all([fetchHtml(path), fetchHtml(`/el${path}`)]);
      expect([en.status, el.status], slug).toEqual([200, 200]);
      expect(hreflangs(en.html)).toEqual(pairOf(path, `/el${path}`));
      expect(hreflangs(el.html)).toEqual(pairOf(path, `/el${path}`));
    }
  });

  it("a translated article has a Greek page and a pair; one not translated has neither; /el/insights lists the Greek ones", async () => {
    const translated = new Set(greek.published.articles.map(({ article }) => article.slug));
    expect(translated.size).toBeGreaterThanOrEqual(2);
    const list = (await fetchHtml("/el/insights")).html;
    for (const { article } of english.published.articles) {
      const path = `/insights/${article.slug}`;
      const [en, el] = await Promise.all([fetchHtml(path), fetchHtml(`/el${path}`)]);
      if (translated.has(article.slug)) {
        expect(el.status, path).toBe(200);
        expect(hreflangs(en.html)).toEqual(pairOf(path, `/el${path}`));
        expect(list).toContain(`href="/el${path}"`);
        // Dates in Greek: the month's name in the genitive, e.g. "24 Νοεμβρίου 2026".
        expect(el.html).toMatch(
          /<time dateTime="\d{4}-\d\d-\d\d">\d{1,2} [\u0370-\u03ff]+ \d{4}<\/time>/,
        );
      } else {
        expect(el.status, path).toBe(404);
        expect(hreflangs(en.html), path).toEqual({});
        expect(list).not.toContain(`href="/el${path}"`);
      }
    }
  });

  it("the sitemap lists the Greek published pages with their alternates", async () => {
    const sitemap = await (await fetch(url("/sitemap.xml"))).text();
    const slug = greek.published.caseStudies[0]?.slug ?? "";
    expect(sitemap).toContain(`<loc>${site.siteUrl}/el/projects/${slug}</loc>`);
    expect(sitemap).toMatch(/xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml"/);
  });
});

describe("the language switcher", () => {
  it("on a desktop: the same page in the other language and back; an untranslated article leads to the list", async () => {
    const { page, errors } = await openPage(getBrowser());
    await gotoHydrated(page, "/services");
    const toGreek = page.getByRole("banner").getByRole("link", { name: "Ελληνικά" });
    expect(await toGreek.getAttribute("hreflang")).toBe("el");
    expect(await toGreek.getAttribute("lang")).toBe("el");
    await Promise.all([page.waitForURL(url("/el/services")), toGreek.click()]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("el");
    const toEnglish = page.getByRole("banner").getByRole("link", { name: "English" });
    expect(await toEnglish.getAttribute("hreflang")).toBe("en");
    await Promise.all([page.waitForURL(url("/services")), toEnglish.click()]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");

    const untranslated = english.published.articles.find(
      ({ article }) => !greek.published.articles.some((g) => g.article.slug === article.slug),
    );
    if (untranslated) {
      await gotoHydrated(page, `/insights/${untranslated.article.slug}`);
      const link = page.getByRole("banner").getByRole("link", { name: "Ελληνικά" });
      expect(await link.getAttribute("href")).toBe("/el/insights");
    }
    expect(errors).toEqual([]);
  });

  it("in the phone menu: the same page in the other language, both ways", async () => {
    const layout = greek.ui.layout;
    const { page, errors } = await openPage(getBrowser(), { viewport: MOBILE });
    await gotoHydrated(page, "/el/products");
    await page.getByRole("button", { name: layout.header.openMenu }).tap();
    const menu = page.getByRole("dialog", { name: layout.mobileMenu.label });
    await menu.waitFor();
    await Promise.all([
      page.waitForURL(url("/products")),
      menu.getByRole("link", { name: "English" }).tap(),
    ]);
    await gotoHydrated(page, "/products");
    await page.getByRole("button", { name: "Open menu" }).tap();
    const englishMenu = page.getByRole("dialog", { name: "Menu" });
    await englishMenu.waitFor();
    await Promise.all([
      page.waitForURL(url("/el/products")),
      englishMenu.getByRole("link", { name: "Ελληνικά" }).tap(),
    ]);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toMatch(GREEK_LETTER);
    expect(errors).toEqual([]);
  });
});

describe("Greek pages in the browser", () => {
  it("load one font file, Inter's Latin and Greek letters together; English pages no Greek file", async () => {
    const { page, errors } = await openPage(getBrowser());
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, "/about");
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.filter((f) => f.includes("greek"))).toEqual([]);
    expect(fonts.some((f) => f.includes("inter-latin-wght"))).toBe(true);
    // Each Greek page in a fresh context (no cached file): every letter on it, Latin or
    // Greek, is drawn from the one file; a letter missing from it would fetch another.
    for (const path of ["/el", "/el/about", "/el/contact", "/el/terms"]) {
      const fresh = await openPage(getBrowser(), { fresh: true });
      const loaded: string[] = [];
      fresh.page.on("request", (request) => {
        if (request.resourceType() === "font") loaded.push(new URL(request.url()).pathname);
      });
      await gotoHydrated(fresh.page, path);
      await fresh.page.evaluate(() => document.fonts.ready);
      expect(
        loaded.map((f) => f.replace(/-[\w-]{8}\.woff2$/, "")),
        path,
      ).toEqual(["/assets/inter-latin-greek-wght-normal"]);
      expect(
        await fresh.page.evaluate(() => document.fonts.check("16px 'Inter Variable'", "Ελληνικά")),
        path,
      ).toBe(true);
      expect(fresh.errors, path).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it("hydrate without a warning (development build), dates and prices as the server wrote them", async () => {
    const { page, errors, warnings } = await openPage(getBrowser(), { expectNotFound: true });
    const article = greek.published.articles[0]?.article.slug ?? "";
    const study = greek.published.caseStudies[0]?.slug ?? "";
    const paths = [
      ...GREEK_ROUTE_PATHS,
      `/el/insights/${article}`,
      `/el/projects/${study}`,
      "/el/page-that-does-not-exist",
    ];
    for (const path of paths) {
      await gotoHydrated(page, path, devBaseUrl());
      expect(await page.evaluate(() => document.documentElement.lang), path).toBe("el");
    }
    // A date and the price in Greek style, after hydration.
    await gotoHydrated(page, "/el/lp/mvp-offer", devBaseUrl());
    expect(await page.locator("main").textContent()).toContain(greek.offer.priceLabel);
    expect(greek.offer.priceLabel).toMatch(/^4\.500\s€$/);
    await gotoHydrated(page, "/el/terms", devBaseUrl());
    expect(await page.locator("main time").first().textContent()).toMatch(
      /^\d{1,2} [\u0370-\u03ff]+ \d{4}$/,
    );
    const reactWarnings = warnings.filter((w) => /hydrat|did not match|Warning:/i.test(w));
    expect(errors.filter((e) => !/404 \(Not Found\)/.test(e))).toEqual([]);
    expect(reactWarnings).toEqual([]);
  });
});
