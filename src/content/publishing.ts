/**
 * Reads what the agency publishes (Node only, called by the loader): a case study for
 * every project, the articles and their authors. Each becomes the data of its page,
 * ready to render: bodies as sanitised HTML, neighbours, related articles, reading time.
 * Problems are reported as "file: field: message", like every other content file.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type * as z from "zod";
import { renderDocument, splitFrontMatter, splitSections } from "./markdown.ts";
import { summaryOf } from "./publishedFiles.ts";
import {
  articleSchema,
  authorSchema,
  caseStudySchema,
  caseStudySectionCount,
  type Author,
} from "./publishingSchema.ts";
import type { ArticlePageData, CaseStudyPageData, Published } from "./publishingTypes.ts";
import type { Project, Testimonial } from "./schema.ts";

/** What the publishing reader needs of the loader's reader. */
export interface ContentReader {
  problems: string[];
  files: string[];
  file(relative: string): string;
  name(file: string): string;
  yaml(file: string, source: string): unknown;
  read(file: string): unknown;
  parse<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> | undefined;
  fill(file: string, value: never, at: PropertyKey[]): unknown;
  /** Site links of a rendered body kept in the body's language. */
  localLinks(html: string): string;
}

/** Words read per minute, for "5 min read". */
const WORDS_PER_MINUTE = 220;
const SLUG_FILE = (locale: string) =>
  new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*)\\.${locale}\\.(md|yml)$`);

export function loadPublished(
  reader: ContentReader,
  locale: string,
  data: { projects: readonly Project[]; testimonials: readonly Testimonial[] },
): Published {
  const authors = entries(reader, "authors", locale).flatMap(({ slug, file }) => {
    const author = reader.parse(file, authorSchema, reader.read(file));
    return author ? [{ slug, ...author }] : [];
  });
  return {
    projects: data.projects,
    caseStudies: caseStudies(reader, locale, data),
    articles: articles(reader, locale, authors),
  };
}

function entries(reader: ContentReader, folder: string, locale: string) {
  const dir = reader.file(folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((fileName) => {
      const file = path.join(dir, fileName);
      const match = SLUG_FILE("[a-z]{2}").exec(fileName);
      if (!match) {
        reader.problems.push(`${reader.name(file)}: file name: expected <slug>.<language>.md`);
        return [];
      }
      if (!SLUG_FILE(locale).test(fileName)) return [];
      // An empty translation is no translation: the CMS leaves an empty file for a
      // language nobody filled in (docs/decisions/023-cms.md).
      if (locale !== "en" && readFileSync(file, "utf8").trim() === "") return [];
      return [{ slug: match[1] ?? "", file }];
    });
}

/** Front matter validated, body with placeholders filled; undefined when broken. */
function readMarkdown<S extends z.ZodType>(reader: ContentReader, file: string, schema: S) {
  reader.files.push(file);
  const parts = splitFrontMatter(readFileSync(file, "utf8"));
  if (!parts) {
    reader.problems.push(`${reader.name(file)}: front matter: expected a --- block at the top`);
    return undefined;
  }
  const front = reader.parse(file, schema, reader.yaml(file, parts.frontMatter));
  const body = reader.fill(file, parts.body as never, ["body"]) as string;
  return front && { front, body };
}

function render(reader: ContentReader, file: string, markdown: string) {
  const rendered = renderDocument(markdown, (src) => imageSize(reader, src));
  for (const problem of rendered.problems)
    reader.problems.push(`${reader.name(file)}: body: ${problem}`);
  return { ...rendered, html: reader.localLinks(rendered.html) };
}

function caseStudies(
  reader: ContentReader,
  locale: string,
  data: { projects: readonly Project[]; testimonials: readonly Testimonial[] },
): CaseStudyPageData[] {
  const found = new Map(entries(reader, "case-studies", locale).map((e) => [e.slug, e.file]));
  const studies: Omit<CaseStudyPageData, "previous" | "next">[] = [];
  for (const project of data.projects) {
    const file = found.get(project.slug);
    found.delete(project.slug);
    if (!file) {
      const expected = reader.file(`case-studies/${project.slug}.${locale}.md`);
      reader.problems.push(
        `${reader.name(expected)}: file is missing (every project has a case study)`,
      );
      continue;
    }
    const read = readMarkdown(reader, file, caseStudySchema);
    if (!read) continue;
    const sections = splitSections(read.body).map(({ id, title, markdown }) => ({
      id,
      title,
      body: {
        key: `case-studies/${project.slug}#${id}`,
        html: render(reader, file, markdown).html,
      },
    }));
    if (sections.length !== caseStudySectionCount) {
      reader.problems.push(
        `${reader.name(file)}: body: expected ${caseStudySectionCount} sections (## headings), found ${sections.length}`,
      );
    }
    const testimonial = read.front.testimonial;
    const quote = testimonial ? data.testimonials.find((t) => t.slug === testimonial) : undefined;
    if (testimonial && !quote) {
      reader.problems.push(
        `${reader.name(file)}: testimonial: no testimonial "${testimonial}" in content/testimonials/`,
      );
    }
    studies.push({
      slug: project.slug,
      project,
      study: { ...read.front, sections },
      testimonial: quote,
    });
  }
  for (const file of found.values()) {
    reader.problems.push(
      `${reader.name(file)}: file name: no project with this slug in content/projects/`,
    );
  }
  // Neighbours in the order of the projects page, wrapping around.
  return studies.map((study, index) => {
    const at = (offset: number) => studies[(index + offset + studies.length) % studies.length];
    const link = (other = study) => ({ slug: other.slug, title: other.project.title });
    return { ...study, previous: link(at(-1)), next: link(at(1)) };
  });
}

function articles(
  reader: ContentReader,
  locale: string,
  authors: readonly Author[],
): ArticlePageData[] {
  const full: ArticlePageData["article"][] = [];
  for (const { slug, file } of entries(reader, "insights", locale)) {
    const read = readMarkdown(reader, file, articleSchema);
    if (!read) continue;
    const { draft, author: authorSlug, ...front } = read.front;
    const author = authors.find((a) => a.slug === authorSlug);
    if (!author)
      reader.problems.push(
        `${reader.name(file)}: author: no author "${authorSlug}" in content/authors/`,
      );
    if (front.updated && front.updated < front.published) {
      reader.problems.push(`${reader.name(file)}: updated: earlier than published`);
    }
    const rendered = render(reader, file, read.body);
    if (draft || !author) continue;
    full.push({
      slug,
      ...front,
      readingMinutes: Math.max(1, Math.round(rendered.words / WORDS_PER_MINUTE)),
      words: rendered.words,
      author,
      headings: rendered.headings.filter((h) => h.level === 2),
      body: { key: `insights/${slug}`, html: rendered.html },
    });
  }
  full.sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));
  return full.map((article) => ({
    article,
    // Most topics in common first, then the newest (the list is newest first already).
    related: full
      .filter((other) => other.slug !== article.slug)
      .map((other) => ({
        other,
        shared: other.tags.filter((t) => article.tags.includes(t)).length,
      }))
      .sort((a, b) => b.shared - a.shared)
      .slice(0, 3)
      .map(({ other }) => summaryOf(other)),
  }));
}

/** Width and height of an image under content/media/, from the file itself. */
function imageSize(
  reader: ContentReader,
  src: string,
): { width: number; height: number } | undefined {
  const match = /^\/media\/([a-z0-9/._-]+)$/.exec(src);
  if (!match?.[1] || match[1].includes("..")) return undefined;
  const file = reader.file(path.join("media", match[1]));
  if (!existsSync(file)) return undefined;
  const bytes = readFileSync(file);
  if (file.endsWith(".svg")) {
    const box = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(bytes.toString("utf8"));
    return box ? { width: Number(box[1]), height: Number(box[2]) } : undefined;
  }
  if (bytes.subarray(1, 4).toString() === "PNG") {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  return jpegSize(bytes) ?? webpSize(bytes);
}

/** A JPEG's size, from its start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return undefined;
}

/** A WebP's size (lossy, lossless or extended). */
function webpSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.subarray(0, 4).toString() !== "RIFF" || bytes.subarray(8, 12).toString() !== "WEBP") {
    return undefined;
  }
  const chunk = bytes.subarray(12, 16).toString();
  if (chunk === "VP8X") {
    return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  }
  if (chunk === "VP8L") {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  if (chunk === "VP8 ") {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return undefined;
}
