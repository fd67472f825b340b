/**
 * The contact form rendered in jsdom, as the unit tests of tests/contact drive it: the
 * gateway replaced by a fetch mock that answers as Mailgun's "queued", the form in the
 * site's theme and router, and its fields found by their labels.
 */
import { render, screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { ThemeProvider } from "styled-components";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { ContactForm } from "../../src/contact/ContactForm.tsx";
import { tokens } from "../../theme/tokens.ts";

export type FetchArgs = Parameters<typeof fetch>;
export type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

/**
 * Replaces fetch for every test of the calling file with a mock that answers 200
 * "Queued"; returns a getter for the current test's mock. The form imports its logic when
 * the visitor first turns to it; that module is imported once before the tests, so no
 * test's time includes its first transform (over a unit test's 5 s on a busy machine: one
 * full run timed out waiting for it, and the rest of its file failed after it). The form
 * still imports it only on that first touch, which the tests check.
 */
export function mockGatewayForEachTest(): () => FetchMock {
  let fetchMock: FetchMock | undefined;
  beforeAll(() => import("../../src/contact/formRuntime.tsx"), 60_000);
  beforeEach(() => {
    fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(Response.json({ id: "<1@mg>", message: "Queued. Thank you." })),
    );
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return () => {
    if (!fetchMock) throw new Error("the gateway mock exists only inside a test");
    return fetchMock;
  };
}

/** Renders the form under its heading (plus `extra`), and returns its parts. */
export function renderForm(extra?: ReactNode) {
  render(
    <ThemeProvider theme={tokens}>
      <MemoryRouter>
        <h2 id="form-heading">Send Us a Message</h2>
        <ContactForm labelledBy="form-heading" />
        {extra}
      </MemoryRouter>
    </ThemeProvider>,
  );
  const box = (name: string) => screen.getByRole("textbox", { name });
  return {
    name: box("Name"),
    email: box("Email"),
    company: screen.getByRole("textbox", { name: /^Company/ }),
    subject: box("Subject"),
    message: box("Message"),
    honeypot: document.getElementById("contact-website") as HTMLInputElement,
    submit: () => screen.getByRole("button", { name: /Send Message|Sending\.\.\./ }),
    status: () => screen.getByRole("status"),
    alert: () => screen.getByRole("alert"),
  };
}

/** Types a valid message into the four required fields. */
export async function fillValid(
  user: ReturnType<typeof userEvent.setup>,
  form: ReturnType<typeof renderForm>,
  message = "Hello",
): Promise<void> {
  await user.type(form.name, "Ada Lovelace");
  await user.type(form.email, "ada@example.com");
  await user.type(form.subject, "A booking platform");
  await user.type(form.message, message);
}
