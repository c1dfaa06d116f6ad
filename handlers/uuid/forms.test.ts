import { generateUuids, renderUuid } from "./forms.js";

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("renderUuid", () => {
  const canonical = "0f8fad5b-d9cb-469f-a165-70867728950e";
  it.each([
    ["uuid", { given: canonical, want: canonical }],
    ["urn", { given: canonical, want: `urn:uuid:${canonical}` }],
    ["hex", { given: canonical, want: "0f8fad5bd9cb469fa16570867728950e" }],
    ["int", { given: canonical, want: BigInt("0x0f8fad5bd9cb469fa16570867728950e").toString(10) }],
  ] as const)("renders the %s form", (form, { given, want }) => {
    expect(renderUuid(given, form)).toBe(want);
  });

  it("renders the maximum UUID as a 39-digit decimal", () => {
    expect(renderUuid("ffffffff-ffff-ffff-ffff-ffffffffffff", "int")).toBe((2n ** 128n - 1n).toString());
  });
});

describe("generateUuids", () => {
  it("returns distinct RFC 9562 version-4 UUIDs", () => {
    const uuids = generateUuids(100, "uuid");
    expect(uuids).toHaveLength(100);
    expect(new Set(uuids).size).toBe(100);
    for (const u of uuids) expect(u).toMatch(V4);
  });

  it("sets the version and variant bits in every form", () => {
    for (const hex of generateUuids(50, "hex")) {
      expect(hex).toMatch(/^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    }
    for (const int of generateUuids(50, "int")) {
      const value = BigInt(int);
      expect((value >> 76n) & 0xfn).toBe(4n);
      expect((value >> 62n) & 0x3n).toBe(2n);
    }
  });
});
