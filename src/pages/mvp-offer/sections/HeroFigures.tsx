import styled from "styled-components";
import { media } from "../../../../theme/media.ts";
import type { Figure } from "../../../content/schema.ts";

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
   spacing): a figure never breaks inside itself and never overlaps its neighbour. */
const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  row-gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[8]};
  border-top: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  > div {
    flex: 1 0 auto;
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space[1]};
    padding-inline: ${({ theme }) => theme.space[4]};
    border-left: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  }
  > div:first-child {
    padding-left: 0;
    border-left: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
    ${media.sm} {
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    letter-spacing: ${({ theme }) => theme.letterSpacings.snug};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;
