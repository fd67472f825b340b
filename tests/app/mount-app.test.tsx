/**
 * How start-up takes over the root (src/app/hydrate.tsx, mountApp), in jsdom: a
 * pre-rendered page is hydrated, its nodes kept; the dev server's empty root (index.html's
 * placeholder comment only) is rendered afresh, with no hydration error.
 */
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mountApp } from "../../src/app/hydrate.tsx";

const app = (
  <main>
    <h1>Kept</h1>
  </main>
);

function mount(html: string) {
  const root = document.createElement("div");
  root.id = "root";
  root.innerHTML = html;
  document.body.append(root);
  const heading = root.querySelector("h1");
  const onRecoverableError = vi.fn();
  const hydrate = vi.fn(hydrateRoot);
  const create = vi.fn(createRoot);
  act(() => {
    mountApp(root, app, { onRecoverableError }, { hydrateRoot: hydrate, createRoot: create });
  });
  return { root, heading, onRecoverableError, hydrate, create };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("mountApp", () => {
  it("hydrates a pre-rendered page and keeps its nodes", () => {
    const html = renderToString(app);
    const { root, heading, onRecoverableError, hydrate, create } = mount(html);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(create).not.toHaveBeenCalled();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(html);
    // The same element, not one drawn again.
    expect(heading).not.toBeNull();
    expect(root.querySelector("h1")).toBe(heading);
  });

  it("renders an empty root (the dev server's) afresh, with no hydration error", () => {
    const { root, onRecoverableError, hydrate, create } = mount("<!--app-html-->");
    expect(create).toHaveBeenCalledTimes(1);
    expect(hydrate).not.toHaveBeenCalled();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(root.querySelector("h1")?.textContent).toBe("Kept");
  });
});
