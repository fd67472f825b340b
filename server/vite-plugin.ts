import type { IncomingMessage, ServerResponse } from "node:http";
import {
  loadEnv,
  type Connect,
  type Logger,
  type Plugin,
  type PreviewServer,
  type ResolvedConfig,
} from "vite";
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
      const gateway = gatewayMiddleware(server.config);
      server.middlewares.use(gateway.middleware);
      // A restarted dev server makes a new gateway: the old one lets go of the spool first.
      server.httpServer?.once("close", () => void gateway.close());
    },
    configurePreviewServer(server) {
      const gateway = gatewayMiddleware(server.config);
      server.middlewares.use(gateway.middleware);
      // Typed as always there; absent when a test mounts the plugin without a server.
      (server.httpServer as PreviewServer["httpServer"] | undefined)?.once(
        "close",
        () => void gateway.close(),
      );
    },
  };
}

function gatewayMiddleware(config: ResolvedConfig): {
  middleware: Connect.NextHandleFunction;
  close: () => Promise<void>;
} {
  // Prefix "" returns every variable of the .env files and of process.env (which wins), not
  // only VITE_*. They stay on the server: only VITE_* ever reach the client bundle.
  const gatewayConfig = gatewayConfigFromEnv(loadEnv(config.mode, config.envDir, ""));
  const handler = createGateway(gatewayConfig, {
    log: (line) => info(config.logger, line),
    spool: true,
  });
  const listener = toNodeListener(handler, {
    maxBodyBytes: gatewayConfig.maxBodyBytes,
    trustedProxies: gatewayConfig.trustedProxies,
  });
  const mode = describeGatewayMode(gatewayConfig, { spool: true });
  // Sink mode is the default here, and says so loudly (a warning, not an info line).
  if (gatewayConfig.mailgunApiKey) info(config.logger, mode);
  else config.logger.warn(mode, { timestamp: true });
  const middleware = (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => {
    if (isGatewayPath(pathnameOf(req.url))) listener(req, res);
    else next();
  };
  return { middleware, close: handler.close };
}

function info(logger: Logger, line: string): void {
  logger.info(line, { timestamp: true });
}

function pathnameOf(url: string | undefined): string {
  return (url ?? "/").split("?")[0] ?? "/";
}
