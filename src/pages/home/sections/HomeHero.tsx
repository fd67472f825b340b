import { ArrowRight, CalendarDays, Rocket } from "lucide-react";
import { routeById } from "../../../content/routes.ts";
import { actionLabels } from "../../../content/layout.ts";
import { homeCopy } from "../../../content/pages/home.ts";
import { site } from "../../../content/site.ts";
import { assetImage } from "../../../ui/assetUrl.ts";
import { ButtonLink, ExternalButtonLink } from "../../../ui/ButtonLink.tsx";
import { HeroArt } from "../../../ui/HeroArt.tsx";
import { PageHero } from "../../../ui/PageHero.tsx";

const copy = homeCopy;

export function HomeHero() {
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
            {actionLabels.bookCall}
          </ExternalButtonLink>
          <ButtonLink to={routeById("mvpOffer").path} size="lg" variant="outlineLight">
            <Rocket aria-hidden="true" />
            {actionLabels.mvp}
          </ButtonLink>
          <ButtonLink to={routeById("services").path} size="lg" variant="outlineLight">
            {actionLabels.exploreServices}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </>
      }
    />
  );
}
