/**
 * POST /v1/homography and /v1/feature-match on synthetic warps (./testing/warp.ts, made without
 * OpenCV): the extremes of the bench's grid (half and double scale, ±45°, with and without
 * perspective) for both detectors, with the contract's defaults; `npm run bench -- tools` measures
 * the whole grid. The projected corners must be within 2 px of the truth.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import { cornerError, makeScene, project, type WarpCase } from "./testing/warp.js";

let svc: TestService;
let key: string;

beforeAll(async () => {
  svc = await startTestService("matcher");
  key = (await createApiKey(svc.db.knex, { name: "matcher accuracy", creditsMicros: 1_000_000n })).key;
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

const CASES: WarpCase[] = [
  { detector: "orb", scale: 0.5, rotation: -45, perspective: "mild" },
  { detector: "orb", scale: 2, rotation: 45, perspective: "none" },
  { detector: "sift", scale: 0.5, rotation: 45, perspective: "none" },
  { detector: "sift", scale: 2, rotation: -45, perspective: "mild" },
];

describe("match_homography", () => {
  it.each(CASES)("locates the pattern within 2 px: %j", async ({ detector, ...warp }) => {
    const scene = await makeScene(warp);
    const body = {
      image: scene.image.toString("base64"),
      pattern: scene.pattern.toString("base64"),
      detector,
    };
    const res = await paid("/v1/homography", body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ found: true, detector });
    expect(res.body.inliers).toBeGreaterThanOrEqual(10);
    expect(cornerError(res.body.corners, scene.corners)).toBeLessThanOrEqual(2);
    const [[, , h02], , [, , h22]] = res.body.homography;
    expect(h22).toBe(1);
    expect(Math.abs(h02 - scene.homography[2]! / scene.homography[8]!)).toBeLessThan(3);
  });

  it("answers found: false when the pattern is not in the image, and charges the call", async () => {
    const scene = await makeScene({ scale: 1, rotation: 0, perspective: "none" });
    const other = await makeScene({ scale: 1, rotation: 0, perspective: "none" }, 99);
    const before = (await svc.settledKey(key))?.creditsMicros ?? 0n;
    const res = await paid("/v1/homography", {
      image: other.image.toString("base64"),
      pattern: scene.pattern.toString("base64"),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ found: false, homography: null, corners: null, boundingBox: null });
    // USD 0.004 is 4,000 micro-USD.
    expect((await svc.settledKey(key))?.creditsMicros).toBe(before - 4000n);
  });
});

describe("match_features", () => {
  it.each(["orb", "sift"] as const)(
    "answers %s pairs, shortest distance first, mostly true",
    async (detector) => {
      const scene = await makeScene({ scale: 1.5, rotation: 20, perspective: "mild" });
      const res = await paid("/v1/feature-match", {
        image: scene.image.toString("base64"),
        pattern: scene.pattern.toString("base64"),
        detector,
        maxMatches: 50,
      });
      expect(res.status).toBe(200);
      const { matches } = res.body as {
        matches: { pattern: { x: number; y: number }; image: { x: number; y: number }; distance: number }[];
      };
      expect(matches.length).toBeGreaterThan(20);
      expect(matches.length).toBeLessThanOrEqual(50);
      const distances = matches.map((m) => m.distance);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      const near = matches.filter((m) => {
        const p = project(scene.homography, m.pattern);
        return Math.hypot(p.x - m.image.x, p.y - m.image.y) < 3;
      });
      expect(near.length / matches.length).toBeGreaterThan(0.8);
    },
  );
});
