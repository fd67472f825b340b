/**
 * The contact form's logic (SPEC §4, §5, §8): react-hook-form with the zod schema, the
 * spec's toasts, a sending flag, one request however often Send is pressed, the same
 * submission id for a retry of an unchanged message, fields cleared on success and kept
 * on failure.
 *
 * Loaded by useContactForm.ts when the visitor turns to the form, so react-hook-form, zod and
 * react-hot-toast stay out of the page's first load (the route budget): the fields are
 * plain inputs in the pre-rendered HTML, typable at once, and the form control created
 * here registers those same elements, keeping whatever was typed before it arrived.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import {
  createFormControl,
  useForm,
  type FieldErrors,
  type UseFormProps,
  type UseFormRegisterReturn,
} from "react-hook-form";
import formCopy from "content:ui/contact-form";
import messagesCopy from "content:ui/contact-messages";
import { sendToasts, validationToasts, type ToastText } from "./copy.ts";
import { mailConfig, type MailConfig } from "./config.ts";
import {
  createSubmissionIds,
  sendContactMessage,
  type SendOptions,
  type SendResult,
} from "./gatewayClient.ts";
import { pageLocale } from "../content/locale.ts";
import { noticeOf, type ContactMessage, type FormField } from "./rules/fields.ts";
import {
  createContactSchema,
  problemOfCode,
  type ContactFormInput,
  type ContactFormValues,
} from "./rules/schema.ts";
import { ContactToaster, notify, type ToastKind } from "./toasts.tsx";

export type { ContactFormInput, ContactFormValues };

/** The shared schema, speaking the form's words (content/ui/contact-*.yml). */
export const contactSchema = createContactSchema({ ...formCopy, ...messagesCopy }, pageLocale);

export const emptyContactForm: ContactFormInput = {
  name: "",
  email: "",
  company: "",
  subject: "",
  message: "",
  website: "",
};

/** One inline message per invalid field, as the form shows it. */
export type FieldErrorMap = Partial<Record<FormField, { message: string; type: string }>>;

/**
 * The toast for a failed validation, from the issue codes of the invalid fields (zod's
 * codes, which @hookform/resolvers passes on as each field error's `type`), in the shared
 * order of severity (summaryOf): any empty required field wins, then a malformed e-mail.
 * Only over-long fields: no toast, the fields say what is wrong.
 */
export function validationToastFor(codes: Iterable<unknown>): ToastText | undefined {
  const notice = noticeOf(Array.from(codes, problemOfCode));
  return notice === "other" ? undefined : validationToasts[notice];
}

export type SendMessage = (message: ContactMessage, options: SendOptions) => Promise<SendResult>;

export interface RuntimeListeners {
  onSending: (sending: boolean) => void;
  /** The message was sent (or dropped as a bot's) and the fields were cleared. */
  onCleared: () => void;
  /**
   * A toast was shown: the form announces it in its own live regions (present since the
   * first paint) and keeps a failure's text beside its button.
   */
  onNotice: (kind: ToastKind, text: ToastText) => void;
}

export interface RuntimeOptions {
  send?: SendMessage;
  config?: MailConfig;
}

type FormOptions = UseFormProps<ContactFormInput, unknown, ContactFormValues>;
type FormControl = ReturnType<
  typeof createFormControl<ContactFormInput, unknown, ContactFormValues>
>;

export interface ContactRuntime {
  register: (name: FormField) => UseFormRegisterReturn;
  /** Validates, then sends once; a call while a send is under way does nothing. */
  submit: () => Promise<void>;
  /** Empties every field and forgets any inline errors (the visitor cleared the draft). */
  reset: () => void;
  /** Calls back with the inline errors whenever they change; returns the unsubscribe. */
  watchErrors: (callback: (errors: FieldErrorMap) => void) => () => void;
  /** For <ContactFormHost>: the control and the options it was made with. */
  form: { control: FormControl["formControl"]; options: FormOptions };
}

export function createContactRuntime(
  listeners: RuntimeListeners,
  { send = sendContactMessage, config = mailConfig }: RuntimeOptions = {},
): ContactRuntime {
  // No defaultValues on purpose: a field that registers takes the value already in the DOM
  // (react-hook-form keeps what was typed before the form was ready).
  const options: FormOptions = {
    resolver: zodResolver(contactSchema),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  };
  const form = createFormControl<ContactFormInput, unknown, ContactFormValues>(options);
  const ids = createSubmissionIds();
  let inFlight = false;

  const clear = () => {
    form.reset(emptyContactForm);
    listeners.onCleared();
  };

  const tell = (kind: ToastKind, text: ToastText) => {
    notify(kind, text);
    listeners.onNotice(kind, text);
  };

  const onValid = async ({ website, ...message }: ContactFormValues) => {
    if (inFlight) return;
    if (website !== "") {
      // Only a bot fills the hidden field: drop it without a request, and give it no hint.
      clear();
      tell("success", sendToasts.success);
      return;
    }
    inFlight = true;
    listeners.onSending(true);
    try {
      await send(message, { config, submissionId: ids.idFor(message) });
      ids.delivered();
      clear();
      tell("success", sendToasts.success);
    } catch (error) {
      // Caught here on purpose: the fields keep their values for another try.
      console.error("Contact form: the message could not be sent.", error);
      tell("failure", sendToasts.failure);
    } finally {
      inFlight = false;
      listeners.onSending(false);
    }
  };

  const onInvalid = (errors: FieldErrors<ContactFormInput>) => {
    const text = validationToastFor(Object.values(errors).map((error) => error.type));
    if (text) tell("validation", text);
  };

  return {
    register: (name) => form.register(name),
    submit: () => form.handleSubmit(onValid, onInvalid)(),
    reset: () => form.reset(emptyContactForm),
    watchErrors: (callback) =>
      form.subscribe({
        formState: { errors: true },
        callback: ({ errors }) => callback(toErrorMap(errors ?? {})),
      }),
    form: { control: form.formControl, options },
  };
}

/**
 * Rendered once the runtime exists: useForm() on the runtime's control marks the form
 * ready (so a reset really empties the fields), and the page's toasts appear here.
 */
export function ContactFormHost({ runtime }: { runtime: ContactRuntime }) {
  // The same options again: useForm() replaces the control's options with its own.
  useForm<ContactFormInput, unknown, ContactFormValues>({
    ...runtime.form.options,
    formControl: runtime.form.control,
  });
  return <ContactToaster />;
}

function toErrorMap(errors: FieldErrors<ContactFormInput>): FieldErrorMap {
  const map: FieldErrorMap = {};
  for (const [name, error] of Object.entries(errors) as [FormField, FieldErrors[string]][]) {
    const message = error?.message;
    if (typeof message === "string" && message !== "") {
      map[name] = { message, type: typeof error?.type === "string" ? error.type : "" };
    }
  }
  return map;
}
