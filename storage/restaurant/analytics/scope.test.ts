/**
 * The PostgreSQL time-zone semantics the reports rely on, run through {@link coveredOrders} itself
 * on the test database: a local day runs from local midnight to local midnight whatever its length
 * (23 hours when clocks spring forward, 25 when they fall back), the local hour follows the
 * clock on the wall, and the index-narrowing UTC bounds lose nothing in the zones furthest from UTC.
 */

import type { Database } from "../../db.js";
import { createUser } from "../../platform/users.js";
import { openTestDatabase } from "../../testing.js";
import { insertBranch } from "../core/branches.js";
import { createOrganization } from "../core/organizations.js";
import { coveredOrders } from "./scope.js";

let db: Database;
let organizationId: string;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  const user = await createUser(db.knex, { email: "zones@bistro.example", password: "long enough pw" });
  organizationId = (await createOrganization(db.knex, { userId: user.id, name: "Zones", currency: "USD" }))
    .id;
});
afterAll(async () => {
  await db.close();
});

/** Local day and hour of each covered order, keyed by its UTC time. */
async function covered(timeZone: string, day: string, placed: string[]): Promise<Record<string, string>> {
  const branch = await insertBranch(db.knex, organizationId, { name: timeZone, time_zone: timeZone });
  for (const at of placed)
    await db.knex("restaurant_orders").insert({
      organization_id: organizationId,
      branch_id: branch.id,
      channel: "pos",
      status: "completed",
      currency: "USD",
      subtotal_amount: 100,
      total_amount: 100,
      placed_at: at,
    });
  const sql = coveredOrders({
    organizationId,
    from: day,
    to: day,
    restaurantId: branch.id,
    memberUserId: null,
    channel: null,
  });
  const { rows } = (await db.knex.raw(
    `${sql.text} SELECT placed_at, to_char(local_date, 'YYYY-MM-DD') AS day, local_hour FROM covered`,
    sql.bindings,
  )) as { rows: { placed_at: Date; day: string; local_hour: number }[] };
  return Object.fromEntries(rows.map((r) => [r.placed_at.toISOString(), `${r.day} ${r.local_hour}h`]));
}

const cases: [string, { zone: string; day: string; placed: string[]; want: Record<string, string> }][] = [
  [
    "a 23-hour day (New York springs forward): 02:00 never happens, 03:30 is hour 3",
    {
      zone: "America/New_York",
      day: "2025-03-09",
      placed: [
        "2025-03-09T04:59:00Z",
        "2025-03-09T05:00:00Z",
        "2025-03-09T07:30:00Z",
        "2025-03-10T03:59:00Z",
        "2025-03-10T04:00:00Z",
      ],
      want: {
        "2025-03-09T05:00:00.000Z": "2025-03-09 0h",
        "2025-03-09T07:30:00.000Z": "2025-03-09 3h",
        "2025-03-10T03:59:00.000Z": "2025-03-09 23h",
      },
    },
  ],
  [
    "a 25-hour day (New York falls back): 01:30 happens twice, both hour 1",
    {
      zone: "America/New_York",
      day: "2025-11-02",
      placed: [
        "2025-11-02T03:59:00Z",
        "2025-11-02T05:30:00Z",
        "2025-11-02T06:30:00Z",
        "2025-11-03T04:59:00Z",
        "2025-11-03T05:00:00Z",
      ],
      want: {
        "2025-11-02T05:30:00.000Z": "2025-11-02 1h",
        "2025-11-02T06:30:00.000Z": "2025-11-02 1h",
        "2025-11-03T04:59:00.000Z": "2025-11-02 23h",
      },
    },
  ],
  [
    "UTC+14 (Kiritimati): the day starts 14 hours before UTC's",
    {
      zone: "Pacific/Kiritimati",
      day: "2025-01-10",
      placed: ["2025-01-09T09:59:00Z", "2025-01-09T10:00:00Z", "2025-01-10T09:59:00Z"],
      want: { "2025-01-09T10:00:00.000Z": "2025-01-10 0h", "2025-01-10T09:59:00.000Z": "2025-01-10 23h" },
    },
  ],
  [
    "UTC-12: the day ends 12 hours after UTC's",
    {
      zone: "Etc/GMT+12",
      day: "2025-01-10",
      placed: [
        "2025-01-10T11:59:00Z",
        "2025-01-10T12:00:00Z",
        "2025-01-11T11:59:00Z",
        "2025-01-11T12:00:00Z",
      ],
      want: { "2025-01-10T12:00:00.000Z": "2025-01-10 0h", "2025-01-11T11:59:00.000Z": "2025-01-10 23h" },
    },
  ],
];

describe("coveredOrders", () => {
  it.each(cases)("%s", async (_name, { zone, day, placed, want }) => {
    expect(await covered(zone, day, placed)).toEqual(want);
  });
});
