import type { Request } from "express";
import { mcpOriginPolicyFromEnv, originAllowed } from "./origin.js";

describe("mcpOriginPolicyFromEnv", () => {
  it.each<[string, { given: Record<string, string>; want: string[] }]>([
    ["nothing when both are unset", { given: {}, want: [] }],
    [
      "PUBLIC_URL's origin, its path and trailing slash dropped",
      { given: { PUBLIC_URL: "https://API.example.org/base/" }, want: ["https://api.example.org"] },
    ],
    [
      "each explicit CORS origin, trimmed, default ports dropped",
      {
        given: { CORS_ORIGINS: " https://a.example:443 , http://b.example:8080" },
        want: ["https://a.example", "http://b.example:8080"],
      },
    ],
    [
      "nothing for CORS_ORIGINS' wildcard (it opens REST routes, never /mcp)",
      { given: { CORS_ORIGINS: "*" }, want: [] },
    ],
  ])("allows %s", (_name, { given, want }) => {
    expect([...mcpOriginPolicyFromEnv(given).allowed]).toEqual(want);
  });
});

describe("originAllowed", () => {
  const policy = mcpOriginPolicyFromEnv({ CORS_ORIGINS: "https://app.example" });
  const req = (host: string | undefined, protocol = "http") =>
    ({ headers: host ? { host } : {}, protocol }) as unknown as Request;

  it.each<[string, { origin: string | undefined; host?: string; protocol?: string; want: boolean }]>([
    ["no Origin", { origin: undefined, host: "evil.example", want: true }],
    ["a listed origin on any Host", { origin: "https://app.example", host: "api.internal", want: true }],
    ["the own origin on [::1]", { origin: "http://[::1]:3000", host: "[::1]:3000", want: true }],
    [
      "the own origin over https on localhost",
      { origin: "https://localhost", host: "localhost", protocol: "https", want: true },
    ],
    [
      "the own origin on a public Host (a rebinding page looks the same)",
      { origin: "http://evil.example", host: "evil.example", want: false },
    ],
    [
      "a loopback origin whose scheme differs from the request's",
      { origin: "https://127.0.0.1:3000", host: "127.0.0.1:3000", want: false },
    ],
    ["a loopback origin without a Host", { origin: "http://127.0.0.1", host: undefined, want: false }],
    [
      "two origins in one header",
      { origin: "https://app.example, https://evil.example", host: "x", want: false },
    ],
  ])("judges %s", (_name, { origin, host, protocol, want }) => {
    expect(originAllowed(origin, req(host, protocol), policy)).toBe(want);
  });
});
