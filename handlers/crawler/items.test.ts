import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";

let svc: TestService;
let alice: Record<string, string>;
let bob: Record<string, string>;

async function bearer(): Promise<Record<string, string>> {
  const { key } = await createApiKey(svc.db.knex, { name: "crawler tests", creditsMicros: 0n });
  return { Authorization: `Bearer ${key}` };
}

beforeAll(async () => {
  svc = await startTestService("crawler");
  alice = await bearer();
  bob = await bearer();
});

afterAll(async () => {
  // Every answer was also judged against the published contract by an independent validator.
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

describe("create_item", () => {
  it("creates an item of the caller's account", async () => {
    const res = await request(svc.app).post("/v1/items").set(alice).send({ name: "First" });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), name: "First", created_at: expect.any(String) });
  });

  it("refuses a name the contract does not allow, naming it", async () => {
    const res = await request(svc.app).post("/v1/items").set(alice).send({ name: "<b>" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, issues: [{ location: "body", name: "/name" }] });
  });

  it("needs a credential", async () => {
    const res = await request(svc.app).post("/v1/items").send({ name: "Anyone" });
    expect(res.status).toBe(401);
  });
});

describe("list_items, get_item, delete_item", () => {
  it("shows each account its own items only, newest first, a page at a time", async () => {
    const made: string[] = [];
    for (const name of ["a", "b", "c"]) {
      const res = await request(svc.app).post("/v1/items").set(bob).send({ name });
      made.push(res.body.id);
    }
    const page1 = await request(svc.app).get("/v1/items?limit=2").set(bob);
    expect(page1.status).toBe(200);
    expect(page1.body.items.map((i: { name: string }) => i.name)).toEqual(["c", "b"]);
    const page2 = await request(svc.app).get(`/v1/items?limit=2&cursor=${page1.body.next_cursor}`).set(bob);
    expect(page2.body).toEqual({ items: [expect.objectContaining({ name: "a" })], next_cursor: null });

    expect((await request(svc.app).get(`/v1/items/${made[0]}`).set(bob)).status).toBe(200);
    expect((await request(svc.app).get(`/v1/items/${made[0]}`).set(alice)).status).toBe(404);
    expect((await request(svc.app).delete(`/v1/items/${made[0]}`).set(alice)).status).toBe(404);
    expect((await request(svc.app).delete(`/v1/items/${made[0]}`).set(bob)).status).toBe(204);
    expect((await request(svc.app).get(`/v1/items/${made[0]}`).set(bob)).status).toBe(404);
  });

  it("answers a cursor it did not hand out with 400 naming it", async () => {
    const res = await request(svc.app).get("/v1/items?cursor=bm9wZQ").set(bob);
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([expect.objectContaining({ location: "query", name: "cursor" })]);
  });
});
