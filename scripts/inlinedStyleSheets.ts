import type { Plugin } from "vite";

/**
 * The entry's style sheets are written into every page (scripts/prerender.ts,
 * inlineStyleSheets), so no script may load them again. Vite lists an entry's CSS among
 * the dependencies of every dynamic import whose chunk imports from the entry, and its
 * preload helper adds a `<link rel="stylesheet">` for each one it does not find linked in
 * the page: after the first page chunk loads, the face sheet would be fetched a second
 * time and its faces appended after the page's own. On a Greek page that is worse than a
 * request: the Latin face then comes after the page's Latin-and-Greek face, wins for Latin
 * letters, and the Latin font file is fetched after all (decision 024, levers 11 and 12).
 *
 * The helper's dependency lists are written as `__vite__mapDeps([0, 2])`, indices into one
 * array of file names per chunk (`m.f=["assets/index-….css", …]`). The plugin drops the
 * indices of the entry's style sheets from every list and leaves other files (a lazy
 * chunk's own CSS) alone. It runs after Vite has written the lists (`order: "post"`).
 */
export function withoutInlinedStyleSheets(code: string, inlined: ReadonlySet<string>): string {
  const table =
    /__vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=\[([^\]]*)\]\)\)\)=>/.exec(code);
  if (!table) return code;
  const files = [...(table[1] ?? "").matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? "");
  const drop = new Set(files.flatMap((file, index) => (inlined.has(file) ? [index] : [])));
  if (drop.size === 0) return code;
  return code.replace(/__vite__mapDeps\(\[([\d,\s]*)\]\)/g, (_, list: string) => {
    const kept = list
      .split(",")
      .map((index) => index.trim())
      .filter((index) => index !== "" && !drop.has(Number(index)));
    return `__vite__mapDeps([${kept.join(",")}])`;
  });
}

export function inlinedStyleSheetsPlugin(): Plugin {
  return {
    name: "inlined-style-sheets",
    apply: "build",
    generateBundle: {
      order: "post",
      handler(_, bundle) {
        const inlined = new Set<string>();
        for (const output of Object.values(bundle))
          if (output.type === "chunk" && output.isEntry)
            output.viteMetadata?.importedCss.forEach((file) => inlined.add(file));
        for (const output of Object.values(bundle))
          if (output.type === "chunk")
            output.code = withoutInlinedStyleSheets(output.code, inlined);
      },
    },
  };
}
