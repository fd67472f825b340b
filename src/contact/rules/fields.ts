/**
 * The contact rules without zod (SPEC §3, §5, §7), shared by the browser and the mail
 * gateway (server/): the fields, which are required, the limits, the e-mail pattern, the
 * characters a field refuses, the problems a field can have and which one a visitor is told
 * about first, and how the request names the fields. Plain data and small functions: the
 * form's markup reads the names and limits in the contact page's first chunk, so this
 * module imports nothing (the zod schema built on it is schema.ts, loaded with the form's
 * logic). Words are not here: they are content (content/ui/contact-form.*.yml).
 */

/** The visitor's five fields, in the order the form and the e-mail show them. */
export const CONTACT_FIELDS = ["name", "email", "company", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The honeypot: a field people never see (it sits off-screen and out of the tab order),
 * so anything in it was typed by a bot. The gateway answers such a message like any other
 * and drops it.
 */
export const HONEYPOT_FIELD = "website";

/** Every field the form posts: the five visible ones and the honeypot. */
export type FormField = ContactField | typeof HONEYPOT_FIELD;
export const FORM_FIELDS: readonly FormField[] = [...CONTACT_FIELDS, HONEYPOT_FIELD];

/** Required fields (marked * in the form); company is optional. */
export const REQUIRED_FIELDS: readonly ContactField[] = ["name", "email", "subject", "message"];

/** Everything but the message is one line: it ends up in a header or a table cell. */
export const SINGLE_LINE_FIELDS: readonly ContactField[] = ["name", "email", "company", "subject"];

/** Longest accepted value per field, in characters (254 is the longest usable address). */
export const LIMITS = {
  name: 100,
  email: 254,
  company: 100,
  subject: 150,
  message: 5_000,
} as const satisfies Record<ContactField, number>;

/** The validated message, as the template and the gateway use it. */
export type ContactMessage = Record<ContactField, string>;

/**
 * SPEC §5: text, @, text, dot, text, no spaces. "Text" also excludes the few characters
 * that cannot appear in an ordinary address (<>(),;:"\[]), so an accepted address is
 * always one plain mailbox: it cannot carry a display name, a second address or a group.
 */
export const EMAIL_PATTERN = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/;

/**
 * What a single-line field refuses: every C0 control (tab, CR, LF, VT, FF, NUL …), DEL,
 * every C1 control (U+0085 NEL among them) and the Unicode line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** What the message refuses: the same controls except tab and the ordinary line breaks. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Bidi controls (embeddings, overrides, isolates, LRM/RLM/ALM): invisibly reorder text. */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
/** An RFC 2047 encoded word (=?utf-8?B?…?=): a mail client would decode what we checked. */
const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i;

/** True when `value` may stand in a single-line field (a header, a subject, a table cell). */
export function isSingleLine(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/** True when `value` may stand in the message: lines of text, no other controls. */
export function isPlainText(value: string): boolean {
  return !NOT_TEXT.test(value);
}

/** A control (a line break in a one-line field), a bidi control, an encoded word (one line). */
export function characterProblem(
  field: ContactField,
  raw: string,
): "control" | "bidi" | "encodedWord" | undefined {
  const singleLine = SINGLE_LINE_FIELDS.includes(field);
  if (!(singleLine ? isSingleLine(raw) : isPlainText(raw))) return "control";
  if (BIDI_CONTROL.test(raw)) return "bidi";
  if (singleLine && ENCODED_WORD.test(raw)) return "encodedWord";
  return undefined;
}

/** Whether every character of `raw` may stand in `field` (see characterProblem). */
export function allowedCharacters(field: ContactField, raw: string): boolean {
  return characterProblem(field, raw) === undefined;
}

/** True when the honeypot holds anything but blanks: only a bot fills it. */
export function isBot(honeypot: string | undefined): boolean {
  return (honeypot ?? "").trim() !== "";
}

/**
 * Why a field was refused. The schema (schema.ts) checks them in this order and keeps the
 * first: an empty required field (only blanks count as empty), then a control character
 * (checked before trimming, since a trailing line break is still an attempt at header
 * injection), a bidirectional control or an encoded word, then the length, then the
 * e-mail pattern.
 */
export const FIELD_PROBLEMS = [
  "missing",
  "control",
  "bidi",
  "encodedWord",
  "tooLong",
  "invalidEmail",
] as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[number];
export type FieldProblems = Partial<Record<ContactField, FieldProblem>>;

/**
 * The one order of severity between fields (SPEC §8): which validation notice a set of
 * problems calls for. Any empty required field wins, then a malformed e-mail; anything
 * else (too long, control characters) has no notice of its own: the fields say what is
 * wrong. The form's toast and the gateway's no-JS page both ask this function.
 */
export const NOTICE_ORDER = ["missing", "invalidEmail"] as const;
export type ValidationNotice = (typeof NOTICE_ORDER)[number];

export function summaryOf(problems: FieldProblems): ValidationNotice | "other" {
  return noticeOf(Object.values(problems));
}

/** The same for a list of problems (the form's, from react-hook-form's errors). */
export function noticeOf(problems: Iterable<FieldProblem | undefined>): ValidationNotice | "other" {
  const all = new Set(problems);
  return NOTICE_ORDER.find((notice) => all.has(notice)) ?? "other";
}

/** The words of the inline messages: content/ui/contact-form.*.yml's `labels` and `fieldErrors`. */
export interface ProblemCopy {
  labels: Record<ContactField, string>;
  fieldErrors: {
    required: Record<Exclude<ContactField, "company">, string>;
    emailPattern: string;
    tooLong: string;
    control: string;
    messageControl: string;
    bidi: string;
    encodedWord: string;
  };
}

/**
 * The inline message for a refused field, in the given copy ("Subject can be at most 150
 * characters (you have 162)."): the form's, and the gateway's page for a form posted
 * without JavaScript.
 */
export function describeProblem(
  copy: ProblemCopy,
  field: ContactField,
  problem: FieldProblem,
  raw: string,
  language: MessageLanguage = "en",
): string {
  const errors = copy.fieldErrors;
  const fill = (text: string, length = 0) =>
    text
      .replace("{label}", copy.labels[field])
      .replace("{limit}", formatCount(LIMITS[field], language))
      .replace("{length}", formatCount(length, language));
  switch (problem) {
    case "missing":
      return field === "company" ? "" : errors.required[field];
    case "control":
      return field === "message" ? errors.messageControl : fill(errors.control);
    case "bidi":
      return fill(errors.bidi);
    case "encodedWord":
      return fill(errors.encodedWord);
    case "tooLong":
      return fill(errors.tooLong, raw.trim().length);
    case "invalidEmail":
      return errors.emailPattern;
  }
}

/**
 * The name of a field as a Mailgun custom variable (`v:name` …), which is how the app's
 * Mailgun-shaped request carries the raw fields. The form posted without JavaScript uses
 * the plain names (`name` …), the same names the inputs carry.
 */
export const variableName = (field: FormField): `v:${FormField}` => `v:${field}`;

/**
 * Where the gateway sends a browser whose form was posted without JavaScript: a
 * pre-rendered page (noindex). src/content/routes.ts writes the same path (a test checks).
 */
export const CONTACT_SENT_PATH = "/contact/sent";

/**
 * The language of the page a message was sent from, posted beside the fields (the form's
 * hidden `language` input, or `v:language` from the app): the e-mail notes it, and the
 * gateway answers a form posted without JavaScript in it. Anything else reads as English.
 */
export const LANGUAGE_FIELD = "language";
export const MESSAGE_LANGUAGES = { en: "English", el: "Greek" } as const;
export type MessageLanguage = keyof typeof MESSAGE_LANGUAGES;

export function messageLanguage(value: string | undefined): MessageLanguage {
  return value === "el" ? "el" : "en";
}

/** What separates each group of three digits: "5,000" in English, "5.000" in Greek. */
const DIGIT_GROUP_SEPARATOR: Record<MessageLanguage, string> = { en: ",", el: "." };

/**
 * A whole count in the page's language: "5,000" in English, "5.000" in Greek, what
 * toLocaleString writes for en and el-GR (a unit test compares them). Written out, not
 * formatted: a page's first toLocaleString loads the browser's number data, 16–42 ms of
 * main thread on this machine, and it ran while the contact page hydrated its message
 * counter: an 80–120 ms task at a phone's 4.2× CPU slowdown, the longest of its start.
 */
export function formatCount(value: number, language: MessageLanguage = "en"): string {
  const whole = Math.round(value);
  const digits = String(Math.abs(whole)).replace(
    /\B(?=(\d{3})+$)/g,
    DIGIT_GROUP_SEPARATOR[language],
  );
  return whole < 0 ? `-${digits}` : digits;
}

/** The "message sent" page of a language: /contact/sent, /el/contact/sent. */
export function contactSentPath(language: MessageLanguage): string {
  return language === "en" ? CONTACT_SENT_PATH : `/${language}${CONTACT_SENT_PATH}`;
}
