import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import path from "node:path";
import tseslint from "typescript-eslint";

/**
 * Rooms talk one way (../shared/DESIGN.md, "Rooms talk one way"): the zones of
 * import-x/no-restricted-paths below. `target` is the room that imports, `from` what it
 * may not import, `except` the doors that stay open. Paths are absolute so the rule does
 * not depend on the directory ESLint runs from. See docs/decisions/015-lint-boundaries.md.
 */
const root = import.meta.dirname;
const at = (...parts) => path.join(root, ...parts);
const houseRule = "House rule:";
const boundaryZones = [
  {
    target: at("src/ui"),
    from: [at("src/pages"), at("src/sections"), at("src/layout"), at("src/app")],
    message: `${houseRule} ui is below sections and pages (pages -> sections -> ui -> theme), and below layout and app. Move the shared piece down into src/ui or pass it in as a prop.`,
  },
  {
    target: at("src/sections"),
    from: [at("src/pages"), at("src/app")],
    message: `${houseRule} sections are below pages (pages -> sections -> ui -> theme); a section takes its copy and data as props. Move the shared piece down into src/sections or src/ui, or pass it in as a prop.`,
  },
  {
    target: at("theme"),
    from: at("src"),
    message: `${houseRule} theme is the ground floor (pages -> sections -> ui -> theme) and imports nothing from src/. Keep the value in theme/ and let src/ import it.`,
  },
  {
    // Globs throughout: a zone's `from` is either all globs or all folders.
    target: at("src/content"),
    from: [
      ...["ui", "sections", "pages", "layout", "app", "contact", "motion"].map((room) =>
        at("src", room, "**"),
      ),
      at("**/*.tsx"),
    ],
    message: `${houseRule} content is imported, never imports code: src/content loads content/ files and imports no component (nor ui, sections, pages, layout, app, contact or motion). Keep plain data and its schema here; the code that uses it imports it.`,
  },
  {
    // The gateway shares the contact rules (fields, limits, schema, e-mail template) and
    // the content loader with the client; theme/ (colours of its HTML answers) is not
    // client code and stays open.
    target: at("server"),
    from: at("src/**"),
    except: [
      at("src/contact/**/*.ts"),
      // The loader and what it imports (schema.ts -> icons.ts, vocabularies.ts), and text.ts.
      at("src/content/{loader,schema,text,vocabularies,icons}.ts"),
    ],
    message: `${houseRule} server/ imports from the client side only the shared contact rules (src/contact/*.ts, no components) and the content loader (src/content/loader.ts, schema.ts, text.ts, vocabularies.ts). Move what both sides need into one of those.`,
  },
  {
    target: [
      at("src"),
      at("server"),
      at("theme"),
      at("stories"),
      at("deploy"),
      at(".storybook"),
      at("*.{ts,js}"),
      at("scripts/!(test|bench|render-images|screenshot).ts"),
    ],
    from: at("tests"),
    message: `${houseRule} nothing imports tests/ (tests import the product, never the other way). Move the shared helper out of tests/ into the room that needs it.`,
  },
  {
    // The test runner, the bench and the two image scripts drive the same Chromium (and
    // nginx, byte budget, phone) the tests do; they share these helpers and nothing else.
    target: [at("scripts/{test,render-images,screenshot}.ts"), at("bench")],
    from: at("tests"),
    except: ["support/chromium.ts", "support/nginx.ts", "support/budget.ts", "support/phone.ts"],
    message: `${houseRule} nothing imports tests/; the runner, bench and image scripts may use only tests/support/chromium.ts, nginx.ts, budget.ts and phone.ts. Move the shared helper out of tests/ into the room that needs it.`,
  },
  {
    target: [at("src"), at("server"), at("theme")],
    from: [at("scripts"), at("bench")],
    message: `${houseRule} the product does not import scripts/ or bench/ (tooling sits above the product). Move the shared piece into src/ or server/ and import it from the script.`,
  },
];

/** `content:*` are the content plugin's virtual modules (scripts/contentPlugin.ts): known, no file. */
const contentModules = {
  interfaceVersion: 3,
  name: "content-virtual-modules",
  resolve: (source) =>
    source.startsWith("content:")
      ? { found: true, path: null }
      : source.startsWith("@el/")
        ? // The Greek edition of a src/ module (scripts/languagePlugin.ts).
          { found: true, path: path.join(root, "src", source.slice(4)) }
        : { found: false },
};

/** Syntax the house does without, each entry with its reason. */
const restrictedSyntax = [
  // A named `{ z }` import from zod can pull in the whole library; the namespace import is
  // the tree-shakable form. (no-restricted-imports' importNames would forbid both.)
  {
    selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
    message: 'Use `import * as z from "zod"` (tree-shaking).',
  },
  // lucide-react's barrel re-exports some 2,400 icon modules: importing from it makes the
  // bundler, the dev server, Storybook and every test that renders an icon read them all
  // (the client build transformed 5,273 modules with it, 1,169 without). Each icon has its
  // own module; types may still come from the barrel.
  {
    selector:
      ":matches(ImportDeclaration[importKind!='type'], ExportNamedDeclaration[exportKind!='type'], ExportAllDeclaration, ImportExpression)[source.value='lucide-react']",
    message:
      'Import each icon from its own module: `import ArrowRight from "lucide-react/icons/arrow-right"` (types from "lucide-react" with `import type`).',
  },
  // styled-components calls every function interpolation on every render of every
  // instance (hydration included) and flattens what it returns; a value is read once,
  // when the module loads. The tokens never change at run time (the schemes switch
  // custom properties), so styles read them directly, not through ThemeProvider.
  {
    selector:
      "TaggedTemplateExpression > TemplateLiteral > ArrowFunctionExpression[params.0.type='ObjectPattern'][params.0.properties.length=1][params.0.properties.0.key.name='theme']",
    message:
      'Read the tokens directly: `import { tokens as theme } from "…/theme/tokens.ts"`, then `${theme.space[4]}`. A `({ theme }) =>` interpolation is called on every render of every instance (docs/decisions/024-quiet-start.md).',
  },
];

/**
 * The browser's number and date formatting (toLocaleString, Intl.NumberFormat,
 * Intl.DateTimeFormat): a page's first call loads the browser's locale data, 15–42 ms of
 * main thread on this machine, a long task on a phone while the page hydrates. Pages write
 * their numbers and dates out instead (formatCount in src/contact/rules/fields.ts, formatDay
 * in src/ui/formatDate.ts), each compared with Intl by a unit test. The content loader,
 * which runs in the build, may format with Intl.
 */
const localeFormatting = ["toLocaleString", "toLocaleDateString", "toLocaleTimeString"].map(
  (name) => ({
    selector: `CallExpression > MemberExpression.callee[property.name='${name}']`,
    message: `${name} loads the browser's locale data on a page's first call (15–42 ms of main thread): write the number or date out (formatCount, formatDay) and compare it with Intl in a unit test.`,
  }),
);
const intlFormatters = ["NumberFormat", "DateTimeFormat"].map((name) => ({
  selector: `NewExpression > MemberExpression.callee[object.name='Intl'][property.name='${name}']`,
  message: `Intl.${name} loads the browser's locale data on a page's first call (15–42 ms of main thread): write the number or date out (formatCount, formatDay) and compare it with Intl in a unit test.`,
}));

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "dist-*/",
      ".cache/",
      "node_modules/",
      "bench/.runs/",
      ".outbox/",
      "coverage/",
      "storybook-static/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-confusing-void-expression": "off",
      "@typescript-eslint/no-unnecessary-condition": [
        "error",
        { allowConstantLoopConditions: true },
      ],
      "no-restricted-syntax": ["error", ...restrictedSyntax],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "framer-motion",
              importNames: ["motion"],
              message: "Use `m` inside LazyMotion.",
            },
            {
              name: "react-router",
              importNames: ["Link", "NavLink"],
              message:
                "Use Link and NavLink from src/ui/RouterLink.tsx: react-router's carry framework mode's prefetching into every page (docs/decisions/024-quiet-start.md).",
            },
          ],
        },
      ],
    },
  },
  {
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        contentModules,
        createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: boundaryZones }],
    },
  },
  {
    // House rule: no import cycle (rooms talk one way). no-cycle takes no message; type-only
    // imports do not count. Unlimited depth costs about 1.5 s of the whole lint.
    files: ["{src,server,theme,scripts}/**/*.{ts,tsx}"],
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // What runs in the browser formats numbers and dates without Intl (localeFormatting).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/content/loader.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...restrictedSyntax,
        ...localeFormatting,
        ...intlFormatters,
      ],
    },
  },
  {
    files: ["**/*.js"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // tests/support's useBrowser() and friends are test helpers, not React hooks.
    files: ["tests/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
