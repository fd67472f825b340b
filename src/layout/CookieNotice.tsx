import { X } from "lucide-react";
import { useState } from "react";
import styled from "styled-components";
import { Button } from "../ui/Button.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { hasConsent, shouldShowNotice, storeConsent } from "./cookieConsent.ts";

/** Client-only: the Layout mounts it after hydration (the choice is in this browser). */
export default function CookieNotice() {
  const [consented] = useState(() => hasConsent(window.localStorage));
  const [accepted, setAccepted] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  if (!shouldShowNotice(consented || accepted, dismissed)) return null;

  const accept = () => {
    storeConsent(window.localStorage);
    setAccepted(true);
  };

  return (
    <Notice role="region" aria-label="Cookie notice">
      <Text>
        We store only what this site needs on your device: this choice and, while you write to us, a
        draft of your message. No tracking, no advertising cookies.
      </Text>
      <Actions>
        <LearnMore href="/privacy#cookies">Learn More</LearnMore>
        <Button size="md" onClick={accept}>
          Accept
        </Button>
        <Dismiss
          type="button"
          aria-label="Dismiss cookie notice"
          onClick={() => setDismissed(true)}
        >
          <X aria-hidden="true" />
        </Dismiss>
      </Actions>
    </Notice>
  );
}

const Notice = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.notice};
  inset-inline: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  max-width: 40rem;
  margin-inline: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  background: ${({ theme }) => theme.colors.ink800};
  color: ${({ theme }) => theme.colors.textOnDark};
  border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: notice-in ${({ theme }) => theme.motion.durations.slow}ms
    ${({ theme }) => theme.motion.easings.out} both;

  @keyframes notice-in {
    from {
      transform: translateY(1rem);
      opacity: 0;
    }
  }
`;

const Text = styled.p`
  flex: 1 1 16rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

const LearnMore = styled(ExternalLink)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.white};
  padding: ${({ theme }) => theme.space[2]};
  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
`;

const Dismiss = styled.button`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.tapTarget};
  height: ${({ theme }) => theme.sizes.tapTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.white};
    background: rgba(255, 255, 255, 0.08);
  }
  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.focusOnDark};
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;
