// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  CONSENT_ACCEPTED,
  CONSENT_KEY,
  hasConsent,
  shouldShowNotice,
  storeConsent,
} from "../../src/layout/cookieConsent.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const throwing = {
  getItem: (): string | null => {
    throw new DOMException("blocked", "SecurityError");
  },
  setItem: (): void => {
    throw new DOMException("quota", "QuotaExceededError");
  },
};

describe("cookie consent", () => {
  it("uses the spec's key and value", () => {
    expect(CONSENT_KEY).toBe("cookieConsent");
    expect(CONSENT_ACCEPTED).toBe("accepted");
  });

  it("counts only the value 'accepted' as consent", () => {
    expect(hasConsent(memoryStorage())).toBe(false);
    expect(hasConsent(memoryStorage({ cookieConsent: "accepted" }))).toBe(true);
    expect(hasConsent(memoryStorage({ cookieConsent: "declined" }))).toBe(false);
    expect(hasConsent(memoryStorage({ other: "accepted" }))).toBe(false);
  });

  it("stores exactly cookieConsent=accepted", () => {
    const storage = memoryStorage();
    expect(storeConsent(storage)).toBe(true);
    expect([...storage.data]).toEqual([["cookieConsent", "accepted"]]);
    expect(hasConsent(storage)).toBe(true);
  });

  it("treats storage that throws or is missing as 'not stored' instead of failing", () => {
    expect(hasConsent(throwing)).toBe(false);
    expect(storeConsent(throwing)).toBe(false);
    expect(hasConsent(undefined)).toBe(false);
    expect(storeConsent(undefined)).toBe(false);
  });

  it("shows the notice only without consent and before a dismissal", () => {
    expect(shouldShowNotice(false, false)).toBe(true);
    expect(shouldShowNotice(true, false)).toBe(false);
    expect(shouldShowNotice(false, true)).toBe(false);
    expect(shouldShowNotice(true, true)).toBe(false);
  });
});
