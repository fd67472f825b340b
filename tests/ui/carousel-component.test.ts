/**
 * The carousel component (src/ui/Carousel.tsx) with keen-slider replaced by a recording
 * fake: server markup, StrictMode, keyboard, buttons, edges, reduced motion, grid mode.
 * (Real movement, loop and resize are checked in a browser: tests/pages/home.browser.test.ts.)
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createElement, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { ThemeProvider } from "styled-components";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokens } from "../../theme/tokens.ts";
import { Carousel, type CarouselProps } from "../../src/ui/Carousel.tsx";

interface FakeOptions {
  disabled?: boolean;
  loop?: boolean;
  defaultAnimation?: { duration?: number };
  [hook: string]: unknown;
}

class FakeSlider {
  static instances: FakeSlider[] = [];
  options: FakeOptions;
  slides: HTMLElement[];
  destroyed = false;
  track = {
    details: {
      abs: 0,
      position: 0,
      min: 0,
      max: 4,
      slides: [] as { portion: number }[],
    },
  };
  next = vi.fn();
  prev = vi.fn();
  moveToIdx = vi.fn();
  /** keen-slider's animator and hooks, which the carousel wraps under reduced motion. */
  animator = { start: vi.fn(), stop: vi.fn() };
  readonly originalAnimatorStart = this.animator.start;
  on = vi.fn();
  destroy = vi.fn(() => {
    this.destroyed = true;
  });

  constructor(
    container: HTMLElement,
    options: FakeOptions & { selector: (c: HTMLElement) => HTMLElement[] },
  ) {
    this.options = options;
    this.slides = options.selector(container);
    this.track.details.slides = this.slides.map((_, index) => ({ portion: index < 2 ? 1 : 0 }));
    if (options.loop) Object.assign(this.track.details, { min: -Infinity, max: Infinity });
    FakeSlider.instances.push(this);
    this.emit("created");
  }

  emit(hook: string) {
    const callback = this.options[hook];
    if (typeof callback === "function") {
      act(() => {
        (callback as (s: unknown) => void)(this);
      });
    }
  }
}

vi.mock("keen-slider", () => ({ default: FakeSlider }));

const items = ["Alpha", "Beta", "Gamma", "Delta", "Epsilon"];

function carousel(props: Partial<CarouselProps<string>> = {}) {
  return createElement(
    ThemeProvider,
    { theme: tokens },
    createElement(Carousel<string>, {
      items,
      label: "Greek letters",
      getKey: (item) => item,
      renderItem: (item) => createElement("p", null, item),
      ...props,
    }),
  );
}

/** Resolves once the carousel has started keen-slider (its effect, after the first render). */
const sliderStarted = () => waitFor(() => expect(FakeSlider.instances.length).toBeGreaterThan(0));

async function mounted(props: Partial<CarouselProps<string>> = {}, strict = false) {
  const tree = carousel(props);
  const result = render(strict ? createElement(StrictMode, null, tree) : tree);
  await sliderStarted();
  const live = FakeSlider.instances.filter((instance) => !instance.destroyed);
  return { ...result, slider: live[live.length - 1] as FakeSlider };
}

function setReducedMotion(reduce: boolean) {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduce && query.includes("prefers-reduced-motion"),
      media: query,
      onchange: null,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}

beforeEach(() => {
  FakeSlider.instances = [];
  setReducedMotion(false);
});

afterEach(() => {
  vi.clearAllMocks();
});

describe("before JavaScript (server render)", () => {
  it("renders every slide and both buttons, with no carousel semantics yet", () => {
    const html = renderToString(carousel());
    for (const item of items) expect(html).toContain(`<p>${item}</p>`);
    expect(html).toContain('aria-label="Previous"');
    expect(html).toContain('aria-label="Next"');
    expect(html).not.toContain("aria-roledescription");
    expect(html).not.toContain("inert");
  });
});

describe("once keen-slider runs", () => {
  it("is a named carousel of named slides", async () => {
    await mounted();
    const group = screen.getByRole("group", { name: "Greek letters" });
    expect(group).toHaveAttribute("aria-roledescription", "carousel");
    expect(group).toHaveAttribute("tabindex", "0");
    expect(screen.getByRole("group", { name: "3 of 5" })).toHaveAttribute(
      "aria-roledescription",
      "slide",
    );
  });

  it("keeps a keyboard user's place: focus on the track before it starts moves to the carousel", async () => {
    render(carousel());
    const track = screen.getByRole("region", { name: "Greek letters" });
    track.focus();
    await sliderStarted();
    const group = screen.getByRole("group", { name: "Greek letters" });
    expect(document.activeElement).toBe(group);
    // Out of the tab order, but still focusable: a focus it holds is never dropped.
    expect(track).toHaveAttribute("tabindex", "-1");
  });

  it("leaves a focus elsewhere where it is when it starts", async () => {
    render(carousel());
    const next = screen.getByRole("button", { name: "Next" });
    next.focus();
    await sliderStarted();
    expect(document.activeElement).toBe(next);
  });

  it("keeps exactly one live slider under StrictMode and destroys it on unmount", async () => {
    const { unmount } = await mounted({}, true);
    await act(async () => {
      await Promise.resolve();
    });
    const live = FakeSlider.instances.filter((instance) => !instance.destroyed);
    expect(live).toHaveLength(1);
    unmount();
    expect(live[0]?.destroy).toHaveBeenCalledTimes(1);
  });

  it("hands keen-slider the slides themselves, in order", async () => {
    const { slider } = await mounted();
    expect(slider.slides.map((slide) => slide.textContent)).toEqual(items);
  });

  it("makes the slides out of view inert, and only those", async () => {
    const { slider } = await mounted();
    expect(slider.slides.map((slide) => slide.inert)).toEqual([false, false, true, true, true]);
  });

  it("moves with the buttons", async () => {
    const { slider } = await mounted({ options: { loop: true } });
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(slider.next).toHaveBeenCalledTimes(1);
    expect(slider.prev).toHaveBeenCalledTimes(1);
  });

  it("moves with ArrowRight and ArrowLeft while focus is inside", async () => {
    const { slider } = await mounted({ options: { loop: true } });
    const group = screen.getByRole("group", { name: "Greek letters" });
    group.focus();
    fireEvent.keyDown(group, { key: "ArrowRight" });
    fireEvent.keyDown(screen.getByRole("button", { name: "Next" }), { key: "ArrowRight" });
    fireEvent.keyDown(group, { key: "ArrowLeft" });
    fireEvent.keyDown(group, { key: "ArrowDown" });
    expect(slider.next).toHaveBeenCalledTimes(2);
    expect(slider.prev).toHaveBeenCalledTimes(1);
  });

  it("disables the impossible direction of a track that does not loop, keeping it focusable", async () => {
    const { slider } = await mounted();
    const previous = screen.getByRole("button", { name: "Previous" });
    const next = screen.getByRole("button", { name: "Next" });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(next).toHaveAttribute("aria-disabled", "false");
    expect(previous).not.toBeDisabled(); // aria-disabled: focus is not thrown away
    fireEvent.click(previous);
    expect(slider.prev).not.toHaveBeenCalled();

    Object.assign(slider.track.details, { position: 4 });
    slider.emit("detailsChanged");
    expect(previous).toHaveAttribute("aria-disabled", "false");
    expect(next).toHaveAttribute("aria-disabled", "true");
  });

  it("never disables the buttons of a looping track", async () => {
    await mounted({ options: { loop: true } });
    for (const name of ["Previous", "Next"]) {
      expect(screen.getByRole("button", { name })).toHaveAttribute("aria-disabled", "false");
    }
  });

  it("makes every move instant under reduced motion", async () => {
    setReducedMotion(true);
    const { slider } = await mounted({ options: { duration: 20 } });
    expect(slider.options.defaultAnimation?.duration).toBe(0);
    // A swipe's own glide is made instant too: the animator is wrapped.
    expect(slider.animator.start).not.toBe(slider.originalAnimatorStart);
    expect(slider.on).toHaveBeenCalledWith("dragEnded", expect.any(Function));
  });

  it("animates moves otherwise", async () => {
    const { slider } = await mounted({ options: { duration: 20 } });
    expect(slider.options.defaultAnimation?.duration).toBe(400);
    expect(slider.animator.start).toBe(slider.originalAnimatorStart);
  });
});

describe("grid mode (keen-slider disabled at this width)", () => {
  it("drops carousel semantics and inert slides, and ignores keys and buttons", async () => {
    FakeSlider.instances = [];
    const { slider } = await mounted({ options: { loop: true } });
    slider.options.disabled = true;
    slider.emit("optionsChanged");
    expect(screen.queryByRole("group", { name: "Greek letters" })).toBeNull();
    expect(slider.slides.every((slide) => !slide.inert)).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(slider.next).not.toHaveBeenCalled();
  });
});
