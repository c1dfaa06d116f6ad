import { createServer, type IncomingHttpHeaders, request, type Server } from "node:http";
import { type AddressInfo, Socket } from "node:net";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { egressAgent } from "./policy.js";
import { MAX_BODY_BYTES, postSigned, post as postTo } from "./post.js";
import { newSigningSecret } from "./signing.js";

// Every test sends traffic only to this process's own server on 127.0.0.1.

/** What the receiver saw: one entry per request, and how many TCP connections it accepted. */
const seen: Array<{ method?: string; path?: string; headers: IncomingHttpHeaders; raw: string }> = [];
let connections = 0;
let server: Server;
let base: string;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => {
      raw += c;
    });
    req.on("end", () => {
      seen.push({ method: req.method, path: req.url, headers: req.headers, raw });
      switch (req.url) {
        case "/ok":
          return res.writeHead(200, { "content-type": "text/plain" }).end("thanks");
        case "/fail":
          return res.writeHead(500).end(`boom: ${"x".repeat(1500)}`);
        case "/redirect":
          return res.writeHead(302, { location: `${base}/ok` }).end("moved");
        case "/slow":
          return; // never answers; the client must give up
        case "/utf8":
          return res.writeHead(200).end("é".repeat(1500));
        case "/endless": {
          // Streams until the client hangs up: only a client that stops reading can finish.
          res.writeHead(200);
          const chunk = "y".repeat(16 * 1024);
          const pump = setInterval(() => res.write(chunk), 1);
          res.on("close", () => clearInterval(pump));
          return;
        }
        default:
          return res.writeHead(404).end();
      }
    });
  });
  server.on("connection", () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  seen.length = 0;
  connections = 0;
});

/** Counts outgoing connection attempts made by any socket while `run` is awaited. */
async function countConnects<T>(run: () => Promise<T>): Promise<{ value: T; connects: number }> {
  const original = Socket.prototype.connect;
  let connects = 0;
  Socket.prototype.connect = function (this: Socket, ...args: unknown[]) {
    connects++;
    return (original as (...a: unknown[]) => Socket).apply(this, args);
  } as typeof original;
  try {
    return { value: await run(), connects };
  } finally {
    Socket.prototype.connect = original;
  }
}

const secret = newSigningSecret();
const body = JSON.stringify({ type: "job.finished", data: { id: "job_1", note: "ünïcödé" } });
const post = (url: string, extra: Partial<Parameters<typeof postSigned>[0]> = {}) =>
  postSigned({ url, body, secret, msgId: "msg_1", timestamp: new Date(), policy: "loopback", ...extra });

describe("postSigned under loopback", () => {
  it("delivers a signed POST that the receiver verifies with standardwebhooks", async () => {
    const got = await post(`${base}/ok`, { userAgent: "test-agent/1" });
    expect(got).toEqual({ ok: true, status: 200, durationMs: expect.any(Number), snippet: "thanks" });
    expect(seen).toHaveLength(1);
    const [hit] = seen;
    expect(hit?.method).toBe("POST");
    expect(hit?.raw).toBe(body);
    expect(hit?.headers).toMatchObject({
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(body)),
      "user-agent": "test-agent/1",
      "webhook-id": "msg_1",
      "webhook-signature": expect.stringMatching(/^v1,[A-Za-z0-9+/]{43}=$/),
    });
    const headers = hit!.headers as Record<string, string>;
    expect(new Webhook(secret).verify(hit!.raw, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(hit!.raw.replace("job_1", "job_2"), headers)).toThrow(
      WebhookVerificationError,
    );
  });

  it("reaches the server through localhost too (the name resolves to loopback)", async () => {
    const got = await post(`http://localhost:${port}/ok`);
    expect(got.status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it("reports a 500 with its snippet, cut to 1,000 characters", async () => {
    const got = await post(`${base}/fail`);
    expect(got.ok).toBe(false);
    expect(got.status).toBe(500);
    expect(got.error).toBeUndefined();
    expect(got.snippet).toBe(`boom: ${"x".repeat(1000 - "boom: ".length)}`);
  });

  it("does not follow a 302", async () => {
    const got = await post(`${base}/redirect`);
    expect(got).toMatchObject({ ok: false, status: 302, snippet: "moved" });
    expect(seen.map((s) => s.path)).toEqual(["/redirect"]);
  });

  it("gives status 0 and a timeout error when the server never answers", async () => {
    const got = await post(`${base}/slow`, { timeoutMs: 200 });
    expect(got).toMatchObject({ ok: false, status: 0, snippet: "", error: "timed out after 200 ms" });
    expect(got.durationMs).toBeGreaterThanOrEqual(190);
    expect(got.durationMs).toBeLessThan(2000);
  });

  it("stops reading an endless body after 64 KiB instead of waiting for the deadline", async () => {
    const got = await post(`${base}/endless`, { timeoutMs: 5000 });
    expect(got).toMatchObject({ ok: true, status: 200, snippet: "y".repeat(1000) });
    expect(got.error).toBeUndefined();
    expect(got.durationMs).toBeLessThan(5000);
    expect(MAX_BODY_BYTES).toBe(64 * 1024);
  });

  it("decodes the snippet as UTF-8 and counts characters, not bytes", async () => {
    const got = await post(`${base}/utf8`);
    expect(got.snippet).toBe("é".repeat(1000));
  });

  it("reports a refused connection without throwing", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const got = await post(`http://127.0.0.1:${freePort}/`);
    expect(got).toMatchObject({ ok: false, status: 0, snippet: "", error: "connection refused" });
  });

  it.each(["10.0.0.1", "192.168.1.1"])("refuses %s without opening a connection", async (ip) => {
    const { value: got, connects } = await countConnects(() => post(`http://${ip}/hook`, { timeoutMs: 300 }));
    expect(got).toMatchObject({
      ok: false,
      status: 0,
      error: `refused by egress policy: ${ip} is private; OUTBOUND_NETWORK=loopback allows only 127.0.0.0/8 and ::1`,
    });
    expect(connects).toBe(0);
  });

  it("reports an invalid URL without throwing", async () => {
    const got = await post("ftp://127.0.0.1/hook");
    expect(got).toMatchObject({
      ok: false,
      status: 0,
      error: "invalid URL: scheme must be http or https, not ftp",
    });
  });
});

describe("postSigned under public", () => {
  it.each([
    ["127.0.0.1", () => `http://127.0.0.1:${port}/ok`, "127.0.0.1 is loopback"],
    ["[::1]", () => `http://[::1]:${port}/ok`, "::1 is loopback"],
    ["10.0.0.1", () => "http://10.0.0.1/hook", "10.0.0.1 is private"],
    [
      "169.254.169.254",
      () => "http://169.254.169.254/latest/meta-data/",
      "169.254.169.254 is link-local (this includes cloud metadata at 169.254.169.254)",
    ],
  ])("refuses %s before any connection", async (_name, url, reason) => {
    const { value: got, connects } = await countConnects(() =>
      post(url(), { policy: "public", timeoutMs: 300 }),
    );
    expect(got).toMatchObject({ ok: false, status: 0, error: `refused by egress policy: ${reason}` });
    expect(connects).toBe(0);
    expect(connections).toBe(0);
  });

  it("refuses localhost after resolving it: the local server gets no connection", async () => {
    const got = await post(`http://localhost:${port}/ok`, { policy: "public", timeoutMs: 300 });
    expect(got).toMatchObject({ ok: false, status: 0 });
    expect(got.error).toMatch(
      /^refused by egress policy: localhost resolved to (127\.0\.0\.1|::1) is loopback$/,
    );
    expect(seen).toHaveLength(0);
    expect(connections).toBe(0);
  });
});

describe("post to a configured destination", () => {
  const stripeLike = { "content-type": "application/json; charset=utf-8", "stripe-signature": "t=1,v1=ab" };

  it("reaches the server's own address, which the public policy refuses, with the caller's headers", async () => {
    const refused = await postTo({ url: `${base}/ok`, body, headers: stripeLike, policy: "public" });
    expect(refused).toMatchObject({ ok: false, status: 0, code: "EGRESS_REFUSED" });
    expect(seen).toHaveLength(0);
    const got = await postTo({
      url: `${base}/ok`,
      body,
      headers: stripeLike,
      policy: "configured",
      userAgent: "LocalProcessor/1.0",
    });
    expect(got).toEqual({ ok: true, status: 200, durationMs: expect.any(Number), snippet: "thanks" });
    expect(seen[0]?.raw).toBe(body);
    expect(seen[0]?.headers).toMatchObject({ ...stripeLike, "user-agent": "LocalProcessor/1.0" });
    expect(seen[0]?.headers["webhook-signature"]).toBeUndefined();
  });

  it("does not follow a redirect either", async () => {
    const got = await postTo({ url: `${base}/redirect`, body, headers: {}, policy: "configured" });
    expect(got).toMatchObject({ ok: false, status: 302 });
    expect(seen.map((s) => s.path)).toEqual(["/redirect"]);
  });

  it("names the cause of a missing answer in `code`", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const freePort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const down = await postTo({
      url: `http://127.0.0.1:${freePort}/`,
      body,
      headers: {},
      policy: "configured",
    });
    expect(down).toMatchObject({ status: 0, code: "ECONNREFUSED", error: "connection refused" });
    const slow = await postTo({
      url: `${base}/slow`,
      body,
      headers: {},
      policy: "configured",
      timeoutMs: 100,
    });
    expect(slow).toMatchObject({ status: 0, code: "TIMEOUT" });
    const bad = await postTo({ url: "ftp://127.0.0.1/", body, headers: {}, policy: "configured" });
    expect(bad).toMatchObject({ status: 0, code: "INVALID_URL" });
  });
});

describe("egressAgent alone (the second lock)", () => {
  /** A bare node:http request through the agent only, skipping postSigned's own checks. */
  const bare = (url: string, policy: "public" | "loopback") =>
    new Promise<string>((resolve) => {
      const req = request(url, { agent: egressAgent(policy, "http:"), timeout: 300 }, (res) => {
        res.resume();
        resolve(`status ${res.statusCode}`);
      });
      req.on("timeout", () => req.destroy(new Error("timeout")));
      req.on("error", (err) => resolve(err.message));
      req.end();
    });

  it("under public, refuses the loopback server by IP and by name", async () => {
    expect(await bare(`${base}/ok`, "public")).toMatch(/is not allowed/);
    expect(await bare(`http://localhost:${port}/ok`, "public")).toMatch(/is not allowed/);
    expect(connections).toBe(0);
  });

  it("under loopback, lets 127.0.0.1 through and refuses a public address without connecting", async () => {
    // Sockets are kept alive: drop the ones earlier tests left, so this request connects anew.
    egressAgent("loopback", "http:").destroy();
    const allowed = await countConnects(() => bare(`${base}/ok`, "loopback"));
    expect(allowed).toEqual({ value: "status 200", connects: 1 }); // the counter does see real connections
    const { value, connects } = await countConnects(() => bare("http://8.8.8.8/", "loopback"));
    expect(value).toMatch(/8\.8\.8\.8.* is not allowed/);
    expect(connects).toBe(0);
  });
});
