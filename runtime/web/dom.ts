/**
 * One way to parse a fetched page into a DOM (linkedom), shared by the Markdown converter and the
 * crawler's boilerplate pruning, so both see the same tree.
 */
import { parseHTML } from "linkedom";

/** The document type linkedom returns (a server-side subset of the browser's `Document`). */
export type PageDocument = ReturnType<typeof parseHTML>["document"];

/** An element of a {@link PageDocument}. */
export type PageElement = NonNullable<ReturnType<PageDocument["querySelector"]>>;

/**
 * Parses `html` as a whole document. linkedom builds no `<html>`/`<body>` around a fragment (its
 * `body` then throws), so a fragment is wrapped first, as a browser's parser would.
 */
export function parseDocument(html: string): PageDocument {
  const whole = /<html[\s>]/i.test(html.slice(0, 4096));
  const source = whole ? html : `<!DOCTYPE html><html><head></head><body>${html}</body></html>`;
  return parseHTML(source).document;
}

/**
 * The URL relative links resolve against: the page's own `<base href>` when it names a valid
 * http(s) address (a browser honours it the same way), else `pageUrl`.
 */
export function documentBaseUrl(document: PageDocument, pageUrl: string): string {
  const href = document.querySelector("base[href]")?.getAttribute("href");
  if (!href) return pageUrl;
  try {
    const resolved = new URL(href, pageUrl);
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.href : pageUrl;
  } catch {
    return pageUrl;
  }
}
