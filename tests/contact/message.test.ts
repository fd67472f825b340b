// @vitest-environment node
/**
 * The shared contact-message rules and template as the mail gateway runs them (Node).
 * contact-message-browser.test.ts runs the same cases in jsdom, next to the form's schema.
 */
import { describe, expect, it } from "vitest";
import { buildEmailContent, NOT_PROVIDED } from "../../src/contact/rules/email.ts";
import { fieldProblem, validateContactMessage } from "../../src/contact/rules/schema.ts";
import {
  formatCount,
  isBot,
  isSingleLine,
  summaryOf,
  variableName,
} from "../../src/contact/rules/fields.ts";
import { problemMessage } from "../../src/contact/copy.ts";
import { ruleCases, validMessage } from "../support/contactMessageCases.ts";

describe("validateContactMessage (Node, as the gateway runs it)", () => {
  it("runs without a DOM", () => {
    expect(typeof document).toBe("undefined");
  });

  it.each(ruleCases)("$label", ({ raw, expected }) => {
    expect(validateContactMessage(raw)).toEqual(expected);
  });
});

describe("counts in the page's language", () => {
  it("writes every count as toLocaleString does for en and el-GR, without calling it", () => {
    const counts = [0, 1, 999, 1_000, 5_000, 99_999, 100_000, 1_234_567, 1e9, -1_000];
    for (let n = 0; n <= 20_000; n += 7) counts.push(n);
    for (const n of counts) {
      expect(formatCount(n, "en"), `${n} en`).toBe(n.toLocaleString("en"));
      expect(formatCount(n, "el"), `${n} el`).toBe(n.toLocaleString("el-GR"));
    }
    expect(formatCount(5_000)).toBe("5,000");
    expect(formatCount(5_000, "el")).toBe("5.000");
  });
});

describe("the single-line rule", () => {
  it.each([
    ...Array.from({ length: 0x20 }, (_, code) => code),
    0x7f,
    ...Array.from({ length: 0x20 }, (_, index) => 0x80 + index),
    0x2028,
    0x2029,
  ])("refuses U+%s", (code) => {
    expect(isSingleLine(`a${String.fromCharCode(code)}b`)).toBe(false);
  });

  it("accepts ordinary text, accents, emoji and non-breaking spaces", () => {
    expect(isSingleLine("Zoë Ørsted 🚀 Ltd\u00a0& Co. — «Ideas»")).toBe(true);
  });
});

describe("messages and the honeypot", () => {
  it("orders SPEC §8's validation messages: missing first, then the e-mail", () => {
    expect(summaryOf({ email: "invalidEmail", name: "missing" })).toBe("missing");
    expect(summaryOf({ email: "invalidEmail" })).toBe("invalidEmail");
    expect(summaryOf({ subject: "tooLong" })).toBe("other");
  });

  it("gives each problem the form's inline message", () => {
    expect(problemMessage("name", "missing", "")).toBe("Please enter your name.");
    expect(problemMessage("email", "invalidEmail", "x")).toBe(
      "Please use the format name@company.com.",
    );
    expect(problemMessage("subject", "tooLong", "s".repeat(162))).toBe(
      "Subject can be at most 150 characters (you have 162).",
    );
    expect(problemMessage("company", "control", "a\tb")).toBe(
      "Company must be on one line, without tabs or control characters.",
    );
    expect(fieldProblem("company", "")).toBeUndefined();
  });

  it("treats anything but blanks in the honeypot as a bot", () => {
    expect(isBot(undefined)).toBe(false);
    expect(isBot(" ")).toBe(false);
    expect(isBot("x")).toBe(true);
  });

  it("names the Mailgun variables v:{field}", () => {
    expect(variableName("email")).toBe("v:email");
    expect(variableName("website")).toBe("v:website");
  });
});

describe("buildEmailContent (SPEC §7)", () => {
  it("subject, and text and html with name, email, company or 'Not provided', subject, message", () => {
    const { subject, text, html } = buildEmailContent(validMessage);
    expect(subject).toBe("New Contact Form Submission: A booking platform");
    expect(text).toBe(
      [
        "New contact form submission",
        "",
        "Name: Ada Lovelace",
        "Email: ada@example.com",
        `Company: ${NOT_PROVIDED}`,
        "Subject: A booking platform",
        "",
        "Message:",
        "Hello,\nwe need an MVP.",
      ].join("\n"),
    );
    for (const value of ["Ada Lovelace", "ada@example.com", NOT_PROVIDED, "A booking platform"]) {
      expect(html).toContain(`${value}</td>`);
    }
    expect(html).toContain("Hello,<br>\nwe need an MVP.</p>");
  });

  it("keeps the subject on one line whatever it is given", () => {
    const { subject } = buildEmailContent({ ...validMessage, subject: "a\r\nb\u2028c\u0085d" });
    expect(subject).toBe("New Contact Form Submission: a b c d");
  });
});
