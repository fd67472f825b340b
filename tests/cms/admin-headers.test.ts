// @vitest-environment node
/**
 * What production sends for /admin (issue 24): the shipped nginx.conf and _headers give
 * the editor its own Content-Security-Policy (Decap's needs: GitHub's API, eval for its
 * config validator), noindex, and an opener policy GitHub's sign-in window can answer;
 * every other path keeps the site's policy, which allows neither eval nor GitHub.
 */
import { describe, expect, it } from "vitest";
import {
  adminContentSecurityPolicy,
  adminHeaders,
  contentSecurityPolicy,
  isAdminPath,
} from "../../deploy/headers.ts";
import { renderHeadersFile, renderNginxConf } from "../../deploy/render.ts";

/** The body of nginx's `location <name> {` block. */
function location(conf: string, name: string): string {
  const start = conf.indexOf(`location ${name} {`);
  expect(start, name).toBeGreaterThan(-1);
  return conf.slice(start, conf.indexOf("\n  }", start));
}

describe("/admin's headers in production", () => {
  it("the editor's policy allows only what Decap needs", () => {
    const csp = adminContentSecurityPolicy();
    expect(csp).toContain("connect-src 'self' https://api.github.com");
    expect(csp).toContain("script-src 'self' 'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*(https?:|'unsafe-inline')/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(adminHeaders()).toMatchObject({
      "X-Robots-Tag": "noindex, nofollow",
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    });
    const site = contentSecurityPolicy();
    expect(site).not.toContain("unsafe-eval");
    expect(site).not.toContain("api.github.com");
    expect(["/admin", "/admin/", "/admin/config.yml"].every(isAdminPath)).toBe(true);
    expect(["/", "/administration", "/insights/admin"].some(isAdminPath)).toBe(false);
  });

  it("nginx.conf sends it under /admin/ only", () => {
    const conf = renderNginxConf();
    for (const name of ["= /admin", "/admin/"]) {
      const block = location(conf, name);
      expect(block).toContain(`Content-Security-Policy "${adminContentSecurityPolicy()}"`);
      expect(block).toContain('X-Robots-Tag "noindex, nofollow"');
    }
    const site = location(conf, "/");
    expect(site).toContain(`Content-Security-Policy "${contentSecurityPolicy()}"`);
    expect(site).not.toContain("X-Robots-Tag");
  });

  it("_headers replaces the site's policy under /admin", () => {
    const file = renderHeadersFile();
    const block = file.slice(file.indexOf("/admin/*\n"));
    expect(block).toContain("! Content-Security-Policy");
    expect(block).toContain(`Content-Security-Policy: ${adminContentSecurityPolicy()}`);
    expect(block).toContain("X-Robots-Tag: noindex, nofollow");
  });
});
