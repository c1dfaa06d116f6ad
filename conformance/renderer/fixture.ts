/**
 * Page renderer's conformance fixture: an API key with credits for far more calls than any suite
 * makes, so valid requests are paid and answer 200 rather than running into the free allowance's
 * 402, and bodies that render here: inline HTML, since a conformance server
 * (`OUTBOUND_NETWORK=loopback`) fetches no public page such as the contract's examples name.
 */
import { createApiKey } from "../../storage/platform/apiKeys.js";
import type { ServiceFixture } from "../fixtures.js";

/** A page with a heading, text and an absolute link: something in every output. */
const PAGE =
  '<title>Conformance</title><h1>Conformance</h1><p>Rendered offline.</p><a href="https://example.com/">a link</a>';

/** USD 1,000,000 in micro-USD. */
const CREDITS = 1_000_000_000_000n;

export const fixture: ServiceFixture = {
  async setup({ db }) {
    const { key } = await createApiKey(db.knex, { name: "conformance", creditsMicros: CREDITS });
    const html = { html: PAGE };
    return {
      credentials: { ApiKeyBearer: { Authorization: `Bearer ${key}` } },
      pathParams: {},
      requestBodies: Object.fromEntries(
        ["pdf", "screenshot", "snapshot", "markdown", "links"].map((route) => [`POST /v1/${route}`, html]),
      ),
    };
  },
};
