/**
 * `POST /v1/screenshot`: the viewport, the whole page (scrolled to its end first, so lazy content
 * is drawn), a rectangle or one element, as PNG, JPEG or WebP. Chromium (through Playwright)
 * encodes only PNG and JPEG: WebP is encoded by sharp from the PNG, keeping transparency.
 */
import type { Page } from "playwright-core";
import type { ScreenshotOptions, ScreenshotRequest } from "../../generated/renderer/types.js";
import { loadLazyContent, MAX_SCREENSHOT_HEIGHT, PageError } from "../../runtime/browser/index.js";
import type { Context } from "./context.js";
import { invalidMember } from "./invalid.js";
import { FIRST_MATCH } from "./pageScripts.js";
import { render } from "./render.js";
import { requireSelector } from "./waits.js";

/** JPEG and WebP quality when the request names none. */
const DEFAULT_QUALITY = 80;

/** The image and its media type. */
export interface Screenshot {
  image: Buffer;
  mediaType: "image/png" | "image/jpeg" | "image/webp";
}

/** sharp, loaded on first use (a native module most routes never need). */
let sharpLoading: Promise<typeof import("sharp").default> | undefined;
function loadSharp() {
  sharpLoading ??= import("sharp").then((m) => m.default);
  return sharpLoading;
}

/** Refuses options that contradict each other, naming the member that cannot be honoured. */
export function checkScreenshotOptions(body: ScreenshotRequest): void {
  const o = body.screenshotOptions ?? {};
  if (o.quality !== undefined && (o.type ?? "png") === "png")
    throw invalidMember("/screenshotOptions/quality", "quality applies to jpeg and webp only, not png");
  if (o.fullPage && o.clip)
    throw invalidMember("/screenshotOptions/clip", "clip cannot be used with fullPage");
  if (body.selector !== undefined && o.fullPage)
    throw invalidMember("/selector", "selector cannot be used with screenshotOptions.fullPage");
  if (body.selector !== undefined && o.clip)
    throw invalidMember("/selector", "selector cannot be used with screenshotOptions.clip");
}

/** Chromium's capture: JPEG when asked, else PNG (WebP is made from it). */
async function capture(page: Page, body: ScreenshotRequest, o: ScreenshotOptions) {
  const jpeg = o.type === "jpeg";
  const common = {
    type: jpeg ? ("jpeg" as const) : ("png" as const),
    ...(jpeg ? { quality: o.quality ?? DEFAULT_QUALITY } : {}),
    omitBackground: o.omitBackground ?? false,
    animations: "disabled" as const,
  };
  if (body.selector !== undefined) {
    await requireSelector(page, body.selector, "/selector");
    const handle = (
      await page.evaluateHandle(`(${FIRST_MATCH})(${JSON.stringify(body.selector)})`)
    ).asElement();
    if (!handle) throw invalidMember("/selector", "matches no element of the page");
    return handle.screenshot(common);
  }
  if (o.fullPage) {
    // Scrolled one step past the cap at most: a taller page is refused, not cut.
    const height = await loadLazyContent(page, { maxHeight: MAX_SCREENSHOT_HEIGHT + 1 });
    if (height > MAX_SCREENSHOT_HEIGHT)
      throw new PageError(
        "too_large",
        `The page is ${height} CSS pixels tall, over the cap of ${MAX_SCREENSHOT_HEIGHT}`,
      );
  }
  return page.screenshot({ ...common, fullPage: o.fullPage ?? false, ...(o.clip ? { clip: o.clip } : {}) });
}

/** The screenshot of `body`'s page. */
export async function renderScreenshot(body: ScreenshotRequest, ctx: Context): Promise<Screenshot> {
  checkScreenshotOptions(body);
  const o = body.screenshotOptions ?? {};
  const shot = await render(ctx, body, ({ page }) => capture(page, body, o));
  if (o.type === "jpeg") return { image: shot, mediaType: "image/jpeg" };
  if (o.type !== "webp") return { image: shot, mediaType: "image/png" };
  const sharp = await loadSharp();
  const webp = await sharp(shot)
    .webp({ quality: o.quality ?? DEFAULT_QUALITY })
    .toBuffer();
  return { image: webp, mediaType: "image/webp" };
}
