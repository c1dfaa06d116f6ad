/**
 * Bad input answers 400 (problem+json) naming the rejected field, whichever layer finds it —
 * the generated validator (patterns, ranges, sizes) or the storefront (unreadable order
 * lines); well-formed input the current state refuses (unknown references, taken slugs,
 * unknown discount codes) answers 409 naming the field. Nothing is left written.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { findRecord, insertRecord } from "../../storage/storefront/crud.js";
import { TABLES } from "../../storage/storefront/resources.js";
import { FakeProcessor } from "./testing/fakeProcessor.js";
import { createPeople, type People } from "./testing/people.js";

let svc: TestService;
let people: People;
let productId: number;
const processor = new FakeProcessor();

beforeAll(async () => {
  svc = await startTestService("storefront-ext", { payments: processor });
  people = await createPeople(svc.db.knex);
  await insertRecord(svc.db.knex, TABLES.category, { name: "Kitchen", slug: "kitchen" });
  productId = (
    await insertRecord(svc.db.knex, TABLES.product, {
      name: "Teapot",
      slug: "teapot",
      priceCents: 3900,
      inventory: 10,
      status: "published",
    })
  ).id;
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

const lines = (n: number) => Array.from({ length: n }, () => ({ productId: 1, qty: 1 }));

describe("bad input", () => {
  it.each([
    ["a `<` in a name", "post", "/category", { name: "<b>Mugs</b>", slug: "mugs" }, "body:/name"],
    [
      "a control character in a name",
      "post",
      "/category",
      { name: "Mu\u0007gs", slug: "mugs" },
      "body:/name",
    ],
    ["a slug with capitals", "post", "/category", { name: "Mugs", slug: "Mugs" }, "body:/slug"],
    ["a slug with a double hyphen", "post", "/product", { name: "Mug", slug: "mug--blue" }, "body:/slug"],
    [
      "a price above 1e9",
      "post",
      "/product",
      { name: "Mug", slug: "mug", priceCents: 1000000001 },
      "body:/priceCents",
    ],
    [
      "a category id above 2^53-1",
      "post",
      "/product",
      { name: "Mug", slug: "mug", categoryId: 9007199254740992 },
      "body:/categoryId",
    ],
    [
      "a variant product id above 1e12",
      "post",
      "/variant",
      { productId: 1000000000001, title: "L" },
      "body:/productId",
    ],
    ["an e-mail that is not one", "post", "/newsletterSubscriber", { email: "not-an-email" }, "body:/email"],
    ["201 checkout lines", "post", "/checkout/pay", { items: lines(201) }, "body:/items"],
    ["no checkout lines", "post", "/checkout/pay", { items: [] }, "body:/items"],
    [
      "a quantity of 1001",
      "post",
      "/checkout/pay",
      { items: [{ productId: 1, qty: 1001 }] },
      "body:/items/0/qty",
    ],
    [
      "a lower-case discount code",
      "post",
      "/checkout/pay",
      { items: lines(1), discountCode: "spring-10" },
      "body:/discountCode",
    ],
    [
      "a session id with a hyphen",
      "post",
      "/checkout/confirm",
      { orderId: 1, sessionId: "cs-1" },
      "body:/sessionId",
    ],
    ["a page of 0", "get", "/product?page=0", undefined, "query:page"],
    ["an unknown sort field", "get", "/product?sort=secret", undefined, "query:sort"],
    ["a control character in a path id", "get", "/product/%01", undefined, "path:id"],
  ])("%s: 400 naming %s", async (_what, method, path, body, field) => {
    const req = request(svc.app)[method as "get" | "post"](path).set(people.admin.headers);
    const res = await (body === undefined ? req : req.send(body));
    expect(res.status).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
  });

  it.each([
    [
      "a token owner that is not a user id",
      "/apiToken",
      { userId: "bob", name: "t", prefix: "p", hashedKey: "ab" },
      "body:/userId",
    ],
    ["order lines that are not JSON", "/order", { items: "two mugs" }, "body:/items"],
  ])("%s: 400 naming %s", async (_what, path, body, field) => {
    const res = await request(svc.app).post(path).set(people.admin.headers).send(body);
    expect(res.status).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
  });

  it.each([
    ["a taken slug", "/category", { name: "Other kitchen", slug: "kitchen" }, "body:/slug"],
    [
      "a category that does not exist",
      "/product",
      { name: "Mug", slug: "mug-x", categoryId: 999999 },
      "body:/categoryId",
    ],
    [
      "a variant of a product that does not exist",
      "/variant",
      { productId: 999999, title: "L" },
      "body:/productId",
    ],
    [
      "a review of a product that does not exist",
      "/review",
      { productId: 999999, title: "Nice" },
      "body:/productId",
    ],
    [
      "a token owner that does not exist",
      "/apiToken",
      { userId: "00000000-0000-4000-8000-000000000000", name: "t", prefix: "p", hashedKey: "ab" },
      "body:/userId",
    ],
    [
      "order lines naming no product",
      "/order",
      { items: JSON.stringify([{ productId: 999999, qty: 1 }]) },
      "body:/items",
    ],
    [
      "an unknown discount code on an order",
      "/order",
      { items: JSON.stringify([{ productId: 1, qty: 1 }]), discountCode: "NOPE" },
      "body:/discountCode",
    ],
    [
      "checkout of a product that does not exist",
      "/checkout/pay",
      { items: [{ productId: 999999, qty: 1 }] },
      "body:/items/0/productId",
    ],
    [
      "an unknown discount code",
      "/checkout/pay",
      { items: [{ productId: 1, qty: 1 }], discountCode: "NOPE" },
      "body:/discountCode",
    ],
  ])("%s: 409 naming %s", async (_what, path, body, field) => {
    const res = await request(svc.app).post(path).set(people.admin.headers).send(body);
    expect(res.status).toBe(409);
    expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
  });

  it("answers 404, not 400, for a path id with a tab (allowed text, but no record)", async () => {
    expect((await request(svc.app).get("/product/1%09")).status).toBe(404);
  });
});

describe("nothing partially written", () => {
  it("leaves a record as it was when an update is refused", async () => {
    const before = await findRecord(svc.db.knex, TABLES.product, productId);
    const res = await request(svc.app)
      .patch(`/product/${productId}`)
      .set(people.admin.headers)
      .send({ name: "Renamed", slug: "teapot", categoryId: 999999, priceCents: 1 });
    expect(res.status).toBe(409);
    expect(await findRecord(svc.db.knex, TABLES.product, productId)).toEqual(before);
  });

  it("keeps no order when checkout is refused or the processor is down", async () => {
    const count = async () => Number((await svc.db.knex("storefront_orders").count({ n: "*" }).first())!.n);
    const before = await count();
    await request(svc.app)
      .post("/checkout/pay")
      .send({ items: [{ productId, qty: 11 }] })
      .expect(409);
    processor.available = false;
    try {
      await request(svc.app)
        .post("/checkout/pay")
        .send({ items: [{ productId, qty: 1 }] })
        .expect(502);
    } finally {
      processor.available = true;
    }
    expect(await count()).toBe(before);
  });
});

describe("newsletter sign-up", () => {
  it("answers the existing subscription when an address signs up again (any case)", async () => {
    const first = await request(svc.app).post("/newsletterSubscriber").send({ email: "Reader@Example.com" });
    const again = await request(svc.app).post("/newsletterSubscriber").send({ email: "reader@example.com" });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
  });

  it("refuses to move a subscription onto an address already subscribed", async () => {
    await request(svc.app).post("/newsletterSubscriber").send({ email: "a@example.com" }).expect(201);
    const b = await request(svc.app)
      .post("/newsletterSubscriber")
      .send({ email: "b@example.com" })
      .expect(201);
    const res = await request(svc.app)
      .patch(`/newsletterSubscriber/${b.body.id}`)
      .set(people.admin.headers)
      .send({ email: "A@example.com" });
    expect(res.status).toBe(409);
    expect(Object.keys(res.body.errors)).toEqual(["body:/email"]);
  });
});
