import { ArrowRight, CalendarDays, Rocket } from "lucide-react";
import styled from "styled-components";
import { media } from "../../../../theme/media.ts";
import { routeById } from "../../../content/routes.ts";
import { actionLabels } from "../../../content/layout.ts";
import { mvpOfferCopy } from "../../../content/pages/mvpOffer.ts";
import { site } from "../../../content/site.ts";
import { assetImage } from "../../../ui/assetUrl.ts";
import { ButtonLink, ExternalButtonLink } from "../../../ui/ButtonLink.tsx";
import { buttonStyles, type ButtonStyleProps } from "../../../ui/buttonStyles.ts";
import { HeroArt } from "../../../ui/HeroArt.tsx";
import { PageHero } from "../../../ui/PageHero.tsx";
import { OFFER_ID } from "../anchors.ts";

const copy = mvpOfferCopy;

export function MvpHero() {
  return (
    <PageHero
      eyebrow={copy.eyebrow}
      title={copy.heading}
      lead={copy.lead}
      art={<HeroArt {...assetImage("hero/hero-art.svg")} />}
      actions={
        <>
          <ExternalButtonLink href={site.bookingUrl} size="lg">
            <CalendarDays aria-hidden="true" />
            {actionLabels.bookCallShort}
          </ExternalButtonLink>
          {/* A plain in-page link: the browser scrolls to the offer (and honours
              scroll-padding for the fixed header); the router is not involved. */}
          <HashLink href={`#${OFFER_ID}`} $size="lg" $variant="outlineLight">
            <Rocket aria-hidden="true" />
            {actionLabels.mvp}
          </HashLink>
          <ButtonLink to={routeById("services").path} size="lg" variant="outlineLight">
            {actionLabels.exploreServices}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </>
      }
    >
      <Figures>
        {copy.heroFigures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </Figures>
    </PageHero>
  );
}

const HashLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

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
    color: ${({ theme }) => theme.colors.white};
  }
`;
