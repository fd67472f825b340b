// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  isHashedAsset,
  originOf,
  securityHeaders,
} from "../../deploy/headers.ts";
import { renderedFiles } from "../../deploy/render.ts";
import { robotsTxt, sitemapXml } from "../../scripts/prerender.ts";

describe("response headers, one source of truth", () => {
  it("the committed nginx.conf and _headers are exactly what deploy/headers.ts renders", () => {
    for (const [file, content] of Object.entries(renderedFiles())) {
      expect(readFileSync(file, "utf8"), `${file} is stale: run npm run deploy:config`).toBe(
        content,
      );
    }
  });

  it("the CSP allows only this origin, plus the mail API origin when it is elsewhere", () => {
    const csp = contentSecurityPolicy();
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(contentSecurityPolicy({ mailApiBase: "https://mail.example.org/api" })).toContain(
      "connect-src 'self' https://mail.example.org;",
    );
    // The contact form posted without JavaScript goes to the same gateway.
    expect(contentSecurityPolicy({ mailApiBase: "https://mail.example.org/api" })).toContain(
      "form-action 'self' https://mail.example.org;",
    );
    expect(contentSecurityPolicy({ mailApiBase: "" })).toContain("connect-src 'self';");
  });

  it("sends the hardening headers", () => {
    expect(securityHeaders()).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    // Only the editor, which signs in, isolates its window (decision 024, lever 18).
    expect(securityHeaders()).not.toHaveProperty("Cross-Origin-Opener-Policy");
    expect(securityHeaders()["Strict-Transport-Security"]).toMatch(/^max-age=\d{8,}/);
    expect(securityHeaders()["Permissions-Policy"]).toContain("camera=()");
  });

  it("recognises hashed assets only", () => {
    expect(isHashedAsset("/assets/index-CygRw77O.js")).toBe(true);
    expect(isHashedAsset("/assets/inter-latin-wght-normal-Dx4kXJAl.woff2")).toBe(true);
    expect(isHashedAsset("/favicon.svg")).toBe(false);
    expect(isHashedAsset("/assets/logo.svg")).toBe(false);
    expect(originOf("/v3")).toBeUndefined();
    expect(originOf("https://relay.example.org:8443/x")).toBe("https://relay.example.org:8443");
  });
});

describe("SEO files", () => {
  it("lists every route with absolute URLs", () => {
    const xml = sitemapXml("https://site.example", [{ path: "/" }, { path: "/about" }]);
    expect(xml).toContain("<loc>https://site.example/</loc>");
    expect(xml).toContain("<loc>https://site.example/about</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(robotsTxt("https://site.example")).toContain(
      "Sitemap: https://site.example/sitemap.xml",
    );
  });
});
