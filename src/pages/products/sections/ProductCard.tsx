import {
  ArrowRight,
  ArrowUpRight,
  CalendarClock,
  Nfc,
  Recycle,
  ScanSearch,
  Siren,
  Truck,
} from "lucide-react";
import styled, { css } from "styled-components";
import { checkMarks } from "../../../ui/checkMarks.ts";
import { media } from "../../../../theme/media.ts";
import type { Product, ProductAction, ProductsCopy } from "../../../content/schema.ts";
import { buttonStyles, type ButtonStyleProps } from "../../../ui/buttonStyles.ts";
import { ButtonLink } from "../../../ui/ButtonLink.tsx";
import { ExternalLink } from "../../../ui/ExternalLink.tsx";
import { Heading } from "../../../ui/Heading.tsx";
import { ContentIcon, type IconMap } from "../../../ui/ContentIcon.tsx";
import { splitFigure } from "../splitFigure.ts";

const icons: IconMap = {
  recycle: Recycle,
  "scan-search": ScanSearch,
  nfc: Nfc,
  siren: Siren,
  truck: Truck,
};

interface ProductCardProps {
  product: Product;
  copy: ProductsCopy;
  /** The wide card: highlights that start with a figure become large stat tiles. */
  featured?: boolean;
}

export function ProductCard({ product, copy, featured = false }: ProductCardProps) {
  const titleId = `product-${product.slug}`;
  const inDevelopment = product.status === "in-development";
  const figures = featured ? product.highlights.flatMap((h) => splitFigure(h) ?? []) : [];
  const checks = featured
    ? product.highlights.filter((h) => splitFigure(h) === undefined)
    : product.highlights;

  const highlights = (
    <Highlights>
      {figures.length > 0 && (
        <Figures role="list">
          {figures.map((figure) => (
            <li key={figure.value}>
              <FigureValue>{figure.value}</FigureValue> <span>{figure.label}</span>
            </li>
          ))}
        </Figures>
      )}
      <Checks role="list" $tone={product.tone} $divider={!featured}>
        {checks.map((item) => (
          <li key={item}>
            <span>{item}</span>
          </li>
        ))}
      </Checks>
    </Highlights>
  );

  return (
    <Card aria-labelledby={titleId} $featured={featured} $placeholder={inDevelopment}>
      <Intro>
        <Top>
          <IconTile $tone={product.tone}>
            <ContentIcon map={icons} name={product.icon} />
          </IconTile>
          <Statuses>
            <Status $live={!inDevelopment}>{copy.statusLabels[product.status]}</Status>
          </Statuses>
        </Top>
        <Heading level={3} size={featured ? "h2" : "h3"} id={titleId}>
          {product.name}
        </Heading>
        <Tagline>{product.tagline}</Tagline>
        <Description>{product.description}</Description>
      </Intro>
      {highlights}
      {product.launch && (
        <Launch>
          <CalendarClock aria-hidden="true" />
          <span>
            {copy.launchLabel} <strong>{product.launch}</strong>
          </span>
        </Launch>
      )}
      {product.actions.length > 0 && (
        <Actions>
          {product.actions.map((action, index) => (
            <Action
              key={action.label}
              action={action}
              primary={index === 0}
              describedBy={titleId}
            />
          ))}
        </Actions>
      )}
    </Card>
  );
}

function Action({
  action,
  primary,
  describedBy,
}: {
  action: ProductAction;
  primary: boolean;
  describedBy: string;
}) {
  const variant = primary ? "primary" : "secondary";
  if (action.kind === "internal")
    return (
      <ButtonLink to={action.href} variant={variant} aria-describedby={describedBy}>
        {action.label}
        <ArrowRight aria-hidden="true" />
      </ButtonLink>
    );
  return (
    <ExternalButton href={action.href} $variant={variant} aria-describedby={describedBy}>
      {action.label}
      <ArrowUpRight aria-hidden="true" />
    </ExternalButton>
  );
}

type Tone = Product["tone"];

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const IconTile = styled.span<{ $tone: Tone }>`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.space[12]};
  height: ${({ theme }) => theme.space[12]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors.service[$tone].bg};
  color: ${({ theme, $tone }) => theme.colors.service[$tone].fg};
  svg {
    width: ${({ theme }) => theme.space[6]};
    height: ${({ theme }) => theme.space[6]};
  }
`;

const Statuses = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

/** "Live" with a green dot, "In Development" with an amber one. */
const Status = styled.span<{ $live: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.5;
  &::before {
    content: "";
    width: ${({ theme }) => theme.space[2]};
    height: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $live }) =>
      $live ? theme.colors.service.green.fg : theme.colors.star};
  }
`;

const Tagline = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
  ${media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

/** Where a live product has its buttons, a product in development shows its launch date. */
const Launch = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: auto;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  svg {
    flex-shrink: 0;
    width: ${({ theme }) => theme.space[5]};
    height: ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const Highlights = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => theme.space[6]};
    border-radius: ${({ theme }) => theme.radii.md};
    background-color: ${({ theme }) => theme.colors.bgDarkRaised};
    background-image: ${({ theme }) => theme.gradients.heroGlow};
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const FigureValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.h2};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const Checks = styled.ul<{ $tone: Tone; $divider: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: ${({ theme, $divider }) => ($divider ? `${theme.space[6]} 0 0` : "0")};
  border-top: ${({ theme, $divider }) => ($divider ? `1px solid ${theme.colors.border}` : "0")};
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    gap: ${({ theme }) => theme.space[3]};
  }
  ${({ theme, $tone }) =>
    checkMarks({ size: theme.space[5], color: theme.colors.service[$tone].fg, offset: "0.1em" })}
`;

const Card = styled.article<{ $featured: boolean; $placeholder: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  padding: clamp(${({ theme }) => theme.space[6]}, 4vw, ${({ theme }) => theme.space[10]});
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
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

const ExternalButton = styled(ExternalLink)<ButtonStyleProps>`
  ${buttonStyles}
`;
