/**
 * The mail relay's section of `npm run bench` (bench/REPORT.md, "## Mail relay"). A
 * benchmark, not a test: it measures and reports, it never fails on a figure.
 *
 *   npm run bench -- --relay-only    only this section (keeps the rest of REPORT.md)
 *   BENCH_RELAY_SECONDS=10           length of each run
 *   BENCH_RELAY_CONNECTIONS=16       concurrent keep-alive connections of the load
 *
 * `npm run relay` (server/relay.ts) runs in its own process in sink mode, writing into a
 * temporary outbox, on a random 127.0.0.1 port; this process sends valid contact messages,
 * each with its own submission id, as fast as the answers come back:
 *   1. sustained: the rate limits lifted (MAIL_RATE_LIMIT huge, MAIL_GLOBAL_RATE_LIMIT=off),
 *      so every message is accepted and written: messages per second, latency, RSS;
 *   2. burst: the default limits (5 a minute per visitor, 100 an hour in all), the relay
 *      behind one trusted proxy and the load spread over 1 000 visitor addresses in
 *      X-Forwarded-For: what gets accepted, what is refused (429/503), and how fast.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { positiveInt } from "../server/env.ts";
import { projectRoot } from "../scripts/paths.ts";
// The same report as the Lighthouse part (BENCH_REPORT writes a quick subset run elsewhere).
import { reportPath } from "./settings.ts";
import { fmt, percentile } from "./stats.ts";

const seconds = positiveInt("BENCH_RELAY_SECONDS", process.env.BENCH_RELAY_SECONDS, 10);
const connections = positiveInt("BENCH_RELAY_CONNECTIONS", process.env.BENCH_RELAY_CONNECTIONS, 16);
const SECTION = "## Mail relay";
const VISITORS = 1_000;

interface Relay {
  child: ChildProcess;
  base: string;
  outbox: string;
}

/** `npm run relay` in its own process; resolves once it prints where it listens. */
async function startRelay(env: Record<string, string>): Promise<Relay> {
  const outbox = await mkdtemp(path.join(os.tmpdir(), "bench-relay-"));
  // Node itself with tsx's loader (not the tsx launcher), so the pid is the relay's own.
  const child = spawn(process.execPath, ["--import", "tsx", "server/relay.ts"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      RELAY_PORT: "0",
      // Sink mode on purpose: the relay refuses to start without a Mailgun key otherwise.
      MAILGUN_API_KEY: "",
      MAIL_SINK: "1",
      MAIL_GATEWAY_KEY: "",
      MAIL_OUTBOX_DIR: outbox,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`relay did not start:\n${output}`)), 30_000);
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        // Sink mode logs a line per message: drain it, never let a full pipe stall the relay.
        child.stdout.removeAllListeners("data");
        child.stdout.resume();
        resolve(match[1]);
      }
    });
    child.once("exit", (code) => reject(new Error(`relay exited (${code}):\n${output}`)));
  });
  return { child, base, outbox };
}

async function stopRelay(relay: Relay): Promise<void> {
  if (relay.child.exitCode === null) {
    relay.child.kill("SIGTERM");
    await new Promise((resolve) => relay.child.once("exit", resolve));
  }
  await rm(relay.outbox, { recursive: true, force: true });
}

/** Resident set size of a process from /proc (Linux), in MiB. */
function rssMiB(pid: number | undefined): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

function messageBody(n: number): string {
  return new URLSearchParams({
    from: "Kyma Labs Website <contact-form@mg.kymalabs.com>",
    to: "support@kymalabs.com",
    subject: `New Contact Form Submission: benchmark ${n}`,
    text: `Name: Visitor ${n}\nEmail: visitor${n}@example.com\nMessage: Hello from the relay benchmark.`,
    "h:Reply-To": `visitor${n}@example.com`,
    // The fields the gateway reads (it renders the e-mail itself from these).
    "v:name": `Visitor ${n}`,
    "v:email": `visitor${n}@example.com`,
    "v:company": "",
    "v:subject": `benchmark ${n}`,
    "v:message": "Hello from the relay benchmark.",
    "v:website": "",
    "v:submission-id": `bench-${process.pid}-${n}`,
  }).toString();
}

interface RunResult {
  seconds: number;
  statuses: Map<number, number>;
  latenciesMs: number[];
  rssStartMiB: number | undefined;
  rssPeakMiB: number | undefined;
  rssEndMiB: number | undefined;
  written: number;
}

/** `connections` loops posting messages back to back for `seconds`. */
async function load(relay: Relay, visitorHeader: boolean): Promise<RunResult> {
  const url = new URL(`/v3/mg.kymalabs.com/messages`, relay.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const statuses = new Map<number, number>();
  const latenciesMs: number[] = [];
  const rssStartMiB = rssMiB(relay.child.pid);
  let rssPeakMiB = rssStartMiB;
  const sampler = setInterval(() => {
    const rss = rssMiB(relay.child.pid);
    if (rss !== undefined) rssPeakMiB = Math.max(rssPeakMiB ?? 0, rss);
  }, 200);
  let n = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1_000;
  // A connection the relay closes (its per-address cap, its keep-alive request limit racing
  // the agent's next request) is an outcome to count, status 0 ("reset"), not a crash.
  const post = (body: string, visitor: number) =>
    new Promise<number>((resolve) => {
      const headers: Record<string, string | number> = {
        "content-type": "application/x-www-form-urlencoded",
        "content-length": Buffer.byteLength(body),
      };
      if (visitorHeader) headers["x-forwarded-for"] = `198.18.${visitor >> 8}.${visitor & 255}`;
      const req = http.request(url, { method: "POST", agent, headers }, (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", () => resolve(0));
      });
      req.on("error", () => resolve(0));
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        n += 1;
        const started = performance.now();
        const status = await post(messageBody(n), n % VISITORS);
        latenciesMs.push(performance.now() - started);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1_000;
  clearInterval(sampler);
  agent.destroy();
  const written = (await readdir(relay.outbox).catch(() => [])).length;
  return {
    seconds: elapsed,
    statuses,
    latenciesMs,
    rssStartMiB,
    rssPeakMiB,
    rssEndMiB: rssMiB(relay.child.pid),
    written,
  };
}

function row(label: string, result: RunResult): string {
  const total = result.latenciesMs.length;
  const accepted = result.statuses.get(200) ?? 0;
  const refused = [...result.statuses.entries()]
    .filter(([status]) => status !== 200)
    .map(([status, count]) => `${count} × ${status === 0 ? "reset" : status}`)
    .join(", ");
  return [
    label,
    String(total),
    fmt(total / result.seconds, 0),
    String(accepted),
    fmt(accepted / result.seconds, 1),
    refused || "none",
    String(result.written),
    fmt(percentile(result.latenciesMs, 50), 2),
    fmt(percentile(result.latenciesMs, 99), 2),
    `${fmt(result.rssStartMiB, 0)} → ${fmt(result.rssPeakMiB, 0)} (end ${fmt(result.rssEndMiB, 0)})`,
  ].join(" | ");
}

async function run(label: string, env: Record<string, string>, visitorHeader: boolean) {
  const relay = await startRelay(env);
  try {
    console.log(`relay bench: ${label} for ${seconds} s, ${connections} connections`);
    const result = await load(relay, visitorHeader);
    console.log(`  ${row(label, result)}`);
    return result;
  } finally {
    await stopRelay(relay);
  }
}

export async function runRelayBench(): Promise<void> {
  const started = new Date();
  const sustained = await run(
    "sustained, limits lifted",
    { MAIL_RATE_LIMIT: "1000000000", MAIL_GLOBAL_RATE_LIMIT: "off" },
    false,
  );
  const burst = await run(
    `burst, default limits, ${VISITORS} visitors`,
    { MAIL_RATE_LIMIT: "", MAIL_GLOBAL_RATE_LIMIT: "", MAIL_TRUSTED_PROXIES: "1" },
    true,
  );
  const load1 = os.loadavg()[0] ?? 0;
  const section = [
    SECTION,
    "",
    `Generated by \`npm run bench\` (bench/relay.ts; \`npm run bench -- --relay-only\` for this section alone). ` +
      `${started.toISOString().replace(/\.\d+Z$/, "Z")}, ${os.cpus().length} CPUs, node ${process.version}, load ${load1.toFixed(1)} after.`,
    "",
    `\`npm run relay\` in its own process, sink mode (every accepted message is one JSON file in a temporary outbox), ` +
      `on 127.0.0.1; ${connections} keep-alive connections send valid messages back to back for ${seconds} s each, ` +
      `each message with its own submission id. Latency is per request as the client sees it; RSS is the relay ` +
      `process's resident memory (start → peak, and at the end).`,
    "",
    "- **Sustained**: MAIL_RATE_LIMIT lifted and MAIL_GLOBAL_RATE_LIMIT=off, so every message is accepted and written.",
    `- **Burst**: the default limits (5 a minute per visitor, 100 an hour across all), MAIL_TRUSTED_PROXIES=1 and ` +
      `the requests spread over ${VISITORS} visitor addresses in X-Forwarded-For: each visitor's first 5 would pass, ` +
      "the global ceiling keeps all of them together to 100 (503), the rest are 429.",
    "",
    "| run | requests | req/s | accepted (200) | accepted/s | refused | files written | p50 (ms) | p99 (ms) | RSS MiB |",
    "|---|---:|---:|---:|---:|:---|---:|---:|---:|:---|",
    `| ${row("sustained, limits lifted", sustained)} |`,
    `| ${row(`burst, default limits, ${VISITORS} visitors`, burst)} |`,
    "",
  ].join("\n");
  await writeSection(section);
  console.log(`Wrote the "${SECTION}" section of ${path.relative(projectRoot, reportPath)}`);
}

/** Replaces the section in REPORT.md (up to the next `## ` heading), or appends it. */
async function writeSection(section: string): Promise<void> {
  const current = await readFile(reportPath, "utf8").catch(() => "");
  const start = current.indexOf(`${SECTION}\n`);
  if (start === -1) {
    const prefix = current === "" ? "" : `${current.trimEnd()}\n\n`;
    await writeFile(reportPath, `${prefix}${section}`);
    return;
  }
  const next = current.indexOf("\n## ", start + SECTION.length);
  const rest = next === -1 ? "" : current.slice(next + 1);
  await writeFile(reportPath, `${current.slice(0, start)}${section}${rest ? `\n${rest}` : ""}`);
}
