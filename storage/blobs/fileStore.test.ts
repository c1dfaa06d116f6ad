import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { BlobNotFound, BlobTooLarge } from "./blobStore.js";
import { createFileBlobStore } from "./fileStore.js";
import { blobStoreFromEnv } from "./index.js";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "blobs-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** `count` chunks of `size` bytes each, generated as they are read. */
function chunks(count: number, size: number, fill = 0x61): Readable {
  let sent = 0;
  return new Readable({
    read() {
      this.push(sent++ < count ? Buffer.alloc(size, fill) : null);
    },
  });
}

async function files(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) out.push(entry.name);
  return out;
}

describe("createFileBlobStore", () => {
  it("round-trips bytes and reports their size and MD5", async () => {
    const store = createFileBlobStore(dir);
    const data = randomBytes(100_000);
    const written = await store.put("abc123", Readable.from([data]), { maxBytes: 1e6 });
    expect(written).toEqual({ size: data.length, md5: createHash("md5").update(data).digest("hex") });
    const back = Buffer.concat(await (await store.get("abc123")).toArray());
    expect(back.equals(data)).toBe(true);
  });

  it("reads an inclusive range", async () => {
    const store = createFileBlobStore(dir);
    await store.put("r1", Readable.from([Buffer.from("0123456789")]), { maxBytes: 100 });
    expect(await text(await store.get("r1", { start: 2, end: 5 }))).toBe("2345");
    expect(await text(await store.get("r1", { start: 9, end: 9 }))).toBe("9");
  });

  it("refuses a source longer than maxBytes and leaves nothing", async () => {
    const store = createFileBlobStore(dir);
    await expect(store.put("big", chunks(20, 1000), { maxBytes: 10_500 })).rejects.toBeInstanceOf(
      BlobTooLarge,
    );
    expect(await files(dir)).toEqual([]);
    await expect(store.get("big")).rejects.toBeInstanceOf(BlobNotFound);
  });

  it("accepts a source of exactly maxBytes", async () => {
    const store = createFileBlobStore(dir);
    expect((await store.put("exact", chunks(10, 100), { maxBytes: 1000 })).size).toBe(1000);
  });

  it("leaves nothing when the source fails", async () => {
    const store = createFileBlobStore(dir);
    const failing = new Readable({
      read() {
        this.destroy(new Error("client went away"));
      },
    });
    await expect(store.put("gone", failing, { maxBytes: 1000 })).rejects.toThrow("client went away");
    expect(await files(dir)).toEqual([]);
  });

  it("keeps concurrent writes apart", async () => {
    const store = createFileBlobStore(dir);
    const ids = Array.from({ length: 8 }, (_, i) => `c${i}`);
    const results = await Promise.all(
      ids.map((id, i) => store.put(id, chunks(50, 1000, 0x30 + i), { maxBytes: 1e6 })),
    );
    for (const [i, id] of ids.entries()) {
      const expected = createHash("md5")
        .update(Buffer.alloc(50_000, 0x30 + i))
        .digest("hex");
      expect(results[i]?.md5).toBe(expected);
      const back = Buffer.concat(await (await store.get(id)).toArray());
      expect(createHash("md5").update(back).digest("hex")).toBe(expected);
    }
  });

  it("deletes, and deleting a missing blob is not an error", async () => {
    const store = createFileBlobStore(dir);
    await store.put("d1", Readable.from([Buffer.from("x")]), { maxBytes: 10 });
    await store.delete("d1");
    await store.delete("d1");
    await expect(store.get("d1")).rejects.toBeInstanceOf(BlobNotFound);
  });

  it("refuses ids that could name a path", async () => {
    const store = createFileBlobStore(dir);
    await expect(store.put("../x", Readable.from([Buffer.from("x")]), { maxBytes: 10 })).rejects.toThrow(
      RangeError,
    );
    await expect(store.get("a/b")).rejects.toThrow(RangeError);
  });
});

describe("blobStoreFromEnv", () => {
  it("defaults to the file store and checks its settings", async () => {
    const store = blobStoreFromEnv({ BLOB_DIR: dir });
    await store.put("e1", Readable.from([Buffer.from("hi")]), { maxBytes: 10 });
    expect(await files(dir)).toEqual(["e1"]);
    expect(() => blobStoreFromEnv({ BLOB_STORE: "s3" })).toThrow(/S3_BUCKET/);
    expect(() => blobStoreFromEnv({ BLOB_STORE: "gcs" })).toThrow(/BLOB_STORE must be one of fs, s3/);
  });
});
