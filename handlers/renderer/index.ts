/**
 * The Page renderer service (spec/renderer): its handlers and its registration with the kernel.
 * Validation, credentials, metering, error shapes and discovery come from the contract through the
 * runtime; the set-up hands the handlers the process's one browser pool (shared with the crawler).
 */
import type { RendererHandlers } from "../../generated/renderer/types.js";
import { closeSharedBrowserPool, sharedBrowserPool } from "../../runtime/browser/index.js";
import type { ServiceModule } from "../../runtime/service.js";
import type { RendererExtras } from "./context.js";
import { renderHandlers } from "./routes.js";

/** Every Page renderer operation. */
export const rendererHandlers: RendererHandlers = { ...renderHandlers };

/** The Page renderer service. */
export const rendererModule: ServiceModule<RendererExtras> = {
  handlers: rendererHandlers,
  setup: (deps) => ({
    context: { browser: sharedBrowserPool(deps.env as NodeJS.ProcessEnv) },
    // The server closes the pool at shutdown too; an in-process server (tests, the conformance
    // runner) has only this hook, and closing twice is harmless.
    close: closeSharedBrowserPool,
  }),
};
