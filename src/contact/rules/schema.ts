/**
 * The one validator of a contact message: a zod schema built on the rules of fields.ts,
 * run by the form (with the visitor's words for each problem) and by the mail gateway
 * (which only needs to know which problem each field has). Loaded with the form's logic,
 * never in a page's first chunk (zod is large).
 *
 * Each field's checks run in the order of FIELD_PROBLEMS, and the first issue of a field is
 * the one reported: characters (before trimming: a trailing line break counts), then an
 * empty required field, the length and the e-mail pattern on the trimmed value. Over a
 * limit the field says so and nothing is cut.
 */
import * as z from "zod";
import {
  characterProblem,
  CONTACT_FIELDS,
  describeProblem,
  EMAIL_PATTERN,
  HONEYPOT_FIELD,
  LIMITS,
  REQUIRED_FIELDS,
  type ContactField,
  type ContactMessage,
  type FieldProblem,
  type FieldProblems,
  type MessageLanguage,
  type ProblemCopy,
} from "./fields.ts";

// zod 4 compiles object parsers with `new Function` unless told not to; under our CSP
// (script-src 'self', no 'unsafe-eval') that attempt is reported as a violation.
z.config({ jitless: true });

/**
 * The schema of the form's fields (the five and the honeypot). With `copy`, each issue's
 * message is the inline message the visitor reads; without, it is the FieldProblem itself.
 */
export function createContactSchema(copy?: ProblemCopy, language: MessageLanguage = "en") {
  const field = (name: ContactField) => {
    const say = (problem: FieldProblem) => (issue: { input?: unknown }) =>
      copy
        ? describeProblem(
            copy,
            name,
            problem,
            typeof issue.input === "string" ? issue.input : "",
            language,
          )
        : problem;
    let schema = z
      .string()
      .check((ctx) => {
        if (ctx.value.trim() === "") return;
        const problem = characterProblem(name, ctx.value);
        if (problem) {
          ctx.issues.push({
            code: "custom",
            input: ctx.value,
            message: say(problem)({ input: ctx.value }),
          });
        }
      })
      .trim();
    if (REQUIRED_FIELDS.includes(name)) schema = schema.min(1, { error: say("missing") });
    schema = schema.max(LIMITS[name], { error: say("tooLong") });
    if (name === "email") schema = schema.regex(EMAIL_PATTERN, { error: say("invalidEmail") });
    // One kind of line break (multipart turns every one into CRLF on the way, and U+2028
    // and U+2029 are line breaks too).
    if (name === "message") schema = schema.overwrite(normaliseLineBreaks);
    return schema;
  };
  return z.object({
    name: field("name"),
    email: field("email"),
    company: field("company"),
    subject: field("subject"),
    message: field("message"),
    /** The honeypot: people never see it, so anything in it was typed by a bot. */
    [HONEYPOT_FIELD]: z.string(),
  });
}

export type ContactSchema = ReturnType<typeof createContactSchema>;
export type ContactFormInput = z.input<ContactSchema>;
export type ContactFormValues = z.output<ContactSchema>;

export function normaliseLineBreaks(value: string): string {
  return value.replace(/\r\n|[\r\u2028\u2029]/g, "\n");
}

/** Issues whose message is the problem (the gateway's instance: no words needed). */
const problemSchema = createContactSchema();

export type ValidationResult =
  { ok: true; message: ContactMessage } | { ok: false; problems: FieldProblems };

/**
 * Raw strings (as typed, or as posted; a field not given is empty) to the trimmed message,
 * or the first problem of every refused field.
 */
export function validateContactMessage(
  raw: Partial<Record<ContactField, string | undefined>>,
): ValidationResult {
  const values = { [HONEYPOT_FIELD]: "" } as Record<string, string>;
  for (const field of CONTACT_FIELDS) values[field] = raw[field] ?? "";
  const result = problemSchema.safeParse(values);
  if (result.success) {
    const { name, email, company, subject, message } = result.data;
    return { ok: true, message: { name, email, company, subject, message } };
  }
  const problems: FieldProblems = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    problems[field] ??= issue.message as FieldProblem;
  }
  return { ok: false, problems };
}

/** The problem with one raw value of `field`, or undefined when it is acceptable. */
export function fieldProblem(field: ContactField, raw: string): FieldProblem | undefined {
  const result = problemSchema.shape[field].safeParse(raw);
  return result.success ? undefined : (result.error.issues[0]?.message as FieldProblem);
}

/**
 * The problem a zod issue code stands for, as react-hook-form's resolver reports it (each
 * field error's `type`): an empty field is too small (or, with no value at all, of the
 * wrong type), a malformed e-mail an invalid format.
 */
export function problemOfCode(code: unknown): FieldProblem | undefined {
  switch (code) {
    case "too_small":
    case "invalid_type":
      return "missing";
    case "too_big":
      return "tooLong";
    case "invalid_format":
      return "invalidEmail";
    case "custom":
      return "control";
    default:
      return undefined;
  }
}
