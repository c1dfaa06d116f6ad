/**
 * OCR's conformance fixture: an API key with credits for far more calls than any suite makes, so
 * valid requests are paid and answer 200 rather than running into the free allowance's 402, and a
 * body that reaches Tesseract: a tiny valid image (the fuzzers' random `image` strings are not
 * images and answer 400, 413, 415 or 422 in under a millisecond, before any worker runs).
 */
import { createApiKey } from "../../storage/platform/apiKeys.js";
import type { ServiceFixture } from "../fixtures.js";

/** A 240 × 60 PNG of "Hello 42" (the contract's example; 258 bytes). */
const HELLO_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAPAAAAA8AQMAAABisaUeAAAABlBMVEX///8yMjJXiudxAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAoklEQVQ4je3RIRKDMBCF4ddBPNdaRKZcAVdUr1O7N2gc1wqq11gGUYtEMJMOmcpNLCa//UzyFqjVzkg0S+r+fGu2Enfcy3wv8QM0mSr6zHO3ikaPV4bdIPPi8TU57n0r8xTwwTXLPlxGk9W9d1l8aEa4EhODyYKDSUiJY7AOo67H8TTGKZg8IH2MjTfZtWkWWqsco25pVDKazDWdhCbXaqf2A9b8Vc0OkQNRAAAAAElFTkSuQmCC";

/** USD 1,000,000 in micro-USD. */
const CREDITS = 1_000_000_000_000n;

export const fixture: ServiceFixture = {
  async setup({ db }) {
    const { key } = await createApiKey(db.knex, { name: "conformance", creditsMicros: CREDITS });
    return {
      credentials: { ApiKeyBearer: { Authorization: `Bearer ${key}` } },
      pathParams: {},
      requestBodies: { "POST /v1/ocr": { image: HELLO_PNG, formats: ["txt", "tsv", "hocr", "alto"] } },
    };
  },
};
