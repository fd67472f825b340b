import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import styled, { type DefaultTheme } from "styled-components";
import { Button } from "../ui/Button.tsx";
import { ExternalLink } from "../ui/ExternalLink.tsx";
import { hasConsent, shouldShowNotice, storeConsent } from "./cookieConsent.ts";
import notice from "content:ui/layout-notice";
import { sitePath } from "../content/locale.ts";
import { tokens as theme } from "../../theme/tokens.ts";

/** Its copy, a module of its own: only this chunk loads it. */
const cookieNoticeCopy = notice.cookieNotice;

/**
 * Client-only: the Layout mounts it after hydration (the choice is in this browser).
 *
 * It never hides what has keyboard focus (WCAG 2.4.11): while it floats at the bottom of
 * the screen, the page reserves its height (scroll-padding-bottom, so a focused control
 * scrolls clear of it, and as much room after the page's end, so the last links can too),
 * kept in step with its size by a ResizeObserver. On a short screen (400% zoom, a phone
 * on its side) it does not float at all: it is the last thing on the page, where it also
 * is in the tab order. Escape dismisses it for this view, like its X (SPEC §4: nothing is
 * stored).
 */
export default function CookieNotice() {
  const [consented] = useState(() => hasConsent(window.localStorage));
  const [accepted, setAccepted] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const shown = shouldShowNotice(consented || accepted, dismissed);
  const noticeRef = useRef<HTMLDivElement>(null);
  const reserveRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const notice = noticeRef.current;
    const reserve = reserveRef.current;
    if (!shown || !notice || !reserve) return;
    const root = document.documentElement;
    const reserveSpace = () => {
      const style = getComputedStyle(notice);
      const space =
        style.position === "fixed"
          ? Math.ceil(notice.offsetHeight + parseFloat(style.bottom) + parseFloat(style.bottom))
          : 0;
      root.style.scrollPaddingBottom = space ? `${space}px` : "";
      reserve.style.height = space ? `${space}px` : "";
    };
    // No first measure here: the observer reports both elements once they are laid out,
    // in the frame that first paints the notice, where reading its size costs nothing. A
    // read in this effect would lay the page out in the middle of hydration.
    const observer = new ResizeObserver(reserveSpace);
    observer.observe(notice);
    observer.observe(root); // the viewport's height decides whether it floats
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      // Escape closes an open menu or dialog first.
      if (document.querySelector(":popover-open, dialog[open]")) return;
      leave(notice);
      setDismissed(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      observer.disconnect();
      document.removeEventListener("keydown", onKeyDown);
      root.style.scrollPaddingBottom = "";
    };
  }, [shown]);

  if (!shown) return null;

  const accept = () => {
    storeConsent(window.localStorage);
    if (noticeRef.current) leave(noticeRef.current);
    setAccepted(true);
  };

  return (
    <div ref={reserveRef}>
      <Notice ref={noticeRef} role="region" aria-label={cookieNoticeCopy.regionLabel}>
        <Text>{cookieNoticeCopy.text}</Text>
        <Actions>
          <LearnMore href={sitePath("/privacy#cookies")}>{cookieNoticeCopy.learnMore}</LearnMore>
          <Button size="md" onClick={accept}>
            {cookieNoticeCopy.accept}
          </Button>
          <Dismiss
            type="button"
            aria-label={cookieNoticeCopy.dismiss}
            onClick={() => {
              if (noticeRef.current) leave(noticeRef.current);
              setDismissed(true);
            }}
          >
            <X aria-hidden="true" />
          </Dismiss>
        </Actions>
      </Notice>
    </div>
  );
}

/** Focus inside the notice would be lost when it goes: hand it to the main content. */
function leave(notice: HTMLElement) {
  if (notice.contains(document.activeElement)) document.getElementById("main")?.focus();
}

/** A screen too short for a floating notice: shorter than the sm breakpoint is wide. */
const shortScreen = ({ theme }: { theme: DefaultTheme }) =>
  `@media (max-height: ${theme.breakpoints.sm - 0.02}px)`;

/**
 * A notice too narrow for the link, the button and the close button on one row: below a
 * 360 px phone (on a 320 px one the Greek "Μάθετε περισσότερα" wraps and still leaves the
 * close button a row of its own), or a phone at 200% text. The close button then sits in the
 * notice's top corner. The notice's content box is 17.9rem wide on a 360 px phone and
 * 15.4rem on a 320 px one. Container queries cannot read the tokens' custom properties,
 * so the width is a number here.
 */
const narrowNotice = "@container cookie-notice (max-width: 17rem)";

const Notice = styled.div`
  container: cookie-notice / inline-size;
  position: fixed;
  z-index: ${theme.zIndices.notice};
  inset-inline: ${theme.space[4]};
  bottom: ${theme.space[4]};
  max-width: 40rem;
  margin-inline: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]} ${theme.space[5]};
  padding: ${theme.space[4]} ${theme.space[5]};
  background: ${theme.colors.bgDarkRaised};
  color: ${theme.colors.textOnDark};
  border: 1px solid ${theme.colors.borderOnDark};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
  animation: notice-in ${theme.motion.durations.slow}ms ${theme.motion.easings.out} both;

  /* A short screen (400% zoom, a phone on its side): the last thing on the page, compact. */
  ${shortScreen} {
    /* In the flow, not offset, and still the corner's reference for the close button. */
    position: relative;
    inset: auto;
    max-width: min(40rem, calc(100% - 2 * ${theme.space[2]}));
    margin-block: ${theme.space[1]};
    gap: ${theme.space[2]};
    padding: ${theme.space[2]} ${theme.space[3]};
    animation: none;
  }

  @keyframes notice-in {
    from {
      transform: translateY(1rem);
      opacity: 0;
    }
  }
`;

const Text = styled.p`
  flex: 1 1 16rem;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textOnDarkMuted};
  ${shortScreen} {
    font-size: ${theme.fontSizes.xs};
    line-height: ${theme.lineHeights.snug};
  }
  ${narrowNotice} {
    /* Clear of the close button: its width and inset, less the notice's own padding. */
    padding-inline-end: calc(${theme.sizes.tapTarget} + ${theme.space[1]} - ${theme.space[5]});
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  ${shortScreen} {
    gap: ${theme.space[2]};
  }
`;

const LearnMore = styled(ExternalLink)`
  /* Sized from its longest word, so on a narrow phone a long label ("Μάθετε περισσότερα")
     wraps onto two lines beside the buttons instead of pushing the close button onto a
     row of its own; it never takes more room than its words need. */
  flex: 1 1 0;
  max-width: max-content;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.textOnDark};
  padding: ${theme.space[2]};
  &:focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
`;

const Dismiss = styled.button`
  display: grid;
  place-items: center;
  width: ${theme.sizes.tapTarget};
  height: ${theme.sizes.tapTarget};
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.pill};
  background: transparent;
  color: ${theme.colors.textOnDarkMuted};
  cursor: pointer;
  &:hover {
    color: ${theme.colors.textOnDark};
    background: ${theme.colors.surfaceOnDark};
  }
  &:focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  ${narrowNotice} {
    position: absolute;
    inset-block-start: ${theme.space[1]};
    inset-inline-end: ${theme.space[1]};
  }
`;
