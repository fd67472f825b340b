/** SPEC §9: the single value the site stores on a visitor's device. */
export const consentStorage = { key: "cookieConsent", acceptedValue: "accepted" } as const;
