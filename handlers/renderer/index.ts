/**
 * The Page renderer service (spec/renderer): its handlers and its registration with the kernel. Validation,
 * credentials, metering, error shapes and discovery come from the contract through the runtime.
 */
import type { RendererHandlers } from "../../generated/renderer/types.js";
import type { ServiceModule } from "../../runtime/service.js";
import { toolHandlers } from "./tools.js";

/** Every Page renderer operation. */
export const rendererHandlers: RendererHandlers = { ...toolHandlers };

/** The Page renderer service. */
export const rendererModule: ServiceModule = { handlers: rendererHandlers };
