/** SPEC §9: the cookie notice's choice, the one value the site keeps for every visitor. */
export const consentStorage = { key: "cookieConsent", acceptedValue: "accepted" } as const;

/**
 * The contact form's unsent draft (src/contact/draft.ts), kept in local storage only while
 * a visitor writes to us; the privacy policy (content/legal/privacy.en.md) describes it.
 */
export const contactDraftStorage = { key: "contactDraft", maxAgeDays: 7 } as const;
