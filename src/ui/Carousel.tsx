import type { KeenSliderInstance } from "keen-slider";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from "react";
import { usePrefersReducedMotion } from "../motion/usePrefersReducedMotion.ts";
import { nextTask } from "./scheduling.ts";
import {
  edgeState,
  instantKeyframes,
  layoutSteps,
  slidesInView,
  toKeenOptions,
  type CarouselOptions,
  type EdgeState,
} from "./carouselOptions.ts";
import { ControlButton, Controls, Root, Slide, Track, type SpaceKey } from "./carouselStyles.ts";

export interface CarouselProps<T> {
  /** The slides' data, in order. */
  items: readonly T[];
  /** Renders one slide's content (the wrapper element is the carousel's). */
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable React key for an item. */
  getKey: (item: T, index: number) => string;
  /** Accessible name of the carousel, e.g. "Client logos". */
  label: string;
  /** Loop, slides per view by breakpoint, drag-free, speed, grid-from. See carouselOptions.ts. */
  options?: CarouselOptions;
  /** Accessible names of the buttons. */
  previousLabel?: string;
  nextLabel?: string;
  /** Gutter between slides, a theme space key. Default 6. */
  gap?: SpaceKey;
  className?: string;
}

const NO_EDGES: EdgeState = { canPrev: false, canNext: false };

/** keen-slider, fetched once for every carousel on the page, on first use. */
let keenSlider: Promise<typeof import("keen-slider")> | undefined;
const loadKeenSlider = () => (keenSlider ??= import("keen-slider"));

/**
 * The one carousel of the site, a thin wrapper around keen-slider.
 *
 * - Server and first client render: the slides are laid out by CSS alone (`perView` per
 *   breakpoint, a native horizontal scroll with snap points), so the pre-rendered page
 *   shows the first slides with no layout shift and works without JavaScript.
 * - After hydration keen-slider is imported on demand (its ~6 KB never weigh on a page
 *   without a carousel, nor on the first load of one) and takes over the same layout.
 * - Accessible: a named group with aria-roledescription "carousel", slides named "n of
 *   N", previous/next buttons (aria-disabled when that direction is impossible, so focus
 *   stays on them), ArrowLeft/ArrowRight while focus is inside, off-screen slides inert.
 * - A tap on a button before the carousel runs is kept: the buttons are `data-replay`
 *   controls and the carousel is marked `data-replay-wait` until keen-slider runs, so the
 *   boot script holds the tap and clicks the button again then (deploy/bootScript.ts). A
 *   carousel in a deferred section may not be hydrated yet, and React drops a click there.
 * - `options.gridFrom`: from that breakpoint up the same markup is a static grid, with no
 *   carousel semantics and no controls (one markup, no duplicate content).
 * - Never moves on its own; under reduced motion every move is instant.
 * - StrictMode, resize and option changes: the slider is created in an effect and
 *   destroyed in its cleanup; keen-slider follows resizes and breakpoints itself.
 */
export function Carousel<T>({
  items,
  renderItem,
  getKey,
  label,
  options = {},
  previousLabel = "Previous",
  nextLabel = "Next",
  gap = 6,
  className,
}: CarouselProps<T>) {
  const replayId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const sliderRef = useRef<KeenSliderInstance | null>(null);
  const pendingMoves = useRef(0);
  /** pending: keen-slider not running yet; carousel: running; grid: disabled at this width. */
  const [mode, setMode] = useState<"pending" | "carousel" | "grid">("pending");
  const active = mode === "carousel";
  const [edges, setEdges] = useState<EdgeState>(NO_EDGES);
  const reducedMotion = usePrefersReducedMotion();
  const slideCount = items.length;

  // keen-slider reads its options once; a change of any input recreates the slider.
  const optionsKey = JSON.stringify(options);
  const keenOptions = useMemo(
    () => toKeenOptions(JSON.parse(optionsKey) as CarouselOptions, { slideCount, reducedMotion }),
    [optionsKey, slideCount, reducedMotion],
  );
  const steps = useMemo(() => layoutSteps(JSON.parse(optionsKey) as CarouselOptions), [optionsKey]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let cancelled = false;
    let slider: KeenSliderInstance | undefined;

    const syncEdges = (s: KeenSliderInstance) => {
      const next = s.options.disabled ? NO_EDGES : edgeState(s.track.details);
      setEdges((prev) =>
        prev.canPrev === next.canPrev && prev.canNext === next.canNext ? prev : next,
      );
    };
    const sync = (s: KeenSliderInstance) => {
      const disabled = Boolean(s.options.disabled);
      setMode(disabled ? "grid" : "carousel");
      syncEdges(s);
      const visible = slidesInView(s.track.details);
      s.slides.forEach((slide, index) => {
        slide.inert = !disabled && !visible.has(index);
      });
    };

    // Each carousel starts in a task of its own: two on a page do not add up to one
    // long task.
    void loadKeenSlider().then(async ({ default: KeenSlider }) => {
      await nextTask();
      if (cancelled) return;
      track.scrollLeft = 0; // the native pre-JS scroll, if the visitor used it
      slider = new KeenSlider(track, {
        ...keenOptions,
        // An array: keen-slider ignores an HTMLCollection.
        selector: (container: HTMLElement) => Array.from(container.children) as HTMLElement[],
        created: sync,
        updated: sync,
        optionsChanged: sync,
        slideChanged: sync,
        animationEnded: sync,
        dragEnded: sync,
        detailsChanged: syncEdges,
      });
      sliderRef.current = slider;
      if (reducedMotion) withoutGlide(slider);
      if (pendingMoves.current !== 0 && !slider.options.disabled) {
        slider.moveToIdx(slider.track.details.abs + pendingMoves.current, true);
      }
      pendingMoves.current = 0;
    });

    return () => {
      cancelled = true;
      sliderRef.current = null;
      if (slider) {
        for (const slide of slider.slides) slide.inert = false;
        slider.destroy();
      }
      setMode("pending");
      setEdges(NO_EDGES);
    };
  }, [keenOptions, reducedMotion]);

  // A keyboard user who reached the track while it was still a native scroller keeps their
  // place when keen-slider takes over: the track stays focusable (tabIndex -1 below), and
  // in a carousel the focus moves on to the carousel's own group, which is now the
  // labelled stop. Without this, the track lost its tabIndex under the focus and the
  // browser dropped the focus to the body, so the next Tab started again from the top.
  useLayoutEffect(() => {
    if (mode === "carousel" && document.activeElement === trackRef.current) {
      rootRef.current?.focus({ preventScroll: true });
    }
  }, [mode]);

  const move = (direction: 1 | -1) => {
    const slider = sliderRef.current;
    if (!slider) {
      // Clicked before keen-slider arrived, on a page without the boot script (the dev
      // server, the workshop); a pre-rendered page's boot script holds such a tap instead.
      pendingMoves.current += direction;
      return;
    }
    if (slider.options.disabled) return;
    if (direction > 0) slider.next();
    else slider.prev();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      move(event.key === "ArrowRight" ? 1 : -1);
    }
  };

  // Before keen-slider is running both buttons work (moves are queued), except going
  // back from the first slide of a carousel that does not loop.
  const pending = mode === "pending";
  const canPrev = pending ? Boolean(options.loop) : edges.canPrev;
  const canNext = pending ? true : edges.canNext;

  return (
    <Root
      ref={rootRef}
      className={className}
      $steps={steps}
      $gap={gap}
      role={active ? "group" : undefined}
      aria-roledescription={active ? "carousel" : undefined}
      aria-label={active ? label : undefined}
      tabIndex={active ? 0 : undefined}
      onKeyDown={onKeyDown}
      data-replay-wait={pending || undefined}
    >
      <Track
        ref={trackRef}
        data-active={active || undefined}
        aria-live={active ? "polite" : undefined}
        // Until keen-slider runs (and without JavaScript) the track is a native scroller:
        // keyboard users must be able to focus it to scroll it. Afterwards it is out of
        // the tab order but still focusable, so a focus it holds is not dropped.
        tabIndex={pending ? 0 : -1}
        role={pending ? "region" : undefined}
        aria-label={pending ? label : undefined}
      >
        {items.map((item, index) => (
          <Slide
            key={getKey(item, index)}
            role={active ? "group" : undefined}
            aria-roledescription={active ? "slide" : undefined}
            aria-label={active ? `${index + 1} of ${slideCount}` : undefined}
          >
            {renderItem(item, index)}
          </Slide>
        ))}
      </Track>
      <Controls>
        <ControlButton
          type="button"
          aria-label={previousLabel}
          aria-disabled={!canPrev}
          data-replay={`${replayId}previous`}
          onClick={() => {
            if (canPrev) move(-1);
          }}
        >
          <ChevronLeft aria-hidden="true" />
        </ControlButton>
        <ControlButton
          type="button"
          aria-label={nextLabel}
          aria-disabled={!canNext}
          data-replay={`${replayId}next`}
          onClick={() => {
            if (canNext) move(1);
          }}
        >
          <ChevronRight aria-hidden="true" />
        </ControlButton>
      </Controls>
    </Root>
  );
}

/**
 * Under reduced motion a swipe ends where it lands, with no glide: keen-slider's snap
 * after a swipe (500 ms, whatever defaultAnimation says) becomes an instant move to the
 * same slide, and a drag-free carousel's momentum is dropped (it stops under the finger).
 * keen-slider has no option for either (checked in 6.8.6's source: dragEnded starts its
 * animator directly), so the instance's animator is wrapped.
 */
function withoutGlide(slider: KeenSliderInstance) {
  const { animator } = slider;
  const start = animator.start.bind(animator);
  animator.start = (keyframes) => start(instantKeyframes(keyframes));
  // keen-slider's own dragEnded listener (momentum) runs before the options' hook.
  slider.on("dragEnded", () => {
    if (slider.options.mode === "free" || slider.options.mode === "free-snap") animator.stop();
  });
}
