// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadOnceForChunkError } from "../../src/app/chunkReload.ts";

function fakeWindow() {
  const store = new Map<string, string>();
  const reload = vi.fn();
  return {
    reload,
    location: { reload } as unknown as Location,
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    } as unknown as Storage,
  };
}

const chunkError = new TypeError(
  "Failed to fetch dynamically imported module: https://site/assets/AboutPage-abc12345.js",
);

describe("reload after a missing chunk", () => {
  it("recognises the browsers' chunk-load errors and nothing else", () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });

  it("reloads once, not in a loop", () => {
    const win = fakeWindow();
    expect(reloadOnceForChunkError(chunkError, win, 1_000_000)).toBe(true);
    expect(reloadOnceForChunkError(chunkError, win, 1_002_000)).toBe(false);
    expect(win.reload).toHaveBeenCalledTimes(1);
    // A later deploy, long after, may reload again.
    expect(reloadOnceForChunkError(chunkError, win, 1_100_000)).toBe(true);
    expect(win.reload).toHaveBeenCalledTimes(2);
  });

  it("never reloads for other errors", () => {
    const win = fakeWindow();
    expect(reloadOnceForChunkError(new Error("boom"), win)).toBe(false);
    expect(win.reload).not.toHaveBeenCalled();
  });
});
