import { ArrowRight, CalendarDays } from "lucide-react";
import { routeById } from "../content/routes.ts";
import type { CallToAction as CallToActionCopy } from "../content/schema.ts";
import { actionLabels } from "../content/layout.ts";
import { site } from "../content/site.ts";
import { ButtonLink, ExternalButtonLink } from "../ui/ButtonLink.tsx";
import { CallToAction } from "../ui/CallToAction.tsx";

/** Closing band of the home and MVP pages: Book a Call and Explore Our Services. */
export function BookCallCta({ id, copy }: { id: string; copy: CallToActionCopy }) {
  return (
    <CallToAction
      id={id}
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
