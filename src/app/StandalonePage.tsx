import House from "lucide-react/icons/house";
import styled from "styled-components";
import { Logo } from "../layout/Logo.tsx";
import { ButtonLink } from "../ui/ButtonLink.tsx";
import { Container } from "../ui/Container.tsx";
import { tokens as theme } from "../../theme/tokens.ts";

interface StandalonePageProps {
  /** Large figure above the title, such as 404. */
  code?: string;
  title: string;
  message?: string;
  /** The label of the one way home. */
  homeLabel: string;
}

/** A page outside the shared layout (404, error fallback): logo, big code, one way home. */
export function StandalonePage({ code, title, message, homeLabel }: StandalonePageProps) {
  return (
    <Wrap>
      <Container>
        <header>
          <Logo />
        </header>
        <Body id="main">
          {code && <Code aria-hidden="true">{code}</Code>}
          <Title>
            {code && <span className="visually-hidden">{code}: </span>}
            {title}
          </Title>
          {message && <Message>{message}</Message>}
          <ButtonLink to="/" size="lg" variant="light" reloadDocument={!!message}>
            <House aria-hidden="true" />
            {homeLabel}
          </ButtonLink>
        </Body>
      </Container>
    </Wrap>
  );
}

const Wrap = styled.div`
  min-height: 100vh;
  padding-block: ${theme.space[5]};
  background-color: ${theme.colors.bgDark};
  background-image: ${theme.gradients.heroGlow};
  color: ${theme.colors.textOnDark};
`;

const Body = styled.main`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[6]};
  padding-block: clamp(${theme.space[16]}, 14vh, ${theme.space[24]});
`;

const Code = styled.p`
  font-size: ${theme.fontSizes.display};
  font-weight: ${theme.fontWeights.heavy};
  line-height: 1;
  letter-spacing: ${theme.letterSpacings.tight};
  background: ${theme.gradients.accentText};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Title = styled.h1`
  max-width: 36rem;
  font-size: ${theme.fontSizes.h2};
  font-weight: ${theme.fontWeights.heavy};
  line-height: ${theme.lineHeights.tight};
  letter-spacing: ${theme.letterSpacings.tight};
`;

const Message = styled.p`
  max-width: 40rem;
  color: ${theme.colors.textOnDarkMuted};
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.sm};
`;
