// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import { mailConfig, type MailConfig } from "../../src/contact/config.ts";
import {
  errorForStatus,
  MailSendError,
  SEND_ERRORS,
  sendContactMessage,
} from "../../src/contact/gatewayClient.ts";
import type { ContactMessage } from "../../src/contact/rules/fields.ts";
import { createSubmissionIds, randomId } from "../../src/contact/gatewayClient.ts";

const config: MailConfig = { ...mailConfig, apiKey: undefined };
const message: ContactMessage = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "",
  subject: "Hello",
  message: "Hi there",
};

const answer = (status: number, body: string, type = "application/json") =>
  vi
    .fn<typeof fetch>()
    .mockResolvedValue(new Response(body, { status, headers: { "content-type": type } }));

const send = (fetchImpl: typeof fetch, overrides: Partial<MailConfig> = {}) =>
  sendContactMessage(message, {
    config: { ...config, ...overrides },
    submissionId: "id-1",
    fetch: fetchImpl,
  });

afterEach(() => {
  vi.useRealTimers();
});

describe("sendContactMessage", () => {
  it("resolves with Mailgun's id and message on 200", async () => {
    const fetchImpl = answer(200, JSON.stringify({ id: "<1@mg>", message: "Queued. Thank you." }));
    await expect(send(fetchImpl)).resolves.toEqual({ id: "<1@mg>", message: "Queued. Thank you." });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe("/v3/mg.kymalabs.com/messages");
    expect(init?.method).toBe("POST");
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("turns 401 into the spec's authentication message", async () => {
    const error = await send(answer(401, '{"message":"Invalid or missing API key"}')).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MailSendError);
    expect(error).toMatchObject({ status: 401, message: SEND_ERRORS.unauthorized });
    expect(SEND_ERRORS.unauthorized).toBe(
      "Authentication failed. Please check your API key and domain configuration.",
    );
  });

  it("turns 403 into the spec's permissions message", async () => {
    const error = await send(answer(403, "Forbidden", "text/plain")).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403, message: SEND_ERRORS.forbidden });
    expect(SEND_ERRORS.forbidden).toBe("Domain not verified or insufficient permissions.");
  });

  it.each([
    [
      400,
      '{"message":"\'to\' parameter is not a valid address"}',
      "'to' parameter is not a valid address",
    ],
    [
      429,
      '{"message":"Too many requests, please try again later"}',
      "Too many requests, please try again later",
    ],
    [500, '{"message":"Internal error"}', "Internal error"],
    [502, "<html><body>Bad Gateway</body></html>", "Request failed with status code 502"],
    [503, "", "Request failed with status code 503"],
    [504, "upstream timed out", "upstream timed out"],
  ])("passes any other status on unchanged (%i)", async (status, body, expected) => {
    const error = await send(answer(status, body)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailSendError);
    expect(error).toMatchObject({ status, message: expected });
  });

  it("passes a network failure on as it is", async () => {
    const failure = new TypeError("Failed to fetch");
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(failure);
    await expect(send(fetchImpl)).rejects.toBe(failure);
  });

  it("gives up after 60,000 ms", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl = vi.fn<typeof fetch>((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    });
    const settled = vi.fn();
    const result = send(fetchImpl).then(settled, (error: unknown) => {
      settled();
      return error;
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).not.toHaveBeenCalled();
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error: unknown = await result;
    expect(signal?.aborted).toBe(true);
    expect(error).toBeInstanceOf(MailSendError);
    expect(error).toMatchObject({
      name: "TimeoutError",
      message: expect.stringContaining("60000 ms") as unknown,
    });
  });

  it("uses the configured time-out and clears its timer once answered", async () => {
    vi.useFakeTimers();
    await send(answer(200, "{}"), { timeoutMs: 5 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("errorForStatus keeps the body's message for other statuses", () => {
    expect(errorForStatus(418, '{"message":"short and stout"}').message).toBe("short and stout");
    expect(errorForStatus(418, "{}").message).toBe("Request failed with status code 418");
  });
});

describe("submission ids", () => {
  it("stay the same for a retry of the unchanged message", () => {
    let n = 0;
    const ids = createSubmissionIds(() => `id-${++n}`);
    expect(ids.idFor(message)).toBe("id-1");
    expect(ids.idFor({ ...message })).toBe("id-1");
  });

  it("change when the message changes, and after a delivery", () => {
    let n = 0;
    const ids = createSubmissionIds(() => `id-${++n}`);
    expect(ids.idFor(message)).toBe("id-1");
    expect(ids.idFor({ ...message, subject: "Hello!" })).toBe("id-2");
    expect(ids.idFor({ ...message, subject: "Hello!" })).toBe("id-2");
    ids.delivered();
    expect(ids.idFor({ ...message, subject: "Hello!" })).toBe("id-3");
  });

  it("are UUIDs, also where crypto.randomUUID is missing (plain http)", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomId()).toMatch(uuid);
    // Shadow the prototype's method, as browsers leave it out of insecure contexts.
    Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 50 }, () => randomId()));
      expect(ids.size).toBe(50);
      for (const id of ids) expect(id).toMatch(uuid);
    } finally {
      Reflect.deleteProperty(crypto, "randomUUID");
    }
    expect(typeof crypto.randomUUID).toBe("function");
  });
});
