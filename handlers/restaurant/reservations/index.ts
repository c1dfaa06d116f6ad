/**
 * Reservations (tag "Reservations"): a restaurant's dining areas and tables, its reservation
 * settings, availability, and bookings with their moves. Every route is under
 * `/api/restaurants/{restaurant_id}/`; the restaurant must be the caller's (404 otherwise).
 */
import type { RestaurantReservationsHandlers } from "../../../generated/restaurant/types.js";
import { availabilityHandlers } from "./availability.js";
import { bookingHandlers } from "./bookings.js";
import { floorHandlers } from "./floor.js";
import { moveHandlers } from "./moves.js";

/** Every reservations operation. */
export const reservationHandlers: RestaurantReservationsHandlers = {
  ...floorHandlers,
  ...availabilityHandlers,
  ...bookingHandlers,
  ...moveHandlers,
};
