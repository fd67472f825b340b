/** The star rating (jsdom): one image with a spoken rating, given and remaining stars. */
import { cleanup, render, screen } from "@testing-library/react";
import { ThemeProvider } from "styled-components";
import { describe, expect, it } from "vitest";
import { Stars, starsPath } from "../../src/ui/Stars.tsx";
import { tokens } from "../../theme/tokens.ts";

const shapes = (d: string | null) => (d ?? "").split("M").length - 1;

function renderStars(rating: number) {
  render(
    <ThemeProvider theme={tokens}>
      <Stars rating={rating} />
    </ThemeProvider>,
  );
  return screen.getByRole("img");
}

describe("Stars", () => {
  it("is one image named after the rating, with a star per point", () => {
    const image = renderStars(3);
    expect(image.getAttribute("aria-label")).toBe("Rated 3 out of 5");
    const [given, remaining] = [...image.querySelectorAll("path")];
    expect(shapes(given?.getAttribute("d") ?? null)).toBe(3);
    expect(shapes(remaining?.getAttribute("d") ?? null)).toBe(2);
  });

  it("draws no empty path for a full or a zero rating, and clamps out-of-range ratings", () => {
    expect(renderStars(5).querySelectorAll("path")).toHaveLength(1);
    cleanup();
    const none = renderStars(0);
    expect(none.getAttribute("aria-label")).toBe("Rated 0 out of 5");
    expect(none.querySelectorAll("path")).toHaveLength(1);
    cleanup();
    expect(renderStars(9).getAttribute("aria-label")).toBe("Rated 5 out of 5");
  });

  it("places each star in its own cell", () => {
    expect(starsPath(2, 2)).toBe("");
    const [first, second] = starsPath(0, 2).split("M").filter(Boolean);
    const x = (shape = "") => Number(shape.split(" ")[0]);
    expect(x(second) - x(first)).toBeCloseTo(28, 1);
  });
});
