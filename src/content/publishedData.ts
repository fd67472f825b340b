/**
 * The data of a published page, by key (src/content/publishedFiles.ts): read from the
 * server bundle in the pre-render, fetched from /data/<key>.json in the browser (once per
 * key: a hover may have fetched it already). An unknown key is a 404.
 */
import { basename } from "./locale.ts";

/** A published page that does not exist: the router shows the 404 page (src/app/SiteRouter.tsx). */
export class NotFoundError extends Error {
  constructor(what: string) {
    super(`Not found: ${what}`);
    this.name = "NotFoundError";
  }
}

export const isNotFound = (error: unknown): error is NotFoundError =>
  error instanceof NotFoundError;

const requests = new Map<string, Promise<unknown>>();

export async function publishedData<T>(key: string): Promise<T> {
  if (import.meta.env.SSR) {
    const { default: published } = await import("content:published");
    const found = published.files[key];
    if (found === undefined) throw new NotFoundError(key);
    return found as T;
  }
  let request = requests.get(key);
  if (!request) {
    // This edition's files: /data/<key>.json in English, /data/el/<key>.json in Greek.
    const url = `/data${basename}/${key}.json`;
    request = fetch(url).then((response) => {
      if (response.status === 404) throw new NotFoundError(key);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    request.catch(() => requests.delete(key));
    requests.set(key, request);
  }
  return (await request) as T;
}
