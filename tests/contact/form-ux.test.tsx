/**
 * The contact form's visitor experience around the send: the draft kept while typing and
 * its restored note, the live regions, the failure message kept in the form, and toasts
 * that wait while hovered or focused. (The send itself: form.test.tsx.)
 */
import { act, configure, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect } from "react";
import { useToasterStore } from "react-hot-toast";
import { describe, expect, it, vi } from "vitest";
import { DRAFT_DELAY_MS, DRAFT_KEY, readDraft, writeDraft } from "../../src/contact/draft.ts";
import { draftCopy } from "../../src/contact/copy.ts";
import { sendToasts, validationToasts } from "../../src/contact/copy.ts";
import { spoken } from "../../src/contact/useContactForm.ts";
import { site } from "../../src/content/site.ts";
import { fillValid, renderForm, mockGatewayForEachTest } from "../support/renderContactForm.tsx";

configure({ asyncUtilTimeout: 10_000 });

const gatewayMock = mockGatewayForEachTest();

/** The toaster's pause switch, as react-hot-toast's store holds it. */
const probe: { pausedAt: number | undefined } = { pausedAt: undefined };
function PauseProbe() {
  const { pausedAt } = useToasterStore();
  useEffect(() => {
    probe.pausedAt = pausedAt;
  });
  return null;
}

/** Every text a live region was given, in order (each insertion is one announcement). */
function recordInsertions(region: HTMLElement): string[] {
  const said: string[] = [];
  new MutationObserver(() => {
    const text = region.textContent;
    if (text !== "") said.push(text);
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return said;
}

const toaster = () => document.querySelector<HTMLElement>("[data-rht-toaster]");

describe("live regions", () => {
  it("exist, empty, before the form logic has loaded: polite for statuses, assertive for errors", () => {
    const form = renderForm(<PauseProbe />);
    expect(toaster()).toBeNull();
    expect(form.status()).toHaveAttribute("aria-live", "polite");
    expect(form.status()).toBeEmptyDOMElement();
    expect(form.alert()).toHaveAttribute("aria-live", "assertive");
    expect(form.alert()).toBeEmptyDOMElement();
  });

  it("a second identical validation message is put into the region again (read out again)", async () => {
    const user = userEvent.setup();
    const form = renderForm(<PauseProbe />);
    const said = recordInsertions(form.status());
    await user.click(form.submit());
    await waitFor(() => expect(said).toEqual([spoken(validationToasts.missing)]));
    await user.click(form.submit());
    await waitFor(() =>
      expect(said).toEqual([spoken(validationToasts.missing), spoken(validationToasts.missing)]),
    );
    // Emptied in between: the second is a new insertion, not an unchanged region.
    expect(form.alert()).toBeEmptyDOMElement();
  });
});

describe("a failed send", () => {
  it("is announced assertively and its message stays beside the button until the next attempt", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    gatewayMock().mockResolvedValue(Response.json({ message: "Internal error" }, { status: 500 }));
    const form = renderForm(<PauseProbe />);
    await fillValid(user, form);
    await user.click(form.submit());
    await waitFor(() => expect(form.alert()).toHaveTextContent(spoken(sendToasts.failure)));
    expect(form.status()).toBeEmptyDOMElement();

    // In the form, SPEC §8's words, the address as a link, described on the button.
    const kept = document.getElementById("contact-send-error");
    if (!kept) throw new Error("no failure message in the form");
    expect(kept.closest("form")).not.toBeNull();
    expect(kept).toHaveTextContent(sendToasts.failure.title);
    expect(kept).toHaveTextContent(sendToasts.failure.message);
    expect(within(kept).getByRole("link", { name: site.supportEmail })).toHaveAttribute(
      "href",
      `mailto:${site.supportEmail}`,
    );
    expect(form.submit()).toHaveAccessibleDescription(
      expect.stringContaining(sendToasts.failure.message),
    );
    // The text typed is kept, and so is the draft.
    expect(form.message).toHaveValue("Hello");
    await waitFor(() => expect(readDraft(localStorage)?.values.message).toBe("Hello"));

    // Still there after the toast would have gone; gone on the next attempt, which succeeds.
    gatewayMock().mockResolvedValue(Response.json({ id: "<2@mg>" }));
    await user.click(form.submit());
    expect(document.getElementById("contact-send-error")).toBeNull();
    await waitFor(() => expect(form.status()).toHaveTextContent(spoken(sendToasts.success)));
    expect(form.submit()).not.toHaveAttribute("aria-describedby");
    // A successful send clears the draft.
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});

describe("toasts", () => {
  it("wait while hovered or focused, have a real close button, and are not live regions", async () => {
    const user = userEvent.setup();
    const form = renderForm(<PauseProbe />);
    await user.click(form.submit());
    const region = await waitFor(() => {
      const found = toaster();
      if (!found) throw new Error("no toaster yet");
      return found;
    });
    await within(region).findByText(validationToasts.missing.title);
    expect(region.querySelector("[aria-live], [role=status], [role=alert]")).toBeNull();
    const close = within(region).getByRole("button", { name: "Dismiss notification" });
    const card = close.parentElement as HTMLElement;

    expect(probe.pausedAt).toBeUndefined();
    fireEvent.mouseEnter(card);
    expect(probe.pausedAt).toBeDefined();
    act(() => close.focus());
    fireEvent.mouseLeave(card);
    // Still focused: still waiting.
    expect(probe.pausedAt).toBeDefined();
    act(() => form.name.focus());
    expect(probe.pausedAt).toBeUndefined();

    // Escape closes it from the keyboard, and focus goes back where it came from.
    act(() => close.focus());
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(within(region).queryByText(validationToasts.missing.title)).toBeNull(),
    );
    expect(form.name).toHaveFocus();
    expect(probe.pausedAt).toBeUndefined();
  });
});

describe("the draft in the form", () => {
  it("is restored into the fields after a reload, with a polite note and a way to clear it", async () => {
    const user = userEvent.setup();
    writeDraft(localStorage, {
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "",
      subject: "Booking platform",
      message: "Half-written\nmessage",
    });
    const form = renderForm(<PauseProbe />);
    expect(form.name).toHaveValue("Ada Lovelace");
    expect(form.subject).toHaveValue("Booking platform");
    expect(form.message).toHaveValue("Half-written\nmessage");
    expect(screen.getByText(draftCopy.restored)).toBeInTheDocument();
    await waitFor(() => expect(form.status()).toHaveTextContent(draftCopy.restored));
    // The counter follows the restored message.
    expect(screen.getByText(/^20 \//)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: draftCopy.clear }));
    for (const field of [form.name, form.email, form.company, form.subject, form.message]) {
      expect(field).toHaveValue("");
    }
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.queryByText(draftCopy.restored)).toBeNull();
    expect(form.name).toHaveFocus();
    await waitFor(() => expect(form.status()).toHaveTextContent(draftCopy.cleared));
  });

  it("is saved as the visitor types, before the form logic has loaded, honeypot excluded", () => {
    vi.useFakeTimers();
    try {
      const form = renderForm(<PauseProbe />);
      fireEvent.input(form.name, { target: { value: "Grace" } });
      fireEvent.input(form.message, { target: { value: "Typed early" } });
      const honeypot = document.getElementById("contact-website") as HTMLInputElement;
      fireEvent.input(honeypot, { target: { value: "https://spam.example" } });
      expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
      act(() => {
        vi.advanceTimersByTime(DRAFT_DELAY_MS);
      });
      expect(toaster()).toBeNull();
      expect(readDraft(localStorage)?.values).toEqual({
        name: "Grace",
        email: "",
        company: "",
        subject: "",
        message: "Typed early",
      });
      expect(localStorage.getItem(DRAFT_KEY)).not.toContain("spam");
    } finally {
      vi.useRealTimers();
    }
  });

  it("is saved at once when the page is hidden or left (no unload handler)", () => {
    const form = renderForm(<PauseProbe />);
    fireEvent.input(form.subject, { target: { value: "Before the tab closed" } });
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(readDraft(localStorage)?.values.subject).toBe("Before the tab closed");
  });

  it("back from the back/forward cache: a newer draft fills empty fields, typed text wins", () => {
    const form = renderForm(<PauseProbe />);
    fireEvent.input(form.name, { target: { value: "Typed name" } });
    // Meanwhile (another tab) the stored draft changed.
    writeDraft(localStorage, {
      name: "Stored name",
      email: "stored@example.com",
      company: "",
      subject: "",
      message: "Stored message",
    });
    act(() => {
      window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    });
    expect(form.name).toHaveValue("Typed name");
    expect(form.email).toHaveValue("stored@example.com");
    expect(form.message).toHaveValue("Stored message");
    expect(screen.getByText(draftCopy.restored)).toBeInTheDocument();
    // What is on screen is the draft now.
    expect(readDraft(localStorage)?.values.name).toBe("Typed name");
  });
});
