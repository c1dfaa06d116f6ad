/**
 * String formats: generators of values that conform to a `format`, and samples that do not.
 * Ajv (with ajv-formats) remains the judge of which is which.
 */
import fc from "fast-check";

const MIN_DATE = new Date("1970-01-01T00:00:00.000Z");
const MAX_DATE = new Date("2099-12-31T23:59:59.999Z");

const isoDate = () => fc.date({ min: MIN_DATE, max: MAX_DATE, noInvalidDate: true });

/** A generator of conforming strings for a known format, or undefined for an unknown one. */
export function formatArb(format: string): fc.Arbitrary<string> | undefined {
  switch (format) {
    case "uuid":
      return fc.uuid();
    case "email":
    case "idn-email":
      return fc.emailAddress();
    case "date-time":
      return isoDate().map((d) => d.toISOString());
    case "date":
      return isoDate().map((d) => d.toISOString().slice(0, 10));
    case "time":
      return isoDate().map((d) => d.toISOString().slice(11));
    case "uri":
    case "url":
    case "iri":
      return fc.webUrl();
    case "uri-reference":
    case "iri-reference":
      return fc.oneof(fc.webUrl(), fc.constantFrom("/a/b", "relative/path", "#frag"));
    case "hostname":
    case "idn-hostname":
      return fc.domain();
    case "ipv4":
      return fc.ipV4();
    case "ipv6":
      return fc.ipV6();
    case "byte":
      return fc.base64String({ maxLength: 40 });
    case "int32":
      return fc.integer().map(String);
    case "int64":
      return fc.maxSafeInteger().map(String);
    case "duration":
      return fc.tuple(fc.nat(30), fc.nat(23), fc.nat(59)).map(([d, h, m]) => `P${d}DT${h}H${m}M`);
    default:
      return undefined;
  }
}

/** Strings that break a format (each candidate is still checked by Ajv before use). */
export function invalidFormat(format: string): { arb: fc.Arbitrary<string>; examples: string[] } | undefined {
  const samples: Record<string, string[]> = {
    uuid: ["not-a-uuid", "123", "0f8fad5b-d9cb-469f-a165-70867728950", "0f8fad5bd9cb469fa16570867728950ez"],
    email: ["not-an-email", "a@", "@b.example", "a b@c.example"],
    "idn-email": ["not-an-email", "a@"],
    "date-time": ["2024-13-01T00:00:00Z", "yesterday", "2024-01-01", "2024-01-01T25:00:00Z"],
    date: ["2024-02-30", "2024-13-01", "01/02/2024", "today"],
    time: ["25:00:00Z", "noon", "12:60:00Z"],
    uri: ["not a uri", "://missing-scheme", "relative/path"],
    url: ["not a url", "://x"],
    hostname: ["-bad-.example", "a..b", "under_score.example"],
    ipv4: ["256.1.1.1", "1.2.3", "a.b.c.d"],
    ipv6: ["::g", "1:2:3", "12345::"],
    byte: ["not base64!", "abc"],
    int32: ["2147483648", "1.5", "abc"],
    int64: ["1.5", "abc"],
  };
  const list = samples[format];
  if (!list) return undefined;
  return {
    arb: fc.oneof(fc.constantFrom(...list), fc.string({ minLength: 1, maxLength: 12 })),
    examples: list,
  };
}
