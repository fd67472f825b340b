/**
 * The fixed vocabularies of the content (SPEC §3): plain data, so the pages can use them
 * without loading the schemas (and zod) that check them at build time.
 */
export const projectCategories = ["web-development", "e-shop", "uiux"] as const;
export const serviceColors = ["blue", "purple", "green"] as const;
/** The topics an article may be tagged with; each has a page at /insights/tags/<tag>. */
export const insightTags = [
  "mvp",
  "product-strategy",
  "engineering",
  "architecture",
  "legacy",
  "compliance",
  "cyprus",
  "pricing",
  "design",
] as const;
