/**
 * The Code sandbox service (spec/sandbox): its handlers, its configuration and its set-up (the
 * pool of sandbox slots). Validation, credentials, metering, error shapes and discovery come from
 * the contract through the runtime; isolation comes from bubblewrap (bwrap.ts, launcher.py).
 */
import type { SandboxHandlers } from "../../generated/sandbox/types.js";
import type { ServiceModule } from "../../runtime/service.js";
import { sandboxConfig, sandboxVariables } from "./config.js";
import type { SandboxExtras } from "./context.js";
import { executeHandlers } from "./execute.js";
import { SlotPool } from "./pool.js";

/** Every Code sandbox operation. */
export const sandboxHandlers: SandboxHandlers = { ...executeHandlers };

/** The Code sandbox service. */
export const sandboxModule: ServiceModule<SandboxExtras> = {
  handlers: sandboxHandlers,
  config: sandboxVariables,
  setup(deps) {
    const config = sandboxConfig(deps.env as NodeJS.ProcessEnv);
    return {
      context: {
        sandbox: {
          config,
          pool: new SlotPool(config.concurrency, config.queueLimit),
          root: process.getuid?.() === 0,
        },
      },
    };
  },
};
