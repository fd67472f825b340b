/**
 * Editing without a developer, end to end (issue 24, docs/decisions/023-cms.md): /admin in
 * Chromium against decap-server's local backend on a temporary copy of content/, with the
 * editor's production CSP. An article is created (title, tags, Markdown body) and its file
 * checked; a build shows it at /insights/<slug> and in /rss.xml; a case study's results are
 * changed in Greek and the /el page follows; a price is fixed in the settings; another
 * article is deleted and the build has no trace of it in either language. The build, a
 * production one, also answers what ships: /admin's headers and noindex, no CMS code
 * outside /admin, no local backend in its config. One build (about 20 s on a quiet machine)
 * of everything the editor did.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { parse as parseYaml } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContentSecurityPolicy, contentSecurityPolicy } from "../../deploy/headers.ts";
import { writeAdmin } from "../../scripts/cmsAdmin.ts";
import { buildAdminPreview } from "../../scripts/cmsPreviewBuild.ts";
import { projectRoot } from "../../scripts/paths.ts";
import { createStaticServer, listen } from "../../scripts/serve.ts";
import { openPage, useBrowser } from "../support/browser.ts";
import { startEditorServer, type EditorServer } from "../support/cmsEditor.ts";
import { contentFixture, type ContentFixture } from "../support/contentFixture.ts";
import { buildSiteForTest } from "../support/siteBuild.ts";

const BUILD_TIMEOUT = 240_000;
const SLUG = "notes-from-the-editor";
const TITLE = "Notes from the editor";
const GREEK_RESULT = "3 εβδομάδες";
/** An article in both languages that no other content links to: the one deleted. */
const DELETED = "fixed-price-vs-time-and-materials";

function build(contentDir: string, outDir: string): void {
  const result = buildSiteForTest(outDir, {
    ...process.env,
    CONTENT_DIR: contentDir,
    NODE_ENV: "production",
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
}

/** Every file under `dir`, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((file) =>
    statSync(path.join(dir, file)).isFile(),
  );
}

/** A Markdown file's front matter (parsed) and body (trimmed). */
function splitFile(text: string): { front: Record<string, unknown>; body: string } {
  const [, front = "", body = ""] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text) ?? [];
  return { front: parseYaml(front) as Record<string, unknown>, body: body.trim() };
}

/** A file of the repository's own content/, as the copy started. */
const original = (relative: string) =>
  readFileSync(path.join(projectRoot, "content", relative), "utf8");

/** The deleted article's English title, as its file had it (its front matter, parsed). */
function deletedTitle(): string {
  const { title } = splitFile(original(`insights/${DELETED}.en.md`)).front;
  if (typeof title !== "string" || title === "")
    throw new Error(`content/insights/${DELETED}.en.md has no title`);
  return title;
}

const browser = useBrowser();
let fixture: ContentFixture;
let editor: EditorServer;
let adminSite: string;
const outDir = path.join(projectRoot, ".cache", "dist-cms-e2e");

beforeAll(async () => {
  fixture = contentFixture();
  // A photo as the editor's media library leaves it (content/media/uploads/).
  mkdirSync(path.join(fixture.dir, "media", "uploads"), { recursive: true });
  await sharp({
    create: { width: 1600, height: 900, channels: 3, background: { r: 30, g: 60, b: 120 } },
  })
    .jpeg()
    .toFile(path.join(fixture.dir, "media", "uploads", "quote-screen.jpg"));
  // /admin/ alone (Decap's files, our preview, the page): no site build needed to edit.
  adminSite = mkdtempSync(path.join(os.tmpdir(), "admin-site-"));
  await buildAdminPreview({
    outDir: adminSite,
    mode: "production",
    logLevel: "warn",
    minify: true,
  });
  await writeAdmin(adminSite, {}, { compress: false });
  editor = await startEditorServer({ siteDir: adminSite, repoDir: path.dirname(fixture.dir) });
}, 120_000);

afterAll(async () => {
  await editor.close();
  fixture.remove();
  rmSync(adminSite, { recursive: true, force: true });
  rmSync(outDir, { recursive: true, force: true });
});

/** The editor, signed in to the local backend (Markdown fields open in plain-text mode). */
async function openEditor(hash: string): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await openPage(browser(), { viewport: { width: 1366, height: 900 } });
  await page.goto(`${editor.url}/admin/`);
  await page.getByRole("button", { name: "Login" }).click();
  await page.goto(`${editor.url}/admin/#/${hash}`);
  return { page, errors };
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByText("Publish now").click();
  await expect
    .poll(() => page.getByText("Entry saved").count(), { timeout: 15_000 })
    .toBeGreaterThan(0);
}

describe("the editor at /admin against the local backend", () => {
  it("creates an article: its file has the front matter the schema asks for", async () => {
    const { page, errors } = await openEditor("collections/insights/new");
    await page.locator("#title-field-1").fill(TITLE);
    await page.locator("#description-field-2").fill("What changed this week, written in the CMS.");
    await page.locator("#published-field-3").fill("2026-11-20");
    await page.locator("#author-field-5").click();
    await page.getByRole("option", { name: "Sofia Charalambous" }).click();
    for (const tag of ["engineering", "mvp"]) {
      await page.locator("#tags-field-6").click();
      await page.getByRole("option", { name: tag, exact: true }).click();
    }
    const body = page
      .locator('[aria-label="markdown field"]')
      .first()
      .locator('[contenteditable="true"]');
    await body.click();
    await page.keyboard.type(
      "## What we shipped\n\nA **faster** quote screen.\n\n![The new quote screen](/media/uploads/quote-screen.jpg)\n\n## What comes next\n\nThe Greek edition.",
    );
    await publish(page);
    // Nothing the editor needed was refused by its CSP (a refusal is a console error).
    expect(errors).toEqual([]);

    const file = path.join(fixture.dir, "insights", `${SLUG}.en.md`);
    await expect.poll(() => existsSync(file)).toBe(true);
    const [, frontMatter = "", body_ = ""] =
      /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(file, "utf8")) ?? [];
    expect(parseYaml(frontMatter)).toEqual({
      title: TITLE,
      description: "What changed this week, written in the CMS.",
      published: "2026-11-20",
      author: "sofia-charalambous",
      tags: ["engineering", "mvp"],
    });
    expect(body_).toContain("## What we shipped\n\nA **faster** quote screen.");
    // Nobody wrote the Greek version: no Greek article (at most an empty file, which the
    // loader reads as "not translated").
    const greek = path.join(fixture.dir, "insights", `${SLUG}.el.md`);
    if (existsSync(greek)) expect(readFileSync(greek, "utf8").trim()).toBe("");
  });

  it("changes a case study's results in Greek", async () => {
    const { page, errors } = await openEditor("collections/case-studies/entries/aeroserve");
    // The Greek pane's second result figure ("2 εβδομάδες").
    const greekValue = page.locator('input[id^="value-field-"][value="2 εβδομάδες"]');
    await greekValue.fill(GREEK_RESULT);
    await publish(page);
    expect(errors).toEqual([]);
    await expect
      .poll(() => fixture.read("case-studies/aeroserve.el.md"))
      .toContain(`value: ${GREEK_RESULT}`);
    // Nothing else changed: the English file and the rest of the Greek one hold what they
    // held (Decap writes both languages' files back, in its own YAML style).
    const english = splitFile(fixture.read("case-studies/aeroserve.en.md"));
    expect(english).toEqual(splitFile(original("case-studies/aeroserve.en.md")));
    const greek = splitFile(fixture.read("case-studies/aeroserve.el.md"));
    const before = splitFile(original("case-studies/aeroserve.el.md"));
    expect(greek.body).toBe(before.body);
    expect({ ...greek.front, outcomes: undefined }).toEqual({
      ...before.front,
      outcomes: undefined,
    });
  });

  it("fixes a price in the site settings: the number stays a number", async () => {
    const { page, errors } = await openEditor("collections/settings/entries/offer");
    await page.locator("#priceEur-field-1").fill("5200");
    await publish(page);
    expect(errors).toEqual([]);
    await expect
      .poll(() => (parseYaml(fixture.read("settings/offer.yml")) as { priceEur: unknown }).priceEur)
      .toBe(5200);
  });

  it("deletes an article: both its language files go", async () => {
    const { page, errors } = await openEditor(`collections/insights/entries/${DELETED}`);
    page.on("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: /delete/i }).click();
    for (const language of ["en", "el"]) {
      await expect
        .poll(() => existsSync(path.join(fixture.dir, "insights", `${DELETED}.${language}.md`)), {
          timeout: 15_000,
        })
        .toBe(false);
    }
    expect(errors).toEqual([]);
  });

  describe("a production build of what was saved", () => {
    beforeAll(() => build(fixture.dir, outDir), BUILD_TIMEOUT);
    /** The built site's pages, scripts, data and feeds outside /admin. */
    const siteFiles = () =>
      filesUnder(outDir).filter(
        (file) => !file.startsWith("admin/") && /\.(html|js|json|xml)$/.test(file),
      );

    it("shows the article at /insights/<slug> and in /rss.xml", () => {
      const html = readFileSync(path.join(outDir, "insights", SLUG, "index.html"), "utf8");
      expect(html).toContain(TITLE);
      expect(html).toContain("<strong>faster</strong>");
      // The uploaded photo: resized and converted, with its size, nothing shifts.
      expect(html).toMatch(
        /<picture><source type="image\/avif" srcset="\/media\/uploads\/quote-screen-480w\.avif 480w/,
      );
      expect(html).toMatch(/alt="The new quote screen" width="1600" height="900"/);
      for (const file of [
        "quote-screen-960w.avif",
        "quote-screen-960w.webp",
        "quote-screen-1600w.jpg",
      ]) {
        expect(existsSync(path.join(outDir, "media", "uploads", file)), file).toBe(true);
      }
      expect(readFileSync(path.join(outDir, "rss.xml"), "utf8")).toContain(`/insights/${SLUG}`);
      expect(existsSync(path.join(outDir, "el", "insights", SLUG))).toBe(false);
    });

    it("shows the Greek result on /el/projects/aeroserve", () => {
      const greek = readFileSync(path.join(outDir, "el/projects/aeroserve/index.html"), "utf8");
      expect(greek).toContain(GREEK_RESULT);
      const english = readFileSync(path.join(outDir, "projects/aeroserve/index.html"), "utf8");
      expect(english).not.toContain(GREEK_RESULT);
    });

    it("shows the new price on the offer's page, in both languages' formats", () => {
      const english = readFileSync(path.join(outDir, "lp/mvp-offer/index.html"), "utf8");
      expect(english).toContain("€5,200");
      const greek = readFileSync(path.join(outDir, "el/lp/mvp-offer/index.html"), "utf8");
      expect(greek).toMatch(/5\.200\s€/);
    });

    it("ships /admin with its own CSP and noindex, and never the local backend", async () => {
      const server = createStaticServer({ root: outDir });
      const origin = await listen(server, 0);
      try {
        const admin = await fetch(`${origin}/admin/`);
        expect(admin.status).toBe(200);
        expect(admin.headers.get("content-security-policy")).toBe(adminContentSecurityPolicy());
        expect(admin.headers.get("x-robots-tag")).toMatch(/noindex/);
        expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow">');
        const home = await fetch(`${origin}/`);
        expect(home.headers.get("content-security-policy")).toBe(contentSecurityPolicy());
        expect(home.headers.get("content-security-policy")).not.toContain("unsafe-eval");
        expect(home.headers.get("x-robots-tag")).toBeNull();
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      const config = parseYaml(readFileSync(path.join(outDir, "admin/config.yml"), "utf8")) as {
        local_backend?: unknown;
        backend: { name: string };
      };
      expect(config.local_backend).toBeUndefined();
      expect(config.backend.name).toBe("github");
    });

    it("has no trace of the deleted article, in either language", () => {
      const title = deletedTitle();
      expect(existsSync(path.join(outDir, "insights", DELETED))).toBe(false);
      expect(existsSync(path.join(outDir, "el", "insights", DELETED))).toBe(false);
      for (const file of siteFiles()) {
        const text = readFileSync(path.join(outDir, file), "utf8");
        expect(text, file).not.toContain(DELETED);
        expect(text, file).not.toContain(title);
      }
      // The article list still lists the others.
      expect(readFileSync(path.join(outDir, "insights/index.html"), "utf8")).toContain(TITLE);
    });

    it("keeps CMS code out of every page, and /admin out of the sitemap", () => {
      const outside = siteFiles();
      expect(outside.length).toBeGreaterThan(50);
      for (const file of outside) {
        const text = readFileSync(path.join(outDir, file), "utf8");
        expect(text, file).not.toMatch(/decap|registerPreviewTemplate|\/admin\//i);
      }
      expect(readFileSync(path.join(outDir, "sitemap.xml"), "utf8")).not.toContain("/admin");
    });
  });
});
