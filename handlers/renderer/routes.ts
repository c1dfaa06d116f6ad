/**
 * The renderer's paid routes. Pricing, the free allowance, credits and x402 are enforced from the
 * contract by the runtime before a handler runs, and only a 200 is charged; a handler loads the
 * page and makes the output.
 */
import type { RendererRenderHandlers } from "../../generated/renderer/types.js";
import { renderLinks, renderMarkdown, renderSnapshot } from "./content.js";
import { renderPdf } from "./pdf.js";
import { renderScreenshot } from "./screenshot.js";

/** Every operation tagged "Render". */
export const renderHandlers: RendererRenderHandlers = {
  async render_pdf({ body }, ctx) {
    return { status: 200, body: await renderPdf(body, ctx), mediaType: "application/pdf" };
  },
  async render_screenshot({ body }, ctx) {
    const shot = await renderScreenshot(body, ctx);
    return { status: 200, body: shot.image, mediaType: shot.mediaType };
  },
  async render_snapshot({ body }, ctx) {
    return { status: 200, body: await renderSnapshot(body, ctx) };
  },
  async render_markdown({ body }, ctx) {
    return { status: 200, body: await renderMarkdown(body, ctx) };
  },
  async render_links({ body }, ctx) {
    return { status: 200, body: await renderLinks(body, ctx) };
  },
};
