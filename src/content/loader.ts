/**
 * The one content loader (Node only). It reads content/, checks every file against its
 * schema (schema.ts), fills in {site.…}, {offer.…}, {claims.…} and {count.…} from the
 * settings and the data, and renders Markdown to sanitised HTML. The Vite plugin
 * (scripts/contentPlugin.ts) serves its results to the build, the dev server and the
 * tests; the mail gateway reads the site settings through it too.
 *
 * Errors name the file, the field and what is wrong, one per line:
 *   content/projects/aeroserve.en.yml: results: Required
 *
 * Longer than 300 lines on purpose: one reader walks every kind of file (settings,
 * collections, page copy, legal documents, published pages) into one list of errors, so a
 * broken build names every fault at once; Markdown (markdown.ts) and the published pages
 * (publishing.ts) are already apart.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml, YAMLParseError } from "yaml";
import * as z from "zod";
import { renderMarkdown, splitFrontMatter, splitSections } from "./markdown.ts";
import { loadPublished } from "./publishing.ts";
import { caseStudyCopySchema, insightsCopySchema } from "./publishingSchema.ts";
import type { Published } from "./publishingTypes.ts";
import { localeInfo, localePrefix, locales, type Locale } from "./locales.ts";
import {
  collections,
  legalCopySchema,
  legalDocuments,
  legalSectionCounts,
  offerSchema,
  pageSchemas,
  sharedCollections,
  uiSchemas,
  siteSettingsSchema,
  type CollectionName,
  type LegalDocument,
  type LegalDocumentName,
  type Offer,
  type PageMetaCopy,
  type PageName,
  type Project,
  type SiteSettings,
  type Testimonial,
  type UiName,
} from "./schema.ts";

const here = new URL("../../content", import.meta.url);
/** The repository's content/ (from the working directory where this module is not a file). */
export const defaultContentDir =
  here.protocol === "file:" ? fileURLToPath(here) : path.resolve("content");
/** The content folder a build reads: CONTENT_DIR (a copy, e.g. a test's) or the repository's. */
export const contentDirFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  env.CONTENT_DIR || defaultContentDir;
export { locales, type Locale } from "./locales.ts";

/** An empty translation is no translation (the CMS leaves one, decision 023). */
const isTranslation = (file: string) =>
  existsSync(file) && readFileSync(file, "utf8").trim() !== "";

/** Pages of published content, with their copy in content/pages/ too. */
const publishingPages = { insights: insightsCopySchema, "case-study": caseStudyCopySchema };
type PublishingPageName = keyof typeof publishingPages;

/** Every problem found, each as "file: field: message". */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Content is not valid:\n  ${problems.join("\n  ")}`);
    this.name = "ContentError";
  }
}

export interface LoadOptions {
  /** The content folder (default: the repository's content/). */
  dir?: string;
  /** Env overrides of the site settings (VITE_BRAND_NAME…); default none. */
  env?: Record<string, string | undefined>;
}

/** Env variable that overrides each site setting, per deployment (see .env.example). */
const settingsEnv = {
  brandName: "VITE_BRAND_NAME",
  legalName: "VITE_LEGAL_NAME",
  siteUrl: "VITE_SITE_URL",
  supportEmail: "VITE_SUPPORT_EMAIL",
  bookingUrl: "VITE_BOOKING_URL",
  address: "VITE_ADDRESS",
} as const satisfies Partial<Record<keyof SiteSettings, string>>;
const socialEnv = {
  facebook: "VITE_SOCIAL_FACEBOOK",
  twitter: "VITE_SOCIAL_TWITTER",
  linkedin: "VITE_SOCIAL_LINKEDIN",
} as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Entry = Record<string, unknown> & { slug: string };

export interface Content {
  settings: SiteSettings;
  offer: Offer & { priceLabel: string };
  collections: Record<CollectionName, Entry[]>;
  pages: Record<PageName | PublishingPageName, Record<string, unknown>>;
  /** Case studies and articles, ready for their pages. */
  published: Published;
  legal: Record<LegalDocumentName, LegalDocument>;
  ui: { [K in UiName]: z.output<(typeof uiSchemas)[K]> };
  /** Every content file read, for the dev server's watcher. */
  files: string[];
}

/**
 * Reads and validates the whole of content/ for one language. Throws one ContentError
 * listing every problem, so an editor sees them all at once.
 */
export function loadContent(options: LoadOptions = {}, locale: Locale = "en"): Content {
  const reader = new Reader(options.dir ?? defaultContentDir, locale);
  const settings = reader.settings(options.env ?? {});
  const offerFile = reader.file("settings/offer.yml");
  const offerData = reader.parse(offerFile, offerSchema, reader.read(offerFile));
  const offer = offerData && { ...offerData, priceLabel: formatPrice(offerData.priceEur, locale) };
  reader.vars = settings && offer ? baseVars(settings, offer) : new Map<string, string>();

  const loaded = {} as Record<CollectionName, Entry[]>;
  for (const name of Object.keys(collections) as CollectionName[]) {
    loaded[name] = reader.collection(name, locale);
  }
  for (const name of Object.keys(collections) as CollectionName[]) {
    reader.vars.set(`count.${name}`, String(loaded[name].length));
  }
  const pages = {} as Content["pages"];
  for (const name of Object.keys(pageSchemas) as PageName[]) {
    pages[name] = reader.page(name, locale, loaded.projects as unknown as Project[]);
  }
  for (const [name, schema] of Object.entries(publishingPages)) {
    const file = reader.file(`pages/${name}.${locale}.yml`);
    const copy = reader.parse(file, schema, reader.read(file)) as
      Record<string, unknown> | undefined;
    const { meta, ...rest } = (copy ?? {}) as { meta?: object };
    pages[name as PublishingPageName] = { ...meta, ...rest };
  }
  const published = loadPublished(reader, locale, {
    projects: loaded.projects as unknown as Project[],
    testimonials: loaded.testimonials as unknown as Testimonial[],
  });
  const legal = {} as Content["legal"];
  for (const name of legalDocuments) legal[name] = reader.legal(name, locale);
  const ui = {} as Record<UiName, unknown>;
  for (const name of Object.keys(uiSchemas) as UiName[]) {
    const file = reader.file(`ui/${name}.${locale}.yml`);
    ui[name] = reader.parse(file, uiSchemas[name], reader.read(file));
  }

  if (reader.problems.length > 0 || !settings || !offer) throw new ContentError(reader.problems);
  return {
    settings,
    offer,
    collections: loaded,
    pages,
    published,
    legal,
    ui: ui as Content["ui"],
    files: reader.files,
  };
}

/**
 * Collection entries written in English only (no `.<lang>.yml`, or an empty one): each is
 * left off that language's pages, which is right while it waits for its translation, so
 * the build names them instead of failing (content/projects/new-client.en.yml → el).
 */
export function untranslatedEntries(options: LoadOptions = {}): string[] {
  const dir = options.dir ?? defaultContentDir;
  const found: string[] = [];
  for (const name of Object.keys(collections) as CollectionName[]) {
    const folder = path.join(dir, name);
    if (sharedCollections.has(name) || !existsSync(folder)) continue;
    for (const fileName of readdirSync(folder)
      .filter((f) => f.endsWith(".en.yml"))
      .sort()) {
      for (const locale of locales.filter((l) => l !== "en")) {
        const twin = path.join(folder, fileName.replace(/\.en\.yml$/, `.${locale}.yml`));
        if (!isTranslation(twin)) {
          found.push(
            `${path.relative(path.dirname(dir), path.join(folder, fileName))} (${locale})`,
          );
        }
      }
    }
  }
  return found;
}

/** The site settings with env overrides, for the mail gateway (no other content read). */
export function loadSiteSettings(options: LoadOptions = {}): SiteSettings {
  const reader = new Reader(options.dir ?? defaultContentDir);
  const settings = reader.settings(options.env ?? {});
  if (!settings) throw new ContentError(reader.problems);
  return settings;
}

/** One shared part's copy (content/ui/<name>.<lang>.yml), for the mail gateway's pages. */
export function loadUiCopy<K extends UiName>(
  name: K,
  options: LoadOptions = {},
  locale: Locale = "en",
): Content["ui"][K] {
  const reader = new Reader(options.dir ?? defaultContentDir, locale);
  const settings = reader.settings(options.env ?? {});
  const offerFile = reader.file("settings/offer.yml");
  const offerData = reader.parse(offerFile, offerSchema, reader.read(offerFile));
  if (settings && offerData) {
    const offer = { ...offerData, priceLabel: formatPrice(offerData.priceEur, locale) };
    reader.vars = baseVars(settings, offer);
  }
  const file = reader.file(`ui/${name}.${locale}.yml`);
  const copy = reader.parse(file, uiSchemas[name], reader.read(file));
  if (reader.problems.length > 0 || copy === undefined) throw new ContentError(reader.problems);
  return copy as Content["ui"][K];
}

/** "€4,500" on English pages, "4.500 €" on Greek ones. */
export function formatPrice(euros: number, locale: Locale): string {
  const tag = { en: "en-IE", el: localeInfo.el.intl }[locale];
  return new Intl.NumberFormat(tag, {
    style: "currency",
    currency: "EUR",
    maximumFractionDigits: 0,
  }).format(euros);
}

function baseVars(settings: SiteSettings, offer: Content["offer"]): Map<string, string> {
  const vars = new Map<string, string>();
  for (const [key, value] of Object.entries(settings)) {
    if (typeof value === "string") vars.set(`site.${key}`, value);
  }
  for (const [key, value] of Object.entries(offer)) {
    if (typeof value !== "object") vars.set(`offer.${key}`, String(value));
  }
  for (const [key, value] of Object.entries(offer.claims)) vars.set(`claims.${key}`, value);
  return vars;
}

class Reader {
  problems: string[] = [];
  files: string[] = [];
  vars = new Map<string, string>();

  constructor(
    readonly dir: string,
    readonly locale: Locale = "en",
  ) {}

  /**
   * Links to the site's own pages in a rendered body stay in its language: on a Greek
   * page, [contact](/contact) leads to /el/contact (media and files keep their paths).
   */
  localLinks(html: string): string {
    const prefix = localePrefix(this.locale);
    if (!prefix) return html;
    return html.replace(
      /href="\/(?!media\/|assets\/|data\/|og\/)([^"]*)"/g,
      (_whole, rest: string) => `href="${prefix}${rest ? `/${rest}` : ""}"`,
    );
  }

  file(relative: string): string {
    return path.join(this.dir, relative);
  }

  /** "content/projects/aeroserve.en.yml", as an editor would find the file. */
  name(file: string): string {
    return path.join(path.basename(this.dir), path.relative(this.dir, file));
  }

  read(file: string): unknown {
    this.files.push(file);
    if (!existsSync(file)) {
      this.problems.push(`${this.name(file)}: file is missing`);
      return undefined;
    }
    return this.yaml(file, readFileSync(file, "utf8"));
  }

  yaml(file: string, source: string): unknown {
    try {
      return parseYaml(source, { prettyErrors: true });
    } catch (error) {
      const detail = error instanceof YAMLParseError ? error.message.split("\n")[0] : String(error);
      this.problems.push(`${this.name(file)}: not valid YAML: ${detail}`);
      return undefined;
    }
  }

  /** Fills placeholders, then validates; undefined (and a problem noted) when invalid. */
  parse<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> | undefined {
    if (data === undefined) return undefined;
    const filled = this.fill(file, data as Json, []);
    const result = schema.safeParse(filled);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      this.problems.push(`${this.name(file)}: ${fieldOf(issue.path)}: ${messageOf(issue)}`);
    }
    return undefined;
  }

  /** {site.brandName}, {offer.deliveryWeeks}, {count.products}: filled at build time. */
  fill(file: string, value: Json, at: PropertyKey[]): Json {
    if (typeof value === "string") {
      return value.replace(/\{([a-z]+)\.([A-Za-z]+)\}/g, (whole, space: string, key: string) => {
        const found = this.vars.get(`${space}.${key}`);
        if (found !== undefined) return found;
        this.problems.push(`${this.name(file)}: ${fieldOf(at)}: unknown placeholder ${whole}`);
        return whole;
      });
    }
    if (Array.isArray(value))
      return value.map((item, index) => this.fill(file, item, [...at, index]));
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [key, this.fill(file, item, [...at, key])]),
      );
    }
    return value;
  }

  settings(env: Record<string, string | undefined>): SiteSettings | undefined {
    const file = this.file("settings/site.yml");
    const data = this.read(file);
    if (!data || typeof data !== "object") return this.parse(file, siteSettingsSchema, data);
    const merged = { ...(data as Record<string, unknown>) };
    for (const [key, name] of Object.entries(settingsEnv)) {
      const override = env[name]?.trim();
      if (override) merged[key] = key === "siteUrl" ? override.replace(/\/+$/, "") : override;
    }
    const social = { ...((merged.social ?? {}) as Record<string, unknown>) };
    for (const [key, name] of Object.entries(socialEnv)) {
      const override = env[name]?.trim();
      if (override) social[key] = override;
    }
    merged.social = social;
    return this.parse(file, siteSettingsSchema, merged);
  }

  collection(name: CollectionName, locale: Locale): Entry[] {
    const folder = this.file(name);
    const suffix = sharedCollections.has(name) ? ".yml" : `.${locale}.yml`;
    const names = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith(".yml")) : [];
    const entries: Entry[] = [];
    const pattern = sharedCollections.has(name)
      ? /^([a-z0-9]+(?:-[a-z0-9]+)*)\.yml$/
      : /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.yml$/;
    for (const fileName of names.sort()) {
      const file = path.join(folder, fileName);
      const parts = pattern.exec(fileName);
      if (!parts?.[1]) {
        this.problems.push(
          `${this.name(file)}: file name: expected lowercase words joined by hyphens, then ${suffix}`,
        );
        continue;
      }
      if (!fileName.endsWith(suffix)) continue; // another language's entry
      if (locale !== "en" && !isTranslation(file)) continue;
      const slug = parts[1];
      const entry = this.parse(file, collections[name], this.read(file));
      if (entry) entries.push({ slug, ...(entry as Record<string, unknown>) });
    }
    const key = name === "projects" ? "id" : name === "process" ? "number" : "order";
    const seen = new Map<unknown, string>();
    for (const entry of entries) {
      const other = seen.get(entry[key]);
      if (other !== undefined) {
        this.problems.push(
          `${this.name(path.join(folder, entry.slug + suffix))}: ${key}: ${String(entry[key])} is also used by ${other}`,
        );
      }
      seen.set(entry[key], entry.slug + suffix);
    }
    return entries.sort((a, b) => Number(a[key]) - Number(b[key]));
  }

  page(name: PageName, locale: Locale, projects: readonly Project[]): Record<string, unknown> {
    const file = this.file(`pages/${name}.${locale}.yml`);
    const copy = this.parse(file, pageSchemas[name], this.read(file)) as
      (Record<string, unknown> & { meta: PageMetaCopy }) | undefined;
    if (!copy) return {};
    const { meta, ...rest } = copy;
    const flat: Record<string, unknown> = { ...meta, ...rest };
    if (name === "home") {
      const recent = rest.recentWork as { projects: string[] };
      const resolved = recent.projects.map((slug, index) => {
        const project = projects.find((p) => p.slug === slug);
        if (!project) {
          this.problems.push(
            `${this.name(file)}: recentWork.projects.${index}: no project "${slug}" in content/projects/`,
          );
        }
        return project;
      });
      flat.recentWork = { ...recent, projects: resolved.filter(Boolean) };
    }
    return flat;
  }

  legal(name: LegalDocumentName, locale: Locale): LegalDocument {
    const file = this.file(`legal/${name}.${locale}.md`);
    this.files.push(file);
    const empty: LegalDocument = { copy: {} as LegalDocument["copy"], sections: [] };
    if (!existsSync(file)) {
      this.problems.push(`${this.name(file)}: file is missing`);
      return empty;
    }
    const match = splitFrontMatter(readFileSync(file, "utf8"));
    if (!match) {
      this.problems.push(`${this.name(file)}: front matter: expected a --- block at the top`);
      return empty;
    }
    const frontMatter = this.parse(file, legalCopySchema, this.yaml(file, match.frontMatter));
    const body = this.fill(file, match.body, ["body"]) as string;
    const sections = splitSections(body).map(({ id, title, markdown }) => ({
      id,
      title,
      body: { key: `legal/${name}#${id}`, html: this.localLinks(renderMarkdown(markdown)) },
    }));
    const expected = legalSectionCounts[name];
    if (sections.length !== expected) {
      this.problems.push(
        `${this.name(file)}: body: expected ${expected} sections (## headings), found ${sections.length}`,
      );
    }
    const ids = new Set<string>();
    for (const section of sections) {
      if (ids.has(section.id)) {
        this.problems.push(`${this.name(file)}: body: two sections have the anchor #${section.id}`);
      }
      ids.add(section.id);
    }
    if (!frontMatter) return { ...empty, sections };
    const { meta, ...rest } = frontMatter;
    return { copy: { ...meta, ...rest }, sections };
  }
}

function fieldOf(at: readonly PropertyKey[]): string {
  return at.length === 0 ? "(file)" : at.map(String).join(".");
}

function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) return "Required";
  if (issue.code === "unrecognized_keys") {
    return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")} (a typo?)`;
  }
  return issue.message;
}
