/**
 * The Image pattern matcher service (spec/matcher): its handlers and its registration with the
 * kernel. Validation, credentials, metering, error shapes and discovery come from the contract
 * through the runtime; the set-up hands the handlers the process's image worker pool, whose
 * long-lived Python processes run OpenCV (./worker_matcher.py).
 */
import type { MatcherHandlers } from "../../generated/matcher/types.js";
import { closeSharedImageWorkers, sharedImageWorkers } from "../../runtime/imageworker/index.js";
import type { ServiceModule } from "../../runtime/service.js";
import type { MatcherExtras } from "./context.js";
import { matchHandlers } from "./routes.js";

/** Every Image pattern matcher operation. */
export const matcherHandlers: MatcherHandlers = { ...matchHandlers };

/** The Image pattern matcher service. */
export const matcherModule: ServiceModule<MatcherExtras> = {
  handlers: matcherHandlers,
  setup: (deps) => ({
    context: { images: sharedImageWorkers(deps.env as NodeJS.ProcessEnv) },
    // The server closes the pool at shutdown too; an in-process server (tests, the conformance
    // runner) has only this hook, and closing twice is harmless.
    close: closeSharedImageWorkers,
  }),
};
