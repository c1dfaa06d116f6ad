import type { Database } from "../../db.js";
import { PackageMigrationSource, runMigrations } from "../../migrate.js";
import { openTestDatabase } from "../../testing.js";
import { insertTestProject } from "../testing.js";

let db: Database;
const source = new PackageMigrationSource();
const quiet = { warn() {}, error() {} };
beforeAll(async () => {
  // pg-boss runs: the old video jobs it held carry the requests' webhook topics.
  db = await openTestDatabase({ logger: quiet });
});
afterAll(async () => {
  await db?.close();
});

async function applied(): Promise<string[]> {
  return (await db.knex("knex_migrations").orderBy("id").pluck("name")) as string[];
}

/** Rolls back one migration at a time until `name` is the last one applied. */
async function downTo(name: string): Promise<void> {
  while ((await applied()).at(-1) !== name) await db.knex.migrate.down({ migrationSource: source });
}

describe("infra/0009_media_jobs", () => {
  it("takes over the requests whose variants were unfinished, with their old jobs' webhook topics, and leaves finished ones alone", async () => {
    await downTo("infra/0008_media");
    expect(await db.knex.schema.hasTable("infra_media_jobs")).toBe(false);
    const projectId = await insertTestProject(db.knex, "mig0009");
    const [asset] = (await db
      .knex("infra_media_assets")
      .insert({
        project_id: projectId,
        filename: "a.mp4",
        content_type: "video/mp4",
        size: 10,
        media_type: "video",
        metadata: "{}",
        blob_id: "blob-a",
      })
      .returning("id")) as { id: string }[];
    const pending = "5d1e9f3a-7c2b-4a8e-9d6f-0b1c2d3e4f50";
    const halfway = "6e2f0a4b-8d3c-4b9f-ae70-1c2d3e4f5061";
    const finished = "7f301b5c-9e4d-4ca0-bf81-2d3e4f506172";
    const variant = (jobId: string, status: string, position: number) => ({
      asset_id: asset!.id,
      project_id: projectId,
      type: "video",
      params: "{}",
      status,
      content_type: "video/mp4",
      job_id: jobId,
      position,
    });
    await db
      .knex("infra_media_variants")
      .insert([
        variant(pending, "queued", 0),
        variant(pending, "queued", 1),
        variant(halfway, "ready", 0),
        variant(halfway, "processing", 1),
        variant(finished, "ready", 0),
        variant(finished, "failed", 1),
      ]);

    const boss = db.boss!;
    await boss.createQueue("infra.media.video");
    await boss.send("infra.media.video", { jobId: pending, webhookTopic: "media.encoded" });
    await boss.send("infra.media.video", { jobId: halfway, webhookTopic: null });

    await runMigrations(db.knex);
    const jobs = (await db.knex("infra_media_jobs").orderBy("id")) as {
      id: string;
      project_id: string;
      asset_id: string;
      status: string;
      attempts: number;
      lease_seconds: number;
      webhook_topic: string | null;
    }[];
    expect(jobs.map((j) => [j.id, j.status, j.attempts, j.project_id, j.asset_id, j.webhook_topic])).toEqual([
      [pending, "queued", 0, projectId, asset!.id, "media.encoded"],
      [halfway, "queued", 0, projectId, asset!.id, null],
    ]);
    expect(jobs.every((j) => j.lease_seconds > 0)).toBe(true);
  });
});
