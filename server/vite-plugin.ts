import type { IncomingMessage, ServerResponse } from "node:http";
import { loadEnv, type Connect, type Logger, type Plugin, type ResolvedConfig } from "vite";
import { describeGatewayMode, gatewayConfigFromEnv } from "./config.ts";
import { createGateway } from "./gateway.ts";
import { isGatewayPath, toNodeListener } from "./node.ts";

/**
 * Serves the mail gateway on /v3/* from `vite` (dev) and `vite preview`, so the contact
 * form works at the same origin with nothing configured (sink mode writes to .outbox/).
 */
export function mailGatewayPlugin(): Plugin {
  return {
    name: "mail-gateway",
    configureServer(server) {
      server.middlewares.use(gatewayMiddleware(server.config));
    },
    configurePreviewServer(server) {
      server.middlewares.use(gatewayMiddleware(server.config));
    },
  };
}

function gatewayMiddleware(config: ResolvedConfig): Connect.NextHandleFunction {
  // Prefix "" returns every variable of the .env files and of process.env (which wins), not
  // only VITE_*. They stay on the server: only VITE_* ever reach the client bundle.
  const gatewayConfig = gatewayConfigFromEnv(loadEnv(config.mode, config.envDir, ""));
  const handler = createGateway(gatewayConfig, { log: (line) => info(config.logger, line) });
  const listener = toNodeListener(handler, {
    maxBodyBytes: gatewayConfig.maxBodyBytes,
    trustedProxies: gatewayConfig.trustedProxies,
  });
  info(config.logger, describeGatewayMode(gatewayConfig));
  return (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    if (isGatewayPath(pathnameOf(req.url))) listener(req, res);
    else next();
  };
}

function info(logger: Logger, line: string): void {
  logger.info(line, { timestamp: true });
}

function pathnameOf(url: string | undefined): string {
  return (url ?? "/").split("?")[0] ?? "/";
}
