/**
 * The media handlers, called directly with uploads as the runtime spools them (the HTTP multipart
 * path is the runtime's): probing, image transforms read back with sharp, the 415/422/409/404
 * answers, paging, deletion with the blobs, and a video encoded end to end by the engine's video
 * task, flushed by hand (no pg-boss here: videoWorker.test.ts runs the queue).
 */
import { rm } from "node:fs/promises";
import sharp from "sharp";
import request from "supertest";
import { ApiError } from "../../../runtime/errors.js";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { type BlobStore, createFileBlobStore } from "../../../storage/blobs/index.js";
import { expectStatus, newTenant, type Tenant } from "../testing/tenants.js";
import { mediaHandlers as h } from "./routes.js";
import { contextFor, garbageFile, readAll, sampleMp4, samplePng, tempDir, uploadOf } from "./testing.js";
import { VIDEO_ENCODES } from "./videoWorker.js";

let svc: TestService;
let a: Tenant;
let b: Tenant;
let dir: string;
let store: BlobStore;

beforeAll(async () => {
  dir = await tempDir();
  store = createFileBlobStore(`${dir}/blobs`);
  svc = await startTestService("infra", { env: { ...process.env, BLOB_DIR: `${dir}/blobs` } });
  a = await newTenant(svc);
  b = await newTenant(svc);
}, 60_000);

afterAll(async () => {
  await svc?.close();
  await rm(dir, { recursive: true, force: true });
});

/** The ApiError a call rejects with. */
async function apiError(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error("expected an ApiError");
}

async function uploadPng(t: Tenant, width = 64, height = 48) {
  const file = await uploadOf(await samplePng(dir, width, height, `p${width}x${height}.png`), "image/png");
  const res = await h.upload_media_asset(
    { body: { file, metadata: '{"alt":"gradient"}' } },
    contextFor(svc, t),
  );
  if (res.status !== 200) throw new Error(`upload answered ${res.status}`);
  return res.body;
}

describe("upload_media_asset", () => {
  it("probes an image and stores its bytes", async () => {
    const asset = await uploadPng(a, 64, 48);
    expect(asset).toMatchObject({
      project_id: a.projectId,
      content_type: "image/png",
      media_type: "image",
      width: 64,
      height: 48,
      duration_sec: null,
      status: "ready",
      visibility: "private",
      metadata: { alt: "gradient" },
    });
    const res = await h.get_media_asset_content({ path: { assetId: asset.id } }, contextFor(svc, a));
    if (res.status !== 200) throw new Error(String(res.status));
    const bytes = await readAll(res.body as NodeJS.ReadableStream);
    expect(bytes.length).toBe(asset.size);
    expect((await sharp(bytes).metadata()).format).toBe("png");
  });

  it("detects the type from the bytes, not the declared one", async () => {
    const file = await uploadOf(await samplePng(dir), "application/octet-stream", "x.bin");
    const res = await h.upload_media_asset({ body: { file, visibility: "public" } }, contextFor(svc, a));
    expect(res).toMatchObject({ status: 200, body: { content_type: "image/png", visibility: "public" } });
  });

  it("answers 422 naming the file for a corrupt image", async () => {
    const file = await uploadOf(await garbageFile(dir), "image/png");
    const err = await apiError(h.upload_media_asset({ body: { file } }, contextFor(svc, a)));
    expect(err.status).toBe(422);
    expect(err.issues[0]?.name).toBe("/file");
    expect(err.message).toMatch(/not a readable image/);
  });

  it("answers 415 for bytes that are neither image nor video", async () => {
    const file = await uploadOf(await garbageFile(dir, "notes.txt"), "text/plain");
    expect((await apiError(h.upload_media_asset({ body: { file } }, contextFor(svc, a)))).status).toBe(415);
  });

  it("answers 400 naming metadata unless it is a JSON object", async () => {
    const file = await uploadOf(await samplePng(dir), "image/png");
    for (const metadata of ["[1,2]", "{nope", '"text"']) {
      const err = await apiError(h.upload_media_asset({ body: { file, metadata } }, contextFor(svc, a)));
      expect(err.status).toBe(400);
      expect(err.issues[0]?.name).toBe("/metadata");
    }
  });
});

describe("transform_media_image", () => {
  const table: [string, Record<string, unknown>, { format: string; width: number; height: number }][] = [
    [
      "cover to webp",
      { width: 32, height: 32, fit: "cover", format: "webp" },
      { format: "webp", width: 32, height: 32 },
    ],
    [
      "inside keeps the ratio",
      { width: 32, height: 32, fit: "inside", format: "jpeg" },
      { format: "jpeg", width: 32, height: 24 },
    ],
    ["width only", { width: 16 }, { format: "png", width: 16, height: 12 }],
    [
      "contain with a background",
      { width: 40, height: 40, fit: "contain", background: "#ff000080" },
      { format: "png", width: 40, height: 40 },
    ],
    [
      "avif with blur",
      { width: 20, height: 20, format: "avif", quality: 50, blur: 2 },
      { format: "heif", width: 20, height: 20 },
    ],
  ];

  it.each(table)("%s", async (_name, body, want) => {
    const asset = await uploadPng(a);
    const res = await h.transform_media_image({ path: { assetId: asset.id }, body }, contextFor(svc, a));
    if (res.status !== 200) throw new Error(String(res.status));
    const v = res.body;
    expect(v).toMatchObject({
      asset_id: asset.id,
      type: "image",
      status: "ready",
      width: want.width,
      height: want.height,
    });
    expect(v.url).toBe(`http://127.0.0.1/infra/infra/media/assets/${asset.id}/variants/${v.id}/content`);
    const got = await h.get_media_variant_content(
      { path: { assetId: asset.id, variantId: v.id } },
      contextFor(svc, a),
    );
    if (got.status !== 200) throw new Error(String(got.status));
    const meta = await sharp(await readAll(got.body as NodeJS.ReadableStream)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual(want);
  });

  it("answers 409 for a video", async () => {
    const file = await uploadOf(await sampleMp4(dir), "video/mp4");
    const up = await h.upload_media_asset({ body: { file } }, contextFor(svc, a));
    if (up.status !== 200) throw new Error(String(up.status));
    const err = await apiError(
      h.transform_media_image({ path: { assetId: up.body.id }, body: { width: 10 } }, contextFor(svc, a)),
    );
    expect(err.status).toBe(409);
  });
});

describe("list, get and delete", () => {
  it("keeps projects apart and pages newest first", async () => {
    const mine = [await uploadPng(b), await uploadPng(b), await uploadPng(b)];
    const ctx = contextFor(svc, b);
    const first = await h.list_media_assets({ query: { limit: 2, media_type: "image" } }, ctx);
    if (first.status !== 200) throw new Error(String(first.status));
    expect(first.body.assets.map((x) => x.id)).toEqual([mine[2]?.id, mine[1]?.id]);
    const second = await h.list_media_assets(
      { query: { limit: 2, cursor: first.body.next_cursor ?? "" } },
      ctx,
    );
    if (second.status !== 200) throw new Error(String(second.status));
    expect(second.body.assets.map((x) => x.id)).toEqual([mine[0]?.id]);
    expect(second.body.next_cursor).toBeNull();
    const videos = await h.list_media_assets({ query: { limit: 10, media_type: "video" } }, ctx);
    expect(videos).toMatchObject({ status: 200, body: { assets: [] } });

    // Another project's asset is not found by any route.
    const other = contextFor(svc, a);
    const id = mine[0]?.id as string;
    for (const call of [
      () => h.get_media_asset({ path: { assetId: id } }, other),
      () => h.delete_media_asset({ path: { assetId: id } }, other),
      () => h.list_media_variants({ path: { assetId: id } }, other),
      () => h.get_media_asset_content({ path: { assetId: id } }, other),
      () => h.transform_media_image({ path: { assetId: id }, body: {} }, other),
      () => h.transform_media_video({ path: { assetId: id }, body: { resolutions: ["360p"] } }, other),
      () => h.get_media_variant_content({ path: { assetId: id, variantId: id } }, other),
    ])
      expect((await apiError(call())).status).toBe(404);
  });

  it("deletes the asset, its variants and their blobs", async () => {
    const asset = await uploadPng(a);
    const ctx = contextFor(svc, a);
    const v = await h.transform_media_image({ path: { assetId: asset.id }, body: { width: 8 } }, ctx);
    if (v.status !== 200) throw new Error(String(v.status));
    const blobs = (await svc.db.knex("infra_media_variants").where({ id: v.body.id }).select("blob_id")) as {
      blob_id: string;
    }[];
    expect(await h.delete_media_asset({ path: { assetId: asset.id } }, ctx)).toEqual({
      status: 200,
      body: { id: asset.id, deleted: true },
    });
    expect((await apiError(h.get_media_asset({ path: { assetId: asset.id } }, ctx))).status).toBe(404);
    await expect(store.get(blobs[0]?.blob_id as string)).rejects.toThrow(/no blob/);
    expect(await svc.db.knex("infra_media_variants").where({ asset_id: asset.id })).toEqual([]);
  });
});

describe("transform_media_video", () => {
  it("queues variants, encodes them and records the webhook event", async () => {
    const hook = await request(svc.app)
      .post("/infra/webhooks")
      .set(a.apiKey)
      .send({ name: "media", url: "https://example.com/hooks/media", topics: ["media.*"] });
    expectStatus(hook, 200);
    const ctx = contextFor(svc, a);
    const file = await uploadOf(await sampleMp4(dir), "video/mp4");
    const up = await h.upload_media_asset({ body: { file } }, ctx);
    if (up.status !== 200) throw new Error(String(up.status));
    expect(up.body).toMatchObject({
      media_type: "video",
      content_type: "video/mp4",
      width: 160,
      height: 120,
    });
    expect(up.body.duration_sec).toBeCloseTo(1, 0);

    const err = await apiError(
      h.transform_media_video({ path: { assetId: up.body.id }, body: { resolutions: ["15x10"] } }, ctx),
    );
    expect(err.issues[0]?.name).toBe("/resolutions/0");

    const res = await h.transform_media_video(
      {
        path: { assetId: up.body.id },
        body: {
          resolutions: ["96x72", "240p"],
          format: "webm",
          framerate: 5,
          generate_thumbnails: true,
          webhook_topic: "media.encoded",
        },
      },
      ctx,
    );
    if (res.status !== 200) throw new Error(String(res.status));
    expect(res.body.variants.map((v) => [v.type, v.status, v.width, v.height])).toEqual([
      ["video", "queued", 96, 72],
      ["video", "queued", 320, 240],
      ["thumbnail", "queued", 96, 72],
      ["thumbnail", "queued", 320, 240],
    ]);

    expect((await svc.deps.work.flush({ tasks: [VIDEO_ENCODES] }))[VIDEO_ENCODES.name]).toMatchObject({
      attempted: 1,
      succeeded: 1,
    });

    const list = await h.list_media_variants({ path: { assetId: up.body.id } }, ctx);
    if (list.status !== 200) throw new Error(String(list.status));
    expect(list.body.variants.map((v) => [v.type, v.status, v.error])).toEqual([
      ["video", "ready", null],
      ["video", "ready", null],
      ["thumbnail", "ready", null],
      ["thumbnail", "ready", null],
    ]);
    const thumb = list.body.variants[2];
    const got = await h.get_media_variant_content(
      { path: { assetId: up.body.id, variantId: thumb?.id as string } },
      ctx,
    );
    if (got.status !== 200) throw new Error(String(got.status));
    const meta = await sharp(await readAll(got.body as NodeJS.ReadableStream)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 96, 72]);

    const events = (await svc.db
      .knex("infra_webhook_events")
      .where({ project_id: a.projectId, topic: "media.encoded" })) as {
      payload: unknown;
    }[];
    expect(events).toHaveLength(1);
    const payload = (
      typeof events[0]?.payload === "string" ? JSON.parse(events[0].payload) : events[0]?.payload
    ) as {
      data: { asset_id: string; job_id: string; status: string; variants: unknown[] };
    };
    expect(payload.data).toMatchObject({ asset_id: up.body.id, job_id: res.body.job_id, status: "ready" });
    expect(payload.data.variants).toHaveLength(4);
  }, 120_000);

  it("marks a variant failed with ffmpeg's last line when encoding fails", async () => {
    const ctx = contextFor(svc, a);
    const file = await uploadOf(await sampleMp4(dir), "video/mp4");
    const up = await h.upload_media_asset({ body: { file } }, ctx);
    if (up.status !== 200) throw new Error(String(up.status));
    const res = await h.transform_media_video(
      { path: { assetId: up.body.id }, body: { resolutions: ["64x48"] } },
      ctx,
    );
    if (res.status !== 200) throw new Error(String(res.status));
    // Break the source blob: ffmpeg then fails on it.
    const asset = (await svc.db.knex("infra_media_assets").where({ id: up.body.id }).first()) as {
      blob_id: string;
    };
    const { Readable } = await import("node:stream");
    await store.put(asset.blob_id, Readable.from([Buffer.from("garbage")]), { maxBytes: 100 });
    await svc.deps.work.flush({ tasks: [VIDEO_ENCODES] });
    const list = await h.list_media_variants({ path: { assetId: up.body.id } }, ctx);
    if (list.status !== 200) throw new Error(String(list.status));
    expect(list.body.variants[0]).toMatchObject({ status: "failed", url: null });
    expect(list.body.variants[0]?.error).toMatch(/Invalid data|moov|source/i);
    const err = await apiError(
      h.get_media_variant_content(
        { path: { assetId: up.body.id, variantId: res.body.variants[0]?.id as string } },
        ctx,
      ),
    );
    expect(err.status).toBe(409);
  }, 60_000);
});
