/**
 * Reading the mail gateway's sink outbox (MAIL_OUTBOX_DIR): one JSON file per message
 * the gateway accepted, as server/sink.ts writes it.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { OutboxRecord } from "../../server/sink.ts";

export type { OutboxRecord } from "../../server/sink.ts";

/**
 * The messages in `dir` (only its .json files: other suites keep outboxes of their own in
 * folders there), or only those whose subject ends with `subject`.
 */
export async function readOutbox(dir: string, subject?: string): Promise<OutboxRecord[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) =>
    name.endsWith(".json"),
  );
  const records = await Promise.all(
    names.map(
      async (name) => JSON.parse(await readFile(path.join(dir, name), "utf8")) as OutboxRecord,
    ),
  );
  return subject === undefined
    ? records
    : records.filter((record) => record.subject.endsWith(subject));
}
