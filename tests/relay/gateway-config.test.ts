// @vitest-environment node
import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Connect, Logger, PreviewServer, ResolvedConfig, ViteDevServer } from "vite";
import { describeGatewayMode, gatewayConfigFromEnv } from "../../server/config.ts";
import { MAX_MESSAGE_REQUEST_BYTES } from "../../server/bodyLimit.ts";
import { mailGatewayPlugin } from "../../server/vite-plugin.ts";
import { siteDefaults } from "../../server/siteSettings.ts";
import { appFields, formOf } from "../support/mailFields.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let workDir: string;
const servers: Server[] = [];

beforeEach(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "gateway-config-"));
});

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    }),
  );
  await rm(workDir, { recursive: true, force: true });
});

describe("gatewayConfigFromEnv", () => {
  it("works with nothing set: sink mode and the documented defaults", () => {
    const config = gatewayConfigFromEnv({});

    expect(config.mailgunApiKey).toBeUndefined();
    expect(config.mailgunApiBase).toBe("https://api.mailgun.net");
    expect(config.domain).toBe(siteDefaults.mailDomain);
    expect(config.outboxDir).toBe(".outbox");
    expect(config.gatewayKey).toBeUndefined();
    expect(config.allowedOrigins).toEqual([
      "http://localhost:*",
      "http://127.0.0.1:*",
      "http://[::1]:*",
      new URL(siteDefaults.siteUrl).origin,
    ]);
    expect(config.rateLimitPerMinute).toBe(5);
    // The largest request a real message makes (server/bodyLimit.ts), about 171 KiB.
    expect(config.maxBodyBytes).toBe(MAX_MESSAGE_REQUEST_BYTES);
    expect(config.upstreamTimeoutMs).toBe(25_000);
    expect(config.supportEmail).toBe(siteDefaults.supportEmail);
    expect(config.trustedProxies).toBe(0);
    expect(config.retry).toEqual({ retries: 3, baseDelayMs: 1_000, maxDelayMs: 30_000 });
  });

  it("reads every variable", () => {
    const config = gatewayConfigFromEnv({
      MAILGUN_API_KEY: "key-123",
      MAILGUN_API_BASE: "https://api.eu.mailgun.net/",
      MAILGUN_DOMAIN: "mg.example.org",
      MAIL_OUTBOX_DIR: "/tmp/box",
      MAIL_GATEWAY_KEY: "caller-key",
      MAIL_ALLOWED_ORIGINS: " https://example.org/ , http://localhost:* ",
      MAIL_RATE_LIMIT: "20",
      MAIL_MAX_BODY_BYTES: "2048",
      MAIL_UPSTREAM_TIMEOUT_MS: "5000",
      MAIL_SUPPORT_EMAIL: "help@example.org",
      MAIL_TRUST_PROXY: "true",
    });

    expect(config).toMatchObject({
      mailgunApiKey: "key-123",
      mailgunApiBase: "https://api.eu.mailgun.net",
      domain: "mg.example.org",
      outboxDir: "/tmp/box",
      gatewayKey: "caller-key",
      allowedOrigins: ["https://example.org", "http://localhost:*"],
      rateLimitPerMinute: 20,
      maxBodyBytes: 2048,
      upstreamTimeoutMs: 5000,
      supportEmail: "help@example.org",
      trustedProxies: 1,
    });
  });

  it("falls back to the VITE_* values the client uses", () => {
    const config = gatewayConfigFromEnv({
      VITE_MAILGUN_DOMAIN: "mg.client.example",
      VITE_SUPPORT_EMAIL: "hello@client.example",
      VITE_SITE_URL: "https://www.client.example/some/page",
    });

    expect(config.domain).toBe("mg.client.example");
    expect(config.supportEmail).toBe("hello@client.example");
    expect(config.allowedOrigins).toContain("https://www.client.example");
  });

  it("prefers the server-side names over the VITE_* ones", () => {
    const config = gatewayConfigFromEnv({
      MAILGUN_DOMAIN: "mg.server.example",
      VITE_MAILGUN_DOMAIN: "mg.client.example",
      MAIL_SUPPORT_EMAIL: "server@example.org",
      VITE_SUPPORT_EMAIL: "client@example.org",
    });

    expect(config.domain).toBe("mg.server.example");
    expect(config.supportEmail).toBe("server@example.org");
  });

  it("treats empty values as unset", () => {
    expect(gatewayConfigFromEnv({ MAILGUN_API_KEY: " ", MAIL_RATE_LIMIT: "" })).toMatchObject({
      mailgunApiKey: undefined,
      rateLimitPerMinute: 5,
    });
  });

  it.each([
    ["MAIL_RATE_LIMIT", "0"],
    ["MAIL_RATE_LIMIT", "five"],
    ["MAIL_MAX_BODY_BYTES", "-1"],
    ["MAIL_UPSTREAM_TIMEOUT_MS", "1.5"],
  ])("refuses %s=%s at start-up", (name, value) => {
    expect(() => gatewayConfigFromEnv({ [name]: value })).toThrow(name);
  });

  it("describes the mode without revealing keys", () => {
    const sink = describeGatewayMode(gatewayConfigFromEnv({}));
    const forward = describeGatewayMode(
      gatewayConfigFromEnv({ MAILGUN_API_KEY: "key-secret", MAIL_GATEWAY_KEY: "caller-secret" }),
    );

    expect(sink).toMatch(/sink mode/);
    expect(sink).toContain(".outbox");
    expect(forward).toMatch(/forward mode/);
    expect(forward).not.toContain("secret");
  });
});

describe("mailGatewayPlugin", () => {
  function fakeConfig(logged: string[]): ResolvedConfig {
    const logger: Pick<Logger, "info" | "warn"> = {
      info: (line) => logged.push(line),
      warn: (line) => logged.push(line),
    };
    return { mode: "test", envDir: workDir, logger } as unknown as ResolvedConfig;
  }

  async function mount(
    hook: "configureServer" | "configurePreviewServer",
    logged: string[],
  ): Promise<string> {
    const middlewares: Connect.NextHandleFunction[] = [];
    const server = {
      config: fakeConfig(logged),
      middlewares: { use: (fn: Connect.NextHandleFunction) => middlewares.push(fn) },
    };
    const plugin = mailGatewayPlugin();
    const run = plugin[hook];
    if (typeof run !== "function") throw new Error(`${hook} is not a function hook`);
    if (hook === "configureServer") {
      await (run as (server: ViteDevServer) => unknown).call(
        {},
        server as unknown as ViteDevServer,
      );
    } else {
      await (run as (server: PreviewServer) => unknown).call(
        {},
        server as unknown as PreviewServer,
      );
    }
    expect(middlewares).toHaveLength(1);
    const [middleware] = middlewares;
    const http = createServer((req, res) =>
      // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- Node's own request, typed by Connect's middleware signature
      middleware?.(req, res, () => {
        res.statusCode = 418;
        res.end("next");
      }),
    );
    servers.push(http);
    await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }

  it.each(["configureServer", "configurePreviewServer"] as const)(
    "%s mounts the gateway on /v3/* with the .env files applied",
    async (hook) => {
      const outbox = path.join(workDir, "box");
      await writeFile(
        path.join(workDir, ".env"),
        `MAILGUN_DOMAIN=mg.from-env-file.example\nMAIL_OUTBOX_DIR=${outbox}\n`,
      );
      const logged: string[] = [];
      const base = await mount(hook, logged);

      const form = formOf(appFields());
      const sent = await fetch(`${base}/v3/mg.from-env-file.example/messages`, {
        method: "POST",
        body: form,
      });
      const other = await fetch(`${base}/about`);

      expect(sent.status).toBe(200);
      expect(await readdir(outbox)).toHaveLength(1);
      expect(other.status).toBe(418);
      expect(logged.some((line) => line.includes("sink mode"))).toBe(true);
    },
  );
});

describe("relay", () => {
  it("starts on RELAY_PORT, logs its mode, serves the gateway and stops on SIGTERM", async () => {
    const outbox = path.join(workDir, "outbox");
    const child = spawn(
      path.join(ROOT, "node_modules/.bin/tsx"),
      [path.join(ROOT, "server/relay.ts")],
      {
        cwd: workDir,
        env: {
          PATH: process.env.PATH,
          HOST: "127.0.0.1",
          RELAY_PORT: "0",
          MAIL_OUTBOX_DIR: outbox,
          // Without a Mailgun key the relay only starts when sink mode is asked for.
          MAIL_SINK: "1",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on("exit", (code) => resolve(code)),
    );

    try {
      const address = await waitFor(() => /listening on (http:\/\/\S+)/.exec(output)?.[1], 15_000);
      expect(output).toMatch(/sink mode/);

      const form = formOf(appFields({ "v:subject": "Relay test" }));
      const response = await fetch(`${address}/v3/${siteDefaults.mailDomain}/messages`, {
        method: "POST",
        body: form,
      });
      expect(response.status).toBe(200);
      expect(await readdir(outbox)).toHaveLength(1);

      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    } finally {
      child.kill("SIGKILL");
    }
  }, 30_000);
});

async function waitFor<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
