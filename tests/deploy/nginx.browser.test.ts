import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cacheControl, securityHeaders } from "../../deploy/headers.ts";
import { routeRegistry } from "../../src/content/routes.ts";
import { distDir } from "../../scripts/paths.ts";
import { gatewayConfigFromEnv } from "../../server/config.ts";
import { createGateway } from "../../server/gateway.ts";
import { toNodeListener } from "../../server/node.ts";
import { appFields } from "../support/mailFields.ts";
import { startNginx, type RequestOptions, type RunningNginx } from "../support/nginx.ts";

/** Messages per visitor per minute at the relay behind nginx. */
const LIMIT = 2;

let nginx: RunningNginx | undefined;
let relay: Server | undefined;
let outbox = "";

beforeAll(async () => {
  // The relay as `npm run relay` runs it behind the shipped nginx: MAIL_TRUSTED_PROXIES=1.
  outbox = await mkdtemp(path.join(os.tmpdir(), "nginx-outbox-"));
  const config = gatewayConfigFromEnv({
    MAIL_OUTBOX_DIR: outbox,
    MAIL_RATE_LIMIT: String(LIMIT),
    MAIL_TRUSTED_PROXIES: "1",
  });
  relay = createServer(
    toNodeListener(createGateway(config, { log: () => undefined }), {
      maxBodyBytes: config.maxBodyBytes,
      trustedProxies: config.trustedProxies,
    }),
  );
  await new Promise<void>((resolve) => relay?.listen(0, "127.0.0.1", resolve));
  const { port } = relay.address() as AddressInfo;
  nginx = await startNginx(distDir, { relay: `127.0.0.1:${port}` });
});

afterAll(async () => {
  await nginx?.stop();
  if (relay?.listening) {
    relay.closeAllConnections();
    await new Promise((r) => relay?.close(r));
  }
  await rm(outbox, { recursive: true, force: true });
});

function running(): RunningNginx {
  if (!nginx) throw new Error("nginx did not start");
  return nginx;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  running().request(`${running().url}${path}`, { headers });

function expectSecurityHeaders(res: Response) {
  for (const [name, value] of Object.entries(securityHeaders())) {
    expect(res.headers.get(name), name).toBe(value);
  }
}

const MESSAGES_PATH = `/v3/${gatewayConfigFromEnv({}).domain}/messages`;

/** The app's own request (SPEC §7's fields plus the v: variables), urlencoded. */
function message(subject: string): string {
  return new URLSearchParams(appFields({ "v:subject": subject })).toString();
}

/** A message posted by the visitor at `localAddress` (127.x.y.z plays a distinct visitor). */
async function postMessage(localAddress: string, options: RequestOptions = {}) {
  const res = await running().request(`${running().url}${MESSAGES_PATH}`, {
    method: "POST",
    body: message(`From ${localAddress}`),
    localAddress,
    ...options,
    headers: { "content-type": "application/x-www-form-urlencoded", ...options.headers },
  });
  return res;
}

describe("deploy/nginx.conf served by real nginx over TLS", () => {
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

  it("redirects plain HTTP to HTTPS, path and query kept", async () => {
    const res = await running().request(`${running().httpUrl}/contact?x=1`);
    expect(res.status).toBe(301);
    const location = new URL(res.headers.get("location") ?? "");
    expect(location.protocol).toBe("https:");
    expect(`${location.pathname}${location.search}`).toBe("/contact?x=1");
    expect((await running().request(location.href)).status).toBe(200);
  });

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

  it("sends the security headers on nginx's own error answers too", async () => {
    const post = await running().request(`${running().url}/about`, { method: "POST", body: "x" });
    expect(post.status).toBe(405);
    expectSecurityHeaders(post);
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

describe("the mail relay behind the shipped nginx", () => {
  it("passes Host with its port, so a same-origin post from the browser is accepted", async () => {
    const res = await postMessage("127.0.0.10", { headers: { origin: running().url } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expectSecurityHeaders(res);
  });

  it("gives two visitors each their own limit", async () => {
    const first = [];
    for (let i = 0; i <= LIMIT; i++) first.push((await postMessage("127.0.0.2")).status);
    const second = [];
    for (let i = 0; i <= LIMIT; i++) second.push((await postMessage("127.0.0.3")).status);
    const limited = [...Array<number>(LIMIT).fill(200), 429];
    expect(first).toEqual(limited);
    expect(second).toEqual(limited);
  });

  it("gives forged forwarding headers nothing", async () => {
    const statuses = [];
    for (let i = 0; i < 20; i++) {
      const forged = `198.51.100.${i}`;
      const res = await postMessage("127.0.0.4", {
        headers: {
          "x-forwarded-for": forged,
          "x-real-ip": forged,
          "cf-connecting-ip": forged,
          forwarded: `for=${forged}`,
        },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([
      ...Array<number>(LIMIT).fill(200),
      ...Array<number>(20 - LIMIT).fill(429),
    ]);
    const files = await readdir(outbox);
    expect(files.length).toBeGreaterThanOrEqual(LIMIT);
  });

  it("answers a body over 1 MB with the gateway's JSON 413 and the headers", async () => {
    const res = await postMessage("127.0.0.5", { body: `text=${"x".repeat(1_100_000)}` });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: "Request body exceeds 1048576 bytes" });
    expectSecurityHeaders(res);
  });

  // Last: it stops the relay.
  it("answers JSON 502 with the security headers when the relay is down", async () => {
    relay?.closeAllConnections();
    await new Promise((r) => relay?.close(r));
    const res = await postMessage("127.0.0.6");
    expect(res.status).toBe(502);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      message: "The mail relay is unavailable, please try again later",
    });
    expectSecurityHeaders(res);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
