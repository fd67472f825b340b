import Clock from "lucide-react/icons/clock";
import { usePageData, type LoaderArgs } from "../../app/routeContext.ts";
import { Link } from "../../ui/RouterLink.tsx";
import { insightsCopy as copy } from "../../content/pages/insights.ts";
import { pageLocale, sitePath } from "../../content/locale.ts";
import { publishedData } from "../../content/publishedData.ts";
import { breadcrumbLd, publishedSlug, socialImage } from "../../content/publishedMeta.ts";
import type { ArticlePageData } from "../../content/publishingTypes.ts";
import { site } from "../../content/site.ts";
import { pluralText } from "../../content/text.ts";
import { Breadcrumb } from "../../ui/Breadcrumb.tsx";
import { deferredSections } from "../../ui/deferredSections.tsx";
import { formatDay } from "../../ui/formatDate.ts";
import { PageHero } from "../../ui/PageHero.tsx";
import { Prose } from "../../ui/Prose.tsx";
import { RichText } from "../../ui/RichText.tsx";
import { Section } from "../../ui/Section.tsx";
import { Author, Byline, Layout, Main, Toc, TocHeading, Topics } from "./articleStyles.ts";

/**
 * Below the body (related articles, the call to action): a chunk of its own (see
 * deferredSections), so the first screen's JavaScript is the article's.
 */
const end = deferredSections(() => import("./ArticleEnd.tsx"));
if (import.meta.env.SSR) await end.preload();
else void end.preload();

/** Articles with at least this many sections show a table of contents. */
const TOC_FROM = 4;

export async function loader({ params }: LoaderArgs) {
  const slug = publishedSlug(params.slug);
  const data = await publishedData<ArticlePageData>(`insights/${slug}`);
  const { article } = data;
  const path = sitePath(`/insights/${slug}`);
  const image = `${site.siteUrl}${socialImage(path)}`;
  return {
    ...data,
    meta: {
      title: `${article.title} — ${site.brandName}`,
      description: article.description,
      keywords: article.tags.map((tag) => copy.tagNames[tag]),
      image: socialImage(path),
      type: "article" as const,
      published: article.published,
      modified: article.updated ?? article.published,
      alternates: data.alternates,
    },
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        inLanguage: pageLocale,
        headline: article.title,
        description: article.description,
        datePublished: article.published,
        dateModified: article.updated ?? article.published,
        author: { "@type": "Person", name: article.author.name, jobTitle: article.author.role },
        publisher: { "@type": "Organization", name: site.brandName, url: `${site.siteUrl}/` },
        image,
        wordCount: article.words,
        keywords: article.tags.map((tag) => copy.tagNames[tag]).join(", "),
        mainEntityOfPage: `${site.siteUrl}${path}`,
      },
      breadcrumbLd([
        { name: copy.homeLabel, path: sitePath("/") },
        { name: copy.eyebrow, path: sitePath("/insights") },
        { name: article.title, path },
      ]),
    ],
  };
}

/** One article: its h1, author and dates, contents for long ones, body, topics; then its end. */
export default function ArticlePage() {
  const { article } = usePageData<typeof loader>();
  const { author } = article;
  const showToc = article.headings.length >= TOC_FROM;
  return (
    <>
      <PageHero
        eyebrow={
          <Breadcrumb
            onDark
            label={copy.breadcrumbLabel}
            items={[
              { label: copy.homeLabel, to: "/" },
              { label: copy.eyebrow, to: "/insights" },
              { label: article.title },
            ]}
          />
        }
        title={article.title}
        lead={article.description}
      >
        <Byline>
          <span>
            {copy.byLabel} <strong>{author.name}</strong>, {author.role}
          </span>
          <span>
            {copy.publishedLabel}{" "}
            <time dateTime={article.published}>{formatDay(article.published)}</time>
          </span>
          {article.updated && (
            <span>
              {copy.updatedLabel}{" "}
              <time dateTime={article.updated}>{formatDay(article.updated)}</time>
            </span>
          )}
          <span>
            <Clock aria-hidden="true" />
            {pluralText(copy.readingTime, article.readingMinutes)}
          </span>
        </Byline>
      </PageHero>

      <Section>
        <Layout $withToc={showToc}>
          {showToc && (
            <Toc aria-labelledby="toc-heading">
              <TocHeading id="toc-heading">{copy.tocLabel}</TocHeading>
              <ol role="list">
                {article.headings.map((heading) => (
                  <li key={heading.id}>
                    <a href={`#${heading.id}`}>{heading.title}</a>
                  </li>
                ))}
              </ol>
            </Toc>
          )}
          <Main>
            <Prose>
              <RichText body={article.body} bands />
            </Prose>
            <Topics aria-label={copy.tagsLabel}>
              <span>{copy.tagsLabel}</span>
              <ul role="list">
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Link to={`/insights/tags/${tag}`}>{copy.tagNames[tag]}</Link>
                  </li>
                ))}
              </ul>
            </Topics>
            <Author>
              <strong>{author.name}</strong>
              <span>{author.role}</span>
              <p>{author.bio}</p>
            </Author>
          </Main>
        </Layout>
      </Section>

      <end.Sections />
    </>
  );
}
