/**
 * Runs real nginx with the shipped deploy/nginx.conf on 127.0.0.1: the test wraps the
 * server blocks in a minimal main config (its own pid, logs and temp paths) and changes
 * only the `listen` ports, the certificate paths (a throw-away self-signed certificate for
 * 127.0.0.1, made with openssl), the redirect's port, `root` and the relay's address.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import https from "node:https";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { projectRoot } from "../../scripts/paths.ts";

export const NGINX_CANDIDATES = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"];
export const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export const findNginx = () => NGINX_CANDIDATES.find((p) => existsSync(p));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface LocalSite {
  httpPort: number;
  httpsPort: number;
  root: string;
  certificate: string;
  certificateKey: string;
  /** host:port of the mail relay nginx proxies /v3/ to. */
  relay: string;
}

/** deploy/nginx.conf with only its machine-specific lines pointed at this machine. */
export function localiseSite(conf: string, site: LocalSite): string {
  const replacements: Array<[RegExp, string]> = [
    [/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${site.httpPort};`],
    [/^(\s*)listen 443 ssl http2;$/m, `$1listen 127.0.0.1:${site.httpsPort} ssl http2;`],
    [
      /^(\s*)return 301 https:\/\/\$host\$request_uri;$/m,
      `$1return 301 https://$host:${site.httpsPort}$request_uri;`,
    ],
    [/^(\s*)root [^;]+;$/m, `$1root ${site.root};`],
    [/^(\s*)ssl_certificate [^;]+;$/m, `$1ssl_certificate ${site.certificate};`],
    [/^(\s*)ssl_certificate_key [^;]+;$/m, `$1ssl_certificate_key ${site.certificateKey};`],
    [/^(\s*)proxy_pass http:\/\/[^;]+;$/m, `$1proxy_pass http://${site.relay};`],
  ];
  let out = conf;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(out)) throw new Error(`deploy/nginx.conf has no line matching ${pattern}`);
    out = out.replace(pattern, replacement);
  }
  if ((out.match(/^\s*listen /gm) ?? []).length !== 2) {
    throw new Error("deploy/nginx.conf must have exactly two listen lines (80 and 443)");
  }
  return out;
}

/** A throw-away self-signed certificate for 127.0.0.1, valid for a day. */
export function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-keyout",
        key,
        "-out",
        certificate,
        "-days",
        "1",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
      ],
      { stdio: "ignore" },
    );
  } catch {
    throw new Error(
      "openssl is needed to make the nginx test's certificate (apt-get install openssl)",
    );
  }
  return { certificate, key };
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Source address of the connection (any 127.x.y.z), to play different visitors. */
  localAddress?: string;
}

export interface RunningNginx {
  /** https://127.0.0.1:port, the site. */
  url: string;
  /** http://127.0.0.1:port, the redirecting server. */
  httpUrl: string;
  /** PEM of the self-signed certificate, to trust it elsewhere. */
  certificate: string;
  /** One request that trusts the test certificate; the body arrives decoded. */
  request: (url: string, options?: RequestOptions) => Promise<Response>;
  stop: () => Promise<void>;
}

export interface NginxOptions {
  /** host:port of the mail relay; default a free port nothing listens on (502 under /v3/). */
  relay?: string;
}

export async function startNginx(
  distDir: string,
  options: NginxOptions = {},
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
  const { certificate, key } = selfSignedCertificate(dir);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const site = localiseSite(await readFile(path.join(projectRoot, "deploy/nginx.conf"), "utf8"), {
    httpPort,
    httpsPort,
    root: distDir,
    certificate,
    certificateKey: key,
    relay: options.relay ?? `127.0.0.1:${await freePort()}`,
  });
  await writeFile(path.join(dir, "site.conf"), site);
  const mime = existsSync("/etc/nginx/mime.types") ? "include /etc/nginx/mime.types;" : "";
  await writeFile(
    path.join(dir, "nginx.conf"),
    `load_module ${BROTLI_MODULE};
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 256; }
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
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => (stderr += d.toString()));
  const ca = await readFile(certificate, "utf8");
  const request = (url: string, init: RequestOptions = {}) => requestWithCa(url, init, ca);
  const url = `https://127.0.0.1:${httpsPort}`;
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await request(url);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    certificate: ca,
    request,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const NULL_BODY = new Set([101, 204, 205, 304]);

/** node:https with the test CA (fetch cannot trust one certificate), as a fetch Response. */
function requestWithCa(url: string, init: RequestOptions, ca: string): Promise<Response> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: init.method ?? "GET",
        headers: init.headers,
        localAddress: init.localAddress,
        ...(target.protocol === "https:" ? { ca } : {}),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers["content-encoding"];
          const body =
            encoding === "br"
              ? zlib.brotliDecompressSync(raw)
              : encoding === "gzip"
                ? zlib.gunzipSync(raw)
                : raw;
          const headers = new Headers();
          for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
            headers.append(res.rawHeaders[i] ?? "", res.rawHeaders[i + 1] ?? "");
          }
          const status = res.statusCode ?? 0;
          resolve(new Response(NULL_BODY.has(status) ? null : body, { status, headers }));
        });
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}
