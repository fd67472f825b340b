/**
 * The contact form's toast texts, SPEC §8 verbatim (with the support e-mail from site.ts).
 * Plain data, so both the form's markup and its lazily loaded logic can use them.
 */
import { site } from "../content/site.ts";

export interface ToastText {
  readonly title: string;
  readonly message: string;
}

export const validationToasts = {
  missing: { title: "Missing Information", message: "Please fill in all required fields." },
  invalidEmail: { title: "Invalid Email", message: "Please enter a valid email address." },
} as const satisfies Record<string, ToastText>;

export const sendToasts = {
  success: {
    title: "Message sent successfully!",
    message: "Thank you for reaching out. We'll get back to you within 24 hours.",
  },
  failure: {
    title: "Failed to send message",
    message: `There was an error sending your message. Please try again or contact us directly at ${site.supportEmail}.`,
  },
} as const satisfies Record<string, ToastText>;
