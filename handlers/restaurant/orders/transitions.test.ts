/** The order state machine table: the moves each channel allows, and the void. */
import type { OrderChannel, OrderStatus, OrderVerb } from "../../../generated/restaurant/types.js";
import { allowedVerbs, allows, ruleFor } from "./transitions.js";

describe("allowedVerbs", () => {
  const cases: [string, { status: OrderStatus; channel: OrderChannel; want: OrderVerb[] }][] = [
    ["a placed order", { status: "placed", channel: "web", want: ["accept", "cancel", "fail"] }],
    ["a ready takeaway", { status: "ready", channel: "takeaway", want: ["pick-up", "cancel", "fail"] }],
    ["a ready delivery", { status: "ready", channel: "delivery", want: ["dispatch", "cancel", "fail"] }],
    [
      "a ready dine-in (served)",
      { status: "ready", channel: "dine_in", want: ["complete", "cancel", "fail"] },
    ],
    [
      "out for delivery",
      { status: "out_for_delivery", channel: "delivery", want: ["complete", "cancel", "fail"] },
    ],
    ["completed (a void only)", { status: "completed", channel: "app", want: ["cancel"] }],
    ["cancelled", { status: "cancelled", channel: "app", want: [] }],
    ["failed", { status: "failed", channel: "pos", want: [] }],
  ];
  it.each(cases)("%s", (_name, { status, channel, want }) => {
    expect(allowedVerbs(status, channel)).toEqual(want);
  });
});

describe("ruleFor", () => {
  it("makes cancelling a completed order a manager's void, and any other cancel staff's", () => {
    expect(ruleFor("cancel", "completed").role).toBe("manager");
    expect(ruleFor("cancel", "placed").role).toBe("staff");
    expect(allows("dispatch", "ready", "takeaway")).toBe(false);
  });
});
