/**
 * Agent memory store's conformance fixture: an API key for the suites' authenticated calls, and an item that
 * `{item_id}` routes can name.
 */
import { insertItem } from "../../storage/memory/items.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import type { ServiceFixture } from "../fixtures.js";

export const fixture: ServiceFixture = {
  async setup({ db }) {
    const key = await createApiKey(db.knex, { name: "conformance", creditsMicros: 0n });
    const item = await insertItem(db.knex, key.accountId, "Fixture item");
    return {
      credentials: { ApiKeyBearer: { Authorization: `Bearer ${key.key}` } },
      pathParams: { item_id: item.id },
    };
  },
};
