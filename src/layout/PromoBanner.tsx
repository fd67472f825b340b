import ArrowRight from "lucide-react/icons/arrow-right";
import CalendarDays from "lucide-react/icons/calendar-days";
import Sparkles from "lucide-react/icons/sparkles";
import styled from "styled-components";
import { media } from "../../theme/media.ts";
import { promoBanner } from "../content/layoutEnd.ts";
import { site } from "../content/site.ts";
import { ButtonLink, ExternalButtonLink } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";
import { Badge } from "../ui/Badge.tsx";
import { Heading } from "../ui/Heading.tsx";
import { routeById } from "../content/routes.ts";
import { tokens as theme } from "../../theme/tokens.ts";

/** The site-wide MVP offer band shown above the footer on every page. */
export function PromoBanner() {
  return (
    <Band aria-labelledby="promo-heading">
      <Container>
        <Panel>
          <div>
            <Badge $tone="onDark">
              <Sparkles aria-hidden="true" />
              {promoBanner.label}
            </Badge>
            <Heading level={2} size="h2" id="promo-heading">
              {promoBanner.headline}
            </Heading>
            <Text>{promoBanner.text}</Text>
            <Note>{promoBanner.note}</Note>
          </div>
          <Actions>
            <ExternalButtonLink href={site.bookingUrl} variant="light" size="lg">
              <CalendarDays aria-hidden="true" />
              {promoBanner.bookCallLabel}
            </ExternalButtonLink>
            <ButtonLink to={routeById("mvpOffer").path} variant="outlineLight" size="lg">
              {promoBanner.learnMoreLabel}
              <ArrowRight aria-hidden="true" />
            </ButtonLink>
          </Actions>
        </Panel>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding-block: ${theme.space[16]};
  background: ${theme.colors.bgAlt};
`;

const Panel = styled.div`
  position: relative;
  overflow: hidden;
  display: grid;
  gap: ${theme.space[8]};
  align-items: center;
  padding: clamp(${theme.space[8]}, 5vw, ${theme.space[16]});
  border-radius: ${theme.radii.xl};
  background-color: ${theme.colors.bgDarkRaised};
  background-image: ${theme.gradients.heroGlow};
  color: ${theme.colors.textOnDark};
  box-shadow: ${theme.shadows.lg};
  h2 {
    margin-top: ${theme.space[4]};
    max-width: 36rem;
  }
  ${media.lg} {
    grid-template-columns: 1.5fr 1fr;
  }
`;

const Text = styled.p`
  max-width: 36rem;
  margin-top: ${theme.space[4]};
  color: ${theme.colors.textOnDarkMuted};
  font-size: ${theme.fontSizes.lg};
`;

const Note = styled.p`
  margin-top: ${theme.space[4]};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.accentOnDark};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  a {
    width: 100%;
  }
  ${media.lg} {
    justify-self: end;
    min-width: 20rem;
  }
`;
