/**
 * The contact form's messages, from content/ui/contact-messages.<lang>.yml (inline
 * messages, SPEC §8's toasts and send errors), with the support address filled in. Loaded
 * with the form's logic; the markup reads content:ui/contact-form (labels, notes) itself.
 */
import formCopy from "content:ui/contact-form";
import messagesCopy from "content:ui/contact-messages";
import { site } from "../content/site.ts";
import { pageLocale } from "../content/locale.ts";
import { describeProblem, type ContactField, type FieldProblem } from "./rules/fields.ts";

export { formCopy };

/** A toast's (or a notice's) title and message. */
export interface ToastText {
  readonly title: string;
  readonly message: string;
}

/** SPEC §8's notices, verbatim: the toasts, and the headings of the gateway's no-JS page. */
export const notices = {
  missing: messagesCopy.notices.missing,
  invalidEmail: messagesCopy.notices.invalidEmail,
  success: messagesCopy.notices.success,
} as const satisfies Record<string, ToastText>;

/** SPEC §8: the two validation toasts. */
export const validationToasts = {
  missing: notices.missing,
  invalidEmail: notices.invalidEmail,
} as const satisfies Record<string, ToastText>;

/** SPEC §8's failure text, naming the support address (the gateway's page names its own). */
export function failureNotice(supportEmail: string): ToastText {
  return {
    title: messagesCopy.notices.failure.title,
    message: messagesCopy.notices.failure.message.replace("{email}", supportEmail),
  };
}

/** SPEC §8: the outcome of a send. */
export const sendToasts = {
  success: notices.success,
  failure: failureNotice(site.supportEmail),
} as const satisfies Record<string, ToastText>;

/** SPEC §8: what a 401 or 403 answer becomes; any other failure passes on unchanged. */
export const SEND_ERRORS = messagesCopy.sendErrors;

/** The inline messages of an empty or malformed field. */
export const fieldMessages = {
  name: { required: messagesCopy.fieldErrors.required.name },
  email: {
    required: messagesCopy.fieldErrors.required.email,
    pattern: messagesCopy.fieldErrors.emailPattern,
  },
  subject: { required: messagesCopy.fieldErrors.required.subject },
  message: { required: messagesCopy.fieldErrors.required.message },
} as const;

/** The inline message for a refused field, as the form shows it. */
export function problemMessage(field: ContactField, problem: FieldProblem, raw: string): string {
  return describeProblem({ ...formCopy, ...messagesCopy }, field, problem, raw, pageLocale);
}

/** The note over a restored draft (see draft.ts), its button, and what is announced. */
export const draftCopy = formCopy.draft;
