/**
 * The order state machine as data: which verb moves which states to which, which channels it
 * applies to, the time column it stamps and the role it needs. Handlers and the `allowed_verbs`
 * member both read this table, so what a kitchen screen offers is exactly what the server accepts.
 */
import type { OrderChannel, OrderStatus, OrderVerb } from "../../../generated/restaurant/types.js";
import type { Role } from "../access.js";

/** One verb's rule. */
export interface Transition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** The column stamped with the move's time. */
  stamp: string;
  /** Channels the verb applies to; all when absent. */
  channels?: readonly OrderChannel[];
  /** The role the verb needs on the restaurant. */
  role: Role;
}

const BEFORE_COMPLETION: readonly OrderStatus[] = [
  "placed",
  "accepted",
  "preparing",
  "ready",
  "picked_up",
  "out_for_delivery",
];

/** Every verb's rule. `cancel` from `completed` (a void) is in {@link VOID}. */
export const TRANSITIONS: Readonly<Record<OrderVerb, Transition>> = {
  accept: { from: ["placed"], to: "accepted", stamp: "accepted_at", role: "staff" },
  start: { from: ["accepted"], to: "preparing", stamp: "preparing_at", role: "staff" },
  ready: { from: ["preparing"], to: "ready", stamp: "ready_at", role: "staff" },
  "pick-up": {
    from: ["ready"],
    to: "picked_up",
    stamp: "picked_up_at",
    channels: ["takeaway", "web", "app", "pos", "aggregator"],
    role: "staff",
  },
  dispatch: {
    from: ["ready"],
    to: "out_for_delivery",
    stamp: "out_for_delivery_at",
    channels: ["delivery"],
    role: "staff",
  },
  complete: {
    from: ["ready", "picked_up", "out_for_delivery"],
    to: "completed",
    stamp: "completed_at",
    role: "staff",
  },
  cancel: { from: BEFORE_COMPLETION, to: "cancelled", stamp: "cancelled_at", role: "staff" },
  fail: { from: BEFORE_COMPLETION, to: "failed", stamp: "failed_at", role: "staff" },
};

/** Cancelling a completed order: a void, for managers; it reverses the points the order earned. */
export const VOID: Transition = {
  from: ["completed"],
  to: "cancelled",
  stamp: "cancelled_at",
  role: "manager",
};

/** Whether `verb` may move an order in `status` on `channel` (ready → completed is for dine-in only). */
export function allows(verb: OrderVerb, status: OrderStatus, channel: OrderChannel): boolean {
  if (verb === "cancel" && status === "completed") return true;
  const t = TRANSITIONS[verb];
  if (!t.from.includes(status)) return false;
  if (t.channels && !t.channels.includes(channel)) return false;
  if (verb === "complete" && status === "ready") return channel === "dine_in";
  return true;
}

/** The rule that applies to `verb` from `status`. */
export function ruleFor(verb: OrderVerb, status: OrderStatus): Transition {
  return verb === "cancel" && status === "completed" ? VOID : TRANSITIONS[verb];
}

/** The verbs an order in `status` on `channel` allows now, in the table's order. */
export function allowedVerbs(status: OrderStatus, channel: OrderChannel): OrderVerb[] {
  return (Object.keys(TRANSITIONS) as OrderVerb[]).filter((verb) => allows(verb, status, channel));
}
