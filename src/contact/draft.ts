/**
 * The contact form's draft: the five visible fields as the visitor types them, kept in
 * this browser's localStorage (never sent anywhere, the honeypot never stored) so that a
 * reload, a crash, a closed tab or a trip back and forth loses nothing. It expires 7 days
 * after the last change and is removed when the message is sent or the visitor clears it.
 * Why localStorage and not sessionStorage: docs/decisions/005-contact-draft-storage.md.
 *
 * Plain functions on a Storage, and useContactDraft, which keeps the draft in step with
 * the fields: part of the contact page's first chunk (typing before the form logic has
 * loaded is kept too), so it stays small.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { contactDraftStorage } from "../content/consent.ts";
import { CONTACT_FIELDS, type ContactField } from "./rules/fields.ts";

export const DRAFT_KEY = contactDraftStorage.key;
/** Kept for 7 days after the last change (and no longer: shared computers). */
export const DRAFT_MAX_AGE_MS = contactDraftStorage.maxAgeDays * 24 * 60 * 60 * 1000;
/** Saved this long after the visitor stops typing… */
export const DRAFT_DELAY_MS = 400;
/** …and at least this often while they keep typing. */
export const DRAFT_MAX_WAIT_MS = 2_000;

/** The five visible fields (never the honeypot). */
export const DRAFT_FIELDS = CONTACT_FIELDS;

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

// ---------------------------------------------------------------------------------------------
/**
 * Keeps the contact form's draft (above) in step with its fields: restores it into
 * empty fields once the form has hydrated (and when the page comes back from the
 * back/forward cache), saves while the visitor types, and saves at once when the page is
 * hidden or left (pagehide, never `unload`, which would keep the page out of that cache).
 * It reads and writes the fields themselves, so it works before the form logic has loaded.
 */
type Control = HTMLInputElement | HTMLTextAreaElement;

export function useContactDraft(
  formRef: RefObject<HTMLFormElement | null>,
  /** Called when a draft was put back into the form (to announce it). */
  onRestored: () => void,
) {
  /** A draft was put back into the form (the note shows until it is cleared or sent). */
  const [restored, setRestored] = useState(false);
  const saver = useRef<DraftSaver | null>(null);
  const restoredCallback = useRef(onRestored);
  useEffect(() => {
    restoredCallback.current = onRestored;
  });

  useEffect(() => {
    const storage = draftStorage();
    const control = (name: ContactField) => fieldControl(formRef.current, name);
    const save = () => {
      const values = {} as DraftValues;
      for (const name of DRAFT_FIELDS) values[name] = control(name)?.value ?? "";
      writeDraft(storage, values);
    };
    const draftSaver = createDraftSaver(save);
    saver.current = draftSaver;

    const restore = () => {
      const draft = readDraft(storage);
      let typed = false;
      let filled = false;
      for (const name of DRAFT_FIELDS) {
        const field = control(name);
        const value = draft?.values[name] ?? "";
        if (!field) continue;
        // Never over what the visitor typed before this ran.
        if (field.value !== "") typed = true;
        else if (value !== "") {
          setFieldValue(field, value);
          filled = true;
        }
      }
      // Putting a draft back is not a change: it must not push the expiry back. What was
      // typed before the form hydrated is, and joins the draft now.
      draftSaver.cancel();
      if (typed) save();
      if (filled) {
        setRestored(true);
        restoredCallback.current();
      }
    };
    restore();

    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) restore();
    };
    const onPageHide = () => draftSaver.flush();
    const onVisibility = () => {
      if (document.visibilityState === "hidden") draftSaver.flush();
    };
    window.addEventListener("pageshow", onPageShow);
    window.addEventListener("pagehide", onPageHide);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pageshow", onPageShow);
      window.removeEventListener("pagehide", onPageHide);
      document.removeEventListener("visibilitychange", onVisibility);
      // Leaving the page inside the app: keep the last keystrokes too.
      draftSaver.flush();
      saver.current = null;
    };
  }, [formRef]);

  /** A field changed (the form's input events). */
  const onInput = useCallback(() => saver.current?.schedule(), []);
  /** Save now: before a send, whose outcome may be a crash or a closed tab. */
  const flush = useCallback(() => saver.current?.flush(), []);
  /** The message was sent or the visitor asked: forget the draft. */
  const clear = useCallback(() => {
    saver.current?.cancel();
    clearDraft(draftStorage());
    setRestored(false);
  }, []);

  return { restored, onInput, flush, clear };
}

/** A field's input or textarea, found by its id (its `name` is what the form posts). */
export function fieldControl(form: HTMLFormElement | null, name: ContactField): Control | null {
  const field = form?.querySelector(`#${inputId(name)}`);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field : null;
}

/**
 * Sets a field's value the way typing does: through the element's own value setter (so
 * React's change tracking sees the change) and with an input event, so the message counter
 * and react-hook-form, if it has loaded, follow.
 */
export function setFieldValue(field: Control, value: string): void {
  // The prototype's accessor with the field as receiver, past React's own on the element.
  Reflect.set(Object.getPrototypeOf(field) as object, "value", value, field);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** The id of a field's control (its label's `for`; the draft finds the fields by it). */
export const inputId = (field: ContactField): string => `contact-${field}`;
