import { renderToString } from "react-dom/server";
import styled, { ServerStyleSheet, __PRIVATE__ } from "styled-components";
import { afterEach, describe, expect, it } from "vitest";
import {
  claimServerStyles,
  hasServerStyles,
  registerServerStyleNames,
} from "../../src/app/serverStyles.ts";

const Box = styled.div`
  color: red;
`;
const Pill = styled.span<{ $on: boolean }>`
  color: ${({ $on }) => ($on ? "green" : "gray")};
`;

/** Pre-renders like scripts/prerender.ts: markup plus styled-components' style tags. */
function prerender() {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <>
          <Box />
          <Pill $on />
          <Pill $on={false} />
        </>,
      ),
    );
    document.head.innerHTML = sheet.getStyleTags();
    document.body.innerHTML = html;
  } finally {
    sheet.seal();
  }
}

/** The generated class of a rendered element (styled-components adds its id class first). */
const classOf = (selector: string, index = 0) =>
  document.querySelectorAll(selector)[index]?.className.split(" ").at(-1) ?? "";

afterEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
});

describe("server style sheet kept at start-up", () => {
  it("claims the server sheet for styled-components, once, and returns its text", () => {
    prerender();
    const tag = document.querySelector("style[data-styled]");
    expect(tag?.getAttribute("data-styled")).not.toBe("active");
    expect(hasServerStyles()).toBe(false);
    const css = claimServerStyles(document);
    expect(tag?.getAttribute("data-styled")).toBe("active");
    expect(hasServerStyles()).toBe(true);
    expect(css).toContain("color:red;");
    expect(claimServerStyles(document)).toBe("");
  });

  it("registers every component class the server rendered, so hydration inserts none again", () => {
    prerender();
    const registry = new __PRIVATE__.StyleSheet({ isServer: true });
    const count = registerServerStyleNames(registry, claimServerStyles(document));
    expect(count).toBe(3);
    expect(registry.hasNameForId(Box.styledComponentId, classOf("div"))).toBe(true);
    expect(registry.hasNameForId(Pill.styledComponentId, classOf("span", 0))).toBe(true);
    expect(registry.hasNameForId(Pill.styledComponentId, classOf("span", 1))).toBe(true);
    expect(registry.hasNameForId(Pill.styledComponentId, "not-rendered")).toBe(false);
  });

  it("registers nothing from a page without a server sheet (the dev server)", () => {
    const names: string[] = [];
    expect(
      registerServerStyleNames(
        { registerName: (_, n) => names.push(n) },
        claimServerStyles(document),
      ),
    ).toBe(0);
    expect(names).toEqual([]);
  });
});
