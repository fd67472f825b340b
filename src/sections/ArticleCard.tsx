import ArrowRight from "lucide-react/icons/arrow-right";
import Clock from "lucide-react/icons/clock";
import { Link } from "../ui/RouterLink.tsx";
import styled from "styled-components";
import type { InsightsCopy } from "../content/publishingSchema.ts";
import type { ArticleSummary } from "../content/publishingTypes.ts";
import { fillText, pluralText } from "../content/text.ts";
import { Badge } from "../ui/Badge.tsx";
import { formatDay } from "../ui/formatDate.ts";
import { Heading } from "../ui/Heading.tsx";
import { tokens as theme } from "../../theme/tokens.ts";

interface ArticleCardProps {
  article: ArticleSummary;
  copy: InsightsCopy;
  /** The card's heading level in the page's outline. */
  level?: 2 | 3;
}

/** An article on a list: its topics, title, excerpt, date and reading time, and a link. */
export function ArticleCard({ article, copy, level = 2 }: ArticleCardProps) {
  const titleId = `article-${article.slug}`;
  const href = `/insights/${article.slug}`;
  return (
    <Card aria-labelledby={titleId}>
      <Tags role="list">
        {article.tags.map((tag) => (
          <li key={tag}>
            <Badge $tone="accent">{copy.tagNames[tag]}</Badge>
          </li>
        ))}
      </Tags>
      <Heading level={level} size="h3" id={titleId}>
        <TitleLink to={href}>{article.title}</TitleLink>
      </Heading>
      <Excerpt>{article.description}</Excerpt>
      <Meta>
        <time dateTime={article.published}>{formatDay(article.published)}</time>
        <span aria-hidden="true">·</span>
        <span>
          <Clock aria-hidden="true" />
          {pluralText(copy.readingTime, article.readingMinutes)}
        </span>
      </Meta>
      <More to={href} aria-label={fillText(copy.readArticleLabel, { title: article.title })}>
        {copy.readArticle}
        <ArrowRight aria-hidden="true" />
      </More>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  height: 100%;
  padding: clamp(${theme.space[5]}, 3vw, ${theme.space[8]});
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  transition:
    box-shadow 0.2s ease,
    border-color 0.2s ease;
  &:hover {
    border-color: ${theme.colors.accent};
    box-shadow: ${theme.shadows.md};
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
`;

const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:hover {
    color: ${theme.colors.accentText};
  }
`;

const Excerpt = styled.p`
  color: ${theme.colors.textMuted};
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  margin-top: auto;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
  }
  svg {
    width: 1em;
    height: 1em;
  }
`;

const More = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.colors.accentText};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  svg {
    width: 1.1em;
    height: 1.1em;
    transition: transform 0.2s ease;
  }
  &:hover svg {
    transform: translateX(3px);
  }
`;
