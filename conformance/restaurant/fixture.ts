/**
 * Restaurant platform's conformance fixture: an owner with an organization and a restaurant, both
 * credentials (a session token as the bearer, an API key as `x-api-key`), and the ids `{…_id}`
 * routes can name.
 */
import { createRestaurantWorld } from "../../handlers/restaurant/testing/world.js";
import { insertCustomer } from "../../storage/restaurant/customers/customers.js";
import { insertReward } from "../../storage/restaurant/loyalty/rewards.js";
import { inTransaction } from "../../storage/run.js";
import type { ServiceFixture } from "../fixtures.js";

export const fixture: ServiceFixture = {
  async setup({ db }) {
    const world = await createRestaurantWorld(db.knex);
    const customerId = await inTransaction(db.knex, (trx) =>
      insertCustomer(trx, world.organizationId, { name: "Fixture customer" }),
    );
    const reward = await insertReward(db.knex, world.organizationId, {
      name: "Fixture reward",
      points_cost: 50,
      definition: { kind: "fixed_discount", discount_amount: 100 },
    });
    return {
      credentials: {
        ApiKeyHeader: { "x-api-key": world.apiKey },
        BearerToken: { Authorization: `Bearer ${world.sessionToken}` },
      },
      pathParams: {
        restaurant_id: world.restaurantId,
        user_id: world.staffUserId,
        key_id: world.spareKeyId,
        customer_id: customerId,
        reward_id: reward.id,
      },
    };
  },
};
