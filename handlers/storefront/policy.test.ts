/**
 * Every operation of both variants × {anonymous, a customer, the record's owner, an
 * administrator}: the outcome the generated operations table's policy declares — 401 without
 * a credential where access is not `anyone`, 403 for customers on admin operations, 404 for
 * another customer's record on owner-scoped ones (the contract: "as a missing one does"), and
 * the operation's success status otherwise. Driven by the table, so a new operation fails
 * this test until it has a request below.
 */
import request from "supertest";
import { storefrontOperations } from "../../generated/storefront/operations.js";
import { storefrontExtOperations } from "../../generated/storefront-ext/operations.js";
import type { OperationDefinition } from "../../runtime/contract.js";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { mintApiToken } from "../../storage/storefront/apiTokens.js";
import { insertRecord } from "../../storage/storefront/crud.js";
import { insertPendingOrder } from "../../storage/storefront/orders.js";
import { type ResourceName, TABLES } from "../../storage/storefront/resources.js";
import { FakeProcessor } from "./testing/fakeProcessor.js";
import { createPeople, type People } from "./testing/people.js";
import { type Parents, sample } from "./testing/samples.js";

type Who = "anonymous" | "customer" | "owner" | "admin";
const WHO: Who[] = ["anonymous", "customer", "owner", "admin"];

/** The status the policy calls for. */
function expected(op: OperationDefinition, who: Who): number {
  const success = Number(Object.keys(op.responses).find((s) => s.startsWith("2")));
  const { access = "anyone", ownerScoped } = op.policy;
  if (access !== "anyone" && who === "anonymous") return 401;
  if (access === "admin" && who !== "admin") return 403;
  const namesRecord = op.parameters.some((p) => p.in === "path");
  if (ownerScoped && namesRecord && who === "customer") return 404;
  return success;
}

interface Call {
  method: "get" | "post" | "patch" | "delete";
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
}

describe.each([
  ["storefront", storefrontOperations],
  ["storefront-ext", storefrontExtOperations],
] as [string, OperationDefinition[]][])("%s access policy", (name, operations) => {
  const variant = name === "storefront" ? "base" : "ext";
  const now = new Date();
  const processor = new FakeProcessor(() => now);
  let svc: TestService;
  let people: People;
  let parents: Parents;

  const headersOf = (who: Who) =>
    who === "anonymous" ? {} : people[who === "customer" ? "other" : who].headers;

  async function fresh(resource: ResourceName): Promise<number> {
    const db = svc.db.knex;
    if (resource === "order")
      return (
        await insertPendingOrder(db, {
          ownerUserId: people.owner.id,
          items: JSON.stringify([{ productId: parents.productId, qty: 1 }]),
          discountCode: null,
          subtotalCents: 100,
          discountCents: 0,
          shippingCents: 0,
          taxCents: 0,
          totalCents: 100,
          createdAt: now.getTime(),
        })
      ).id;
    const { create } = sample(resource, parents, variant);
    const values = resource === "review" ? { ...create, customerId: people.owner.id } : create;
    return (await insertRecord(db, TABLES[resource], values)).id;
  }

  async function checkoutSession(): Promise<{ orderId: number; sessionId: string }> {
    const res = await request(svc.app)
      .post("/checkout/pay")
      .send({ items: [{ productId: parents.productId, qty: 1 }] });
    expect(res.status).toBe(200);
    return { orderId: res.body.orderId, sessionId: res.body.sessionId };
  }

  /** A valid request for `op`, on records that exist. */
  async function callFor(op: OperationDefinition): Promise<Call> {
    const [resource, action] = op.operationId.split("_") as [ResourceName, string];
    switch (op.operationId) {
      case "tokens_create":
        return { method: "post", path: "/tokens/create", body: { name: "laptop" } };
      case "tokens_revoke": {
        const { record } = await mintApiToken(svc.db.knex, { userId: people.owner.id, name: "t", now });
        return { method: "post", path: `/tokens/${record.id}/revoke` };
      }
      case "product_badge":
        return { method: "get", path: `/product/${parents.productId}/badge.svg` };
      case "checkout_pay":
        return {
          method: "post",
          path: "/checkout/pay",
          body: { items: [{ productId: parents.productId, qty: 1 }] },
        };
      case "checkout_confirm":
        return { method: "post", path: "/checkout/confirm", body: await checkoutSession() };
      case "checkout_webhook": {
        const { sessionId } = await checkoutSession();
        processor.pay(sessionId);
        const { body, signature } = processor.webhook("checkout.session.completed", sessionId);
        return {
          method: "post",
          path: "/checkout/webhook",
          body,
          headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        };
      }
      case "billing_connect":
      case "billing_report":
        return { method: "post", path: `/${op.operationId.replace("_", "/")}`, body: {} };
    }
    switch (action) {
      case "list":
        return { method: "get", path: `/${resource}` };
      case "create":
        return { method: "post", path: `/${resource}`, body: sample(resource, parents, variant).create };
      case "get":
        return { method: "get", path: `/${resource}/${await fresh(resource)}` };
      case "update":
        return {
          method: "patch",
          path: `/${resource}/${await fresh(resource)}`,
          body: sample(resource, parents, variant).update,
        };
      case "delete":
        return { method: "delete", path: `/${resource}/${await fresh(resource)}` };
    }
    throw new Error(`no request for ${op.operationId}: add one to callFor`);
  }

  beforeAll(async () => {
    svc = await startTestService(name, { payments: processor, now: () => now });
    people = await createPeople(svc.db.knex, now);
    const category = await insertRecord(svc.db.knex, TABLES.category, { name: "Kitchen", slug: "kitchen" });
    const product = await insertRecord(svc.db.knex, TABLES.product, {
      name: "Teapot",
      slug: "teapot",
      priceCents: 3900,
      inventory: 1000000,
      status: "published",
    });
    parents = { productId: product.id, categoryId: category.id, userId: people.owner.id };
    // billing/report answers 409 until billing is connected: connect everyone first.
    for (const person of Object.values(people))
      expect((await request(svc.app).post("/billing/connect").set(person.headers).send({})).status).toBe(200);
  });
  afterAll(async () => {
    expect(svc.violations()).toEqual([]);
    await svc.close();
  });

  const cases = operations
    .filter((op) => op.runtime === undefined)
    .flatMap((op) => WHO.map((who) => [op.operationId, who, op] as const));

  it.each(cases)("%s as %s", async (_id, who, op) => {
    const call = await callFor(op);
    let req = request(svc.app)[call.method](call.path).set(headersOf(who));
    if (call.headers) req = req.set(call.headers);
    const res = await (call.body === undefined ? req : req.send(call.body as object));
    expect({ status: res.status, body: res.body }).toMatchObject({ status: expected(op, who) });
  });
});
