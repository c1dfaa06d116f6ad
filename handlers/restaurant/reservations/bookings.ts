/**
 * Bookings: every member of the restaurant takes, reads and changes them. A booking and the
 * tables it holds are written in one transaction; the database's exclusion constraint is what
 * refuses a double booking (409 `slot_taken`), so concurrent requests for one table and slot
 * cannot both win. When the server picked the tables and lost such a race it picks again (a
 * few times) among what is still free.
 */

import { RestaurantError } from "../../../generated/restaurant/errors.js";
import type { RestaurantReservationsHandlers } from "../../../generated/restaurant/types.js";
import { listPage } from "../../../runtime/paging.js";
import {
  type BookingRow,
  findBooking,
  holdTables,
  insertBooking,
  isSlotTaken,
  listBookings,
  updateBooking,
} from "../../../storage/restaurant/reservations/bookings.js";
import { readSettings, stayFor } from "../../../storage/restaurant/reservations/settings.js";
import { activeTables } from "../../../storage/restaurant/reservations/tables.js";
import { inTransaction } from "../../../storage/run.js";
import { requireRestaurant } from "../access.js";
import { emitEvent } from "../events.js";
import { addDays, startOfLocalDay } from "../localTime.js";
import { checkStart } from "./rules.js";
import { bookingBodies, bookingBody, seatFor } from "./seat.js";

const MINUTE = 60_000;

/** Attempts at a server-picked booking that lost a race for its tables. */
const PICK_ATTEMPTS = 3;

const slotTaken = () =>
  new RestaurantError(
    "slot_taken",
    "A table asked for is already booked for an overlapping time (stay plus buffer)",
  );

const noBooking = () => new RestaurantError("not_found", "No such booking in this restaurant");

/** Runs `write`, answering the exclusion constraint's refusal as 409 `slot_taken`; retried `attempts` times. */
async function holding<T>(attempts: number, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (!isSlotTaken(err)) throw err;
      if (attempt >= attempts) throw slotTaken();
    }
  }
}

/** The booking operations (moves between states are in ./moves.ts). */
export const bookingHandlers = {
  async list_bookings({ path, query }, ctx) {
    const { membership, restaurant } = await requireRestaurant(ctx, path.restaurant_id, "staff");
    const scope = { organizationId: membership.organizationId, branchId: restaurant.id };
    const day = query.date
      ? {
          from: startOfLocalDay(query.date, restaurant.timeZone),
          to: startOfLocalDay(addDays(query.date, 1), restaurant.timeZone),
        }
      : {};
    const page = await listPage(query, (p) =>
      listBookings(ctx.db, scope, { ...day, status: query.status }, p),
    );
    return {
      status: 200,
      body: { bookings: await bookingBodies(ctx.db, page.items), next_cursor: page.nextAfter },
    };
  },

  async get_booking({ path }, ctx) {
    const { membership, restaurant } = await requireRestaurant(ctx, path.restaurant_id, "staff");
    const scope = { organizationId: membership.organizationId, branchId: restaurant.id };
    const row = await findBooking(ctx.db, scope, path.booking_id);
    if (!row) throw noBooking();
    const [body] = await bookingBodies(ctx.db, [row]);
    if (!body) throw noBooking();
    return { status: 200, body };
  },

  async create_booking({ path, body }, ctx) {
    const { membership, restaurant } = await requireRestaurant(ctx, path.restaurant_id, "staff");
    const scope = { organizationId: membership.organizationId, branchId: restaurant.id };
    const settings = await readSettings(ctx.db, restaurant.id);
    const stay = body.stay_minutes ?? stayFor(settings, body.party_size);
    const start = new Date(body.starts_at);
    const now = ctx.now();
    const tables = await activeTables(ctx.db, scope);
    checkStart(restaurant, settings, start, stay, now);
    const to = new Date(start.getTime() + (stay + settings.buffer_minutes) * MINUTE);
    const status = settings.auto_confirm ? "confirmed" : "pending";
    const created = await holding(body.table_ids ? 1 : PICK_ATTEMPTS, () =>
      inTransaction(ctx.db, async (trx) => {
        const seated = await seatFor(trx, {
          branchId: restaurant.id,
          tables,
          party: body.party_size,
          from: start,
          to,
          tableIds: body.table_ids,
        });
        const row = await insertBooking(
          trx,
          scope,
          {
            status,
            party_size: body.party_size,
            starts_at: start,
            stay_minutes: stay,
            guest_name: body.guest_name,
            guest_phone: body.guest_phone ?? null,
            guest_email: body.guest_email ?? null,
            notes: body.notes ?? null,
            created_by: membership.userId,
            confirmed_at: status === "confirmed" ? now : null,
            seated_at: null,
            completed_at: null,
            cancelled_at: null,
            no_show_at: null,
          },
          now,
        );
        await holdTables(
          trx,
          row.id,
          seated.map((t) => t.id),
          start,
          to,
        );
        const booking = bookingBody(row, seated);
        await emitEvent(trx, {
          organizationId: scope.organizationId,
          type: "reservation.created",
          data: { booking },
        });
        return booking;
      }),
    );
    return { status: 201, body: created };
  },

  async update_booking({ path, body }, ctx) {
    const { membership, restaurant } = await requireRestaurant(ctx, path.restaurant_id, "staff");
    const scope = { organizationId: membership.organizationId, branchId: restaurant.id };
    const now = ctx.now();
    const reschedule =
      body.party_size !== undefined ||
      body.starts_at !== undefined ||
      body.stay_minutes !== undefined ||
      body.table_ids !== undefined;
    const updated = await holding(1, () =>
      inTransaction(ctx.db, async (trx) => {
        const current = await findBooking(trx, scope, path.booking_id, true);
        if (!current) throw noBooking();
        const changes: Partial<BookingRow> = { updated_at: now };
        if (reschedule) {
          if (current.status !== "pending" && current.status !== "confirmed")
            throw new RestaurantError(
              "invalid_transition",
              `The booking is ${current.status}: its time, party and tables change only while pending or confirmed`,
            );
          const settings = await readSettings(trx, restaurant.id);
          const start = body.starts_at ? new Date(body.starts_at) : current.starts_at;
          const stay = body.stay_minutes ?? current.stay_minutes;
          const party = body.party_size ?? current.party_size;
          // A party-size change alone does not re-check a start already inside the lead time.
          if (body.starts_at !== undefined || body.stay_minutes !== undefined)
            checkStart(restaurant, settings, start, stay, now);
          const to = new Date(start.getTime() + (stay + settings.buffer_minutes) * MINUTE);
          const seated = await seatFor(trx, {
            branchId: restaurant.id,
            tables: await activeTables(trx, scope),
            party,
            from: start,
            to,
            tableIds: body.table_ids,
            bookingId: current.id,
          });
          await holdTables(
            trx,
            current.id,
            seated.map((t) => t.id),
            start,
            to,
          );
          Object.assign(changes, { starts_at: start, stay_minutes: stay, party_size: party });
        }
        if (body.guest_name !== undefined) changes.guest_name = body.guest_name;
        if (body.guest_phone !== undefined) changes.guest_phone = body.guest_phone;
        if (body.guest_email !== undefined) changes.guest_email = body.guest_email;
        if (body.notes !== undefined) changes.notes = body.notes;
        const row = await updateBooking(trx, scope, current.id, changes);
        if (!row) throw noBooking();
        const [booking] = await bookingBodies(trx, [row]);
        if (!booking) throw noBooking();
        return booking;
      }),
    );
    return { status: 200, body: updated };
  },
} satisfies Partial<RestaurantReservationsHandlers>;
