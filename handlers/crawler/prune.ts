/**
 * The `fit` filter: the page's main content, boilerplate pruned, on a linkedom DOM before it is
 * converted. Like crawl4ai's PruningContentFilter it judges blocks by what they hold rather than
 * by a fixed layout: elements that are boilerplate by their tag or role (navigation, headers,
 * footers, asides, forms, dialogs) or by their id and classes (cookie banners, share bars, menus,
 * sidebars, ads) go first; then, inside what is left, blocks that are mostly links (menus,
 * tag clouds, "related" lists) or hold no text at all.
 */
import type { PageDocument, PageElement } from "../../runtime/web/dom.js";

/** Never content: gone wherever they are. */
const ALWAYS = [
  "script",
  "style",
  "noscript",
  "template",
  "iframe",
  "object",
  "embed",
  "form",
  "button",
  "input",
  "select",
  "textarea",
  "dialog",
  "nav",
  "aside",
  "[hidden]",
  '[aria-hidden="true"]',
  '[role="navigation"]',
  '[role="banner"]',
  '[role="contentinfo"]',
  '[role="complementary"]',
  '[role="search"]',
  '[role="dialog"]',
  '[role="alertdialog"]',
].join(",");

/** Words in an id or class that mark boilerplate (matched as whole words of the name). */
const BOILERPLATE_WORDS = new Set([
  "cookie",
  "cookies",
  "consent",
  "gdpr",
  "banner",
  "nav",
  "navbar",
  "navigation",
  "menu",
  "breadcrumb",
  "breadcrumbs",
  "sidebar",
  "footer",
  "masthead",
  "share",
  "sharing",
  "social",
  "advert",
  "advertisement",
  "ad",
  "ads",
  "sponsor",
  "sponsored",
  "promo",
  "newsletter",
  "subscribe",
  "popup",
  "modal",
  "related",
  "recommended",
  "skip",
  "toolbar",
]);

/** Blocks judged by their link density and emptiness. */
const BLOCKS = new Set(["DIV", "SECTION", "UL", "OL", "DL", "TABLE", "P", "SPAN", "CENTER", "FIGURE"]);
/** What counts as content even without text. */
const MEDIA = "img,picture,video,audio,pre,code,math,table,svg";
/** Above this share of link text a block is navigation, not prose. */
const MAX_LINK_DENSITY = 0.5;

/** Whether an element's id or classes name boilerplate. */
function namedBoilerplate(el: PageElement): boolean {
  const names = `${el.getAttribute("id") ?? ""} ${el.getAttribute("class") ?? ""}`.toLowerCase();
  if (!names.trim()) return false;
  return names.split(/[^a-z0-9]+/).some((word) => BOILERPLATE_WORDS.has(word));
}

/** Collapsed text length: what a reader sees, not markup whitespace. */
function textLength(el: PageElement): number {
  return (el.textContent ?? "").replace(/\s+/g, " ").trim().length;
}

/** Share of an element's text that sits inside links (0 when it has no text). */
function linkDensity(el: PageElement, total: number): number {
  if (total === 0) return 0;
  let linked = 0;
  for (const a of el.querySelectorAll("a")) linked += textLength(a as PageElement);
  return linked / total;
}

/** The page's main content root: `<main>`, `[role=main]`, or a lone `<article>`; else the body. */
function contentRoot(document: PageDocument): PageElement | null {
  const main = document.querySelector('main, [role="main"]');
  if (main && textLength(main) > 0) return main;
  const articles = document.querySelectorAll("article");
  if (articles.length === 1 && textLength(articles[0] as PageElement) > 0) return articles[0] as PageElement;
  return document.body as PageElement | null;
}

/** Removes link-dense and empty blocks under `el`, depth first from the top. */
function pruneBlocks(el: PageElement): void {
  for (const child of [...el.children] as PageElement[]) {
    if (!BLOCKS.has(child.tagName)) {
      pruneBlocks(child);
      continue;
    }
    const total = textLength(child);
    const empty = total === 0 && !child.querySelector(MEDIA);
    if (empty || linkDensity(child, total) > MAX_LINK_DENSITY) {
      child.remove();
      continue;
    }
    pruneBlocks(child);
  }
}

/**
 * Reduces `document` to its main content, in place: afterwards `document.body` holds only what
 * `fit` answers. Headers and footers inside an `<article>` (bylines, dates) are kept.
 */
export function pruneToMainContent(document: PageDocument): void {
  for (const el of [...document.querySelectorAll(ALWAYS)]) el.remove();
  for (const el of [...document.querySelectorAll("header, footer")] as PageElement[])
    if (!el.parentElement?.closest("article")) el.remove();
  for (const el of [...document.querySelectorAll("[id], [class]")] as PageElement[]) {
    if (!el.isConnected || ["HTML", "BODY", "MAIN", "ARTICLE"].includes(el.tagName)) continue;
    if (namedBoilerplate(el)) el.remove();
  }
  const root = contentRoot(document);
  const body = document.body as PageElement | null;
  if (!root || !body) return;
  if (root !== body) {
    root.remove();
    while (body.firstChild) body.firstChild.remove();
    body.appendChild(root);
  }
  pruneBlocks(body);
}
