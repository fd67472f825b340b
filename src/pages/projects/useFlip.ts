import { useCallback, useLayoutEffect, useRef } from "react";
import { reducedMotion } from "../../../theme/media.ts";
import { tokens } from "../../../theme/tokens.ts";

interface Snapshot {
  readonly height: number;
  readonly rects: ReadonlyMap<string, DOMRect>;
}

const { durations, easings } = tokens.motion;
const reducedMotionQuery = reducedMotion.replace(/^@media\s+/, "");

/**
 * FLIP layout animation for a list whose items come and go (the projects filter),
 * without a layout-animation library: call snapshot() just before the state change;
 * after React commits, items that stayed glide from their old place to the new one
 * (or, from far away, fade in), new items fade and rise in, and a shrinking list eases
 * to its new height so the content below never jumps. Items carry a `data-flip-id`. Skipped entirely when the
 * visitor prefers reduced motion or the browser lacks the Web Animations API.
 */
export function useFlip<T extends HTMLElement>(trigger: unknown) {
  const ref = useRef<T>(null);
  const before = useRef<Snapshot | null>(null);

  const snapshot = useCallback(() => {
    const list = ref.current;
    if (!list || !canAnimate(list)) return;
    const rects = new Map<string, DOMRect>();
    for (const item of items(list))
      rects.set(item.dataset.flipId ?? "", item.getBoundingClientRect());
    before.current = { height: list.getBoundingClientRect().height, rects };
  }, []);

  useLayoutEffect(() => {
    const list = ref.current;
    const previous = before.current;
    before.current = null;
    if (!list || !previous) return;
    const timing = { duration: durations.slow, easing: easings.out };

    // When the list shrinks, ease its height down so what follows glides up. (When it
    // grows, the new cards fade in and the content below is simply pushed down.)
    const height = list.getBoundingClientRect().height;
    if (previous.height - height > 1)
      list.animate([{ height: `${previous.height}px` }, { height: `${height}px` }], timing);

    let entering = 0;
    for (const item of items(list)) {
      const now = item.getBoundingClientRect();
      const was = previous.rects.get(item.dataset.flipId ?? "");
      // An item that travels further than half a screen would streak across the page:
      // it fades in at its new place instead.
      const near = was && Math.abs(was.top - now.top) < window.innerHeight / 2;
      if (was && near) {
        const dx = was.left - now.left;
        const dy = was.top - now.top;
        if (dx !== 0 || dy !== 0)
          item.animate(
            [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0, 0)" }],
            timing,
          );
      } else {
        item.animate(
          [
            { opacity: 0, transform: "translateY(24px) scale(0.98)" },
            { opacity: 1, transform: "none" },
          ],
          { ...timing, delay: entering * 60, fill: "backwards" },
        );
        entering += 1;
      }
    }
  }, [trigger]);

  return { ref, snapshot };
}

function items(list: HTMLElement): HTMLElement[] {
  return Array.from(list.querySelectorAll<HTMLElement>("[data-flip-id]"));
}

function canAnimate(list: HTMLElement): boolean {
  return typeof list.animate === "function" && !window.matchMedia(reducedMotionQuery).matches;
}
