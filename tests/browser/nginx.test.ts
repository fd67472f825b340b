import { readdirSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControl, securityHeaders } from "../../deploy/headers.ts";
import { routeRegistry } from "../../src/content/routes.ts";
import { distDir } from "../../scripts/paths.ts";
import { startNginx, type RunningNginx } from "../support/nginx.ts";

let nginx: RunningNginx | undefined;
beforeAll(async () => {
  nginx = await startNginx(distDir);
});
afterAll(async () => {
  await nginx?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => {
  if (!nginx) throw new Error("nginx did not start");
  return fetch(`${nginx.url}${path}`, { headers, redirect: "manual" });
};

function expectSecurityHeaders(res: Response) {
  for (const [name, value] of Object.entries(securityHeaders())) {
    expect(res.headers.get(name), name).toBe(value);
  }
}

describe("deploy/nginx.conf served by real nginx", () => {
  it.each(routeRegistry.map((r) => r.path))(
    "%s: 200, its own HTML, security headers, no-cache",
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("cache-control")).toBe(cacheControl.document);
      expectSecurityHeaders(res);
      const route = routeRegistry.find((r) => r.path === path);
      expect(await res.text()).toContain(`<link rel="canonical" href="`);
      expect(route).toBeDefined();
    },
  );

  it("serves a route with a trailing slash without a redirect", async () => {
    const res = await get("/about/");
    expect(res.status).toBe(200);
  });

  it("answers an unknown path with 404.html, status 404, and the headers", async () => {
    const res = await get("/no/such/page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Sorry, we were unable to find that page");
    expectSecurityHeaders(res);
    expect(res.headers.get("cache-control")).toBe(cacheControl.document);
  });

  it("caches hashed assets for a year as immutable", async () => {
    const asset = readdirSync(`${distDir}/assets`).find((f) => /^index-.*\.js$/.test(f));
    const res = await get(`/assets/${asset ?? ""}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(cacheControl.hashedAsset);
    expect(res.headers.get("content-type")).toContain("javascript");
    expectSecurityHeaders(res);
  });

  it("serves the pre-compressed Brotli and gzip files", async () => {
    const br = await get("/", { "Accept-Encoding": "br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gz = await get("/", { "Accept-Encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(await gz.text()).toContain("<!doctype html>");
  });

  it("keeps build reports private and serves the SEO files", async () => {
    expect((await get("/.vite/manifest.json")).status).toBe(404);
    expect((await get("/assets/missing-abcdefgh.js")).status).toBe(404);
    const sitemap = await get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain("<urlset");
    expect((await get("/robots.txt")).status).toBe(200);
    const manifest = await get("/manifest.webmanifest");
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get("content-type")).toContain("manifest+json");
  });
});
