/**
 * The contact form's rules (SPEC §5) as one zod schema, built on the shared definition in
 * message.ts (the same rules the mail gateway applies), plus the two validation toasts and
 * the order in which they win: an empty required field first, then the e-mail pattern.
 * Length limits are ours (the spec leaves them open); over a limit the field says so and
 * nothing is cut.
 */
import * as z from "zod";

// zod 4 compiles object parsers with `new Function` unless told not to; under our CSP
// (script-src 'self', no 'unsafe-eval') that attempt is reported as a violation.
z.config({ jitless: true });
import {
  allowedCharacters,
  controlMessage,
  EMAIL_PATTERN,
  fieldMessages,
  HONEYPOT_FIELD,
  LIMITS,
  tooLongMessage,
  type ContactField,
} from "./message.ts";
import { validationToasts, type ToastText } from "./messages.ts";

export type { ContactMessage } from "./message.ts";
export { controlMessage, fieldMessages, tooLongMessage } from "./message.ts";

function limited(field: ContactField) {
  return (
    z
      .string()
      // Checked before trimming, as the gateway does: a trailing line break counts.
      .refine((value) => value.trim() === "" || allowedCharacters(field, value), {
        error: controlMessage(field),
      })
      .trim()
      .max(LIMITS[field], {
        error: (issue) =>
          tooLongMessage(field, typeof issue.input === "string" ? issue.input.length : 0),
      })
  );
}

function required(field: Exclude<ContactField, "company">) {
  return limited(field).min(1, { error: fieldMessages[field].required });
}

export const contactSchema = z.object({
  name: required("name"),
  email: required("email").regex(EMAIL_PATTERN, { error: fieldMessages.email.pattern }),
  company: limited("company"),
  subject: required("subject"),
  message: required("message"),
  /** The honeypot: people never see it, so anything in it was typed by a bot. */
  [HONEYPOT_FIELD]: z.string(),
});

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactFormValues = z.output<typeof contactSchema>;
export const emptyContactForm: ContactFormInput = {
  name: "",
  email: "",
  company: "",
  subject: "",
  message: "",
  website: "",
};

/**
 * The toast for a failed validation, from the issue codes of the invalid fields (zod's
 * codes, which @hookform/resolvers passes on as each field error's `type`): any empty
 * required field wins, then a malformed e-mail. Only over-long fields: no toast, the
 * fields say what is wrong.
 */
export function validationToastFor(codes: Iterable<unknown>): ToastText | undefined {
  const all = new Set<unknown>(codes);
  // invalid_type: no value at all, which is missing too.
  if (all.has("too_small") || all.has("invalid_type")) return validationToasts.missing;
  if (all.has("invalid_format")) return validationToasts.invalidEmail;
  return undefined;
}
