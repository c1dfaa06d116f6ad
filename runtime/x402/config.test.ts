import { DEV_PAY_TO, loadX402Config, type X402Config } from "./config.js";

const BASE_USDC = "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913";
const SEPOLIA_USDC = "0x036CbD53842c5426634e7929541eC2318f3dCF7e";
const PAY_TO = "0x209693Bc6afc0C5328bA36FaF03C514EF312287C";

describe("loadX402Config", () => {
  it("defaults to USDC on Base mainnet with the dev payTo", () => {
    expect(loadX402Config({})).toEqual<X402Config>({
      network: "eip155:8453",
      asset: BASE_USDC,
      assetName: "USD Coin",
      assetVersion: "2",
      chainId: 8453,
      payTo: DEV_PAY_TO,
      maxTimeoutSeconds: 60,
    });
  });

  const ok: Array<[string, { given: NodeJS.ProcessEnv; want: Partial<X402Config> }]> = [
    [
      "Base Sepolia picks its USDC and EIP-712 domain",
      {
        given: { X402_NETWORK: "eip155:84532" },
        want: {
          network: "eip155:84532",
          chainId: 84532,
          asset: SEPOLIA_USDC,
          assetName: "USDC",
          assetVersion: "2",
        },
      },
    ],
    [
      "a lower-case known asset is checksummed and keeps the table's domain",
      { given: { X402_ASSET: BASE_USDC.toLowerCase() }, want: { asset: BASE_USDC, assetName: "USD Coin" } },
    ],
    [
      "an unknown asset works with an explicit domain",
      {
        given: { X402_ASSET: PAY_TO, X402_ASSET_NAME: "Test Token", X402_ASSET_VERSION: "1" },
        want: { asset: PAY_TO, assetName: "Test Token", assetVersion: "1" },
      },
    ],
    ["payTo is checksummed", { given: { X402_PAY_TO: PAY_TO.toLowerCase() }, want: { payTo: PAY_TO } }],
    [
      "a remote facilitator with an explicit payTo; trailing slash stripped",
      {
        given: { X402_PAY_TO: PAY_TO, X402_FACILITATOR_URL: "https://fac.example/x402/" },
        want: { payTo: PAY_TO, facilitatorUrl: "https://fac.example/x402" },
      },
    ],
    [
      "max timeout override",
      { given: { X402_MAX_TIMEOUT_SECONDS: "120" }, want: { maxTimeoutSeconds: 120 } },
    ],
    [
      "empty values count as unset",
      { given: { X402_NETWORK: "", X402_PAY_TO: " " }, want: { chainId: 8453, payTo: DEV_PAY_TO } },
    ],
  ];
  it.each(ok)("%s", (_name, { given, want }) => {
    expect(loadX402Config(given)).toMatchObject(want);
  });

  const bad: Array<[string, { given: NodeJS.ProcessEnv; want: RegExp }]> = [
    ["payTo too short", { given: { X402_PAY_TO: "0x1234" }, want: /X402_PAY_TO is not a valid EVM address/ }],
    ["payTo not hex", { given: { X402_PAY_TO: `0x${"g".repeat(40)}` }, want: /X402_PAY_TO is not a valid/ }],
    [
      "payTo with a broken EIP-55 checksum",
      { given: { X402_PAY_TO: PAY_TO.replace("Bc", "bc") }, want: /X402_PAY_TO .*checksum/ },
    ],
    ["payTo zero address", { given: { X402_PAY_TO: `0x${"0".repeat(40)}` }, want: /zero address/ }],
    ["asset malformed", { given: { X402_ASSET: "usdc" }, want: /X402_ASSET is not a valid EVM address/ }],
    [
      "unknown asset without domain",
      { given: { X402_ASSET: PAY_TO }, want: /X402_ASSET_NAME and X402_ASSET_VERSION/ },
    ],
    ["v1 network name", { given: { X402_NETWORK: "base" }, want: /X402_NETWORK must be an EVM CAIP-2 id/ }],
    ["leading zero chain id", { given: { X402_NETWORK: "eip155:08453" }, want: /X402_NETWORK/ }],
    [
      "non-EVM network",
      { given: { X402_NETWORK: "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp" }, want: /X402_NETWORK/ },
    ],
    [
      "network without a default asset",
      { given: { X402_NETWORK: "eip155:999999" }, want: /X402_ASSET is required/ },
    ],
    [
      "remote facilitator without explicit payTo",
      { given: { X402_FACILITATOR_URL: "https://fac.example" }, want: /X402_PAY_TO is required/ },
    ],
    [
      "facilitator URL not http(s)",
      {
        given: { X402_PAY_TO: PAY_TO, X402_FACILITATOR_URL: "ftp://fac.example" },
        want: /X402_FACILITATOR_URL must be an absolute URL \(http or https\)/,
      },
    ],
    [
      "facilitator URL garbage",
      {
        given: { X402_PAY_TO: PAY_TO, X402_FACILITATOR_URL: "::" },
        want: /X402_FACILITATOR_URL must be an absolute URL/,
      },
    ],
    [
      "timeout not a number",
      { given: { X402_MAX_TIMEOUT_SECONDS: "abc" }, want: /X402_MAX_TIMEOUT_SECONDS/ },
    ],
    ["timeout zero", { given: { X402_MAX_TIMEOUT_SECONDS: "0" }, want: /X402_MAX_TIMEOUT_SECONDS/ }],
  ];
  it.each(bad)("rejects: %s", (_name, { given, want }) => {
    expect(() => loadX402Config(given)).toThrow(want);
  });

  describe("with NODE_ENV=production", () => {
    const warnings = () => {
      const messages: string[] = [];
      return { messages, log: { warn: (m: string) => messages.push(m) } };
    };

    it("refuses the offline facilitator without an explicit opt-in", () => {
      expect(() => loadX402Config({ NODE_ENV: "production" })).toThrow(
        /NODE_ENV=production without X402_FACILITATOR_URL.*X402_OFFLINE_IN_PRODUCTION=true/,
      );
      expect(() => loadX402Config({ NODE_ENV: "production", X402_OFFLINE_IN_PRODUCTION: "false" })).toThrow(
        /X402_FACILITATOR_URL/,
      );
    });

    it("runs offline when asked by name, with a warning", () => {
      const { messages, log } = warnings();
      const cfg = loadX402Config({ NODE_ENV: "production", X402_OFFLINE_IN_PRODUCTION: "true" }, log);
      expect(cfg.facilitatorUrl).toBeUndefined();
      expect(messages).toEqual([expect.stringMatching(/offline facilitator.*without any funds moving/)]);
    });

    it("uses the remote facilitator without a warning", () => {
      const { messages, log } = warnings();
      const cfg = loadX402Config(
        { NODE_ENV: "production", X402_FACILITATOR_URL: "https://fac.example", X402_PAY_TO: PAY_TO },
        log,
      );
      expect(cfg.facilitatorUrl).toBe("https://fac.example");
      expect(messages).toEqual([]);
    });

    it("outside production, runs offline with a milder warning", () => {
      const { messages, log } = warnings();
      expect(loadX402Config({}, log).facilitatorUrl).toBeUndefined();
      expect(messages).toEqual([
        expect.stringMatching(/offline facilitator verifies payments but moves no funds/),
      ]);
    });

    it("rejects an opt-in that is not a boolean", () => {
      expect(() => loadX402Config({ NODE_ENV: "production", X402_OFFLINE_IN_PRODUCTION: "yes" })).toThrow(
        /X402_OFFLINE_IN_PRODUCTION must be true or false/,
      );
    });
  });
});
