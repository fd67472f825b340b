import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import Rocket from "lucide-react/icons/rocket";
import type { ReactNode } from "react";
import styled from "styled-components";
import { routeById } from "../content/routes.ts";
import type { ActionLabels } from "../content/schema.ts";
import { site } from "../content/site.ts";
import { assetImage } from "../ui/assetUrl.ts";
import { ButtonLink, ExternalButtonLink } from "../ui/ButtonLink.tsx";
import { buttonStyles, type ButtonStyleProps } from "../ui/buttonStyles.ts";
import { HeroArt } from "../ui/HeroArt.tsx";
import { PageHero } from "../ui/PageHero.tsx";

interface HeroSectionProps {
  /** The page's eyebrow, h1 and lead. */
  copy: { readonly eyebrow?: string; readonly heading: string; readonly lead: string };
  /** The buttons under the lead (HeroActions on home and the landing page). */
  actions: ReactNode;
  /** Artwork beside the text on wide screens; the site's hero art unless given. */
  art?: ReactNode;
  /** Anything below the buttons (the landing page's key figures). */
  children?: ReactNode;
}

/** The dark opening band of home and /lp/mvp-offer: the page's h1 beside the hero art. */
export function HeroSection({ copy, actions, art, children }: HeroSectionProps) {
  return (
    <PageHero
      eyebrow={copy.eyebrow}
      title={copy.heading}
      lead={copy.lead}
      art={art ?? <HeroArt {...assetImage("hero/hero-art.svg")} />}
      actions={actions}
    >
      {children}
    </PageHero>
  );
}

interface HeroActionsProps {
  /** `bookCall` is the booking button's label (the landing page gives the short one). */
  labels: Pick<ActionLabels, "bookCall" | "mvp" | "exploreServices">;
  /**
   * Where the MVP button leads: the landing page's path, or an in-page anchor ("#offer")
   * on the landing page itself.
   */
  mvpHref: string;
}

/** The hero's three calls to action: book a call, the MVP offer, the services. */
export function HeroActions({ labels, mvpHref }: HeroActionsProps) {
  return (
    <>
      <ExternalButtonLink href={site.bookingUrl} size="lg">
        <CalendarDays aria-hidden="true" />
        {labels.bookCall}
      </ExternalButtonLink>
      {mvpHref.startsWith("#") ? (
        // A plain in-page link: the browser scrolls to the anchor (and honours
        // scroll-padding for the fixed header); the router is not involved.
        <HashLink href={mvpHref} $size="lg" $variant="outlineLight">
          <Rocket aria-hidden="true" />
          {labels.mvp}
        </HashLink>
      ) : (
        <ButtonLink to={mvpHref} size="lg" variant="outlineLight">
          <Rocket aria-hidden="true" />
          {labels.mvp}
        </ButtonLink>
      )}
      <ButtonLink to={routeById("services").path} size="lg" variant="outlineLight">
        {labels.exploreServices}
        <ArrowRight aria-hidden="true" />
      </ButtonLink>
    </>
  );
}

const HashLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;
