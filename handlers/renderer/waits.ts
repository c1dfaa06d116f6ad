/**
 * What a render waits for once the page has loaded: `waitForSelector`, then `waitForTimeout`
 * (Cloudflare's order). The handlers wait themselves rather than through the pool's options so a
 * selector is parsed by the page's own `querySelector`: one that does not parse is the caller's 400,
 * not a browser error.
 */
import type { Page } from "playwright-core";
import type { RenderSource } from "../../generated/renderer/types.js";
import { PageError } from "../../runtime/browser/types.js";
import { invalidMember } from "./invalid.js";
import { inPage, SELECTOR_IN_STATE, SELECTOR_PARSES } from "./pageScripts.js";

/** How often a selector is checked while waiting. */
const POLL_MS = 100;

/** Throws a 400 naming `pointer` unless `selector` parses as CSS in the page. */
export async function requireSelector(page: Page, selector: string, pointer: string): Promise<void> {
  if (!(await inPage<boolean>(page, SELECTOR_PARSES, selector)))
    throw invalidMember(pointer, "not a CSS selector Chromium parses");
}

/** Resolves once the page is in the state `body` asks to wait for; 504 past the selector's timeout. */
export async function waitAfterLoad(page: Page, body: RenderSource): Promise<void> {
  const wait = body.waitForSelector;
  if (wait) {
    await requireSelector(page, wait.selector, "/waitForSelector/selector");
    const state = wait.hidden ? "hidden" : wait.visible ? "visible" : "attached";
    const timeout = wait.timeout ?? 30_000;
    const deadline = Date.now() + timeout;
    while (!(await inPage<boolean>(page, SELECTOR_IN_STATE, wait.selector, state))) {
      if (Date.now() >= deadline)
        throw new PageError(
          "timeout",
          `waitForSelector: "${wait.selector}" was not ${state} within ${timeout} ms`,
        );
      await page.waitForTimeout(POLL_MS);
    }
  }
  if (body.waitForTimeout) await page.waitForTimeout(body.waitForTimeout);
}
