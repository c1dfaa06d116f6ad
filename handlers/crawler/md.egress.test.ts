/**
 * `POST /md` under the production egress policy (`OUTBOUND_NETWORK=public`): loopback, private,
 * link-local (cloud metadata) and unspecified addresses are refused with 403 before any
 * connection, and a refused call uses none of the caller's credits or free allowance.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";

let svc: TestService;
let key: string;

beforeAll(async () => {
  svc = await startTestService("crawler", { env: { ...process.env, OUTBOUND_NETWORK: "public" } });
  key = (await createApiKey(svc.db.knex, { name: "egress", creditsMicros: 1_000_000 })).key;
});
afterAll(() => svc.close());
afterEach(() => expect(svc.violations()).toEqual([]));

describe("crawl_markdown", () => {
  it.each([
    "http://127.0.0.1:9/",
    "http://localhost:9/",
    "http://[::1]/",
    "http://169.254.169.254/latest/meta-data/",
    "http://10.1.2.3/",
    "http://192.168.0.1/",
    "http://0.0.0.0/",
    "http://[::ffff:127.0.0.1]/",
    "127.0.0.1:8080/admin",
  ])("refuses %s with 403 url_refused and charges nothing", async (url) => {
    const before = (await svc.settledKey(key))?.creditsMicros;
    const res = await request(svc.app).post("/md").set("Authorization", `Bearer ${key}`).send({ url });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: "url_refused" });
    expect((await svc.settledKey(key))?.creditsMicros).toBe(before);
  });

  it("leaves an anonymous caller's free allowance untouched by refused calls", async () => {
    const anonymous = () => request(svc.app).post("/md").send({ url: "http://10.0.0.1/" });
    for (let i = 0; i < 5; i++) expect((await anonymous()).status).toBe(403);
  });
});
