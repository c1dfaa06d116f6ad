/**
 * One way to parse a fetched page into a DOM (linkedom), shared by the Markdown converter and the
 * crawler's boilerplate pruning, so both see the same tree.
 */
import { parseHTML } from "linkedom";
import { PageError } from "../browser/types.js";

/** The document type linkedom returns (a server-side subset of the browser's `Document`). */
export type PageDocument = ReturnType<typeof parseHTML>["document"];

/** An element of a {@link PageDocument}. */
export type PageElement = NonNullable<ReturnType<PageDocument["querySelector"]>>;

/**
 * The deepest element nesting a page may have. Real pages stay under a hundred; linkedom's parse
 * grows faster than linearly with depth (200,000 nested `<div>`s, 1.2 MB, took 53 s of blocked
 * event loop) and a DOM walk recurses, so a deeper page is refused before it is parsed.
 */
export const MAX_NESTING = 1000;

/** Elements that never hold children, or whose end tag may be left out: they add no depth. */
const NO_DEPTH = new Set(
  (
    "area base br col embed hr img input link meta source track wbr " +
    "p li dt dd tr td th option optgroup colgroup caption thead tbody tfoot rb rt rp rtc html head body"
  ).split(" "),
);

/** Whether the tags of `html` nest deeper than `max`, by one linear scan of its tags. */
function nestsDeeperThan(html: string, max: number): boolean {
  let depth = 0;
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(\/?)>/g)) {
    const name = (m[2] ?? "").toLowerCase();
    if (NO_DEPTH.has(name) || m[3]) continue;
    if (m[1]) depth = Math.max(0, depth - 1);
    else if (++depth > max) return true;
  }
  return false;
}

/**
 * Parses `html` as a whole document; throws `PageError("too_large")` (413) when its elements nest
 * deeper than {@link MAX_NESTING}. linkedom builds no `<html>`/`<body>` around a fragment (its
 * `body` then throws), so a fragment is wrapped first, as a browser's parser would.
 */
export function parseDocument(html: string): PageDocument {
  if (nestsDeeperThan(html, MAX_NESTING))
    throw new PageError("too_large", `The page nests elements more than ${MAX_NESTING} deep`);
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
