/**
 * The Agent memory store service (spec/memory): its handlers, its configuration and its retention
 * sweep. Validation, payment, error shapes and discovery come from the contract through the runtime.
 */
import type { MemoryHandlers } from "../../generated/memory/types.js";
import type { ServiceModule } from "../../runtime/service.js";
import { sweepExpired } from "../../storage/memory/memories.js";
import { memoryConfig, memoryVariables } from "./config.js";
import type { MemoryExtras } from "./context.js";
import { memoryRoutes } from "./memories.js";

/** Every Agent memory store operation. */
export const memoryHandlers: MemoryHandlers = { ...memoryRoutes };

/** The Agent memory store service. */
export const memoryModule: ServiceModule<MemoryExtras> = {
  handlers: memoryHandlers,
  config: memoryVariables,
  setup(deps) {
    const context: MemoryExtras = { memory: { config: memoryConfig(deps.env as NodeJS.ProcessEnv) } };
    return {
      context,
      sweeps: [
        {
          name: "memory.retention",
          run: async (now) => ({ expired: await sweepExpired(deps.db.knex, now) }),
        },
      ],
    };
  },
};
