// @vitest-environment node
/**
 * Whatever an editor types in the CMS is text, never code on the site (issue 24): raw
 * HTML in a Markdown body is shown as text (markdown-it with html off), and a link to
 * javascript:, data: or vbscript: is not a link. Checked through the one loader, on an
 * article written the way the CMS writes it, and through the preview's renderer (the
 * same module).
 */
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/loader.ts";
import { renderDocument } from "../../src/content/markdown.ts";
import { contentFixture } from "../support/contentFixture.ts";

const HOSTILE = [
  "## Hello",
  "",
  "<script>alert('x')</script>",
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">raw link</a>',
  "",
  "[click me](javascript:alert(1)) and [me too](JAVASCRIPT:alert(2)) and [data](data:text/html;base64,PHNjcmlwdD4=)",
  "and [vb](vbscript:msgbox) and <javascript:alert(3)> and ![pic](javascript:alert(4))",
  "",
].join("\n");

const fixture = contentFixture();
afterAll(() => fixture.remove());

function expectInert(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<img[^>]*onerror/i);
  expect(html).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
  expect(html).not.toMatch(/src="\s*javascript:/i);
  // The raw HTML is there as text, escaped.
  expect(html).toContain("&lt;script&gt;");
}

describe("content written in the CMS", () => {
  it("renders raw HTML and javascript: links inert on the site", () => {
    fixture.write(
      "insights/hostile.en.md",
      [
        "---",
        "title: A hostile article",
        "description: Raw HTML and script links, as an editor could type them.",
        "published: 2026-11-20",
        "author: sofia-charalambous",
        "tags:",
        "  - engineering",
        "---",
        HOSTILE,
      ].join("\n"),
    );
    const content = loadContent({ dir: fixture.dir });
    const article = content.published.articles.find((a) => a.article.slug === "hostile");
    expect(article).toBeDefined();
    expectInert(article?.article.body.html ?? "");
  });

  it("renders them inert in the preview pane too (the same renderer)", () => {
    expectInert(renderDocument(HOSTILE).html);
  });
});
