/**
 * CRUD of every storefront resource on both variants, table-driven: create (201) → get →
 * update (PATCH: absent fields unchanged) → list → delete (204) → 404 — every answer judged
 * against the published contract.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { insertRecord } from "../../storage/storefront/crud.js";
import { type ResourceName, TABLES } from "../../storage/storefront/resources.js";
import { createPeople, type People } from "./testing/people.js";
import { type Parents, sample } from "./testing/samples.js";

const BASE: ResourceName[] = [
  "category",
  "product",
  "variant",
  "post",
  "faq",
  "newsletterSubscriber",
  "contactSubmission",
  "media",
  "apiToken",
];
const EXT: ResourceName[] = [...BASE, "order", "review"];
const EXT_ONLY_PRODUCT_FIELDS = ["featured", "compareAtCents", "requiresShipping", "lowStockAlerted"];

describe.each([
  ["storefront", BASE],
  ["storefront-ext", EXT],
] as [string, ResourceName[]][])("%s CRUD", (name, resources) => {
  const variant = name === "storefront" ? "base" : "ext";
  let svc: TestService;
  let people: People;
  let parents: Parents;

  beforeAll(async () => {
    svc = await startTestService(name);
    people = await createPeople(svc.db.knex);
    const category = await insertRecord(svc.db.knex, TABLES.category, { name: "Kitchen", slug: "kitchen" });
    const product = await insertRecord(svc.db.knex, TABLES.product, {
      name: "Teapot",
      slug: "teapot",
      priceCents: 3900,
      inventory: 10,
      status: "published",
    });
    parents = { productId: product.id, categoryId: category.id, userId: people.owner.id };
  });
  afterAll(async () => {
    expect(svc.violations()).toEqual([]);
    await svc.close();
  });

  describe.each(resources)("%s", (resource) => {
    it("creates, reads, updates, lists and deletes a record", async () => {
      const { create, update } = sample(resource, parents, variant);
      const admin = people.admin.headers;
      const created = await request(svc.app).post(`/${resource}`).set(admin).send(create);
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject(resource === "order" ? { items: create.items } : create);
      const id = created.body.id as number;
      expect(Number.isSafeInteger(id)).toBe(true);

      const got = await request(svc.app).get(`/${resource}/${id}`).set(admin);
      expect(got.status).toBe(200);
      expect(got.body).toEqual(created.body);

      const updated = await request(svc.app).patch(`/${resource}/${id}`).set(admin).send(update);
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject(update);
      // PATCH: what the body leaves out stays as it was.
      for (const [field, value] of Object.entries(created.body))
        if (!(field in update)) expect(updated.body[field]).toEqual(value);

      const listed = await request(svc.app).get(`/${resource}`).set(admin);
      expect(listed.status).toBe(200);
      expect(listed.body).toContainEqual(updated.body);

      expect((await request(svc.app).delete(`/${resource}/${id}`).set(admin)).status).toBe(204);
      expect((await request(svc.app).get(`/${resource}/${id}`).set(admin)).status).toBe(404);
      expect((await request(svc.app).delete(`/${resource}/${id}`).set(admin)).status).toBe(404);
      expect((await request(svc.app).patch(`/${resource}/${id}`).set(admin).send(update)).status).toBe(404);
    });

    it.each(["0", "-1", "abc", "1.5", "9007199254740992", "1e3", " 1", "99999999999999999999999999"])(
      "answers 404 (problem+json) for the id %j",
      async (id) => {
        const res = await request(svc.app)
          .get(`/${resource}/${encodeURIComponent(id)}`)
          .set(people.admin.headers);
        expect(res.status).toBe(404);
        expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
      },
    );
  });

  it("shows the extended product fields only in the extended variant", async () => {
    const res = await request(svc.app).get(`/product/${parents.productId}`);
    expect(res.status).toBe(200);
    for (const field of EXT_ONLY_PRODUCT_FIELDS) expect(field in res.body).toBe(variant === "ext");
  });
});

describe("storefront-ext records as the contract shows them", () => {
  let svc: TestService;
  let people: People;

  beforeAll(async () => {
    svc = await startTestService("storefront-ext");
    people = await createPeople(svc.db.knex);
  });
  afterAll(async () => {
    expect(svc.violations()).toEqual([]);
    await svc.close();
  });

  it("leaves out a rating stored as NULL (the contract's rating is optional, never null)", async () => {
    const product = await insertRecord(svc.db.knex, TABLES.product, { name: "Kettle", slug: "kettle" });
    const review = await insertRecord(svc.db.knex, TABLES.review, {
      productId: product.id,
      title: "Unrated",
      customerId: people.owner.id,
      rating: null,
    });
    const res = await request(svc.app).get(`/review/${review.id}`).set(people.admin.headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: review.id, title: "Unrated" });
    expect("rating" in res.body).toBe(false);
  });

  it("answers 500, never a malformed record, for a stored record the contract cannot describe", async () => {
    // Written around the API: an order's items must be a JSON array of lines.
    const broken = await insertRecord(svc.db.knex, TABLES.order, { items: "three teapots" });
    for (const path of [`/order/${broken.id}`, "/order"]) {
      const res = await request(svc.app).get(path).set(people.admin.headers);
      expect(res.status).toBe(500);
      expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
      expect(JSON.stringify(res.body)).not.toContain("three teapots");
    }
  });
});
