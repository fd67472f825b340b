import { act, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { sendToasts, validationToasts } from "../../src/contact/copy.ts";
import { site } from "../../src/content/site.ts";
import {
  type FetchArgs,
  fillValid,
  renderForm,
  mockGatewayForEachTest,
} from "../support/renderContactForm.tsx";

// The form logic is a dynamic import: its first load (and transform) on a busy machine can
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 10_000 });

const gatewayMock = mockGatewayForEachTest();

/** The visitor turns to the form, which imports its logic; its toast area comes with it. */
async function formReady() {
  fireEvent.focusIn(screen.getByRole("textbox", { name: "Name" }));
  await waitFor(() => expect(document.querySelector("[data-rht-toaster]")).not.toBeNull());
}

function sentFields(call = 0): Record<string, string> {
  const [, init] = gatewayMock().mock.calls[call] as FetchArgs;
  const fields: Record<string, string> = {};
  for (const [key, value] of init?.body as FormData) {
    if (typeof value === "string") fields[key] = value;
  }
  return fields;
}

describe("ContactForm", () => {
  it("loads its logic only when the visitor turns to the form", async () => {
    const form = renderForm();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(document.querySelector("[data-rht-toaster]")).toBeNull();
    fireEvent.pointerDown(form.message);
    await waitFor(() => expect(document.querySelector("[data-rht-toaster]")).not.toBeNull());
  });

  it("renders labelled fields, a six-row message box and an e-mail input", () => {
    const form = renderForm();
    expect(form.email).toHaveAttribute("type", "email");
    expect(form.message).toHaveAttribute("rows", "6");
    for (const field of [form.name, form.email, form.subject, form.message]) {
      expect(field).toHaveAttribute("aria-required", "true");
    }
    expect(form.company).not.toHaveAttribute("aria-required");
    expect(form.submit()).toHaveTextContent("Send Message");
  });

  it("hides the honeypot from people and assistive technology", () => {
    const form = renderForm();
    expect(form.honeypot.closest("[aria-hidden='true']")).not.toBeNull();
    expect(form.honeypot).toHaveAttribute("tabindex", "-1");
    expect(form.honeypot).toHaveAttribute("autocomplete", "off");
    expect(screen.queryByRole("textbox", { name: /leave this field empty/i })).toBeNull();
  });

  it("keeps what was typed before its logic loaded, sends it and clears the fields", async () => {
    const form = renderForm();
    // Typed and sent at once, before the lazily imported form logic has arrived.
    expect(document.querySelector("[data-rht-toaster]")).toBeNull();
    fireEvent.change(form.name, { target: { value: "Ada Lovelace" } });
    fireEvent.change(form.email, { target: { value: "ada@example.com" } });
    fireEvent.change(form.subject, { target: { value: "Early bird" } });
    fireEvent.change(form.message, { target: { value: "Typed before hydration finished." } });
    fireEvent.click(form.submit());
    expect(document.querySelector("[data-rht-toaster]")).toBeNull();
    await screen.findByText(sendToasts.success.title);
    expect(screen.getByText(sendToasts.success.message)).toBeInTheDocument();
    expect(gatewayMock()).toHaveBeenCalledTimes(1);
    const fields = sentFields();
    expect(fields.subject).toBe("New Contact Form Submission: Early bird");
    expect(fields.text).toContain("Name: Ada Lovelace");
    expect(fields.text).toContain("Typed before hydration finished.");
    expect(fields["h:Reply-To"]).toBe("ada@example.com");
    for (const field of [form.name, form.email, form.company, form.subject, form.message]) {
      expect(field).toHaveValue("");
    }
  });

  it("an empty form sent before its logic loaded still gets Missing Information", async () => {
    const form = renderForm();
    fireEvent.click(form.submit());
    fireEvent.click(form.submit());
    await screen.findByText(validationToasts.missing.title);
    expect(form.name).toHaveAttribute("aria-invalid", "true");
    expect(form.name).toHaveFocus();
    expect(gatewayMock()).not.toHaveBeenCalled();
  });

  it("an empty form: Missing Information, aria-invalid, inline messages, focus on the first", async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await formReady();
    await user.click(form.submit());
    await screen.findByText(validationToasts.missing.title);
    expect(screen.getByText(validationToasts.missing.message)).toBeInTheDocument();
    for (const field of [form.name, form.email, form.subject, form.message]) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(/please/i);
    }
    expect(form.company).not.toHaveAttribute("aria-invalid");
    expect(form.name).toHaveFocus();
    expect(gatewayMock()).not.toHaveBeenCalled();

    // Fixing a field clears its message as the visitor types.
    await user.type(form.name, "Ada");
    expect(form.name).not.toHaveAttribute("aria-invalid");
  });

  it("a malformed e-mail: Invalid Email, focus on the e-mail field, nothing sent", async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await formReady();
    await fillValid(user, form, "Hello{Enter}there");
    await user.clear(form.email);
    await user.type(form.email, "ada@example");
    await user.click(form.submit());
    await screen.findByText(validationToasts.invalidEmail.title);
    expect(form.email).toHaveAttribute("aria-invalid", "true");
    expect(form.email).toHaveFocus();
    expect(gatewayMock()).not.toHaveBeenCalled();
  });

  it("a filled honeypot sends nothing", async () => {
    const user = userEvent.setup();
    const form = renderForm();
    await formReady();
    await fillValid(user, form, "Hello{Enter}there");
    fireEvent.change(form.honeypot, { target: { value: "https://spam.example" } });
    fireEvent.input(form.honeypot, { target: { value: "https://spam.example" } });
    await user.click(form.submit());
    await screen.findByText(sendToasts.success.title);
    expect(gatewayMock()).not.toHaveBeenCalled();
  });

  it("a failure keeps every field, logs the error and retries with the same submission id", async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    gatewayMock().mockResolvedValue(Response.json({ message: "Internal error" }, { status: 500 }));
    const form = renderForm();
    await formReady();
    await fillValid(user, form, "Hello{Enter}there");
    await user.type(form.company, "Analytical Engines");
    await user.click(form.submit());
    // The toast; its words also stay in the form (tests/contact/form-ux.test.tsx).
    const toaster = () =>
      document.querySelector<HTMLElement>("[data-rht-toaster]") ?? document.body;
    await waitFor(() => within(toaster()).getByText(sendToasts.failure.title));
    expect(sendToasts.failure.message).toBe(
      `There was an error sending your message. Please try again or contact us directly at ${site.supportEmail}.`,
    );
    expect(within(toaster()).getByText(sendToasts.failure.message)).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      "Contact form: the message could not be sent.",
      expect.objectContaining({ message: "Internal error" }),
    );
    expect(form.name).toHaveValue("Ada Lovelace");
    expect(form.email).toHaveValue("ada@example.com");
    expect(form.company).toHaveValue("Analytical Engines");
    expect(form.subject).toHaveValue("A booking platform");
    expect(form.message).toHaveValue("Hello\nthere");

    await waitFor(() => expect(form.submit()).toBeEnabled());
    await user.click(form.submit());
    await waitFor(() => expect(gatewayMock()).toHaveBeenCalledTimes(2));
    const first = sentFields(0)["v:submission-id"];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentFields(1)["v:submission-id"]).toBe(first);

    await waitFor(() => expect(form.submit()).toBeEnabled());
    await user.type(form.subject, "!");
    await user.click(form.submit());
    await waitFor(() => expect(gatewayMock()).toHaveBeenCalledTimes(3));
    expect(sentFields(2)["v:submission-id"]).not.toBe(first);
  });

  it("reads Sending... and is disabled while sending; a double click sends once", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    gatewayMock().mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const form = renderForm();
    await formReady();
    await fillValid(user, form, "Hello{Enter}there");
    await user.dblClick(form.submit());
    await waitFor(() => expect(form.submit()).toHaveTextContent("Sending..."));
    expect(form.submit()).toBeDisabled();
    await act(async () => {
      answer(Response.json({ id: "<1@mg>" }));
      await Promise.resolve();
    });
    await screen.findByText(sendToasts.success.title);
    expect(gatewayMock()).toHaveBeenCalledTimes(1);
    expect(form.submit()).toHaveTextContent("Send Message");
    expect(form.submit()).toBeEnabled();
  });
});
