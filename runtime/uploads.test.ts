import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type express from "express";
import { z } from "zod";
import { openTestDatabase } from "../storage/testing.js";
import { createApp } from "./app.js";
import { isBinaryContent, isUpload, type Upload } from "./binary.js";
import { createRuntimeDeps } from "./bootstrap.js";
import type { OperationDefinition, ServiceDefinition } from "./contract.js";
import type { RuntimeDeps } from "./deps.js";
import { ApiError } from "./errors.js";
import { createLogger } from "./logger.js";
import { MULTIPART_ALLOWANCE_BYTES } from "./requestBody.js";
import { rawRequest } from "./testing/rawHttp.js";
import { coerce } from "./validation/coerce.js";

const LIMIT = 1000;
/** An operation taking JSON or a form, with a JSON body allowed past the default 1 MiB. */
const EITHER_LIMIT = 2 * 1024 * 1024;
const errorBody = z.object({ success: z.literal(false), error: z.string(), code: z.string() }).loose();
const common = {
  security: { anonymous: true, schemes: [] },
  errorShape: "envelope" as const,
  responses: { "200": { headers: [] }, "4XX": { mediaType: "application/json", headers: [] } },
};

const operations: OperationDefinition[] = [
  {
    ...common,
    operationId: "put_blob",
    method: "put",
    path: "/blobs/{key}",
    expressPath: "/blobs/*key",
    parameters: [{ name: "key", in: "path", required: true, allowSlashes: true }],
    requestBody: { required: true, mediaTypes: ["*/*"], binary: true },
    policy: { uploadLimitBytes: LIMIT },
    responses: { ...common.responses, "200": { mediaType: "application/json", headers: [] } },
    schemas: {
      path: z.object({ key: z.string() }),
      body: z.custom(isUpload),
      responses: { "200": z.unknown(), "4XX": errorBody },
    },
  },
  {
    ...common,
    operationId: "get_blob",
    method: "get",
    path: "/blobs/{key}",
    expressPath: "/blobs/*key",
    parameters: [{ name: "key", in: "path", required: true, allowSlashes: true }],
    policy: {},
    responses: { ...common.responses, "200": { mediaType: "*/*", headers: [] } },
    schemas: {
      path: z.object({ key: z.string() }),
      responses: { "200": z.custom(isBinaryContent), "4XX": errorBody },
    },
  },
  {
    ...common,
    operationId: "post_form",
    method: "post",
    path: "/forms",
    expressPath: "/forms",
    parameters: [],
    requestBody: { required: true, mediaTypes: ["multipart/form-data"], fileParts: ["file"] },
    policy: { uploadLimitBytes: LIMIT },
    responses: { ...common.responses, "200": { mediaType: "application/json", headers: [] } },
    schemas: {
      body: z.object({
        file: z.custom(isUpload, { message: "must be a file" }),
        width: z.preprocess(coerce.number, z.int()),
      }),
      responses: { "200": z.unknown(), "4XX": errorBody },
    },
  },
  {
    ...common,
    operationId: "post_either",
    method: "post",
    path: "/either",
    expressPath: "/either",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json", "multipart/form-data"],
      fileParts: ["file"],
    },
    policy: { uploadLimitBytes: EITHER_LIMIT },
    responses: { ...common.responses, "200": { mediaType: "application/json", headers: [] } },
    schemas: {
      body: z.object({ text: z.string() }),
      form: z.object({ file: z.custom(isUpload, { message: "must be a file" }) }),
      responses: { "200": z.unknown(), "4XX": errorBody },
    },
  },
];

const service: ServiceDefinition = {
  name: "bytes",
  folder: "bytes",
  title: "Bytes",
  version: "1",
  documentUrl: pathToFileURL(join(mkdtempSync(join(tmpdir(), "bytes-")), "openapi.yaml")),
  llmsTxtUrl: new URL("file:///dev/null"),
  defaultErrorShape: "envelope",
  securitySchemes: {},
  operations,
  tools: [],
};

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const stored = new Map<string, { bytes: Buffer; mediaType: string }>();
const spooledPaths: string[] = [];

const handlers = {
  async put_blob(input: { path: { key: string }; body: Upload }) {
    const bytes = await readAll(input.body.stream()); // a 413 ApiError from the limit surfaces here
    stored.set(input.path.key, { bytes, mediaType: input.body.mediaType });
    return {
      status: 200,
      body: { key: input.path.key, size: bytes.length, declared: input.body.size ?? null },
    };
  },
  async get_blob(input: { path: { key: string } }) {
    const found = stored.get(input.path.key);
    if (!found) throw new ApiError("not_found", "no such blob");
    return { status: 200, body: Readable.from([found.bytes]), mediaType: found.mediaType };
  },
  async post_either(input: { body?: { text: string }; form?: { file: Upload } }) {
    if (input.form) return { status: 200, body: { came: "form", size: input.form.file.size } };
    return { status: 200, body: { came: "json", size: input.body!.text.length } };
  },
  async post_form(input: { body: { file: Upload; width: number } }) {
    const first = await readAll(input.body.file.stream());
    const second = await readAll(input.body.file.stream());
    spooledPaths.push(input.body.file.path!);
    return {
      status: 200,
      body: {
        filename: input.body.file.filename,
        mediaType: input.body.file.mediaType,
        size: input.body.file.size,
        md5: createHash("md5").update(first).digest("hex"),
        rereadable: first.equals(second),
        onDisk: existsSync(input.body.file.path!),
        width: input.body.width,
      },
    };
  },
};

let base: string;
let server: ReturnType<express.Express["listen"]>;
let deps: RuntimeDeps;
let closeDb: () => Promise<void>;

beforeAll(async () => {
  writeFileSync(service.documentUrl, "openapi: 3.1.0\ninfo: { title: Bytes, version: '1' }\npaths: {}\n");
  const db = await openTestDatabase({ boss: false });
  closeDb = () => db.close();
  deps = await createRuntimeDeps({
    manualWork: true,
    db,
    log: createLogger("silent"),
    validateResponses: true,
  });
  const app = createApp({
    deps,
    services: [{ definition: service, module: { handlers } }],
    only: "bytes",
    httpLog: false,
    bodyIdleTimeoutMs: 300,
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await deps.payments.close();
  await closeDb();
});

function form(parts: { name: string; value: string | Blob; filename?: string }[]): FormData {
  const data = new FormData();
  for (const p of parts) {
    if (typeof p.value === "string") data.append(p.name, p.value);
    else data.append(p.name, p.value, p.filename);
  }
  return data;
}

describe("raw binary bodies", () => {
  it("streams a body to the handler and keys with slashes arrive whole, literal or %2F", async () => {
    const res = await fetch(`${base}/blobs/photos/2026/a.png`, {
      method: "PUT",
      headers: { "content-type": "image/png" },
      body: Buffer.from("png bytes"),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ key: "photos/2026/a.png", size: 9, declared: 9 });
    const encoded = await fetch(`${base}/blobs/photos%2F2026%2Fa.png`);
    expect(encoded.status).toBe(200);
    expect(encoded.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await encoded.arrayBuffer()).toString()).toBe("png bytes");
  });

  it("takes a chunked body (no Content-Length) and answers 413 once it crosses the limit", async () => {
    const ok = await fetch(`${base}/blobs/chunked`, {
      method: "PUT",
      body: Readable.toWeb(Readable.from([Buffer.alloc(400), Buffer.alloc(400)])) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    expect(await ok.json()).toEqual({ key: "chunked", size: 800, declared: null });
    const over = await fetch(`${base}/blobs/too-big`, {
      method: "PUT",
      body: Readable.toWeb(Readable.from([Buffer.alloc(600), Buffer.alloc(600)])) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    expect(over.status).toBe(413);
    expect(await over.json()).toMatchObject({ success: false, code: "payload_too_large" });
    expect(stored.has("too-big")).toBe(false);
  });

  it("refuses a declared length over the limit before reading it", async () => {
    const res = await fetch(`${base}/blobs/declared`, { method: "PUT", body: Buffer.alloc(LIMIT + 1) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toContain(`${LIMIT} bytes`);
  });

  it("keeps an empty body (Content-Length: 0) as an empty upload", async () => {
    const res = await fetch(`${base}/blobs/empty`, { method: "PUT", body: "" });
    expect(await res.json()).toEqual({ key: "empty", size: 0, declared: 0 });
  });
});

describe("multipart bodies", () => {
  it("spools a file part (re-readable, deleted after the answer) and coerces value parts", async () => {
    const bytes = Buffer.from("hello file");
    const res = await fetch(`${base}/forms`, {
      method: "POST",
      body: form([
        { name: "file", value: new Blob([bytes], { type: "text/csv" }), filename: "a.csv" },
        { name: "width", value: "42" },
      ]),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      filename: "a.csv",
      mediaType: "text/csv",
      size: bytes.length,
      md5: createHash("md5").update(bytes).digest("hex"),
      rereadable: true,
      onDisk: true,
      width: 42,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(existsSync(spooledPaths.at(-1)!)).toBe(false);
  });

  it("names a missing file part and a bad value part", async () => {
    const res = await fetch(`${base}/forms`, {
      method: "POST",
      body: form([{ name: "width", value: "wide" }]),
    });
    expect(res.status).toBe(400);
    const issues = ((await res.json()) as { issues: { name: string }[] }).issues
      .map((i: { name: string }) => i.name)
      .sort();
    expect(issues).toEqual(["/file", "/width"]);
  });

  it("answers 413 for a file part over the limit", async () => {
    const res = await fetch(`${base}/forms`, {
      method: "POST",
      body: form([
        { name: "file", value: new Blob([Buffer.alloc(LIMIT + 1)]), filename: "big.bin" },
        { name: "width", value: "1" },
      ]),
    });
    expect(res.status).toBe(413);
  });

  it("reads part names and filenames as UTF-8, and takes parts it does not declare", async () => {
    const res = await fetch(`${base}/forms`, {
      method: "POST",
      body: form([
        { name: "file", value: new Blob([Buffer.from("x")]), filename: "café.png" },
        { name: "width", value: "3" },
        { name: "légende", value: "ignored" },
      ]),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ filename: "café.png", width: 3 });
  });

  it.each([
    ["NUL", "\u0000"],
    ["CR", "\r"],
    ["DEL", "\u007f"],
  ])("answers 400 for a part name holding a control character (%s), saying so", async (_what, ch) => {
    const res = await fetch(`${base}/forms`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body: Buffer.from(
        `--xyz\r\nContent-Disposition: form-data; name="a${ch}b"\r\n\r\nv\r\n` +
          `--xyz\r\nContent-Disposition: form-data; name="file"; filename="f"\r\n\r\nx\r\n--xyz--\r\n`,
      ),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "malformed_multipart",
      error: expect.stringContaining("no control character but tab"),
      issues: [{ location: "body", name: "/" }],
    });
  });

  it("answers 400 naming the part for a filename holding U+0000 (percent-encoded in filename*)", async () => {
    const res = await fetch(`${base}/forms`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body:
        `--xyz\r\nContent-Disposition: form-data; name="file"; filename*=utf-8''a%00b.png\r\n\r\nx\r\n` +
        `--xyz\r\nContent-Disposition: form-data; name="width"\r\n\r\n1\r\n--xyz--\r\n`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "validation_failed",
      issues: [
        { location: "body", name: "/file", message: expect.stringContaining("filename holds U+0000") },
      ],
    });
  });

  it("answers 400 for a malformed form and 415 for JSON", async () => {
    const broken = await fetch(`${base}/forms`, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated',
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: string }).error).toContain("malformed");
    const json = await fetch(`${base}/forms`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(415);
  });
});

describe("an operation taking JSON or a form", () => {
  it("takes JSON up to its upload limit, past the default 1 MiB", async () => {
    const text = "a".repeat(1.5 * 1024 * 1024);
    const res = await fetch(`${base}/either`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ came: "json", size: text.length });
  });

  it("refuses JSON over its upload limit with 413", async () => {
    const res = await fetch(`${base}/either`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "a".repeat(EITHER_LIMIT) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe("payload_too_large");
  });

  it("validates a form against the form's own schema", async () => {
    const ok = await fetch(`${base}/either`, {
      method: "POST",
      body: form([{ name: "file", value: new Blob([Buffer.from("pixels")]), filename: "a.png" }]),
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ came: "form", size: 6 });
    const missing = await fetch(`${base}/either`, {
      method: "POST",
      body: form([{ name: "text", value: "x" }]),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { issues: { name: string }[] }).issues.map((i) => i.name)).toEqual([
      "/file",
    ]);
  });

  it("validates JSON against the JSON schema", async () => {
    const res = await fetch(`${base}/either`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ file: "x" }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { issues: { name: string }[] }).issues.map((i) => i.name)).toEqual([
      "/text",
    ]);
  });
});

describe("every upload route", () => {
  it("stores a gzip-coded raw body decoded, and refuses an unknown coding with 415", async () => {
    const res = await fetch(`${base}/blobs/coded`, {
      method: "PUT",
      headers: { "content-type": "text/plain", "content-encoding": "gzip" },
      body: gzipSync(Buffer.from("plain bytes")),
    });
    expect(await res.json()).toEqual({ key: "coded", size: 11, declared: null });
    expect(stored.get("coded")?.bytes.toString()).toBe("plain bytes");
    const unknown = await fetch(`${base}/blobs/coded`, {
      method: "PUT",
      headers: { "content-encoding": "compress" },
      body: "x",
    });
    expect(unknown.status).toBe(415);
    expect(await unknown.json()).toMatchObject({ code: "unsupported_media_type" });
  });

  it("answers 400 for a raw body that is not the gzip it claims", async () => {
    const res = await fetch(`${base}/blobs/corrupt`, {
      method: "PUT",
      headers: { "content-encoding": "gzip" },
      body: "not gzip",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "body_not_decodable",
      issues: [{ location: "header", name: "content-encoding" }],
    });
    expect(stored.has("corrupt")).toBe(false);
  });

  it("refuses a form declared over its limit at once (file parts + the allowance), before reading", async () => {
    const cap = LIMIT + MULTIPART_ALLOWANCE_BYTES;
    const head = `POST /forms HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=xyz\r\nContent-Length: ${cap + 1}\r\n\r\n`;
    const res = await rawRequest(base, head, { chunks: ["--xyz\r\n"] });
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe("close");
    expect(JSON.parse(res.body)).toMatchObject({
      code: "payload_too_large",
      error: expect.stringContaining(`${cap}`),
    });
  });

  it("counts a chunked form (no Content-Length) against the same limit", async () => {
    const values = Array.from({ length: 3 }, (_, i) => ({ name: `v${i}`, value: "x".repeat(500 * 1024) }));
    const encoded = new Response(
      form([{ name: "file", value: new Blob([Buffer.from("f")]), filename: "f" }, ...values]),
    );
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const res = await fetch(`${base}/forms`, {
      method: "POST",
      headers: { "content-type": encoded.headers.get("content-type")! },
      body: Readable.toWeb(Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)])) as ReadableStream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "payload_too_large" });
  });

  it.each([
    ["a raw body", "PUT /blobs/stalled", "application/octet-stream"],
    ["a form", "POST /forms", "multipart/form-data; boundary=xyz"],
  ])("answers 408 when %s stops arriving", async (_what, line, type) => {
    const head = `${line} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: 500\r\n\r\n--xyz\r\n`;
    const res = await rawRequest(base, head);
    expect(res.status).toBe(408);
    expect(res.headers.connection).toBe("close");
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: "request_timeout" });
    expect(stored.has("stalled")).toBe(false);
  });
});
