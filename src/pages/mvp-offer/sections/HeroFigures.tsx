import styled from "styled-components";
import { media } from "../../../../theme/media.ts";
import type { Figure } from "../../../content/schema.ts";
import { tokens as theme } from "../../../../theme/tokens.ts";

/** The landing page's key figures under the hero's buttons ("2 weeks", "€4,500" …). */
export function HeroFigures({ figures }: { figures: readonly Figure[] }) {
  return (
    <Figures>
      {figures.map((figure) => (
        <div key={figure.label}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </Figures>
  );
}

/* The figures share a row while they fit and wrap when they do not (larger text, text
   spacing): a figure breaks inside itself only when it is wider than the whole row (a long
   label on a 320 px phone with text spacing), and never overlaps its neighbour. */
const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  row-gap: ${theme.space[4]};
  margin-top: ${theme.space[12]};
  padding-top: ${theme.space[8]};
  border-top: 1px solid ${theme.colors.borderOnDark};
  > div {
    flex: 1 0 auto;
    max-width: 100%;
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${theme.space[1]};
    padding-inline: ${theme.space[4]};
    border-left: 1px solid ${theme.colors.borderOnDark};
  }
  > div:first-child {
    padding-left: 0;
    border-left: 0;
  }
  dt {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textOnDarkMuted};
    ${media.sm} {
      font-size: ${theme.fontSizes.sm};
    }
  }
  dd {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.heavy};
    letter-spacing: ${theme.letterSpacings.snug};
    color: ${theme.colors.textOnDark};
  }
`;
