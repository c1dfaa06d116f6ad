/**
 * The hosted tool catalog (spec/catalog): its manifest handler and its registration with the
 * kernel. The manifest's facts come from the tools' contracts through the code generator.
 */
import type { CatalogHandlers } from "../../generated/catalog/types.js";
import type { ServiceModule } from "../../runtime/service.js";
import { catalogVariables, toolUrlTemplate } from "./config.js";
import type { CatalogExtras } from "./context.js";
import { manifestHandlers } from "./manifest.js";

/** Every catalog operation. */
export const catalogHandlers: CatalogHandlers = { ...manifestHandlers };

/** The hosted tool catalog service. */
export const catalogModule: ServiceModule<CatalogExtras> = {
  handlers: catalogHandlers,
  config: catalogVariables,
  setup: (deps) => ({
    context: { config: { toolUrlTemplate: toolUrlTemplate(deps.env), builtAt: deps.now() } },
  }),
};
