// @vitest-environment node
import { existsSync } from "node:fs";
import { CONTACT_SENT_PATH } from "../../src/contact/rules/fields.ts";
import path from "node:path";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { metaOfMatches } from "../../src/app/routeHandle.ts";
import { notFoundMeta, routeById, routeForPath, routeRegistry } from "../../src/content/routes.ts";
import { routes } from "../../src/app/routes.tsx";
import { footerNav, primaryNav, contactButton } from "../../src/layout/navigation.ts";

const SPEC_PATHS = [
  "/",
  "/about",
  "/services",
  "/projects",
  "/products",
  "/contact",
  "/terms",
  "/privacy",
  "/lp/mvp-offer",
];

describe("route table", () => {
  it('has exactly the spec\'s routes, /insights and the no-JavaScript "message sent" page, each once', () => {
    expect(routeRegistry.map((r) => r.path)).toEqual([
      ...SPEC_PATHS.slice(0, 5),
      "/insights",
      ...SPEC_PATHS.slice(5),
      "/contact/sent",
    ]);
    expect(new Set(routeRegistry.map((r) => r.id)).size).toBe(routeRegistry.length);
  });

  it('keeps the "message sent" page out of search engines and the navigation', () => {
    const sent = routeRegistry.find((r) => r.path === CONTACT_SENT_PATH);
    expect(sent?.meta.robots).toBe("noindex, follow");
    expect(sent?.navLabel).toBeUndefined();
  });

  it("points every route at a page module that exists", () => {
    for (const route of routeRegistry) {
      expect(existsSync(path.resolve(route.file)), route.file).toBe(true);
    }
  });

  it("gives every route real metadata", () => {
    for (const { meta, path: p } of [...routeRegistry, { meta: notFoundMeta, path: "404" }]) {
      expect(meta.title.length, p).toBeGreaterThan(10);
      expect(meta.description.length, p).toBeGreaterThan(50);
      expect(meta.description.length, p).toBeLessThanOrEqual(160);
      expect(meta.keywords.length, p).toBeGreaterThan(0);
    }
    expect(new Set(routeRegistry.map((r) => r.meta.title)).size).toBe(routeRegistry.length);
    expect(notFoundMeta.robots).toBe("noindex, follow");
  });

  // Loads every page module (a cold transform of most of src/): seconds on a busy machine.
  it(
    "matches every registry path to its route and anything else to the 404 route",
    { timeout: 30_000 },
    async () => {
      for (const route of routeRegistry) {
        const matches = matchRoutes(routes, route.path) ?? [];
        expect(matches.at(-1)?.route.id).toBe(route.id);
        // A page's meta comes with its chunk (the browser's route table has no titles).
        const lazy = matches.at(-1)?.route.lazy;
        const loaded = typeof lazy === "function" ? ((await lazy()) as { handle?: unknown }) : {};
        expect(metaOfMatches([{ handle: loaded.handle }])).toEqual(route.meta);
      }
      // The published pages: one route per kind, the slug picks the data file.
      expect(matchRoutes(routes, "/projects/aeroserve")?.at(-1)?.route.id).toBe("caseStudy");
      expect(matchRoutes(routes, "/insights/some-article")?.at(-1)?.route.id).toBe("article");
      expect(matchRoutes(routes, "/insights/tags/mvp")?.at(-1)?.route.id).toBe("insightsTag");
      expect(matchRoutes(routes, "/insights/page/2")?.at(-1)?.route.id).toBe("insightsPage");
      for (const missing of ["/nope", "/about/team", "/lp", "/lp/other", "/projects/a/b"]) {
        expect(matchRoutes(routes, missing)?.at(-1)?.route.id).toBe("not-found");
      }
    },
  );

  it("looks routes up by id and by path, trailing slash tolerated", () => {
    expect(routeById("mvpOffer").path).toBe("/lp/mvp-offer");
    expect(routeForPath("/about/")?.id).toBe("about");
    expect(routeForPath("/")?.id).toBe("home");
    expect(routeForPath("/missing")).toBeUndefined();
    expect(() => routeById("nope" as never)).toThrow();
  });

  it("derives the header and footer links from the registry", () => {
    expect(primaryNav).toEqual([
      { label: "About Us", to: "/about" },
      { label: "Services", to: "/services" },
      { label: "Projects", to: "/projects" },
      { label: "Products", to: "/products" },
      { label: "Insights", to: "/insights" },
    ]);
    expect(contactButton).toEqual({ label: "Contact Us", to: "/contact" });
    expect(footerNav.sitemap.map((l) => l.label)).toEqual(["Services", "Projects", "Products"]);
    expect(footerNav.resources).toEqual([
      { label: "About Us", to: "/about" },
      { label: "Insights", to: "/insights" },
      { label: "Contact", to: "/contact" },
    ]);
    expect(footerNav.legal).toEqual([
      { label: "Terms and Conditions", to: "/terms" },
      { label: "Privacy Policy", to: "/privacy" },
    ]);
  });
});
