import { useEffect, useState } from "react";

/** A heading counts as "current" once its top passes this share of the viewport. */
const ACTIVATION_LINE = 0.3;

/**
 * The id of the section the reader is in (the last heading above a line near the top of
 * the viewport), for highlighting the table of contents. Undefined above the first
 * section and during pre-rendering, so the server HTML and hydration agree.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const line = window.innerHeight * ACTIVATION_LINE;
      let current: string | undefined;
      // The headings are in the page's order: past the first one below the line, none
      // can be above it. Stopping there also leaves the sections the first load has not
      // laid out yet (src/app/deferredBands.ts) unmeasured, which would lay them out.
      for (const id of ids) {
        const heading = document.getElementById(id);
        if (!heading) continue;
        if (heading.getBoundingClientRect().top > line) break;
        current = id;
      }
      setActive(current);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [ids]);

  return active;
}
