/**
 * The contact form as the browser tests drive it: its fields found by their labels, its
 * send button, the gateway's path, and what a failed send leaves in the console.
 */
import type { Page } from "playwright-core";
import type { ContactMessage } from "../../src/contact/rules/fields.ts";

/** The gateway's messages endpoint, for page.route(). */
export const GATEWAY = "**/v3/*/messages";

/** What a failed send leaves in the console: Chromium's resource error and our log line. */
export const EXPECTED_FAILURE_LOGS = [
  /^Failed to load resource/,
  /^Contact form: the message could not be sent\./,
];

/** What a visitor types into the five fields. */
export type ContactValues = ContactMessage;

export function contactFields(page: Page) {
  const box = (name: string) => page.getByRole("textbox", { name, exact: true });
  return {
    name: box("Name"),
    email: box("Email"),
    company: page.getByRole("textbox", { name: /^Company/ }),
    subject: box("Subject"),
    message: box("Message"),
  };
}

export const sendButton = (page: Page) => page.getByRole("button", { name: "Send Message" });
