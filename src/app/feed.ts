/**
 * The articles' RSS 2.0 feed (/rss.xml), newest first, written by the pre-render from the
 * server bundle: title, link, guid, pubDate and description of every article, and an
 * atom:link to itself.
 */
import type { ArticleSummary } from "../content/publishingTypes.ts";
import { localePrefix, type Locale } from "../content/locales.ts";
import { escapeHtml } from "../ui/escapeHtml.ts";
import { FEED_PATH } from "./meta.ts";

interface FeedInput {
  siteUrl: string;
  /** The feed's language: /rss.xml is English, /el/rss.xml Greek. */
  locale?: Locale;
  title: string;
  description: string;
  /** Newest first. */
  articles: readonly ArticleSummary[];
}

/** RFC 822 date of a YYYY-MM-DD day, at noon UTC (the day is the same in every zone nearby). */
const rfc822 = (day: string) => new Date(`${day}T12:00:00Z`).toUTCString();

export function rssXml({
  siteUrl,
  locale = "en",
  title,
  description,
  articles,
}: FeedInput): string {
  const site = `${siteUrl}${localePrefix(locale)}`;
  const items = articles.map((article) => {
    const link = `${site}/insights/${article.slug}`;
    return [
      "    <item>",
      `      <title>${escapeHtml(article.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822(article.published)}</pubDate>`,
      `      <description>${escapeHtml(article.description)}</description>`,
      ...article.tags.map((tag) => `      <category>${escapeHtml(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });
  const newest = articles[0];
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(title)}</title>
    <link>${site}/insights</link>
    <description>${escapeHtml(description)}</description>
    <language>${locale}</language>
    <atom:link href="${site}${FEED_PATH}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${rfc822(newest.updated ?? newest.published)}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}
