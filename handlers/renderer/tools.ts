/**
 * Page renderer's paid operations. Pricing, the free allowance, credits and x402 are enforced from the
 * contract by the runtime before a handler runs; a handler only does the work.
 */
import type { RendererToolsHandlers } from "../../generated/renderer/types.js";

/** The tools. */
export const toolHandlers: RendererToolsHandlers = {
  async echo_text({ body }) {
    return { status: 200, body: { text: body.text, length: [...body.text].length } };
  },
};
