/**
 * The one source of truth for HTTP response headers. The local server (scripts/serve.ts)
 * applies them; deploy/render.ts writes them into deploy/nginx.conf and a static host's
 * _headers file, so production sends exactly what the tests check.
 */
import { createHash } from "node:crypto";
import { BOOT_SCRIPT_CSP_SOURCE } from "./bootScript.ts";
import { SCHEME_SCRIPT } from "./schemeScript.ts";

/** The CSP source expression that allows the colour-scheme script (deploy/schemeScript.ts). */
export const SCHEME_SCRIPT_CSP_SOURCE = `'sha256-${createHash("sha256").update(SCHEME_SCRIPT).digest("base64")}'`;

export interface HeaderOptions {
  /** Origin of the mail gateway when it is not this site (VITE_MAIL_API_BASE). */
  mailApiBase?: string;
}

/** Origin of an absolute URL, or undefined for a same-origin path. */
export function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  return new URL(url).origin;
}

export function contentSecurityPolicy(options: HeaderOptions = {}): string {
  // The mail gateway: the app's fetch, and the contact form posted without JavaScript.
  const connect = ["'self'", originOf(options.mailApiBase)].filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    // The inline boot script and colour-scheme script, allowed by their hashes
    // (deploy/bootScript.ts, deploy/schemeScript.ts); nothing else inline.
    `script-src 'self' ${BOOT_SCRIPT_CSP_SOURCE} ${SCHEME_SCRIPT_CSP_SOURCE}`,
    // styled-components writes its rules into a <style> element at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${connect}`,
    "object-src 'none'",
  ].join("; ");
}

/** Headers every response carries. */
export function securityHeaders(options: HeaderOptions = {}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    // No Cross-Origin-Opener-Policy on the site's pages (decision 024, lever 18): it makes
    // Chromium give every arrival a browsing context group and a renderer process of its own
    // (and, on Android, a dedicated process for the site), a longer navigation commit before
    // the first parse, for pages that hold no session or secret to protect. The editor
    // under /admin/, which signs in, keeps one (adminHeaders).
    // Other sites cannot embed our files as no-cors subresources (CORS requests are unaffected).
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

/** Where the content editor lives (docs/decisions/023-cms.md); its answers get adminHeaders. */
export const ADMIN_PREFIX = "/admin/";
/** The git host's API the editor talks to in production (Decap's GitHub backend). */
export const CMS_API_ORIGIN = "https://api.github.com";

export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith(ADMIN_PREFIX);
}

/**
 * The editor's own policy: only what Decap CMS needs, and only on /admin/. Its bundle runs
 * from our origin ('self', no inline script); its styles are written at run time
 * (emotion, styled-components in the preview); it talks to GitHub's API and shows the
 * signed-in user's avatar and images read from the repository (blob: URLs). 'unsafe-eval'
 * because Decap validates its config with ajv, which compiles each schema with new
 * Function (without it the editor stops at "Error loading the CMS configuration"). The
 * site's pages keep contentSecurityPolicy() above, which allows none of this.
 */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${CMS_API_ORIGIN}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * Headers of every answer under /admin/: the site's, with the editor's policy, noindex,
 * and an opener policy that lets the GitHub sign-in window report back (Decap's OAuth
 * flow posts the token to window.opener, which same-origin would cut off).
 */
export function adminHeaders(options: HeaderOptions = {}): Record<string, string> {
  return {
    ...securityHeaders(options),
    "Content-Security-Policy": adminContentSecurityPolicy(),
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

export const cacheControl = {
  /** Content-hashed files under /assets/: cache for a year, never revalidate. */
  hashedAsset: "public, max-age=31536000, immutable",
  /** HTML and other unhashed files: always revalidate so a deploy shows at once. */
  document: "no-cache",
} as const;

/** Hashed build output lives under /assets/ with a content hash in its name. */
export function isHashedAsset(pathname: string): boolean {
  return /^\/assets\/.+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/.test(pathname);
}
