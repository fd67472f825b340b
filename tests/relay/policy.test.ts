// @vitest-environment node
/**
 * The relay's one policy (server/policy.ts): for every outcome of an attempt to hand a
 * message to Mailgun, done, retry (after how long), park or reject; and the two backoff
 * schedules, in the request (no jitter) and in the spool's loop (with jitter).
 */
import { describe, expect, it } from "vitest";
import type { RetryPolicy } from "../../server/config.ts";
import type { SendOutcome } from "../../server/mailgun.ts";
import {
  decide,
  loopDelay,
  MAX_RETRY_AFTER_MS,
  nextTryIn,
  park,
  type Decision,
} from "../../server/policy.ts";

const NOW = Date.parse("2026-01-01T00:00:00Z");

function answered(status: number, headers: Record<string, string> = {}): SendOutcome {
  return { kind: "answer", answer: { status, body: "{}", headers } };
}

type Expected =
  | { action: "done" }
  | { action: "retry"; retryAfterMs: number }
  | { action: "park"; cause: string }
  | { action: "reject" };

const table: [label: string, outcome: SendOutcome, expected: Expected][] = [
  ["200 accepted", answered(200), { action: "done" }],
  ["202 accepted", answered(202), { action: "done" }],
  ["400 bad request", answered(400), { action: "reject" }],
  ["413 too large", answered(413), { action: "reject" }],
  ["422 unprocessable", answered(422), { action: "reject" }],
  ["401 wrong key", answered(401), { action: "park", cause: "configuration" }],
  ["403 domain not allowed", answered(403), { action: "park", cause: "configuration" }],
  ["404 wrong domain or region", answered(404), { action: "park", cause: "configuration" }],
  ["429 without Retry-After", answered(429), { action: "retry", retryAfterMs: 0 }],
  [
    "429 with Retry-After in seconds",
    answered(429, { "retry-after": "7" }),
    { action: "retry", retryAfterMs: 7_000 },
  ],
  [
    "429 with Retry-After as a date",
    answered(429, { "retry-after": new Date(NOW + 90_000).toUTCString() }),
    { action: "retry", retryAfterMs: 90_000 },
  ],
  [
    "429 with a Retry-After in the past or unreadable",
    answered(429, { "retry-after": "soon" }),
    { action: "retry", retryAfterMs: 0 },
  ],
  ["408 request time-out", answered(408), { action: "retry", retryAfterMs: 0 }],
  ["500 internal error", answered(500), { action: "retry", retryAfterMs: 0 }],
  [
    "503 with Retry-After",
    answered(503, { "retry-after": "2" }),
    { action: "retry", retryAfterMs: 2_000 },
  ],
  [
    "time-out (sent, no answer)",
    { kind: "unknown", error: "TimeoutError", timedOut: true },
    { action: "park", cause: "unknown" },
  ],
  [
    "dropped connection (sent, no answer)",
    { kind: "unknown", error: "SocketError: other side closed", timedOut: false },
    { action: "park", cause: "unknown" },
  ],
  [
    "connection refused (nothing sent)",
    { kind: "unsent", error: "ECONNREFUSED" },
    { action: "retry", retryAfterMs: 0 },
  ],
  ["301 redirect", answered(301), { action: "park", cause: "redirect" }],
  ["307 redirect", answered(307), { action: "park", cause: "redirect" }],
  ["unknown status 600", answered(600), { action: "park", cause: "unexpected" }],
  ["unknown status 103", answered(103), { action: "park", cause: "unexpected" }],
];

describe("what follows one attempt", () => {
  it.each(table)("%s", (_label, outcome, expected) => {
    expect(decide(outcome, NOW)).toMatchObject(expected);
  });

  it("passes Mailgun's answer on with done and reject", () => {
    const ok = answered(200);
    const refused = answered(400);
    expect(decide(ok, NOW)).toEqual({ action: "done", answer: (ok as { answer: unknown }).answer });
    expect(decide(refused, NOW)).toMatchObject({
      answer: (refused as { answer: unknown }).answer,
      reason: "Mailgun answered 400",
    });
  });

  it("says why a message stays queued (the relay's log lines)", () => {
    expect(decide({ kind: "unknown", error: "x", timedOut: true }, NOW)).toMatchObject({
      reason: "time-out",
    });
    expect(decide({ kind: "unknown", error: "x", timedOut: false }, NOW)).toMatchObject({
      reason: "connection lost",
    });
    expect(decide({ kind: "unsent", error: "ECONNREFUSED" }, NOW)).toMatchObject({
      reason: "Mailgun unreachable: ECONNREFUSED",
    });
    expect(decide(answered(307), NOW)).toMatchObject({ reason: "redirect 307 not followed" });
  });
});

describe("backoff within one request", () => {
  const retry: RetryPolicy = { retries: 3, baseDelayMs: 1_000, maxDelayMs: 30_000 };
  const far = NOW + 3_600_000;
  const again = (retryAfterMs = 0): Decision => ({ action: "retry", retryAfterMs, reason: "" });

  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [4, undefined],
  ])("after try %i waits %s ms (3 retries, 1 s doubling)", (tries, wait) => {
    expect(nextTryIn(again(), tries, retry, NOW, far)).toBe(wait);
  });

  it("waits at least as long as Retry-After asks, at most the cap", () => {
    expect(nextTryIn(again(5_000), 1, retry, NOW, far)).toBe(5_000);
    expect(nextTryIn(again(500), 2, retry, NOW, far)).toBe(2_000);
    expect(nextTryIn(again(120_000), 1, retry, NOW, far)).toBe(30_000);
  });

  it("gives up when the wait would end past the deadline", () => {
    expect(nextTryIn(again(), 2, retry, NOW, NOW + 2_001)).toBe(2_000);
    expect(nextTryIn(again(), 2, retry, NOW, NOW + 2_000)).toBeUndefined();
  });

  it("never retries a decision that is not a retry", () => {
    expect(nextTryIn(park("unknown", "time-out"), 1, retry, NOW, far)).toBeUndefined();
    expect(nextTryIn(decide(answered(200), NOW), 1, retry, NOW, far)).toBeUndefined();
    expect(nextTryIn(decide(answered(400), NOW), 1, retry, NOW, far)).toBeUndefined();
  });
});

describe("backoff of the spool's loop", () => {
  const spool = { retryBaseMs: 30_000, retryMaxMs: 900_000 };

  it.each([
    [1, 0, 15_000],
    [1, 0.999_999, 30_000],
    [2, 0, 30_000],
    [3, 0.5, 90_000],
    [10, 0, 450_000],
    [10, 0.999_999, 900_000],
  ])("after %i attempts with random %f: about %i ms", (attempts, random, expected) => {
    expect(loopDelay(attempts, 0, spool, random)).toBeCloseTo(expected, -1);
  });

  it("half fixed, half random: every wait lies within [exp/2, exp]", () => {
    for (let attempts = 1; attempts <= 12; attempts++) {
      const exponential = Math.min(900_000, 30_000 * 2 ** (attempts - 1));
      for (const random of [0, 0.25, 0.5, 0.75, 0.99]) {
        const wait = loopDelay(attempts, 0, spool, random);
        expect(wait).toBeGreaterThanOrEqual(exponential / 2);
        expect(wait).toBeLessThanOrEqual(exponential);
      }
    }
  });

  it("honours a longer Retry-After, up to an hour", () => {
    expect(loopDelay(1, 120_000, spool, 0)).toBe(120_000);
    expect(loopDelay(1, 5_000, spool, 0)).toBe(15_000);
    expect(loopDelay(1, 24 * 3_600_000, spool, 0)).toBe(MAX_RETRY_AFTER_MS);
  });
});
