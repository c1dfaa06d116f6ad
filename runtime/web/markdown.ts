/**
 * HTML to Markdown for language models, shared by the crawler (`POST /md`) and the renderer
 * (`POST /v1/markdown`). mdream does the conversion (its WebAssembly build: the native binding is
 * an optional dependency that is not installed everywhere, the WASM one ships inside the package);
 * code blocks are taken out before and put back after, so their text reaches the caller byte for
 * byte, with a fence longer than any backtick run inside them.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { htmlToMarkdownResult, initSync } from "mdream/wasm";
import { documentBaseUrl, type PageDocument, type PageElement, parseDocument } from "./dom.js";

let ready = false;

/** Instantiates mdream's WebAssembly module once per process (about 200 KB, a few ms). */
function ensureMdream(): void {
  if (ready) return;
  const require = createRequire(import.meta.url);
  initSync({ module: readFileSync(require.resolve("mdream/wasm/mdream_edge_bg.wasm")) });
  ready = true;
}

/** `language-x`, `lang-x` (highlight.js, Prism, GitHub) or `data-lang` on `<code>` or `<pre>`. */
function codeLanguage(pre: PageElement, code: PageElement | null): string {
  for (const el of [code, pre]) {
    if (!el) continue;
    const fromClass = /(?:^|\s)(?:language|lang)-([\w+#.-]+)/.exec(el.getAttribute("class") ?? "");
    if (fromClass?.[1]) return fromClass[1];
    const fromData = el.getAttribute("data-lang") ?? el.getAttribute("data-language");
    if (fromData && /^[\w+#.-]+$/.test(fromData)) return fromData;
  }
  return "";
}

/** A fenced block holding `text` verbatim: the fence outgrows every backtick run in the text. */
export function fencedBlock(text: string, language: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = "`".repeat(Math.max(3, longest + 1));
  return `${ticks}${language}\n${text}\n${ticks}`;
}

/**
 * Replaces every outermost `<pre>` with a paragraph holding a unique token and returns the
 * fenced blocks by token. The token is letters and digits only, so mdream passes it unchanged.
 */
function extractCodeBlocks(document: PageDocument): Map<string, string> {
  const nonce = Math.random().toString(36).slice(2, 10);
  const blocks = new Map<string, string>();
  for (const pre of [...document.querySelectorAll("pre")] as PageElement[]) {
    if (!pre.isConnected || pre.parentElement?.closest("pre")) continue;
    // <br> inside <pre> is a line break the text content would lose.
    for (const br of [...pre.querySelectorAll("br")]) br.replaceWith("\n");
    const code = pre.querySelector("code");
    // The HTML parser already dropped the newline right after <pre>; keep the rest, minus the
    // one trailing newline authors add before </code></pre>.
    const text = (pre.textContent ?? "").replace(/\r\n?/g, "\n").replace(/\n$/, "");
    const token = `mdcode${nonce}x${blocks.size}x`;
    blocks.set(token, fencedBlock(text, codeLanguage(pre, code)));
    const placeholder = document.createElement("p");
    placeholder.textContent = token;
    pre.replaceWith(placeholder);
  }
  return blocks;
}

/**
 * Converts a parsed page to Markdown. MUTATES `document` (code blocks are swapped for tokens and
 * `<head>` is dropped so the title does not lead the text); links and images become absolute
 * against the page's `<base href>` or `baseUrl`.
 */
export function documentToMarkdown(document: PageDocument, baseUrl: string): string {
  ensureMdream();
  const origin = documentBaseUrl(document, baseUrl);
  document.querySelector("head")?.remove();
  const blocks = extractCodeBlocks(document);
  const html = document.toString();
  const result = htmlToMarkdownResult(html, { origin, plugins: {} }) as { markdown?: string };
  let markdown = result.markdown ?? "";
  for (const [token, block] of blocks) markdown = markdown.split(token).join(block);
  return markdown.trim();
}

/**
 * Converts an HTML page (or fragment) to Markdown: code blocks (`<pre>`, with the language of a
 * `language-x` class) become fenced blocks with their whitespace untouched; relative links and
 * images become absolute against `baseUrl` (the page's URL). Signature kept stable: the renderer
 * reuses it.
 */
export function htmlToMarkdown(html: string, baseUrl: string): string {
  return documentToMarkdown(parseDocument(html), baseUrl);
}
