/**
 * The no-double-booking rule is the database's: the exclusion constraint on
 * `restaurant_booking_tables` refuses overlapping active holdings of one table, whichever
 * transaction commits first. On PostgreSQL (DATABASE_URL) the concurrent case races for real.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "../../db.js";
import { createUser } from "../../platform/users.js";
import { inTransaction } from "../../run.js";
import { openTestDatabase } from "../../testing.js";
import { insertBranch } from "../core/branches.js";
import { createOrganization } from "../core/organizations.js";
import type { BranchScope } from "./areas.js";
import { type BookingRow, holdTables, insertBooking, isSlotTaken, releaseTables } from "./bookings.js";
import { insertTable } from "./tables.js";

let db: Database;
let scope: BranchScope;
let tableId: string;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  const user = await createUser(db.knex, {
    email: `b-${randomUUID().slice(0, 8)}@bistro.example`,
    password: "pw",
  });
  const org = await createOrganization(db.knex, { userId: user.id, name: "Bookings", currency: "EUR" });
  const branch = await insertBranch(db.knex, org.id, { name: "Main", time_zone: "Europe/Lisbon" });
  scope = { organizationId: org.id, branchId: branch.id };
  tableId = (await insertTable(db.knex, scope, { label: "T1", min_capacity: 1, max_capacity: 4 })).id;
});
afterAll(async () => {
  await db?.close();
});

const at = (hhmm: string) => new Date(`2030-05-15T${hhmm}:00Z`);

/** Books the table over [from, to) in its own transaction; the booking's id. */
function book(from: Date, to: Date): Promise<string> {
  return inTransaction(db.knex, async (trx) => {
    const fields: Omit<BookingRow, "id" | "organization_id" | "branch_id" | "created_at" | "updated_at"> = {
      status: "pending",
      party_size: 2,
      starts_at: from,
      stay_minutes: (to.getTime() - from.getTime()) / 60_000,
      guest_name: "Guest",
      guest_phone: null,
      guest_email: null,
      notes: null,
      created_by: null,
      confirmed_at: null,
      seated_at: null,
      completed_at: null,
      cancelled_at: null,
      no_show_at: null,
    };
    const row = await insertBooking(trx, scope, fields, from);
    await holdTables(trx, row.id, [tableId], from, to);
    return row.id;
  });
}

describe("restaurant_booking_tables exclusion", () => {
  it("lets exactly one of many concurrent overlapping bookings of a table commit", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => book(at(`12:0${i}`), at("13:30"))),
    );
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(9);
    expect(lost.every((r) => isSlotTaken(r.reason))).toBe(true);
  });

  it("allows back-to-back ranges and frees a released booking's time", async () => {
    const first = await book(at("15:00"), at("16:00"));
    await expect(book(at("16:00"), at("17:00"))).resolves.toEqual(expect.any(String));
    await expect(book(at("15:30"), at("15:45"))).rejects.toMatchObject({ code: "23P01" });
    await releaseTables(db.knex, first);
    await expect(book(at("15:30"), at("15:45"))).resolves.toEqual(expect.any(String));
  });
});
