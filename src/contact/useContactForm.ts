/**
 * The contact form's state as its markup needs it (state and handlers; the markup is
 * ContactForm.tsx's). The logic itself (react-hook-form, zod,
 * the send call, react-hot-toast) lives in formRuntime.tsx and is imported when the visitor
 * turns to the form (focuses or presses into it), not with the page: the route's first load
 * stays within its byte budget, a visitor who only reads pays nothing for it (evaluating
 * zod and react-hook-form is one of the longest tasks a phone would otherwise run while the
 * page loads), and nothing the visitor types into waits for it (the inputs are plain HTML).
 * A submit before it has arrived waits for it (and for the fields to register) and then
 * goes through as usual.
 *
 * Also here, so they work from the first paint and before the logic has loaded: the draft
 * kept while typing (useContactDraft), the announcements of the form's two live regions
 * (pre-rendered and empty, so text put in them later is read out), and a failed send's
 * message, which stays beside the button until the next attempt.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
  type SyntheticEvent,
} from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import formCopy from "content:ui/contact-form";
import type { ToastText } from "./copy.ts";
import { fieldControl, setFieldValue, useContactDraft } from "./draft.ts";
import type { ContactRuntime, FieldErrorMap, RuntimeListeners } from "./formRuntime.tsx";
import { CONTACT_FIELDS, type FormField } from "./rules/fields.ts";

type RuntimeModule = typeof import("./formRuntime.tsx");

const loadRuntimeModule = (): Promise<RuntimeModule> => import("./formRuntime.tsx");

/** An input's props: only its name until the logic has loaded, then react-hook-form's. */
type FieldBinding = Partial<UseFormRegisterReturn> & { name: string };

/**
 * Text goes into a live region this long after the region was emptied: a repeat of the same
 * words is then a new insertion, read out again.
 */
export const ANNOUNCE_DELAY_MS = 100;

/** What the live regions say; `urgent` picks the assertive one. */
export interface Announcement {
  text: string;
  urgent: boolean;
}

/** A toast's title and message as one sentence for a screen reader. */
export const spoken = ({ title, message }: ToastText): string =>
  `${title}${/[.!?]$/.test(title) ? "" : "."} ${message}`;

export function useContactForm(
  formRef: RefObject<HTMLFormElement | null>,
  load: () => Promise<RuntimeModule> = loadRuntimeModule,
) {
  const [runtime, setRuntime] = useState<ContactRuntime | null>(null);
  const [Host, setHost] = useState<ComponentType<{ runtime: ContactRuntime }> | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [sending, setSending] = useState(false);
  const [messageLength, setMessageLength] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  /** The last send failed: its message stays beside the button until the next attempt. */
  const [sendFailure, setSendFailure] = useState<ToastText | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement>({ text: "", urgent: false });
  const announceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<Promise<ContactRuntime> | null>(null);
  /** Send was pressed before the logic had loaded: submit once its fields are registered. */
  const queuedSubmit = useRef(false);

  /** Empties the region, then puts the text in (see ANNOUNCE_DELAY_MS). */
  const announce = useCallback((text: string, urgent = false) => {
    clearTimeout(announceTimer.current);
    setAnnouncement({ text: "", urgent });
    announceTimer.current = setTimeout(() => setAnnouncement({ text, urgent }), ANNOUNCE_DELAY_MS);
  }, []);
  useEffect(() => () => clearTimeout(announceTimer.current), []);

  const draft = useContactDraft(formRef, () => announce(formCopy.draft.restored));
  const clearDraft = draft.clear;

  const ensureRuntime = useCallback((): Promise<ContactRuntime> => {
    pending.current ??= load().then((mod) => {
      const listeners: RuntimeListeners = {
        onSending: setSending,
        onCleared: () => {
          setMessageLength(0);
          clearDraft();
        },
        onNotice: (kind, text) => {
          announce(spoken(text), kind === "failure");
          setSendFailure(kind === "failure" ? text : null);
        },
      };
      const created = mod.createContactRuntime(listeners);
      setRuntime(created);
      setHost(() => mod.ContactFormHost);
      return created;
    });
    return pending.current;
  }, [load, announce, clearDraft]);

  /** The visitor turned to the form: load its logic now (once). */
  const onActivate = useCallback(() => {
    if (pending.current) return;
    ensureRuntime().catch((error: unknown) => {
      // Tried again on submit, which says so inline if it fails again.
      pending.current = null;
      console.warn("Contact form: the form logic did not load yet.", error);
    });
  }, [ensureRuntime]);

  // Runs after the render that gave the inputs react-hook-form's refs, so a queued submit
  // sees every field and the values typed so far.
  useEffect(() => {
    if (!runtime) return;
    const unwatch = runtime.watchErrors(setErrors);
    if (queuedSubmit.current) {
      queuedSubmit.current = false;
      void runtime.submit();
    }
    return unwatch;
  }, [runtime]);

  const field = (name: FormField): FieldBinding => (runtime ? runtime.register(name) : { name });

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setLoadFailed(false);
    setSendFailure(null);
    draft.flush();
    if (runtime) {
      void runtime.submit();
      return;
    }
    queuedSubmit.current = true;
    ensureRuntime().catch((error: unknown) => {
      // Without its logic (offline, a deploy removed the chunk) the form says so inline.
      pending.current = null;
      queuedSubmit.current = false;
      console.error("Contact form: the form logic could not be loaded.", error);
      setLoadFailed(true);
      announce(formCopy.loadFailed, true);
    });
  };

  /** The restored-draft note's button: empty the form, forget the draft, start at Name. */
  const onClearDraft = () => {
    const form = formRef.current;
    if (runtime) runtime.reset();
    else {
      for (const name of CONTACT_FIELDS) {
        const field = fieldControl(form, name);
        if (field) setFieldValue(field, "");
      }
    }
    setMessageLength(0);
    clearDraft();
    fieldControl(form, "name")?.focus();
    announce(formCopy.draft.cleared);
  };

  /** The message's length for its counter, from the textarea's input events. */
  const onMessageInput = (value: string) => setMessageLength(value.trim().length);

  return {
    field,
    errors,
    sending,
    onSubmit,
    onActivate,
    /**
     * Once the logic has loaded: the component that runs useForm() on the runtime's control
     * and shows the toasts. The form renders it once, outside the form.
     */
    host: runtime && Host ? { Host, runtime } : null,
    messageLength,
    onMessageInput,
    loadFailed,
    sendFailure,
    announcement,
    draftRestored: draft.restored,
    onDraftInput: draft.onInput,
    onClearDraft,
  };
}
