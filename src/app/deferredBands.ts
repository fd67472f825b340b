import { BAND_GROUP_ATTRIBUTE } from "../ui/bandGroup.ts";
import { whenIdle } from "../ui/scheduling.ts";

/**
 * The bands of a pre-rendered page below its first screen, laid out only near the
 * viewport until the first load has settled (`content-visibility: auto`).
 *
 * When the web font arrives after the first paint (a phone on a slow network), the
 * browser lays the whole page out again in it: on a phone profile (4.2× CPU) one task of
 * 160–230 ms on the home page, the longest after its first paint (decision 024, lever
 * 15). Bands the visitor cannot see yet are skipped by that layout and by the first one;
 * once the fonts are in, they are given their full rendering back one band per idle
 * moment, so each is laid out once, in the font it keeps, in a short task of its own.
 *
 * - The pre-render marks <html> with BANDS_ATTRIBUTE and writes BANDS_STYLE into the head.
 *   The rule also needs `data-theme`, which only the inline scheme script sets
 *   (deploy/schemeScript.ts): without JavaScript nothing here applies, and the page is
 *   rendered as it always was.
 * - Afterwards (showDeferredBands, from hydration) the rule and the attribute are gone, so
 *   a page reached by a link is rendered in full, as before.
 * - A long band's own items can be bands too (src/ui/bandGroup.ts): past a group's first
 *   two, they are skipped the same way, and given back last, one step per idle moment.
 * - Skipped bands still count for find-in-page, focus, anchors and the accessibility
 *   tree; a band that comes near the viewport is rendered at once.
 */
export const BANDS_ATTRIBUTE = "data-bands";

/** A page's own bands: the children of its wrapper in <main> (src/app/Layout.tsx). */
export const PAGE_BANDS = "#main > div > *";

/** The bands after <main> on every page: the promo band and the footer. */
export const SITE_END_BANDS = ["#root > main ~ section", "#root > footer"] as const;

/**
 * The page's bands drawn from the start: the hero and the band under it fill a phone's
 * first screen (on / the second is the client logo strip, whose images Lighthouse counts
 * towards the largest paint: skipping it moved Lantern's LCP on / by 0.07–0.2 s).
 */
const FIRST_BANDS = 2;

/** A band group's items drawn from the start (src/ui/bandGroup.ts). */
const FIRST_GROUP_ITEMS = 2;

/**
 * The most text (characters) one step gives back of the band groups' items, one item at
 * least. Each step costs a frame, so a long article's paragraphs go back a few at a time
 * rather than one per frame. Traced at a 4.2× CPU slowdown on a phone screen (two cold
 * loads each), a step's frame took 14–31 ms on /el/privacy (its layout 4–17 ms) and
 * 15–43 ms on the Greek article (decision 024, lever 16).
 */
export const GROUP_STEP_TEXT = 1500;

/** Where the browser has no idle callback (Safari): the pause between two bands. */
const IDLE_FALLBACK_MS = 50;

/** The height a band is given until it has been laid out once (its size is then kept). */
const PLACEHOLDER_HEIGHT = "40rem";

/**
 * The same for a group's item (a paragraph, a card): a height only, for an item of a grid
 * or flex container must not widen its column with a width of its own.
 */
const GROUP_ITEM_PLACEHOLDER_HEIGHT = "20rem";

/**
 * The rules that skip the bands, less the first `pageShown` of the page's skipped bands,
 * the first `endShown` of the site's end and the first `groupShown` of each band group's
 * skipped items.
 */
export function bandsCss(pageShown = 0, endShown = 0, groupShown = 0): string {
  const skipped = [
    `${PAGE_BANDS}:nth-child(n+${FIRST_BANDS + 1 + pageShown})`,
    ...SITE_END_BANDS.slice(endShown),
  ];
  const scoped = (selector: string) => `:root[${BANDS_ATTRIBUTE}][data-theme] ${selector}`;
  const groupItems = `[${BAND_GROUP_ATTRIBUTE}] > :nth-child(n+${FIRST_GROUP_ITEMS + 1 + groupShown})`;
  return (
    `${skipped.map(scoped).join(",")}{content-visibility:auto;contain-intrinsic-size:auto ${PLACEHOLDER_HEIGHT}}` +
    `${scoped(groupItems)}{content-visibility:auto;contain-intrinsic-size:none auto ${GROUP_ITEM_PLACEHOLDER_HEIGHT}}`
  );
}

/** The pre-rendered page's rule, in a style element of its own (scripts/prerender.ts). */
export const BANDS_STYLE = `<style ${BANDS_ATTRIBUTE}>${bandsCss()}</style>`;

/**
 * Once the document's fonts are in, gives the skipped bands their rendering back one by
 * one, each when the browser is next idle, then drops the rule and the attribute.
 * Resolves when done; does nothing on a page without the attribute.
 *
 * Only the rule's own style element changes: the bands are React's elements, and a
 * deferred section may still be hydrating, which an attribute of ours on it would upset.
 */
export async function showDeferredBands() {
  const root = document.documentElement;
  const style = document.head.querySelector(`style[${BANDS_ATTRIBUTE}]`);
  if (!root.hasAttribute(BANDS_ATTRIBUTE) || !style) return;
  await document.fonts.ready;
  const idle = () => new Promise<void>((resolve) => whenIdle(resolve, IDLE_FALLBACK_MS));
  const pageBands = Math.max(0, document.querySelectorAll(PAGE_BANDS).length - FIRST_BANDS);
  // Whole bands first: each is cheap while its group's items are still skipped.
  const steps: Parameters<typeof bandsCss>[] = [];
  for (let shown = 1; shown <= pageBands; shown++) steps.push([shown, 0, 0]);
  for (let shown = 1; shown <= SITE_END_BANDS.length; shown++) steps.push([pageBands, shown, 0]);
  const groups = [...document.querySelectorAll(`[${BAND_GROUP_ATTRIBUTE}]`)];
  for (const shown of groupSteps(groups)) steps.push([pageBands, SITE_END_BANDS.length, shown]);
  // The last step goes with the rule itself; the attribute, which no rule reads any more,
  // in a moment of its own.
  for (const step of steps.slice(0, -1)) {
    await idle();
    style.textContent = bandsCss(...step);
  }
  await idle();
  style.remove();
  await idle();
  root.removeAttribute(BANDS_ATTRIBUTE);
}

/**
 * How many of each group's skipped items are shown after each step: in steps of at most
 * GROUP_STEP_TEXT characters (the items at one position in every group counted together).
 */
function groupSteps(groups: readonly Element[]): number[] {
  const items = Math.max(0, ...groups.map((group) => group.childElementCount - FIRST_GROUP_ITEMS));
  const steps: number[] = [];
  let text = 0;
  for (let item = 1; item <= items; item++) {
    const size = groups.reduce(
      (sum, group) => sum + (group.children[FIRST_GROUP_ITEMS + item - 1]?.textContent.length ?? 0),
      0,
    );
    if (text > 0 && text + size > GROUP_STEP_TEXT) {
      steps.push(item - 1);
      text = 0;
    }
    text += size;
  }
  if (items > 0) steps.push(items);
  return steps;
}
