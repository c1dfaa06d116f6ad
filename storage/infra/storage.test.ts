import type { Database } from "../db.js";
import { InvalidCursorError } from "../paging.js";
import { openTestDatabase } from "../testing.js";
import {
  createBucket,
  deleteEmptyBucket,
  deleteObject,
  findBucket,
  getObject,
  listBuckets,
  listObjects,
  prefixSuccessor,
  putObject,
} from "./storage.js";
import { insertTestProject } from "./testing.js";

let db: Database;
let projectA: string;
let projectB: string;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  projectA = await insertTestProject(db.knex, "sta");
  projectB = await insertTestProject(db.knex, "stb");
});
afterAll(async () => {
  await db?.close();
});

const now = new Date("2026-01-02T03:04:05Z");

async function newBucket(projectId: string, name: string) {
  const b = await createBucket(db.knex, projectId, { name });
  if (!b) throw new Error("no bucket");
  return b;
}

async function put(
  projectId: string,
  bucketId: string,
  key: string,
  blobId = `blob-${key.replace(/\W/g, "_")}`,
) {
  return putObject(
    db.knex,
    projectId,
    { bucketId, key, blobId, size: 3, md5: "900150983cd24fb0d6963f7d28e17f72", contentType: "text/plain" },
    now,
  );
}

describe("buckets", () => {
  it("creates, finds by id or name, and refuses a duplicate name in the project only", async () => {
    const b = await newBucket(projectA, "photos");
    expect(b).toMatchObject({
      name: "photos",
      visibility: "private",
      description: null,
      projectId: projectA,
    });
    expect(await createBucket(db.knex, projectA, { name: "photos" })).toBeNull();
    expect(await createBucket(db.knex, projectB, { name: "photos" })).not.toBeNull();
    expect((await findBucket(db.knex, projectA, b.id))?.id).toBe(b.id);
    expect((await findBucket(db.knex, projectA, "photos"))?.id).toBe(b.id);
    expect(await findBucket(db.knex, projectB, b.id)).toBeNull();
  });

  it("lists by name with a cursor", async () => {
    const p = await insertTestProject(db.knex, "stc");
    for (const n of ["c-1", "a-1", "b-1"]) await newBucket(p, n);
    const first = await listBuckets(db.knex, p, { limit: 2 });
    expect(first.items.map((b) => b.name)).toEqual(["a-1", "b-1"]);
    const second = await listBuckets(db.knex, p, { limit: 2, after: first.nextAfter ?? "" });
    expect(second.items.map((b) => b.name)).toEqual(["c-1"]);
    expect(second.nextAfter).toBeNull();
    await expect(listBuckets(db.knex, p, { limit: 2, after: "garbage!" })).rejects.toBeInstanceOf(
      InvalidCursorError,
    );
  });

  it("deletes only an empty bucket", async () => {
    const b = await newBucket(projectA, "to-delete");
    await put(projectA, b.id, "x");
    expect(await deleteEmptyBucket(db.knex, projectB, b.id)).toBe("missing");
    expect(await deleteEmptyBucket(db.knex, projectA, b.id)).toBe("not_empty");
    expect(await deleteObject(db.knex, projectA, b.id, "x")).toBe("blob-x");
    expect(await deleteEmptyBucket(db.knex, projectA, b.id)).toBe("deleted");
  });
});

describe("objects", () => {
  it("replaces a version and hands back the previous blob", async () => {
    const b = await newBucket(projectA, "versions");
    expect((await put(projectA, b.id, "k", "blob1")).previousBlobId).toBeNull();
    const second = await put(projectA, b.id, "k", "blob2");
    expect(second.previousBlobId).toBe("blob1");
    expect(second.object).toMatchObject({ key: "k", blobId: "blob2", size: 3, contentType: "text/plain" });
    expect((await getObject(db.knex, projectA, b.id, "k"))?.blobId).toBe("blob2");
    expect(await getObject(db.knex, projectB, b.id, "k")).toBeNull();
    expect(await deleteObject(db.knex, projectB, b.id, "k")).toBeNull();
  });

  it("lists in byte order with prefix, delimiter and cursor", async () => {
    const b = await newBucket(projectA, "listing");
    const keys = [
      "a.txt",
      "photos/2025/x.png",
      "photos/2026/a.png",
      "photos/2026/b.png",
      "photos/top.png",
      "Z",
      "z/1",
      "ü",
    ];
    for (const k of keys) await put(projectA, b.id, k);
    const all = await listObjects(db.knex, projectA, b.id, { limit: 100 });
    expect(all.objects.map((o) => o.key)).toEqual(
      [...keys].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y))),
    );
    const top = await listObjects(db.knex, projectA, b.id, { limit: 100, delimiter: "/" });
    expect(top.objects.map((o) => o.key)).toEqual(["Z", "a.txt", "ü"]);
    expect(top.commonPrefixes).toEqual(["photos/", "z/"]);
    const photos = await listObjects(db.knex, projectA, b.id, {
      limit: 100,
      prefix: "photos/",
      delimiter: "/",
    });
    expect(photos.objects.map((o) => o.key)).toEqual(["photos/top.png"]);
    expect(photos.commonPrefixes).toEqual(["photos/2025/", "photos/2026/"]);
    // Page through one entry at a time: every entry once, in order.
    const seen: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < 10; i++) {
      const page = await listObjects(db.knex, projectA, b.id, {
        limit: 1,
        delimiter: "/",
        ...(after ? { after } : {}),
      });
      seen.push(...page.commonPrefixes, ...page.objects.map((o) => o.key));
      if (!page.nextAfter) break;
      after = page.nextAfter;
    }
    expect(seen).toEqual(["Z", "a.txt", "photos/", "z/", "ü"]);
    await expect(listObjects(db.knex, projectA, b.id, { limit: 1, after: "bm9wZQ" })).rejects.toBeInstanceOf(
      InvalidCursorError,
    );
  });

  it("computes prefix successors in code point order", () => {
    expect(prefixSuccessor("a/")).toBe("a0");
    expect(prefixSuccessor("\ud7ff")).toBe("\ue000");
    expect(prefixSuccessor("x\u{10ffff}")).toBeUndefined();
  });
});
