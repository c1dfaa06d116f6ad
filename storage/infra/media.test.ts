import { randomUUID } from "node:crypto";
import type { Database } from "../db.js";
import { InvalidCursorError } from "../paging.js";
import { openTestDatabase } from "../testing.js";
import {
  createAsset,
  createVariants,
  deleteAsset,
  finishVariant,
  getAsset,
  getVariant,
  listAssets,
  listJobVariants,
  listVariants,
  MEDIA_ERROR_MAX,
  type NewMediaAsset,
  type NewMediaVariant,
  startJobVariants,
} from "./media.js";
import { insertTestProject } from "./testing.js";

let db: Database;
let projectA: string;
let projectB: string;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  projectA = await insertTestProject(db.knex, "media-a");
  projectB = await insertTestProject(db.knex, "media-b");
});
afterAll(async () => {
  await db?.close();
});

const t0 = new Date("2026-03-01T12:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

function asset(extra: Partial<NewMediaAsset> = {}): NewMediaAsset {
  return {
    id: randomUUID(),
    filename: "a.png",
    contentType: "image/png",
    size: 1234,
    mediaType: "image",
    width: 64,
    height: 48,
    durationSec: null,
    visibility: "private",
    metadata: { alt: "x", nested: { n: 1 } },
    blobId: randomUUID(),
    ...extra,
  };
}

function variant(extra: Partial<NewMediaVariant> = {}): NewMediaVariant {
  return {
    id: randomUUID(),
    type: "video",
    params: { resolution: "360p" },
    status: "queued",
    contentType: "video/mp4",
    ...extra,
  };
}

describe("assets", () => {
  it("are created, read back and hidden from other projects", async () => {
    const made = await createAsset(db.knex, projectA, asset({ durationSec: 1.5, mediaType: "video" }), t0);
    expect(made).toMatchObject({
      projectId: projectA,
      size: 1234,
      durationSec: 1.5,
      status: "ready",
      error: null,
    });
    expect(await getAsset(db.knex, projectA, made.id)).toEqual(made);
    expect(await getAsset(db.knex, projectB, made.id)).toBeNull();
    expect(await getAsset(db.knex, projectA, "not-a-uuid")).toBeNull();
  });

  it("list newest first, by media type, a page at a time", async () => {
    const p = await insertTestProject(db.knex, `media-${randomUUID().slice(0, 8)}`);
    const images = [];
    for (let i = 0; i < 3; i++) images.push(await createAsset(db.knex, p, asset(), at(i)));
    const video = await createAsset(db.knex, p, asset({ mediaType: "video" }), at(10));
    const first = await listAssets(db.knex, p, { limit: 2, mediaType: "image" });
    expect(first.items.map((x) => x.id)).toEqual([images[2]?.id, images[1]?.id]);
    const second = await listAssets(db.knex, p, {
      limit: 2,
      mediaType: "image",
      after: first.nextAfter ?? "",
    });
    expect(second.items.map((x) => x.id)).toEqual([images[0]?.id]);
    expect(second.nextAfter).toBeNull();
    expect((await listAssets(db.knex, p, { limit: 10 })).items[0]?.id).toBe(video.id);
    await expect(listAssets(db.knex, p, { limit: 10, after: "garbage" })).rejects.toThrow(InvalidCursorError);
  });

  it("deletes with the variants, handing back every blob id", async () => {
    const a = await createAsset(db.knex, projectA, asset(), t0);
    const [v1, v2] = await createVariants(
      db.knex,
      projectA,
      a.id,
      [variant({ status: "ready", blobId: "blob-1" }), variant()],
      t0,
    );
    expect(await deleteAsset(db.knex, projectB, a.id)).toBeNull();
    expect(await deleteAsset(db.knex, projectA, a.id)).toEqual([a.blobId, "blob-1"]);
    expect(await getVariant(db.knex, projectA, a.id, v1?.id as string)).toBeNull();
    expect(await deleteAsset(db.knex, projectA, a.id)).toBeNull();
    // A worker finishing a variant of a deleted asset learns it is gone.
    expect(await finishVariant(db.knex, v2?.id as string, { status: "failed", error: "x" }, t0)).toBe(false);
  });
});

describe("variants", () => {
  it("keep their order and move queued → processing → ready | failed", async () => {
    const a = await createAsset(db.knex, projectA, asset({ mediaType: "video" }), t0);
    const jobId = randomUUID();
    const wanted = [
      variant({ jobId }),
      variant({ jobId }),
      variant({ jobId, type: "thumbnail", contentType: "image/jpeg" }),
    ];
    const made = await createVariants(db.knex, projectA, a.id, wanted, t0);
    expect(made.map((v) => v.id)).toEqual(wanted.map((v) => v.id));
    expect((await listVariants(db.knex, projectA, a.id)).map((v) => v.id)).toEqual(wanted.map((v) => v.id));
    expect(await listVariants(db.knex, projectB, a.id)).toEqual([]);

    const claimed = await startJobVariants(db.knex, jobId, at(1));
    expect(claimed.map((v) => v.status)).toEqual(["processing", "processing", "processing"]);
    const [v1, v2, v3] = wanted.map((v) => v.id);
    expect(
      await finishVariant(
        db.knex,
        v1 as string,
        { status: "ready", blobId: "b1", size: 10, width: 4, height: 2 },
        at(2),
      ),
    ).toBe(true);
    expect(
      await finishVariant(db.knex, v2 as string, { status: "failed", error: "e".repeat(5000) }, at(2)),
    ).toBe(true);
    // Finished variants are not finished twice, nor claimed again.
    expect(await finishVariant(db.knex, v1 as string, { status: "failed", error: "late" }, at(3))).toBe(
      false,
    );
    expect((await startJobVariants(db.knex, jobId, at(4))).map((v) => v.id)).toEqual([v3]);

    const all = await listJobVariants(db.knex, jobId);
    expect(all.map((v) => [v.status, v.blobId, v.size])).toEqual([
      ["ready", "b1", 10],
      ["failed", null, null],
      ["processing", null, null],
    ]);
    expect(all[1]?.error).toHaveLength(MEDIA_ERROR_MAX);
  });
});
