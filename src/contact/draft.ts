/**
 * The contact form's draft: the five visible fields as the visitor types them, kept in
 * this browser's localStorage (never sent anywhere, the honeypot never stored) so that a
 * reload, a crash, a closed tab or a trip back and forth loses nothing. It expires 7 days
 * after the last change and is removed when the message is sent or the visitor clears it.
 * Why localStorage and not sessionStorage: docs/decisions/005-contact-draft-storage.md.
 *
 * Plain functions on a Storage, no React: part of the contact page's first chunk (typing
 * before the form logic has loaded is kept too), so it stays small.
 */
import { contactDraftStorage } from "../content/consent.ts";
import type { ContactField } from "./fields.ts";

export const DRAFT_KEY = contactDraftStorage.key;
/** Kept for 7 days after the last change (and no longer: shared computers). */
export const DRAFT_MAX_AGE_MS = contactDraftStorage.maxAgeDays * 24 * 60 * 60 * 1000;
/** Saved this long after the visitor stops typing… */
export const DRAFT_DELAY_MS = 400;
/** …and at least this often while they keep typing. */
export const DRAFT_MAX_WAIT_MS = 2_000;

export const DRAFT_FIELDS = [
  "name",
  "email",
  "company",
  "subject",
  "message",
] as const satisfies readonly ContactField[];

export type DraftValues = Record<ContactField, string>;

export interface Draft {
  values: DraftValues;
  /** When it was last saved (ms since the epoch). */
  savedAt: number;
}

/** localStorage, or nothing where the browser refuses it (blocked site data, sandboxes). */
export function draftStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored draft if it is well-formed, not empty and not expired; anything else is removed. */
export function readDraft(storage: Storage | undefined, now = Date.now()): Draft | undefined {
  let raw: string | null;
  try {
    raw = storage?.getItem(DRAFT_KEY) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  const draft = parseDraft(raw);
  if (draft && now - draft.savedAt <= DRAFT_MAX_AGE_MS) return draft;
  clearDraft(storage);
  return undefined;
}

/**
 * Saves the values (an all-blank form removes the draft). False when the browser refused
 * the write (quota, blocked storage): the previous draft, if any, stays as it was.
 */
export function writeDraft(
  storage: Storage | undefined,
  values: DraftValues,
  now = Date.now(),
): boolean {
  if (isBlank(values)) return clearDraft(storage);
  const kept: Partial<DraftValues> = {};
  for (const name of DRAFT_FIELDS) kept[name] = values[name];
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify({ v: 1, savedAt: now, values: kept }));
    return storage !== undefined;
  } catch {
    return false;
  }
}

export function clearDraft(storage: Storage | undefined): boolean {
  try {
    storage?.removeItem(DRAFT_KEY);
    return true;
  } catch {
    return false;
  }
}

export const isBlank = (values: DraftValues): boolean =>
  DRAFT_FIELDS.every((name) => values[name].trim() === "");

function parseDraft(raw: string): Draft | undefined {
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof data !== "object" || data === null) return undefined;
  const { v, savedAt, values } = data as Record<string, unknown>;
  if (v !== 1 || typeof savedAt !== "number" || !Number.isFinite(savedAt)) return undefined;
  if (typeof values !== "object" || values === null) return undefined;
  const stored = values as Record<string, unknown>;
  const draft = {} as DraftValues;
  for (const name of DRAFT_FIELDS) {
    const value = stored[name] ?? "";
    if (typeof value !== "string") return undefined;
    draft[name] = value;
  }
  return isBlank(draft) ? undefined : { values: draft, savedAt };
}

export interface DraftSaver {
  /** A field changed: save after a pause in typing (or after the longest wait). */
  schedule: () => void;
  /** Save a scheduled change now (page hidden or closed, form submitted). */
  flush: () => void;
  /** Forget a scheduled change (the draft was just cleared). */
  cancel: () => void;
}

/** Debounces `save` with a maximum wait, so continuous typing is still saved every 2 s. */
export function createDraftSaver(
  save: () => void,
  delay = DRAFT_DELAY_MS,
  maxWait = DRAFT_MAX_WAIT_MS,
): DraftSaver {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** When the oldest unsaved change happened; undefined when nothing waits. */
  let since: number | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    since = undefined;
  };
  const flush = () => {
    if (since === undefined) return;
    cancel();
    save();
  };
  return {
    schedule() {
      const now = Date.now();
      since ??= now;
      clearTimeout(timer);
      timer = setTimeout(flush, Math.max(0, Math.min(delay, since + maxWait - now)));
    },
    flush,
    cancel,
  };
}
