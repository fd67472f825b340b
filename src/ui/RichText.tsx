import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";

interface RichTextProps {
  /** HTML rendered and sanitised from Markdown at build time (src/content/loader.ts). */
  html: string;
}

/**
 * A long-form body from a content file. Its children take part in the parent's layout
 * (display: contents), and a link to a page of this site navigates in the app as a
 * <Link> would, instead of reloading the page.
 */
export function RichText({ html }: RichTextProps) {
  const navigate = useNavigate();
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
  return <Body onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

const Body = styled.div`
  display: contents;
`;
