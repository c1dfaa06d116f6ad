/**
 * AI routes (spec/infra/ai.tsp): the model catalog, served from the registry the service's set-up
 * read and checked once at start (`ctx.models`; `AI_MODELS_FILE` names another file). Each call
 * costs one token.
 */
import type { InfraAiHandlers } from "../../../generated/infra/types.js";
import { ApiError } from "../../../runtime/errors.js";
import { chargedProject } from "../caller.js";

/** The ai operations. */
export const aiHandlers: InfraAiHandlers = {
  async list_ai_models(_input, ctx) {
    await chargedProject(ctx);
    return { status: 200, body: { data: [...ctx.models.models] } };
  },

  async list_ai_models_v1(_input, ctx) {
    await chargedProject(ctx);
    return { status: 200, body: { data: [...ctx.models.models] } };
  },

  async get_ai_model({ path }, ctx) {
    await chargedProject(ctx);
    const model = ctx.models.byId.get(path.model_id);
    if (!model)
      throw new ApiError("not_found", `No AI model ${JSON.stringify(path.model_id)} in the catalog`);
    return { status: 200, body: model };
  },
};
