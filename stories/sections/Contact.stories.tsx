import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, waitFor, within } from "storybook/test";
import { ContactForm } from "../../src/contact/ContactForm.tsx";
import { ContactToaster } from "../../src/contact/toasts.tsx";
import { notify } from "../../src/contact/toasts.tsx";
import { sendToasts, validationToasts } from "../../src/contact/copy.ts";
import { Heading } from "../../src/ui/Heading.tsx";
import { Surface } from "../support/Surface.tsx";

/** The contact form (empty, with errors, sending) and its toasts. */
const meta = {
  title: "Sections/Contact",
  render: () => (
    <Surface tone="alt">
      <div style={{ maxWidth: "48rem" }}>
        <Heading level={2} id="story-form-heading">
          Send Us a Message
        </Heading>
        <ContactForm labelledBy="story-form-heading" />
      </div>
    </Surface>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const submit = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("button", { name: /send/i });

export const Empty: Story = {};

/** Sent empty: every required field says what is missing. */
export const WithErrors: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(submit(canvasElement));
    await waitFor(
      () => expect(canvasElement.querySelector('[aria-invalid="true"]')).not.toBeNull(),
      { timeout: 5000 },
    );
  },
};

/** Filled in and sent while the mail gateway has not answered yet. */
export const Sending: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(window, "fetch");
    window.fetch = () => new Promise<Response>(() => undefined);
    return () => {
      if (original) Object.defineProperty(window, "fetch", original);
    };
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: /^name/i }), "Ada Lovelace");
    await userEvent.type(canvas.getByRole("textbox", { name: /^email/i }), "ada@example.com");
    await userEvent.type(canvas.getByRole("textbox", { name: /^subject/i }), "An MVP");
    await userEvent.type(
      canvas.getByRole("textbox", { name: /^message/i }),
      "We would like to launch a booking app in spring.",
    );
    await userEvent.click(submit(canvasElement));
    await waitFor(() => expect(submit(canvasElement)).toHaveTextContent("Sending..."), {
      timeout: 5000,
    });
  },
};

/** The three toasts the form shows, in the site's dark ink. */
export const Toasts: Story = {
  render: () => <ContactToaster />,
  play: async () => {
    notify("validation", validationToasts.missing);
    await new Promise((r) => setTimeout(r, 50));
    notify("success", sendToasts.success);
    await waitFor(() => expect(document.body).toHaveTextContent(sendToasts.success.title));
  },
};

export const FailureToast: Story = {
  render: () => <ContactToaster />,
  play: async () => {
    notify("failure", sendToasts.failure);
    await waitFor(() => expect(document.body).toHaveTextContent(sendToasts.failure.title));
  },
};
