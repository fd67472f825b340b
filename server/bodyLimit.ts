import { buildEmailContent } from "../src/contact/rules/email.ts";
import {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  LIMITS,
  variableName,
  type ContactMessage,
} from "../src/contact/rules/fields.ts";
import { FIELD, MAX_LENGTH } from "./message.ts";

/** The costliest character on the wire: 3 bytes of UTF-8 for one UTF-16 unit. */
const COSTLIEST = "\u20ac";
/** RFC 5322 2.1.1: the longest line a header field (here: from, to) can take. */
const MAX_HEADER_LINE = 998;
/** RFC 2046: a multipart boundary has at most 70 characters. */
const MAX_BOUNDARY = 70;

/**
 * The largest request a real contact message can make, derived from the field limits: the
 * gateway refuses anything larger (413) before reading it, so a hostile body costs at most
 * this much to read and parse (MAIL_MAX_BODY_BYTES overrides it).
 *
 * The worst case is the app's request (SPEC §7) with every field at its limit, filled with
 * the character that costs most on the wire, and sent urlencoded:
 * - the fields travel up to four times: as v: variables, and inside Mailgun's `text`,
 *   `html` and `subject` (and the address as `h:Reply-To`), which the browser renders;
 * - one UTF-16 unit is at most 3 bytes of UTF-8 (a 4-byte character is 2 units), and
 *   percent-encoding triples every byte: 9 bytes. A 3-byte character such as "€" reaches
 *   that in every copy, html included (it is not escaped), which beats any character the
 *   html escapes (`"` is 3 bytes in a field, `%26quot%3B`, 10, in html: 16 in all, not 27);
 * - from and to are ignored but sent: at most a header line each (RFC 5322: 998);
 * - multipart carries the same values unencoded, plus a part header per field, and is
 *   computed too; the larger of the two is the limit.
 */
export const MAX_MESSAGE_REQUEST_BYTES = largestRequestBytes();

function largestRequestBytes(): number {
  const fields = largestAppRequest();
  return Math.max(urlencodedBytes(fields), multipartBytes(fields));
}

/** The app's request (src/contact/gatewayClient.ts) for the largest message, field by field. */
export function largestAppRequest(): [name: string, value: string][] {
  const message = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, COSTLIEST.repeat(LIMITS[field])]),
  ) as ContactMessage;
  const { subject, text, html } = buildEmailContent(message);
  const header = COSTLIEST.repeat(MAX_HEADER_LINE);
  return [
    [FIELD.from, header],
    [FIELD.to, header],
    [FIELD.subject, subject],
    [FIELD.text, text],
    [FIELD.html, html],
    [FIELD.replyTo, message.email],
    ...CONTACT_FIELDS.map((field): [string, string] => [variableName(field), message[field]]),
    [variableName(HONEYPOT_FIELD), ""],
    [FIELD.submissionId, "%".repeat(MAX_LENGTH.submissionId)],
  ];
}

function urlencodedBytes(fields: [string, string][]): number {
  return new URLSearchParams(fields).toString().length;
}

function multipartBytes(fields: [string, string][]): number {
  const boundary = "-".repeat(MAX_BOUNDARY);
  const utf8 = (value: string) => Buffer.byteLength(value, "utf8");
  const parts = fields.map(
    ([name, value]) =>
      utf8(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n\r\n`) +
      // Multipart turns every line break into CRLF: the text and html's LFs double.
      utf8(value.replace(/\n/g, "\r\n")),
  );
  return parts.reduce((sum, bytes) => sum + bytes, 0) + utf8(`--${boundary}--\r\n`);
}
