import type { OperationDefinition } from "../contract.js";
import type { RawRequest } from "../validation/request.js";
import { isDiscoveryProbe } from "./meter.js";

const priced = {
  policy: { priceMicroUsd: 8000, freePerIpPerDay: 3 },
  requestBody: { required: true, mediaTypes: ["application/json"] },
} as unknown as OperationDefinition;

function raw(body: unknown, headers: Record<string, string> = {}): RawRequest {
  return { path: {}, query: {}, headers, cookies: {}, body };
}

describe("a discovery probe", () => {
  it("is an unpaid call to a priced body route with no input", () => {
    expect(isDiscoveryProbe(priced, raw(undefined))).toBe(true);
    expect(isDiscoveryProbe(priced, raw({}))).toBe(true);
    expect(isDiscoveryProbe(priced, raw(""))).toBe(true);
    expect(isDiscoveryProbe(priced, raw(Buffer.alloc(0)))).toBe(true);
  });

  it("is not a call that sends input: that is validated, so a mistake is a free 400", () => {
    expect(isDiscoveryProbe(priced, raw({ url: "x" }))).toBe(false);
    expect(isDiscoveryProbe(priced, raw([]))).toBe(false);
    expect(isDiscoveryProbe(priced, raw("text"))).toBe(false);
  });

  it("is not a call with a credential or a payment", () => {
    for (const name of ["authorization", "payment-signature", "x-payment"])
      expect(isDiscoveryProbe(priced, raw(undefined, { [name]: "x" }))).toBe(false);
  });

  it("is not a call to a free route or to one without a body (its free allowance serves it)", () => {
    expect(isDiscoveryProbe({ ...priced, policy: {} } as OperationDefinition, raw(undefined))).toBe(false);
    const { requestBody: _, ...get } = priced;
    expect(isDiscoveryProbe(get as OperationDefinition, raw(undefined))).toBe(false);
  });
});
