/**
 * The S3 store against a real S3-compatible server: moto (`python3 -m moto.server`) on
 * 127.0.0.1. moto is a test dependency of this suite: when it is missing the suite fails with
 * a message saying how to install it, rather than skipping.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { Readable } from "node:stream";
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { BlobNotFound, BlobTooLarge } from "./blobStore.js";
import { createS3BlobStore } from "./s3Store.js";

const BUCKET = "blobs-test";
const credentials = { accessKeyId: "test", secretAccessKey: "test" };
let server: ChildProcess | undefined;
let endpoint: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const address = s.address();
      s.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitUp(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`moto did not answer at ${url} within ${ms} ms`);
}

beforeAll(async () => {
  const probe = spawnSync("python3", ["-c", "import moto.server"], { encoding: "utf8" });
  if (probe.status !== 0)
    throw new Error(
      `the S3 store tests need moto (python3 -m pip install 'moto[server]==5.2.1'): ${probe.stderr || probe.error}`,
    );
  const port = await freePort();
  endpoint = `http://127.0.0.1:${port}`;
  server = spawn("python3", ["-m", "moto.server", "-H", "127.0.0.1", "-p", String(port)], {
    stdio: "ignore",
  });
  await waitUp(endpoint, 20_000);
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  client.destroy();
}, 30_000);

afterAll(() => {
  server?.kill();
});

function store(partSize?: number) {
  return createS3BlobStore({
    bucket: BUCKET,
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials,
    ...(partSize ? { partSize } : {}),
  });
}

function chunks(count: number, size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      this.push(sent++ < count ? randomBytes(size) : null);
    },
  });
}

async function keys(): Promise<string[]> {
  const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials });
  const out = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  client.destroy();
  return (out.Contents ?? []).map((c) => c.Key ?? "");
}

describe("createS3BlobStore", () => {
  it("round-trips a small blob with its MD5", async () => {
    const s = store();
    const data = randomBytes(10_000);
    const written = await s.put("small1", Readable.from([data]), { maxBytes: 1e6, mediaType: "image/png" });
    expect(written).toEqual({ size: data.length, md5: createHash("md5").update(data).digest("hex") });
    const back = Buffer.concat(await (await s.get("small1")).toArray());
    expect(back.equals(data)).toBe(true);
  });

  it("streams a multipart upload and reads ranges", async () => {
    const s = store(5 * 1024 * 1024);
    const hash = createHash("md5");
    const source = chunks(12, 1024 * 1024).on("data", (c: Buffer) => hash.update(c));
    const written = await s.put("multi1", source, { maxBytes: 64 * 1024 * 1024 });
    expect(written.size).toBe(12 * 1024 * 1024);
    expect(written.md5).toBe(hash.digest("hex"));
    const whole = Buffer.concat(await (await s.get("multi1")).toArray());
    expect(createHash("md5").update(whole).digest("hex")).toBe(written.md5);
    const part = Buffer.concat(await (await s.get("multi1", { start: 6_000_000, end: 6_000_099 })).toArray());
    expect(part.equals(whole.subarray(6_000_000, 6_000_100))).toBe(true);
  }, 60_000);

  it("refuses a source over maxBytes and keeps nothing", async () => {
    const s = store(5 * 1024 * 1024);
    await expect(
      s.put("toobig", chunks(12, 1024 * 1024), { maxBytes: 7 * 1024 * 1024 }),
    ).rejects.toBeInstanceOf(BlobTooLarge);
    expect(await keys()).not.toContain("blobs/toobig");
    await expect(s.get("toobig")).rejects.toBeInstanceOf(BlobNotFound);
  }, 60_000);

  it("deletes, and deleting a missing blob is not an error", async () => {
    const s = store();
    await s.put("del1", Readable.from([Buffer.from("x")]), { maxBytes: 10 });
    await s.delete("del1");
    await s.delete("del1");
    await expect(s.get("del1")).rejects.toBeInstanceOf(BlobNotFound);
  });
});
