/**
 * A large object goes up and comes back down through a real HTTP server (in a child process,
 * bench/storage/server.ts) byte for byte: the MD5 it went up with, the ETag naming it. How much
 * memory the server needs meanwhile is a target, not a behaviour a loaded test machine can time:
 * `npm run bench -- storage` measures it (200 MB, the server's RSS growth).
 */
import { type StorageServerProcess, startStorageServer } from "../../../bench/storage/child.js";
import { roundTrip } from "../../../bench/storage/transfer.js";

const BYTES = 64 * 2 ** 20;
let server: StorageServerProcess;

beforeAll(async () => {
  server = await startStorageServer();
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe("put_object / get_object", () => {
  it("streams a 64 MiB object up and down unchanged", async () => {
    const result = await roundTrip(server.origin, server.headers, server.bucket, "big/object.bin", BYTES);
    expect(result.receivedMd5).toBe(result.sentMd5);
    expect(result.etag).toBe(`"${result.sentMd5}"`);
  }, 120_000);
});
