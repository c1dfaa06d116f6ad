import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import type { ProcessorEvent } from "./events.js";
import { handleEventOnce } from "./handleEventOnce.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  await db.knex.raw("create table grants (event_id text primary key, micros bigint not null)");
});
afterAll(async () => {
  await db?.close();
});

const event = (id: string): ProcessorEvent => ({
  id,
  type: "unrecognized",
  processorType: "charge.refunded",
  created: 1,
  livemode: false,
  data: { object: {} },
});

describe("handleEventOnce", () => {
  it("runs the effect for the first delivery only", async () => {
    const grant = (trx: Parameters<Parameters<typeof handleEventOnce>[2]>[0]) =>
      trx("grants")
        .insert({ event_id: "evt_a", micros: "1000" })
        .then(() => "granted");
    expect(await handleEventOnce(db, event("evt_a"), grant)).toEqual({ duplicate: false, result: "granted" });
    expect(await handleEventOnce(db, event("evt_a"), grant)).toEqual({ duplicate: true });
    expect(await db.knex("grants")).toHaveLength(1);
    const handled = await db.knex("payment_events_handled").where({ event_id: "evt_a" }).first();
    expect(handled.type).toBe("charge.refunded");
  });

  it("records nothing when the effect fails, so the retry runs it", async () => {
    await expect(
      handleEventOnce(db, event("evt_b"), async (trx) => {
        await trx("grants").insert({ event_id: "evt_b", micros: "5" });
        throw new Error("ledger down");
      }),
    ).rejects.toThrow("ledger down");
    expect(await db.knex("grants").where({ event_id: "evt_b" })).toHaveLength(0);
    const retry = await handleEventOnce(db, event("evt_b"), async (trx) =>
      trx("grants").insert({ event_id: "evt_b", micros: "5" }),
    );
    expect(retry.duplicate).toBe(false);
  });
});
