/**
 * Web crawler fixture: a bearer API key with credits for far more calls than any suite makes, so
 * valid requests are paid rather than running into the free allowance's 402. The fuzzers' random
 * URLs then answer 400 (not a URL), 403 (refused by the egress policy) or 502 (unreachable). A
 * body that succeeds crawls the service's own llms.txt: a conformance server
 * (`OUTBOUND_NETWORK=loopback`) may fetch only itself.
 */
import { createApiKey } from "../../storage/platform/apiKeys.js";
import type { ServiceFixture } from "../fixtures.js";

/** USD 1,000,000 in micro-USD. */
const CREDITS = 1_000_000_000_000n;

export const fixture: ServiceFixture = {
  async setup({ db, baseUrl }) {
    const { key } = await createApiKey(db.knex, { name: "conformance", creditsMicros: CREDITS });
    return {
      credentials: { ApiKeyBearer: { Authorization: `Bearer ${key}` } },
      pathParams: {},
      requestBodies: { "POST /md": { url: `${baseUrl}/llms.txt`, f: "fit", c: "0" } },
    };
  },
};
