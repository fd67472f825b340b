import { ArrowRight, CalendarDays, Rocket } from "lucide-react";
import { actionLabels, pages } from "../../content/pages.ts";
import { site } from "../../content/site.ts";
import { ButtonLink, ExternalButtonLink } from "../../ui/ButtonLink.tsx";
import { PageHero } from "../../ui/PageHero.tsx";

const copy = pages.mvpOffer;

export default function MvpOfferPage() {
  return (
    <PageHero
      eyebrow={copy.eyebrow}
      title={copy.heading}
      lead={copy.lead}
      actions={
        <>
          <ExternalButtonLink href={site.bookingUrl} size="lg">
            <CalendarDays aria-hidden="true" />
            {actionLabels.bookCallShort}
          </ExternalButtonLink>
          <ButtonLink to="#offer" size="lg" variant="outlineLight">
            <Rocket aria-hidden="true" />
            {actionLabels.mvp}
          </ButtonLink>
          <ButtonLink to="/services" size="lg" variant="outlineLight">
            {actionLabels.exploreServices}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </>
      }
    />
  );
}
