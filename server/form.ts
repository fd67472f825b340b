import { HttpError } from "./http.ts";

/**
 * Reading a urlencoded or multipart request body into fields, within a byte limit and a
 * field limit. Linear in the body: the fields are counted in the raw bytes first (one pass,
 * no decoding), so a body of half a million tiny fields is refused with 400 before any
 * parser builds them; the parse itself appends each value to its name's list in place.
 */
export type Form = Map<string, string[]>;

/**
 * More fields than any real message has (the contact form sends about a dozen). Counting
 * every field also bounds the distinct names and the repeats of one name.
 */
export const MAX_FIELDS = 100;
/** A field name longer than this is not one of ours: refuse it before it becomes a key. */
export const MAX_FIELD_NAME_LENGTH = 200;

export async function readForm(request: Request, maxBytes: number): Promise<Form> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "multipart/form-data" && mediaType !== "application/x-www-form-urlencoded") {
    throw new HttpError(
      415,
      "Content-Type must be multipart/form-data or application/x-www-form-urlencoded",
    );
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge(maxBytes);
  if (mediaType === "multipart/form-data") {
    // Checked before reading, so a request without a usable boundary costs nothing.
    const boundary = multipartBoundary(contentType);
    const bytes = await readCapped(request.body, maxBytes);
    return parseMultipart(bytes, contentType, boundary);
  }
  return parseUrlEncoded(await readCapped(request.body, maxBytes));
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `Request body exceeds ${maxBytes} bytes`);
}

function tooManyFields(): HttpError {
  return new HttpError(400, `Too many fields (at most ${MAX_FIELDS})`);
}

/** Counts streamed bytes, so a missing or lying Content-Length cannot get past the limit. */
async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const chunk = await readChunk(reader);
    if (chunk === undefined) break;
    total += chunk.byteLength;
    if (total > maxBytes) {
      reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function readChunk(
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<Uint8Array | undefined> {
  try {
    const { done, value } = await reader.read();
    return done ? undefined : value;
  } catch {
    throw new HttpError(400, "The request body could not be read");
  }
}

// ---------------------------------------------------------------------------------------------
// multipart/form-data

/** RFC 2046: 1 to 70 characters from a small set (quoted when it has a space or punctuation). */
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

function multipartBoundary(contentType: string): string {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? "";
  if (!BOUNDARY.test(boundary)) {
    throw new HttpError(400, "Malformed multipart/form-data body: no valid boundary parameter");
  }
  return boundary;
}

/**
 * Every part starts with `--boundary` (and the body ends with `--boundary--`), so counting
 * that byte string anywhere in the body bounds the parts from above, whatever line endings
 * a lenient parser would accept. Buffer.indexOf is a linear search.
 */
export function countDelimiters(bytes: Uint8Array, boundary: string, stopAfter: number): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const delimiter = Buffer.from(`--${boundary}`, "latin1");
  let count = 0;
  let at = buffer.indexOf(delimiter);
  while (at !== -1 && count <= stopAfter) {
    count += 1;
    at = buffer.indexOf(delimiter, at + delimiter.byteLength);
  }
  return count;
}

async function parseMultipart(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  boundary: string,
): Promise<Form> {
  // MAX_FIELDS parts need MAX_FIELDS + 1 delimiters (the closing one included).
  if (countDelimiters(bytes, boundary, MAX_FIELDS + 1) > MAX_FIELDS + 1) throw tooManyFields();
  let data: FormData;
  try {
    data = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new HttpError(400, "Malformed multipart/form-data body");
  }
  const form = new FieldCollector();
  for (const [name, value] of data) {
    if (typeof value !== "string") throw new HttpError(400, `'${name}' must be a text field`);
    form.add(name, value);
  }
  return form.fields;
}

// ---------------------------------------------------------------------------------------------
// application/x-www-form-urlencoded

const AMPERSAND = 0x26;

/**
 * Non-empty `&`-separated sequences: exactly the pairs the WHATWG parser yields. A field is
 * skipped with one native search, so only a body of bare `&`s is walked byte by byte.
 */
export function countUrlEncodedFields(bytes: Uint8Array, stopAfter: number): number {
  let count = 0;
  for (let i = 0; i < bytes.length && count <= stopAfter;) {
    if (bytes[i] === AMPERSAND) {
      i += 1;
      continue;
    }
    count += 1;
    const next = bytes.indexOf(AMPERSAND, i);
    i = next === -1 ? bytes.length : next + 1;
  }
  return count;
}

/**
 * The WHATWG urlencoded parser, over bytes: split at `&` and the first `=`, `+` is a space,
 * `%XX` a byte, then UTF-8 (lossy, as URLSearchParams). Native searches cut the fields and
 * one byte loop decodes each: linear, and far cheaper than URLSearchParams, which took
 * 100-300 ms over a 1 MiB body of `+` (string replacements are as slow).
 */
export function parseUrlEncoded(bytes: Uint8Array): Form {
  if (countUrlEncodedFields(bytes, MAX_FIELDS) > MAX_FIELDS) throw tooManyFields();
  try {
    UTF8_STRICT.decode(bytes);
  } catch {
    throw new HttpError(400, "Malformed application/x-www-form-urlencoded body");
  }
  // The body used to be decoded as a whole, which drops a byte order mark opening it.
  const from = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const form = new FieldCollector();
  for (let start = from; start < bytes.length;) {
    if (bytes[start] === AMPERSAND) {
      start += 1; // an empty field: no pair, and no native call for it
      continue;
    }
    const ampersand = bytes.indexOf(AMPERSAND, start);
    const end = ampersand === -1 ? bytes.length : ampersand;
    const equals = bytes.subarray(start, end).indexOf(EQUALS);
    const split = equals === -1 ? end : start + equals;
    form.add(decodeComponent(bytes, start, split), decodeComponent(bytes, split + 1, end));
    start = end + 1;
  }
  return form.fields;
}

const UTF8_STRICT = new TextDecoder("utf-8", { fatal: true });
const UTF8_LOSSY = new TextDecoder("utf-8", { ignoreBOM: true });
const EQUALS = 0x3d;
const PLUS = 0x2b;
const PERCENT = 0x25;
const SPACE = 0x20;

function decodeComponent(bytes: Uint8Array, from: number, to: number): string {
  if (from >= to) return "";
  const part = bytes.slice(from, to);
  if (part.indexOf(PERCENT) === -1) {
    // The common case, and a body of `+`: a copy, a tight loop, one native decode.
    if (part.indexOf(PLUS) !== -1) {
      for (let i = 0; i < part.length; i++) if (part[i] === PLUS) part[i] = SPACE;
    }
    return UTF8_LOSSY.decode(part);
  }
  const out = new Uint8Array(to - from);
  let length = 0;
  for (let i = from; i < to; i++) {
    const byte = bytes[i] ?? 0;
    if (byte === PLUS) {
      out[length++] = SPACE;
      continue;
    }
    const high = byte === PERCENT && i + 2 < to ? hexValue(bytes[i + 1] ?? 0) : -1;
    const low = high === -1 ? -1 : hexValue(bytes[i + 2] ?? 0);
    if (low === -1) {
      out[length++] = byte;
    } else {
      out[length++] = high * 16 + low;
      i += 2;
    }
  }
  return UTF8_LOSSY.decode(out.subarray(0, length));
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

// ---------------------------------------------------------------------------------------------

/** Collects fields in place (one push per field) and enforces the limits as it goes. */
class FieldCollector {
  readonly fields: Form = new Map();
  private count = 0;

  add(name: string, value: string): void {
    this.count += 1;
    if (this.count > MAX_FIELDS) throw tooManyFields();
    if (name.length > MAX_FIELD_NAME_LENGTH) {
      throw new HttpError(400, `A field name is longer than ${MAX_FIELD_NAME_LENGTH} characters`);
    }
    const values = this.fields.get(name);
    if (values === undefined) this.fields.set(name, [value]);
    else values.push(value);
  }
}
