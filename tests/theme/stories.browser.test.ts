/**
 * Stories are tests: every story of the Storybook workshop (stories/) is rendered in the
 * built static workshop (storybook-static/, rebuilt by the browser tests' global setup
 * with `npm run build-storybook` when its sources changed) with the project's Chromium, and fails when it throws, its
 * play function fails, it logs an error, or axe finds a WCAG 2.2 AA violation (target
 * size included; in the dark scheme the rules colour decides), in both colour schemes (the
 * toolbar's scheme switch, as a URL global).
 * Stories tagged "phone" run on an emulated phone at 390 px, the rest at 1366 px. One page
 * per viewport and scheme switches between stories (no reload per story).
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workshopDir, workshopIndex } from "../../scripts/workshop.ts";
import { WCAG_TAGS } from "../../stories/support/axe.ts";
import { COLOUR_RULES, runAxe } from "../support/axe.ts";
import { DESKTOP, MOBILE, useBrowser } from "../support/browser.ts";

const staticDir = workshopDir;
const indexFile = workshopIndex;

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: "story" | "docs";
  tags?: string[];
}

const mime: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
  ".png": "image/png",
};

/** A plain static server for the workshop (Storybook needs no headers of ours). */
function serve(root: string): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const file = path.join(root, pathname.endsWith("/") ? `${pathname}index.html` : pathname);
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "Content-Type": mime[path.extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

const getBrowser = useBrowser();
let server: http.Server | undefined;
let baseUrl = "";
const pages = new Map<string, { page: Page; errors: string[] }>();

// The global setup (tests/support/global-browser.ts) has built the workshop by now.
beforeAll(async () => {
  ({ server, url: baseUrl } = await serve(staticDir));
});

afterAll(async () => {
  await Promise.all([...pages.values()].map(({ page }) => page.context().close()));
  await new Promise((r) => server?.close(r));
});

type SchemeName = "light" | "dark";

/** One workshop page per viewport and scheme, loaded once; stories are switched in place. */
async function workshopPage(phone: boolean, scheme: SchemeName) {
  const key = `${phone ? "phone" : "desktop"} ${scheme}`;
  const existing = pages.get(key);
  if (existing) return existing;
  const context = await getBrowser().newContext(
    phone
      ? { viewport: MOBILE, isMobile: true, hasTouch: true, deviceScaleFactor: 3 }
      : { viewport: DESKTOP },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  // The a11y panel's own axe run is for people; here axe runs once, below.
  await page.goto(
    `${baseUrl}/iframe.html?viewMode=story&id=tokens--palette&globals=a11y.manual:!true;scheme:${scheme}`,
  );
  await page.waitForFunction(() => "__STORYBOOK_PREVIEW__" in window);
  await page.waitForFunction(
    (name) => document.documentElement.getAttribute("data-theme") === name,
    scheme,
  );
  const entry = { page, errors };
  pages.set(key, entry);
  return entry;
}

async function renderStory(page: Page, id: string): Promise<string> {
  await page.evaluate((storyId) => {
    const w = window as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__: { emit: (e: string, a: unknown) => void };
    };
    w.__STORYBOOK_ADDONS_CHANNEL__.emit("setCurrentStory", { storyId, viewMode: "story" });
  }, id);
  const handle = await page.waitForFunction(
    (storyId) => {
      const render = (
        window as unknown as {
          // Not there yet in the first moments of the page.
          __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } };
        }
      ).__STORYBOOK_PREVIEW__?.currentRender;
      if (render?.id !== storyId) return false;
      return ["completed", "finished", "errored", "aborted"].includes(render.phase ?? "")
        ? render.phase
        : false;
    },
    id,
    { timeout: 20_000 },
  );
  return (await handle.jsonValue()) as string;
}

const index = existsSync(indexFile)
  ? (JSON.parse(readFileSync(indexFile, "utf8")) as { entries: Record<string, IndexEntry> })
  : undefined;

describe("workshop stories", () => {
  it("the workshop has stories (build it with npm run build-storybook)", () => {
    const stories = Object.values(
      (JSON.parse(readFileSync(indexFile, "utf8")) as { entries: Record<string, IndexEntry> })
        .entries,
    ).filter((e) => e.type === "story");
    expect(stories.length).toBeGreaterThan(20);
  });

  const stories = Object.values(index?.entries ?? {}).filter((e) => e.type === "story");
  for (const scheme of ["light", "dark"] as const)
    for (const story of stories) {
      const phone = story.tags?.includes("phone") ?? false;
      it(`${scheme}: ${story.title} › ${story.name}${phone ? " (phone)" : ""}`, async () => {
        const { page, errors } = await workshopPage(phone, scheme);
        errors.length = 0;
        const phase = await renderStory(page, story.id);
        expect(phase, "the story threw or its play function failed").not.toBe("errored");
        // The same story in the other scheme differs in its colours only, so the dark run
        // is held to the rules colour decides, as the routes' dark scan is
        // (tests/support/a11yScan.ts): the file took 63 s of CPU, 75 with every rule twice.
        const { violations } = await runAxe(page, {
          tags: WCAG_TAGS,
          ...(scheme === "dark" ? { rules: COLOUR_RULES } : {}),
          options: { rules: { "target-size": { enabled: true } } },
        });
        expect(
          violations.map((v) => ({
            rule: v.id,
            nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
          })),
        ).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
});
