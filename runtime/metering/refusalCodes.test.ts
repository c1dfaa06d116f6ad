import { X402_REASONS as R } from "../x402/index.js";
import { x402RefusalCode } from "./refusalCodes.js";

describe("x402RefusalCode", () => {
  it.each([
    ["a reused nonce", { given: [R.nonceAlreadyUsed, false], want: "payment_nonce_reused" }],
    [
      "a reused nonce found at settlement",
      { given: [R.nonceAlreadyUsed, true], want: "payment_nonce_reused" },
    ],
    ["an expired authorization", { given: [R.validBefore, false], want: "payment_expired" }],
    ["an authorization not yet valid", { given: [R.validAfter, false], want: "payment_expired" }],
    ["an authorization valid for too long", { given: [R.validBeforeTooFar, false], want: "payment_expired" }],
    [
      "an unreachable facilitator",
      { given: [R.facilitatorUnreachable, false], want: "facilitator_unavailable" },
    ],
    [
      "a facilitator timing out at settlement",
      { given: [R.facilitatorTimeout, true], want: "facilitator_unavailable" },
    ],
    ["a bad signature", { given: [R.signature, false], want: "payment_invalid" }],
    ["too small an amount", { given: [R.value, false], want: "payment_invalid" }],
    ["no reason", { given: [undefined, false], want: "payment_invalid" }],
    [
      "a settlement failing otherwise",
      { given: [R.unexpectedSettleError, true], want: "payment_not_settled" },
    ],
  ] as const)("maps %s", (_name, { given: [reason, settled], want }) => {
    expect(x402RefusalCode(reason, settled)).toBe(want);
  });
});
