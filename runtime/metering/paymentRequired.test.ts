import type { PaymentRequired } from "../x402/index.js";
import { TERMS_HEADER_MAX_BYTES, termsHeader } from "./paymentRequired.js";

const decode = (header: string) => JSON.parse(Buffer.from(header, "base64").toString("utf8"));

/** Terms whose bazaar input schema has `members` documented members. */
function terms(members: number, descriptionLength = 200): PaymentRequired {
  const properties = Object.fromEntries(
    Array.from({ length: members }, (_, i) => [
      `member${i}`,
      { type: "string", description: "d".repeat(descriptionLength), examples: ["x"], title: `M${i}` },
    ]),
  );
  // A member named like a keyword is data, not documentation: it must survive.
  properties.title = { type: "string", description: "the title member" } as never;
  return {
    x402Version: 2,
    resource: { url: "http://127.0.0.1/v1/x", description: "x", mimeType: "application/json" },
    accepts: [],
    extensions: {
      bazaar: { info: { input: { type: "http", method: "POST" } }, schema: { type: "object", properties } },
    },
  } as unknown as PaymentRequired;
}

describe("the PAYMENT-REQUIRED header", () => {
  it("carries the whole terms when they are small", () => {
    const small = terms(3);
    expect(decode(termsHeader(small))).toEqual(JSON.parse(JSON.stringify(small)));
  });

  it("drops the schema's documentation first, keeping every member", () => {
    const header = termsHeader(terms(40));
    expect(header.length).toBeLessThanOrEqual(TERMS_HEADER_MAX_BYTES);
    const schema = decode(header).extensions.bazaar.schema;
    expect(Object.keys(schema.properties)).toHaveLength(41);
    expect(schema.properties.member0).toEqual({ type: "string" });
    expect(schema.properties.title).toEqual({ type: "string" });
  });

  it("drops the schema, keeping how to call the route, when even that is too large", () => {
    const header = termsHeader(terms(2000, 10));
    expect(header.length).toBeLessThanOrEqual(TERMS_HEADER_MAX_BYTES);
    const bazaar = decode(header).extensions.bazaar;
    expect(bazaar.schema).toBeUndefined();
    expect(bazaar.info.input).toEqual({ type: "http", method: "POST" });
  });
});
