/**
 * /admin/ on the dev server (`npm run dev`, `npm run cms`): the same page the build writes
 * (scripts/cmsAdmin.ts), Decap's files straight from node_modules, the preview templates
 * through Vite (src/admin/preview.tsx, reloaded on change) and the config generated from
 * the schemas on every request. Only when CMS_LOCAL_BACKEND_URL is set (by `npm run cms`,
 * to the loopback address of scripts/cmsBackend.ts) does the config name the local backend.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { shipsWebFont } from "../theme/fonts.ts";
import { adminHtml, decapDist } from "./cmsAdmin.ts";
import { cmsOptionsFromEnv, renderCmsConfig } from "./cmsConfig.ts";

export function cmsDevPlugin(): Plugin {
  return {
    name: "cms-admin-dev",
    apply: "serve",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
        if (pathname === "/admin") {
          res.writeHead(301, { Location: "/admin/" });
          return void res.end();
        }
        if (!pathname.startsWith("/admin/")) return next();
        const name = pathname.slice("/admin/".length);
        res.setHeader("X-Robots-Tag", "noindex");
        if (name === "" || name === "index.html") {
          // The site's fonts for the preview pane, as the dev server serves a style sheet.
          const html = adminHtml(shipsWebFont() ? ["/src/fonts/inter.css?direct"] : []).replace(
            '<script src="/admin/preview.js"></script>',
            '<script type="module" src="/src/admin/preview.tsx"></script>',
          );
          server
            .transformIndexHtml("/admin/", html)
            .then((transformed) => {
              res.setHeader("Content-Type", "text/html; charset=utf-8");
              res.end(transformed);
            })
            .catch(next);
          return;
        }
        if (name === "config.yml") {
          res.setHeader("Content-Type", "text/yaml; charset=utf-8");
          const localBackendUrl = process.env.CMS_LOCAL_BACKEND_URL;
          return void res.end(renderCmsConfig({ ...cmsOptionsFromEnv(), localBackendUrl }));
        }
        const file = path.join(decapDist().dir, name);
        if (/^(\d+\.)?decap-cms\.js$|^[0-9a-f]+\.wasm$/.test(name) && existsSync(file)) {
          res.setHeader(
            "Content-Type",
            name.endsWith(".wasm") ? "application/wasm" : "text/javascript; charset=utf-8",
          );
          return void res.end(readFileSync(file));
        }
        next();
      });
    },
  };
}
