// @vitest-environment node
/**
 * scripts/routerPrune.ts on the react-router release the site is built with (the files
 * Vite resolves, dist/development/): the displayName lines that keep <Form> in every page's
 * framework chunk are gone, the calls that create components and contexts are marked pure,
 * and every line keeps its place (source maps stay true).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../scripts/paths.ts";
import { pruneRouter } from "../../scripts/routerPrune.ts";

const distDir = path.join(projectRoot, "node_modules", "react-router", "dist", "development");
const main = readdirSync(distDir)
  .filter((f) => /^chunk-.*\.mjs$/.test(f))
  .map((f) => readFileSync(path.join(distDir, f), "utf8"))
  .find((code) => code.includes("var Form = "));

describe("pruneRouter", () => {
  it("finds react-router's components in the installed release", () => {
    expect(main).toBeDefined();
  });

  it("removes every displayName line and keeps the line count", () => {
    const code = main ?? "";
    expect(code).toMatch(/^Form\.displayName = "Form";$/m);
    const pruned = pruneRouter(code);
    expect(pruned).not.toMatch(
      /\.displayName = "(Form|ScrollRestoration|unstable_HistoryRouter)";/,
    );
    expect(pruned.split("\n")).toHaveLength(code.split("\n").length);
  });

  it("marks forwardRef and createContext calls pure, and nothing else", () => {
    const pruned = pruneRouter(
      "var Form = React10.forwardRef(\nvar Ctx = React.createContext(null);\nvar x = React.useMemo(",
    );
    expect(pruned).toBe(
      "var Form = /* @__PURE__ */ React10.forwardRef(\nvar Ctx = /* @__PURE__ */ React.createContext(null);\nvar x = React.useMemo(",
    );
  });

  it("leaves a displayName that is part of a larger statement", () => {
    const code = 'if (x) Component.displayName = "A";\nB.displayName = "B";';
    expect(pruneRouter(code)).toBe('if (x) Component.displayName = "A";\n');
  });
});
