/**
 * Secrets planted in a build's environment, and the scan that proves none of them (nor
 * anything shaped like a Mailgun key or a credential) reached the built files: the
 * server-side keys must stay on the server, whatever the build's environment holds.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const FAKE_MAILGUN_KEY = `key-${"0123456789abcdef".repeat(2)}`;
const FAKE_GATEWAY_KEY = "gateway-secret-123";

/** `env` with a Mailgun key and a gateway key planted, and no browser-side key. */
export function withPlantedSecrets(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const planted: NodeJS.ProcessEnv = {
    ...env,
    MAILGUN_API_KEY: FAKE_MAILGUN_KEY,
    MAIL_GATEWAY_KEY: FAKE_GATEWAY_KEY,
  };
  delete planted.VITE_MAIL_API_KEY;
  return planted;
}

/** The text files a static host would serve from `dir`, recursively. */
function servedFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return servedFiles(full);
    return /\.(html|js|css|json|txt|xml|webmanifest|map)$/.test(name) ? [full] : [];
  });
}

const LEAKS: [string, RegExp][] = [
  ["the planted Mailgun key", new RegExp(FAKE_MAILGUN_KEY)],
  ["the planted gateway key", new RegExp(FAKE_GATEWAY_KEY)],
  ["a Mailgun key", /key-[0-9a-f]{32}/],
  ["Basic credentials", /Basic [A-Za-z0-9+/]{16,}={0,2}/],
  ["a Mailgun domain key", /\b[0-9a-f]{32}-[0-9a-f]{8}-[0-9a-f]{8}\b/],
];

/** How many files were scanned, and each leak found as "file: what". */
export function secretsIn(outDir: string): { scanned: number; leaks: string[] } {
  const files = servedFiles(outDir);
  const leaks = files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return LEAKS.filter(([, pattern]) => pattern.test(text)).map(
      ([what]) => `${path.relative(outDir, file)}: ${what}`,
    );
  });
  return { scanned: files.length, leaks };
}
