import { afterEach, vi } from "vitest";

// The DOM helpers only where there is a DOM: most unit files run in Node
// (`@vitest-environment node`) and would otherwise load React DOM and jest-dom for nothing.
if (typeof window !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup } = await import("@testing-library/react");

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
}
