// @vitest-environment node
/**
 * The two halves of the colour tokens agree: every `var(--…)` a component can read
 * (theme/tokens.ts) is declared by the schemes' style sheet (theme/schemeCss.ts) and
 * every declared property is readable; the dark blocks redeclare only light's names, and
 * the system's dark and an explicit dark are the same block.
 */
import { describe, expect, it } from "vitest";
import { schemeCss } from "../../theme/schemeCss.ts";
import { schemes } from "../../theme/schemes.ts";
import { publishedName, tokenProperties, tokens } from "../../theme/tokens.ts";

const leaves = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Object.values(value as Record<string, unknown>).flatMap(leaves);

const css = schemeCss(schemes);
const block = (selector: RegExp) => {
  const body = selector.exec(css)?.[1] ?? "";
  return new Map(
    body
      .split(";")
      .filter((d) => d.startsWith("--"))
      .map((d) => [d.slice(0, d.indexOf(":")), d.slice(d.indexOf(":") + 1)] as const),
  );
};
const light = block(/^:root\{([^}]*)\}/m);
const systemDark = block(
  /\(prefers-color-scheme:dark\)\{:root:not\(\[data-theme=light\]\)\{([^}]*)\}/,
);
const chosenDark = block(/^:root\[data-theme=dark\]\{([^}]*)\}/m);

describe("colour tokens and the schemes' style sheet", () => {
  const refs = leaves([
    tokens.colors,
    tokens.gradients,
    tokens.shadows,
    tokens.treatments,
    tokens.art,
  ]);

  it("components read only custom properties, each declared on :root", () => {
    for (const ref of refs) {
      const name = /^var\((--[\w-]+)\)$/.exec(ref)?.[1];
      expect(name, ref).toBeDefined();
      expect(light.has(name ?? ""), `${ref} is not declared`).toBe(true);
    }
  });

  it("every declared property is one a component can read", () => {
    const read = new Set(refs.map((ref) => ref.slice(4, -1)));
    expect([...light.keys()].filter((name) => !read.has(name))).toEqual([]);
  });

  it("the dark blocks are the same, change only light's names, and differ where they redeclare", () => {
    expect([...systemDark]).toEqual([...chosenDark]);
    expect(systemDark.size).toBeGreaterThan(20);
    for (const [name, value] of systemDark) {
      expect(light.has(name), name).toBe(true);
      expect(light.get(name), name).not.toBe(value);
    }
    // The brand colour and the dark bands keep their values in both schemes.
    for (const name of ["--accent", "--bgDark", "--textOnDark"])
      expect(systemDark.has(name)).toBe(false);
  });

  it("sets color-scheme with each mapping", () => {
    expect(css).toMatch(/^:root\{color-scheme:light;/m);
    expect(css.match(/color-scheme:dark;/g)).toHaveLength(2);
  });
});

describe("production names of the custom properties", () => {
  it("gives every token property its own short name, and only in production", () => {
    const short = tokenProperties.map((name) => publishedName(name, true));
    expect(new Set(short).size).toBe(tokenProperties.length);
    for (const name of short) expect(name).toMatch(/^--c\d+$/);
    expect(tokenProperties.map((name) => publishedName(name, false))).toEqual(tokenProperties);
  });

  it("names every property the scheme style sheet declares", () => {
    const declared = new Set(css.match(/--[\w-]+(?=:)/g));
    for (const name of declared) expect(tokenProperties, name).toContain(name);
  });
});
