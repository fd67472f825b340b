// @vitest-environment node
/**
 * Rooms talk one way, and the linter enforces it (eslint.config.js, DESIGN.md): every zone
 * of import-x/no-restricted-paths fails on a fixture that breaks it, naming the house rule,
 * import-x/no-cycle fails on a real two-file cycle, and an import that keeps the rules
 * passes. The fixtures are linted with the project's own config through ESLint's Node API,
 * as if they were files in the real folders; only type information is switched off (the
 * fixtures are not on disk, so the TypeScript project cannot hold them, and the boundary
 * rules do not need it), and the zone cases leave out no-cycle to stay fast.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ESLint, type Linter } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../scripts/paths.ts";

const typesOff = tseslint.configs.disableTypeChecked as Linter.Config;
const linters = {
  /** The project's config as it is (type information off). */
  all: new ESLint({ cwd: projectRoot, overrideConfig: typesOff }),
  /** Without no-cycle, which would follow each zone fixture's imports through the whole app. */
  zones: new ESLint({
    cwd: projectRoot,
    overrideConfig: [typesOff, { rules: { "import-x/no-cycle": "off" } }],
  }),
};

/** Every problem ESLint reports for `code` as the file `filePath` (relative to the root). */
async function lint(
  filePath: string,
  code: string,
  eslint: ESLint = linters.zones,
): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(projectRoot, filePath) });
  return result?.messages ?? [];
}

/** Each problem as "rule: message", so a failure shows what was reported instead. */
const reported = (messages: Linter.LintMessage[]) =>
  messages.map((message) => `${message.ruleId ?? "(none)"}: ${message.message}`);

/** `count` boundary errors on `filePath`, each naming `houseRule`, and nothing else. */
async function expectBoundaryErrors(
  filePath: string,
  code: string,
  houseRule: string,
  count = 1,
): Promise<void> {
  const messages = await lint(filePath, code);
  expect(reported(messages)).toHaveLength(count);
  for (const message of messages) {
    expect(message.ruleId).toBe("import-x/no-restricted-paths");
    expect(message.message).toContain(`House rule: ${houseRule}`);
  }
}

/** Generous: the machine's two cores are often busy with other work. */
const LINT_TIMEOUT = 30_000;

// Loading the config, the plugins and the parser takes a second when the machine is quiet
// and much longer when it is busy; do it once, before the timed cases.
beforeAll(async () => {
  for (const eslint of Object.values(linters)) {
    await lint("src/__lint_warmup__.ts", "export const warm = true;\n", eslint);
  }
}, 60_000);

describe("lint boundaries (import-x/no-restricted-paths)", { timeout: LINT_TIMEOUT }, () => {
  it("ui imports nothing from pages, sections, layout or app", async () => {
    await expectBoundaryErrors(
      "src/ui/__lint_fixture__.tsx",
      [
        'import { HomePage } from "../pages/home/HomePage.tsx";',
        'import { ClientsSection } from "../sections/ClientsSection.tsx";',
        'import { Footer } from "../layout/Footer.tsx";',
        'import { Layout } from "../app/Layout.tsx";',
        "export const pieces = [HomePage, ClientsSection, Footer, Layout];",
      ].join("\n"),
      "ui is below sections and pages (pages -> sections -> ui -> theme)",
      4,
    );
  });

  it("sections import nothing from pages or app", async () => {
    await expectBoundaryErrors(
      "src/sections/__lint_fixture__.tsx",
      [
        'import { StatsStrip } from "../pages/about/sections/StatsStrip.tsx";',
        'import { PageMeta } from "../app/PageMeta.tsx";',
        "export const pieces = [StatsStrip, PageMeta];",
      ].join("\n"),
      "sections are below pages",
      2,
    );
  });

  it("theme imports nothing from src/", async () => {
    await expectBoundaryErrors(
      "theme/__lint_fixture__.ts",
      'import { Container } from "../src/ui/Container.tsx";\nexport const pieces = [Container];',
      "theme is the ground floor",
    );
  });

  it("content imports no component and no code room", async () => {
    await expectBoundaryErrors(
      "src/content/__lint_fixture__.ts",
      [
        // A room of code (a plain .ts module) ...
        'import { CONTACT_FIELDS } from "../contact/rules/fields.ts";',
        // ... and a component outside those rooms.
        'import { render } from "../entry-server.tsx";',
        "export const pieces = [CONTACT_FIELDS, render];",
      ].join("\n"),
      "content is imported, never imports code",
      2,
    );
  });

  it("server imports from the client side only the contact rules and the content loader", async () => {
    await expectBoundaryErrors(
      "server/__lint_fixture__.ts",
      [
        // Closed: a component of contact/, and content other than the loader.
        'import { ContactForm } from "../src/contact/ContactForm.tsx";',
        'import { site } from "../src/content/site.ts";',
        // Open: the shared contact rules, the loader and its schema.
        'import { CONTACT_FIELDS } from "../src/contact/rules/fields.ts";',
        'import { loadSiteSettings } from "../src/content/loader.ts";',
        'import { siteSettingsSchema } from "../src/content/schema.ts";',
        "export const pieces = [ContactForm, site, CONTACT_FIELDS, loadSiteSettings, siteSettingsSchema];",
      ].join("\n"),
      "server/ imports from the client side only the shared contact rules",
      2,
    );
  });

  it("nothing outside tests/ imports tests/ (a new script included)", async () => {
    for (const [filePath, helper] of [
      ["src/app/__lint_fixture__.ts", "../../tests/support/chromium.ts"],
      ["scripts/__lint_fixture__.ts", "../tests/support/chromium.ts"],
    ] as const) {
      await expectBoundaryErrors(
        filePath,
        `import { findChromium } from "${helper}";\nexport const pieces = [findChromium];`,
        "nothing imports tests/",
      );
    }
  });

  it("the runner, bench and image scripts use only tests/support's chromium, nginx and budget", async () => {
    await expectBoundaryErrors(
      "scripts/test.ts",
      [
        'import { findChromium } from "../tests/support/chromium.ts";',
        'import { startNginx } from "../tests/support/nginx.ts";',
        'import { fixture } from "../tests/support/setup-unit.ts";',
        "export const pieces = [findChromium, startNginx, fixture];",
      ].join("\n"),
      "nothing imports tests/; the runner, bench and image scripts may use only",
    );
  });

  it("the product imports nothing from scripts/ or bench/", async () => {
    await expectBoundaryErrors(
      "server/__lint_fixture__.ts",
      [
        'import { projectRoot } from "../scripts/paths.ts";',
        'import { relayBench } from "../bench/relay.ts";',
        "export const pieces = [projectRoot, relayBench];",
      ].join("\n"),
      "the product does not import scripts/ or bench/",
      2,
    );
  });

  it("passes imports that keep the rules (virtual content modules included)", async () => {
    const messages = await lint(
      "src/sections/__lint_fixture__.tsx",
      [
        'import { settings } from "content:settings";',
        'import { tokens } from "../../theme/tokens.ts";',
        'import { site } from "../content/site.ts";',
        'import { Section } from "../ui/Section.tsx";',
        "export const pieces = [settings, tokens, site, Section];",
      ].join("\n"),
      linters.all,
    );
    expect(reported(messages)).toEqual([]);
  });
});

describe("lint boundaries (import-x/no-cycle)", { timeout: LINT_TIMEOUT }, () => {
  // A cycle needs both modules on disk: no-cycle follows the imports through the files.
  let folder = "";
  beforeAll(() => {
    folder = mkdtempSync(path.join(projectRoot, "src", "__lint_fixture__"));
    writeFileSync(
      path.join(folder, "a.ts"),
      'import { b } from "./b.ts";\nexport const a = () => b;\n',
    );
    writeFileSync(
      path.join(folder, "b.ts"),
      'import { a } from "./a.ts";\nexport const b = () => a;\n',
    );
  });
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it("fails on two modules that import each other", async () => {
    const file = path.relative(projectRoot, path.join(folder, "a.ts"));
    const messages = await lint(
      file,
      'import { b } from "./b.ts";\nexport const a = () => b;\n',
      linters.all,
    );
    expect(reported(messages)).toEqual(["import-x/no-cycle: Dependency cycle detected"]);
  });
});

describe("static styles (no-restricted-syntax)", { timeout: LINT_TIMEOUT }, () => {
  const styledFile = (interpolation: string) =>
    [
      'import styled from "styled-components";',
      'import { tokens as theme } from "../../theme/tokens.ts";',
      `export const Box = styled.div<{ $wide?: boolean }>\`gap: \${${interpolation}};\`;`,
      "export const gutter = theme.space[2];",
      "",
    ].join("\n");

  it("refuses an interpolation that only reads the theme, and names the fix", async () => {
    const messages = await lint(
      "src/ui/__lint_fixture__.tsx",
      styledFile("({ theme }) => theme.space[4]"),
    );
    expect(reported(messages)).toHaveLength(1);
    expect(messages[0]?.ruleId).toBe("no-restricted-syntax");
    expect(messages[0]?.message).toContain("Read the tokens directly");
  });

  it("accepts the token itself, and a function of the component's props", async () => {
    expect(
      reported(await lint("src/ui/__lint_fixture__.tsx", styledFile("theme.space[4]"))),
    ).toEqual([]);
    expect(
      reported(
        await lint(
          "src/ui/__lint_fixture__.tsx",
          styledFile('({ $wide }) => ($wide ? theme.space[8] : "0")'),
        ),
      ),
    ).toEqual([]);
  });
});

describe("locale formatting in page code (no-restricted-syntax)", { timeout: LINT_TIMEOUT }, () => {
  const formatting = [
    'export const count = (5000).toLocaleString("el-GR");',
    "export const day = new Date().toLocaleDateString();",
    'export const price = new Intl.NumberFormat("en").format(5);',
    'export const date = new Intl.DateTimeFormat("el").format(new Date());',
    "",
  ].join("\n");

  it("refuses toLocaleString and Intl's number and date formatters in src/, naming the fix", async () => {
    const messages = await lint("src/ui/__lint_fixture__.ts", formatting);
    expect(reported(messages)).toHaveLength(4);
    for (const message of messages) {
      expect(message.ruleId).toBe("no-restricted-syntax");
      expect(message.message).toContain("write the number or date out");
    }
  });

  it("still applies the house's other syntax rules in src/", async () => {
    const messages = await lint(
      "src/ui/__lint_fixture__.ts",
      'import { z } from "zod";\nexport { z };\n',
    );
    expect(reported(messages)).toEqual([expect.stringContaining('import * as z from "zod"')]);
  });

  it("accepts them where they do not run in a page: the content loader, tests and scripts", async () => {
    for (const file of [
      "src/content/loader.ts",
      "tests/__lint_fixture__.test.ts",
      "scripts/__lint_fixture__.ts",
    ]) {
      const messages = await lint(file, formatting);
      expect(
        reported(messages).filter((text) => text.startsWith("no-restricted-syntax")),
        file,
      ).toEqual([]);
    }
  });
});

describe("links to routes (no-restricted-imports)", { timeout: LINT_TIMEOUT }, () => {
  it("refuses react-router's Link and NavLink, and names the site's own", async () => {
    const messages = await lint(
      "src/ui/__lint_fixture__.tsx",
      'import { Link, NavLink, useLocation } from "react-router";\nexport { Link, NavLink, useLocation };\n',
    );
    expect(reported(messages)).toHaveLength(2);
    for (const message of messages) {
      expect(message.ruleId).toBe("no-restricted-imports");
      expect(message.message).toContain("src/ui/RouterLink.tsx");
    }
  });

  it("accepts the site's Link and react-router's hooks", async () => {
    const code = [
      'import { useLocation } from "react-router";',
      'import { Link, NavLink } from "./RouterLink.tsx";',
      "export { Link, NavLink, useLocation };",
      "",
    ].join("\n");
    expect(reported(await lint("src/ui/__lint_fixture__.tsx", code))).toEqual([]);
  });
});

describe("icons (no-restricted-syntax)", { timeout: LINT_TIMEOUT }, () => {
  it("refuses lucide-react's barrel, imported or re-exported, and names the icon's own module", async () => {
    const code = [
      'import { ArrowRight } from "lucide-react";',
      'export { X } from "lucide-react";',
      'export const icons = () => import("lucide-react");',
      "export { ArrowRight };",
      "",
    ].join("\n");
    const messages = reported(await lint("src/ui/__lint_fixture__.tsx", code));
    expect(messages).toHaveLength(3);
    for (const message of messages) {
      expect(message).toMatch(/^no-restricted-syntax: .*"lucide-react\/icons\/arrow-right"/);
    }
  });

  it("accepts an icon's own module, and the barrel's types", async () => {
    const code = [
      'import type { LucideIcon } from "lucide-react";',
      'import ArrowRight from "lucide-react/icons/arrow-right";',
      "export const icon: LucideIcon = ArrowRight;",
      "",
    ].join("\n");
    expect(reported(await lint("src/ui/__lint_fixture__.tsx", code))).toEqual([]);
  });
});
