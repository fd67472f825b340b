import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BOOT_DATA_ID,
  BOOT_SCRIPT,
  BOOT_SCRIPT_CSP_SOURCE,
  PRELOADS_PER_TASK,
  readBootData,
} from "../../deploy/bootScript.ts";
import { contentSecurityPolicy } from "../../deploy/headers.ts";
import type { Manifest } from "vite";
import { deferHydration, startupChunks } from "../../scripts/prerender.ts";

const built = [
  "<head>",
  '    <link rel="modulepreload" crossorigin href="/assets/HomePage-abc.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/react-def.js">',
  '    <script type="module" crossorigin src="/assets/index-ghi.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-def.js">',
  '    <script type="application/ld+json">{"name":"</script>"}</script>',
  "</head>",
].join("\n");

describe("pages start their JavaScript after the first paint", () => {
  const page = deferHydration(built);

  it("moves the entry script and every modulepreload into the boot data, once each", () => {
    expect(readBootData(page)).toEqual({
      entry: "/assets/index-ghi.js",
      preload: ["/assets/HomePage-abc.js", "/assets/react-def.js"],
    });
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
  });

  it("adds the boot script itself and leaves other scripts alone", () => {
    expect(page).toContain(`<script>${BOOT_SCRIPT}</script>`);
    expect(page).toContain('<script type="application/ld+json">');
  });

  it("fails the build when the page has no entry script", () => {
    expect(() => deferHydration("<head></head>")).toThrow(/no entry/);
  });

  it("the Content-Security-Policy allows exactly that inline script by its hash", () => {
    const hash = createHash("sha256").update(BOOT_SCRIPT).digest("base64");
    expect(BOOT_SCRIPT_CSP_SOURCE).toBe(`'sha256-${hash}'`);
    expect(contentSecurityPolicy()).toMatch(
      new RegExp(`script-src 'self' ${BOOT_SCRIPT_CSP_SOURCE.replace(/[+/]/g, "\\$&")}[ ;]`),
    );
    expect(contentSecurityPolicy()).not.toMatch(/script-src[^;]*unsafe/);
  });
});

describe("the start-up stages each page preloads (src/main.tsx's dynamic imports)", () => {
  // The shape of the real manifest: the libraries' chunks, each edition's ui chunk (named
  // "ui" and "ui-el" by vite.config.ts) and each edition's app module.
  const chunk = (file: string, name: string) => ({ file: `assets/${file}`, name });
  const manifest: Manifest = {
    "index.html": {
      file: "assets/index-a.js",
      isEntry: true,
      dynamicImports: [
        "_react-b.js",
        "_framework-c.js",
        "_ui-el-d.js",
        "_ui-e.js",
        "src/app/hydrate.el.tsx",
        "src/app/hydrate.tsx",
      ],
    },
    "_react-b.js": chunk("react-b.js", "react"),
    "_framework-c.js": chunk("framework-c.js", "framework"),
    "_ui-el-d.js": chunk("ui-el-d.js", "ui-el"),
    "_ui-e.js": chunk("ui-e.js", "ui"),
    "src/app/hydrate.el.tsx": chunk("hydrate.el-f.js", "hydrate.el"),
    "src/app/hydrate.tsx": chunk("hydrate-g.js", "hydrate"),
  };

  it("an English page: the shared libraries and the English edition's chunks", () => {
    expect(startupChunks(manifest, "en")).toEqual([
      "_react-b.js",
      "_framework-c.js",
      "_ui-e.js",
      "src/app/hydrate.tsx",
    ]);
  });

  it("a Greek page: the shared libraries and the Greek edition's chunks, none of the English", () => {
    expect(startupChunks(manifest, "el")).toEqual([
      "_react-b.js",
      "_framework-c.js",
      "_ui-el-d.js",
      "src/app/hydrate.el.tsx",
    ]);
  });
});

describe("the boot script", () => {
  type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;

  /** Runs BOOT_SCRIPT in this jsdom page, with or without paint timing. */
  function boot({
    paintTiming,
    preload = ["/assets/Page-y.js"],
  }: {
    paintTiming: boolean;
    preload?: string[];
  }) {
    document.head.innerHTML = `<script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify(
      { entry: "/assets/index-x.js", preload },
    )}</script>`;
    const callbacks: PaintCallback[] = [];
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ["paint", "navigation"] : ["navigation"];
      constructor(callback: PaintCallback) {
        callbacks.push(callback);
      }
      observe() {}
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test
    const run = new Function(BOOT_SCRIPT) as () => void;
    run();
    const paint = (name: string) => {
      for (const cb of callbacks) cb({ getEntriesByName: (n) => (n === name ? [{}] : []) });
    };
    const started = () => ({
      entry: document.head.querySelector<HTMLScriptElement>('script[type="module"]')?.src,
      preload: [
        ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
      ].map((l) => l.href),
    });
    return { paint, started };
  }

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("adds the preloads and the entry only after the first contentful paint", () => {
    const { paint, started } = boot({ paintTiming: true });
    vi.advanceTimersByTime(100);
    expect(started().entry).toBeUndefined();
    paint("first-paint");
    vi.advanceTimersByTime(100);
    expect(started().entry).toBeUndefined();
    paint("first-contentful-paint");
    vi.advanceTimersByTime(0);
    expect(started()).toEqual({
      entry: "http://localhost:3000/assets/index-x.js",
      preload: ["http://localhost:3000/assets/Page-y.js"],
    });
    paint("first-contentful-paint");
    vi.advanceTimersByTime(0);
    expect(document.head.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it("adds the preloads in small batches, one task each, in their order", () => {
    const preload = Array.from({ length: 2 * PRELOADS_PER_TASK + 1 }, (_, i) => `/assets/c${i}.js`);
    const { paint, started } = boot({ paintTiming: true, preload });
    paint("first-contentful-paint");
    const batches: number[] = [];
    for (let task = 0; task < 5; task++) {
      vi.advanceTimersToNextTimer();
      batches.push(started().preload.length);
    }
    expect(started().entry).toMatch(/\/assets\/index-x\.js$/);
    expect(batches.slice(0, 3)).toEqual([
      PRELOADS_PER_TASK,
      2 * PRELOADS_PER_TASK,
      2 * PRELOADS_PER_TASK + 1,
    ]);
    expect(started().preload).toEqual(preload.map((p) => `http://localhost:3000${p}`));
  });

  it("starts on load in a browser without paint timing", () => {
    const { started } = boot({ paintTiming: false });
    expect(started().entry).toBeUndefined();
    window.dispatchEvent(new Event("load"));
    expect(started().entry).toMatch(/\/assets\/index-x\.js$/);
  });

  it("never waits for ever: 3 s after load when no paint was reported", () => {
    const { started } = boot({ paintTiming: true });
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(2900);
    expect(started().entry).toBeUndefined();
    vi.advanceTimersByTime(200);
    expect(started().entry).toMatch(/\/assets\/index-x\.js$/);
  });
});
