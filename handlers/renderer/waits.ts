/**
 * What a render waits for once the page has loaded: `waitForSelector`, then `waitForTimeout`
 * (Cloudflare's order), within the call's budget. The handlers wait themselves rather than through the pool's options so a
 * selector is parsed by the page's own `querySelector`: one that does not parse is the caller's 400,
 * not a browser error.
 */
import type { Page } from "playwright-core";
import { invalidMember } from "./invalid.js";
import { inPage, SELECTOR_IN_STATE, SELECTOR_PARSES } from "./pageScripts.js";
import type { RenderSource } from "./source.js";

/** How often a selector is checked while waiting. */
const POLL_MS = 100;

/** Throws a 400 naming `pointer` unless `selector` parses as CSS in the page. */
export async function requireSelector(page: Page, selector: string, pointer: string): Promise<void> {
  if (!(await inPage<boolean>(page, SELECTOR_PARSES, selector)))
    throw invalidMember(pointer, "not a CSS selector Chromium parses");
}

/** What the waits leave of the call's budget, for the route's own work and the answer. */
const RESERVE_MS = 1_000;

/**
 * Resolves once the page is in the state `body` asks to wait for, then after `waitForTimeout`.
 * Both end {@link RESERVE_MS} before `callDeadline` (epoch ms), so a wait the page never satisfies
 * answers 400 naming the selector rather than running into the call's 504.
 */
export async function waitAfterLoad(page: Page, body: RenderSource, callDeadline: number): Promise<void> {
  const latest = callDeadline - RESERVE_MS;
  const wait = body.waitForSelector;
  if (wait) {
    await requireSelector(page, wait.selector, "/waitForSelector/selector");
    const state = wait.hidden ? "hidden" : wait.visible ? "visible" : "attached";
    const timeout = wait.timeout ?? 5_000;
    const deadline = Math.min(Date.now() + timeout, latest);
    while (!(await inPage<boolean>(page, SELECTOR_IN_STATE, wait.selector, state))) {
      if (Date.now() >= deadline)
        throw invalidMember("/waitForSelector/selector", `no element was ${state} within ${timeout} ms`);
      await page.waitForTimeout(Math.min(POLL_MS, Math.max(1, deadline - Date.now())));
    }
  }
  const pause = Math.min(body.waitForTimeout ?? 0, latest - Date.now());
  if (pause > 0) await page.waitForTimeout(pause);
}
