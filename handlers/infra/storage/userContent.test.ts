/**
 * Stored bytes served back from the API's origin: every answer says `nosniff`, and a type a
 * browser would render or run (HTML, SVG, XML, script) goes out as a sandboxed download — with
 * the project's key and through a credential-less signed URL — while passive types (images,
 * plain text) are served as they are.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { expectStatus, newTenant, type Tenant } from "../testing/tenants.js";

let svc: TestService;
let t: Tenant;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "user-content-"));
  svc = await startTestService("infra", { env: { ...process.env, BLOB_DIR: dir } });
  t = await newTenant(svc);
  expectStatus(
    await request(svc.app).post("/infra/storage/buckets").set(t.apiKey).send({ name: "site" }),
    200,
  );
});

afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
  await rm(dir, { recursive: true, force: true });
});

const SANDBOX = "sandbox; default-src 'none'";

async function store(key: string, type: string, body: string) {
  const res = await request(svc.app)
    .put(`/infra/storage/buckets/site/objects/${key}`)
    .set(t.apiKey)
    .set("Content-Type", type)
    .send(Buffer.from(body));
  expectStatus(res, 200);
}

describe("get_object", () => {
  it.each([
    ["text/html", "<script>alert(document.domain)</script>"],
    ["TEXT/HTML; charset=utf-8", "<p>upper case</p>"],
    ["image/svg+xml", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ["application/xhtml+xml", "<html/>"],
    ["text/javascript", "alert(1)"],
    ["application/pdf", "%PDF-1.4"],
  ])("serves %s as a sandboxed download", async (type, body) => {
    const key = `active/${type.replace(/\W+/g, "-")}`;
    await store(key, type, body);
    for (const range of [undefined, "bytes=0-3"]) {
      const res = await request(svc.app)
        .get(`/infra/storage/buckets/site/objects/${key}`)
        .set(t.apiKey)
        .set(range ? { Range: range } : {});
      expectStatus(res, range ? 206 : 200);
      expect(res.headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "content-disposition": "attachment",
        "content-security-policy": SANDBOX,
      });
    }
  });

  it.each([["image/png"], ["text/plain"], ["video/mp4"], ["application/octet-stream"]])(
    "serves %s as it is (with nosniff)",
    async (type) => {
      const key = `passive/${type.replace(/\W+/g, "-")}`;
      await store(key, type, "bytes");
      const res = await request(svc.app).get(`/infra/storage/buckets/site/objects/${key}`).set(t.apiKey);
      expectStatus(res, 200);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-disposition"]).toBeUndefined();
      expect(res.headers["content-security-policy"]).toBeUndefined();
    },
  );
});

describe("get_signed_object", () => {
  it("serves stored HTML through a credential-less signed URL as a sandboxed download", async () => {
    await store("page.html", "text/html", "<h1>not from the API</h1>");
    const signed = await request(svc.app)
      .post("/infra/storage/buckets/site/signed-url")
      .set(t.apiKey)
      .send({ key: "page.html", method: "GET" });
    expectStatus(signed, 200);
    const url = new URL(signed.body.url as string);
    const res = await request(svc.app).get(`${url.pathname}${url.search}`);
    expectStatus(res, 200);
    expect(res.headers).toMatchObject({
      "content-type": expect.stringMatching(/^text\/html/),
      "x-content-type-options": "nosniff",
      "content-disposition": "attachment",
      "content-security-policy": SANDBOX,
    });
  });
});

describe("every answer", () => {
  it("says nosniff, errors included", async () => {
    for (const res of [
      await request(svc.app).get("/infra/kv/k").set(t.apiKey),
      await request(svc.app).get("/no/such/route"),
      await request(svc.app).get("/openapi.json"),
    ])
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});
