/**
 * What a hostile client sends, answered by the runtime before any handler, in infra's own error
 * envelope and with the statuses the contract declares: content codings (corrupt 400, unknown
 * 415, valid ones decoded), text with U+0000 or a lone surrogate (400 naming the member), JSON
 * nested too deep (400 naming the member), percent-escapes that do not decode (400 naming the
 * parameter), an upload declared over its limit (413 at once) and a body that stalls (408).
 */
import { brotliCompressSync, deflateSync, gzipSync } from "node:zlib";
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { rawRequest } from "../../runtime/testing/rawHttp.js";
import { MAX_JSON_DEPTH } from "../../runtime/validation/wellFormed.js";
import { expectStatus, newTenant, type Tenant } from "./testing/tenants.js";

let svc: TestService;
let t: Tenant;
let origin: string;

beforeAll(async () => {
  svc = await startTestService("infra", { bodyIdleTimeoutMs: 300 });
  t = await newTenant(svc);
  origin = await svc.listen();
}, 60_000);

afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

/** infra's envelope, with the code and the one issue it names. */
/** The envelope with `code` (and whatever else it carries, such as the request's `requestId`). */
function envelope(code: string, issue?: { location: string; name: string }) {
  return expect.objectContaining({
    success: false,
    code,
    error: expect.any(String),
    ...(issue ? { issues: [expect.objectContaining(issue)] } : {}),
  });
}

/** JSON text of `value` wrapped in `depth` arrays. */
function nested(depth: number, value = "1"): string {
  return `${"[".repeat(depth)}${value}${"]".repeat(depth)}`;
}

describe("put_object with a Content-Encoding", () => {
  it("answers 400 for bytes that are not what the coding says, stores nothing, and keeps serving", async () => {
    await request(svc.app).post("/infra/storage/buckets").set(t.apiKey).send({ name: "coded" }).expect(200);
    for (const encoding of ["gzip", "deflate", "br"]) {
      // The decoder fails on the first bytes, before the handler reads the stream: the process
      // must not crash on an error nobody listened for yet.
      const res = await fetch(`${origin}/infra/storage/buckets/coded/objects/${encoding}.bin`, {
        method: "PUT",
        headers: { ...t.apiKey, "Content-Type": "application/octet-stream", "Content-Encoding": encoding },
        body: Buffer.from("plain bytes, not compressed"),
      });
      expect([res.status, await res.json()]).toEqual([
        400,
        envelope("body_not_decodable", { location: "header", name: "content-encoding" }),
      ]);
      const read = await request(svc.app)
        .get(`/infra/storage/buckets/coded/objects/${encoding}.bin`)
        .set(t.apiKey);
      expect(read.status).toBe(404);
    }
    const stored = await fetch(`${origin}/infra/storage/buckets/coded/objects/ok.txt`, {
      method: "PUT",
      headers: { ...t.apiKey, "Content-Type": "text/plain", "Content-Encoding": "gzip" },
      body: gzipSync(Buffer.from("decoded before it is stored")),
    });
    expect(stored.status).toBe(200);
    const read = await request(svc.app).get("/infra/storage/buckets/coded/objects/ok.txt").set(t.apiKey);
    expect(read.text).toBe("decoded before it is stored");
  });
});

describe("kv_put with a Content-Encoding", () => {
  /** Sent with fetch: supertest would write a Buffer under a JSON media type as JSON. */
  const put = async (key: string, encoding: string, body: Buffer | string) => {
    const res = await fetch(`${origin}/infra/kv/${key}`, {
      method: "PUT",
      headers: { ...t.apiKey, "Content-Type": "application/json", "Content-Encoding": encoding },
      body: Buffer.from(body),
    });
    return { status: res.status, body: (await res.json()) as { issues: { message: string }[] } };
  };
  const expectStatus = (res: { status: number; body: unknown }, status: number) =>
    expect([res.status, res.body]).toEqual([status, expect.anything()]);

  it("answers 400 in the envelope when the body is not what the coding says", async () => {
    const res = await put("k1", "gzip", '{"value":1}');
    expectStatus(res, 400);
    expect(res.body).toEqual(
      envelope("body_not_decodable", { location: "header", name: "content-encoding" }),
    );
    expect(res.body.issues[0]?.message).toContain("not valid gzip");
  });

  it.each([["compress"], ["gzip, br"], ["x-unknown"]])("answers 415 for the coding %j", async (coding) => {
    const res = await put("k1", coding, '{"value":1}');
    expectStatus(res, 415);
    expect(res.body).toEqual(
      envelope("unsupported_media_type", { location: "header", name: "content-encoding" }),
    );
  });

  it.each([
    ["gzip", gzipSync],
    ["deflate", deflateSync],
    ["br", brotliCompressSync],
  ] as const)("decodes a %s body", async (coding, encode) => {
    const res = await put(`coded-${coding}`, coding, encode(Buffer.from('{"value":{"via":"coded"}}')));
    expectStatus(res, 200);
    const got = await request(svc.app).get(`/infra/kv/coded-${coding}`).set(t.apiKey);
    expect(got.body.value).toEqual({ via: "coded" });
  });

  it("counts the decoded bytes against the 1 MiB limit (413)", async () => {
    const bomb = gzipSync(Buffer.from(`{"value":"${"a".repeat(2 * 1024 * 1024)}"}`));
    const res = await put("bomb", "gzip", bomb);
    expectStatus(res, 413);
    expect(res.body).toEqual(envelope("payload_too_large"));
  });
});

describe("text that is not Unicode or holds U+0000", () => {
  it.each<[string, string, string, string]>([
    [
      "a job name with U+0000",
      "/infra/jobs",
      '{"name":"a\\u0000b","trigger":{"type":"queue","queue":"q"}}',
      "/name",
    ],
    [
      "a job idempotency_key with a lone high surrogate",
      "/infra/jobs",
      '{"idempotency_key":"\\ud800","trigger":{"type":"queue","queue":"q"}}',
      "/idempotency_key",
    ],
    [
      "a blueprint description with a lone low surrogate",
      "/infra/workflows/blueprints",
      '{"name":"b","description":"x\\udfff","steps":[]}',
      "/description",
    ],
    ["a channel message id", "/infra/channels/room/publish", '{"event":"e","data":1,"id":"\\ud800"}', "/id"],
    ["a member name inside a KV value", "/infra/kv/k2", '{"value":{"a\\u0000":1}}', "/value/a\\u0000"],
    [
      "text deep inside publish data",
      "/infra/channels/room/publish",
      '{"event":"e","data":[{"x":["\\udc00"]}]}',
      "/data/0/x/0",
    ],
  ])("refuses %s with 400 naming it", async (_what, path, body, name) => {
    const method = path.startsWith("/infra/kv/") ? "put" : "post";
    const res = await request(svc.app)
      [method](path)
      .set(t.apiKey)
      .set("Content-Type", "application/json")
      .send(body);
    expectStatus(res, 400);
    expect(res.body).toEqual(envelope("validation_failed", { location: "body", name }));
  });

  it("keeps a well-formed surrogate pair (an emoji) as it is", async () => {
    const res = await request(svc.app)
      .put("/infra/kv/emoji")
      .set(t.apiKey)
      .set("Content-Type", "application/json")
      .send('{"value":"\\ud83d\\ude00"}');
    expectStatus(res, 200);
    expect(res.body.value).toBe("😀");
  });

  it("refuses U+0000 in a path parameter and a lone surrogate in a query parameter", async () => {
    const path = await request(svc.app).get("/infra/kv/a%00b").set(t.apiKey);
    expectStatus(path, 400);
    expect(path.body).toEqual(envelope("validation_failed", { location: "path", name: "key" }));
    const query = await request(svc.app).get("/infra/channels/room/history?before=%00").set(t.apiKey);
    expectStatus(query, 400);
    expect(query.body).toEqual(envelope("validation_failed", { location: "query", name: "before" }));
  });
});

describe("JSON nested too deep", () => {
  it.each<[string, string, string, string]>([
    ["a KV value", "put", "/infra/kv/deep", `{"value":${nested(10_000)}}`],
    ["a KV batch", "post", "/infra/kv", `{"ops":[{"op":"set","key":"a","value":${nested(10_000)}}]}`],
    [
      "a job payload",
      "post",
      "/infra/jobs",
      `{"trigger":{"type":"queue","queue":"q"},"payload":${nested(10_000)}}`,
    ],
    ["publish data", "post", "/infra/channels/room/publish", `{"event":"e","data":${nested(10_000)}}`],
  ])(
    "refuses %s 10,000 levels deep with 400 naming where it passes the limit",
    async (_what, method, path, body) => {
      const res = await request(svc.app)
        [method as "put" | "post"](path)
        .set(t.apiKey)
        .set("Content-Type", "application/json")
        .send(body);
      expectStatus(res, 400);
      expect(res.body.code).toBe("validation_failed");
      expect(res.body.issues).toEqual([
        expect.objectContaining({
          location: "body",
          message: expect.stringContaining(`${MAX_JSON_DEPTH} levels`),
        }),
      ]);
    },
  );

  it("takes a value at the limit", async () => {
    // The body is one level, `value` one more: the value may nest MAX_JSON_DEPTH - 1 levels.
    const res = await request(svc.app)
      .put("/infra/kv/at-limit")
      .set(t.apiKey)
      .set("Content-Type", "application/json")
      .send(`{"value":${nested(MAX_JSON_DEPTH - 1)}}`);
    expectStatus(res, 200);
  });
});

describe("percent-escapes that do not decode", () => {
  it.each([["%ED%A0%80"], ["%FF"], ["%E2%82"]])(
    "answers 400 in the envelope naming the path parameter (%s), with or without a key",
    async (sent) => {
      for (const headers of [t.apiKey, {}]) {
        const res = await request(svc.app).get(`/infra/kv/${sent}`).set(headers);
        expectStatus(res, 400);
        expect(res.body).toEqual(envelope("validation_failed", { location: "path", name: "key" }));
      }
    },
  );

  it("names a slash-taking parameter and a query parameter", async () => {
    const key = await request(svc.app).get("/infra/storage/buckets/b/objects/a/%C0%AF/c").set(t.apiKey);
    expectStatus(key, 400);
    expect(key.body).toEqual(envelope("validation_failed", { location: "path", name: "object_key_path" }));
    for (const value of ["%ZZ", "%ED%A0%80"]) {
      const query = await request(svc.app)
        .get(`/infra/storage/buckets/b/objects?prefix=${value}`)
        .set(t.apiKey);
      expectStatus(query, 400);
      expect(query.body).toEqual(envelope("validation_failed", { location: "query", name: "prefix" }));
    }
  });
});

/** A multipart head for the media upload, declaring `length` bytes. */
function mediaHead(length: number): string {
  return [
    "POST /infra/media/assets HTTP/1.1",
    "Host: 127.0.0.1",
    `X-API-Key: ${t.key}`,
    "Content-Type: multipart/form-data; boundary=xyz",
    `Content-Length: ${length}`,
    "",
    "",
  ].join("\r\n");
}

const partHead =
  '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';

describe("upload_media_asset over its limit or stalled", () => {
  it("refuses a declared length over the form's limit at once with 413", async () => {
    const res = await rawRequest(origin, mediaHead(209_715_200), {
      chunks: [partHead, Buffer.alloc(1024)],
      timeoutMs: 5000,
    });
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe("close");
    expect(JSON.parse(res.body)).toEqual(envelope("payload_too_large"));
    expect(res.ms).toBeLessThan(2000);
  });

  it("answers 408 in the envelope when the form stops arriving", async () => {
    const res = await rawRequest(origin, mediaHead(10_000), { chunks: [partHead, Buffer.alloc(100)] });
    expect(res.status).toBe(408);
    expect(res.headers.connection).toBe("close");
    expect(JSON.parse(res.body)).toEqual(envelope("request_timeout"));
  });
});

describe("a JSON body that stalls", () => {
  it("answers 408 in the envelope and closes the connection", async () => {
    const head = [
      "PUT /infra/kv/slow HTTP/1.1",
      "Host: 127.0.0.1",
      `X-API-Key: ${t.key}`,
      "Content-Type: application/json",
      "Content-Length: 100",
      "",
      '{"value":',
    ].join("\r\n");
    const res = await rawRequest(origin, head);
    expect(res.status).toBe(408);
    expect(res.headers.connection).toBe("close");
    expect(JSON.parse(res.body)).toEqual(envelope("request_timeout"));
  });

  it("refuses a declared length over 1 MiB at once with 413", async () => {
    const head = [
      "PUT /infra/kv/huge HTTP/1.1",
      "Host: 127.0.0.1",
      `X-API-Key: ${t.key}`,
      "Content-Type: application/json",
      `Content-Length: ${200 * 1024 * 1024}`,
      "",
      '{"value":',
    ].join("\r\n");
    const res = await rawRequest(origin, head, { timeoutMs: 2000 });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual(envelope("payload_too_large"));
  });
});
