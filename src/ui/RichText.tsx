import { use, useState, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import type { Body as BodyContent } from "../content/schema.ts";
import { bandGroup } from "./bandGroup.ts";

interface RichTextProps {
  /** A body rendered and sanitised from Markdown at build time (src/content/loader.ts). */
  body: BodyContent;
  /** Its blocks are bands of the page while the first load settles (bandGroup). */
  bands?: boolean;
}

/**
 * A long-form body from a content file. Its children take part in the parent's layout
 * (display: contents), and a link to a page of this site navigates in the app as a
 * <Link> would, instead of reloading the page.
 *
 * In the browser build the HTML is not in the JS: on hydration it is read back from the
 * pre-rendered element (the same string the server rendered, so hydration matches), and
 * after a client-side navigation it is fetched once per document from `body.src`.
 */
export function RichText({ body, bands = false }: RichTextProps) {
  const navigate = useNavigate();
  const html = useBodyHtml(body);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest("a");
    const href = link?.getAttribute("href");
    if (!link || !href?.startsWith("/") || href.startsWith("//")) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void navigate(href);
  };
  // The content is sanitised at build time: raw HTML in Markdown is escaped, and only
  // http(s), mailto, tel and site links are kept.
  return (
    <Body
      data-body={body.key}
      {...(bands && bandGroup)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** Bodies already seen in this page's life, by key: a return visit needs no request. */
const seen = new Map<string, string>();
/** One request per bodies file. */
const files = new Map<string, Promise<Record<string, string>>>();

function useBodyHtml(body: BodyContent): string {
  const [fromPage] = useState(() => {
    if (body.html !== undefined) return body.html;
    const known = seen.get(body.key);
    if (known !== undefined) return known;
    const element = document.querySelector(`[data-body="${CSS.escape(body.key)}"]`);
    if (element) seen.set(body.key, element.innerHTML);
    return element?.innerHTML;
  });
  if (fromPage !== undefined) return fromPage;
  const src = body.src as string;
  let file = files.get(src);
  if (!file) {
    file = fetch(src).then((response) => {
      if (!response.ok) throw new Error(`${src}: HTTP ${response.status}`);
      return response.json() as Promise<Record<string, string>>;
    });
    // A failed request may be retried by the next render (e.g. back online).
    file.catch(() => files.delete(src));
    files.set(src, file);
  }
  const html = use(file)[body.key] ?? "";
  seen.set(body.key, html);
  return html;
}

const Body = styled.div`
  display: contents;
`;
