/**
 * A booking's moves between states, one verb route each. The table of moves is the contract's
 * (`BookingStatus`): pending → confirmed → seated → completed; pending or confirmed → seated,
 * cancelled or no_show. A move the current state does not allow answers 409
 * `invalid_transition` naming the state. The final states free the booking's tables in the same
 * transaction, so the slot can be booked again at once.
 */

import { RestaurantError } from "../../../generated/restaurant/errors.js";
import type { RestaurantReservationsHandlers } from "../../../generated/restaurant/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import {
  type BookingStatus,
  findBooking,
  moveBooking,
  releaseTables,
} from "../../../storage/restaurant/reservations/bookings.js";
import { inTransaction } from "../../../storage/run.js";
import { emitEvent } from "../events.js";
import { branchScope } from "./floor.js";
import { bookingBodies } from "./seat.js";

/** One move: the states it leaves, the one it reaches, its time stamp, whether it frees the tables. */
interface Move {
  verb: string;
  from: BookingStatus[];
  to: BookingStatus;
  stamp: "confirmed_at" | "seated_at" | "completed_at" | "cancelled_at" | "no_show_at";
  frees: boolean;
}

const OPEN: BookingStatus[] = ["pending", "confirmed"];

const MOVES = {
  confirm: { verb: "confirm", from: ["pending"], to: "confirmed", stamp: "confirmed_at", frees: false },
  seat: { verb: "seat", from: OPEN, to: "seated", stamp: "seated_at", frees: false },
  complete: { verb: "complete", from: ["seated"], to: "completed", stamp: "completed_at", frees: true },
  cancel: { verb: "cancel", from: OPEN, to: "cancelled", stamp: "cancelled_at", frees: true },
  noShow: { verb: "no-show", from: OPEN, to: "no_show", stamp: "no_show_at", frees: true },
} satisfies Record<string, Move>;

/** Makes `move` on the booking in the path, inside one transaction with its event. */
async function makeMove(
  ctx: HandlerContext,
  path: { restaurant_id: string; booking_id: string },
  move: Move,
) {
  const scope = await branchScope(ctx, path.restaurant_id, "staff");
  const now = ctx.now();
  const booking = await inTransaction(ctx.db, async (trx) => {
    const current = await findBooking(trx, scope, path.booking_id, true);
    if (!current) throw new RestaurantError("not_found", "No such booking in this restaurant");
    if (!move.from.includes(current.status))
      throw new RestaurantError(
        "invalid_transition",
        `The booking is ${current.status}; ${move.verb} needs it ${move.from.join(" or ")}`,
      );
    const row = await moveBooking(trx, scope, current.id, move, now);
    if (!row) throw new Error("a locked booking did not move");
    if (move.frees) await releaseTables(trx, row.id);
    const [body] = await bookingBodies(trx, [row]);
    if (!body) throw new Error("a moved booking has no body");
    await emitEvent(trx, {
      organizationId: scope.organizationId,
      type: "reservation.status_changed",
      data: { booking: body, previous_status: current.status },
    });
    return body;
  });
  return { status: 200 as const, body: booking };
}

/** The verb routes. */
export const moveHandlers = {
  confirm_booking: ({ path }, ctx) => makeMove(ctx, path, MOVES.confirm),
  seat_booking: ({ path }, ctx) => makeMove(ctx, path, MOVES.seat),
  complete_booking: ({ path }, ctx) => makeMove(ctx, path, MOVES.complete),
  cancel_booking: ({ path }, ctx) => makeMove(ctx, path, MOVES.cancel),
  no_show_booking: ({ path }, ctx) => makeMove(ctx, path, MOVES.noShow),
} satisfies Partial<RestaurantReservationsHandlers>;
