/**
 * Keeps the contact form's draft (see draft.ts) in step with its fields: restores it into
 * empty fields once the form has hydrated (and when the page comes back from the
 * back/forward cache), saves while the visitor types, and saves at once when the page is
 * hidden or left (pagehide, never `unload`, which would keep the page out of that cache).
 * It reads and writes the fields themselves, so it works before the form logic has loaded.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import {
  clearDraft,
  createDraftSaver,
  DRAFT_FIELDS,
  draftStorage,
  readDraft,
  writeDraft,
  type DraftSaver,
  type DraftValues,
} from "./draft.ts";
import { inputId, type ContactField } from "./fields.ts";

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
