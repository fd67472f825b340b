import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { describeGatewayMode, gatewayConfigFromEnv } from "./config.ts";
import { createGateway } from "./gateway.ts";
import { createRelayServer } from "./listen.ts";

/*
 * The mail gateway on its own (`npm run relay`), for production behind the static site.
 *   HOST        default 127.0.0.1 (put a reverse proxy in front; 0.0.0.0 to listen on all)
 *   RELAY_PORT  default 8787
 *   MAIL_SINK   "1" (or the --sink flag) to run without MAILGUN_API_KEY, writing messages to
 *               MAIL_OUTBOX_DIR instead of sending them; without either the relay refuses
 *               to start, so a production relay missing its key cannot pass for a working one
 * plus the MAILGUN_* and MAIL_* variables of server/config.ts. A .env file in the working
 * directory is read if present; variables already set in the environment win.
 * In forward mode every message is spooled in MAIL_SPOOL_DIR until Mailgun has it.
 */
const SHUTDOWN_GRACE_MS = 10_000;

const SINK_REFUSAL =
  "[mail-gateway] refusing to start: MAILGUN_API_KEY is not set, so this relay would only " +
  "write messages to MAIL_OUTBOX_DIR and send no e-mail.\n" +
  "[mail-gateway] Set MAILGUN_API_KEY (and MAILGUN_DOMAIN) to relay to Mailgun, or ask for " +
  "sink mode explicitly with MAIL_SINK=1 or `npm run relay -- --sink`.";

async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = gatewayConfigFromEnv();
  const sinkAsked =
    process.argv.includes("--sink") || /^(1|true|yes)$/i.test(process.env.MAIL_SINK?.trim() ?? "");
  if (!config.mailgunApiKey && !sinkAsked) {
    console.error(SINK_REFUSAL);
    process.exit(1);
  }
  const host = process.env.HOST?.trim() || "127.0.0.1";
  const port = portFromEnv(process.env.RELAY_PORT);
  const handler = createGateway(config, { spool: true });
  // Messages left in the spool by an earlier run are read back (and scheduled) before serving.
  await handler.ready;
  // Time-outs for slow clients, kept-alive limits and a per-address cap (server/listen.ts).
  const server = createRelayServer(handler, config);
  server.on("error", (error) => {
    console.error(`[mail-gateway] cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const { address, port: bound } = server.address() as AddressInfo;
    console.log(describeGatewayMode(config, { spool: true }));
    if (!config.mailgunApiKey) {
      console.warn(
        "[mail-gateway] WARNING: sink mode asked for (MAIL_SINK / --sink): NO E-MAIL IS SENT",
      );
    }
    console.log(`[mail-gateway] relay listening on http://${formatHost(address)}:${bound}`);
  });
  const stop = (signal: NodeJS.Signals) => {
    console.log(`[mail-gateway] ${signal} received, finishing open requests`);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    void Promise.all([closed, handler.close()]).then(() => process.exit(0));
    // A stuck upstream call must not keep the process alive forever.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

function portFromEnv(value: string | undefined): number {
  const port = Number(value?.trim() || "8787");
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`RELAY_PORT must be a port number, got "${value}"`);
  }
  return port;
}

function formatHost(address: string): string {
  return address.includes(":") ? `[${address}]` : address;
}

await main().catch((error: unknown) => {
  // A configuration error (e.g. a budget the browser would outlast) stops the start, clearly.
  console.error(
    `[mail-gateway] cannot start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
