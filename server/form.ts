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

/** Non-empty `&`-separated sequences: exactly the pairs the WHATWG parser yields. */
export function countUrlEncodedFields(bytes: Uint8Array, stopAfter: number): number {
  let count = 0;
  let inField = false;
  for (let i = 0; i < bytes.length && count <= stopAfter; i++) {
    if (bytes[i] === AMPERSAND) {
      inField = false;
    } else if (!inField) {
      inField = true;
      count += 1;
    }
  }
  return count;
}

function parseUrlEncoded(bytes: Uint8Array): Form {
  if (countUrlEncodedFields(bytes, MAX_FIELDS) > MAX_FIELDS) throw tooManyFields();
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, "Malformed application/x-www-form-urlencoded body");
  }
  const form = new FieldCollector();
  for (const [name, value] of new URLSearchParams(text)) form.add(name, value);
  return form.fields;
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
