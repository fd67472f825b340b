/**
 * The data of the published pages (case studies, articles), as the loader makes it and
 * the pages receive it: types only, so no schema code reaches the browser.
 */
import type { Heading } from "./markdown.ts";
import type { Author, CaseStudyFront, InsightTag } from "./publishingSchema.ts";
import type { Locale } from "./locales.ts";
import type { Body, Project, Testimonial } from "./schema.ts";

/**
 * A published page's address in each language, when it exists in more than one
 * (scripts/contentPlugin.ts adds it to the data file): hreflang and the switcher read it.
 */
export interface Twins {
  readonly alternates?: Partial<Record<Locale, string>>;
}

export interface PageLink {
  readonly slug: string;
  readonly title: string;
}

export interface CaseStudyPageData extends Twins {
  readonly slug: string;
  readonly project: Project;
  readonly study: CaseStudyFront & {
    readonly sections: readonly { id: string; title: string; body: Body }[];
  };
  readonly testimonial?: Testimonial | undefined;
  readonly previous: PageLink;
  readonly next: PageLink;
}

export interface ArticleSummary {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** YYYY-MM-DD. */
  readonly published: string;
  readonly updated?: string | undefined;
  readonly tags: readonly InsightTag[];
  readonly readingMinutes: number;
}

export interface ArticlePageData extends Twins {
  readonly article: ArticleSummary & {
    readonly words: number;
    readonly author: Author;
    /** The ## headings: the table of contents. */
    readonly headings: readonly Heading[];
    readonly body: Body;
  };
  readonly related: readonly ArticleSummary[];
}

/** One page of the articles list: /insights, /insights/page/<n>, /insights/tags/<tag>. */
export interface ArticleListData extends Twins {
  readonly articles: readonly ArticleSummary[];
  readonly page: number;
  readonly pages: number;
  readonly tag?: InsightTag | undefined;
  /** The tags that have articles (each has its page), in the vocabulary's order. */
  readonly topics: readonly InsightTag[];
}

export interface Published {
  /** The portfolio, for /projects (its data file, not its JavaScript, carries the text). */
  readonly projects: readonly Project[];
  readonly caseStudies: readonly CaseStudyPageData[];
  /** Newest first; drafts are left out. */
  readonly articles: readonly ArticlePageData[];
}
