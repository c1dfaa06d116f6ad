/**
 * What the crawler makes of a fetched body, by its media type: HTML and XHTML are pages to
 * convert; `text/markdown` and `text/plain` are answered as they are (Markdown already, or text
 * that reads as Markdown); JSON is answered in a fenced `json` block, untouched; everything else
 * (images, PDF, archives, octet streams) is refused with 415 naming the type. A response without a
 * `Content-Type` is sniffed: HTML if it starts like HTML, text if it decodes as UTF-8 without NULs.
 */
import { PageError } from "../../runtime/browser/types.js";
import { fencedBlock } from "../../runtime/web/markdown.js";

/** How a body is turned into Markdown. */
export type ContentKind = "html" | "markdown" | "text" | "json";

/** A body the crawler reads, decoded to text. */
export interface PageContent {
  kind: ContentKind;
  /** The media type without parameters, lower case. */
  mediaType: string;
  text: string;
}

const KINDS: Record<string, ContentKind> = {
  "text/html": "html",
  "application/xhtml+xml": "html",
  "text/markdown": "markdown",
  "text/x-markdown": "markdown",
  "text/plain": "text",
  "application/json": "json",
};

/** The kind for a media type (`+json` suffixes are JSON), or undefined when it is not read. */
function kindOf(mediaType: string): ContentKind | undefined {
  return KINDS[mediaType] ?? (/^application\/[\w.+-]+\+json$/.test(mediaType) ? "json" : undefined);
}

/** `charset` of a Content-Type, else a `<meta charset>` / `http-equiv` in the first 2 KB of HTML. */
function charsetOf(contentType: string, body: Buffer, kind: ContentKind): string {
  const param = /;\s*charset\s*=\s*"?([\w.:-]+)/i.exec(contentType)?.[1];
  if (param) return param;
  if (kind !== "html") return "utf-8";
  const head = body.subarray(0, 2048).toString("latin1");
  return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1] ?? "utf-8";
}

/** Decodes with the named charset; an unknown label falls back to UTF-8 rather than failing. */
function decode(body: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset).decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

/** The media type a body without a `Content-Type` looks like. */
function sniff(body: Buffer): string {
  const start = body.subarray(0, 1024).toString("utf8").trimStart().toLowerCase();
  if (/^(<!doctype html|<html|<head|<body|<!--)/.test(start)) return "text/html";
  if (body.includes(0)) return "application/octet-stream";
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(body);
    return "text/plain";
  } catch {
    return "application/octet-stream";
  }
}

/** Reads `body` as the crawler does; throws `PageError("content_type")` (415) for other types. */
export function readContent(contentType: string | undefined, body: Buffer, url: string): PageContent {
  const declared = (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const mediaType = declared || sniff(body);
  const kind = kindOf(mediaType);
  if (!kind)
    throw new PageError(
      "content_type",
      `${url} answered ${mediaType.slice(0, 100)}, which is not a page: the crawler reads HTML, XHTML, Markdown, plain text and JSON`,
    );
  return { kind, mediaType, text: decode(body, charsetOf(contentType ?? "", body, kind)) };
}

/** The Markdown for `content` before any filter: JSON is fenced, text and Markdown pass as they are. */
export function textMarkdown(content: PageContent): string {
  return content.kind === "json" ? fencedBlock(content.text.replace(/\n$/, ""), "json") : content.text;
}
