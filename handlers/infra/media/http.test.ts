/**
 * The media routes over HTTP (the runtime's multipart spooling and binary answers, judged against
 * the contract): upload, download, an image transform, and the 422 of a corrupt image.
 */
import { readFile, rm } from "node:fs/promises";
import sharp from "sharp";
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { expectStatus, newTenant, type Tenant } from "../testing/tenants.js";
import { garbageFile, samplePng, tempDir } from "./testing.js";

let svc: TestService;
let a: Tenant;
let b: Tenant;
let dir: string;

beforeAll(async () => {
  dir = await tempDir();
  svc = await startTestService("infra", { env: { ...process.env, BLOB_DIR: `${dir}/blobs` } });
  a = await newTenant(svc);
  b = await newTenant(svc);
}, 60_000);

afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Parses a binary answer into a Buffer. */
function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on("data", (c: Buffer) => chunks.push(c));
  res.on("end", () => cb(null, Buffer.concat(chunks)));
}

describe("upload_media_asset over HTTP", () => {
  it("uploads, downloads and transforms an image", async () => {
    const png = await samplePng(dir, 64, 48);
    const up = await request(svc.app)
      .post("/infra/media/assets")
      .set(a.apiKey)
      .attach("file", png, { filename: "g.png", contentType: "image/png" })
      .field("visibility", "public")
      .field("metadata", '{"alt":"gradient"}');
    expectStatus(up, 200);
    expect(up.body).toMatchObject({ filename: "g.png", media_type: "image", width: 64, height: 48 });

    const got = await request(svc.app)
      .get(`/infra/media/assets/${up.body.id}/content`)
      .set(a.apiKey)
      .buffer(true)
      .parse(binary);
    expectStatus(got, 200);
    expect(got.headers["content-type"]).toMatch(/^image\/png/);
    expect(Buffer.compare(got.body as Buffer, await readFile(png))).toBe(0);

    const v = await request(svc.app)
      .post(`/infra/media/assets/${up.body.id}/transform/image`)
      .set(a.apiKey)
      .send({ width: 20, height: 10, fit: "fill", format: "webp" });
    expectStatus(v, 200);
    const bytes = await request(svc.app)
      .get(`/infra/media/assets/${up.body.id}/variants/${v.body.id}/content`)
      .set(a.apiKey)
      .buffer(true)
      .parse(binary);
    expectStatus(bytes, 200);
    const meta = await sharp(bytes.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 20, 10]);

    const foreign = await request(svc.app).get(`/infra/media/assets/${up.body.id}`).set(b.apiKey);
    expectStatus(foreign, 404);
  });

  it("answers 422 for a corrupt image and 400 for bad metadata", async () => {
    const bad = await request(svc.app)
      .post("/infra/media/assets")
      .set(a.apiKey)
      .attach("file", await garbageFile(dir), { filename: "broken.png", contentType: "image/png" });
    expectStatus(bad, 422);
    expect(bad.body).toMatchObject({ success: false, code: "unprocessable" });
    const meta = await request(svc.app)
      .post("/infra/media/assets")
      .set(a.apiKey)
      .attach("file", await samplePng(dir), { filename: "g.png", contentType: "image/png" })
      .field("metadata", "[1]");
    expectStatus(meta, 400);
    expect(meta.body.issues[0].name).toBe("/metadata");
  });

  it.each([
    ["U+0000 in a value", '{"alt":"a\\u0000"}', "/metadata/alt", "U+0000"],
    ["a lone surrogate in a name", '{"\\ud800":1}', "/metadata/\\ud800", "lone surrogate"],
    [
      "nesting 8,000 deep (within 16 KiB)",
      `{"a":${"[".repeat(8000)}${"]".repeat(8000)}}`,
      expect.any(String),
      "deeper than",
    ],
  ])("answers 400 for metadata holding %s, naming it", async (_what, metadata, name, message) => {
    const res = await request(svc.app)
      .post("/infra/media/assets")
      .set(a.apiKey)
      .attach("file", await samplePng(dir), { filename: "g.png", contentType: "image/png" })
      .field("metadata", metadata);
    expectStatus(res, 400);
    expect(res.body.issues).toEqual([{ location: "body", name, message: expect.stringContaining(message) }]);
  });

  it("answers 400 for an image transform out of range", async () => {
    const res = await request(svc.app)
      .post("/infra/media/assets/3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97/transform/image")
      .set(a.apiKey)
      .send({ width: 9000, background: "red" });
    expectStatus(res, 400);
  });
});
