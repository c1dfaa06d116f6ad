/**
 * The loyalty hooks orders call, on a real database: what each accrual rule grants, one accrual
 * per order, reversal on cancel (taking back only what is left, giving back a held redemption,
 * once), and a balance that never goes below zero when twenty redemptions race for it.
 */
import { randomUUID } from "node:crypto";
import { createRestaurantWorld } from "../../../handlers/restaurant/testing/world.js";
import { ApiError } from "../../../runtime/errors.js";
import type { Database } from "../../db.js";
import { inTransaction } from "../../run.js";
import { openTestDatabase } from "../../testing.js";
import { insertCustomer } from "../customers/customers.js";
import { rulePoints } from "./accrual.js";
import { balanceOf, recordEntry } from "./ledger.js";
import { accrueForOrder, grantPoints, redeemReward, reverseForOrder } from "./orderHooks.js";
import { saveProgram } from "./program.js";
import { insertReward } from "./rewards.js";

const NOW = new Date("2026-11-26T12:00:00.000Z");
const BURGER = randomUUID();
const FRIES = randomUUID();
const WATER = randomUUID();
const MAINS = randomUUID();

let db: Database;
let org: string;
let branch: string;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  const world = await createRestaurantWorld(db.knex);
  org = world.organizationId;
  branch = world.restaurantId;
  await saveProgram(
    db.knex,
    org,
    {
      enabled: true,
      points_name: "stars",
      accrual_rules: [
        { type: "spend", points: 1, amount: 100 },
        { type: "visit", points: 10, min_total_amount: 500 },
        { type: "item", points: 5, food_item_id: BURGER },
        { type: "category", points: 2, category_id: MAINS },
      ],
      tiers: [],
    },
    NOW,
  );
});
afterAll(async () => {
  await db?.close();
});

const newCustomer = () => inTransaction(db.knex, (trx) => insertCustomer(trx, org, { name: "Ada" }));

/** A completed order of 2 burgers and 3 fries (mains) and a water, totalling `totalAmount`. */
const order = (customerId: string | null, totalAmount = 2350) => ({
  organizationId: org,
  orderId: randomUUID(),
  customerId,
  branchId: branch,
  totalAmount,
  lines: [
    { foodItemId: BURGER, categoryId: MAINS, quantity: 2 },
    { foodItemId: FRIES, categoryId: MAINS, quantity: 3 },
    { foodItemId: WATER, categoryId: null, quantity: 1 },
  ],
});

describe("rulePoints", () => {
  const lines = order(null).lines;
  it.each([
    ["spend counts whole amounts", { type: "spend", points: 3, amount: 100 }, 299, 6],
    ["visit grants once at the minimum", { type: "visit", points: 10, min_total_amount: 500 }, 500, 10],
    ["visit grants nothing below it", { type: "visit", points: 10, min_total_amount: 500 }, 499, 0],
    ["item counts the item's units", { type: "item", points: 5, food_item_id: BURGER }, 0, 10],
    ["category counts the category's units", { type: "category", points: 2, category_id: MAINS }, 0, 10],
  ] as const)("%s", (_name, rule, totalAmount, want) => {
    expect(rulePoints(rule, { totalAmount, lines })).toBe(want);
  });
});

describe("accrueForOrder", () => {
  it("grants the sum of every rule once per order, and nothing without a customer", async () => {
    const customer = await newCustomer();
    const input = order(customer);
    // spend 23 + visit 10 + item 2×5 + category 5×2
    expect(await inTransaction(db.knex, (trx) => accrueForOrder(trx, input))).toBe(53);
    expect(await inTransaction(db.knex, (trx) => accrueForOrder(trx, input))).toBe(0);
    expect(await inTransaction(db.knex, (trx) => accrueForOrder(trx, order(null)))).toBe(0);
    expect(await inTransaction(db.knex, (trx) => accrueForOrder(trx, order(randomUUID())))).toBe(0);
    expect(await balanceOf(db.knex, customer)).toEqual({ points: 53, lifetime: 53 });
  });
});

describe("reverseForOrder", () => {
  it("gives back a held redemption and takes back an accrual, once each, never below zero", async () => {
    const customer = await newCustomer();
    const earned = order(customer);
    await inTransaction(db.knex, (trx) => accrueForOrder(trx, earned));
    const reward = await insertReward(db.knex, org, {
      name: "Free coffee",
      points_cost: 20,
      definition: { kind: "fixed_discount", discount_amount: 150 },
    });
    const spentOn = randomUUID();
    const redeemed = await inTransaction(db.knex, (trx) =>
      redeemReward(trx, { organizationId: org, customerId: customer, rewardId: reward.id, orderId: spentOn }),
    );
    expect(redeemed).toEqual({
      rewardId: reward.id,
      name: "Free coffee",
      pointsCost: 20,
      discountAmount: 150,
    });
    expect((await balanceOf(db.knex, customer)).points).toBe(33);

    const cancel = (orderId: string) =>
      inTransaction(db.knex, (trx) => reverseForOrder(trx, { organizationId: org, orderId }));
    expect(await cancel(spentOn)).toEqual({ pointsTakenBack: 0, pointsRefunded: 20 });
    expect(await cancel(spentOn)).toEqual({ pointsTakenBack: 0, pointsRefunded: 0 });
    expect((await balanceOf(db.knex, customer)).points).toBe(53);

    // The customer spent 40 of the 53 elsewhere: cancelling takes back the 13 left, and the
    // whole accrual leaves the lifetime points.
    await inTransaction(db.knex, (trx) =>
      recordEntry(trx, { organizationId: org, customerId: customer, kind: "adjustment", points: -40 }),
    );
    expect(await cancel(earned.orderId)).toEqual({ pointsTakenBack: 13, pointsRefunded: 0 });
    expect(await cancel(earned.orderId)).toEqual({ pointsTakenBack: 0, pointsRefunded: 0 });
    expect(await balanceOf(db.knex, customer)).toEqual({ points: 0, lifetime: 0 });
  });
});

describe("redeemReward", () => {
  it("lets exactly as many of 20 concurrent redemptions through as the balance pays for", async () => {
    const customer = await newCustomer();
    await inTransaction(db.knex, (trx) =>
      grantPoints(trx, { organizationId: org, customerId: customer, points: 100, reason: "Welcome" }),
    );
    const reward = await insertReward(db.knex, org, {
      name: "Free fries",
      points_cost: 10,
      definition: { kind: "free_item", food_item_id: FRIES },
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        db.knex.transaction((trx) =>
          redeemReward(trx, {
            organizationId: org,
            customerId: customer,
            rewardId: reward.id,
            orderId: randomUUID(),
          }),
        ),
      ),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.flatMap((r) => (r.status === "rejected" ? [r.reason as ApiError] : []));
    expect(won).toHaveLength(10);
    expect(lost.map((e) => e instanceof ApiError && e.code)).toEqual(Array(10).fill("insufficient_points"));
    expect((await balanceOf(db.knex, customer)).points).toBe(0);
    const redemptions = await db
      .knex("restaurant_loyalty_ledger")
      .where({ customer_id: customer, kind: "redemption" })
      .count<{ count: string }[]>("* as count");
    expect(Number(redemptions[0]?.count)).toBe(10);
    // The database itself refuses a negative balance, whatever the code above it does.
    await expect(
      db.knex("restaurant_loyalty_balances").where({ customer_id: customer }).update({ points: -1 }),
    ).rejects.toThrow(/check/i);
  });

  it("answers 404 for a reward of nobody's", async () => {
    const customer = await newCustomer();
    await expect(
      inTransaction(db.knex, (trx) =>
        redeemReward(trx, {
          organizationId: org,
          customerId: customer,
          rewardId: randomUUID(),
          orderId: randomUUID(),
        }),
      ),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});
