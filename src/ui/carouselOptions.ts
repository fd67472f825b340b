/**
 * The pure half of the site's one carousel (src/ui/Carousel.tsx): the options a page
 * gives a carousel, and how they map to keen-slider's options and to the CSS that lays
 * the slides out before (and without) JavaScript. No DOM and no keen-slider code here,
 * only a type import, so this module is cheap to load and easy to unit-test.
 */
import type { KeenSliderOptions, TrackDetails } from "keen-slider";
import { mediaQuery } from "../../theme/media.ts";
import { tokens } from "../../theme/tokens.ts";

export type Breakpoint = keyof typeof tokens.breakpoints;

/**
 * Slides in view: one number, or a number per breakpoint (mobile first: `base` applies
 * below the first breakpoint given, each breakpoint from its min-width up).
 */
export type PerView = number | ({ readonly base: number } & Partial<Record<Breakpoint, number>>);

export interface CarouselOptions {
  /** Wrap around from the last slide to the first and back. Default false. */
  readonly loop?: boolean;
  /** Slides in view, per breakpoint. Default 1. */
  readonly perView?: PerView;
  /** Free dragging with momentum and no snapping to a slide. Default false (snaps). */
  readonly dragFree?: boolean;
  /**
   * Speed of a previous/next move, in the spec's units (SPEC §9 gives the client-logo
   * carousel "duration 20"): one unit is DURATION_UNIT_MS, so 20 → 400 ms. Default 20.
   * Under reduced motion every move is instant whatever this says.
   */
  readonly duration?: number;
  /**
   * From this breakpoint up the slides are a plain grid (no carousel, no controls) with
   * `perView` columns. Below it the carousel is active. Omit for a carousel everywhere.
   */
  readonly gridFrom?: Breakpoint;
}

/** What the mapping needs to know about the page it runs on. */
export interface CarouselEnvironment {
  readonly slideCount: number;
  readonly reducedMotion: boolean;
}

/** One layout step: the complete state from `breakpoint` up (null: below every breakpoint). */
export interface LayoutStep {
  readonly breakpoint: Breakpoint | null;
  readonly perView: number;
  readonly grid: boolean;
}

/** Milliseconds per duration unit (see CarouselOptions.duration). */
export const DURATION_UNIT_MS = 20;
export const DEFAULT_DURATION = 20;

/** Breakpoints in ascending order of width. */
export const breakpointOrder: readonly Breakpoint[] = (
  Object.keys(tokens.breakpoints) as Breakpoint[]
).sort((a, b) => tokens.breakpoints[a] - tokens.breakpoints[b]);

/** Presets for the site's carousels, so every page shows them the same way. */
export const carouselPresets = {
  /** SPEC §9: loops, duration 20, drag-free, 2/3/4/5 logos in view by breakpoint. */
  clientLogos: {
    loop: true,
    duration: 20,
    dragFree: true,
    perView: { base: 2, sm: 3, md: 4, lg: 5 },
  },
  /** SPEC §2: a grid on desktop, a looping carousel below it. */
  testimonials: {
    loop: true,
    duration: 20,
    perView: { base: 1, md: 2, lg: 3 },
    gridFrom: "lg",
  },
} as const satisfies Record<string, CarouselOptions>;

/**
 * The layout from the smallest screen up, one step per breakpoint where something
 * changes. Each step carries the complete state (keen-slider applies one breakpoint's
 * options at a time; it does not merge them).
 */
export function layoutSteps(options: CarouselOptions = {}): readonly LayoutStep[] {
  const perView = options.perView ?? 1;
  const spec = typeof perView === "number" ? { base: perView } : perView;
  const gridFromWidth =
    options.gridFrom === undefined ? Infinity : tokens.breakpoints[options.gridFrom];
  const steps: LayoutStep[] = [{ breakpoint: null, perView: positive(spec.base), grid: false }];
  for (const breakpoint of breakpointOrder) {
    const previous = steps[steps.length - 1] as LayoutStep;
    const next: LayoutStep = {
      breakpoint,
      perView: positive(spec[breakpoint] ?? previous.perView),
      grid: tokens.breakpoints[breakpoint] >= gridFromWidth,
    };
    if (next.perView !== previous.perView || next.grid !== previous.grid) steps.push(next);
  }
  return steps;
}

/** Loop only when there are more slides than fit in view (keen-slider leaves gaps otherwise). */
export function canLoop(options: CarouselOptions, perView: number, slideCount: number): boolean {
  return Boolean(options.loop) && slideCount > perView;
}

export function durationMs(units: number = DEFAULT_DURATION): number {
  return Math.max(0, units) * DURATION_UNIT_MS;
}

/** keen-slider's options for a carousel, breakpoints included. */
export function toKeenOptions(
  options: CarouselOptions,
  { slideCount, reducedMotion }: CarouselEnvironment,
): KeenSliderOptions {
  const stepOptions = (step: LayoutStep) => ({
    disabled: step.grid,
    loop: canLoop(options, step.perView, slideCount),
    // Spacing comes from the slides' own padding (see Carousel.tsx), so sizes match the
    // CSS layout rendered before keen-slider starts.
    slides: { perView: step.perView, spacing: 0 },
  });
  const [base, ...rest] = layoutSteps(options) as [LayoutStep, ...LayoutStep[]];
  return {
    ...stepOptions(base),
    drag: true,
    mode: options.dragFree ? "free" : "snap",
    rubberband: !options.loop,
    renderMode: "precision",
    defaultAnimation: { duration: reducedMotion ? 0 : durationMs(options.duration) },
    breakpoints: Object.fromEntries(
      rest.map((step) => [mediaQuery(step.breakpoint as Breakpoint), stepOptions(step)]),
    ),
  };
}

export interface EdgeState {
  readonly canPrev: boolean;
  readonly canNext: boolean;
}

/** Which directions can still move. A looping track never runs out. */
export function edgeState(
  details: Pick<TrackDetails, "position" | "min" | "max"> | null,
): EdgeState {
  if (!details) return { canPrev: false, canNext: false };
  const epsilon = 1e-3;
  return {
    canPrev: details.position > details.min + epsilon,
    canNext: details.position < details.max - epsilon,
  };
}

/** Indexes of the slides at least half in view (the rest are made inert). */
export function slidesInView(details: Pick<TrackDetails, "slides"> | null): ReadonlySet<number> {
  const visible = new Set<number>();
  details?.slides.forEach((slide, index) => {
    if (slide.portion >= 0.5) visible.add(index);
  });
  return visible;
}

function positive(value: number): number {
  return Math.max(1, Math.floor(value));
}

/** One step of a keen-slider animation (its animator's keyframe). */
export interface AnimationKeyframe {
  readonly distance: number;
  readonly duration: number;
  readonly earlyExit?: number;
  readonly easing: (t: number) => number;
}

/**
 * The same movement as `keyframes`, done at once: keen-slider's own animations after a
 * swipe (the snap to a slide, rubber-banding) have a fixed duration that no option
 * changes, so under reduced motion the Carousel runs them through this. A keyframe cut
 * short (`earlyExit`) counts with the distance covered by then.
 */
export function instantKeyframes(keyframes: readonly AnimationKeyframe[]): AnimationKeyframe[] {
  const distance = keyframes.reduce((sum, frame) => {
    if (frame.earlyExit === undefined || frame.duration <= 0) return sum + frame.distance;
    const share = Math.min(1, Math.max(0, frame.earlyExit / frame.duration));
    return sum + frame.distance * frame.easing(share);
  }, 0);
  return [{ distance, duration: 0, easing: (t: number) => t }];
}
