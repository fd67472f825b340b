/**
 * The site under measurement: the route registry with one case study and one article,
 * dist/ (built first when stale, in a child process, as the browser tests do) and
 * scripts/start.ts's server in its own process on a random 127.0.0.1 port.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { runnerImport } from "vite";
import { loadContent } from "../src/content/loader.ts";
import { publishedFiles } from "../src/content/publishedFiles.ts";
import type { RouteEntry } from "../src/content/routes.ts";
import { localePath, locales } from "../src/content/locales.ts";
import { contentPlugin } from "../scripts/contentPlugin.ts";
import { distDir, projectRoot } from "../scripts/paths.ts";
import { needsBuild } from "../scripts/start.ts";

export const delay = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * The route registry, loaded through Vite's module runner: src/content reads
 * `import.meta.env`, which only Vite defines (plain tsx leaves it undefined), and imports
 * content/ as the content plugin's virtual modules, so a static import would crash. No
 * Vite config file is needed beyond that plugin; env files are read as in the production
 * build.
 */
/** A page the bench measures: a registry route, or a case study or article. */
export type BenchRoute = Pick<RouteEntry, "path">;

export async function loadRoutes(): Promise<readonly BenchRoute[]> {
  const { module } = await runnerImport<typeof import("../src/content/routes.ts")>(
    "/src/content/routes.ts",
    {
      root: projectRoot,
      configFile: false,
      mode: "production",
      logLevel: "warn",
      plugins: [contentPlugin()],
    },
  );
  // Every route and its Greek twin (decision 020), and the first case study and the newest
  // article of each language: they stand for their templates (every page of a kind is the
  // same code and chunks, with other words).
  const published = locales.flatMap((locale) => {
    const { pages } = publishedFiles(loadContent({}, locale).published, "");
    return ["case-studies/", "insights/"].flatMap((kind) => {
      const page = pages.find((p) => p.key.startsWith(kind));
      return page ? [{ path: localePath(locale, page.path) }] : [];
    });
  });
  return [
    ...module.routeRegistry,
    ...module.routeRegistry.map((route) => ({ ...route, path: localePath("el", route.path) })),
    ...published,
  ];
}

export const htmlFileOf = (routePath: string) =>
  routePath === "/" ? "index.html" : `${routePath.slice(1)}/index.html`;

/** Builds in a child process: a Node process that loaded one React flavour keeps it. */
export async function buildIfNeeded(): Promise<void> {
  if (!(await needsBuild(distDir))) {
    console.log("dist/ is up to date.");
    return;
  }
  console.log("Building dist/ …");
  const env = { ...process.env };
  delete env.NODE_ENV;
  const result = spawnSync(
    path.join(projectRoot, "node_modules", ".bin", "tsx"),
    ["scripts/build.ts"],
    { cwd: projectRoot, env, stdio: ["ignore", "ignore", "inherit"], timeout: 5 * 60_000 },
  );
  if (result.status !== 0) throw new Error("Build failed: scripts/build.ts");
}

/**
 * scripts/start.ts's server in a child process on a random 127.0.0.1 port. In this
 * process it would share the event loop with Lighthouse, whose protocol and trace
 * handling during a page load would hold back responses (and the measured timings).
 */
export async function serveDist(): Promise<{ child: ChildProcess; base: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1" };
  delete env.NODE_ENV;
  const child = spawn(path.join(projectRoot, "node_modules", ".bin", "tsx"), ["scripts/start.ts"], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(
      () => reject(new Error("The local server did not start in 60 s")),
      60_000,
    );
    child.once("exit", (code) =>
      reject(new Error(`The local server exited (${code}) before serving`)),
    );
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Serving dist\/ at (\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  child.stdout.resume();
  return { child, base };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  await Promise.race([exited, delay(5000)]);
}
