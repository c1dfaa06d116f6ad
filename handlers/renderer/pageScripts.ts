/**
 * Code the renderer runs inside the page. The server compiles without the DOM's types, so each
 * script is JavaScript source here, called with JSON arguments by {@link inPage}; selectors go
 * through the page's own `document.querySelector`, so callers get exactly Chromium's CSS.
 */
import type { Page } from "playwright-core";

/** Runs the function `source` in `page` with `args` (JSON values) and resolves to its result. */
export function inPage<T>(page: Page, source: string, ...args: unknown[]): Promise<T> {
  return page.evaluate<T>(`(${source})(${args.map((a) => JSON.stringify(a)).join(", ")})`);
}

/** `(selector) => boolean`: whether the selector parses (querySelector throws a SyntaxError otherwise). */
export const SELECTOR_PARSES = `(selector) => {
  try { document.querySelector(selector); return true; } catch { return false; }
}`;

/** `(selector, state) => boolean`: whether the first match is attached, visible or hidden. */
export const SELECTOR_IN_STATE = `(selector, state) => {
  const el = document.querySelector(selector);
  if (state === "attached") return el !== null;
  const shown = el !== null && el.checkVisibility({ visibilityProperty: true }) && el.getClientRects().length > 0;
  return state === "visible" ? shown : !shown;
}`;

/** `(selector) => Element | null`: the first match, for an element screenshot. */
export const FIRST_MATCH = `(selector) => document.querySelector(selector)`;

/**
 * `(visibleOnly) => { hrefs, base }`: each `<a href>` and `<area href>` as the page resolved it
 * (`element.href`, against the document's base), in document order, and that base.
 */
export const COLLECT_LINKS = `(visibleOnly) => {
  const anchors = [...document.querySelectorAll("a[href], area[href]")];
  const visible = (a) =>
    a.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && a.getClientRects().length > 0;
  return { hrefs: anchors.filter((a) => !visibleOnly || visible(a)).map((a) => a.href), base: document.baseURI };
}`;
