// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  DEFAULT_UPSTREAM_TIMEOUT_MS,
  MAX_UPSTREAM_TIMEOUT_MS,
  gatewayConfigFromEnv,
} from "../../server/config.ts";
import { MAIL_TIMEOUT_MS } from "../../src/contact/config.ts";

/** Time the browser needs on top of the relay's budget: upload, spool write, answer, slow links. */
const MARGIN_MS = 10_000;

describe("the relay's budget ends well before the browser gives up", () => {
  it("default budget + margin is below the browser's time-out", () => {
    expect(DEFAULT_UPSTREAM_TIMEOUT_MS + MARGIN_MS).toBeLessThanOrEqual(MAIL_TIMEOUT_MS);
    expect(gatewayConfigFromEnv({}).upstreamTimeoutMs).toBe(DEFAULT_UPSTREAM_TIMEOUT_MS);
  });

  it("the largest budget config accepts still leaves the margin", () => {
    expect(MAX_UPSTREAM_TIMEOUT_MS + MARGIN_MS).toBeLessThanOrEqual(MAIL_TIMEOUT_MS);
    expect(DEFAULT_UPSTREAM_TIMEOUT_MS).toBeLessThanOrEqual(MAX_UPSTREAM_TIMEOUT_MS);
  });

  it("config accepts a budget up to the largest and refuses one past it at start-up", () => {
    const largest = String(MAX_UPSTREAM_TIMEOUT_MS);
    expect(gatewayConfigFromEnv({ MAIL_UPSTREAM_TIMEOUT_MS: largest }).upstreamTimeoutMs).toBe(
      MAX_UPSTREAM_TIMEOUT_MS,
    );
    for (const value of [String(MAX_UPSTREAM_TIMEOUT_MS + 1), String(MAIL_TIMEOUT_MS)]) {
      expect(() => gatewayConfigFromEnv({ MAIL_UPSTREAM_TIMEOUT_MS: value })).toThrow(
        /MAIL_UPSTREAM_TIMEOUT_MS must be at most 50000/,
      );
    }
  });
});

describe("spool settings", () => {
  it("has documented defaults", () => {
    expect(gatewayConfigFromEnv({}).spool).toEqual({
      dir: ".mail-spool",
      maxMessages: 1_000,
      retryBaseMs: 30_000,
      retryMaxMs: 900_000,
      deliveredTtlMs: 30 * 24 * 60 * 60_000,
    });
  });

  it("reads MAIL_SPOOL_* and refuses nonsense", () => {
    const env = {
      MAIL_SPOOL_DIR: "/var/spool/site-mail",
      MAIL_SPOOL_MAX: "50",
      MAIL_SPOOL_RETRY_BASE_MS: "1000",
      MAIL_SPOOL_RETRY_MAX_MS: "5000",
    };
    expect(gatewayConfigFromEnv(env).spool).toMatchObject({
      dir: "/var/spool/site-mail",
      maxMessages: 50,
      retryBaseMs: 1_000,
      retryMaxMs: 5_000,
    });
    expect(() => gatewayConfigFromEnv({ MAIL_SPOOL_MAX: "0" })).toThrow("MAIL_SPOOL_MAX");
    expect(() =>
      gatewayConfigFromEnv({ MAIL_SPOOL_RETRY_BASE_MS: "5000", MAIL_SPOOL_RETRY_MAX_MS: "1000" }),
    ).toThrow("MAIL_SPOOL_RETRY_MAX_MS");
  });
});
