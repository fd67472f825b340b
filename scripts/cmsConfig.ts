/**
 * The CMS's configuration (Decap CMS, docs/decisions/023-cms.md), generated from the zod
 * schemas of src/content/ so the two cannot drift: every field the schema requires is
 * required in the editor, every fixed vocabulary is a select of exactly its values, lists
 * keep their lengths, and each collection points at the files the loader reads, in the
 * `multiple_files` layout decision 014 chose (`<slug>.en.yml` beside `<slug>.el.yml`).
 *
 * The build writes it to dist/admin/config.yml (GitHub backend, repository and branch from
 * CMS_REPO / CMS_BRANCH); `npm run cms` serves it with the loopback-only local backend.
 * A production build never has `local_backend`.
 */
import { stringify } from "yaml";
import * as z from "zod";
import {
  articleSchema,
  authorSchema,
  caseStudyCopySchema,
  caseStudySchema,
  insightsCopySchema,
} from "../src/content/publishingSchema.ts";
import {
  collections as collectionSchemas,
  legalCopySchema,
  offerSchema,
  pageSchemas,
  siteSettingsSchema,
  uiSchemas,
  type CollectionName,
} from "../src/content/schema.ts";

/** A Decap CMS field (the part of its config this generator writes). */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  i18n?: boolean | "duplicate";
  default?: unknown;
  options?: readonly (string | number)[];
  multiple?: boolean;
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  pattern?: [string, string];
  format?: string;
  date_format?: string;
  time_format?: boolean;
  field?: CmsField;
  fields?: CmsField[];
  collapsed?: boolean;
  summary?: string;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  modes?: string[];
}

export interface CmsCollection {
  name: string;
  label: string;
  label_singular?: string;
  description?: string;
  folder?: string;
  files?: { name: string; label: string; file: string; fields: CmsField[]; i18n?: boolean }[];
  extension?: string;
  format?: string;
  create?: boolean;
  delete?: boolean;
  i18n?: boolean;
  identifier_field?: string;
  slug?: string;
  summary?: string;
  sortable_fields?: string[];
  fields?: CmsField[];
}

export interface CmsConfigOptions {
  /** "owner/name" of the GitHub repository the CMS commits to (CMS_REPO). */
  repo?: string;
  /** The branch it commits to (CMS_BRANCH, default main). */
  branch?: string;
  /** The OAuth provider's base URL (CMS_AUTH_URL); GitHub's sign-in goes through it. */
  authUrl?: string;
  /** The site's address, for the CMS's "view live" links. */
  siteUrl?: string;
  /** `npm run cms` only: the loopback address of the local backend (decap-server). */
  localBackendUrl?: string;
}

type JsonSchema = {
  type?: string;
  enum?: (string | number)[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
};

/** The JSON Schema of what a file may hold (input side: a field with a default is optional). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** Labels in plain words, where the field's name does not say it well enough. */
const LABELS: Record<string, string> = {
  imageAlt: "Image description (alt text)",
  alt: "Image description (alt text)",
  serviceColor: "Colour",
  tone: "Colour",
  bgColor: "Logo background colour",
  url: "Website address",
  href: "Link (a page such as /contact, or https://…)",
  meta: "Search engines and link previews",
  keywords: "Keywords",
  priceEur: "Price (euros)",
  id: "Number (order on the projects page)",
  order: "Position",
  draft: "Draft (not published)",
  body: "Text",
  published: "Published on",
  updated: "Updated on",
  outcomes: "Results (three figures)",
  cta: "Call to action",
};

/** Hints under a field, in plain words. */
const HINTS: Record<string, string> = {
  imageAlt: "What the picture shows, for people who cannot see it. Required.",
  alt: "What the picture shows, for people who cannot see it. Required.",
  image: "An image under assets/, e.g. projects/aeroserve.svg.",
  description: "A sentence or two. Search engines show up to 160 characters.",
  summary: "Shown under the title; at most 170 characters.",
  order: "Entries are shown from 1 upwards; each number once.",
  id: "Projects are shown by this number, from 1 upwards; each number once.",
  draft: "A draft is checked when the site is built, but never published.",
  tags: "One to three topics.",
  author: "Who wrote it (from Authors).",
  testimonial: "The file name of the client's testimonial, if there is one.",
  features: "Exactly four.",
  body: "Each ## heading starts a section. Images need a description: ![what it shows](…).",
  category: "One or more of the fixed categories.",
  serviceColor: "The colour of the badge.",
  published: "The date the article appears with.",
  updated: "Leave empty unless the article was changed after publishing.",
  bgColor: "A colour such as #F3F1EC.",
  number: 'Two digits, e.g. "01".',
  rating: "Always 5.",
  keywords: "Words search engines may match.",
};

/** Fields whose text is long enough for a box rather than a line. */
const LONG_TEXT =
  /^(text|description|summary|lead|answer|quote|bio|challenge|results|benefits|note|headline|tagline|copyright|privacyNote|introInvalid|introRetry|message|portfolioText|feedDescription|formLead|faqLead|ctaText)$/;

function labelOf(name: string): string {
  const known = LABELS[name];
  if (known) return known;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A list's length in words: "Exactly 3." / "At least 1." / "1 to 3." */
function lengthHint(min?: number, max?: number): string | undefined {
  if (min !== undefined && min === max) return `Exactly ${min}.`;
  if (min !== undefined && max !== undefined) return `${min} to ${max}.`;
  if (min !== undefined && min > 0) return `At least ${min}.`;
  if (max !== undefined) return `At most ${max}.`;
  return undefined;
}

/**
 * How a collection's fields are translated:
 * - "none": the file has no language (client logos, settings, one file per language);
 * - "own": each language's file holds all its fields and is written only once that
 *   language is filled in (Decap writes a language's file as soon as it has any value, so
 *   a field duplicated from English would write a Greek file without its title, which
 *   the build refuses): articles, projects and the other collections editors add to,
 *   where an entry may exist in English only. "Fill in from another locale" copies the
 *   English values;
 * - "shared": numbers, dates, choices and addresses are copied from English (i18n
 *   duplicate), only words are translated: the case studies and legal pages, which exist
 *   in both languages already and are never created in the editor.
 */
export type I18nMode = "none" | "own" | "shared";

/** One schema property as a CMS field. */
export function fieldOf(
  name: string,
  schema: JsonSchema,
  required: boolean,
  mode: I18nMode,
): CmsField {
  const field: CmsField = { name, label: labelOf(name), widget: "string" };
  if (!required) field.required = false;
  const hint = HINTS[name];
  if (hint) field.hint = hint;
  // A default would give a language its file before anyone fills it in (see I18nMode);
  // the schema applies its own default to a field left out.
  if (schema.default !== undefined && mode !== "own") field.default = schema.default;
  // Words are translated; numbers, dates, choices and addresses are the same in each language.
  const same = (): void => {
    if (mode !== "none") field.i18n = mode === "shared" ? "duplicate" : true;
  };
  const words = (): void => {
    if (mode !== "none") field.i18n = true;
  };

  if (schema.const !== undefined) {
    Object.assign(field, { widget: "hidden", default: schema.const });
    same();
    return field;
  }
  if (schema.anyOf) {
    // A site path or an https address (a product's link).
    same();
    return field;
  }
  switch (schema.type) {
    case "boolean":
      field.widget = "boolean";
      same();
      return field;
    case "integer":
    case "number":
      Object.assign(field, {
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
      });
      if (schema.minimum !== undefined && schema.minimum > Number.MIN_SAFE_INTEGER) {
        field.min = schema.minimum;
      }
      same();
      return field;
    case "array": {
      const items = schema.items ?? {};
      const lengthText = lengthHint(schema.minItems, schema.maxItems);
      if (schema.minItems !== undefined) field.min = schema.minItems;
      if (schema.maxItems !== undefined) field.max = schema.maxItems;
      if (items.enum) {
        Object.assign(field, { widget: "select", multiple: true, options: items.enum });
        same();
      } else if (items.type === "object") {
        field.widget = "list";
        field.fields = fieldsOf(items, "none");
        field.collapsed = false;
        words();
      } else {
        field.widget = "list";
        field.field = { name: "item", label: labelOf(name), widget: "string" };
        words();
      }
      if (lengthText && !field.hint?.includes(lengthText)) {
        field.hint = field.hint ? `${field.hint} ${lengthText}` : lengthText;
      }
      return field;
    }
    case "object":
      field.widget = "object";
      field.fields = fieldsOf(schema, "none");
      field.collapsed = false;
      words();
      return field;
    default:
      break;
  }
  if (schema.enum) {
    Object.assign(field, { widget: "select", options: schema.enum });
    same();
    return field;
  }
  if (schema.pattern === "^\\d{4}-\\d{2}-\\d{2}$") {
    Object.assign(field, {
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
    });
    same();
    return field;
  }
  if (schema.pattern) field.pattern = [schema.pattern, field.hint ?? "Not in the expected form."];
  // Slugs, colours, image paths, e-mail and web addresses (a pattern or format, and no
  // minimum length, which only words have): checked, never translated.
  if ((schema.pattern || schema.format) && schema.minLength === undefined) {
    same();
    return field;
  }
  if (LONG_TEXT.test(name) || (schema.maxLength ?? 0) > 120) field.widget = "text";
  words();
  return field;
}

/** Every property of an object schema as CMS fields, in the schema's order. */
export function fieldsOf(schema: JsonSchema, mode: I18nMode): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name), mode),
  );
}

/** A Markdown file's fields: its front matter, then the body. */
function markdownFields(schema: z.ZodType, mode: I18nMode): CmsField[] {
  return [
    ...fieldsOf(jsonSchemaOf(schema), mode),
    {
      name: "body",
      label: LABELS.body ?? "Text",
      widget: "markdown",
      // Markdown first (src/admin/preview.tsx makes it the default): the rich-text mode
      // rewrites what it does not know (a section's "## Title {#anchor}" among others).
      modes: ["raw", "rich_text"],
      hint: HINTS.body,
      ...(mode !== "none" ? { i18n: true } : {}),
    },
  ];
}

/** How each one-file-per-entry collection is named and titled in the editor. */
const entryCollections: Record<
  CollectionName,
  { label: string; singular: string; title: string; description: string }
> = {
  projects: {
    label: "Projects",
    singular: "Project",
    title: "title",
    description: "The portfolio on /projects. Every project also needs its case study.",
  },
  products: {
    label: "Products",
    singular: "Product",
    title: "name",
    description: "The agency's own products on /products.",
  },
  services: {
    label: "Services",
    singular: "Service",
    title: "title",
    description: "The services on /services and the home page.",
  },
  testimonials: {
    label: "Testimonials",
    singular: "Testimonial",
    title: "author",
    description: "What clients say, in the carousels.",
  },
  clients: {
    label: "Client logos",
    singular: "Client logo",
    title: "name",
    description: "The logo strip. Logos are the same in both languages.",
  },
  faq: {
    label: "FAQ",
    singular: "Question",
    title: "question",
    description: "The questions on /contact.",
  },
  process: {
    label: "Process steps",
    singular: "Step",
    title: "title",
    description: "The steps on the home page.",
  },
};

const locales = ["en", "el"] as const;
const localeNames = { en: "English", el: "Greek" } as const;

/** Shared parts' names in the editor. */
const uiLabels: Record<keyof typeof uiSchemas, string> = {
  layout: "Header, footer, banner and cookie notice",
  "contact-form": "Contact form",
  "contact-messages": "Contact form messages",
};

/** Every collection the editor offers, each over the files the loader reads. */
export function cmsCollections(): CmsCollection[] {
  const entries: CmsCollection[] = (Object.keys(entryCollections) as CollectionName[]).map(
    (name) => {
      const meta = entryCollections[name];
      const translated = name !== "clients";
      return {
        name,
        label: meta.label,
        label_singular: meta.singular,
        description: meta.description,
        folder: `content/${name}`,
        extension: "yml",
        format: "yml",
        create: true,
        delete: true,
        ...(translated ? { i18n: true } : {}),
        identifier_field: meta.title,
        slug: "{{slug}}",
        summary: `{{${meta.title}}}`,
        fields: fieldsOf(jsonSchemaOf(collectionSchemas[name]), translated ? "own" : "none"),
      };
    },
  );
  const pages = { ...pageSchemas, insights: insightsCopySchema, "case-study": caseStudyCopySchema };
  return [
    {
      name: "insights",
      label: "Articles",
      label_singular: "Article",
      description: "The articles on /insights. A draft is never published.",
      folder: "content/insights",
      extension: "md",
      format: "frontmatter",
      create: true,
      delete: true,
      i18n: true,
      identifier_field: "title",
      slug: "{{slug}}",
      summary: "{{title}} ({{published}})",
      sortable_fields: ["published", "title"],
      fields: [
        ...markdownFields(articleSchema, "own").map((field) =>
          field.name === "author"
            ? {
                ...field,
                widget: "relation",
                collection: "authors",
                value_field: "{{slug}}",
                search_fields: ["name"],
                display_fields: ["name"],
                pattern: undefined,
              }
            : field,
        ),
      ],
    },
    {
      name: "case-studies",
      label: "Case studies",
      label_singular: "Case study",
      description:
        "Each project's story at /projects/<name>, named after its project's file. Four ## sections.",
      folder: "content/case-studies",
      extension: "md",
      format: "frontmatter",
      create: false,
      delete: false,
      i18n: true,
      identifier_field: "summary",
      summary: "{{slug}}",
      fields: markdownFields(caseStudySchema, "shared"),
    },
    ...entries,
    {
      name: "authors",
      label: "Authors",
      label_singular: "Author",
      description: "Who writes the articles.",
      folder: "content/authors",
      extension: "yml",
      format: "yml",
      create: true,
      delete: true,
      i18n: true,
      identifier_field: "name",
      slug: "{{slug}}",
      fields: fieldsOf(jsonSchemaOf(authorSchema), "own"),
    },
    {
      // A folder collection (both documents share one schema): Decap's files collections
      // cannot have multiple_files i18n, folder collections can.
      name: "legal",
      label: "Legal pages",
      label_singular: "Legal page",
      description: "Terms and Privacy: one ## heading per numbered section.",
      folder: "content/legal",
      extension: "md",
      format: "frontmatter",
      create: false,
      delete: false,
      i18n: true,
      identifier_field: "heading",
      summary: "{{heading}}",
      fields: markdownFields(legalCopySchema, "shared"),
    },
    {
      // Each page has its own fields, so each is a file of a files collection; Decap gives
      // files collections no multiple_files i18n, so each language's file is listed.
      name: "pages",
      label: "Page copy",
      description: "Each page's headings, texts, buttons, title and description.",
      delete: false,
      files: Object.entries(pages).flatMap(([name, schema]) =>
        locales.map((locale) => ({
          name: `${name}-${locale}`,
          label: `${labelOf(name)} (${localeNames[locale]})`,
          file: `content/pages/${name}.${locale}.yml`,
          fields: fieldsOf(jsonSchemaOf(schema), "none"),
        })),
      ),
    },
    {
      name: "ui",
      label: "Shared copy",
      description: "Words every page shares (header, footer, contact form).",
      delete: false,
      files: (Object.keys(uiSchemas) as (keyof typeof uiSchemas)[]).flatMap((name) =>
        locales.map((locale) => ({
          name: `${name}-${locale}`,
          label: `${uiLabels[name]} (${localeNames[locale]})`,
          file: `content/ui/${name}.${locale}.yml`,
          fields: fieldsOf(jsonSchemaOf(uiSchemas[name]), "none"),
        })),
      ),
    },
    {
      name: "settings",
      label: "Site settings",
      description: "Brand, addresses, the offer's figures. The same in both languages.",
      delete: false,
      files: [
        {
          name: "site",
          label: "Site",
          file: "content/settings/site.yml",
          fields: fieldsOf(jsonSchemaOf(siteSettingsSchema), "none"),
        },
        {
          name: "offer",
          label: "MVP offer figures",
          file: "content/settings/offer.yml",
          fields: fieldsOf(jsonSchemaOf(offerSchema), "none"),
        },
      ],
    },
  ];
}

/** Where uploads go: content/media/uploads/, served (and resized) at /media/uploads/. */
export const MEDIA_FOLDER = "content/media/uploads";
export const PUBLIC_FOLDER = "/media/uploads";

/** The whole configuration, as an object (the tests read it) … */
export function cmsConfig(options: CmsConfigOptions = {}): Record<string, unknown> {
  const backend: Record<string, unknown> = {
    name: "github",
    repo: options.repo || "your-org/your-site",
    branch: options.branch || "main",
    commit_messages: {
      create: "Create {{collection}} “{{slug}}” (CMS)",
      update: "Update {{collection}} “{{slug}}” (CMS)",
      delete: "Delete {{collection}} “{{slug}}” (CMS)",
      uploadMedia: "Upload “{{path}}” (CMS)",
      deleteMedia: "Delete “{{path}}” (CMS)",
    },
  };
  if (options.authUrl) backend.base_url = options.authUrl;
  return {
    ...(options.localBackendUrl ? { local_backend: { url: options.localBackendUrl } } : {}),
    backend,
    ...(options.siteUrl ? { site_url: options.siteUrl, display_url: options.siteUrl } : {}),
    locale: "en",
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    i18n: { structure: "multiple_files", locales: [...locales], default_locale: "en" },
    collections: cmsCollections(),
  };
}

/** … and as the YAML file the CMS loads (dist/admin/config.yml). */
export function renderCmsConfig(options: CmsConfigOptions = {}): string {
  return `# Generated from src/content's schemas by scripts/cmsConfig.ts. Do not edit by hand.\n${stringify(
    cmsConfig(options),
    { lineWidth: 0 },
  )}`;
}

/** The production options, from env at build time (see .env.example). */
export function cmsOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CmsConfigOptions {
  return {
    repo: env.CMS_REPO,
    branch: env.CMS_BRANCH,
    authUrl: env.CMS_AUTH_URL,
    siteUrl: env.VITE_SITE_URL,
  };
}
