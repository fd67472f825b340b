// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Spool, spoolName, type PendingRecord } from "../../server/spool.ts";

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "relay-spool-"));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

function pending(submissionId: string): PendingRecord {
  return {
    version: 1,
    submissionId,
    hash: "h",
    acceptedAt: new Date(0).toISOString(),
    message: { from: "a@b.c", to: "d@e.f", subject: "s", text: "t", submissionId },
  };
}

describe("spool file names", () => {
  it("are short, safe and distinct for any id, also on case-insensitive file systems", () => {
    const ids = ["../../etc/passwd", "a/b\\c:d*e?f", "Abc", "abc", "x".repeat(200), "%2e%2e"];
    const names = ids.map(spoolName);

    for (const name of names) {
      expect(name).toMatch(/^[A-Za-z0-9_-]{1,60}\.[0-9a-f]{32}\.json$/);
      expect(name.length).toBeLessThan(100);
    }
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(ids.length);
  });
});

describe("Spool", () => {
  it("writes records atomically with owner-only permissions and reads them back", async () => {
    const spool = new Spool(dir);
    await spool.prepare();
    await spool.addPending(pending("id-1"));
    await spool.markAttempt({ submissionId: "id-1", startedAt: new Date(5).toISOString() });

    const contents = await spool.load(() => undefined);

    expect(contents.pending.map((record) => record.submissionId)).toEqual(["id-1"]);
    expect(contents.unconfirmed.get("id-1")?.startedAt).toBe(new Date(5).toISOString());
    const file = path.join(dir, "pending", spoolName("id-1"));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(dir, "pending"))).mode & 0o777).toBe(0o700);
    expect(await readdir(path.join(dir, "pending"))).toEqual([spoolName("id-1")]);
  });

  it("drops leftovers of interrupted writes and skips (and names) unreadable records", async () => {
    const spool = new Spool(dir);
    await spool.prepare();
    await spool.addPending(pending("good"));
    await writeFile(path.join(dir, "pending", ".tmp-0123abcd"), '{"half": ');
    await writeFile(path.join(dir, "pending", spoolName("broken")), "not json");
    const logged: string[] = [];

    const contents = await spool.load((line) => logged.push(line));

    expect(contents.pending.map((record) => record.submissionId)).toEqual(["good"]);
    expect(await readdir(path.join(dir, "pending"))).not.toContain(".tmp-0123abcd");
    expect(logged.join("\n")).toContain(spoolName("broken"));
  });

  it("records a delivery before dropping the pending copy and its marker", async () => {
    const spool = new Spool(dir);
    await spool.prepare();
    await spool.addPending(pending("id-2"));
    await spool.markAttempt({ submissionId: "id-2", startedAt: new Date(0).toISOString() });

    await spool.markDelivered({
      version: 1,
      submissionId: "id-2",
      hash: "h",
      deliveredAt: new Date(1).toISOString(),
      via: "answer",
      answer: { status: 200, body: "{}" },
    });

    expect(await readdir(path.join(dir, "pending"))).toEqual([]);
    expect(await readdir(path.join(dir, "attempts"))).toEqual([]);
    const record = JSON.parse(
      await readFile(path.join(dir, "delivered", spoolName("id-2")), "utf8"),
    ) as Record<string, unknown>;
    expect(record).toMatchObject({ submissionId: "id-2", hash: "h", via: "answer" });
    expect(record).not.toHaveProperty("message");
  });

  it("is held by one owner at a time; a lock left by a dead process is taken over", async () => {
    const first = new Spool(dir);
    const second = new Spool(dir);
    await first.prepare();
    await first.lock();

    await expect(second.lock()).rejects.toThrow(/already in use in this process/);
    await first.unlock();
    // A process id that cannot be alive (above Linux's pid_max).
    await writeFile(path.join(dir, "relay.lock"), "99999999\n");
    await second.lock();
    expect((await readFile(path.join(dir, "relay.lock"), "utf8")).trim()).toBe(String(process.pid));
    await second.unlock();
  });
});
