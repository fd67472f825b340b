// @vitest-environment node
/**
 * The life of one message in the spooled relay (server/relayMessage.ts): the moves the
 * state machine allows, and the state a restart reads back from the spool. The relay's
 * behaviour through these states is pinned end to end by relay-faults and relay-spool.
 */
import { describe, expect, it } from "vitest";
import {
  accepted,
  canMove,
  delivered,
  isDue,
  notBefore,
  rejected,
  requeue,
  restore,
  startSending,
  type Phase,
} from "../../server/relayMessage.ts";
import type { PendingRecord, SpoolContents } from "../../server/spool.ts";

const NOW = Date.parse("2026-01-01T12:00:00Z");
const PHASES: Phase[] = ["sending", "queued", "delivered", "rejected"];

function record(submissionId: string): PendingRecord {
  return {
    version: 1,
    submissionId,
    hash: `hash-${submissionId}`,
    acceptedAt: new Date(NOW).toISOString(),
    message: { from: "a@b.co", to: "c@d.co", subject: "s", text: "t", submissionId },
  };
}

describe("the moves", () => {
  it("allows exactly these", () => {
    const allowed = PHASES.flatMap((from) =>
      PHASES.filter((to) => canMove(from, to)).map((to) => `${from} -> ${to}`),
    );
    expect(allowed).toEqual([
      "sending -> queued",
      "sending -> delivered",
      "sending -> rejected",
      "queued -> sending",
    ]);
  });

  it("a new message is sent at once, then queued, then taken by the loop when due", () => {
    const message = accepted(record("a"));
    expect(message.phase).toBe("sending");
    expect(isDue(message, Number.MAX_SAFE_INTEGER)).toBe(false);
    requeue(message, NOW + 1_000);
    expect(message).toMatchObject({ phase: "queued", nextAt: NOW + 1_000 });
    expect(isDue(message, NOW)).toBe(false);
    expect(isDue(message, NOW + 1_000)).toBe(true);
    startSending(message);
    expect(message.phase).toBe("sending");
    const done = delivered(message, { status: 200, body: "{}" }, NOW);
    expect(done).toEqual({
      phase: "delivered",
      hash: "hash-a",
      answer: { status: 200, body: "{}" },
      deliveredAt: NOW,
    });
  });

  it("refuses moves that are not in the table", () => {
    const message = accepted(record("b"));
    expect(() => startSending(message)).toThrow(/no move from sending to sending/);
    requeue(message, NOW);
    expect(() => requeue(message, NOW)).toThrow(/no move from queued to queued/);
    expect(() => delivered(message, { status: 200, body: "{}" }, NOW)).toThrow(
      /no move from queued to delivered/,
    );
    expect(() => rejected(message)).toThrow(/no move from queued to rejected/);
  });
});

describe("after a restart", () => {
  const retryBaseMs = 30_000;
  const contents = (): SpoolContents => ({
    pending: [record("waiting"), record("interrupted"), record("done")],
    delivered: [
      {
        version: 1,
        submissionId: "done",
        hash: "hash-done",
        deliveredAt: new Date(NOW - 1_000).toISOString(),
        via: "answer",
        answer: { status: 200, body: "{}" },
      },
      {
        version: 1,
        submissionId: "forgotten",
        hash: "hash-forgotten",
        deliveredAt: new Date(NOW - 10_000).toISOString(),
        via: "answer",
        answer: { status: 200, body: "{}" },
      },
    ],
    unconfirmed: new Map([
      [
        "interrupted",
        { submissionId: "interrupted", startedAt: new Date(NOW - 5_000).toISOString() },
      ],
    ]),
  });

  it("queues the pending messages, remembers recent deliveries, drops stale copies", () => {
    const { messages, stale } = restore(contents(), { cutoff: NOW - 5_000, now: NOW, retryBaseMs });
    expect(stale).toEqual(["done"]);
    expect([...messages.keys()].sort()).toEqual(["done", "interrupted", "waiting"]);
    expect(messages.get("done")?.phase).toBe("delivered");
    expect(messages.get("waiting")).toMatchObject({ phase: "queued", nextAt: NOW });
    // Interrupted mid-delivery: Mailgun's log is read first, a retry base after that attempt.
    expect(messages.get("interrupted")).toMatchObject({
      phase: "queued",
      nextAt: NOW - 5_000 + retryBaseMs,
      unconfirmed: { submissionId: "interrupted" },
    });
  });

  it("reads Mailgun's log no sooner than a retry base after an unanswered attempt", () => {
    const startedAt = new Date(NOW).toISOString();
    expect(notBefore(undefined, NOW + 5, retryBaseMs)).toBe(NOW + 5);
    expect(notBefore({ submissionId: "x", startedAt }, NOW + 5, retryBaseMs)).toBe(NOW + 30_000);
    expect(notBefore({ submissionId: "x", startedAt }, NOW + 60_000, retryBaseMs)).toBe(
      NOW + 60_000,
    );
  });
});
