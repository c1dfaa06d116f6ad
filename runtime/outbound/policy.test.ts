import type { LookupAddress } from "node:dns";
import { addressRefusal, checkUrl, EGRESS_REFUSED, egressLookup, egressPolicyFromEnv } from "./policy.js";

describe("egressPolicyFromEnv", () => {
  it.each([
    ["unset", {}, "public"],
    ["empty", { OUTBOUND_NETWORK: "" }, "public"],
    ["public", { OUTBOUND_NETWORK: "public" }, "public"],
    ["loopback", { OUTBOUND_NETWORK: "loopback" }, "loopback"],
    ["blanks around", { OUTBOUND_NETWORK: " public " }, "public"],
  ] as const)("%s gives %s", (_name, env, want) => {
    expect(egressPolicyFromEnv(env)).toBe(want);
  });

  it.each(["private", "LOOPBACK", "none"])("throws naming the variable for %j", (value) => {
    expect(() => egressPolicyFromEnv({ OUTBOUND_NETWORK: value })).toThrow(
      `OUTBOUND_NETWORK must be one of public, loopback (got ${JSON.stringify(value)})`,
    );
  });

  it("reads process.env by default", () => {
    const saved = process.env.OUTBOUND_NETWORK;
    process.env.OUTBOUND_NETWORK = "loopback";
    try {
      expect(egressPolicyFromEnv()).toBe("loopback");
    } finally {
      if (saved === undefined) delete process.env.OUTBOUND_NETWORK;
      else process.env.OUTBOUND_NETWORK = saved;
    }
  });
});

describe("addressRefusal under public", () => {
  it.each([
    ["127.0.0.1", "127.0.0.1 is loopback"],
    ["127.255.255.254", "127.255.255.254 is loopback"],
    ["10.0.0.1", "10.0.0.1 is private"],
    ["172.16.0.1", "172.16.0.1 is private"],
    ["192.168.1.1", "192.168.1.1 is private"],
    ["169.254.169.254", "169.254.169.254 is link-local (this includes cloud metadata at 169.254.169.254)"],
    ["100.64.0.1", "100.64.0.1 is carrier-grade NAT (100.64.0.0/10)"],
    ["0.0.0.0", "0.0.0.0 is unspecified"],
    ["224.0.0.1", "224.0.0.1 is multicast"],
    ["255.255.255.255", "255.255.255.255 is broadcast"],
    ["240.0.0.1", "240.0.0.1 is reserved"],
    ["192.0.2.1", "192.0.2.1 is reserved"],
    ["::1", "::1 is loopback"],
    ["::", ":: is unspecified"],
    ["fc00::1", "fc00::1 is unique local (private IPv6, fc00::/7)"],
    ["fd12:3456::1", "fd12:3456::1 is unique local (private IPv6, fc00::/7)"],
    ["fe80::1", "fe80::1 is link-local (this includes cloud metadata at 169.254.169.254)"],
    ["ff02::1", "ff02::1 is multicast"],
    ["::ffff:127.0.0.1", "::ffff:127.0.0.1 is IPv4-mapped (127.0.0.1 is loopback)"],
    ["::ffff:a00:1", "::ffff:a00:1 is IPv4-mapped (10.0.0.1 is private)"],
    [
      "::ffff:169.254.169.254",
      "::ffff:169.254.169.254 is IPv4-mapped (169.254.169.254 is link-local (this includes cloud metadata at 169.254.169.254))",
    ],
    // Mapped public addresses are refused too: the library refuses them and nobody needs them.
    ["::ffff:8.8.8.8", "::ffff:8.8.8.8 is IPv4-mapped (8.8.8.8 is public)"],
    ["64:ff9b::a00:1", "64:ff9b::a00:1 is special-purpose (rfc6052)"],
    ["2002:a00:1::", "2002:a00:1:: is special-purpose (6to4)"],
    ["localhost", "localhost is not an IP address"],
    ["127.1", "127.1 is not an IP address"],
  ])("refuses %s", (address, reason) => {
    expect(addressRefusal(address, "public")).toBe(reason);
  });

  it.each(["8.8.8.8", "93.184.215.14", "1.1.1.1", "2606:4700:4700::1111", "2a00:1450:4001:80b::200e"])(
    "allows %s",
    (address) => {
      expect(addressRefusal(address, "public")).toBeUndefined();
    },
  );
});

describe("addressRefusal under loopback", () => {
  it.each(["127.0.0.1", "127.1.2.3", "::1"])("allows %s", (address) => {
    expect(addressRefusal(address, "loopback")).toBeUndefined();
  });

  it.each([
    ["10.0.0.1", "10.0.0.1 is private"],
    ["192.168.1.1", "192.168.1.1 is private"],
    ["8.8.8.8", "8.8.8.8 is public"],
    ["2606:4700:4700::1111", "2606:4700:4700::1111 is public"],
    ["0.0.0.0", "0.0.0.0 is unspecified"],
    ["::ffff:127.0.0.1", "::ffff:127.0.0.1 is IPv4-mapped (127.0.0.1 is loopback)"],
  ])("refuses %s", (address, reason) => {
    expect(addressRefusal(address, "loopback")).toBe(
      `${reason}; OUTBOUND_NETWORK=loopback allows only 127.0.0.0/8 and ::1`,
    );
  });
});

describe("egressLookup", () => {
  // localhost resolves from the hosts file: no DNS traffic leaves the machine.
  const resolve = (policy: "public" | "loopback", all: boolean) =>
    new Promise<{ err: NodeJS.ErrnoException | null; result: string | LookupAddress[] }>((done) =>
      egressLookup(policy)("localhost", { all }, (err, result) => done({ err, result })),
    );

  it("refuses a name that resolves to loopback under public", async () => {
    for (const all of [true, false]) {
      const { err } = await resolve("public", all);
      expect(err?.code).toBe(EGRESS_REFUSED);
      expect(err?.message).toMatch(/^localhost resolved to (127\.0\.0\.1|::1) is loopback$/);
    }
  });

  it("answers in the shape asked for under loopback", async () => {
    const many = await resolve("loopback", true);
    expect(many.err).toBeNull();
    expect(Array.isArray(many.result)).toBe(true);
    const one = await resolve("loopback", false);
    expect(one.err).toBeNull();
    expect(one.result).toMatch(/^(127\.0\.0\.1|::1)$/);
  });

  it("refuses every other name under loopback before DNS", async () => {
    // A .invalid name never resolves: a DNS answer would be ENOTFOUND, not the policy's refusal.
    for (const name of ["example.com", "hooks.invalid"]) {
      const err = await new Promise<NodeJS.ErrnoException | null>((done) =>
        egressLookup("loopback")(name, { all: true }, (e) => done(e)),
      );
      expect(err?.code).toBe(EGRESS_REFUSED);
      expect(err?.message).toBe(
        `${name} is not localhost; OUTBOUND_NETWORK=loopback allows only 127.0.0.0/8 and ::1`,
      );
    }
  });
});

describe("checkUrl", () => {
  it.each([
    ["ftp:", "ftp://example.com/hook", "scheme must be http or https, not ftp"],
    ["file:", "file:///etc/passwd", "scheme must be http or https, not file"],
    ["user and password", "http://user:pw@x", "credentials in the URL (user:password@) are not allowed"],
    [
      "a user alone",
      "https://token@example.com/hook",
      "credentials in the URL (user:password@) are not allowed",
    ],
    ["an empty host", "http://", "not a valid absolute URL"],
    ["an empty host with a port", "http://:80/hook", "not a valid absolute URL"],
    ["a relative URL", "/relative/hook", "not a valid absolute URL"],
    ["the empty string", "", "not a valid absolute URL"],
    [
      "2049 characters",
      `https://example.com/${"a".repeat(2049 - "https://example.com/".length)}`,
      "longer than 2048 characters",
    ],
  ])("rejects %s", (_name, url, reason) => {
    expect(checkUrl(url)).toEqual({ ok: false, reason });
  });

  it("accepts https://example.com/hook, parsed, without resolving it", () => {
    // checkUrl is synchronous, so it cannot wait on DNS; a .invalid name never resolves, yet passes.
    for (const url of ["https://example.com/hook", "http://does-not-exist.invalid:8080/a?b=c"]) {
      const got = checkUrl(url);
      expect(got.ok).toBe(true);
      if (got.ok) expect(got.url.href).toBe(url);
    }
  });

  it("accepts exactly 2048 characters", () => {
    const url = `https://example.com/${"a".repeat(2048 - "https://example.com/".length)}`;
    expect(url).toHaveLength(2048);
    expect(checkUrl(url).ok).toBe(true);
  });

  it("with a policy, rejects a refused IP literal up front and leaves names to connect time", () => {
    expect(checkUrl("http://169.254.169.254/latest/meta-data", "public")).toEqual({
      refused: true,
      ok: false,
      reason:
        "refused by egress policy: 169.254.169.254 is link-local (this includes cloud metadata at 169.254.169.254)",
    });
    // The URL parser turns 0x7f.1 into 127.0.0.1 before we judge it.
    expect(checkUrl("http://0x7f.1/", "public")).toEqual({
      refused: true,
      ok: false,
      reason: "refused by egress policy: 127.0.0.1 is loopback",
    });
    expect(checkUrl("http://[::1]:8080/", "public")).toEqual({
      refused: true,
      ok: false,
      reason: "refused by egress policy: ::1 is loopback",
    });
    expect(checkUrl("http://127.0.0.1:8080/", "loopback").ok).toBe(true);
    expect(checkUrl("http://localhost/", "public").ok).toBe(true);
  });
});
