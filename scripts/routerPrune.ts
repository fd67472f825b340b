import type { Plugin } from "vite";

/**
 * Lets the bundler drop the parts of react-router the site never renders (its <Form>, the
 * submission helpers only it uses, contexts nothing reads): 1.2 KB gzip off the framework
 * chunk every page loads at start-up.
 *
 * react-router's published modules keep them alive by themselves: a component made with
 * `React.forwardRef(...)` and a context made with `React.createContext(...)` carry no pure
 * annotation, and each gets a `X.displayName = "X"` statement (a write the bundler keeps).
 * This removes the displayName lines (they only name components in React's developer
 * tools) and marks those two calls pure, in react-router's own files only. Lines keep
 * their places, so source maps stay true. If a new release writes these differently the
 * patterns just stop matching: the chunk grows back, and the byte budget test says so.
 */
const routerFiles = /\/node_modules\/react-router\/dist\/.*\.mjs$/;

export function pruneRouter(code: string): string {
  return code
    .replace(/^[ \t]*[\w$]+\.displayName = "[^"\n]*";[ \t]*$/gm, "")
    .replace(/= (React\d*)\.(forwardRef|createContext)\(/g, "= /* @__PURE__ */ $1.$2(");
}

export function routerPrunePlugin(): Plugin {
  return {
    name: "router-prune",
    apply: "build",
    transform: {
      filter: { id: routerFiles },
      handler(code) {
        return { code: pruneRouter(code), map: null };
      },
    },
  };
}
