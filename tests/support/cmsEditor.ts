/**
 * The content editor as the CMS tests drive it: a built site's /admin/ served with its
 * production headers (the editor's CSP, noindex), and decap-server's local backend mounted
 * at /api/v1 on the same loopback origin, editing a temporary copy of content/. The only
 * difference from production is config.yml: it names this local backend (as `npm run cms`
 * does), so the CSP's connect-src 'self' covers it.
 */
import http from "node:http";
import path from "node:path";
import { createLocalBackendHandler } from "../../scripts/cmsBackend.ts";
import { renderCmsConfig } from "../../scripts/cmsConfig.ts";
import { adminHeaders } from "../../deploy/headers.ts";
import { createStaticServer, listen } from "../../scripts/serve.ts";

export interface EditorServer {
  url: string;
  close(): Promise<void>;
}

export async function startEditorServer(options: {
  /** A built site (its admin/ folder is served). */
  siteDir: string;
  /** The folder holding content/ (the repository root the backend edits). */
  repoDir: string;
}): Promise<EditorServer> {
  const backend = await createLocalBackendHandler(path.resolve(options.repoDir));
  const site = createStaticServer({ root: options.siteDir });
  let origin = "";
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
    if (pathname === "/api/v1") return backend(req, res);
    if (pathname === "/admin/config.yml") {
      for (const [name, value] of Object.entries(adminHeaders())) res.setHeader(name, value);
      res.setHeader("Content-Type", "text/yaml; charset=utf-8");
      res.setHeader("Cache-Control", "no-store");
      return void res.end(renderCmsConfig({ localBackendUrl: `${origin}/api/v1` }));
    }
    site.emit("request", req, res);
  });
  origin = await listen(server, 0, "127.0.0.1");
  return {
    url: origin,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
