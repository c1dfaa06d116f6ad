/**
 * Lists: the extended variant pages (`page`, `perPage`), sorts (`sort`, `order`, ties by id),
 * filters (`q`: case-insensitive substring over the resource's main text fields, `%` and `_`
 * taken literally) and says how many match (`X-Total-Count`); the base variant answers every
 * record. Orders list only the caller's own, except for administrators.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { insertRecord } from "../../storage/storefront/crud.js";
import { insertPendingOrder } from "../../storage/storefront/orders.js";
import { TABLES } from "../../storage/storefront/resources.js";
import { createPeople, type People } from "./testing/people.js";

const NAMES = ["Blue mug", "green MUG", "Teapot", "100% cotton towel", "Tea_towel", "Saucer"];

describe("extended variant lists", () => {
  let svc: TestService;
  let people: People;
  beforeAll(async () => {
    svc = await startTestService("storefront-ext");
    people = await createPeople(svc.db.knex);
    for (const [i, name] of NAMES.entries())
      await insertRecord(svc.db.knex, TABLES.product, {
        name,
        slug: `p-${i}`,
        priceCents: [500, 300, 300, 900, 100, 700][i],
        status: "published",
      });
    for (const owner of [people.owner, people.owner, people.other])
      await insertPendingOrder(svc.db.knex, {
        ownerUserId: owner.id,
        items: JSON.stringify([{ productId: 1, qty: 1 }]),
        discountCode: null,
        subtotalCents: 0,
        discountCents: 0,
        shippingCents: 0,
        taxCents: 0,
        totalCents: 0,
        createdAt: 0,
      });
  });
  afterAll(async () => {
    expect(svc.violations()).toEqual([]);
    await svc.close();
  });

  const names = (res: request.Response) => (res.body as { name: string }[]).map((p) => p.name);

  it("pages by id by default and counts every match", async () => {
    const first = await request(svc.app).get("/product?perPage=4");
    const second = await request(svc.app).get("/product?perPage=4&page=2");
    const beyond = await request(svc.app).get("/product?perPage=4&page=9");
    expect(names(first)).toEqual(NAMES.slice(0, 4));
    expect(names(second)).toEqual(NAMES.slice(4));
    expect(beyond.body).toEqual([]);
    for (const res of [first, second, beyond]) expect(res.headers["x-total-count"]).toBe("6");
  });

  it("defaults to 20 per page", async () => {
    const res = await request(svc.app).get("/product");
    expect(res.body).toHaveLength(6);
  });

  it("sorts by a field, ties broken by id in the same direction", async () => {
    const asc = await request(svc.app).get("/product?sort=priceCents");
    const desc = await request(svc.app).get("/product?sort=priceCents&order=desc");
    expect(names(asc)).toEqual([
      "Tea_towel",
      "green MUG",
      "Teapot",
      "Blue mug",
      "Saucer",
      "100% cotton towel",
    ]);
    expect(names(desc)).toEqual([...names(asc)].reverse());
  });

  it.each([
    ["mug", ["Blue mug", "green MUG"]],
    ["TEA", ["Teapot", "Tea_towel"]],
    ["%", ["100% cotton towel"]],
    ["_", ["Tea_towel"]],
    ["p-2", ["Teapot"]],
    ["nothing like it", []],
  ])("filters with q=%j", async (q, want) => {
    const res = await request(svc.app).get(`/product?q=${encodeURIComponent(q)}`);
    expect(names(res)).toEqual(want);
    expect(res.headers["x-total-count"]).toBe(String(want.length));
  });

  it("lists a customer's own orders only; an administrator sees all", async () => {
    const mine = await request(svc.app).get("/order").set(people.owner.headers);
    const theirs = await request(svc.app).get("/order").set(people.other.headers);
    const all = await request(svc.app).get("/order").set(people.admin.headers);
    expect(mine.body.map((o: { customerId: string }) => o.customerId)).toEqual([
      people.owner.id,
      people.owner.id,
    ]);
    expect(theirs.body).toHaveLength(1);
    expect(all.body).toHaveLength(3);
    expect(mine.headers["x-total-count"]).toBe("2");
  });
});

describe("base variant lists", () => {
  it("answers every record, without paging or a count", async () => {
    const svc = await startTestService("storefront");
    try {
      for (let i = 0; i < 25; i++)
        await insertRecord(svc.db.knex, TABLES.faq, { question: `Q${i}?`, answer: "A", sortOrder: i });
      const res = await request(svc.app).get("/faq?page=2&perPage=1");
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(25);
      expect(res.headers["x-total-count"]).toBeUndefined();
      expect(svc.violations()).toEqual([]);
    } finally {
      await svc.close();
    }
  });
});
