/**
 * The site's factory for lucide's icons (src/ui/lucideIcon.tsx, put in place by
 * scripts/lucideIcons.ts), in jsdom: the icons the site imports are drawn by it, with
 * lucide's own markup and props, and they hydrate without a mismatch.
 */
import { act, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import lucideCreateIcon from "lucide-react/dist/esm/createLucideIcon.mjs";
import ArrowRight from "lucide-react/icons/arrow-right";
import House from "lucide-react/icons/house";
import type { LucideIcon } from "lucide-react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { iconNames } from "../../src/content/icons.ts";
import { createLucideIcon, iconMarkup, type LucideIconData } from "../../src/ui/lucideIcon.tsx";
import { withSiteIconFactory } from "../../scripts/lucideIcons.ts";

/** The icons the site imports by name in its components, beside the content's keys. */
const componentIcons = [
  "arrow-right",
  "calendar-days",
  "rocket",
  "chevron-left",
  "chevron-right",
  "quote",
  "clock",
  "house",
  "mail",
  "menu",
  "x",
];

const iconData = async (name: string) =>
  (
    (await import(`../../node_modules/lucide-react/dist/esm/icons/${name}.mjs`)) as {
      __iconData: LucideIconData;
    }
  ).__iconData;

/** An element's attributes as a sorted list, and its children's markup: order-free. */
function shape(markup: string) {
  const holder = document.createElement("div");
  holder.innerHTML = markup;
  const svg = holder.firstElementChild as SVGSVGElement;
  return {
    tag: svg.tagName,
    attributes: [...svg.attributes].map((a) => `${a.name}=${a.value}`).sort(),
    inner: svg.innerHTML,
  };
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("lucide's icons in the site", () => {
  it("are drawn by the site's factory, in the tests as in the builds", () => {
    // lucide's own components are forwardRef objects; the site's are plain functions.
    expect(typeof ArrowRight).toBe("function");
    expect(renderToStaticMarkup(<ArrowRight aria-hidden="true" />)).toContain(
      'class="lucide lucide-arrow-right"',
    );
    expect(renderToStaticMarkup(<House />)).toContain('class="lucide lucide-house lucide-home"');
  });

  it.each([...new Set([...componentIcons, ...iconNames])].map((name) => [name]))(
    "%s has the markup lucide's own component gives it, with and without props",
    async (name) => {
      const data = await iconData(name);
      const ours = createLucideIcon(data);
      const theirs = lucideCreateIcon(data);
      for (const props of [
        { "aria-hidden": true as const },
        {},
        { className: "tile", size: 20, strokeWidth: 1.5 },
        { "aria-label": "Named", color: "red" },
        { nonScalingStroke: true },
      ]) {
        const mine = shape(renderToStaticMarkup(createElementOf(ours, props)));
        const lucide = shape(renderToStaticMarkup(createElementOf(theirs, props)));
        expect(mine, JSON.stringify(props)).toEqual(lucide);
      }
    },
  );

  it("keeps children (a title) beside the shapes, as lucide does", async () => {
    const data = await iconData("mail");
    const withTitle = (Icon: LucideIcon) =>
      shape(
        renderToStaticMarkup(
          <Icon>
            <title>E-mail</title>
          </Icon>,
        ),
      );
    expect(withTitle(createLucideIcon(data))).toEqual(withTitle(lucideCreateIcon(data)));
    expect(withTitle(createLucideIcon(data)).attributes).not.toContain("aria-hidden=true");
  });

  it("escapes what an attribute value could break out with", () => {
    expect(iconMarkup([["path", { d: 'M0 0"/><script>', key: "k" }]])).toBe(
      '<path d="M0 0&quot;/&gt;&lt;script&gt;"></path>',
    );
  });

  it("hydrates the server's markup as it is, with no mismatch and no error", () => {
    const errors = vi.spyOn(console, "error");
    const committed = vi.fn();
    function Committed() {
      useEffect(committed);
      return null;
    }
    const tree = (
      <p>
        <Committed />
        <ArrowRight aria-hidden="true" className="go" />
        <House aria-label="Home" />
      </p>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const before = [...container.querySelectorAll("svg, path")];
    const recoverable = vi.fn();
    act(() => {
      hydrateRoot(container, tree, { onRecoverableError: recoverable });
    });
    expect(committed).toHaveBeenCalledTimes(1);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // The same nodes: nothing was drawn again.
    expect([...container.querySelectorAll("svg, path")]).toEqual(before);
    expect(before).toHaveLength(2 + 2 + 2);
  });

  it("names the file when a lucide-react release imports its factory otherwise", () => {
    const icon =
      "import createLucideIcon from '../createLucideIcon.mjs';\nconst X = createLucideIcon(d);";
    expect(withSiteIconFactory(icon, "x.mjs", "/site/src/ui/lucideIcon.tsx")).toMatch(
      /^import \{ createLucideIcon \} from "\/site\/src\/ui\/lucideIcon\.tsx";$/m,
    );
    const alias = "export { default } from './circle-alert.mjs';";
    expect(withSiteIconFactory(alias, "alert-circle.mjs", "/f.tsx")).toBe(alias);
    expect(() =>
      withSiteIconFactory(
        'import { createLucideIcon } from "../lucide.mjs";\ncreateLucideIcon(d);',
        "y.mjs",
        "/f.tsx",
      ),
    ).toThrow(/^y\.mjs: .*scripts\/lucideIcons\.ts/);
  });
});

function createElementOf(Icon: LucideIcon, props: Record<string, unknown>) {
  return <Icon {...props} />;
}
