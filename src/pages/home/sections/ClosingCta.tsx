import { ArrowRight, CalendarDays } from "lucide-react";
import { routeById } from "../../../app/routeRegistry.ts";
import { actionLabels } from "../../../content/pages/shared.ts";
import { homeCopy } from "../../../content/pages/home.ts";
import { site } from "../../../content/site.ts";
import { ButtonLink, ExternalButtonLink } from "../../../ui/ButtonLink.tsx";
import { CallToAction } from "../../../ui/CallToAction.tsx";

const copy = homeCopy.closingCta;

export function ClosingCta() {
  return (
    <CallToAction
      id="cta-heading"
      heading={copy.heading}
      text={copy.text}
      actions={
        <>
          <ExternalButtonLink href={site.bookingUrl} size="lg">
            <CalendarDays aria-hidden="true" />
            {actionLabels.bookCallShort}
          </ExternalButtonLink>
          <ButtonLink to={routeById("services").path} size="lg" variant="secondary">
            {actionLabels.exploreServices}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </>
      }
    />
  );
}
