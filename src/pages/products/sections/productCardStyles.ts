/**
 * The product card's styles (ProductCard.tsx): its intro, status badges in the product's
 * tone, key figures and checked highlights, the actions, and the featured card's wider
 * layout.
 */
import styled, { css } from "styled-components";
import { media } from "../../../../theme/media.ts";
import type { Product } from "../../../content/schema.ts";
import { buttonStyles, type ButtonStyleProps } from "../../../ui/buttonStyles.ts";
import { checkMarks } from "../../../ui/checkMarks.ts";
import { ExternalLink } from "../../../ui/ExternalLink.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";

type Tone = Product["tone"];

export const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

export const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[4]};
  margin-bottom: ${theme.space[2]};
`;

export const IconTile = styled.span<{ $tone: Tone }>`
  display: inline-grid;
  place-items: center;
  width: ${theme.space[12]};
  height: ${theme.space[12]};
  border-radius: ${theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors.service[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.service[$tone].fg};
  svg {
    width: ${theme.space[6]};
    height: ${theme.space[6]};
  }
`;

export const Statuses = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;

/** "Live" with a green dot, "In Development" with an amber one. */
export const Status = styled.span<{ $live: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[1]} ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1.5;
  &::before {
    content: "";
    width: ${theme.space[2]};
    height: ${theme.space[2]};
    border-radius: ${theme.radii.pill};
    background: ${({ theme, $live }) =>
      $live ? theme.colors.service.green.fg : theme.colors.star};
  }
`;

export const Tagline = styled.p`
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.semibold};
  line-height: ${theme.lineHeights.snug};
`;

export const Description = styled.p`
  color: ${theme.colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin-top: auto;
  padding-top: ${theme.space[2]};
  ${media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

/** Where a live product has its buttons, a product in development shows its launch date. */
export const Launch = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  margin-top: auto;
  padding: ${theme.space[4]} ${theme.space[5]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  strong {
    color: ${theme.colors.text};
    font-weight: ${theme.fontWeights.bold};
  }
  svg {
    flex-shrink: 0;
    width: ${theme.space[5]};
    height: ${theme.space[5]};
    color: ${theme.colors.accentText};
  }
`;

export const Highlights = styled.div`
  display: grid;
  gap: ${theme.space[6]};
`;

export const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    padding: ${theme.space[6]};
    border-radius: ${theme.radii.md};
    background-color: ${theme.colors.bgDarkRaised};
    background-image: ${theme.gradients.heroGlow};
    color: ${theme.colors.textOnDarkMuted};
    font-weight: ${theme.fontWeights.medium};
  }
`;

export const FigureValue = styled.span`
  font-size: ${theme.fontSizes.h2};
  font-weight: ${theme.fontWeights.heavy};
  line-height: ${theme.lineHeights.tight};
  letter-spacing: ${theme.letterSpacings.tight};
  color: ${theme.colors.textOnDark};
`;

export const Checks = styled.ul<{ $tone: Tone; $divider: boolean }>`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: ${({ theme, $divider }) => ($divider ? `${theme.space[6]} 0 0` : "0")};
  border-top: ${({ theme, $divider }) => ($divider ? `1px solid ${theme.colors.border}` : "0")};
  list-style: none;
  font-size: ${theme.fontSizes.sm};
  li {
    gap: ${theme.space[3]};
  }
  ${({ theme, $tone }) =>
    checkMarks({ size: theme.space[5], color: theme.colors.service[$tone].fg, offset: "0.1em" })}
`;

export const Card = styled.article<{ $featured: boolean; $placeholder: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
  width: 100%;
  padding: clamp(${theme.space[6]}, 4vw, ${theme.space[10]});
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
  ${({ $placeholder, theme }) =>
    $placeholder &&
    css`
      border: 1.5px dashed ${theme.colors.borderMedium};
      background: ${theme.colors.bgAlt};
      box-shadow: none;
    `}
  ${({ $featured, theme }) =>
    $featured &&
    css`
      border-radius: ${theme.radii.xl};
      box-shadow: ${theme.shadows.lg};
      ${media.lg} {
        display: grid;
        grid-template-columns: 1.2fr 1fr;
        grid-template-areas: "intro highlights" "actions highlights";
        grid-template-rows: auto 1fr;
        column-gap: ${theme.space[16]};
        row-gap: ${theme.space[8]};
        padding: ${theme.space[12]};
        > ${Intro} {
          grid-area: intro;
        }
        > ${Highlights} {
          grid-area: highlights;
          align-self: center;
        }
        > ${Actions} {
          grid-area: actions;
          align-self: start;
          margin-top: 0;
          padding-top: 0;
        }
      }
    `}
`;

export const ExternalButton = styled(ExternalLink)<ButtonStyleProps>`
  ${buttonStyles}
`;
