/**
 * The schemas of what the agency publishes: a case study for each project
 * (content/case-studies/<project slug>.<lang>.md), articles (content/insights/<slug>.<lang>.md),
 * their authors (content/authors/<slug>.<lang>.yml), and the copy of the pages that show
 * them (content/pages/insights.<lang>.yml, content/pages/case-study.<lang>.yml).
 * Markdown files carry these fields as front matter; the body follows.
 */
import * as z from "zod";
import {
  assetPath,
  figure,
  pageMetaSchema,
  plural,
  slug,
  text,
  type PageMetaCopy,
} from "./schema.ts";
import { insightTags } from "./vocabularies.ts";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "not a calendar date");

export const caseStudySchema = z.strictObject({
  /** Leads the page under the title; also its meta description. */
  summary: text.max(170),
  industry: text,
  location: text,
  year: z.number().int().min(2000).max(2100),
  duration: text,
  team: text,
  /** The client's problem in one sentence. */
  challenge: text,
  /** Three figures, in agreement with the project card's results. */
  outcomes: z.array(figure).length(3),
  /** A testimonial's file name in content/testimonials/, when the client gave one. */
  testimonial: slug.optional(),
  /** More of the project's artwork, under assets/ (the card's image comes first). */
  gallery: z.array(z.strictObject({ image: assetPath, alt: text })).default([]),
});

/** The four sections a case study's body has, in this order (## headings). */
export const caseStudySectionCount = 4;

export const articleSchema = z.strictObject({
  title: text.max(110),
  /** The excerpt on the list, the meta description and the feed's description. */
  description: text.max(160),
  published: isoDate,
  updated: isoDate.optional(),
  /** An author's file name in content/authors/. */
  author: slug,
  tags: z.array(z.enum(insightTags)).min(1).max(3),
  /** A draft is checked but never published. */
  draft: z.boolean().default(false),
});

export const authorSchema = z.strictObject({ name: text, role: text, bio: text });

export const insightsCopySchema = z.strictObject({
  meta: pageMetaSchema,
  eyebrow: text,
  heading: text,
  lead: text,
  /** Title and lead of /insights/page/<n>, with {page} and {pages}. */
  pagedTitle: text,
  /** Title, heading and lead of a tag's page, with {tag}. */
  tagTitle: text,
  tagHeading: text,
  tagLead: text,
  readingTime: plural,
  byLabel: text,
  publishedLabel: text,
  updatedLabel: text,
  tocLabel: text,
  tagsLabel: text,
  relatedHeading: text,
  readArticle: text,
  /** Accessible name of an article's link on the list, with {title}. */
  readArticleLabel: text,
  newerLabel: text,
  olderLabel: text,
  pageOf: text,
  paginationLabel: text,
  breadcrumbLabel: text,
  homeLabel: text,
  tagNames: z.strictObject(
    Object.fromEntries(insightTags.map((tag) => [tag, text])) as Record<
      (typeof insightTags)[number],
      typeof text
    >,
  ),
  cta: z.strictObject({ heading: text, text, button: text }),
  feedTitle: text,
  feedDescription: text,
});

export const caseStudyCopySchema = z.strictObject({
  /** Title and description of a case study's page, with {title} and {summary}. */
  metaTitle: text,
  eyebrow: text,
  readCaseStudy: text,
  /** Accessible name of a card's case-study link, with {title}. */
  readCaseStudyLabel: text,
  facts: z.strictObject({
    client: text,
    industry: text,
    location: text,
    year: text,
    duration: text,
    team: text,
    service: text,
  }),
  factsLabel: text,
  outcomesHeading: text,
  featuresHeading: text,
  technologiesHeading: text,
  quoteHeading: text,
  galleryHeading: text,
  viewProject: text,
  discussProject: text,
  previous: text,
  next: text,
  neighboursLabel: text,
  breadcrumbLabel: text,
  homeLabel: text,
  projectsLabel: text,
  ctaHeading: text,
  ctaText: text,
});

export type CaseStudyFront = z.output<typeof caseStudySchema>;
export type ArticleFront = z.output<typeof articleSchema>;
export type Author = z.output<typeof authorSchema> & { readonly slug: string };
export type InsightsCopy = Omit<z.output<typeof insightsCopySchema>, "meta"> & PageMetaCopy;
export type CaseStudyCopy = z.output<typeof caseStudyCopySchema>;
export type InsightTag = (typeof insightTags)[number];
