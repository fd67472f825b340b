// @vitest-environment node
/**
 * Time-outs that agree (issue 13, item 5): the browser waits longer than the relay's whole
 * budget, so it never reports a failure for a message the relay is still delivering or has
 * just spooled (answering 202 "queued" once its budget is spent).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAIL_TIMEOUT_MS, mailConfig } from "../../src/contact/config.ts";
import { sendContactMessage } from "../../src/contact/gatewayClient.ts";
import { MAX_UPSTREAM_TIMEOUT_MS } from "../../server/config.ts";

/**
 * The longest whole-request budget the relay accepts (MAIL_UPSTREAM_TIMEOUT_MS; past it the
 * message is spooled and answered 202). tests/relay/budget.test.ts pins the server side.
 */
const RELAY_BUDGET_MS = MAX_UPSTREAM_TIMEOUT_MS;
/** The answer's way back through a proxy and a slow phone link. */
const MARGIN_MS = 5_000;

const message = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "",
  subject: "Timing",
  message: "Hello",
};

describe("the browser's time-out against the relay's budget", () => {
  it("is SPEC §9's 60 000 ms, longer than the relay's whole budget plus margin", () => {
    expect(MAIL_TIMEOUT_MS).toBe(60_000);
    expect(mailConfig.timeoutMs).toBe(MAIL_TIMEOUT_MS);
    expect(MAIL_TIMEOUT_MS).toBeGreaterThan(RELAY_BUDGET_MS + MARGIN_MS);
  });

  describe("a send", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    /** A fetch that answers `status` after `delay` ms, or rejects when its signal aborts. */
    function slowFetch(delay: number, status: number) {
      return vi.fn<typeof fetch>(
        (_url, init) =>
          new Promise<Response>((resolve, reject) => {
            const timer = setTimeout(
              () => resolve(Response.json({ message: "Queued. Thank you." }, { status })),
              delay,
            );
            init?.signal?.addEventListener("abort", () => {
              clearTimeout(timer);
              reject(new DOMException("aborted", "AbortError"));
            });
          }),
      );
    }

    it("still waits when the relay answers 202 (spooled) at the end of its budget plus margin", async () => {
      const fetch = slowFetch(RELAY_BUDGET_MS + MARGIN_MS, 202);
      const sent = sendContactMessage(message, {
        config: mailConfig,
        submissionId: "id-1",
        fetch,
      });
      await vi.advanceTimersByTimeAsync(RELAY_BUDGET_MS + MARGIN_MS);
      await expect(sent).resolves.toEqual({ id: undefined, message: "Queued. Thank you." });
    });

    it("gives up only at its own 60 s", async () => {
      const fetch = slowFetch(10 * MAIL_TIMEOUT_MS, 200);
      const sent = sendContactMessage(message, {
        config: mailConfig,
        submissionId: "id-2",
        fetch,
      });
      const outcome = sent.then(
        () => "sent",
        (error: unknown) => (error instanceof Error ? error.name : String(error)),
      );
      await vi.advanceTimersByTimeAsync(MAIL_TIMEOUT_MS - 1);
      let settled = false;
      void outcome.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toBe("TimeoutError");
    });
  });
});
