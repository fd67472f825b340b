/**
 * The contact form's fields and limits as plain data, shared by the form's markup (in the
 * page's first chunk) and its schema (loaded with the form logic, see useContactForm.tsx).
 * The rules themselves live in message.ts, shared with the mail gateway.
 */
import { site } from "../content/site.ts";
import type { FormField } from "./limits.ts";

export { LIMITS, type ContactField, type FormField } from "./limits.ts";

/** One inline message per invalid field, as the form shows it. */
export type FieldErrorMap = Partial<Record<FormField, { message: string; type: string }>>;

/** Shown inline when the form's logic itself cannot be loaded (offline, or a new deploy). */
export const loadFailedMessage = `The form could not be loaded. Please check your connection and try again, or email us at ${site.supportEmail}.`;
