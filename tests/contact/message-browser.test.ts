/**
 * The shared contact-message rules as the browser bundle runs them (jsdom), and the form's
 * zod schema built on them: the same cases as the Node test give the same results, and on
 * any generated input the schema refuses exactly the fields the shared rules refuse.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTACT_FIELDS, type ContactField } from "../../src/contact/rules/fields.ts";
import { validateContactMessage } from "../../src/contact/rules/schema.ts";
import { contactSchema } from "../../src/contact/formRuntime.tsx";
import { ruleCases, validMessage } from "../support/contactMessageCases.ts";

describe("validateContactMessage (jsdom, as the browser runs it)", () => {
  it("runs with a DOM", () => {
    expect(typeof document).toBe("object");
  });

  it.each(ruleCases)("$label", ({ raw, expected }) => {
    expect(validateContactMessage(raw)).toEqual(expected);
  });
});

/** The fields the zod schema refuses, and its parsed values. */
function schemaResult(raw: Record<ContactField, string>) {
  const result = contactSchema.safeParse({ ...raw, website: "" });
  if (result.success) {
    const { name, email, company, subject, message } = result.data;
    return { refused: [] as string[], message: { name, email, company, subject, message } };
  }
  const refused = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
  return { refused: refused.sort(), message: undefined };
}

describe("the form's schema agrees with the shared rules", () => {
  it.each(ruleCases)("$label", ({ raw, expected }) => {
    const filled = { ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f, ""])), ...raw } as Record<
      ContactField,
      string
    >;
    const schema = schemaResult(filled);
    if (expected.ok) {
      expect(schema.refused).toEqual([]);
    } else {
      expect(schema.refused).toEqual(Object.keys(expected.problems).sort());
    }
  });

  // Text biased towards what the rules care about: blanks, breaks, controls, @ and dots.
  const piece = fc.constantFrom(
    "a",
    "Z",
    "é",
    "🚀",
    " ",
    "\t",
    "\n",
    "\r\n",
    "\u2028",
    "\u0085",
    "\u0000",
    "\u007f",
    "@",
    ".",
    "<",
    ">",
    ",",
    "example",
    "com",
  );
  const text = (max: number) =>
    fc.oneof(
      fc.array(piece, { maxLength: 12 }).map((parts) => parts.join("")),
      fc.string({ unit: "binary", maxLength: 20 }),
      fc.integer({ min: max - 2, max: max + 2 }).map((length) => "x".repeat(Math.max(0, length))),
    );
  const email = fc.oneof(
    text(254),
    fc.emailAddress(),
    fc.tuple(fc.emailAddress(), fc.constantFrom(" ", "\n", "\u2028", "")).map(([a, b]) => a + b),
  );

  it("refuses the same fields on any generated input (property)", () => {
    fc.assert(
      fc.property(
        fc.record({
          name: text(100),
          email,
          company: text(100),
          subject: text(150),
          message: text(5_000),
        }),
        (raw) => {
          const shared = validateContactMessage(raw);
          const schema = schemaResult(raw);
          if (shared.ok) {
            expect(schema.refused).toEqual([]);
            // The form sends the trimmed values; the gateway normalises the message's breaks.
            expect({ ...schema.message, message: shared.message.message }).toEqual(shared.message);
          } else {
            expect(schema.refused).toEqual(Object.keys(shared.problems).sort());
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("accepts the valid message", () => {
    expect(schemaResult(validMessage).refused).toEqual([]);
  });
});
