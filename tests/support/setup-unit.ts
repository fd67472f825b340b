import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// The setup of the unit files that run in jsdom (vite.config.ts, "unit-dom"); the Node
// unit files have none, and load neither React DOM nor jest-dom for nothing.

// jsdom has no matchMedia; react-hot-toast and our reduced-motion hooks read it.
// Configurable, so a test can put its own in (tests/ui/carousel-component.test.ts).
Object.defineProperty(window, "matchMedia", {
  configurable: true,
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
