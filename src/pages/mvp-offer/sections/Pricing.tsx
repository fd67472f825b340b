import CalendarDays from "lucide-react/icons/calendar-days";
import styled from "styled-components";
import { checkMarks } from "../../../ui/checkMarks.ts";
import { media } from "../../../../theme/media.ts";
import type { MvpOfferCopy } from "../../../content/schema.ts";
import { site } from "../../../content/site.ts";
import { ExternalButtonLink } from "../../../ui/ButtonLink.tsx";
import { Eyebrow, Heading } from "../../../ui/Heading.tsx";
import { Section } from "../../../ui/Section.tsx";
import { SectionHeader } from "../../../ui/SectionHeader.tsx";
import { OFFER_ID } from "../anchors.ts";
import { tokens as theme } from "../../../../theme/tokens.ts";

interface PricingProps {
  copy: MvpOfferCopy["pricingSection"];
  card: MvpOfferCopy["pricingCard"];
  /** Heading of the card's list of what is included. */
  includedLabel: string;
}

/** The offer (#offer): price, summary and booking button beside what is included. */
export function Pricing({ copy, card, includedLabel }: PricingProps) {
  return (
    <Section tone="dark" labelledBy="offer-heading" id={OFFER_ID}>
      <SectionHeader
        id="offer-heading"
        title={copy.heading}
        lead={copy.text}
        align="center"
        onDark
      />
      <PriceCard aria-labelledby="offer-card-title">
        <Summary>
          <Eyebrow>{card.eyebrow}</Eyebrow>
          <Heading level={3} size="h2" id="offer-card-title">
            {card.title}
          </Heading>
          <Price>
            <strong>{card.priceLabel}</strong>
            <span>{card.priceNote}</span>
          </Price>
          <p>{card.summary}</p>
          <ExternalButtonLink href={site.bookingUrl} size="lg" block>
            <CalendarDays aria-hidden="true" />
            {card.ctaLabel}
          </ExternalButtonLink>
          <Note>{card.note}</Note>
        </Summary>
        <Included>
          <Heading level={4} size="lg">
            {includedLabel}
          </Heading>
          <ul role="list">
            {card.included.map((item) => (
              <li key={item}>
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Included>
      </PriceCard>
    </Section>
  );
}

const PriceCard = styled.article`
  display: grid;
  overflow: hidden;
  border-radius: ${theme.radii.xl};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};
  ${media.lg} {
    grid-template-columns: 5fr 6fr;
  }
`;

const Summary = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[4]};
  padding: clamp(${theme.space[6]}, 4vw, ${theme.space[12]});
  > p {
    color: ${theme.colors.textMuted};
  }
  > a {
    margin-top: ${theme.space[4]};
  }
`;

const Price = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[3]};
  strong {
    font-size: ${theme.fontSizes.h1};
    font-weight: ${theme.fontWeights.heavy};
    line-height: ${theme.lineHeights.tight};
    letter-spacing: ${theme.letterSpacings.tight};
    background: ${theme.gradients.accent};
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
  span {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`;

const Note = styled.p`
  align-self: stretch;
  text-align: center;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.accentText};
`;

const Included = styled.div`
  padding: clamp(${theme.space[6]}, 4vw, ${theme.space[12]});
  background: ${theme.colors.bgAlt};
  border-top: 1px solid ${theme.colors.border};
  ${media.lg} {
    border-top: 0;
    border-left: 1px solid ${theme.colors.border};
  }
  ul {
    display: grid;
    gap: ${theme.space[4]};
    margin-top: ${theme.space[6]};
  }
  li {
    gap: ${theme.space[3]};
  }
  ${checkMarks({
    size: theme.space[5],
    color: theme.colors.accent,
    offset: theme.space[1],
    mark: "circle-check",
  })}
`;
