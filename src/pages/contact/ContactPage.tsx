import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import styled from "styled-components";
import { media } from "../../../theme/media.ts";
import { ContactForm } from "../../contact/ContactForm.tsx";
import { contactCopy } from "../../content/pages/contact.ts";
import { actionLabels } from "../../content/layout.ts";
import { site } from "../../content/site.ts";
import { Badge } from "../../ui/Badge.tsx";
import { ExternalButtonLink } from "../../ui/ButtonLink.tsx";
import { Container } from "../../ui/Container.tsx";
import { Heading } from "../../ui/Heading.tsx";
import { deferredSections } from "../../ui/deferredSections.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { tokens as theme } from "../../../theme/tokens.ts";

const copy = contactCopy;
const FORM_HEADING_ID = "contact-form-heading";

/**
 * The FAQ below the form, and its questions, in chunks of their own (see deferredSections);
 * its disclosures are native.
 */
const faqSection = deferredSections(() =>
  Promise.all([import("./sections/ContactFaq.tsx"), import("../../content/faq.ts")]).then(
    ([{ ContactFaq }, { faq }]) => ({
      default: function ContactFaqSection() {
        return <ContactFaq copy={copy} items={faq} />;
      },
    }),
  ),
);
if (import.meta.env.SSR) await faqSection.preload();
else void faqSection.preload();

/**
 * The side panel beside the form (address, free consultation, trust points): text and
 * links only, so it hydrates from a chunk of its own while its pre-rendered HTML shows.
 */
const sidePanel = deferredSections(() =>
  import("./sections/ContactSidePanel.tsx").then(({ ContactSidePanel }) => ({
    default: function ContactSide() {
      return <ContactSidePanel copy={copy} bookCallLabel={actionLabels.bookCallShort} />;
    },
  })),
);
if (import.meta.env.SSR) await sidePanel.preload();
else void sidePanel.preload();

/** The page's copy: its title names the page (its route's meta, src/app/routes.tsx). */
export const meta = contactCopy;

export default function ContactPage() {
  return (
    <>
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
      <FormBand aria-labelledby={FORM_HEADING_ID}>
        <Container>
          <Columns>
            <FormCard>
              <Heading level={2} size="h3" id={FORM_HEADING_ID}>
                {copy.formHeading}
              </Heading>
              <FormLead>{copy.formLead}</FormLead>
              <ContactForm labelledBy={FORM_HEADING_ID} />
            </FormCard>
            <sidePanel.Sections />
          </Columns>
        </Container>
      </FormBand>
      <faqSection.Sections />
    </>
  );
}

/** The form lifts into the hero's lower edge on wide screens, so it reads as the page's focus. */
const FormBand = styled.section`
  position: relative;
  padding-bottom: ${theme.sectionSpace};
  background: ${theme.colors.bgAlt};
  &::before {
    content: "";
    position: absolute;
    inset: 0 0 auto;
    height: ${theme.space[16]};
    background: ${theme.colors.bgDark};
  }
`;

const Columns = styled.div`
  position: relative;
  display: grid;
  gap: ${theme.space[6]};
  align-items: start;
  ${media.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${theme.space[8]};
  }
`;

const FormCard = styled.div`
  padding: clamp(${theme.space[6]}, 4vw, ${theme.space[12]});
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.xl};
  box-shadow: ${theme.shadows.lg};
`;

const FormLead = styled.p`
  margin-top: ${theme.space[3]};
  margin-bottom: ${theme.space[6]};
  max-width: 38rem;
  color: ${theme.colors.textMuted};
`;
