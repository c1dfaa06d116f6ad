/**
 * What the matcher refuses, on every route, and that a refusal costs nothing: text that is not
 * base64 (400), a format other than PNG/JPEG/WebP (415), an image over its pixel cap (413, from its
 * header alone), a corrupt or truncated file (422), a pattern larger than the image or of one flat
 * colour (422 naming /pattern); each names its member, debits no credit and spends no free call.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { pixelBombPng, truncated } from "../../runtime/testing/images.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import { b64, flat, sceneWith } from "./testing/pictures.js";

let svc: TestService;
let key: string;
let good: { image: string; pattern: string };

const ROUTES = ["/v1/template-match", "/v1/feature-match", "/v1/homography"];
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

beforeAll(async () => {
  svc = await startTestService("matcher");
  key = (await createApiKey(svc.db.knex, { name: "matcher refusals", creditsMicros: 1_000_000n })).key;
  const scene = await sceneWith([{ x: 100, y: 100 }]);
  good = { image: scene.image, pattern: scene.pattern };
});

afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

const paid = (path: string, body: object) =>
  request(svc.app)
    .post(path)
    .set({ Authorization: `Bearer ${key}` })
    .send(body);

/** Each refusal: what is sent, the status and code, and the member named. */
async function refusals(): Promise<[string, object, number, string, string][]> {
  const png = Buffer.from(good.image, "base64");
  const bigPattern = await b64(flat(400, 300));
  return [
    ["image not base64", { ...good, image: "not base64!" }, 400, "validation_failed", "/image"],
    [
      "pattern a GIF",
      { ...good, pattern: GIF.toString("base64") },
      415,
      "unsupported_media_type",
      "/pattern",
    ],
    ["image a GIF", { ...good, image: GIF.toString("base64") }, 415, "unsupported_media_type", "/image"],
    [
      "image a pixel bomb",
      { ...good, image: pixelBombPng().toString("base64") },
      413,
      "image_too_large",
      "/image",
    ],
    [
      "pattern over 1 MP",
      { ...good, pattern: pixelBombPng(1001, 1000).toString("base64") },
      413,
      "image_too_large",
      "/pattern",
    ],
    [
      "image truncated",
      { ...good, image: truncated(png).toString("base64") },
      422,
      "unprocessable",
      "/image",
    ],
    [
      "pattern corrupt",
      { ...good, pattern: truncated(png, 0.1).toString("base64") },
      422,
      "unprocessable",
      "/pattern",
    ],
    ["pattern larger than the image", { ...good, pattern: bigPattern }, 422, "unprocessable", "/pattern"],
    [
      "pattern of one flat colour",
      { ...good, pattern: await b64(flat(40, 30)) },
      422,
      "unprocessable",
      "/pattern",
    ],
  ];
}

describe.each(ROUTES)("%s", (route) => {
  it("refuses each bad input naming its member, debiting nothing", async () => {
    for (const [name, body, status, code, member] of await refusals()) {
      const before = (await svc.settledKey(key))?.creditsMicros;
      const res = await paid(route, body);
      expect({ name, status: res.status, code: res.body.code }).toEqual({ name, status, code });
      expect(res.body.issues).toEqual([expect.objectContaining({ location: "body", name: member })]);
      expect((await svc.settledKey(key))?.creditsMicros).toBe(before);
    }
  });
});

it("refuses an image file over 8 MiB with 413 naming it, before reading it", async () => {
  const big = Buffer.alloc(8 * 1024 * 1024 + 1).toString("base64");
  const res = await paid("/v1/template-match", { ...good, pattern: big });
  expect(res.status).toBe(413);
  expect(res.body).toMatchObject({
    code: "payload_too_large",
    issues: [expect.objectContaining({ name: "/pattern" })],
  });
});

describe("members that contradict each other", () => {
  it.each(["/v1/feature-match", "/v1/homography"])(
    "%s refuses nfeatures 0 with ORB (400 naming it)",
    async (route) => {
      const res = await paid(route, { ...good, detector: "orb", nfeatures: 0 });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([expect.objectContaining({ name: "/nfeatures" })]);
    },
  );

  it("takes nfeatures 0 (every keypoint) with SIFT", async () => {
    const res = await paid("/v1/feature-match", { ...good, detector: "sift", nfeatures: 0 });
    expect(res.status).toBe(200);
  });
});

// The only test without a credential: it spends this client address's free allowance.
it("spends no free call on a refusal, then gives 3 free calls and asks for payment", async () => {
  const flatPattern = await b64(flat(40, 30));
  for (let i = 0; i < 3; i++)
    expect(
      (
        await request(svc.app)
          .post("/v1/template-match")
          .send({ ...good, pattern: flatPattern })
      ).status,
    ).toBe(422);
  const statuses: number[] = [];
  for (let i = 0; i < 4; i++)
    statuses.push((await request(svc.app).post("/v1/template-match").send(good)).status);
  expect(statuses).toEqual([200, 200, 200, 402]);
});
