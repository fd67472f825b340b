// @vitest-environment node
/**
 * The content loader and its schemas (content in files): today's content is accepted, and
 * a broken file is refused with a message that names the file, the field and the fault.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContentError, loadContent, untranslatedEntries } from "../../src/content/loader.ts";
import { renderMarkdown } from "../../src/content/markdown.ts";
import { contentFixture, type ContentFixture } from "../support/contentFixture.ts";

let fixture: ContentFixture;
beforeEach(() => {
  fixture = contentFixture();
});
afterEach(() => fixture.remove());

/** The problems loading the fixture reports ([] when it loads). */
function problems(): readonly string[] {
  try {
    loadContent({ dir: fixture.dir });
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe("today's content", () => {
  it("is accepted whole, every collection with its entries", () => {
    const content = loadContent({ dir: fixture.dir });
    expect(content.collections.projects).toHaveLength(8);
    expect(content.collections.clients).toHaveLength(10);
    expect(content.collections.products).toHaveLength(5);
    expect(content.files.length).toBeGreaterThan(40);
  });

  it("fills in settings, figures and counts, and env overrides the settings", () => {
    const content = loadContent({ dir: fixture.dir, env: { VITE_BRAND_NAME: "Acme Studio" } });
    expect(content.settings.brandName).toBe("Acme Studio");
    expect(content.pages.home.title).toBe("Acme Studio — Software Product Development Agency");
    expect(content.pages.products.portfolioHeading).toBe("5 Products • Growing Portfolio");
    expect(content.offer.priceLabel).toBe("€4,500");
  });
});

/** One broken file per collection and kind of fault, and the line it must produce. */
const cases: [string, string, (text: string) => string, string][] = [
  [
    "a missing required field",
    "projects/aeroserve.en.yml",
    (t) => t.replace(/^results:.*\n/m, ""),
    "content/projects/aeroserve.en.yml: results: Required",
  ],
  [
    "a wrong type",
    "projects/aeroserve.en.yml",
    (t) => t.replace(/^id: 3$/m, "id: three"),
    "content/projects/aeroserve.en.yml: id: Invalid input: expected number, received string",
  ],
  [
    "an unknown key (a typo)",
    "testimonials/andreas-georgiou.en.yml",
    (t) => t.replace(/^position:/m, "postion:"),
    "content/testimonials/andreas-georgiou.en.yml: (file): unknown field postion (a typo?)",
  ],
  [
    "a list that no longer has its count",
    "projects/pulp-press.en.yml",
    (t) => t.replace(/^features:\n {2}- [^\n]+\n/m, "features:\n"),
    "content/projects/pulp-press.en.yml: features: Too small: expected array to have exactly 4 items",
  ],
  [
    "a value outside its vocabulary",
    "services/mvp.en.yml",
    (t) => t.replace(/^serviceColor: blue$/m, "serviceColor: red"),
    'content/services/mvp.en.yml: serviceColor: Invalid option: expected one of "blue"|"purple"|"green"',
  ],
  [
    "an unknown placeholder",
    "pages/home.en.yml",
    (t) => t.replace(/^heading: .*$/m, "heading: Welcome to {site.brand}"),
    "content/pages/home.en.yml: heading: unknown placeholder {site.brand}",
  ],
  [
    "a missing section of a legal document",
    "legal/terms.en.md",
    (t) => t.replace(/^## Governing Law\n/m, ""),
    "content/legal/terms.en.md: body: expected 10 sections (## headings), found 9",
  ],
  [
    "a reference to no project",
    "pages/home.en.yml",
    (t) => t.replace(/- aeroserve$/m, "- aerosrve"),
    'content/pages/home.en.yml: recentWork.projects.0: no project "aerosrve" in content/projects/',
  ],
  [
    "a client logo without its image",
    "clients/aeroserve.yml",
    (t) => t.replace(/^image:.*\n/m, ""),
    "content/clients/aeroserve.yml: image: Required",
  ],
  [
    "an FAQ answer of the wrong type",
    "faq/timeline.en.yml",
    (t) => t.replace(/^answer:[\s\S]*$/m, "answer: [one, two]\n"),
    "content/faq/timeline.en.yml: answer: Invalid input: expected string, received array",
  ],
  [
    "a setting that is not an address",
    "settings/site.yml",
    (t) => t.replace(/^supportEmail: .*$/m, "supportEmail: support-at-kymalabs"),
    "content/settings/site.yml: supportEmail: Invalid email address",
  ],
  [
    "two entries in the same place",
    "process/02-design-architecture.en.yml",
    (t) => t.replace(/^number: "02"$/m, 'number: "01"'),
    "content/process/02-design-architecture.en.yml: number: 01 is also used by 01-discovery-strategy.en.yml",
  ],
  [
    "YAML that does not parse",
    "products/eyeblock.en.yml",
    (t) => `${t}\n  - : :\n`,
    "content/products/eyeblock.en.yml: not valid YAML",
  ],
];

describe("a broken file", () => {
  it.each(cases)("%s is refused, naming file and field", (_, file, edit, expected) => {
    fixture.edit(file, edit);
    const found = problems();
    expect(found.some((line) => line.startsWith(expected))).toBe(true);
  });

  it("a file name that is not lowercase words is refused", () => {
    fixture.write("faq/Pricing Question.en.yml", "order: 9\nquestion: Q?\nanswer: A.\n");
    expect(problems()).toContain(
      "content/faq/Pricing Question.en.yml: file name: expected lowercase words joined by hyphens, then .en.yml",
    );
  });

  it("every problem is reported at once", () => {
    fixture.edit("projects/aeroserve.en.yml", (t) => t.replace(/^results:.*\n/m, ""));
    fixture.edit("faq/timeline.en.yml", (t) => t.replace(/^question:/m, "questoin:"));
    const found = problems();
    expect(found).toContain("content/projects/aeroserve.en.yml: results: Required");
    expect(found).toContain("content/faq/timeline.en.yml: question: Required");
    expect(found).toContain(
      "content/faq/timeline.en.yml: (file): unknown field questoin (a typo?)",
    );
  });
});

describe("Markdown bodies", () => {
  it("keep no raw HTML and no script URL", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n[click](javascript:alert(1)) <img src=x onerror="alert(1)">\n\n[data](data:text/html,hi)',
    );
    expect(html).not.toMatch(/<script|<img|href="(javascript|data):/);
    expect(html).toContain("&lt;script&gt;");
  });

  it("link e-mail addresses and site paths, and open other sites in a new tab", () => {
    const html = renderMarkdown(
      "Write to hello@example.com, see [our policy](/privacy) or [Mailgun](https://www.mailgun.com).",
    );
    expect(html).toContain('<a href="mailto:hello@example.com">hello@example.com</a>');
    expect(html).toContain('<a href="/privacy">our policy</a>');
    expect(html).toContain(
      '<a href="https://www.mailgun.com" target="_blank" rel="noopener noreferrer">Mailgun</a>',
    );
  });
});

describe("entries waiting for their translation", () => {
  it("are none today, and an English-only or emptied Greek entry is named", () => {
    expect(untranslatedEntries({ dir: fixture.dir })).toEqual([]);
    fixture.write("projects/aeroserve.el.yml", "");
    fixture.write("faq/new-question.en.yml", fixture.read("faq/" + firstFaq()));
    expect(untranslatedEntries({ dir: fixture.dir }).sort()).toEqual([
      "content/faq/new-question.en.yml (el)",
      "content/projects/aeroserve.en.yml (el)",
    ]);
  });
});

/** The first FAQ entry's English file name. */
function firstFaq(): string {
  return readdirSync(path.join(fixture.dir, "faq")).find((f) => f.endsWith(".en.yml")) ?? "";
}
