/**
 * The Detection annotator service (spec/annotator): its handlers and its registration with the
 * kernel. Validation, credentials, metering, error shapes and discovery come from the contract
 * through the runtime; the set-up hands the handlers the process's image worker pool.
 */
import type { AnnotatorHandlers } from "../../generated/annotator/types.js";
import { closeSharedImageWorkers, sharedImageWorkers } from "../../runtime/imageworker/index.js";
import type { ServiceModule } from "../../runtime/service.js";
import { annotateHandlers } from "./annotate.js";
import type { AnnotatorExtras } from "./context.js";

/** Every Detection annotator operation. */
export const annotatorHandlers: AnnotatorHandlers = { ...annotateHandlers };

/** The Detection annotator service. */
export const annotatorModule: ServiceModule<AnnotatorExtras> = {
  handlers: annotatorHandlers,
  setup: (deps) => ({
    context: { images: sharedImageWorkers(deps.env as NodeJS.ProcessEnv) },
    // The server closes the pool at shutdown too; an in-process server (tests, the conformance
    // runner) has only this hook, and closing twice is harmless.
    close: closeSharedImageWorkers,
  }),
};
