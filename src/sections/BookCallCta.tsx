import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import { routeById } from "../content/routes.ts";
import type { ActionLabels, CallToAction as CallToActionCopy } from "../content/schema.ts";
import { site } from "../content/site.ts";
import { ButtonLink, ExternalButtonLink } from "../ui/ButtonLink.tsx";
import { CallToAction } from "../ui/CallToAction.tsx";

interface BookCallCtaProps {
  /** id of the band's heading (unique on its page). */
  id: string;
  copy: CallToActionCopy;
  labels: Pick<ActionLabels, "bookCallShort" | "exploreServices">;
}

/** Closing band of the home and MVP pages: Book a Call and Explore Our Services. */
export function BookCallCta({ id, copy, labels }: BookCallCtaProps) {
  return (
    <CallToAction
      id={id}
      heading={copy.heading}
      text={copy.text}
      actions={
        <>
          <ExternalButtonLink href={site.bookingUrl} size="lg">
            <CalendarDays aria-hidden="true" />
            {labels.bookCallShort}
          </ExternalButtonLink>
          <ButtonLink to={routeById("services").path} size="lg" variant="secondary">
            {labels.exploreServices}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </>
      }
    />
  );
}
