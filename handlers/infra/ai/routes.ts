/**
 * AI routes (spec/infra/ai.tsp): the model catalog, served from the registry read once at
 * start-up (registry.ts; `AI_MODELS_FILE` names another file). Each call costs one token.
 */
import type { InfraHandlers } from "../../../generated/infra/types.js";
import { ApiError } from "../../../runtime/errors.js";
import { chargedProject } from "../caller.js";
import { type AiModelRegistry, loadModelRegistry, modelRegistryFile } from "./registry.js";

type AiHandlers = Pick<InfraHandlers, "list_ai_models" | "list_ai_models_v1" | "get_ai_model">;

/** The ai handlers over `registry`. */
export function createAiHandlers(registry: AiModelRegistry): AiHandlers {
  const list = { data: [...registry.models] };
  return {
    async list_ai_models(_input, ctx) {
      await chargedProject(ctx);
      return { status: 200, body: list };
    },

    async list_ai_models_v1(_input, ctx) {
      await chargedProject(ctx);
      return { status: 200, body: list };
    },

    async get_ai_model({ path }, ctx) {
      await chargedProject(ctx);
      const model = registry.byId.get(path.model_id);
      if (!model)
        throw new ApiError("not_found", `No AI model ${JSON.stringify(path.model_id)} in the catalog`);
      return { status: 200, body: model };
    },
  };
}

/** The catalog this service serves, read when this module loads: a bad registry stops the start. */
export const aiModelRegistry: AiModelRegistry = loadModelRegistry(modelRegistryFile());

/** The ai operations. */
export const aiHandlers = createAiHandlers(aiModelRegistry) satisfies Partial<InfraHandlers>;
