/**
 * Request fields for gateway tests: what the contact form sends (SPEC §7's Mailgun-shaped
 * request plus the raw fields as v: variables), built by the app's own code.
 */
import { mailConfig } from "../../src/contact/config.ts";
import { buildMailRequest } from "../../src/contact/gatewayClient.ts";
import type { ContactMessage } from "../../src/contact/rules/fields.ts";

export const visitor: ContactMessage = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  subject: "Project idea",
  message: "Hello\nthere",
};

/**
 * The app's request as plain fields; `overrides` replace or (with undefined) remove a
 * field. No submission id unless given (`v:submission-id`).
 */
export function appFields(
  overrides: Record<string, string | undefined> = {},
  message: ContactMessage = visitor,
): Record<string, string> {
  const body = buildMailRequest(message, { ...mailConfig, apiKey: undefined }, "unused").init.body;
  const fields: Record<string, string | undefined> = {};
  for (const [name, value] of body) {
    if (typeof value === "string" && name !== "v:submission-id") fields[name] = value;
  }
  Object.assign(fields, overrides);
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
