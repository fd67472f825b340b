/**
 * The contact form's toast texts, SPEC §8 verbatim (with the support e-mail from site.ts).
 * Plain data, so both the form's markup and its lazily loaded logic can use them; the
 * texts themselves live in message.ts, shared with the mail gateway's pages.
 */
import { site } from "../content/site.ts";
import { failureNotice, notices, type NoticeText } from "./message.ts";

export type ToastText = NoticeText;

export const validationToasts = {
  missing: notices.missing,
  invalidEmail: notices.invalidEmail,
} as const satisfies Record<string, ToastText>;

export const sendToasts = {
  success: notices.success,
  failure: failureNotice(site.supportEmail),
} as const satisfies Record<string, ToastText>;
