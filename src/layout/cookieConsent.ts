import { consentStorage } from "../content/consent.ts";

/** SPEC §9: the single stored consent value. */
export const CONSENT_KEY = consentStorage.key;
export const CONSENT_ACCEPTED = consentStorage.acceptedValue;

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem">;

/**
 * True when the visitor has accepted. Storage that throws (blocked cookies, private
 * modes) counts as "not stored", so the notice shows rather than the page breaking.
 */
export function hasConsent(storage: ReadableStorage | undefined): boolean {
  try {
    return storage?.getItem(CONSENT_KEY) === CONSENT_ACCEPTED;
  } catch {
    return false;
  }
}

/** Stores acceptance; returns false when the storage refused it. */
export function storeConsent(storage: WritableStorage | undefined): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CONSENT_KEY, CONSENT_ACCEPTED);
    return true;
  } catch {
    return false;
  }
}

/** Whether the notice shows: no stored consent and not dismissed in this view. */
export function shouldShowNotice(consented: boolean, dismissedThisView: boolean): boolean {
  return !consented && !dismissedThisView;
}
