// @vitest-environment node
/**
 * No visible sentence lives in a component (issue: content in files): every text a visitor
 * reads or hears comes from content/. Scans every .tsx file under src/ for JSX text and
 * for string literals given to the attributes that are read out or shown.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../scripts/paths.ts";

const SHOWN_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "alt",
  "title",
  "placeholder",
  "label",
  "heading",
  "text",
  "lead",
  "message",
]);
/** Letters making a word: a lone "*", "404" or "•" is a mark, not copy. */
const WORDS = /\p{L}{2,}/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith(".tsx") ? [full] : [];
  });
}

/** "src/app/NotFoundPage.tsx:16: Sorry, we were unable…" for every piece of copy found. */
export function copyInComponent(file: string, source: string): string[] {
  const found: string[] = [];
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const report = (node: ts.Node, text: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(projectRoot, file)}:${line + 1}: ${text.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, node.text);
    const attribute = ts.isJsxAttribute(node) ? node.name.getText() : "";
    // Shown attributes, and any prop named like one ("previousLabel", "homeLabel").
    if (ts.isJsxAttribute(node) && (SHOWN_ATTRIBUTES.has(attribute) || /Label$/.test(attribute))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value) && WORDS.test(value.text)) report(node, value.text);
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) ||
        ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      ts.isJsxElement(node.parent) &&
      WORDS.test(node.expression.text)
    ) {
      report(node, node.expression.text);
    }
    // A template with words around its values: {`Step ${n}: `}, aria-label={`${x} home`}.
    const shownPlace =
      ts.isJsxExpression(node) &&
      (ts.isJsxElement(node.parent) ||
        (ts.isJsxAttribute(node.parent) &&
          (SHOWN_ATTRIBUTES.has(node.parent.name.getText()) ||
            /Label$/.test(node.parent.name.getText()))));
    if (
      ts.isJsxExpression(node) &&
      shownPlace &&
      node.expression &&
      ts.isTemplateExpression(node.expression)
    ) {
      const words = [
        node.expression.head.text,
        ...node.expression.templateSpans.map((s) => s.literal.text),
      ].join(" ");
      if (WORDS.test(words)) report(node, words);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe("components", () => {
  it("the check finds copy in JSX text, shown attributes and string children", () => {
    const sample = `export const A = () => (
      <p aria-label="Close menu" className="x">Hello there {"and you"} {count} * 404</p>
    );
    export const B = () => <C nextLabel="Next logos" n={\`\${a}\${b}\`}>{\`Step \${n}: \`}</C>;`;
    expect(copyInComponent(path.join(projectRoot, "src/A.tsx"), sample)).toEqual([
      "src/A.tsx:2: Close menu",
      "src/A.tsx:2: Hello there",
      "src/A.tsx:2: and you",
      "src/A.tsx:4: Next logos",
      "src/A.tsx:4: Step  :",
    ]);
  });

  it("hold no sentence of visible copy: it all comes from content/", () => {
    const found = tsxFiles(path.join(projectRoot, "src")).flatMap((file) =>
      copyInComponent(file, readFileSync(file, "utf8")),
    );
    expect(found).toEqual([]);
  });
});
