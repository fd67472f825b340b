import CalendarDays from "lucide-react/icons/calendar-days";
import Mail from "lucide-react/icons/mail";
import styled from "styled-components";
import type { ContactCopy } from "../../../content/schema.ts";
import { site } from "../../../content/site.ts";
import { ExternalButtonLink } from "../../../ui/ButtonLink.tsx";
import { overline } from "../../../ui/textStyles.ts";
import { tokens as theme } from "../../../../theme/tokens.ts";

interface ContactSidePanelProps {
  copy: Pick<ContactCopy, "emailLabel" | "consultation" | "trustPoints">;
  bookCallLabel: string;
}

/** Beside the form: the support e-mail, the free consultation and the four trust points. */
export function ContactSidePanel({ copy, bookCallLabel }: ContactSidePanelProps) {
  // "10+ Years Experience" → the figure "10+" shown large, then "Years Experience".
  const trustPoints = copy.trustPoints.map(({ label }) => {
    const [figure = "", ...rest] = label.split(" ");
    return { label, figure, caption: rest.join(" ") };
  });
  return (
    <Panel>
      <EmailBlock>
        <Label>{copy.emailLabel}</Label>
        <EmailLink href={`mailto:${site.supportEmail}`}>
          <IconTile aria-hidden="true">
            <Mail />
          </IconTile>
          {site.supportEmail}
        </EmailLink>
      </EmailBlock>
      <Rule />
      <div>
        <PanelHeading id="contact-consultation">{copy.consultation.heading}</PanelHeading>
        <PanelText>{copy.consultation.text}</PanelText>
        <BookCall>
          <ExternalButtonLink href={site.bookingUrl} variant="outlineLight">
            <CalendarDays aria-hidden="true" />
            {bookCallLabel}
          </ExternalButtonLink>
        </BookCall>
      </div>
      <Rule />
      <TrustList role="list">
        {trustPoints.map((point) => (
          <li key={point.label}>
            <Figure>{point.figure}</Figure> <Caption>{point.caption}</Caption>
          </li>
        ))}
      </TrustList>
    </Panel>
  );
}

const Panel = styled.div`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[8]};
  padding: clamp(${theme.space[6]}, 4vw, ${theme.space[10]});
  background-color: ${theme.colors.bgDarkRaised};
  background-image: ${theme.gradients.heroGlow};
  color: ${theme.colors.textOnDark};
  border-radius: ${theme.radii.xl};
  box-shadow: ${theme.shadows.lg};
  :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
`;

const EmailBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Label = styled.p`
  ${overline}
  color: ${theme.colors.accentOnDark};
`;

const EmailLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[3]};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.textOnDark};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

const IconTile = styled.span`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${theme.space[10]};
  height: ${theme.space[10]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceOnDark};
  border: 1px solid ${theme.colors.borderOnDark};
  color: ${theme.colors.accentOnDark};
  svg {
    width: ${theme.space[5]};
    height: ${theme.space[5]};
  }
`;

const Rule = styled.hr`
  margin: 0;
  border: 0;
  border-top: 1px solid ${theme.colors.borderOnDark};
`;

const PanelHeading = styled.h2`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.snug};
  letter-spacing: ${theme.letterSpacings.snug};
`;

const PanelText = styled.p`
  margin-top: ${theme.space[3]};
  color: ${theme.colors.textOnDarkMuted};
`;

const BookCall = styled.div`
  margin-top: ${theme.space[6]};
`;

const TrustList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[5]} ${theme.space[4]};
  li {
    display: flex;
    flex-direction: column;
    gap: ${theme.space[1]};
    padding-inline-start: ${theme.space[4]};
    border-inline-start: 2px solid ${theme.colors.accent};
  }
`;

const Figure = styled.span`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.heavy};
  line-height: ${theme.lineHeights.tight};
  letter-spacing: ${theme.letterSpacings.snug};
  color: ${theme.colors.textOnDark};
`;

const Caption = styled.span`
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.snug};
  color: ${theme.colors.textOnDarkMuted};
`;
