import { m } from "framer-motion";
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from "react";
import { prefersReducedMotion } from "./usePrefersReducedMotion.ts";
import { reveal, revealStep } from "./sectionVariants.ts";

/**
 * Scroll-in reveals that never hide content from a visitor who cannot run them.
 *
 * - The pre-rendered HTML and the first client render show every item in its final
 *   state (initial={false}): nothing waits for JavaScript, nothing shifts layout.
 * - After hydration, an item that is still entirely below the fold is switched to its
 *   hidden state (it is off screen, so nobody sees that) and revealed when it scrolls in.
 *   Items entering together, or while earlier ones are still starting, are revealed one
 *   after another, in document order.
 * - Under reduced motion, without IntersectionObserver, or when printing, nothing is
 *   ever hidden.
 *
 * <RevealGroup> shares one IntersectionObserver between its <Reveal> items and staggers
 * them; a <Reveal> outside a group reveals on its own.
 */
export function RevealGroup({
  children,
  step = revealStep,
}: {
  children: ReactNode;
  step?: number;
}) {
  const [observer] = useState(() => createRevealObserver(step));
  useEffect(() => () => observer.disconnect(), [observer]);
  return <RevealContext.Provider value={observer}>{children}</RevealContext.Provider>;
}

interface RevealProps {
  children: ReactNode;
  /** The element rendered. Default "div". */
  as?: "div" | "li";
  className?: string;
}

export function Reveal({ children, as = "div", className }: RevealProps) {
  const group = useContext(RevealContext);
  const [ownObserver] = useState(() => (group ? null : createRevealObserver(0)));
  const observer = group ?? ownObserver;
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<{ phase: "shown" | "hidden"; delay: number }>({
    phase: "shown",
    delay: 0,
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || !observer) return;
    return observer.observe(element, {
      hide: () => setState({ phase: "hidden", delay: 0 }),
      show: (delay) => setState({ phase: "shown", delay }),
    });
  }, [observer]);

  const props = {
    className,
    initial: false as const,
    animate: state.phase,
    custom: state.delay,
    variants: reveal,
    "data-reveal": state.phase,
  };
  return as === "li" ? (
    <m.li ref={ref as Ref<HTMLLIElement>} {...props}>
      {children}
    </m.li>
  ) : (
    <m.div ref={ref as Ref<HTMLDivElement>} {...props}>
      {children}
    </m.div>
  );
}

interface RevealCallbacks {
  hide: () => void;
  show: (delaySeconds: number) => void;
}

interface RevealObserver {
  /** Starts watching an element; returns the function that stops it. */
  observe: (element: Element, callbacks: RevealCallbacks) => () => void;
  disconnect: () => void;
}

const RevealContext = createContext<RevealObserver | null>(null);

/** Reveal a little before the item is fully in: when its top passes 90% of the viewport. */
const ROOT_MARGIN = "0px 0px -10% 0px";

/**
 * Where the entry's element starts, for telling what is below the fold. Inside a band the
 * browser has not laid out yet (`content-visibility: auto` while a pre-rendered page
 * settles, src/app/deferredBands.ts) the element has no box of its own, so the observer
 * reports it at 0 × 0 on top of the page: the band's own box, which is laid out, says
 * where it is.
 */
function topOf(entry: IntersectionObserverEntry): number {
  const element = entry.target;
  const skipped =
    typeof element.checkVisibility === "function" &&
    element.checkVisibility() &&
    !element.checkVisibility({ contentVisibilityAuto: true });
  if (skipped) {
    for (let up = element.parentElement; up; up = up.parentElement) {
      if (getComputedStyle(up).contentVisibility === "auto") return up.getBoundingClientRect().top;
    }
  }
  return entry.boundingClientRect.top;
}

function createRevealObserver(step: number): RevealObserver {
  const watched = new Map<Element, RevealCallbacks & { hidden: boolean }>();
  let io: IntersectionObserver | null = null;
  /** When the last reveal starts (seconds): later entries queue behind it, so items
   * revealed in separate batches still appear in document order, `step` apart. */
  let lastStart = -Infinity;

  const release = (element: Element) => {
    io?.unobserve(element);
    watched.delete(element);
  };

  const showAll = () => {
    for (const [element, item] of watched) {
      if (item.hidden) item.show(0);
      release(element);
    }
  };

  const onEntries = (entries: IntersectionObserverEntry[]) => {
    const entering: Element[] = [];
    for (const entry of entries) {
      const item = watched.get(entry.target);
      if (!item) continue;
      if (entry.isIntersecting) {
        if (item.hidden) entering.push(entry.target);
        else release(entry.target);
      } else if (!item.hidden) {
        // First report: hide only what is entirely below the fold; anything on screen
        // or above it stays as it is, for good.
        if (topOf(entry) >= window.innerHeight) {
          item.hidden = true;
          item.hide();
        } else {
          release(entry.target);
        }
      }
    }
    entering.sort((a, b) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    );
    const now = performance.now() / 1000;
    for (const element of entering) {
      const start = Math.max(now, lastStart + step);
      lastStart = start;
      watched.get(element)?.show(start - now);
      release(element);
    }
  };

  return {
    observe(element, callbacks) {
      if (typeof IntersectionObserver === "undefined" || prefersReducedMotion()) return () => {};
      if (!io) {
        io = new IntersectionObserver(onEntries, { rootMargin: ROOT_MARGIN });
        window.addEventListener("beforeprint", showAll);
      }
      watched.set(element, { ...callbacks, hidden: false });
      io.observe(element);
      return () => release(element);
    },
    disconnect() {
      io?.disconnect();
      io = null;
      watched.clear();
      window.removeEventListener("beforeprint", showAll);
    },
  };
}
