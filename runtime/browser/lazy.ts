/**
 * Scrolling a page to its end so lazily loaded content (IntersectionObserver, scroll listeners,
 * `loading=lazy` images) is there before a full-page screenshot: browsers capture only what was
 * rendered (puppeteer #3202, playwright #40941).
 */
import type { Page } from "playwright-core";
import { MAX_SCREENSHOT_HEIGHT } from "./limits.js";

/** How far each step scrolls, as a share of the viewport, and how long it lets content arrive. */
const STEP_VIEWPORTS = 0.9;
const SETTLE_MS = 150;

/**
 * Scrolls down step by step until the document stops growing, reaches `maxHeight` CSS px
 * (default {@link MAX_SCREENSHOT_HEIGHT}) or `timeoutMs` passes, then back to the top.
 * Resolves to the document's height at the end (not capped: the caller clips).
 */
export async function loadLazyContent(
  page: Page,
  { maxHeight = MAX_SCREENSHOT_HEIGHT, timeoutMs = 5_000 }: { maxHeight?: number; timeoutMs?: number } = {},
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  // The server compiles without lib.dom, so what runs in the page is written as expressions.
  const height = () => page.evaluate<number>("document.documentElement.scrollHeight");
  const viewport = await page.evaluate<number>("window.innerHeight || 800");
  let y = 0;
  let last = await height();
  let still = 0;
  // Two quiet steps at the bottom: one step can end before an observer's fetch answers.
  while (Date.now() < deadline && still < 2) {
    const bottom = Math.min(last, maxHeight);
    y = Math.min(y + Math.round(viewport * STEP_VIEWPORTS), bottom);
    await page.evaluate(`window.scrollTo(0, ${y})`);
    await page.waitForTimeout(SETTLE_MS);
    const now = await height();
    if (y + viewport >= Math.min(now, maxHeight)) still = now === last ? still + 1 : 0;
    last = now;
    if (y >= maxHeight) break;
  }
  await page.evaluate("window.scrollTo(0, 0)");
  return last;
}
