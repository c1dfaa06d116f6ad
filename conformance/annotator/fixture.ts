/**
 * Detection annotator's conformance fixture: an API key with credits for far more calls than any
 * suite makes, so valid requests are paid and answer 200 rather than running into the free
 * allowance's 402, and a body that draws: a tiny real PNG (32×24) with one detection inside it.
 * The fuzzers' own schema-valid `image` strings are not images (400 not base64, 415 no known
 * format), so they never reach a worker.
 */
import { createApiKey } from "../../storage/platform/apiKeys.js";
import type { ServiceFixture } from "../fixtures.js";

/** USD 1,000,000 in micro-USD. */
const CREDITS = 1_000_000_000_000n;

/** A 32×24 PNG of one colour (109 bytes), the contract's example image. */
const TINY_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAMAAACsjQ8GAAAAA1BMVEU6bqXTREzSAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQoz2NgGAWjYBSgAwADGAABa6ACMAAAAABJRU5ErkJggg==";

export const fixture: ServiceFixture = {
  async setup({ db }) {
    const { key } = await createApiKey(db.knex, { name: "conformance", creditsMicros: CREDITS });
    return {
      credentials: { ApiKeyBearer: { Authorization: `Bearer ${key}` } },
      pathParams: {},
      requestBodies: {
        "POST /v1/annotate": {
          image: TINY_PNG,
          detections: [{ xyxy: [4, 6, 20, 22], class_id: 0, confidence: 0.9, label: "cat" }],
          annotators: [{ type: "box" }, { type: "label", text_scale: 0.3, text_padding: 2 }],
        },
      },
    };
  },
};
