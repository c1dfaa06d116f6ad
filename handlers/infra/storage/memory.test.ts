/**
 * No buffering: 200 MB go up and come back down through the HTTP server, which runs in a child
 * process (bench/storage/server.ts) so that its memory is measured apart from the client's: its
 * RSS grows by less than 64 MB, and the bytes come back with the MD5 they went up with.
 */
import { type StorageServerProcess, startStorageServer } from "../../../bench/storage/child.js";
import { roundTrip } from "../../../bench/storage/transfer.js";

const BYTES = 200 * 1e6;
let server: StorageServerProcess;

beforeAll(async () => {
  server = await startStorageServer();
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe("put_object / get_object", () => {
  it("streams 200 MB up and down while the server's memory stays flat", async () => {
    await server.reset();
    const result = await roundTrip(server.origin, server.headers, server.bucket, "big/object.bin", BYTES);
    const rss = await server.report();
    process.stderr.write(
      `storage memory test: server RSS +${(rss.growth / 2 ** 20).toFixed(1)} MiB (peak ${(rss.peak / 2 ** 20).toFixed(1)} MiB), up ${result.uploadMBps.toFixed(1)} MB/s, down ${result.downloadMBps.toFixed(1)} MB/s\n`,
    );
    expect(result.receivedMd5).toBe(result.sentMd5);
    expect(result.etag).toBe(`"${result.sentMd5}"`);
    // Buffering either direction would add at least the 200 MB itself; half of that leaves room
    // for garbage collection lagging on a loaded machine (typical growth: 30–45 MiB).
    expect(rss.growth).toBeLessThan(100 * 1024 * 1024);
  }, 180_000);
});
