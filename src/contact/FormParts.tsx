/**
 * The pieces of the contact form's markup (ContactForm.tsx): a labelled field with its
 * inline error, the message counter, a failed send's text kept beside the button, and the
 * styles. Pre-rendered and in the contact page's first chunk.
 */
import type { ReactNode } from "react";
import styled, { css, keyframes } from "styled-components";
import { media, ms } from "../../theme/media.ts";
import { site } from "../content/site.ts";
import formCopy from "content:ui/contact-form";
import type { ToastText } from "./copy.ts";
import { inputId } from "./draft.ts";
import { pageLocale } from "../content/locale.ts";
import { formatCount, LIMITS, type ContactField } from "./rules/fields.ts";
import { tokens as theme } from "../../theme/tokens.ts";

export const SEND_ERROR_ID = "contact-send-error";

/** SPEC §8's failure toast, word for word, kept beside the button; the address is a link. */
export function SendFailure({ text }: { text: ToastText }) {
  const [before, after] = text.message.split(site.supportEmail);
  return (
    <ErrorText id={SEND_ERROR_ID}>
      <span>
        <strong>{text.title}</strong>
        <br />
        {before}
        {after !== undefined && (
          <>
            <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>
            {after}
          </>
        )}
      </span>
    </ErrorText>
  );
}

const errorId = (field: ContactField) => `contact-${field}-error`;

export function fieldProps<T extends object>(
  field: ContactField,
  error: string | undefined,
  required: boolean,
  binding: T,
) {
  return {
    ...binding,
    id: inputId(field),
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId(field) : undefined,
    $invalid: Boolean(error),
  };
}

interface FieldProps {
  field: ContactField;
  label: string;
  input: ReactNode;
  required?: boolean;
  wide?: boolean;
  error: string | undefined;
  aside?: ReactNode;
}

export function Field({ field, label, input, required, wide, error, aside }: FieldProps) {
  return (
    <FieldWrap $wide={wide}>
      <LabelRow>
        <Label htmlFor={inputId(field)}>
          {label}
          {required ? (
            <Star aria-hidden="true">*</Star>
          ) : (
            <Optional> {formCopy.optionalLabel}</Optional>
          )}
        </Label>
        {aside}
      </LabelRow>
      {input}
      {error && <ErrorText id={errorId(field)}>{error}</ErrorText>}
    </FieldWrap>
  );
}

/** "120 / 5,000" beside the message label: the limit is visible before it is reached. */
export function MessageCount({ length }: { length: number }) {
  const over = length > LIMITS.message;
  return (
    <Count $over={over} aria-hidden="true">
      {formatCount(length, pageLocale)} / {formatCount(LIMITS.message, pageLocale)}
    </Count>
  );
}

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;

export const RequiredNote = styled.p`
  margin-top: -${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
`;

export const DraftNote = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]} ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.accentSoft};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.sm};
  > p {
    flex: 1 1 16rem;
  }
`;

export const Grid = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${theme.space[5]};
    row-gap: ${theme.space[6]};
  }
`;

const FieldWrap = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  min-width: 0;
  ${({ $wide }) =>
    $wide &&
    css`
      grid-column: 1 / -1;
    `}
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

const Label = styled.label`
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.text};
`;

const Star = styled.span`
  margin-inline-start: ${theme.space[1]};
  color: ${theme.colors.accentText};
`;

export const NoteStar = styled.span`
  color: ${theme.colors.accentText};
`;

const Optional = styled.span`
  font-weight: ${theme.fontWeights.regular};
  color: ${theme.colors.textMuted};
`;

const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  /* Focus scrolls the field into view: keep its label clear of the fixed header too. */
  scroll-margin-top: ${theme.space[12]};
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSizes.md};
  line-height: ${theme.lineHeights.snug};
  box-shadow: ${({ theme, $invalid }) =>
    $invalid ? `inset 0 0 0 1px ${theme.colors.danger}` : "none"};

  &::placeholder {
    color: ${theme.colors.placeholder};
    opacity: 1;
  }
  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.textMuted)};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible,
  &:focus {
    border-color: ${theme.colors.accent};
    /* The declared focus colour: 3:1 or more on white, the field and the card behind it. */
    box-shadow: 0 0 0 3px ${theme.colors.focus};
  }
`;

export const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
  min-height: ${theme.space[12]};
`;

export const Textarea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  display: block;
  resize: vertical;
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  line-height: ${theme.lineHeights.snug};
  color: ${theme.colors.danger};
  /* An exclamation mark in a ring, drawn in CSS. */
  &::before {
    content: "!" / "";
    display: grid;
    place-items: center;
    flex-shrink: 0;
    width: 1.1em;
    height: 1.1em;
    margin-top: 0.05em;
    border: 1.5px solid currentColor;
    border-radius: ${theme.radii.pill};
    font-size: 0.85em;
    font-weight: ${theme.fontWeights.bold};
    line-height: 1;
  }
`;

const Count = styled.span<{ $over: boolean }>`
  font-size: ${theme.fontSizes.xs};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme, $over }) => ($over ? theme.fontWeights.semibold : theme.fontWeights.regular)};
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
`;

/** Off-screen rather than display:none, so bots still find it; hidden from everyone else. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  > button {
    width: 100%;
  }
  ${media.md} {
    flex-direction: row;
    align-items: center;
    gap: ${theme.space[6]};
    > button {
      width: auto;
      flex-shrink: 0;
    }
  }
`;

export const Privacy = styled.p`
  font-size: ${theme.fontSizes.xs};
  line-height: ${theme.lineHeights.body};
  color: ${theme.colors.textMuted};
  a {
    color: ${theme.colors.accentText};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A ring with a gap, turning: drawn in CSS, in the button's own colour. */
export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  flex-shrink: 0;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: ${theme.radii.pill};
  animation: ${spin} ${ms(theme.motion.durations.slower)} linear infinite;
`;
