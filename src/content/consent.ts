/** SPEC §9: the cookie notice's choice, the one value the site keeps for every visitor. */
export const consentStorage = { key: "cookieConsent", acceptedValue: "accepted" } as const;

/**
 * What the cookie notice says. Kept true to what the site stores (this choice and the
 * contact draft below) and short enough to fit a 320 × 200 screen (400% zoom).
 */
export const cookieNoticeText =
  "This site stores only this choice and, while you write to us, a draft of your message. No tracking or advertising cookies.";

/**
 * The contact form's unsent draft (src/contact/draft.ts), kept in local storage only while
 * a visitor writes to us; the privacy policy describes it with these same values.
 */
export const contactDraftStorage = {
  key: "contactDraft",
  maxAgeDays: 7,
  clearLabel: "Clear draft",
} as const;
