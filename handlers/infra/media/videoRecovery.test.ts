/**
 * A lost video job is recovered: a worker claims a transform request and dies mid-encoding (its
 * variants left `processing`); once the lease ends, the leased-work engine's sweep records the
 * attempt as failed, the request runs again after the retry wait, and its variants are encoded and
 * its completion event recorded. Runs on the runtime's engine in manual mode with a moved clock.
 */
import { rm } from "node:fs/promises";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { startJobVariants } from "../../../storage/infra/media.js";
import { claimMediaJobs } from "../../../storage/infra/mediaJobs.js";
import { createWebhook } from "../../../storage/infra/webhooks.js";
import { newTenant, type Tenant } from "../testing/tenants.js";
import { mediaHandlers as h } from "./routes.js";
import { contextFor, sampleMp4, tempDir, uploadOf } from "./testing.js";
import { VIDEO_ENCODES, VIDEO_RETRY_DELAY_MS } from "./videoWorker.js";

let svc: TestService;
let a: Tenant;
let dir: string;
let clock = Date.now();
const now = () => new Date(clock);

beforeAll(async () => {
  dir = await tempDir();
  svc = await startTestService("infra", {
    now,
    env: { ...process.env, MEDIA_FFMPEG_TIMEOUT_SEC: "60", BLOB_DIR: `${dir}/blobs` },
  });
  a = await newTenant(svc);
}, 60_000);

afterAll(async () => {
  await svc?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("a lost video job", () => {
  it("is recorded as a failed attempt when its lease ends, then encoded on the retry", async () => {
    const ctx = contextFor(svc, a, now);
    // A webhook listening, so the completion event is recorded.
    await createWebhook(
      svc.db.knex,
      a.projectId,
      { name: "media", url: "https://example.com/media", topics: ["media.*"], secretSealed: "sealed:x" },
      now(),
    );
    const up = await h.upload_media_asset(
      { body: { file: await uploadOf(await sampleMp4(dir), "video/mp4") } },
      ctx,
    );
    if (up.status !== 200) throw new Error(String(up.status));
    const res = await h.transform_media_video(
      {
        path: { assetId: up.body.id },
        body: {
          resolutions: ["64x48"],
          format: "mp4",
          generate_thumbnails: false,
          webhook_topic: "media.back",
        },
      },
      ctx,
    );
    if (res.status !== 200) throw new Error(String(res.status));
    const jobId = res.body.job_id;

    // A worker claims the request, starts on its variants, and is killed.
    const [claimed] = await claimMediaJobs(svc.db.knex, { now: now(), dueBy: now(), limit: 1 });
    expect(claimed).toMatchObject({ id: jobId, attempt: 1, webhookTopic: "media.back" });
    await startJobVariants(svc.db.knex, jobId, now());
    const variants = async () => {
      const r = await h.list_media_variants({ path: { assetId: up.body.id } }, ctx);
      if (r.status !== 200) throw new Error(String(r.status));
      return r.body.variants.map((v) => v.status);
    };
    expect(await variants()).toEqual(["processing"]);

    // Leased for one variant's limit (60 s) plus a minute: nothing happens before it ends.
    const work = svc.deps.work;
    clock += 119_000;
    expect(await work.sweep(now())).toEqual({});
    clock += 1_000;
    expect(await work.sweep(now())).toEqual({ [`${VIDEO_ENCODES.name}.expired`]: 1 });
    const row = () => svc.db.knex("infra_media_jobs").where({ id: jobId }).first();
    expect(await row()).toMatchObject({ status: "queued", attempts: 1, lease_until: null });
    expect(await variants()).toEqual(["processing"]);

    // The retry waits its turn, then encodes what the dead worker left.
    expect((await work.flush({ tasks: [VIDEO_ENCODES] }))[VIDEO_ENCODES.name]?.attempted).toBe(0);
    clock += VIDEO_RETRY_DELAY_MS;
    expect((await work.flush({ tasks: [VIDEO_ENCODES] }))[VIDEO_ENCODES.name]).toMatchObject({
      attempted: 1,
      succeeded: 1,
    });
    expect(await variants()).toEqual(["ready"]);
    expect(await row()).toMatchObject({ status: "done", attempts: 2 });
    const events = await svc.db
      .knex("infra_webhook_events")
      .where({ project_id: a.projectId, topic: "media.back" });
    expect(events).toHaveLength(1);
  }, 120_000);
});
