/**
 * The contact form's fields and limits as plain data, shared by the form's markup (in the
 * page's first chunk) and its schema (loaded with the form logic, see useContactForm.tsx).
 * The rules themselves live in message.ts, shared with the mail gateway.
 */
import formCopy from "content:ui/contact-form";
import type { ContactField, FormField } from "./limits.ts";

export { LIMITS, type ContactField, type FormField } from "./limits.ts";

/** The id of a field's control (its label's `for`; the draft finds the fields by it). */
export const inputId = (field: ContactField): string => `contact-${field}`;

/** One inline message per invalid field, as the form shows it. */
export type FieldErrorMap = Partial<Record<FormField, { message: string; type: string }>>;

/** Shown inline when the form's logic itself cannot be loaded (offline, or a new deploy). */
export const loadFailedMessage = formCopy.loadFailed;

/** The note over a restored draft (see draft.ts), its button, and what is announced. */
export const draftCopy = formCopy.draft;

/** Every other word of the form (labels, buttons, notes): content/ui/contact-form.en.yml. */
export { formCopy };
