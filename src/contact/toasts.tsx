/**
 * The contact form's toasts: one at a time (a newer one replaces the older), a title and a
 * message. They are what sighted visitors see; screen readers hear the same words from the
 * form's own live regions (see useContactForm.ts), which exist from the first paint, so the
 * toast itself is not a live region (it would be read twice, or not at all when it is
 * inserted with its text already inside). A toast waits while it is hovered or focused
 * (ContactToaster); a failure stays longest, and its text also stays in the form.
 */
import X from "lucide-react/icons/x";
import { useEffect, useRef, type FocusEvent } from "react";
import toast, { resolveValue, ToastIcon, useToaster, type Toast } from "react-hot-toast";
import styled, { css, useTheme } from "styled-components";
import { media, ms } from "../../theme/media.ts";
import { layoutCopy } from "../content/layout.ts";
import type { ToastText } from "./copy.ts";
import { tokens as theme } from "../../theme/tokens.ts";

const TOAST_ID = "contact-form";

export const DURATION_MS = { validation: 8_000, success: 8_000, failure: 20_000 } as const;

export type ToastKind = keyof typeof DURATION_MS;

export function notify(kind: ToastKind, text: ToastText): void {
  const content = <ToastContent title={text.title} message={text.message} />;
  const options = { id: TOAST_ID, duration: DURATION_MS[kind] };
  if (kind === "success") toast.success(content, options);
  else toast.error(content, options);
}

function ToastContent({ title, message }: ToastText) {
  return (
    <Body>
      <Title>{title}</Title> <Message>{message}</Message>
    </Body>
  );
}

const Body = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  text-align: start;
`;

const Title = styled.strong`
  font-size: ${theme.fontSizes.md};
  font-weight: ${theme.fontWeights.bold};
  color: ${theme.colors.textOnDark};
`;

const Message = styled.span`
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.snug};
  color: ${theme.colors.textOnDarkMuted};
`;

/**
 * The contact page's toasts (react-hot-toast's store, drawn here with useToaster), in the
 * theme's dark ink, at the bottom of the screen: focus moves to the first invalid field
 * near the top, and the light page behind the bottom corner keeps the dark toast distinct.
 * Right-aligned on wide screens, centred on narrow ones. Only the contact form renders it,
 * so no other page loads react-hot-toast.
 *
 * A toast waits while the pointer is over it or focus is in it (WCAG 2.2.1): each has a
 * real close button, reached by Tab after the form, and Escape closes it too; focus then
 * goes back to where it came from. The toast is not a live region: the form announces its
 * words (see notify above).
 */
export function ContactToaster() {
  const { colors } = useTheme();
  const { toasts, handlers } = useToaster({
    success: { iconTheme: { primary: colors.successOnDark, secondary: colors.bgDark } },
    error: { iconTheme: { primary: colors.dangerOnDark, secondary: colors.bgDark } },
  });
  const hovered = useRef(false);
  const focused = useRef(false);
  const paused = useRef(false);
  /** Where focus was before it entered a toast, to return it there when the toast closes. */
  const cameFrom = useRef<HTMLElement | null>(null);

  // Pause while hovered or focused; react-hot-toast's pause is one switch for all toasts.
  const sync = () => {
    const wait = hovered.current || focused.current;
    if (wait === paused.current) return;
    paused.current = wait;
    if (wait) handlers.startPause();
    else handlers.endPause();
  };

  // Nothing left on screen to hover or focus: never stay paused.
  const empty = toasts.length === 0;
  useEffect(() => {
    if (!empty) return;
    hovered.current = false;
    focused.current = false;
    if (paused.current) {
      paused.current = false;
      handlers.endPause();
    }
  }, [empty, handlers]);

  const close = (item: Toast, event: { currentTarget: HTMLElement }) => {
    const hadFocus = event.currentTarget.contains(document.activeElement);
    toast.dismiss(item.id);
    hovered.current = false;
    focused.current = false;
    sync();
    if (hadFocus && cameFrom.current?.isConnected) cameFrom.current.focus();
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
    focused.current = true;
    sync();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    focused.current = false;
    sync();
  };

  return (
    <Region data-rht-toaster="">
      {toasts.map((item) => (
        <Card
          key={item.id}
          $visible={item.visible}
          onMouseEnter={() => {
            hovered.current = true;
            sync();
          }}
          onMouseLeave={() => {
            hovered.current = false;
            sync();
          }}
          onFocus={onFocus}
          onBlur={onBlur}
          onKeyDown={(event) => {
            if (event.key === "Escape") close(item, event);
          }}
        >
          <ToastIcon toast={item} />
          <Content>{resolveValue(item.message, item)}</Content>
          <Close
            type="button"
            aria-label={layoutCopy.dismissNotification}
            onClick={(event) => {
              const card = event.currentTarget.parentElement;
              if (card) close(item, { currentTarget: card });
            }}
          >
            <X aria-hidden="true" />
          </Close>
        </Card>
      ))}
    </Region>
  );
}

const Region = styled.div`
  position: fixed;
  z-index: ${theme.zIndices.toast};
  inset-inline: ${theme.space[4]};
  bottom: ${theme.space[5]};
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  gap: ${theme.space[2]};
  pointer-events: none;
  ${media.lg} {
    align-items: flex-end;
  }
`;

const Card = styled.div<{ $visible: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[3]};
  max-width: 26rem;
  padding: ${theme.space[4]} ${theme.space[3]} ${theme.space[4]} ${theme.space[5]};
  background: ${theme.colors.bgDarkRaised};
  color: ${theme.colors.textOnDark};
  border: 1px solid ${theme.colors.borderOnDark};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.sm};
  pointer-events: auto;
  animation: toast-in ${ms(theme.motion.durations.base)} ${theme.motion.easings.out} both;
  transition:
    opacity ${ms(theme.motion.durations.base)},
    visibility ${ms(theme.motion.durations.base)};
  ${({ $visible }) =>
    !$visible &&
    css`
      opacity: 0;
      visibility: hidden;
      pointer-events: none;
    `}
  > :first-child {
    margin-top: ${theme.space[1]};
    flex-shrink: 0;
  }

  @keyframes toast-in {
    from {
      opacity: 0;
      transform: translateY(${theme.space[4]});
    }
  }
`;

const Content = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

const Close = styled.button`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: ${theme.space[8]};
  height: ${theme.space[8]};
  margin: -${theme.space[1]} 0;
  padding: 0;
  background: transparent;
  border: 0;
  border-radius: ${theme.radii.pill};
  cursor: pointer;
  color: ${theme.colors.textOnDarkMuted};
  svg {
    width: 1.1em;
    height: 1.1em;
  }
  &:hover {
    color: ${theme.colors.textOnDark};
    background: ${theme.colors.surfaceOnDark};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focusOnDark};
    outline-offset: 2px;
  }
`;
