/**
 * The contact form's words, from content/ui/contact-form.<lang>.yml (labels, notes, inline
 * messages, SPEC §8's toasts and send errors), with the support address filled in. Plain
 * data, no zod: the form's markup reads it in the page's first chunk.
 */
import formCopy from "content:ui/contact-form";
import { site } from "../content/site.ts";
import { describeProblem, type ContactField, type FieldProblem } from "./rules/fields.ts";

export { formCopy };

/** A toast's (or a notice's) title and message. */
export interface ToastText {
  readonly title: string;
  readonly message: string;
}

/** SPEC §8's notices, verbatim: the toasts, and the headings of the gateway's no-JS page. */
export const notices = {
  missing: formCopy.notices.missing,
  invalidEmail: formCopy.notices.invalidEmail,
  success: formCopy.notices.success,
} as const satisfies Record<string, ToastText>;

/** SPEC §8: the two validation toasts. */
export const validationToasts = {
  missing: notices.missing,
  invalidEmail: notices.invalidEmail,
} as const satisfies Record<string, ToastText>;

/** SPEC §8's failure text, naming the support address (the gateway's page names its own). */
export function failureNotice(supportEmail: string): ToastText {
  return {
    title: formCopy.notices.failure.title,
    message: formCopy.notices.failure.message.replace("{email}", supportEmail),
  };
}

/** SPEC §8: the outcome of a send. */
export const sendToasts = {
  success: notices.success,
  failure: failureNotice(site.supportEmail),
} as const satisfies Record<string, ToastText>;

/** SPEC §8: what a 401 or 403 answer becomes; any other failure passes on unchanged. */
export const SEND_ERRORS = formCopy.sendErrors;

/** The inline messages of an empty or malformed field. */
export const fieldMessages = {
  name: { required: formCopy.fieldErrors.required.name },
  email: {
    required: formCopy.fieldErrors.required.email,
    pattern: formCopy.fieldErrors.emailPattern,
  },
  subject: { required: formCopy.fieldErrors.required.subject },
  message: { required: formCopy.fieldErrors.required.message },
} as const;

/** The inline message for a refused field, as the form shows it. */
export function problemMessage(field: ContactField, problem: FieldProblem, raw: string): string {
  return describeProblem(formCopy, field, problem, raw);
}

/** Shown inline when the form's logic itself cannot be loaded (offline, or a new deploy). */
export const loadFailedMessage = formCopy.loadFailed;

/** The note over a restored draft (see draft.ts), its button, and what is announced. */
export const draftCopy = formCopy.draft;

/** A toast's title and message as one sentence for a screen reader. */
export const spoken = ({ title, message }: ToastText): string =>
  `${title}${/[.!?]$/.test(title) ? "" : "."} ${message}`;
