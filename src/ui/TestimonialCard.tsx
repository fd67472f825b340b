import Quote from "lucide-react/icons/quote";
import styled from "styled-components";
import { Stars } from "./Stars.tsx";
import { tokens as theme } from "../../theme/tokens.ts";

export interface TestimonialCardProps {
  quote: string;
  author: string;
  /** Role and company, e.g. "Head of Operations, AeroServe Aviation". */
  position: string;
  /** Stars out of 5. */
  rating: number;
}

/** A client quote with its star rating and who said it. */
export function TestimonialCard({ quote, author, position, rating }: TestimonialCardProps) {
  return (
    <Figure>
      <Top>
        <Stars rating={rating} />
        <QuoteMark aria-hidden="true" />
      </Top>
      <Blockquote>
        <p>{quote}</p>
      </Blockquote>
      <Caption>
        <Avatar aria-hidden="true">{initials(author)}</Avatar>
        <span>
          <Author>{author}</Author>
          <Position>{position}</Position>
        </span>
      </Caption>
    </Figure>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase())
    .slice(0, 2)
    .join("");
}

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
  height: 100%;
  padding: clamp(${theme.space[6]}, 3vw, ${theme.space[8]});
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const QuoteMark = styled(Quote)`
  width: ${theme.space[10]};
  height: ${theme.space[10]};
  color: ${theme.colors.accentSoft};
  fill: currentColor;
  stroke-width: 0;
`;

const Blockquote = styled.blockquote`
  flex: 1 1 auto;
  margin: 0;
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.body};
  color: ${theme.colors.text};
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${theme.space[4]};
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.colors.border};
`;

const Avatar = styled.span`
  display: inline-grid;
  place-items: center;
  flex: 0 0 auto;
  width: ${theme.space[12]};
  height: ${theme.space[12]};
  border-radius: ${theme.radii.pill};
  background: ${theme.gradients.accent};
  color: ${theme.colors.textOnAccent};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: ${theme.letterSpacings.snug};
`;

const Author = styled.span`
  display: block;
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.text};
`;

const Position = styled.span`
  display: block;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;
