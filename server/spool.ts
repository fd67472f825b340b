import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Answer } from "./http.ts";
import type { MailMessage } from "./message.ts";

/**
 * The relay's spool: every accepted message is on disk before the first attempt to deliver
 * it, and the spool remembers what was delivered. One directory per state:
 *
 *   pending/<name>.json    accepted, not yet delivered (the message itself)
 *   attempts/<name>.json   written before each attempt, removed once the attempt's outcome
 *                          is known; still there after a crash or an unanswered attempt, it
 *                          says "Mailgun may already have this one"
 *   delivered/<name>.json  submission id, content hash and Mailgun's answer (no message
 *                          text), kept for a bounded time so a repeat is answered, not resent
 *   rejected/<name>.json   messages Mailgun refused for good (a 4xx about the message), kept
 *                          for the operator
 *
 * <name> is derived from the submission id (a readable prefix plus a hash of the whole id),
 * so any id maps to one safe, short file name on any file system. Every write is atomic: a
 * temporary file in the same directory, fsync, rename, then fsync of the directory.
 */

export interface PendingRecord {
  version: 1;
  submissionId: string;
  hash: string;
  acceptedAt: string;
  message: MailMessage;
}

export interface DeliveredRecord {
  version: 1;
  submissionId: string;
  hash: string;
  deliveredAt: string;
  /** How the relay learnt of the delivery: Mailgun's answer, or a look-up after a lost one. */
  via: "answer" | "lookup";
  answer: Answer;
}

export interface AttemptRecord {
  submissionId: string;
  startedAt: string;
}

export interface SpoolContents {
  pending: PendingRecord[];
  delivered: DeliveredRecord[];
  /** Submission ids whose last attempt has no known outcome. */
  unconfirmed: Map<string, AttemptRecord>;
}

const STATES = ["pending", "attempts", "delivered", "rejected"] as const;
const LOCK_FILE = "relay.lock";
/** Spool directories this process holds, so a second gateway in the same process is refused too. */
const lockedHere = new Set<string>();
type State = (typeof STATES)[number];
const TEMP_PREFIX = ".tmp-";

/** A safe, unique file name for a submission id (ids are 1–200 visible ASCII characters). */
export function spoolName(submissionId: string): string {
  const readable = submissionId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 60);
  const digest = createHash("sha256").update(submissionId).digest("hex").slice(0, 32);
  return `${readable}.${digest}.json`;
}

export class Spool {
  readonly dir: string;
  private locked = false;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  /** Creates the directories (owner only: the messages are personal data). */
  async prepare(): Promise<void> {
    for (const state of STATES) {
      await mkdir(this.pathOf(state), { recursive: true, mode: 0o700 });
    }
  }

  /**
   * One relay per spool: two would deliver the same messages. The lock file names its
   * process; a lock left by a process that is gone (killed, crashed) is taken over.
   */
  async lock(): Promise<void> {
    const file = path.join(this.dir, LOCK_FILE);
    if (lockedHere.has(this.dir)) throw new Error("the spool is already in use in this process");
    for (let tries = 0; tries < 3; tries++) {
      try {
        const handle = await open(file, "wx", 0o600);
        try {
          await handle.writeFile(`${process.pid}\n`);
          await handle.sync();
        } finally {
          await handle.close();
        }
        lockedHere.add(this.dir);
        this.locked = true;
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const owner = Number((await readFile(file, "utf8").catch(() => "")).trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(`the spool is in use by process ${owner} (one relay per spool directory)`);
      }
      await rm(file, { force: true });
    }
    throw new Error("could not take the spool's lock");
  }

  async unlock(): Promise<void> {
    if (!this.locked) return;
    this.locked = false;
    lockedHere.delete(this.dir);
    await rm(path.join(this.dir, LOCK_FILE), { force: true });
  }

  /** Reads everything back at start-up; a file that cannot be parsed is left for the operator. */
  async load(log: (line: string) => void): Promise<SpoolContents> {
    const pending = await this.readAll<PendingRecord>("pending", log);
    const delivered = await this.readAll<DeliveredRecord>("delivered", log);
    const attempts = await this.readAll<AttemptRecord>("attempts", log);
    const unconfirmed = new Map(attempts.map((record) => [record.submissionId, record]));
    return { pending, delivered, unconfirmed };
  }

  addPending(record: PendingRecord): Promise<void> {
    return this.write("pending", record.submissionId, record);
  }

  /** Written (and synced) before an attempt goes out: a crash after it leaves it behind. */
  markAttempt(record: AttemptRecord): Promise<void> {
    return this.write("attempts", record.submissionId, record);
  }

  /** The attempt's outcome is known (an answer, or nothing was sent). */
  clearAttempt(submissionId: string): Promise<void> {
    return this.remove("attempts", submissionId);
  }

  /** The delivered record is durable before the pending message goes. */
  async markDelivered(record: DeliveredRecord): Promise<void> {
    await this.write("delivered", record.submissionId, record);
    await this.remove("pending", record.submissionId);
    await this.remove("attempts", record.submissionId);
  }

  async reject(record: PendingRecord, answer: Answer): Promise<void> {
    await this.write("rejected", record.submissionId, { ...record, answer });
    await this.remove("pending", record.submissionId);
    await this.remove("attempts", record.submissionId);
  }

  /** Drops a pending message that a delivered record already covers (crash between the two). */
  dropPending(submissionId: string): Promise<void> {
    return this.remove("pending", submissionId);
  }

  /** Forgets delivered records older than the cut-off; returns the ids forgotten. */
  async pruneDelivered(olderThan: number, log: (line: string) => void): Promise<string[]> {
    const forgotten: string[] = [];
    for (const record of await this.readAll<DeliveredRecord>("delivered", log)) {
      if (Date.parse(record.deliveredAt) < olderThan) {
        await this.remove("delivered", record.submissionId);
        forgotten.push(record.submissionId);
      }
    }
    return forgotten;
  }

  private pathOf(state: State, submissionId?: string): string {
    const folder = path.join(this.dir, state);
    return submissionId === undefined ? folder : path.join(folder, spoolName(submissionId));
  }

  private async write(state: State, submissionId: string, data: unknown): Promise<void> {
    const target = this.pathOf(state, submissionId);
    const folder = path.dirname(target);
    const temp = path.join(folder, `${TEMP_PREFIX}${randomBytes(6).toString("hex")}`);
    const file = await open(temp, "wx", 0o600);
    try {
      await file.writeFile(`${JSON.stringify(data)}\n`);
      await file.sync();
    } finally {
      await file.close();
    }
    try {
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await syncDirectory(folder);
  }

  private async remove(state: State, submissionId: string): Promise<void> {
    await rm(this.pathOf(state, submissionId), { force: true });
  }

  private async readAll<T extends { submissionId: string }>(
    state: State,
    log: (line: string) => void,
  ): Promise<T[]> {
    const folder = this.pathOf(state);
    const records: T[] = [];
    for (const name of await readdir(folder)) {
      const file = path.join(folder, name);
      if (name.startsWith(TEMP_PREFIX)) {
        // A write that never reached its rename: the record it was writing does not exist.
        await rm(file, { force: true });
        continue;
      }
      if (!name.endsWith(".json") || !(await stat(file)).isFile()) continue;
      try {
        const record = JSON.parse(await readFile(file, "utf8")) as T;
        if (typeof record.submissionId !== "string" || spoolName(record.submissionId) !== name) {
          throw new Error("unexpected content");
        }
        records.push(record);
      } catch (error) {
        log(`[mail-gateway] spool: ignoring ${state}/${name}: ${(error as Error).message}`);
      }
    }
    return records;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Makes a rename in the directory durable (POSIX); a no-op where directories cannot be synced. */
async function syncDirectory(folder: string): Promise<void> {
  let handle;
  try {
    handle = await open(folder, "r");
  } catch {
    return;
  }
  try {
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EISDIR" && code !== "EINVAL" && code !== "EPERM") throw error;
  } finally {
    await handle.close();
  }
}
