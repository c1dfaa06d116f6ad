/**
 * `POST /v1/snapshot`, `/v1/markdown` and `/v1/links`: JSON made from the rendered DOM (after the
 * page's scripts ran). Markdown comes from the converter the crawler uses (runtime/web/markdown.ts).
 */
import type {
  LinksRequest,
  LinksResult,
  MarkdownRequest,
  MarkdownResult,
  SnapshotRequest,
  SnapshotResult,
} from "../../generated/renderer/types.js";
import type { LoadedPage } from "../../runtime/browser/types.js";
import { htmlToMarkdown } from "../../runtime/web/markdown.js";
import type { Context } from "./context.js";
import { collectLinks, keepLink } from "./links.js";
import { pageUrl, render } from "./render.js";

/** The base that relative links resolve against: the page's URL (none for inline HTML). */
function baseOf(loaded: LoadedPage): string {
  return /^https?:/i.test(loaded.finalUrl) ? loaded.finalUrl : "";
}

/** The rendered document as Markdown. */
async function markdownOf(loaded: LoadedPage): Promise<string> {
  return htmlToMarkdown(await loaded.page.content(), baseOf(loaded));
}

/** Several outputs of one page load (default: HTML and a viewport PNG). */
export async function renderSnapshot(body: SnapshotRequest, ctx: Context): Promise<SnapshotResult> {
  const formats = new Set(body.formats ?? ["html", "screenshot"]);
  return render(ctx, body, async (loaded) => {
    const { page } = loaded;
    const result: SnapshotResult = {
      success: true,
      status: loaded.status,
      ...pageUrl(body, loaded),
      title: await page.title(),
    };
    if (formats.has("html")) result.html = await page.content();
    if (formats.has("markdown")) result.markdown = await markdownOf(loaded);
    if (formats.has("accessibilityTree")) result.accessibilityTree = await page.ariaSnapshot();
    if (formats.has("screenshot"))
      result.screenshot = (await page.screenshot({ type: "png", animations: "disabled" })).toString("base64");
    return result;
  });
}

/** The page as Markdown. */
export async function renderMarkdown(body: MarkdownRequest, ctx: Context): Promise<MarkdownResult> {
  return render(ctx, body, async (loaded) => ({
    success: true,
    ...pageUrl(body, loaded),
    title: await loaded.page.title(),
    markdown: await markdownOf(loaded),
  }));
}

/** The page's links, filtered as asked. */
export async function renderLinks(body: LinksRequest, ctx: Context): Promise<LinksResult> {
  return render(ctx, body, async (loaded) => {
    const { hrefs, base } = await collectLinks(loaded.page, body.visibleLinksOnly ?? false);
    // Inline HTML has no address of its own: its site is its <base href>, if it names one.
    const site = baseOf(loaded) || base;
    const links = keepLink(hrefs, body.excludeExternalLinks ? site : undefined);
    return { success: true, ...pageUrl(body, loaded), title: await loaded.page.title(), links };
  });
}
