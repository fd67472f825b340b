/**
 * The contact form's toasts: one at a time (a newer one replaces the older), a title and a
 * message. They are what sighted visitors see; screen readers hear the same words from the
 * form's own live regions (see useContactForm), which exist from the first paint, so the
 * toast itself is not a live region (it would be read twice, or not at all when it is
 * inserted with its text already inside). A toast waits while it is hovered or focused
 * (ContactToaster); a failure stays longest, and its text also stays in the form.
 */
import toast from "react-hot-toast";
import styled from "styled-components";
import type { ToastText } from "./messages.ts";

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
  gap: ${({ theme }) => theme.space[1]};
  text-align: start;
`;

const Title = styled.strong`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const Message = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
`;
