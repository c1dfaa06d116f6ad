/**
 * Agent memory store fixture: a bearer API key with credits for far more calls than any suite
 * makes (valid requests are paid rather than running into the free allowance's 402), and bodies
 * that succeed (they carry a memory key and an entity id). The memory key is not sent as a
 * credential header: the fuzzers generate `X-Memory-Key` themselves (a fixed one would overwrite
 * the invalid values of their negative cases).
 */
import { createApiKey } from "../../storage/platform/apiKeys.js";
import type { ServiceFixture } from "../fixtures.js";

/** USD 1,000,000 in micro-USD. */
const CREDITS = 1_000_000_000_000n;

/** The suites' memory key (a fixed test secret, not a credential of anything). */
const MEMORY_KEY = "conformance-memory-key-0001";

export const fixture: ServiceFixture = {
  async setup({ db }) {
    const { key } = await createApiKey(db.knex, { name: "conformance", creditsMicros: CREDITS });
    return {
      credentials: { ApiKeyBearer: { Authorization: `Bearer ${key}` } },
      pathParams: {},
      // Dredd's one list request: the key and an entity id (the contract cannot require either).
      queryParams: { memory_key: MEMORY_KEY, user_id: "alice" },
      requestBodies: {
        "POST /v3/memories/add": {
          memory_key: MEMORY_KEY,
          messages: [{ role: "user", content: "I'm vegetarian and I love spicy Thai food." }],
          user_id: "alice",
        },
        "POST /v3/memories/search": {
          memory_key: MEMORY_KEY,
          query: "What food does Alice like?",
          filters: { user_id: "alice" },
        },
      },
    };
  },
};
