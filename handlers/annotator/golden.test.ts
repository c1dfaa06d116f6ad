/**
 * One golden image per annotator (16): the golden scene with its four detections drawn by that
 * annotator alone, with its defaults, compared with `testing/golden/<type>.png` within the
 * tolerance of testing/compare.ts. `UPDATE_GOLDEN=1` rewrites the files (look at them first).
 */
import { fileURLToPath } from "node:url";
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import { compareGolden, withinTolerance } from "./testing/compare.js";
import { ANNOTATOR_TYPES, GOLDEN_DETECTIONS, goldenScene } from "./testing/requests.js";

let svc: TestService;
let auth: Record<string, string>;
let scene: string;

beforeAll(async () => {
  svc = await startTestService("annotator");
  const { key } = await createApiKey(svc.db.knex, { name: "annotator goldens", creditsMicros: 1_000_000n });
  auth = { Authorization: `Bearer ${key}` };
  scene = await goldenScene();
});

afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

const goldenPath = (type: string) => fileURLToPath(new URL(`./testing/golden/${type}.png`, import.meta.url));

describe("golden images", () => {
  it.each(ANNOTATOR_TYPES)("%s draws as its golden image", async (type) => {
    const res = await request(svc.app)
      .post("/v1/annotate")
      .set(auth)
      .send({ image: scene, detections: GOLDEN_DETECTIONS, annotators: [{ type }] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, format: "png", width: 320, height: 240 });
    const diff = await compareGolden(Buffer.from(res.body.image, "base64"), goldenPath(type));
    expect({ type, ...diff, ok: withinTolerance(diff) }).toMatchObject({ type, ok: true });
  });

  it("tells a different drawing from the golden one", async () => {
    if (process.env.UPDATE_GOLDEN === "1") return;
    const res = await request(svc.app)
      .post("/v1/annotate")
      .set(auth)
      .send({ image: scene, detections: GOLDEN_DETECTIONS, annotators: [{ type: "box", thickness: 4 }] });
    const diff = await compareGolden(Buffer.from(res.body.image, "base64"), goldenPath("box"));
    expect(withinTolerance(diff)).toBe(false);
  });
});
