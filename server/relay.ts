import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describeGatewayMode, gatewayConfigFromEnv } from "./config.ts";
import { createGateway } from "./gateway.ts";
import { toNodeListener } from "./node.ts";

/*
 * The mail gateway on its own (`npm run relay`), for production behind the static site.
 *   HOST        default 127.0.0.1 (put a reverse proxy in front; 0.0.0.0 to listen on all)
 *   RELAY_PORT  default 8787
 * plus the MAILGUN_* and MAIL_* variables of server/config.ts. A .env file in the working
 * directory is read if present; variables already set in the environment win.
 */
const SHUTDOWN_GRACE_MS = 10_000;

function main(): void {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const config = gatewayConfigFromEnv();
  const host = process.env.HOST?.trim() || "127.0.0.1";
  const port = portFromEnv(process.env.RELAY_PORT);
  const handler = createGateway(config);
  const server = createServer(
    toNodeListener(handler, {
      maxBodyBytes: config.maxBodyBytes,
      trustedProxies: config.trustedProxies,
    }),
  );
  server.on("error", (error) => {
    console.error(`[mail-gateway] cannot listen on ${host}:${port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, host, () => {
    const { address, port: bound } = server.address() as AddressInfo;
    console.log(describeGatewayMode(config));
    console.log(`[mail-gateway] relay listening on http://${formatHost(address)}:${bound}`);
  });
  const stop = (signal: NodeJS.Signals) => {
    console.log(`[mail-gateway] ${signal} received, finishing open requests`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
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

main();
