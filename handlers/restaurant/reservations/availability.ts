/**
 * Reservation settings and availability. Settings are read by every member and replaced by
 * managers; availability lists the slots of one local day at which a party could be booked now,
 * with the tables a booking would get — computed by the same rules booking creation applies
 * (./rules.ts), over the tables' taken ranges read once for the whole day.
 */
import type {
  ReservationSettings,
  RestaurantReservationsHandlers,
} from "../../../generated/restaurant/types.js";
import { invalidMember } from "../../../runtime/invalidMember.js";
import { takenRanges } from "../../../storage/restaurant/reservations/bookings.js";
import {
  readSettings,
  type SettingsRow,
  stayFor,
  writeSettings,
} from "../../../storage/restaurant/reservations/settings.js";
import { activeTables } from "../../../storage/restaurant/reservations/tables.js";
import { requireRestaurant } from "../access.js";
import { addDays, localDateOf } from "../localTime.js";
import { checkSeatable, freeTables, openingSlots, withinBookingWindow } from "./rules.js";
import { pickTables } from "./seating.js";

const MINUTE = 60_000;

const settingsBody = (s: SettingsRow): ReservationSettings => ({
  slot_interval_minutes: s.slot_interval_minutes,
  stay_minutes: s.stay_minutes,
  stay_minutes_by_party: [...s.stay_by_party].sort((a, b) => a.up_to_party_size - b.up_to_party_size),
  buffer_minutes: s.buffer_minutes,
  lead_time_minutes: s.lead_time_minutes,
  max_days_ahead: s.max_days_ahead,
  auto_confirm: s.auto_confirm,
  updated_at: s.updated_at?.toISOString() ?? null,
});

/** The settings and availability operations. */
export const availabilityHandlers = {
  async get_reservation_settings({ path }, ctx) {
    await requireRestaurant(ctx, path.restaurant_id, "staff");
    return { status: 200, body: settingsBody(await readSettings(ctx.db, path.restaurant_id)) };
  },

  async update_reservation_settings({ path, body }, ctx) {
    await requireRestaurant(ctx, path.restaurant_id, "manager");
    const rules = body.stay_minutes_by_party ?? [];
    const sizes = rules.map((r) => r.up_to_party_size);
    const twice = sizes.findIndex((n, i) => sizes.indexOf(n) !== i);
    if (twice >= 0)
      throw invalidMember(
        `/stay_minutes_by_party/${twice}/up_to_party_size`,
        "another rule has this party size",
      );
    const saved = await writeSettings(
      ctx.db,
      path.restaurant_id,
      {
        slot_interval_minutes: body.slot_interval_minutes ?? 15,
        stay_minutes: body.stay_minutes ?? 90,
        stay_by_party: rules,
        buffer_minutes: body.buffer_minutes ?? 0,
        lead_time_minutes: body.lead_time_minutes ?? 60,
        max_days_ahead: body.max_days_ahead ?? 90,
        auto_confirm: body.auto_confirm ?? false,
      },
      ctx.now(),
    );
    return { status: 200, body: settingsBody(saved) };
  },

  async get_availability({ path, query }, ctx) {
    const { restaurant, membership } = await requireRestaurant(ctx, path.restaurant_id, "staff");
    const scope = { organizationId: membership.organizationId, branchId: restaurant.id };
    const settings = await readSettings(ctx.db, restaurant.id);
    const party = query.party_size;
    const stay = query.stay_minutes ?? stayFor(settings, party);
    const tables = await activeTables(ctx.db, scope);
    checkSeatable(tables, party, "query");

    const now = ctx.now();
    const buffer = settings.buffer_minutes * MINUTE;
    /** The slots of one local day at which the party gets a table. */
    const slotsOn = async (date: string) => {
      const slots = openingSlots(restaurant, settings, date, stay).filter((s) =>
        withinBookingWindow(settings, s.start, now),
      );
      const first = slots[0];
      const last = slots[slots.length - 1];
      const taken =
        first && last
          ? await takenRanges(ctx.db, restaurant.id, first.start, new Date(last.end.getTime() + buffer))
          : [];
      return slots.flatMap((slot) => {
        const free = freeTables(tables, taken, slot.start, new Date(slot.end.getTime() + buffer));
        const given = pickTables(free, party);
        if (!given) return [];
        return [
          {
            time: slot.time,
            starts_at: slot.start.toISOString(),
            ends_at: slot.end.toISOString(),
            tables: given.map((t) => ({ id: t.id, label: t.label })),
            joined: given.length > 1,
          },
        ];
      });
    };
    // Without a date: the first local day from today with a slot, up to max_days_ahead.
    const today = localDateOf(now, restaurant.timeZone);
    let date = query.date ?? today;
    let offered = await slotsOn(date);
    for (
      let day = 1;
      query.date === undefined && offered.length === 0 && day <= settings.max_days_ahead;
      day++
    ) {
      const next = await slotsOn(addDays(today, day));
      if (next.length > 0) [date, offered] = [addDays(today, day), next];
    }
    return {
      status: 200,
      body: { date, party_size: party, stay_minutes: stay, slots: offered },
    };
  },
} satisfies Partial<RestaurantReservationsHandlers>;
