/**
 * Restaurant platform's conformance fixture: an owner with an organization and a restaurant, both
 * credentials (a session token as the bearer, an API key as `x-api-key`), and the ids `{…_id}`
 * routes can name.
 */
import { createRestaurantWorld } from "../../handlers/restaurant/testing/world.js";
import type { ServiceFixture } from "../fixtures.js";

export const fixture: ServiceFixture = {
  async setup({ db }) {
    const world = await createRestaurantWorld(db.knex);
    return {
      credentials: {
        ApiKeyHeader: { "x-api-key": world.apiKey },
        BearerToken: { Authorization: `Bearer ${world.sessionToken}` },
      },
      pathParams: { restaurant_id: world.restaurantId, user_id: world.staffUserId, key_id: world.spareKeyId },
    };
  },
};
