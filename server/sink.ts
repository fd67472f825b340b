import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatewayConfig } from "./config.ts";
import { LOG_PREFIX, type Answer } from "./http.ts";
import type { MailMessage } from "./message.ts";

export function createSink(config: GatewayConfig, now: () => number, log: (line: string) => void) {
  const outbox = path.resolve(config.outboxDir);
  return async (message: MailMessage): Promise<Answer> => {
    const receivedAt = new Date(now());
    const token = randomBytes(8).toString("hex");
    const id = `<${compactStamp(receivedAt)}.${token}@${config.domain}>`;
    // ISO time first, so a plain directory listing is in arrival order.
    const name = `${receivedAt.toISOString().replace(/[:.]/g, "-")}-${token}.json`;
    const file = path.join(outbox, name);
    const record = outboxRecord(id, receivedAt, config.domain, message);
    await mkdir(outbox, { recursive: true });
    await writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { flag: "wx" });
    log(
      `${LOG_PREFIX} sink: ${id} from ${message.from} to ${message.to} ` +
        `subject ${JSON.stringify(message.subject)} -> ${path.relative(process.cwd(), file)}`,
    );
    return { status: 200, body: JSON.stringify({ id, message: "Queued. Thank you." }) };
  };
}

/** One message as the sink writes it: a JSON file in the outbox. */
export type OutboxRecord = ReturnType<typeof outboxRecord>;

function outboxRecord(id: string, receivedAt: Date, domain: string, message: MailMessage) {
  return {
    id,
    receivedAt: receivedAt.toISOString(),
    domain,
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    "h:Reply-To": message.replyTo ?? null,
    submissionId: message.submissionId ?? null,
  };
}

function compactStamp(date: Date): string {
  return date.toISOString().replace(/\D/g, "").slice(0, 14);
}
