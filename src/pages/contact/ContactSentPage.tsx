import CircleCheck from "lucide-react/icons/circle-check";
import House from "lucide-react/icons/house";
import Send from "lucide-react/icons/send";
import { contactSentCopy as copy } from "../../content/pages/contactSent.ts";
import { Badge } from "../../ui/Badge.tsx";
import { ButtonLink } from "../../ui/ButtonLink.tsx";
import { PageHero } from "../../ui/PageHero.tsx";

/** The page's copy: its title names the page (its route's meta, src/app/routes.tsx). */
export const meta = copy;

/**
 * "Message sent": the mail gateway answers a contact form posted without JavaScript with a
 * 303 to this pre-rendered page (noindex, outside the navigation and the sitemap).
 */
export default function ContactSentPage() {
  return (
    <PageHero
      eyebrow={
        <Badge $tone="onDark">
          <CircleCheck aria-hidden="true" />
          {copy.badge}
        </Badge>
      }
      title={copy.heading}
      lead={copy.lead}
      actions={
        <>
          <ButtonLink to="/" size="lg">
            <House aria-hidden="true" />
            {copy.homeLinkLabel}
          </ButtonLink>
          <ButtonLink to="/contact" size="lg" variant="outlineLight">
            <Send aria-hidden="true" />
            {copy.contactLinkLabel}
          </ButtonLink>
        </>
      }
    />
  );
}
