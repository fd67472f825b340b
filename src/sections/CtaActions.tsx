import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import { routeById } from "../content/routes.ts";
import type { ActionLabels } from "../content/schema.ts";
import { site } from "../content/site.ts";
import { ButtonLink, ExternalButtonLink } from "../ui/ButtonLink.tsx";

/** The closing call to action's usual pair: contact form first, booking calendar second. */
export function ContactAndBookActions({
  labels,
}: {
  labels: Pick<ActionLabels, "contact" | "bookCallShort">;
}) {
  return (
    <>
      <ButtonLink to={routeById("contact").path} size="lg">
        {labels.contact}
        <ArrowRight aria-hidden="true" />
      </ButtonLink>
      <ExternalButtonLink href={site.bookingUrl} size="lg" variant="secondary">
        <CalendarDays aria-hidden="true" />
        {labels.bookCallShort}
      </ExternalButtonLink>
    </>
  );
}
