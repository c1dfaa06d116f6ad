/**
 * Code sandbox's conformance fixture: an API key with credits for far more calls than any suite
 * makes, so valid requests are paid and answer 200 rather than running into the free allowance's
 * 402, and a body per route that runs (and succeeds) in the sandbox.
 */
import { createApiKey } from "../../storage/platform/apiKeys.js";
import type { ServiceFixture } from "../fixtures.js";

/** USD 1,000,000 in micro-USD. */
const CREDITS = 1_000_000_000_000n;

export const fixture: ServiceFixture = {
  async setup({ db }) {
    const { key } = await createApiKey(db.knex, { name: "conformance", creditsMicros: CREDITS });
    return {
      credentials: { ApiKeyBearer: { Authorization: `Bearer ${key}` } },
      pathParams: {},
      requestBodies: {
        "POST /v1/execute-code": { language: "python", code: "print(6 * 7)" },
        "POST /v1/execute-command": { command: "echo hello" },
      },
    };
  },
};
