/**
 * The OCR service (spec/ocr): its handlers and its registration with the kernel. Validation,
 * credentials, metering, error shapes and discovery come from the contract through the runtime;
 * the set-up hands the handlers the process's image worker pool (shared with the other image
 * tools), where Tesseract runs.
 */
import type { OcrHandlers } from "../../generated/ocr/types.js";
import { closeSharedImageWorkers, sharedImageWorkers } from "../../runtime/imageworker/index.js";
import type { ServiceModule } from "../../runtime/service.js";
import type { OcrExtras } from "./context.js";
import { ocrRouteHandlers } from "./routes.js";

/** Every OCR operation. */
export const ocrHandlers: OcrHandlers = { ...ocrRouteHandlers };

/** The OCR service. */
export const ocrModule: ServiceModule<OcrExtras> = {
  handlers: ocrHandlers,
  setup: (deps) => ({
    context: { images: sharedImageWorkers(deps.env as NodeJS.ProcessEnv) },
    // The server closes the pool at shutdown too; an in-process server (tests, the conformance
    // runner) has only this hook, and closing twice is harmless.
    close: closeSharedImageWorkers,
  }),
};
