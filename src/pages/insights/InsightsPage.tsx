import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import { usePageData, type LoaderArgs } from "../../app/routeContext.ts";
import { Link } from "../../ui/RouterLink.tsx";
import styled from "styled-components";
import { media } from "../../../theme/media.ts";
import { insightsCopy as copy } from "../../content/pages/insights.ts";
import { sitePath } from "../../content/locale.ts";
import { publishedData } from "../../content/publishedData.ts";
import { breadcrumbLd, publishedSlug } from "../../content/publishedMeta.ts";
import type { ArticleListData } from "../../content/publishingTypes.ts";
import { fillText } from "../../content/text.ts";
import { ArticleCard } from "../../sections/ArticleCard.tsx";
import { Breadcrumb } from "../../ui/Breadcrumb.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { Section } from "../../ui/Section.tsx";
import { tokens as theme } from "../../../theme/tokens.ts";
import { bandGroup } from "../../ui/bandGroup.ts";

const pagePath = (page: number) => (page === 1 ? "/insights" : `/insights/page/${page}`);

/** /insights, /insights/page/<n> and /insights/tags/<tag>: one list, newest first. */
export async function loader({ params }: LoaderArgs) {
  const tag = params.tag === undefined ? undefined : publishedSlug(params.tag);
  const page = params.page === undefined ? "1" : publishedSlug(params.page);
  const list = await publishedData<ArticleListData>(
    tag ? `insights-tags/${tag}` : `insights-pages/${page}`,
  );
  const tagName = list.tag ? copy.tagNames[list.tag] : "";
  const path = list.tag ? `/insights/tags/${list.tag}` : pagePath(list.page);
  const title = list.tag
    ? fillText(copy.tagTitle, { tag: tagName })
    : list.page > 1
      ? fillText(copy.pagedTitle, { page: list.page, pages: list.pages })
      : copy.title;
  return {
    ...list,
    meta: {
      title,
      description: list.tag ? fillText(copy.tagLead, { tag: tagName }) : copy.description,
      keywords: copy.keywords,
      alternates: list.alternates,
    },
    structuredData: [
      breadcrumbLd([
        { name: copy.homeLabel, path: sitePath("/") },
        { name: copy.eyebrow, path: sitePath("/insights") },
        ...(path === "/insights" ? [] : [{ name: title, path: sitePath(path) }]),
      ]),
    ],
  };
}

export default function InsightsPage() {
  const { articles, page, pages, tag, topics } = usePageData<typeof loader>();
  const tagName = tag ? copy.tagNames[tag] : undefined;
  return (
    <>
      <PageHero
        eyebrow={
          tagName || page > 1 ? (
            <Breadcrumb
              onDark
              label={copy.breadcrumbLabel}
              items={[
                { label: copy.homeLabel, to: "/" },
                { label: copy.eyebrow, to: "/insights" },
                { label: tagName ?? fillText(copy.pageOf, { page, pages }) },
              ]}
            />
          ) : (
            copy.eyebrow
          )
        }
        title={tagName ? fillText(copy.tagHeading, { tag: tagName }) : copy.heading}
        lead={tagName ? fillText(copy.tagLead, { tag: tagName }) : copy.lead}
      >
        <Topics aria-label={copy.tagsLabel}>
          <ul role="list">
            {topics.map((slug) => (
              <li key={slug}>
                <Link
                  to={`/insights/tags/${slug}`}
                  aria-current={slug === tag ? "page" : undefined}
                >
                  {copy.tagNames[slug]}
                </Link>
              </li>
            ))}
          </ul>
        </Topics>
      </PageHero>
      <Section tone="alt">
        <Grid role="list" {...bandGroup}>
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} copy={copy} />
            </li>
          ))}
        </Grid>
        {pages > 1 && (
          <Pagination aria-label={copy.paginationLabel}>
            {page > 1 ? (
              <Link to={pagePath(page - 1)} rel="prev">
                <ArrowLeft aria-hidden="true" />
                {copy.newerLabel}
              </Link>
            ) : (
              <span />
            )}
            <span aria-current="page">{fillText(copy.pageOf, { page, pages })}</span>
            {page < pages ? (
              <Link to={pagePath(page + 1)} rel="next">
                {copy.olderLabel}
                <ArrowRight aria-hidden="true" />
              </Link>
            ) : (
              <span />
            )}
          </Pagination>
        )}
      </Section>
    </>
  );
}

const Topics = styled.nav`
  margin-top: ${theme.space[8]};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.5rem;
    padding: ${theme.space[2]} ${theme.space[4]};
    border: 1px solid ${theme.colors.borderOnDark};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.textOnDark};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.medium};
    text-decoration: none;
    &:hover {
      background: ${theme.colors.hoverOnDark};
    }
    &[aria-current] {
      border-color: ${theme.colors.accentOnDark};
      background: ${theme.colors.surfaceOnDark};
      color: ${theme.colors.accentOnDark};
    }
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space[6]};
  margin: 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Pagination = styled.nav`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${theme.space[4]};
  margin-top: ${theme.space[10]};
  font-weight: ${theme.fontWeights.semibold};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    color: ${theme.colors.accentText};
    text-decoration: none;
  }
  a[rel="next"] {
    justify-self: end;
  }
  svg {
    width: 1.1em;
    height: 1.1em;
  }
`;
