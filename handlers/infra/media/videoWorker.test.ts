/**
 * Video encoding through the queue: the route enqueues in its transaction, the runtime's
 * leased-work engine (pg-boss, background mode, started as `npm start` starts it) claims the
 * request, ffmpeg encodes an mp4 and a thumbnail, and the completion event lands for the
 * project's webhooks. Runs on whichever database the tests use:
 * PGlite (pg-boss's PGlite backend) by default, PostgreSQL with DATABASE_URL.
 */
import { rm, writeFile } from "node:fs/promises";
import sharp from "sharp";
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import type { Database } from "../../../storage/db.js";
import { openTestDatabase } from "../../../storage/testing.js";
import { expectStatus, newTenant, type Tenant } from "../testing/tenants.js";
import { ffprobe } from "./ffmpeg.js";
import { mediaHandlers as h } from "./routes.js";
import { contextFor, readAll, sampleMp4, tempDir, uploadOf } from "./testing.js";
import { VIDEO_QUEUE } from "./videoWorker.js";

let db: Database;
let svc: TestService;
let a: Tenant;
let dir: string;

beforeAll(async () => {
  dir = await tempDir();
  db = await openTestDatabase({ boss: true });
  svc = await startTestService("infra", {
    db,
    work: "background",
    env: { ...process.env, BLOB_DIR: `${dir}/blobs` },
  });
  a = await newTenant(svc);
  await svc.startWorkers();
}, 90_000);

afterAll(async () => {
  await svc?.close();
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

async function waitUntil<T>(
  what: string,
  read: () => Promise<T>,
  done: (v: T) => boolean,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe(`video encoding on ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}`, () => {
  it("encodes a queued transform and records the completion event", async () => {
    const hook = await request(svc.app)
      .post("/infra/webhooks")
      .set(a.apiKey)
      .send({ name: "media", url: "https://example.com/hooks/media", topics: ["media.done"] });
    expectStatus(hook, 200);
    const ctx = contextFor(svc, a);
    const up = await h.upload_media_asset(
      { body: { file: await uploadOf(await sampleMp4(dir), "video/mp4") } },
      ctx,
    );
    if (up.status !== 200) throw new Error(String(up.status));
    const res = await h.transform_media_video(
      {
        path: { assetId: up.body.id },
        body: {
          resolutions: ["360p"],
          format: "mp4",
          generate_thumbnails: true,
          webhook_topic: "media.done",
        },
      },
      ctx,
    );
    if (res.status !== 200) throw new Error(String(res.status));
    const queued = (await db.knex.raw("SELECT count(*)::int AS n FROM pgboss.job WHERE name = ?", [
      VIDEO_QUEUE,
    ])) as {
      rows: { n: number }[];
    };
    expect(queued.rows[0]?.n).toBeGreaterThanOrEqual(1);

    const variants = await waitUntil(
      "the variants to finish",
      async () => {
        const r = await h.list_media_variants({ path: { assetId: up.body.id } }, ctx);
        return r.status === 200 ? r.body.variants : [];
      },
      (vs) => vs.length === 2 && vs.every((v) => v.status === "ready" || v.status === "failed"),
    );
    expect(variants.map((v) => [v.type, v.status, v.width, v.height, v.error])).toEqual([
      ["video", "ready", 480, 360, null],
      ["thumbnail", "ready", 480, 360, null],
    ]);

    // The encoded video really is 480x360 H.264.
    const video = variants[0];
    const got = await h.get_media_variant_content(
      { path: { assetId: up.body.id, variantId: video?.id as string } },
      ctx,
    );
    if (got.status !== 200) throw new Error(String(got.status));
    const bytes = await readAll(got.body as NodeJS.ReadableStream);
    expect(bytes.length).toBe(video?.size);
    await writeFile(`${dir}/out.mp4`, bytes);
    const probe = await ffprobe(`${dir}/out.mp4`, "ffprobe");
    const stream = probe.streams?.find((s) => s.codec_type === "video");
    expect([stream?.codec_name, stream?.width, stream?.height]).toEqual(["h264", 480, 360]);
    const thumb = await h.get_media_variant_content(
      { path: { assetId: up.body.id, variantId: variants[1]?.id as string } },
      ctx,
    );
    if (thumb.status !== 200) throw new Error(String(thumb.status));
    expect((await sharp(await readAll(thumb.body as NodeJS.ReadableStream)).metadata()).format).toBe("jpeg");

    const events = await waitUntil(
      "the completion event",
      async () =>
        (await db.knex("infra_webhook_events").where({ project_id: a.projectId, topic: "media.done" })) as {
          payload: unknown;
        }[],
      (rows) => rows.length > 0,
    );
    const payload = (
      typeof events[0]?.payload === "string" ? JSON.parse(events[0].payload) : events[0]?.payload
    ) as {
      type: string;
      data: { asset_id: string; status: string; variants: { url: string | null }[] };
    };
    expect(payload).toMatchObject({ type: "media.done", data: { asset_id: up.body.id, status: "ready" } });
    expect(payload.data.variants[0]?.url).toBe(
      `/infra/media/assets/${up.body.id}/variants/${video?.id}/content`,
    );
  }, 120_000);
});
