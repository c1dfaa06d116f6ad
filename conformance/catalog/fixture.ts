/**
 * The catalog's conformance fixture: an API key for the bearer scheme. The manifest needs none,
 * but the contract accepts (and checks) one, so the suites exercise both ways in.
 */
import { createApiKey } from "../../storage/platform/apiKeys.js";
import type { ServiceFixture } from "../fixtures.js";

export const fixture: ServiceFixture = {
  async setup({ db }) {
    const { key } = await createApiKey(db.knex, { name: "conformance", creditsMicros: 0n });
    return { credentials: { ApiKeyBearer: { Authorization: `Bearer ${key}` } }, pathParams: {} };
  },
};
