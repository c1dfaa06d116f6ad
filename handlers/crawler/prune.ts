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
const DROP_TAGS = new Set(
  "SCRIPT STYLE NOSCRIPT TEMPLATE IFRAME OBJECT EMBED FORM BUTTON INPUT SELECT TEXTAREA DIALOG NAV ASIDE".split(
    " ",
  ),
);
/** ARIA roles of page furniture. */
const DROP_ROLES = new Set(
  "navigation banner contentinfo complementary search dialog alertdialog".split(" "),
);
/** Never dropped for their id or classes (`<body class="has-sidebar">` is still the page). */
const KEEP_NAMED = new Set(["HTML", "BODY", "MAIN", "ARTICLE"]);

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
const MEDIA = new Set(["IMG", "PICTURE", "VIDEO", "AUDIO", "PRE", "CODE", "MATH", "TABLE", "SVG"]);
/** Above this share of link text a block is navigation, not prose. */
const MAX_LINK_DENSITY = 0.5;

/** Whether an element's id or classes name boilerplate. */
function namedBoilerplate(el: PageElement): boolean {
  const names = `${el.getAttribute("id") ?? ""} ${el.getAttribute("class") ?? ""}`.toLowerCase();
  if (!names.trim()) return false;
  return names.split(/[^a-z0-9]+/).some((word) => BOILERPLATE_WORDS.has(word));
}

/** Collapsed text length: what a reader sees, not markup whitespace. */
function collapsedLength(text: string | null | undefined): number {
  return (text ?? "").replace(/\s+/g, " ").trim().length;
}

/** What pruning judges an element by: its text, the part of it inside links, whether it holds media. */
interface Measure {
  text: number;
  links: number;
  media: boolean;
}

/**
 * Every element's {@link Measure}, from the leaves up in one pass (no recursion: depth is bounded
 * by the parser's cap, not by the stack). Measuring each block's subtree again at every level
 * would cost depth × size: minutes for a deep page of a few megabytes.
 */
function measureAll(root: PageElement): Map<PageElement, Measure> {
  const measures = new Map<PageElement, Measure>();
  const stack: [PageElement, boolean][] = [[root, false]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [el, childrenDone] = top;
    if (!childrenDone) {
      stack.push([el, true]);
      for (const child of el.children) stack.push([child as PageElement, false]);
      continue;
    }
    const m: Measure = { text: 0, links: 0, media: MEDIA.has(el.tagName) };
    for (const node of el.childNodes) {
      if (node.nodeType === 3) m.text += collapsedLength(node.textContent);
      const inner = node.nodeType === 1 ? measures.get(node as PageElement) : undefined;
      if (!inner) continue;
      m.text += inner.text;
      m.links += inner.links;
      m.media ||= inner.media;
    }
    if (el.tagName === "A") m.links = m.text;
    measures.set(el, m);
  }
  return measures;
}

/** The page's main content root: `<main>`, `[role=main]`, or a lone `<article>`; else the body. */
function contentRoot(document: PageDocument): PageElement | null {
  const main = document.querySelector('main, [role="main"]');
  if (main && collapsedLength(main.textContent) > 0) return main;
  const articles = document.querySelectorAll("article");
  if (articles.length === 1 && collapsedLength(articles[0]?.textContent) > 0)
    return articles[0] as PageElement;
  return document.body as PageElement | null;
}

/** Removes link-dense and empty blocks under `root`, judging each from the top down. */
function pruneBlocks(root: PageElement): void {
  const measures = measureAll(root);
  const stack: PageElement[] = [root];
  for (let el = stack.pop(); el; el = stack.pop()) {
    for (const child of [...el.children] as PageElement[]) {
      const m = measures.get(child);
      if (m && BLOCKS.has(child.tagName)) {
        const empty = m.text === 0 && !m.media;
        if (empty || (m.text > 0 && m.links / m.text > MAX_LINK_DENSITY)) {
          child.remove();
          continue;
        }
      }
      stack.push(child);
    }
  }
}

/**
 * Whether `el` is boilerplate by its tag, role, visibility, or id and classes; headers and
 * footers count only outside an `<article>` (inside one they hold its title, byline and date).
 */
function isBoilerplate(el: PageElement, insideArticle: boolean): boolean {
  if (DROP_TAGS.has(el.tagName)) return true;
  if (el.hasAttribute("hidden") || el.getAttribute("aria-hidden") === "true") return true;
  const role = el.getAttribute("role");
  if (role && DROP_ROLES.has(role.trim().toLowerCase())) return true;
  if ((el.tagName === "HEADER" || el.tagName === "FOOTER") && !insideArticle) return true;
  return !KEEP_NAMED.has(el.tagName) && namedBoilerplate(el);
}

/**
 * Removes boilerplate under `root` in one walk from the top (a selector list with attribute
 * selectors took 1.6 s on a 2 MB page in linkedom; the walk takes a fraction of that).
 */
function dropBoilerplate(root: PageElement): void {
  const stack: [PageElement, boolean][] = [[root, false]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [el, insideArticle] = top;
    for (const child of [...el.children] as PageElement[]) {
      if (isBoilerplate(child, insideArticle)) child.remove();
      else stack.push([child, insideArticle || child.tagName === "ARTICLE"]);
    }
  }
}

/**
 * Reduces `document` to its main content, in place: afterwards `document.body` holds only what
 * `fit` answers. Headers and footers inside an `<article>` (bylines, dates) are kept.
 */
export function pruneToMainContent(document: PageDocument): void {
  const body = document.body as PageElement | null;
  if (!body) return;
  dropBoilerplate(body);
  const root = contentRoot(document);
  if (!root) return;
  if (root !== body) {
    root.remove();
    while (body.firstChild) body.firstChild.remove();
    body.appendChild(root);
  }
  pruneBlocks(body);
}
