// Generated from spec/restaurant by codegen — run `npm run generate`. Do not edit.

import {
  ApiError,
  type ApiErrorOptions,
  ERRORS,
  type ErrorCode,
  type ErrorEntry,
} from "../../runtime/errors.js";

/** The error codes spec/restaurant defines for restaurant (`@errorCatalogue`), beyond the kernel's. */
export const restaurantErrors = {
  no_organization: {
    status: 403,
    title: "No organization",
    description:
      "The caller belongs to no organization yet: create one (`POST /api/organizations`) or ask a manager to add you.",
    scope: "declared",
  },
  forbidden_role: {
    status: 403,
    title: "Role too low",
    description:
      "The caller's role (on this restaurant, or in the organization) does not allow this operation.",
    scope: "declared",
  },
  unknown_account: {
    status: 404,
    title: "Unknown account",
    description: "No account has this e-mail address: they sign up first.",
    scope: "declared",
  },
  already_member: {
    status: 409,
    title: "Already a member",
    description:
      "The person already belongs to an organization (a person works for one), or already holds a role here.",
    scope: "declared",
  },
  invalid_transition: {
    status: 409,
    title: "Invalid state transition",
    description:
      "The record's current state does not allow this move; the message names the state and the moves it allows.",
    scope: "declared",
  },
  in_use: {
    status: 409,
    title: "In use",
    description:
      "Other records still refer to this one (orders, bookings, menus): it is kept; the message says which.",
    scope: "declared",
  },
  slot_taken: {
    status: 409,
    title: "Slot taken",
    description:
      "A table asked for is already booked for an overlapping time (checked by the database, so two concurrent bookings cannot both win).",
    scope: "declared",
  },
  idempotency_key_reused: {
    status: 409,
    title: "Idempotency key reused",
    description: "The `Idempotency-Key` was used before with a different request body; nothing new was made.",
    scope: "declared",
  },
  insufficient_points: {
    status: 409,
    title: "Insufficient points",
    description:
      "The customer's loyalty balance is lower than the reward costs; a balance never goes below zero.",
    scope: "declared",
  },
  promotion_unavailable: {
    status: 409,
    title: "Promotion unavailable",
    description:
      "The promotion is outside its dates, used up, or not for this customer, channel or restaurant.",
    scope: "declared",
  },
  item_unavailable: {
    status: 422,
    title: "Item unavailable",
    description:
      "A food item or variant is unknown, or the restaurant does not sell it at this time; `issues` names the line.",
    scope: "declared",
  },
  invalid_modifiers: {
    status: 422,
    title: "Invalid modifiers",
    description:
      "A line's modifier choices break a group's minimum or maximum, or name an option outside the item's groups; `issues` names the line.",
    scope: "declared",
  },
  party_too_large: {
    status: 422,
    title: "Party too large",
    description: "No table or joinable set of tables in the restaurant seats a party this size.",
    scope: "declared",
  },
} as const satisfies Record<string, ErrorEntry>;

/** Every code a restaurant handler may throw: the kernel's generic codes and the contract's own. */
export type RestaurantErrorCode = ErrorCode | keyof typeof restaurantErrors;

/**
 * The error restaurant's handlers and storage throw: `new RestaurantError("no_organization", message)`.
 * It answers with the code's status and renders in the operation's error shape, like any ApiError.
 */
export class RestaurantError extends ApiError {
  constructor(code: RestaurantErrorCode, message?: string, options: ApiErrorOptions = {}) {
    const entry: ErrorEntry = Object.hasOwn(restaurantErrors, code)
      ? restaurantErrors[code as keyof typeof restaurantErrors]
      : ERRORS[code as ErrorCode];
    super(code, message, options, entry);
  }
}
