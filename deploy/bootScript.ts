/**
 * The one inline script of every pre-rendered page: it starts the app (hydration) once
 * the browser has painted the page's HTML, not before.
 *
 * The pre-rendered HTML is the whole page; the JavaScript only makes it interactive. If
 * the entry and its chunks are in the HTML as <script type="module"> and modulepreload
 * tags, a phone on a slow link downloads ~130 KB of script alongside the stylesheet and
 * the font, and Chrome often runs the module graph before its first paint: text that is
 * already in the HTML waits for JavaScript. Lighthouse models the same (a script that
 * finished before the first paint counts towards FCP and LCP). So the page names its
 * scripts in a JSON data block (#app-boot) and this script adds the entry and the
 * modulepreloads only after the first paint (paint timing), and never before the document is
 * parsed (hydration needs the whole DOM). A page loaded or put in a background tab
 * reports no paint, and a browser without paint timing reports none: both start from
 * the load event or when hidden instead, and 3 s after load is the safety net. See docs/decisions/004-hydrate-after-first-paint.md.
 *
 * It also keeps an early tap: until a control marked `data-replay="<plain id>"` can act, a
 * click on it is held (no default action, and stopped before React's root listener can see
 * it) and the control marked `data-replay-pending`, the last one only. A control can act
 * once the app has hydrated (<html data-hydrated>, set by src/app/AppProviders.tsx) and no
 * element around it is marked `data-replay-wait` (a part of the page that hydrates later,
 * such as a carousel in a deferred section, marks itself until it is running: React drops
 * a click on a part it cannot hydrate yet). Then the control with that id is clicked again,
 * once, if it is still there and not (aria-)disabled. It lives here, not in the app's
 * JavaScript, so it costs the byte budget nothing and works from the first paint. See
 * docs/decisions/012-early-tap-replay.md.
 *
 * Kept as plain ES5 text so it runs unchanged everywhere and its hash is stable: the
 * Content-Security-Policy allows exactly this script by its SHA-256 (deploy/headers.ts).
 */
import { createHash } from "node:crypto";

/** Id of the JSON block naming the entry script and the modules to preload. */
export const BOOT_DATA_ID = "app-boot";

export interface BootData {
  /** The entry module (URL path). */
  entry: string;
  /** Modules the entry imports at once: the route's chunk and shared chunks. */
  preload: string[];
}

/** How many modulepreloads the boot script adds per task. */
export const PRELOADS_PER_TASK = 2;

export const BOOT_SCRIPT = `(function () {
  var d = document, started = false;
  function start() {
    if (d.readyState === "loading") return d.addEventListener("DOMContentLoaded", start);
    if (started) return;
    started = true;
    var boot = JSON.parse(d.getElementById("${BOOT_DATA_ID}").textContent);
    var script = d.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = boot.entry;
    d.head.appendChild(script);
    preload(boot.preload);
  }
  // Each inserted modulepreload starts a fetch there and then (about a millisecond of main
  // thread on a phone), so they go in small batches, one task each, in stage order.
  function preload(hrefs) {
    hrefs.slice(0, ${PRELOADS_PER_TASK}).forEach(function (href) {
      var link = d.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      d.head.appendChild(link);
    });
    if (hrefs.length > ${PRELOADS_PER_TASK}) setTimeout(preload, 0, hrefs.slice(${PRELOADS_PER_TASK}));
  }
  var paintTiming = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes &&
    PerformanceObserver.supportedEntryTypes.indexOf("paint") >= 0;
  if (paintTiming) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) setTimeout(start, 0);
    }).observe({ type: "paint", buffered: true });
  }
  addEventListener("load", function () {
    // A hidden page reports no paint; the timer is a safety net, paint comes first.
    if (!paintTiming || d.visibilityState === "hidden") start();
    else setTimeout(start, 3000);
  });
  d.addEventListener("visibilitychange", function () {
    if (d.visibilityState === "hidden") start();
  });
  // Early taps on data-replay controls: held until they can act, then clicked again
  // (decision 012).
  var html = d.documentElement, held;
  function waits(el) {
    return !html.hasAttribute("data-hydrated") || !!el.closest("[data-replay-wait]");
  }
  addEventListener("click", function (e) {
    var el = e.target.closest && e.target.closest("[data-replay]");
    if (!el || !waits(el)) return;
    e.preventDefault();
    e.stopPropagation();
    if (held) held.removeAttribute("data-replay-pending");
    held = el;
    el.setAttribute("data-replay-pending", "");
  }, true);
  new MutationObserver(function () {
    if (!held) return;
    var el = d.querySelector('[data-replay="' + held.getAttribute("data-replay") + '"]');
    if (el && waits(el)) return;
    held.removeAttribute("data-replay-pending");
    held = null;
    if (el && !el.matches(':disabled, [aria-disabled="true"]')) el.click();
  }).observe(html, { attributeFilter: ["data-hydrated", "data-replay-wait"], subtree: true });
})();`;

/** The CSP source expression that allows BOOT_SCRIPT, e.g. 'sha256-…'. */
export const BOOT_SCRIPT_CSP_SOURCE = `'sha256-${createHash("sha256").update(BOOT_SCRIPT).digest("base64")}'`;

/** The boot data a built page carries (the inverse of bootTags' data block). */
export function readBootData(html: string): BootData {
  const block = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`);
  const json = block.exec(html)?.[1];
  if (!json) throw new Error("the page has no boot data block");
  return JSON.parse(json) as BootData;
}

/** The data block and the boot script, as they go into the page's head. */
export function bootTags(data: BootData): string {
  // "<" cannot end the data block early; JSON.parse reads \u003c back as "<".
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>\n    <script>${BOOT_SCRIPT}</script>`;
}
