// @vitest-environment node
/**
 * The pure half of the carousel (src/ui/carouselOptions.ts): how a carousel's options map
 * to keen-slider's options and to the CSS layout steps, and the site's two presets
 * against SPEC §2 and §9.
 */
import { describe, expect, it } from "vitest";
import { mediaQuery } from "../../theme/media.ts";
import { tokens } from "../../theme/tokens.ts";
import {
  breakpointOrder,
  canLoop,
  carouselPresets,
  durationMs,
  edgeState,
  instantKeyframes,
  layoutSteps,
  slidesInView,
  toKeenOptions,
  type CarouselOptions,
} from "../../src/ui/carouselOptions.ts";

const env = (slideCount: number, reducedMotion = false) => ({ slideCount, reducedMotion });

interface StepOptions {
  disabled?: boolean;
  loop?: boolean;
  slides?: { perView?: number; spacing?: number };
}

describe("layout steps", () => {
  it("default to one slide everywhere, never a grid", () => {
    expect(layoutSteps()).toEqual([{ breakpoint: null, perView: 1, grid: false }]);
  });

  it("take a plain number as the same count at every width", () => {
    expect(layoutSteps({ perView: 3 })).toEqual([{ breakpoint: null, perView: 3, grid: false }]);
  });

  it("add a step only where the layout changes, in ascending width", () => {
    expect(layoutSteps({ perView: { base: 1, md: 1, xl: 4 } })).toEqual([
      { breakpoint: null, perView: 1, grid: false },
      { breakpoint: "xl", perView: 4, grid: false },
    ]);
    expect(breakpointOrder.map((bp) => tokens.breakpoints[bp])).toEqual(
      [...breakpointOrder.map((bp) => tokens.breakpoints[bp])].sort((a, b) => a - b),
    );
  });

  it("clamp counts to whole numbers of at least one", () => {
    expect(layoutSteps({ perView: { base: 0, sm: 2.7 } })).toEqual([
      { breakpoint: null, perView: 1, grid: false },
      { breakpoint: "sm", perView: 2, grid: false },
    ]);
  });

  it("switch to a grid from gridFrom up, keeping the count as columns", () => {
    expect(layoutSteps({ perView: { base: 1, md: 2 }, gridFrom: "lg" })).toEqual([
      { breakpoint: null, perView: 1, grid: false },
      { breakpoint: "md", perView: 2, grid: false },
      { breakpoint: "lg", perView: 2, grid: true },
    ]);
  });
});

describe("keen-slider options", () => {
  it("carry loop, drag mode, speed and the base layout", () => {
    const options = toKeenOptions({ loop: true, dragFree: true, duration: 20, perView: 2 }, env(6));
    expect(options).toMatchObject({
      loop: true,
      drag: true,
      mode: "free",
      disabled: false,
      slides: { perView: 2, spacing: 0 },
      defaultAnimation: { duration: 400 },
      breakpoints: {},
    });
  });

  it("snap to slides unless drag-free", () => {
    expect(toKeenOptions({}, env(3)).mode).toBe("snap");
  });

  it("give every breakpoint its complete state (keen-slider does not merge breakpoints)", () => {
    const options = toKeenOptions({ loop: true, perView: { base: 1, sm: 2, lg: 3 } }, env(8));
    const breakpoints = options.breakpoints as Record<string, StepOptions>;
    expect(Object.keys(breakpoints)).toEqual([mediaQuery("sm"), mediaQuery("lg")]);
    for (const step of Object.values(breakpoints)) {
      expect(step).toEqual({
        disabled: false,
        loop: true,
        slides: { perView: step.slides?.perView, spacing: 0 },
      });
    }
    expect(breakpoints[mediaQuery("lg")]?.slides?.perView).toBe(3);
  });

  it("turn looping off wherever all slides already fit in view", () => {
    const options = toKeenOptions({ loop: true, perView: { base: 2, md: 4, lg: 5 } }, env(4));
    const breakpoints = options.breakpoints as Record<string, StepOptions>;
    expect(options.loop).toBe(true);
    expect(breakpoints[mediaQuery("md")]?.loop).toBe(false);
    expect(breakpoints[mediaQuery("lg")]?.loop).toBe(false);
    expect(canLoop({ loop: true }, 3, 3)).toBe(false);
    expect(canLoop({ loop: false }, 1, 10)).toBe(false);
  });

  it("disable the slider from gridFrom up", () => {
    const options = toKeenOptions({ perView: { base: 1, lg: 3 }, gridFrom: "lg" }, env(3));
    expect(options.disabled).toBe(false);
    expect((options.breakpoints as Record<string, StepOptions>)[mediaQuery("lg")]?.disabled).toBe(
      true,
    );
  });

  it("make every move instant under reduced motion", () => {
    const options: CarouselOptions = { duration: 40 };
    expect(toKeenOptions(options, env(5)).defaultAnimation?.duration).toBe(800);
    expect(toKeenOptions(options, env(5, true)).defaultAnimation?.duration).toBe(0);
  });

  it("measure speed in the spec's units", () => {
    expect(durationMs(20)).toBe(400);
    expect(durationMs()).toBe(400);
    expect(durationMs(-5)).toBe(0);
  });
});

describe("presets", () => {
  it("client logos: loop, duration 20, drag-free, 2/3/4/5 in view by breakpoint (SPEC §9)", () => {
    const preset = carouselPresets.clientLogos;
    expect(preset).toMatchObject({ loop: true, duration: 20, dragFree: true });
    expect(layoutSteps(preset).map((step) => [step.breakpoint, step.perView, step.grid])).toEqual([
      [null, 2, false],
      ["sm", 3, false],
      ["md", 4, false],
      ["lg", 5, false],
    ]);
  });

  it("client logos: ten logos loop at every width", () => {
    const options = toKeenOptions(carouselPresets.clientLogos, env(10));
    const steps = [options, ...Object.values(options.breakpoints as Record<string, StepOptions>)];
    expect(steps.map((step) => step.loop)).toEqual([true, true, true, true]);
    expect(options.mode).toBe("free");
  });

  it("testimonials: a looping carousel below desktop, a three-column grid from lg (SPEC §2)", () => {
    const preset = carouselPresets.testimonials;
    expect(layoutSteps(preset).map((step) => [step.breakpoint, step.perView, step.grid])).toEqual([
      [null, 1, false],
      ["md", 2, false],
      ["lg", 3, true],
    ]);
    const options = toKeenOptions(preset, env(3));
    const breakpoints = options.breakpoints as Record<string, StepOptions>;
    expect(options.loop).toBe(true);
    expect(breakpoints[mediaQuery("md")]?.loop).toBe(true);
    expect(breakpoints[mediaQuery("lg")]).toMatchObject({ disabled: true });
  });
});

describe("edges and visibility", () => {
  it("cannot move at all before the track exists", () => {
    expect(edgeState(null)).toEqual({ canPrev: false, canNext: false });
  });

  it("disables previous at the start and next at the end of a non-looping track", () => {
    expect(edgeState({ position: 0, min: 0, max: 2 })).toEqual({ canPrev: false, canNext: true });
    expect(edgeState({ position: 1, min: 0, max: 2 })).toEqual({ canPrev: true, canNext: true });
    expect(edgeState({ position: 2, min: 0, max: 2 })).toEqual({ canPrev: true, canNext: false });
    expect(edgeState({ position: 0, min: 0, max: 0 })).toEqual({ canPrev: false, canNext: false });
  });

  it("never runs out on a looping track (keen-slider's bounds are infinite)", () => {
    expect(edgeState({ position: 0, min: -Infinity, max: Infinity })).toEqual({
      canPrev: true,
      canNext: true,
    });
  });

  it("counts a slide as in view when at least half of it shows", () => {
    const slides = [1, 0.5, 0.49, 0].map((portion) => ({ portion, abs: 0, distance: 0, size: 1 }));
    expect([...slidesInView({ slides })]).toEqual([0, 1]);
    expect(slidesInView(null).size).toBe(0);
  });

  it("under reduced motion a glide becomes one instant move to the same end", () => {
    const ease = (t: number) => 1 - (1 - t) ** 3;
    const [only, ...rest] = instantKeyframes([{ distance: 120, duration: 500, easing: ease }]);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ distance: 120, duration: 0 });
    // Momentum cut short at half its time, then rubber-banding out and back.
    const moved = instantKeyframes([
      { distance: 300, duration: 400, earlyExit: 200, easing: ease },
      { distance: 40, duration: 100, easing: ease },
      { distance: -40, duration: 500, easing: ease },
    ]);
    expect(moved).toHaveLength(1);
    expect(moved[0]?.distance).toBeCloseTo(300 * ease(0.5));
    expect(moved[0]?.duration).toBe(0);
  });
});
