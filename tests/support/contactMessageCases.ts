/**
 * Cases for the shared contact-message rules (src/contact/rules/), run by a test in
 * Node (as the mail gateway runs them) and by one in jsdom (as the browser bundle runs
 * them, next to the form's zod schema): both must give exactly these results.
 */
import type { ContactMessage, FieldProblems } from "../../src/contact/rules/fields.ts";

export const validMessage: ContactMessage = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "",
  subject: "A booking platform",
  message: "Hello,\nwe need an MVP.",
};

export interface RuleCase {
  label: string;
  raw: Partial<ContactMessage>;
  /** The validated message (trimmed, line breaks as LF), or the problems. */
  expected: { ok: true; message: ContactMessage } | { ok: false; problems: FieldProblems };
}

const ok = (message: Partial<ContactMessage>) => ({
  ok: true as const,
  message: { ...validMessage, ...message },
});
const refused = (problems: FieldProblems) => ({ ok: false as const, problems });

export const ruleCases: RuleCase[] = [
  { label: "a valid message", raw: validMessage, expected: ok({}) },
  {
    label: "values are trimmed, the company kept",
    raw: { ...validMessage, name: "  Ada  ", company: " Engines Ltd ", subject: "\u00a0Hi " },
    expected: ok({ name: "Ada", company: "Engines Ltd", subject: "Hi" }),
  },
  {
    label: "a tab or line break at the edge of a single-line field is refused, not trimmed",
    raw: { ...validMessage, subject: "\tHi", name: "Ada\r\n" },
    expected: refused({ name: "control", subject: "control" }),
  },
  {
    label: "the message's CRLF, CR and U+2028 become LF; tabs stay",
    raw: { ...validMessage, message: "a\r\nb\rc\u2028d\u2029e\n\tf" },
    expected: ok({ message: "a\nb\nc\nd\ne\n\tf" }),
  },
  {
    label: "an empty object",
    raw: {},
    expected: refused({
      name: "missing",
      email: "missing",
      subject: "missing",
      message: "missing",
    }),
  },
  {
    label: "blanks only are missing",
    raw: { ...validMessage, name: " \t ", message: "\n\n" },
    expected: refused({ name: "missing", message: "missing" }),
  },
  {
    label: "the e-mail pattern: text, @, text, dot, text, no spaces",
    raw: { ...validMessage, email: "ada@example" },
    expected: refused({ email: "invalidEmail" }),
  },
  {
    label: "a display name is not an e-mail address",
    raw: { ...validMessage, email: "Ada <ada@example.com>" },
    expected: refused({ email: "invalidEmail" }),
  },
  {
    label: "two addresses are not one",
    raw: { ...validMessage, email: "ada@example.com,eve@example.com" },
    expected: refused({ email: "invalidEmail" }),
  },
  {
    label: "line breaks in single-line fields",
    raw: { ...validMessage, name: "Ada\r\nBcc: x@evil.example", subject: "Hi\n" },
    expected: refused({ name: "control", subject: "control" }),
  },
  {
    label: "Unicode separators and C1 controls in single-line fields",
    raw: {
      ...validMessage,
      name: "Ada\u2028Lovelace",
      email: "ada\u0085@example.com",
      company: "A\u2029B",
      subject: "Hi\u009bthere",
    },
    expected: refused({
      name: "control",
      email: "control",
      company: "control",
      subject: "control",
    }),
  },
  {
    label: "tab, VT, FF, NUL, DEL in single-line fields",
    raw: {
      ...validMessage,
      name: "A\tB",
      email: "a\u000b@b.c",
      company: "A\u000cB",
      subject: "A\u007fB",
    },
    expected: refused({
      name: "control",
      email: "control",
      company: "control",
      subject: "control",
    }),
  },
  {
    label: "controls other than tab and line breaks in the message",
    raw: { ...validMessage, message: "Hello\u0000there\u0085" },
    expected: refused({ message: "control" }),
  },
  {
    label: "over the limits",
    raw: {
      ...validMessage,
      name: "n".repeat(101),
      company: "c".repeat(101),
      subject: "s".repeat(151),
      message: "m".repeat(5_001),
      email: `${"a".repeat(243)}@example.com`,
    },
    expected: refused({
      name: "tooLong",
      email: "tooLong",
      company: "tooLong",
      subject: "tooLong",
      message: "tooLong",
    }),
  },
  {
    label: "at the limits (after trimming)",
    raw: {
      ...validMessage,
      name: ` ${"n".repeat(100)} `,
      subject: "s".repeat(150),
      message: "m".repeat(5_000),
      email: `${"a".repeat(242)}@example.com`,
    },
    expected: ok({
      name: "n".repeat(100),
      subject: "s".repeat(150),
      message: "m".repeat(5_000),
      email: `${"a".repeat(242)}@example.com`,
    }),
  },
];
