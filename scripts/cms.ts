/**
 * `npm run cms`: edit content/ in the browser, locally. Starts the CMS's local backend
 * (decap-server's file-system middleware, scripts/cmsBackend.ts) and the Vite dev server,
 * both on 127.0.0.1 only, and prints the address of the editor. Edits are written to the
 * working tree (content/, uploads under content/media/uploads/) and the dev server reloads
 * the pages that show them. Nothing is committed: review with `git diff`, then commit.
 *
 *   CMS_BACKEND_PORT   the local backend's port (default 8081)
 *   PORT               the dev server's port (default 5173)
 */
import { createServer } from "vite";
import { DEFAULT_BACKEND_PORT, startLocalBackend } from "./cmsBackend.ts";
import { isMainModule, projectRoot } from "./paths.ts";

const HOST = "127.0.0.1";

export async function startCms(env: NodeJS.ProcessEnv = process.env) {
  const backend = await startLocalBackend({
    repoDir: projectRoot,
    host: HOST,
    port: Number(env.CMS_BACKEND_PORT ?? DEFAULT_BACKEND_PORT),
    logLevel: "info",
  });
  // Read by scripts/cmsDevPlugin.ts when it renders /admin/config.yml.
  process.env.CMS_LOCAL_BACKEND_URL = backend.url;
  const server = await createServer({
    root: projectRoot,
    server: { host: HOST, port: Number(env.PORT ?? 5173), strictPort: false },
  });
  await server.listen();
  const address = server.resolvedUrls?.local[0] ?? `http://${HOST}:5173/`;
  console.log(
    [
      "",
      `  Content editor:  ${new URL("admin/", address).href}`,
      `  The site:        ${address}`,
      `  Local backend:   ${backend.url} (this machine only; writes content/ in ${projectRoot})`,
      "",
      "  Edits go to your working tree: review them with git diff, then commit.",
      "",
    ].join("\n"),
  );
  return { backend, server };
}

if (isMainModule(import.meta.url)) {
  const { backend, server } = await startCms();
  const stop = () => {
    void Promise.all([backend.close(), server.close()]).then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
