/**
 * The contact form's field names and length limits, the part of the shared contact-message
 * definition (message.ts, which re-exports all of this) that the form's markup needs in the
 * page's first chunk. A leaf of plain data, so importing it does not pull the rules, the
 * template and the texts of message.ts into the contact page's first load (its budget).
 */

/** The visitor's five fields, in the order the form and the e-mail show them. */
export const CONTACT_FIELDS = ["name", "email", "company", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The honeypot: a field people never see (it sits off-screen and out of the tab order),
 * so anything in it was typed by a bot. The gateway answers such a message like any other
 * and drops it.
 */
export const HONEYPOT_FIELD = "website";

/** Every field the form posts: the five visible ones and the honeypot. */
export type FormField = ContactField | typeof HONEYPOT_FIELD;

/** Longest accepted value per field, in characters (254 is the longest usable address). */
export const LIMITS = {
  name: 100,
  email: 254,
  company: 100,
  subject: 150,
  message: 5_000,
} as const satisfies Record<ContactField, number>;
