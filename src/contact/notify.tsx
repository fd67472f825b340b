/**
 * The contact form's toasts: one at a time (a newer one replaces the older), a title and a
 * message, read out by screen readers. A failed send is an alert; everything else a status.
 */
import toast from "react-hot-toast";
import styled from "styled-components";
import type { ToastText } from "./messages.ts";

const TOAST_ID = "contact-form";

const DURATION_MS = { validation: 6_000, success: 6_000, failure: 10_000 } as const;

export type ToastKind = keyof typeof DURATION_MS;

export function notify(kind: ToastKind, text: ToastText): void {
  const content = <ToastContent title={text.title} message={text.message} />;
  const options = { id: TOAST_ID, duration: DURATION_MS[kind] };
  if (kind === "success") {
    toast.success(content, options);
  } else if (kind === "failure") {
    toast.error(content, { ...options, ariaProps: { role: "alert", "aria-live": "assertive" } });
  } else {
    toast.error(content, options);
  }
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
