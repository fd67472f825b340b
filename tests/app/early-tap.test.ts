/**
 * The early-tap capture of the boot script (deploy/bootScript.ts): a click on a
 * `data-replay` control before hydration is held and marked pending, and clicked again
 * once, when the app marks <html data-hydrated>. The browser side is
 * tests/app/early-tap.browser.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOT_DATA_ID, BOOT_SCRIPT } from "../../deploy/bootScript.ts";

type Added = Parameters<typeof window.addEventListener>;
let added: Added[] = [];

beforeEach(() => {
  // A fresh boot script per test; its window listeners are removed afterwards.
  document.head.innerHTML = `<script type="application/json" id="${BOOT_DATA_ID}">{"entry":"/x.js","preload":[]}</script>`;
  const add = window.addEventListener.bind(window);
  vi.spyOn(window, "addEventListener").mockImplementation((...args: Added) => {
    added.push(args);
    add(...args);
  });
  vi.stubGlobal("PerformanceObserver", undefined); // starts nothing without a paint
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test
  const run = new Function(BOOT_SCRIPT) as () => void;
  run();
});

afterEach(() => {
  for (const [type, listener, options] of added)
    window.removeEventListener(type, listener, options);
  added = [];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = "";
});

/** The app marks itself hydrated; the script's observer answers in a microtask. */
async function hydrate() {
  document.documentElement.dataset.hydrated = "true";
  await Promise.resolve();
}

/** Buttons as the pre-rendered page has them, with the app's handler counting clicks. */
function render() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" data-replay="filter-all"><span>All</span></button>
      <button type="button" data-replay="filter-web"><span>Web</span></button>
      <a href="#elsewhere">A link</a>
    </div>`;
  const seen: string[] = [];
  document.getElementById("root")?.addEventListener("click", (event) => {
    const target = (event.target as Element).closest<HTMLElement>("[data-replay], a");
    seen.push(target?.dataset.replay ?? target?.textContent ?? "?");
  });
  const button = (id: string) => {
    const el = document.querySelector<HTMLElement>(`[data-replay="${id}"]`);
    if (!el) throw new Error(`no ${id}`);
    return el;
  };
  const click = (el: Element) => {
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    el.dispatchEvent(event);
    return event;
  };
  return { seen, button, click };
}

describe("a tap before hydration", () => {
  it("is held, marked pending (the last one only), and replayed once after hydration", async () => {
    const { seen, button, click } = render();
    expect(
      click(button("filter-all").firstElementChild ?? button("filter-all")).defaultPrevented,
    ).toBe(true);
    click(button("filter-web"));
    expect(seen).toEqual([]); // the app's listener saw nothing yet
    expect(button("filter-all").hasAttribute("data-replay-pending")).toBe(false);
    expect(button("filter-web").hasAttribute("data-replay-pending")).toBe(true);

    await hydrate();
    expect(seen).toEqual(["filter-web"]);
    expect(document.querySelector("[data-replay-pending]")).toBeNull();
    document.documentElement.dataset.hydrated = "again";
    await Promise.resolve();
    expect(seen).toEqual(["filter-web"]); // once
  });

  it("leaves other elements alone, and after hydration every click goes straight through", async () => {
    const { seen, button, click } = render();
    expect(click(document.links[0] ?? document.body).defaultPrevented).toBe(false);
    await hydrate();
    expect(click(button("filter-web")).defaultPrevented).toBe(false);
    expect(seen).toEqual(["A link", "filter-web"]);
    expect(document.querySelector("[data-replay-pending]")).toBeNull();
  });

  it("is dropped when its control is disabled by then", async () => {
    const { seen, button, click } = render();
    click(button("filter-web"));
    button("filter-web").setAttribute("aria-disabled", "true");
    await hydrate();
    expect(seen).toEqual([]);
    expect(document.querySelector("[data-replay-pending]")).toBeNull();
  });

  it("waits while the control is in a part marked data-replay-wait, then is replayed once", async () => {
    document.body.innerHTML = `
      <div id="root"><div data-replay-wait="true">
        <button type="button" data-replay="carousel-next">Next</button>
      </div></div>`;
    const seen: string[] = [];
    document.getElementById("root")?.addEventListener("click", () => seen.push("next"));
    const next = document.querySelector<HTMLElement>("[data-replay]");
    const wait = document.querySelector<HTMLElement>("[data-replay-wait]");
    if (!next || !wait) throw new Error("not rendered");
    await hydrate();
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    next.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true); // hydrated, but this part is not running yet
    expect(seen).toEqual([]);
    expect(next.hasAttribute("data-replay-pending")).toBe(true);
    wait.removeAttribute("data-replay-wait");
    await Promise.resolve();
    expect(seen).toEqual(["next"]);
    expect(next.hasAttribute("data-replay-pending")).toBe(false);
    next.click(); // now straight through
    expect(seen).toEqual(["next", "next"]);
  });
});
