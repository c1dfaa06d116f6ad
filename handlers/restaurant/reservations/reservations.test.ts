/**
 * Reservations over HTTP, every response judged against the published contract: the floor
 * (areas, tables), availability rules (past slots, lead time, closing, buffers, joinable sets),
 * bookings and their moves, a party too large, isolation between organizations, and 50
 * concurrent bookings of one table and slot (exactly one wins).
 *
 * The clock is fixed: 2030-05-15 (a Wednesday) 10:00 UTC, 11:00 in Lisbon (UTC+1 in May).
 * Each test restaurant opens 12:00–16:00 every day, takes slots every 15 minutes, stays of 90
 * minutes, a 15-minute buffer, a 60-minute lead time and bookings up to 30 days ahead.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { createRestaurantWorld, type RestaurantWorld } from "../testing/world.js";

const START = new Date("2030-05-15T10:00:00Z");
let clock = START;
let svc: TestService;
let world: RestaurantWorld;
let other: RestaurantWorld;
let key: { "x-api-key": string };

beforeAll(async () => {
  svc = await startTestService("restaurant", { now: () => clock });
  world = await createRestaurantWorld(svc.db.knex, { now: START });
  other = await createRestaurantWorld(svc.db.knex, { now: START });
  key = { "x-api-key": world.apiKey };
});
afterEach(() => {
  clock = START;
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

/** A restaurant with the settings above and tables T1 (2), T2 (2–4) and the joinable J1, J2 (4 each). */
async function floor() {
  const days = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];
  const made = await request(svc.app)
    .post("/api/restaurants")
    .set(key)
    .send({
      name: "Bistro Reservas",
      time_zone: "Europe/Lisbon",
      opening_hours: days.map((day) => ({ day, opens: "12:00", closes: "16:00" })),
    });
  const base = `/api/restaurants/${made.body.id}`;
  const settings = await request(svc.app).put(`${base}/reservation-settings`).set(key).send({
    slot_interval_minutes: 15,
    stay_minutes: 90,
    buffer_minutes: 15,
    lead_time_minutes: 60,
    max_days_ahead: 30,
  });
  expect(settings.status).toBe(200);
  const area = await request(svc.app).post(`${base}/areas`).set(key).send({ name: "Window" });
  const table = async (label: string, min: number, max: number, joinable = false) => {
    const res = await request(svc.app)
      .post(`${base}/tables`)
      .set(key)
      .send({ label, area_id: area.body.id, min_capacity: min, max_capacity: max, joinable });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };
  const tables = {
    T1: await table("T1", 2, 2),
    T2: await table("T2", 2, 4),
    J1: await table("J1", 3, 4, true),
    J2: await table("J2", 3, 4, true),
  };
  return { base, areaId: area.body.id as string, tables };
}

const book = (base: string, body: Record<string, unknown>) =>
  request(svc.app)
    .post(`${base}/bookings`)
    .set(key)
    .send({ guest_name: "Ada", party_size: 2, ...body });

/** Local Lisbon time on 2030-05-15 as an instant (UTC+1). */
const lisbon = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return new Date(Date.UTC(2030, 4, 15, (h ?? 0) - 1, m ?? 0)).toISOString();
};

type Slot = { time: string; tables: { label: string }[]; joined: boolean };
const slotsOf = async (base: string, query: string) => {
  const res = await request(svc.app).get(`${base}/availability?${query}`).set(key);
  expect(res.status).toBe(200);
  return res.body.slots as Slot[];
};

describe("dining areas and tables", () => {
  it("keeps labels unique, capacities ordered, and areas with tables", async () => {
    const { base, areaId, tables } = await floor();
    const dup = await request(svc.app).post(`${base}/tables`).set(key).send({ label: "T1", max_capacity: 2 });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe("conflict");
    const upside = await request(svc.app)
      .post(`${base}/tables`)
      .set(key)
      .send({ label: "T9", min_capacity: 6, max_capacity: 2 });
    expect(upside.status).toBe(400);
    expect(upside.body.issues[0].name).toBe("/max_capacity");
    const inUse = await request(svc.app).delete(`${base}/areas/${areaId}`).set(key);
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe("in_use");
    // An area's own `position` column beside the list's cursor position (once a 500).
    const areas = await request(svc.app).get(`${base}/areas`).set(key);
    expect(areas.body.areas).toEqual([expect.objectContaining({ id: areaId, position: 0 })]);
    const listed = await request(svc.app).get(`${base}/tables?area_id=${areaId}&limit=3`).set(key);
    expect(listed.body.tables.map((t: { label: string }) => t.label)).toEqual(["T1", "T2", "J1"]);
    expect(listed.body.next_cursor).toEqual(expect.any(String));
    const off = await request(svc.app).patch(`${base}/tables/${tables.T1}`).set(key).send({ active: false });
    expect(off.body).toMatchObject({ label: "T1", active: false });
  });
});

describe("get_availability", () => {
  it("lists slots from the lead time to the last stay that ends by closing, smallest table first", async () => {
    const { base } = await floor();
    const slots = await slotsOf(base, "date=2030-05-15&party_size=2");
    // now 11:00 + 60 minutes of lead time; 14:30 + 90 minutes is the 16:00 close.
    expect(slots[0]?.time).toBe("12:00");
    expect(slots[slots.length - 1]?.time).toBe("14:30");
    expect(slots[0]?.tables.map((t) => t.label)).toEqual(["T1"]);
    clock = new Date("2030-05-15T10:50:00Z");
    expect((await slotsOf(base, "date=2030-05-15&party_size=2"))[0]?.time).toBe("13:00");
    expect(await slotsOf(base, "date=2030-05-14&party_size=2")).toEqual([]);
    expect(await slotsOf(base, "date=2030-06-30&party_size=2")).toEqual([]);
  });

  it("offers a joined set for a party no single table seats, and refuses one no set seats", async () => {
    const { base } = await floor();
    const [first] = await slotsOf(base, "date=2030-05-16&party_size=7");
    expect(first).toMatchObject({ joined: true, tables: [{ label: "J1" }, { label: "J2" }] });
    const tooMany = await request(svc.app).get(`${base}/availability?date=2030-05-16&party_size=9`).set(key);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.code).toBe("party_too_large");
  });

  it("keeps a booked table out for the stay plus the buffer", async () => {
    const { base, tables } = await floor();
    expect((await book(base, { starts_at: lisbon("12:00"), table_ids: [tables.T1] })).status).toBe(201);
    const slots = await slotsOf(base, "date=2030-05-15&party_size=2");
    const at = (time: string) => slots.find((s) => s.time === time)?.tables.map((t) => t.label);
    expect(at("13:30")).toEqual(["T2"]);
    expect(at("13:45")).toEqual(["T1"]);
    const inBuffer = await book(base, { starts_at: lisbon("13:30"), table_ids: [tables.T1] });
    expect(inBuffer.status).toBe(409);
    expect(inBuffer.body.code).toBe("slot_taken");
    expect((await book(base, { starts_at: lisbon("13:45"), table_ids: [tables.T1] })).status).toBe(201);
  });
});

describe("create_booking", () => {
  it("refuses a start in the past, inside the lead time or past closing, and a party too large", async () => {
    const { base } = await floor();
    for (const starts_at of [lisbon("10:00"), lisbon("11:30"), lisbon("15:00")]) {
      const res = await book(base, { starts_at });
      expect(res.status).toBe(422);
      expect(res.body.issues[0].name).toBe("/starts_at");
    }
    const big = await book(base, { starts_at: lisbon("12:00"), party_size: 12 });
    expect(big.status).toBe(422);
    expect(big.body.code).toBe("party_too_large");
    const picked = await book(base, { starts_at: lisbon("12:00"), party_size: 3 });
    expect(picked.status).toBe(201);
    expect(picked.body).toMatchObject({ status: "pending", tables: [{ label: "J1" }] });
  });

  it("lets exactly one of 50 concurrent bookings of one table and slot win", async () => {
    const { base, tables } = await floor();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => book(base, { starts_at: lisbon("13:00"), table_ids: [tables.T2] })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.every((r) => r.status === 201 || r.body.code === "slot_taken")).toBe(true);
    const listed = await request(svc.app).get(`${base}/bookings?date=2030-05-15`).set(key);
    expect(listed.body.bookings).toHaveLength(1);
  });
});

describe("booking moves", () => {
  it("follows pending → confirmed → seated → completed, refuses other moves, and frees the table", async () => {
    const { base, tables } = await floor();
    const made = await book(base, { starts_at: lisbon("12:00"), table_ids: [tables.T2] });
    const path = `${base}/bookings/${made.body.id}`;
    const move = (verb: string) => request(svc.app).post(`${path}/${verb}`).set(key);
    expect((await move("complete")).body.code).toBe("invalid_transition");
    expect((await move("confirm")).body.status).toBe("confirmed");
    const again = await move("confirm");
    expect(again.status).toBe(409);
    expect(again.body.error).toContain("confirmed");
    expect((await move("seat")).body.status).toBe("seated");
    const late = await request(svc.app).patch(path).set(key).send({ party_size: 3 });
    expect(late.body.code).toBe("invalid_transition");
    expect((await move("cancel")).status).toBe(409);
    const done = await move("complete");
    expect(done.body).toMatchObject({ status: "completed", completed_at: expect.any(String) });
    expect((await book(base, { starts_at: lisbon("12:30"), table_ids: [tables.T2] })).status).toBe(201);
    const notes = await request(svc.app).patch(path).set(key).send({ notes: "Window seat" });
    expect(notes.body.notes).toBe("Window seat");
  });

  it("re-checks a changed time and frees a cancelled or no-show booking's table", async () => {
    const { base, tables } = await floor();
    const a = await book(base, { starts_at: lisbon("12:00"), table_ids: [tables.T1] });
    const b = await book(base, { starts_at: lisbon("14:00"), table_ids: [tables.T1] });
    const clash = await request(svc.app)
      .patch(`${base}/bookings/${b.body.id}`)
      .set(key)
      .send({ starts_at: lisbon("13:00"), table_ids: [tables.T1] });
    expect(clash.body.code).toBe("slot_taken");
    expect((await request(svc.app).get(`${base}/bookings/${b.body.id}`).set(key)).body.starts_at).toBe(
      lisbon("14:00"),
    );
    expect((await request(svc.app).post(`${base}/bookings/${a.body.id}/no-show`).set(key)).status).toBe(200);
    const moved = await request(svc.app)
      .patch(`${base}/bookings/${b.body.id}`)
      .set(key)
      .send({ starts_at: lisbon("13:00") });
    expect(moved.body).toMatchObject({ starts_at: lisbon("13:00"), tables: [{ label: "T1" }] });
    const cancelled = await request(svc.app).get(`${base}/bookings?status=no_show`).set(key);
    expect(cancelled.body.bookings.map((x: { id: string }) => x.id)).toEqual([a.body.id]);
  });
});

describe("isolation", () => {
  it("answers 404 for another organization's restaurant and bookings", async () => {
    const { base, tables } = await floor();
    const made = await book(base, { starts_at: lisbon("12:00"), table_ids: [tables.T1] });
    const theirs = { "x-api-key": other.apiKey };
    const home = `/api/restaurants/${world.restaurantId}`;
    expect((await request(svc.app).get(`${base}/tables`).set(theirs)).status).toBe(404);
    expect(
      (await request(svc.app).get(`${base}/availability?date=2030-05-16&party_size=2`).set(theirs)).status,
    ).toBe(404);
    expect((await request(svc.app).post(`${base}/bookings/${made.body.id}/cancel`).set(theirs)).status).toBe(
      404,
    );
    const wrongBranch = await request(svc.app).get(`${home}/bookings/${made.body.id}`).set(key);
    expect(wrongBranch.status).toBe(404);
    const staff = await request(svc.app)
      .post(`${home}/tables`)
      .set({ Authorization: `Bearer ${world.staffSessionToken}` })
      .send({ label: "X", max_capacity: 2 });
    expect(staff.status).toBe(403);
  });
});
