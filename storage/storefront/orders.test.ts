/**
 * Paying an order takes its units out of stock exactly once: concurrent payers race on the
 * conditional update, and a payment rolled back leaves both order and stock as they were.
 */
import type { Database } from "../db.js";
import { inTransaction } from "../run.js";
import { openTestDatabase } from "../testing.js";
import { findRecord, insertRecord } from "./crud.js";
import { insertPendingOrder, markOrderPaid } from "./orders.js";
import { TABLES } from "./resources.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(() => db.close());

async function setup(inventory: number, qty: number) {
  const product = await insertRecord(db.knex, TABLES.product, {
    name: "Mug",
    slug: `mug-${Math.random().toString(36).slice(2)}`,
    inventory,
    status: "published",
  });
  const order = await insertPendingOrder(db.knex, {
    ownerUserId: null,
    items: JSON.stringify([
      { productId: product.id, qty },
      { productId: product.id, qty: 1 },
    ]),
    discountCode: null,
    subtotalCents: 0,
    discountCents: 0,
    shippingCents: 0,
    taxCents: 0,
    totalCents: 0,
    createdAt: 0,
  });
  return { productId: product.id, orderId: order.id };
}
const stock = async (id: number) => (await findRecord(db.knex, TABLES.product, id))?.inventory;

describe("markOrderPaid", () => {
  it("pays once under concurrency and takes the stock once", async () => {
    const { productId, orderId } = await setup(20, 4);
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () =>
        markOrderPaid(db.knex, orderId, { paymentIntentId: "pi_1", at: new Date() }),
      ),
    );
    expect(outcomes.filter((o) => o?.changed)).toHaveLength(1);
    expect(outcomes.every((o) => o?.status === "paid")).toBe(true);
    expect(await stock(productId)).toBe(15);
  });

  it("stops an oversold product at 0 and says so", async () => {
    const { productId, orderId } = await setup(2, 4);
    const outcome = await markOrderPaid(db.knex, orderId, { paymentIntentId: null, at: new Date() });
    expect(outcome).toEqual({ status: "paid", changed: true, oversold: [productId] });
    expect(await stock(productId)).toBe(0);
  });

  it("leaves order and stock untouched when the surrounding transaction fails", async () => {
    const { productId, orderId } = await setup(10, 2);
    await expect(
      inTransaction(db.knex, async (trx) => {
        await markOrderPaid(trx, orderId, { paymentIntentId: null, at: new Date() });
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect((await findRecord(db.knex, TABLES.order, orderId))?.status).toBe("pending");
    expect(await stock(productId)).toBe(10);
  });

  it("answers undefined for an order that does not exist", async () => {
    expect(await markOrderPaid(db.knex, 987654, { paymentIntentId: null, at: new Date() })).toBeUndefined();
  });
});
