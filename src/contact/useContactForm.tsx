/**
 * The contact form's state as its markup needs it. The logic itself (react-hook-form, zod,
 * the send call, react-hot-toast) lives in formRuntime.ts and is imported right after the
 * page hydrates, not with the page: the route's first load stays within its byte budget,
 * and nothing the visitor types into waits for it (the inputs are plain HTML). A submit
 * before it has arrived waits for it and then goes through as usual.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type SyntheticEvent,
} from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import type { FieldErrorMap, FormField } from "./fields.ts";
import type { ContactRuntime, RuntimeListeners } from "./formRuntime.tsx";

type RuntimeModule = typeof import("./formRuntime.tsx");

const loadRuntimeModule = (): Promise<RuntimeModule> => import("./formRuntime.tsx");

/** An input's props: only its name until the logic has loaded, then react-hook-form's. */
type FieldBinding = Partial<UseFormRegisterReturn> & { name: string };

export function useContactForm(load: () => Promise<RuntimeModule> = loadRuntimeModule) {
  const [runtime, setRuntime] = useState<ContactRuntime | null>(null);
  const [Host, setHost] = useState<ComponentType<{ runtime: ContactRuntime }> | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [sending, setSending] = useState(false);
  const [messageLength, setMessageLength] = useState(0);
  const [loadFailed, setLoadFailed] = useState(false);
  const pending = useRef<Promise<ContactRuntime> | null>(null);

  const ensureRuntime = useCallback((): Promise<ContactRuntime> => {
    pending.current ??= load().then((mod) => {
      const listeners: RuntimeListeners = {
        onSending: setSending,
        onCleared: () => setMessageLength(0),
      };
      const created = mod.createContactRuntime(listeners);
      setRuntime(created);
      setHost(() => mod.ContactFormHost);
      return created;
    });
    return pending.current;
  }, [load]);

  useEffect(() => {
    ensureRuntime().catch((error: unknown) => {
      // Retried on submit; the visitor sees the failure toast only if that fails too.
      pending.current = null;
      console.warn("Contact form: the form logic did not load yet.", error);
    });
  }, [ensureRuntime]);

  useEffect(() => runtime?.watchErrors(setErrors), [runtime]);

  const field = (name: FormField): FieldBinding => (runtime ? runtime.register(name) : { name });

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    setLoadFailed(false);
    ensureRuntime().then(
      (loaded) => loaded.submit(),
      (error: unknown) => {
        // Without its logic (offline, a deploy removed the chunk) the form says so inline.
        pending.current = null;
        console.error("Contact form: the form logic could not be loaded.", error);
        setLoadFailed(true);
      },
    );
  };

  /** The message's length for its counter, from the textarea's input events. */
  const onMessageInput = (value: string) => setMessageLength(value.trim().length);

  /** useForm() on the runtime's control, and the toasts: render it once, outside the form. */
  const host = runtime && Host ? <Host runtime={runtime} /> : null;

  return { field, errors, sending, onSubmit, host, messageLength, onMessageInput, loadFailed };
}
