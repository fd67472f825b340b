import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  clearDraft,
  createDraftSaver,
  DRAFT_DELAY_MS,
  DRAFT_KEY,
  DRAFT_MAX_AGE_MS,
  DRAFT_MAX_WAIT_MS,
  readDraft,
  writeDraft,
  type DraftValues,
} from "../../src/contact/draft.ts";
import { privacySections } from "../../src/content/pages/privacy.ts";
import { textOfHtml } from "../support/html.ts";

const values = (overrides: Partial<DraftValues> = {}): DraftValues => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "",
  subject: "A booking platform",
  message: "Hello,\nwe want to launch by June.",
  ...overrides,
});

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);

/** A Storage whose every call throws, as Safari's did in private mode and blocked storage does. */
function throwingStorage(error = new DOMException("denied", "SecurityError")): Storage {
  return {
    length: 0,
    key: () => null,
    getItem: () => {
      throw error;
    },
    setItem: () => {
      throw error;
    },
    removeItem: () => {
      throw error;
    },
    clear: () => {
      throw error;
    },
  };
}

describe("the contact draft in storage", () => {
  beforeEach(() => localStorage.clear());

  it("round-trips the five fields with the time it was saved", () => {
    expect(writeDraft(localStorage, values(), NOW)).toBe(true);
    expect(readDraft(localStorage, NOW + 1000)).toEqual({ values: values(), savedAt: NOW });
  });

  it("never stores the honeypot or anything else it is handed", () => {
    const withExtras = { ...values(), website: "https://spam.example", password: "x" };
    writeDraft(localStorage, withExtras, NOW);
    const raw = localStorage.getItem(DRAFT_KEY) ?? "";
    expect(raw).not.toContain("website");
    expect(raw).not.toContain("spam.example");
    expect(raw).not.toContain("password");
    expect(Object.keys(readDraft(localStorage, NOW)?.values ?? {}).sort()).toEqual([
      "company",
      "email",
      "message",
      "name",
      "subject",
    ]);
  });

  it("an all-blank form removes the draft instead of storing it", () => {
    writeDraft(localStorage, values(), NOW);
    writeDraft(localStorage, values({ name: "", email: " ", subject: "", message: "\n" }), NOW);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("expires 7 days after it was last saved, and an expired draft is removed", () => {
    writeDraft(localStorage, values(), NOW);
    expect(readDraft(localStorage, NOW + DRAFT_MAX_AGE_MS)).toBeDefined();
    expect(DRAFT_MAX_AGE_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(readDraft(localStorage, NOW + DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it.each([
    ["not JSON", "{not json"],
    ["JSON null", "null"],
    ["a string", '"hello"'],
    ["another version", JSON.stringify({ v: 2, savedAt: NOW, values: values() })],
    ["no time", JSON.stringify({ v: 1, values: values() })],
    [
      "a time that is not a number",
      JSON.stringify({ v: 1, savedAt: "yesterday", values: values() }),
    ],
    ["no values", JSON.stringify({ v: 1, savedAt: NOW })],
    ["a field that is not text", JSON.stringify({ v: 1, savedAt: NOW, values: { name: 42 } })],
    ["only blank fields", JSON.stringify({ v: 1, savedAt: NOW, values: { name: "  " } })],
  ])("corrupt storage (%s) restores nothing and is removed", (_name, raw) => {
    localStorage.setItem(DRAFT_KEY, raw);
    expect(readDraft(localStorage, NOW)).toBeUndefined();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it("missing fields of a stored draft read as empty", () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ v: 1, savedAt: NOW, values: { message: "Only this" } }),
    );
    expect(readDraft(localStorage, NOW)?.values).toEqual({
      name: "",
      email: "",
      company: "",
      subject: "",
      message: "Only this",
    });
  });

  it("storage that throws (blocked, private mode) is survived: nothing read, writes say false", () => {
    const storage = throwingStorage();
    expect(readDraft(storage, NOW)).toBeUndefined();
    expect(writeDraft(storage, values(), NOW)).toBe(false);
    expect(clearDraft(storage)).toBe(false);
  });

  it("no storage at all (localStorage itself refused) is survived", () => {
    expect(readDraft(undefined, NOW)).toBeUndefined();
    expect(writeDraft(undefined, values(), NOW)).toBe(false);
  });

  it("a full storage (quota) keeps the previous draft and says the write failed", () => {
    writeDraft(localStorage, values({ subject: "First" }), NOW);
    const quota = new DOMException("full", "QuotaExceededError");
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw quota;
    });
    try {
      expect(writeDraft(localStorage, values({ subject: "Second" }), NOW + 1)).toBe(false);
    } finally {
      setItem.mockRestore();
    }
    expect(readDraft(localStorage, NOW + 2)?.values.subject).toBe("First");
  });
});

describe("saving while the visitor types", () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW }));
  afterEach(() => vi.useRealTimers());

  it(`saves ${DRAFT_DELAY_MS} ms after the last keystroke, once`, () => {
    const save = vi.fn();
    const saver = createDraftSaver(save);
    saver.schedule();
    vi.advanceTimersByTime(DRAFT_DELAY_MS - 100);
    saver.schedule();
    vi.advanceTimersByTime(DRAFT_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * DRAFT_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it(`saves at least every ${DRAFT_MAX_WAIT_MS} ms while typing never pauses`, () => {
    const save = vi.fn();
    const saver = createDraftSaver(save);
    // A keystroke every 100 ms for 5 s.
    for (let t = 0; t < 5_000; t += 100) {
      saver.schedule();
      vi.advanceTimersByTime(100);
    }
    expect(save).toHaveBeenCalledTimes(Math.floor(5_000 / DRAFT_MAX_WAIT_MS));
  });

  it("flush saves a waiting change at once (page hidden, send pressed), and only then", () => {
    const save = vi.fn();
    const saver = createDraftSaver(save);
    saver.flush();
    expect(save).not.toHaveBeenCalled();
    saver.schedule();
    saver.flush();
    expect(save).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(DRAFT_MAX_WAIT_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("cancel forgets a waiting change (the draft was just cleared)", () => {
    const save = vi.fn();
    const saver = createDraftSaver(save);
    saver.schedule();
    saver.cancel();
    vi.advanceTimersByTime(DRAFT_MAX_WAIT_MS);
    saver.flush();
    expect(save).not.toHaveBeenCalled();
  });
});

describe("the privacy policy", () => {
  const textOf = (id: string) =>
    textOfHtml(privacySections.find((section) => section.id === id)?.body.html ?? "");

  it("says what the draft holds, where, and for how long, in the right sections", () => {
    expect(textOf("information-we-collect")).toMatch(/draft/i);
    const cookies = textOf("cookies");
    expect(cookies).toContain(`"${DRAFT_KEY}"`);
    expect(cookies).toContain("local storage");
    expect(cookies).toMatch(/never sent to our servers/);
    expect(cookies).toContain(`${DRAFT_MAX_AGE_MS / (24 * 60 * 60 * 1000)} days`);
    expect(cookies).toMatch(/deleted as soon as your message has been sent/);
    expect(textOf("data-retention")).toMatch(/drafts?: stored only on your device/i);
  });
});
