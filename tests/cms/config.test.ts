// @vitest-environment node
/**
 * The CMS's config agrees with the zod schemas (issue 24): every field a schema requires
 * is required in the editor, every field the editor offers is one the schema knows, every
 * select lists exactly the schema's values, and each collection reads the files the
 * loader reads. Checked against zod itself (what parsing accepts), not against the JSON
 * Schema the generator reads, so a mistake in the generator shows.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { cmsConfig, type CmsCollection, type CmsField } from "../../scripts/cmsConfig.ts";
import { projectRoot } from "../../scripts/paths.ts";
import {
  articleSchema,
  authorSchema,
  caseStudySchema,
  caseStudyCopySchema,
  insightsCopySchema,
} from "../../src/content/publishingSchema.ts";
import {
  collections,
  legalCopySchema,
  offerSchema,
  pageSchemas,
  siteSettingsSchema,
  uiSchemas,
} from "../../src/content/schema.ts";
import { insightTags, projectCategories, serviceColors } from "../../src/content/vocabularies.ts";

const config = cmsConfig({ repo: "owner/site", branch: "main" });
const all = config.collections as CmsCollection[];
const byName = (name: string) => {
  const found = all.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};

/** The zod object behind a schema (unwrapping optional/default). */
function objectOf(schema: z.ZodType): z.ZodObject | undefined {
  let current: z.ZodType = schema;
  for (;;) {
    if (current instanceof z.ZodObject) return current;
    if (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
      current = current.unwrap() as z.ZodType;
    } else return undefined;
  }
}
function elementOf(schema: z.ZodType): z.ZodType | undefined {
  let current: z.ZodType = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType;
  }
  return current instanceof z.ZodArray ? (current.element as z.ZodType) : undefined;
}
function enumValues(schema: z.ZodType | undefined): readonly unknown[] | undefined {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType;
  }
  return current instanceof z.ZodEnum ? current.options : undefined;
}

/** Walks fields against their schema, reporting every disagreement as "path: problem". */
function disagreements(fields: CmsField[], schema: z.ZodObject, at = ""): string[] {
  const problems: string[] = [];
  const shape = schema.shape as Record<string, z.ZodType>;
  const names = new Set(fields.map((f) => f.name).filter((n) => n !== "body"));
  for (const [name, property] of Object.entries(shape)) {
    const where = `${at}${name}`;
    const field = fields.find((f) => f.name === name);
    if (!field) {
      problems.push(`${where}: missing from the CMS`);
      continue;
    }
    const schemaRequired = !property.safeParse(undefined).success;
    const cmsRequired = field.required !== false;
    if (schemaRequired !== cmsRequired) {
      problems.push(
        `${where}: required ${String(schemaRequired)} in the schema, ${String(cmsRequired)} in the CMS`,
      );
    }
    const values = enumValues(property) ?? enumValues(elementOf(property));
    if (values) {
      if (field.widget !== "select") problems.push(`${where}: a fixed vocabulary, not a select`);
      else if (JSON.stringify(field.options) !== JSON.stringify(values)) {
        problems.push(
          `${where}: options ${JSON.stringify(field.options)} ≠ ${JSON.stringify(values)}`,
        );
      }
    }
    const inner = objectOf(property);
    if (inner && field.fields) problems.push(...disagreements(field.fields, inner, `${where}.`));
    const item = elementOf(property);
    const itemObject = item && objectOf(item);
    if (itemObject && field.fields) {
      problems.push(...disagreements(field.fields, itemObject, `${where}[].`));
    }
    names.delete(name);
  }
  for (const extra of names) problems.push(`${at}${extra}: in the CMS, unknown to the schema`);
  return problems;
}

const cases: [string, CmsField[], z.ZodType][] = [
  ["insights", byName("insights").fields ?? [], articleSchema],
  ["case-studies", byName("case-studies").fields ?? [], caseStudySchema],
  ["authors", byName("authors").fields ?? [], authorSchema],
  ["legal", byName("legal").fields ?? [], legalCopySchema],
  ...Object.entries(collections).map(
    ([name, schema]) =>
      [name, byName(name).fields ?? [], schema] as [string, CmsField[], z.ZodType],
  ),
  ...Object.entries({
    ...pageSchemas,
    insights: insightsCopySchema,
    "case-study": caseStudyCopySchema,
  }).flatMap(([name, schema]) =>
    (["en", "el"] as const).map(
      (locale) =>
        [
          `pages/${name}.${locale}`,
          byName("pages").files?.find((f) => f.name === `${name}-${locale}`)?.fields ?? [],
          schema,
        ] as [string, CmsField[], z.ZodType],
    ),
  ),
  ...Object.entries(uiSchemas).map(
    ([name, schema]) =>
      [
        `ui/${name}`,
        byName("ui").files?.find((f) => f.name === `${name}-en`)?.fields ?? [],
        schema,
      ] as [string, CmsField[], z.ZodType],
  ),
  ["settings/site", byName("settings").files?.[0]?.fields ?? [], siteSettingsSchema],
  ["settings/offer", byName("settings").files?.[1]?.fields ?? [], offerSchema],
];

describe("the CMS config agrees with the schemas", () => {
  it.each(cases)(
    "%s: same fields, same required ones, selects with exactly the enum",
    (_name, fields, schema) => {
      const object = objectOf(schema);
      expect(object).toBeDefined();
      expect(fields.length).toBeGreaterThan(0);
      expect(disagreements(fields, object as z.ZodObject)).toEqual([]);
    },
  );

  it("offers the fixed vocabularies as selects of exactly their values", () => {
    const field = (collection: string, name: string) =>
      byName(collection).fields?.find((f) => f.name === name);
    expect(field("projects", "category")).toMatchObject({
      widget: "select",
      multiple: true,
      options: projectCategories,
      min: 1,
    });
    expect(field("projects", "serviceColor")).toMatchObject({
      widget: "select",
      options: serviceColors,
    });
    expect(field("services", "serviceColor")).toMatchObject({
      widget: "select",
      options: serviceColors,
    });
    expect(field("insights", "tags")).toMatchObject({
      widget: "select",
      multiple: true,
      options: insightTags,
      min: 1,
      max: 3,
    });
    expect(field("projects", "features")).toMatchObject({ widget: "list", min: 4, max: 4 });
  });

  it("uses a date picker, Markdown and required alt text where they fit", () => {
    const article = byName("insights").fields ?? [];
    expect(article.find((f) => f.name === "published")).toMatchObject({
      widget: "datetime",
      format: "YYYY-MM-DD",
      time_format: false,
    });
    expect(article.find((f) => f.name === "body")).toMatchObject({ widget: "markdown" });
    const draft = article.find((f) => f.name === "draft");
    expect(draft).toMatchObject({ widget: "boolean", required: false });
    const gallery = byName("case-studies").fields?.find((f) => f.name === "gallery");
    expect(gallery?.fields?.find((f) => f.name === "alt")).toMatchObject({ widget: "string" });
    expect(gallery?.fields?.find((f) => f.name === "alt")?.required).not.toBe(false);
    expect(byName("projects").fields?.find((f) => f.name === "imageAlt")?.required).not.toBe(false);
  });

  it("labels every field in words and edits both languages in the files' own layout", () => {
    const fields = (list: CmsField[]): CmsField[] =>
      list.flatMap((f) => [f, ...fields(f.fields ?? []), ...(f.field ? [f.field] : [])]);
    for (const collection of all) {
      const every = fields([
        ...(collection.fields ?? []),
        ...(collection.files ?? []).flatMap((f) => f.fields),
      ]);
      for (const field of every)
        expect(field.label, `${collection.name}.${field.name}`).toMatch(/^[A-Z]/);
    }
    expect(config.i18n).toEqual({
      structure: "multiple_files",
      locales: ["en", "el"],
      default_locale: "en",
    });
    // Every folder the CMS lists exists, and holds <slug>.en.<ext> files (or <slug>.yml).
    for (const collection of all.filter((c) => c.folder)) {
      const dir = path.join(projectRoot, collection.folder ?? "");
      expect(existsSync(dir), collection.folder).toBe(true);
      const pattern = collection.i18n
        ? new RegExp(`^[a-z0-9-]+\\.(en|el)\\.${collection.extension ?? ""}$`)
        : new RegExp(`^[a-z0-9-]+\\.${collection.extension ?? ""}$`);
      for (const file of readdirSync(dir)) expect(file, collection.folder).toMatch(pattern);
    }
    for (const file of all.flatMap((c) => c.files ?? [])) {
      expect(existsSync(path.join(projectRoot, file.file)), file.file).toBe(true);
    }
  });

  it("has the GitHub backend from the options, and no local backend unless asked", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: "owner/site", branch: "main" });
    expect(config.local_backend).toBeUndefined();
    expect(cmsConfig({ localBackendUrl: "http://127.0.0.1:8081/api/v1" }).local_backend).toEqual({
      url: "http://127.0.0.1:8081/api/v1",
    });
    expect(config.media_folder).toBe("content/media/uploads");
  });
});
