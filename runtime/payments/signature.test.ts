import Stripe from "stripe";
import { WebhookSignatureError, type WebhookSignatureReason } from "./errors.js";
import { computeSignature, parseSignatureHeader, signatureHeader, verifySignature } from "./signature.js";

const SECRET = "whsec_test_secret";
const BODY = '{"id":"evt_1","object":"event","type":"invoice.paid"}';
const NOW = 1_750_000_000;
const clock = () => NOW * 1000;

type Case = [
  string,
  {
    header: string | undefined;
    body?: string | Buffer;
    secrets?: string | string[];
    want: number | WebhookSignatureReason;
  },
];

const good = computeSignature(SECRET, NOW, BODY);
const cases: Case[] = [
  ["accepts a valid signature", { header: `t=${NOW},v1=${good}`, want: NOW }],
  ["accepts the raw body as a Buffer", { header: `t=${NOW},v1=${good}`, body: Buffer.from(BODY), want: NOW }],
  [
    "accepts when one of several v1 signatures matches",
    { header: `t=${NOW},v1=${"0".repeat(64)},v1=${good},v0=abc`, want: NOW },
  ],
  [
    "accepts a timestamp exactly 300 s old",
    { header: signatureHeader(BODY, SECRET, { timestamp: NOW - 300 }), want: NOW - 300 },
  ],
  [
    "accepts with a rotated secret list",
    { header: `t=${NOW},v1=${good}`, secrets: ["whsec_new", SECRET], want: NOW },
  ],
  [
    "rejects a tampered body",
    { header: `t=${NOW},v1=${good}`, body: BODY.replace("evt_1", "evt_2"), want: "signature_mismatch" },
  ],
  [
    "rejects the wrong secret",
    { header: `t=${NOW},v1=${good}`, secrets: "whsec_other", want: "signature_mismatch" },
  ],
  [
    "rejects a re-signed timestamp (t is part of the signed payload)",
    { header: `t=${NOW + 1},v1=${good}`, want: "signature_mismatch" },
  ],
  [
    "rejects a stale timestamp (301 s)",
    { header: signatureHeader(BODY, SECRET, { timestamp: NOW - 301 }), want: "timestamp_outside_tolerance" },
  ],
  ["rejects a missing header", { header: undefined, want: "missing_header" }],
  ["rejects an empty header", { header: "  ", want: "missing_header" }],
  ["rejects a header without t", { header: `v1=${good}`, want: "malformed_header" }],
  ["rejects a non-numeric t", { header: `t=abc,v1=${good}`, want: "malformed_header" }],
  ["rejects a header of garbage", { header: "garbage", want: "malformed_header" }],
  ["rejects a header without v1", { header: `t=${NOW},v0=${good}`, want: "no_signatures" }],
  [
    "rejects a truncated signature",
    { header: `t=${NOW},v1=${good.slice(0, 63)}`, want: "signature_mismatch" },
  ],
  [
    "rejects an upper-case hex signature",
    { header: `t=${NOW},v1=${good.toUpperCase()}`, want: "signature_mismatch" },
  ],
];

describe("verifySignature", () => {
  it.each(cases)("%s", (_name, { header, body, secrets, want }) => {
    const run = () => verifySignature(body ?? BODY, header, secrets ?? SECRET, { now: clock });
    if (typeof want === "number") {
      expect(run()).toBe(want);
      return;
    }
    try {
      run();
      throw new Error("expected a WebhookSignatureError");
    } catch (err) {
      expect(err).toBeInstanceOf(WebhookSignatureError);
      expect((err as WebhookSignatureError).reason).toBe(want);
      // The signature is the webhook's credential: a failed one is an authentication failure.
      expect(err).toMatchObject({ status: 401, code: "invalid_signature" });
    }
  });

  it("skips the age check when the tolerance is 0", () => {
    const header = signatureHeader(BODY, SECRET, { timestamp: NOW - 86_400 });
    expect(verifySignature(BODY, header, SECRET, { now: clock, toleranceSeconds: 0 })).toBe(NOW - 86_400);
  });
});

describe("signatureHeader", () => {
  it("signs with every secret given, one v1 each", () => {
    const header = signatureHeader(BODY, SECRET, { timestamp: NOW, alsoSignWith: ["whsec_next"] });
    expect(parseSignatureHeader(header)).toEqual({
      timestamp: NOW,
      signatures: [good, computeSignature("whsec_next", NOW, BODY)],
    });
  });
});

describe("interoperability with the stripe package (offline)", () => {
  it("verifies a header made by stripe's generateTestHeaderString", () => {
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: BODY,
      secret: SECRET,
      timestamp: NOW,
    });
    expect(verifySignature(BODY, header, SECRET, { now: clock })).toBe(NOW);
  });

  it("makes headers that stripe.webhooks.constructEvent accepts", () => {
    const header = signatureHeader(BODY, SECRET);
    const event = Stripe.webhooks.constructEvent(BODY, header, SECRET) as unknown as { id: string };
    expect(event.id).toBe("evt_1");
  });
});
