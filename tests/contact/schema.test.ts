// @vitest-environment node
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { LIMITS, type ContactField } from "../../src/contact/rules/fields.ts";
import { EMAIL_PATTERN } from "../../src/contact/rules/fields.ts";
import { validationToasts } from "../../src/contact/copy.ts";
import {
  contactSchema,
  validationToastFor,
  type ContactFormInput,
} from "../../src/contact/formRuntime.tsx";
import { fieldMessages } from "../../src/contact/copy.ts";

const valid: ContactFormInput = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "",
  subject: "A booking platform",
  message: "Hello,\nwe need an MVP.",
  website: "",
};

const issuesOf = (input: Partial<ContactFormInput>) => {
  const result = contactSchema.safeParse({ ...valid, ...input });
  return result.success ? [] : result.error.issues;
};

/** The way the form sees it: react-hook-form's resolver, one error per field. */
async function resolve(input: Partial<ContactFormInput>): Promise<FieldErrors<ContactFormInput>> {
  const resolver = zodResolver(contactSchema);
  const result = await resolver({ ...valid, ...input }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors;
}

async function toastFor(input: Partial<ContactFormInput>) {
  const errors = await resolve(input);
  return validationToastFor(Object.values(errors).map((error) => error.type));
}

describe("contact schema", () => {
  it("accepts a complete message and trims every value", () => {
    const parsed = contactSchema.parse({ ...valid, name: "  Ada  ", subject: " Hi " });
    expect(parsed).toEqual({ ...valid, name: "Ada", subject: "Hi" });
  });

  it("leaves the company optional", () => {
    expect(issuesOf({ company: "" })).toEqual([]);
    expect(issuesOf({ company: "Analytical Engines Ltd" })).toEqual([]);
  });

  it.each(["name", "email", "subject", "message"] as const)(
    "requires %s, and a value of only spaces counts as empty",
    async (field) => {
      for (const empty of ["", "   ", "\n\t"]) {
        const errors = await resolve({ [field]: empty });
        expect(Object.keys(errors)).toEqual([field]);
        expect(errors[field]).toMatchObject({
          type: "too_small",
          message: fieldMessages[field].required,
        });
      }
    },
  );

  it.each([
    "ada@example.com",
    "a@b.c",
    "first.last+tag@sub.example.co.uk",
    "o'brien@example.ie",
    "名前@例え.jp",
  ])("accepts the e-mail %s", (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
    expect(issuesOf({ email })).toEqual([]);
  });

  it.each([
    "ada",
    "ada@",
    "ada@example",
    "@example.com",
    "ada@.",
    "ada @example.com",
    "ada@exa mple.com",
    "ada@@example.com",
    "ada@example.com, eve@example.com",
    "<ada@example.com>",
    'ada"@example.com',
  ])("refuses the e-mail %j with the inline pattern message", async (email) => {
    const errors = await resolve({ email });
    expect(errors.email).toMatchObject({
      type: "invalid_format",
      message: fieldMessages.email.pattern,
    });
  });

  it.each(Object.entries(LIMITS) as [ContactField, number][])(
    "allows %s up to %i characters and says so past it, without cutting",
    async (field, limit) => {
      const atLimit =
        field === "email" ? `${"a".repeat(limit - 12)}@example.com` : "x".repeat(limit);
      expect(atLimit).toHaveLength(limit);
      expect(issuesOf({ [field]: atLimit })).toEqual([]);
      expect(contactSchema.parse({ ...valid, [field]: atLimit })[field]).toBe(atLimit);

      const over = field === "email" ? `a${atLimit}` : `${atLimit}y`;
      const errors = await resolve({ [field]: over });
      expect(errors[field]?.type).toBe("too_big");
      expect(errors[field]?.message).toContain(`at most ${limit.toLocaleString("en")} characters`);
      expect(errors[field]?.message).toContain(`you have ${(limit + 1).toLocaleString("en")}`);
    },
  );
});

describe("validation toasts (SPEC §8)", () => {
  it("are the spec's strings, verbatim", () => {
    expect(validationToasts).toEqual({
      missing: { title: "Missing Information", message: "Please fill in all required fields." },
      invalidEmail: { title: "Invalid Email", message: "Please enter a valid email address." },
    });
  });

  it("an empty required field wins over a malformed e-mail", async () => {
    expect(await toastFor({ name: "", email: "not-an-email" })).toBe(validationToasts.missing);
    expect(await toastFor({ message: " ", email: "a@b" })).toBe(validationToasts.missing);
  });

  it("an empty e-mail is missing information, not an invalid e-mail", async () => {
    expect(await toastFor({ email: "" })).toBe(validationToasts.missing);
  });

  it("a malformed e-mail with everything filled in is an invalid e-mail", async () => {
    expect(await toastFor({ email: "ada@example" })).toBe(validationToasts.invalidEmail);
  });

  it("nothing to toast for a valid form or a value only too long", async () => {
    expect(await toastFor({})).toBeUndefined();
    expect(await toastFor({ subject: "x".repeat(LIMITS.subject + 1) })).toBeUndefined();
  });
});
