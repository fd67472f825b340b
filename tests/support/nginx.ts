/**
 * Runs real nginx with the shipped deploy/nginx.conf on 127.0.0.1: the test wraps the
 * server block in a minimal main config (its own pid, logs and temp paths) and changes
 * only the `listen` and `root` lines.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../../scripts/paths.ts";

export const NGINX_CANDIDATES = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"];
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export const findNginx = () => NGINX_CANDIDATES.find((p) => existsSync(p));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** deploy/nginx.conf with only `listen` and `root` pointed at this machine. */
export function localiseSite(conf: string, port: number, root: string): string {
  let listens = 0;
  let roots = 0;
  const out = conf
    .replace(/^(\s*)listen [^;]+;/m, (_m, indent: string) => {
      listens += 1;
      return `${indent}listen 127.0.0.1:${port};`;
    })
    .replace(/^(\s*)root [^;]+;/m, (_m, indent: string) => {
      roots += 1;
      return `${indent}root ${root};`;
    });
  if (listens !== 1 || roots !== 1)
    throw new Error("deploy/nginx.conf must have one listen and one root");
  return out;
}

export interface RunningNginx {
  url: string;
  stop: () => Promise<void>;
}

export interface NginxOptions {
  /** Port of the mail relay that `/v3/` proxies to (the shipped file says 8787). */
  relayPort?: number;
}

export async function startNginx(
  distDir: string,
  { relayPort }: NginxOptions = {},
): Promise<RunningNginx> {
  const binary = findNginx();
  if (!binary) {
    throw new Error(
      "nginx is not installed. Install it (Debian: apt-get install nginx-light libnginx-mod-http-brotli-static); npm test does this itself when run as root.",
    );
  }
  if (!existsSync(BROTLI_MODULE)) {
    throw new Error(
      `The nginx brotli static module is missing (${BROTLI_MODULE}): apt-get install libnginx-mod-http-brotli-static`,
    );
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "nginx-"));
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) await mkdir(path.join(dir, sub));
  const port = await freePort();
  let site = localiseSite(
    await readFile(path.join(projectRoot, "deploy/nginx.conf"), "utf8"),
    port,
    distDir,
  );
  if (relayPort !== undefined) {
    const proxied = site.replace(
      /proxy_pass http:\/\/127\.0\.0\.1:8787;/,
      `proxy_pass http://127.0.0.1:${relayPort};`,
    );
    if (proxied === site) throw new Error("deploy/nginx.conf must proxy /v3/ to 127.0.0.1:8787");
    site = proxied;
  }
  await writeFile(path.join(dir, "site.conf"), site);
  const mime = existsSync("/etc/nginx/mime.types") ? "include /etc/nginx/mime.types;" : "";
  await writeFile(
    path.join(dir, "nginx.conf"),
    `load_module ${BROTLI_MODULE};
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 64; }
http {
  ${mime}
  types { application/manifest+json webmanifest; }
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const child: ChildProcess = spawn(
    binary,
    ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(url);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
