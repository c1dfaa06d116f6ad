import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { pageFailure } from "../testing/pageServer.js";
import { egressFetch } from "./egressFetch.js";

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/gzip") {
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
      return res.end(zlib.gzipSync(Buffer.from("<p>hello</p>")));
    }
    if (req.url === "/bomb") {
      res.writeHead(200, { "content-type": "text/plain", "content-encoding": "gzip" });
      return res.end(zlib.gzipSync(Buffer.alloc(5_000_000)));
    }
    if (req.url === "/redirect") {
      res.writeHead(302, { location: "/gzip" });
      return res.end();
    }
    if (req.url === "/hang") return undefined; // never answers
    if (req.url === "/echo") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(
        JSON.stringify({ method: req.method, ua: req.headers["user-agent"], host: req.headers.host }),
      );
    }
    res.writeHead(404);
    return res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const loopback = { policy: "loopback" as const, timeoutMs: 2000, maxBytes: 1_000_000 };

describe("egressFetch", () => {
  it("decompresses the body and drops the headers that described the wire form", async () => {
    const res = await egressFetch({ url: `${base}/gzip`, ...loopback });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe("<p>hello</p>");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-type"]).toBe("text/html");
  });

  it("returns a redirect with its Location instead of following it", async () => {
    const res = await egressFetch({ url: `${base}/redirect`, ...loopback });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe("/gzip");
  });

  it("sends the caller's method and headers but not a forged host", async () => {
    const res = await egressFetch({
      url: `${base}/echo`,
      method: "POST",
      headers: { "User-Agent": "tool/1", Host: "evil.example" },
      body: Buffer.from("x"),
      ...loopback,
    });
    expect(JSON.parse(res.body.toString())).toEqual({
      method: "POST",
      ua: "tool/1",
      host: new URL(base).host,
    });
  });

  it("stops reading at the cap on decompressed bytes", async () => {
    const error = await pageFailure(egressFetch({ url: `${base}/bomb`, ...loopback }));
    expect(error.failure).toBe("too_large");
  });

  it("refuses a loopback address under the public policy before connecting", async () => {
    const error = await pageFailure(egressFetch({ ...loopback, url: `${base}/gzip`, policy: "public" }));
    expect(error.failure).toBe("refused");
    expect(error.message).toMatch(/loopback/);
  });

  it("refuses other schemes and a name that is not localhost under loopback", async () => {
    expect((await pageFailure(egressFetch({ url: "file:///etc/passwd", ...loopback }))).failure).toBe(
      "refused",
    );
    expect((await pageFailure(egressFetch({ url: "http://example.com/", ...loopback }))).failure).toBe(
      "refused",
    );
  });

  it("reports a closed port as unreachable and a silent server as a timeout", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect((await pageFailure(egressFetch({ url: `http://127.0.0.1:${port}/`, ...loopback }))).failure).toBe(
      "unreachable",
    );
    const started = Date.now();
    const error = await pageFailure(egressFetch({ ...loopback, url: `${base}/hang`, timeoutMs: 200 }));
    expect(error.failure).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("gives up when the caller's signal aborts", async () => {
    const controller = new AbortController();
    const pending = egressFetch({ ...loopback, url: `${base}/hang`, signal: controller.signal });
    controller.abort();
    expect((await pageFailure(pending)).failure).toBe("timeout");
  });

  it("fails a header it cannot send as this request's failure, leaving no timer or listener armed", async () => {
    // Node's http refuses a header value outside Latin-1 synchronously; the abort that a browser
    // call sends when it ends used to reach a listener left behind and crash the process.
    const controller = new AbortController();
    const error = await pageFailure(
      egressFetch({
        ...loopback,
        url: `${base}/echo`,
        headers: { "user-agent": "Ȿ" },
        signal: controller.signal,
        timeoutMs: 50,
      }),
    );
    expect(error.failure).toBe("unreachable");
    expect(error.message).toMatch(/could not be requested/);
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 100)); // past the request's timer
  });
});
