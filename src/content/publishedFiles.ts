/**
 * The data files of the published pages, by key: "projects" (the portfolio of /projects),
 * "case-studies/<slug>", "insights/<slug>", "insights-pages/<n>" and "insights-tags/<tag>".
 * The pre-render reads them in the server bundle; the browser fetches /data/<key>.json
 * after a client-side navigation (scripts/contentPlugin.ts writes them). Plain functions,
 * no Node.
 */
import type {
  ArticleListData,
  ArticlePageData,
  ArticleSummary,
  Published,
} from "./publishingTypes.ts";
import type { Locale } from "./locales.ts";
import { insightTags } from "./vocabularies.ts";

/** Articles on one page of the list. */
export const ARTICLES_PER_PAGE = 12;

export interface PublishedPage {
  /** The page's URL path. */
  path: string;
  /** Its data file's key. */
  key: string;
  /** YYYY-MM-DD of its newest change, for the sitemap. */
  lastmod: string;
  /** Its path in each language, when it has a twin (scripts/contentPlugin.ts). */
  alternates?: Partial<Record<Locale, string>>;
}

const newest = (articles: readonly ArticleSummary[]) =>
  articles
    .map((a) => a.updated ?? a.published)
    .sort()
    .at(-1) ?? "";

function listPages(articles: readonly ArticleSummary[], topics: ArticleListData["topics"]) {
  const pages = Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE));
  return Array.from({ length: pages }, (_, index): ArticleListData => ({
    articles: articles.slice(index * ARTICLES_PER_PAGE, (index + 1) * ARTICLES_PER_PAGE),
    page: index + 1,
    pages,
    topics,
  }));
}

/** What a list shows of an article. */
export function summaryOf(article: ArticlePageData["article"]): ArticleSummary {
  const { slug, title, description, published, updated, tags, readingMinutes } = article;
  return { slug, title, description, published, updated, tags, readingMinutes };
}

export function publishedFiles(published: Published, buildDay: string) {
  const files: Record<string, unknown> = {};
  const pages: PublishedPage[] = [];
  const summaries = published.articles.map(({ article }) => summaryOf(article));
  // /projects is a registry route (its own sitemap entry); only its data is a file here.
  files.projects = published.projects;
  for (const study of published.caseStudies) {
    files[`case-studies/${study.slug}`] = study;
    pages.push({
      path: `/projects/${study.slug}`,
      key: `case-studies/${study.slug}`,
      lastmod: buildDay,
    });
  }
  for (const data of published.articles) {
    const { slug, published: day, updated } = data.article;
    files[`insights/${slug}`] = data;
    pages.push({ path: `/insights/${slug}`, key: `insights/${slug}`, lastmod: updated ?? day });
  }
  const topics = insightTags.filter((tag) => summaries.some((a) => a.tags.includes(tag)));
  for (const list of listPages(summaries, topics)) {
    files[`insights-pages/${list.page}`] = list;
    const path = list.page === 1 ? "/insights" : `/insights/page/${list.page}`;
    pages.push({
      path,
      key: `insights-pages/${list.page}`,
      lastmod: newest(list.articles) || buildDay,
    });
  }
  for (const tag of insightTags) {
    const tagged = summaries.filter((a) => a.tags.includes(tag));
    if (tagged.length === 0) continue;
    // A tag's page lists all its articles (tags stay small next to the whole list).
    files[`insights-tags/${tag}`] = { articles: tagged, page: 1, pages: 1, tag, topics };
    pages.push({
      path: `/insights/tags/${tag}`,
      key: `insights-tags/${tag}`,
      lastmod: newest(tagged),
    });
  }
  return { files, pages };
}
