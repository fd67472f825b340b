import Send from "lucide-react/icons/send";
import { useEffect, useRef } from "react";
import { Link } from "../ui/RouterLink.tsx";
import { Button } from "../ui/Button.tsx";
import formCopy from "content:ui/contact-form";
import {
  DraftNote,
  ErrorText,
  Field,
  fieldProps,
  Footer,
  Form,
  Grid,
  Honeypot,
  Input,
  MessageCount,
  NoteStar,
  Privacy,
  RequiredNote,
  SEND_ERROR_ID,
  SendFailure,
  Spinner,
  Textarea,
} from "./FormParts.tsx";
import { mailConfig, mailEndpoint } from "./config.ts";
import { pageLocale } from "../content/locale.ts";
import { LANGUAGE_FIELD, type ContactField } from "./rules/fields.ts";
import { useContactForm } from "./useContactForm.ts";

const SUBMIT_LABEL = formCopy.submitLabel;
const FORM_ACTION = mailEndpoint(mailConfig);
const SENDING_LABEL = formCopy.sendingLabel;
const [noteBefore, noteAfter] = splitOnce(formCopy.requiredNote, "*");
const [privacyBefore, privacyAfter] = splitOnce(formCopy.privacyNote, "{link}");

/** "Fields marked * are required." → the text before and after the marker. */
function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

interface ContactFormProps {
  /** id of the heading that names the form. */
  labelledBy: string;
}

/** The contact form of SPEC §3 and §5: four required fields, an optional company. */
export function ContactForm({ labelledBy }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const {
    field,
    errors,
    sending,
    onSubmit,
    onActivate,
    host,
    messageLength,
    onMessageInput,
    loadFailed,
    sendFailure,
    announcement,
    draftRestored,
    onDraftInput,
    onClearDraft,
  } = useContactForm(formRef);

  // Disabling the focused submit button drops focus to <body>; hand it back afterwards.
  const wasSending = useRef(false);
  useEffect(() => {
    const finished = wasSending.current && !sending;
    wasSending.current = sending;
    if (!finished || document.activeElement !== document.body) return;
    formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [sending]);

  const error = (name: ContactField) => errors[name]?.message;

  return (
    <>
      <Form
        ref={formRef}
        // Without JavaScript the browser posts the form itself, to the same gateway URL the
        // script sends to; the gateway answers with the "message sent" page or an error page.
        action={FORM_ACTION}
        method="post"
        noValidate
        aria-labelledby={labelledBy}
        aria-busy={sending}
        onSubmit={onSubmit}
        onFocus={onActivate}
        onPointerDown={onActivate}
        onInput={onDraftInput}
      >
        <RequiredNote>
          {noteBefore}
          <NoteStar aria-hidden="true">*</NoteStar>
          <span className="visually-hidden">{formCopy.asteriskLabel}</span>
          {noteAfter}
        </RequiredNote>
        {draftRestored && (
          <DraftNote>
            <p>{formCopy.draft.restored}</p>
            <Button variant="secondary" onClick={onClearDraft}>
              {formCopy.draft.clear}
            </Button>
          </DraftNote>
        )}
        <Grid>
          <Field
            field="name"
            label={formCopy.labels.name}
            required
            error={error("name")}
            input={
              <Input
                type="text"
                autoComplete="name"
                {...fieldProps("name", error("name"), true, field("name"))}
              />
            }
          />
          <Field
            field="email"
            label={formCopy.labels.email}
            required
            error={error("email")}
            input={
              <Input
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                {...fieldProps("email", error("email"), true, field("email"))}
              />
            }
          />
          <Field
            field="company"
            label={formCopy.labels.company}
            error={error("company")}
            input={
              <Input
                type="text"
                autoComplete="organization"
                {...fieldProps("company", error("company"), false, field("company"))}
              />
            }
          />
          <Field
            field="subject"
            label={formCopy.labels.subject}
            required
            error={error("subject")}
            input={
              <Input
                type="text"
                {...fieldProps("subject", error("subject"), true, field("subject"))}
              />
            }
          />
          <Field
            field="message"
            label={formCopy.labels.message}
            required
            wide
            error={error("message")}
            aside={<MessageCount length={messageLength} />}
            input={
              <Textarea
                rows={6}
                placeholder={formCopy.messagePlaceholder}
                {...fieldProps("message", error("message"), true, field("message"))}
                onInput={(event) => onMessageInput(event.currentTarget.value)}
              />
            }
          />
        </Grid>
        {/* The page's language, for the e-mail and the gateway's no-JS answer pages. */}
        {pageLocale !== "en" && <input type="hidden" name={LANGUAGE_FIELD} value={pageLocale} />}
        <Honeypot aria-hidden="true">
          <label htmlFor="contact-website">{formCopy.honeypotLabel}</label>
          <input
            id="contact-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...field("website")}
          />
        </Honeypot>
        {/* Announced through the alert region below; kept here until the next attempt. */}
        {loadFailed && <ErrorText id={SEND_ERROR_ID}>{formCopy.loadFailed}</ErrorText>}
        {sendFailure && <SendFailure text={sendFailure} />}
        <Footer>
          <Button
            type="submit"
            size="lg"
            disabled={sending}
            aria-describedby={loadFailed || sendFailure ? SEND_ERROR_ID : undefined}
          >
            {sending ? <Spinner aria-hidden="true" /> : <Send aria-hidden="true" />}
            {sending ? SENDING_LABEL : SUBMIT_LABEL}
          </Button>
          <Privacy>
            {privacyBefore}
            <Link to="/privacy">{formCopy.privacyLinkLabel}</Link>
            {privacyAfter}
          </Privacy>
        </Footer>
      </Form>
      {/*
        The live regions: in the pre-rendered HTML, empty, so text put in later is read out
        (polite for statuses, assertive for a failed send). Outside the form, like the
        toasts: nothing announced may sit in an aria-busy region.
      */}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement.urgent ? "" : announcement.text}
      </div>
      <div className="visually-hidden" role="alert" aria-live="assertive" aria-atomic="true">
        {announcement.urgent ? announcement.text : ""}
      </div>
      {host && <host.Host runtime={host.runtime} />}
    </>
  );
}
