/**
 * Whether a statically fetched HTML page is an empty shell that only its scripts fill (a
 * single-page app), so the crawler must load it in Chromium to see its content. Judged on the
 * static DOM before any pruning; a page with real text is never re-rendered (a browser costs ~10x
 * a fetch and its scripts rarely add to a page that already reads well).
 */
import type { PageDocument, PageElement } from "../../runtime/web/dom.js";

/** Below this much visible text a page with scripts is a shell. */
const SHELL_TEXT = 200;
/** The mount points of common script frameworks (React, Vue, Next, Nuxt, Gatsby, Angular, Svelte). */
const APP_ROOTS = "#root, #app, #__next, #__nuxt, #___gatsby, #svelte, [data-reactroot], app-root";
/** What a `<noscript>` says when the page does not work without scripts. */
const NEEDS_SCRIPT =
  /(enable|turn on|requires?|needs?)\s+(your\s+)?javascript|javascript\s+(is\s+)?(required|disabled|must be enabled)/i;

/** Text a reader would see: the body without scripts, styles, templates and `<noscript>`. */
function visibleTextLength(document: PageDocument): number {
  const body = document.body as PageElement | null;
  if (!body) return 0;
  let hidden = 0;
  for (const el of body.querySelectorAll("script, style, template, noscript"))
    hidden += (el.textContent ?? "").replace(/\s+/g, " ").trim().length;
  return Math.max(0, (body.textContent ?? "").replace(/\s+/g, " ").trim().length - hidden);
}

/** True when the page's content comes from its scripts (see the module comment for the signs). */
export function needsBrowser(document: PageDocument): boolean {
  const scripts = document.querySelectorAll("script").length;
  if (scripts === 0) return false;
  const text = visibleTextLength(document);
  if (text < SHELL_TEXT) return true;
  const root = document.querySelector(APP_ROOTS) as PageElement | null;
  if (root && (root.textContent ?? "").trim().length < SHELL_TEXT) return text < 1000;
  for (const note of document.querySelectorAll("noscript"))
    if (NEEDS_SCRIPT.test(note.textContent ?? "") && text < 1000) return true;
  return false;
}
