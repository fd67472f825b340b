import { HttpError } from "./http.ts";

/** Reading a urlencoded or multipart request body into fields, within a byte limit. */
export type Form = Map<string, string[]>;

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
  const bytes = await readCapped(request.body, maxBytes);
  return mediaType === "multipart/form-data"
    ? parseMultipart(bytes, contentType)
    : parseUrlEncoded(bytes);
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `Request body exceeds ${maxBytes} bytes`);
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

async function parseMultipart(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<Form> {
  let data: FormData;
  try {
    data = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new HttpError(400, "Malformed multipart/form-data body");
  }
  const form: Form = new Map();
  for (const [name, value] of data) {
    if (typeof value !== "string") throw new HttpError(400, `'${name}' must be a text field`);
    addField(form, name, value);
  }
  return form;
}

function parseUrlEncoded(bytes: Uint8Array): Form {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, "Malformed application/x-www-form-urlencoded body");
  }
  const form: Form = new Map();
  for (const [name, value] of new URLSearchParams(text)) addField(form, name, value);
  return form;
}

function addField(form: Form, name: string, value: string): void {
  form.set(name, [...(form.get(name) ?? []), value]);
}
