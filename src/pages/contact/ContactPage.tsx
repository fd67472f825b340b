import { CalendarDays, Clock } from "lucide-react";
import { actionLabels } from "../../content/pages/shared.ts";
import { contactCopy } from "../../content/pages/contact.ts";
import { site } from "../../content/site.ts";
import { Badge } from "../../ui/Badge.tsx";
import { ExternalButtonLink } from "../../ui/ButtonLink.tsx";
import { PageHero } from "../../ui/PageHero.tsx";

const copy = contactCopy;

export default function ContactPage() {
  return (
    <PageHero
      eyebrow={
        <Badge $tone="onDark">
          <Clock aria-hidden="true" />
          {copy.badge}
        </Badge>
      }
      title={copy.heading}
      lead={copy.lead}
      actions={
        <ExternalButtonLink href={site.bookingUrl} size="lg">
          <CalendarDays aria-hidden="true" />
          {actionLabels.bookCallShort}
        </ExternalButtonLink>
      }
    />
  );
}
