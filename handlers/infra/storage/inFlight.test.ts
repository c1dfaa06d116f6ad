/**
 * "Never buffered", proven by what the server holds rather than by its RSS (a load-dependent
 * figure that belongs to `npm run bench -- storage`): while an object streams up, the bytes the
 * server has read from the socket but not yet handed to the blob store stay under a fixed bound
 * however large the object; while it streams down, so do the bytes read from the blob store but
 * not yet handed to the socket. The blob store here is deliberately slower than the network and
 * the downloading client pauses, so any buffer without backpressure on the path would fill.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import type { Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import request from "supertest";
import { createHttpServer } from "../../../runtime/app.js";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import type { BlobStore } from "../../../storage/blobs/index.js";
import type { InfraExtras } from "../context.js";
import { newTenant, type Tenant } from "../testing/tenants.js";

const OBJECT_BYTES = 32 * 2 ** 20;
/** Socket, HTTP parser and stream buffers: a few high-water marks, never the object. */
const BOUND_BYTES = 2 * 2 ** 20;

let svc: TestService;
let dir: string;
let tenant: Tenant;
let origin: string;
let server: ReturnType<typeof createHttpServer>;
const sockets: Socket[] = [];
const observed = { upload: 0, download: 0, stalled: false };
/** Socket counters when the request under test started (set by the test, read by the store). */
const before = { read: 0, sent: 0 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Bytes this server's connections have read from the kernel. */
const bytesRead = () => sockets.reduce((n, s) => n + s.bytesRead, 0);
/** Bytes handed to the kernel (written, minus what still waits in the sockets' queues). */
const bytesSent = () => sockets.reduce((n, s) => n + s.bytesWritten - s.writableLength, 0);

/** The real store, with a slow, counting reader in front of `put` and a counting source for `get`. */
function observing(store: BlobStore): BlobStore {
  return {
    async put(id, source, options) {
      let consumed = 0;
      async function* slow() {
        for await (const chunk of source as AsyncIterable<Buffer>) {
          consumed += chunk.length;
          observed.upload = Math.max(observed.upload, bytesRead() - before.read - consumed);
          await sleep(1);
          yield chunk;
        }
      }
      return store.put(id, Readable.from(slow(), { objectMode: false, highWaterMark: 1 }), options);
    },
    async get(id, range) {
      const real = await store.get(id, range);
      let produced = 0;
      async function* counted() {
        for await (const chunk of real as AsyncIterable<Buffer>) {
          produced += chunk.length;
          observed.download = Math.max(observed.download, produced - (bytesSent() - before.sent));
          yield chunk;
        }
      }
      return Readable.from(counted(), { objectMode: false, highWaterMark: 1 });
    },
    delete: (id) => store.delete(id),
  };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "in-flight-"));
  svc = await startTestService("infra", { env: { ...process.env, BLOB_DIR: dir } });
  tenant = await newTenant(svc);
  const context = svc.context as InfraExtras;
  context.blobs = observing(context.blobs);
  const created = await request(svc.app)
    .post("/infra/storage/buckets")
    .set(tenant.apiKey)
    .send({ name: "flight" });
  expect(created.status).toBe(200);
  server = createHttpServer(svc.app);
  server.on("connection", (s: Socket) => sockets.push(s));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}, 90_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await svc?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("put_object / get_object", () => {
  it("holds a bounded number of bytes in flight each way, whatever the object's size", async () => {
    const body = randomBytes(OBJECT_BYTES);
    const path = "/infra/storage/buckets/flight/objects/big.bin";
    before.read = bytesRead();
    const put = await fetch(`${origin}${path}`, {
      method: "PUT",
      headers: { ...tenant.apiKey, "content-type": "application/octet-stream" },
      body,
    });
    expect(put.status).toBe(200);
    expect(observed.upload).toBeGreaterThan(0);
    expect(observed.upload).toBeLessThan(BOUND_BYTES);

    // Download with a client that stops reading for a while: the server must stop reading too.
    before.sent = bytesSent();
    const md5 = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(`${origin}${path}`, { headers: tenant.apiKey }, (res) => {
        res.pause();
        const hash = createHash("md5");
        setTimeout(() => {
          observed.stalled = true;
          res.on("data", (c: Buffer) => hash.update(c));
          res.on("end", () => resolve(hash.digest("hex")));
          res.resume();
        }, 1_000);
      });
      req.on("error", reject);
      req.end();
    });
    expect(md5).toBe(createHash("md5").update(body).digest("hex"));
    expect(observed.stalled).toBe(true);
    expect(observed.download).toBeGreaterThan(0);
    expect(observed.download).toBeLessThan(BOUND_BYTES);
  }, 120_000);
});
