import { ArrowRight, CalendarDays, Rocket } from "lucide-react";
import { pages, actionLabels } from "../../content/pages.ts";
import { site } from "../../content/site.ts";
import { ButtonLink, ExternalButtonLink } from "../../ui/ButtonLink.tsx";
import { PageHero } from "../../ui/PageHero.tsx";

const copy = pages.home;

export default function HomePage() {
  return (
    <PageHero
      eyebrow={copy.eyebrow}
      title={copy.heading}
      lead={copy.lead}
      actions={
        <>
          <ExternalButtonLink href={site.bookingUrl} size="lg">
            <CalendarDays aria-hidden="true" />
            {actionLabels.bookCall}
          </ExternalButtonLink>
          <ButtonLink to="/lp/mvp-offer" size="lg" variant="outlineLight">
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
