/**
 * Image pattern matcher's conformance fixture: an API key with credits for far more calls than
 * any suite makes, so valid requests are paid and answer 200 rather than running into the free
 * allowance's 402, and bodies that match: a 128×96 picture and the 32×32 square of it at (40, 30),
 * made here with sharp (tiny, so the fuzzers' valid calls cost the workers little).
 */
import { loadSharp } from "../../runtime/imaging/sharp.js";
import { samplePicture } from "../../runtime/testing/images.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import type { ServiceFixture } from "../fixtures.js";

/** USD 1,000,000 in micro-USD. */
const CREDITS = 1_000_000_000_000n;

export const fixture: ServiceFixture = {
  async setup({ db }) {
    const { key } = await createApiKey(db.knex, { name: "conformance", creditsMicros: CREDITS });
    const sharp = await loadSharp();
    const picture = await samplePicture(128, 96);
    const square = await sharp(picture)
      .extract({ left: 40, top: 30, width: 32, height: 32 })
      .png()
      .toBuffer();
    const pair = { image: picture.toString("base64"), pattern: square.toString("base64") };
    return {
      credentials: { ApiKeyBearer: { Authorization: `Bearer ${key}` } },
      pathParams: {},
      requestBodies: {
        "POST /v1/template-match": pair,
        "POST /v1/feature-match": { ...pair, detector: "sift" },
        "POST /v1/homography": { ...pair, detector: "sift", minInliers: 4 },
      },
    };
  },
};
