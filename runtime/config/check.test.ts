import { randomBytes } from "node:crypto";
import type { ServiceBinding } from "../contract.js";
import { loadServices } from "../registry.js";
import { configSections, configurationProblems } from "./check.js";
import { defineSection, text } from "./define.js";
import { kernelSections } from "./kernel.js";
import { sectionProblems } from "./read.js";

let services: ServiceBinding[];
beforeAll(async () => {
  services = await loadServices();
});

const only = (name: string) => services.filter((s) => s.definition.name === name);

/** A production environment with every guard satisfied. */
const production = () => ({
  NODE_ENV: "production",
  SECRETS_KEY: randomBytes(32).toString("base64"),
  X402_FACILITATOR_URL: "https://facilitator.example",
  X402_PAY_TO: "0x209693Bc6afc0C5328bA36FaF03C514EF312287C",
  STRIPE_SECRET_KEY: "sk_live_abc",
  STRIPE_WEBHOOK_SECRET: "whsec_abc",
});

describe("configSections", () => {
  it("has the kernel's sections, then each service's once (both storefront variants share one)", () => {
    const areas = configSections(services).map((s) => s.area);
    expect(areas.slice(0, kernelSections.length)).toEqual(kernelSections.map((s) => s.area));
    expect(areas.slice(kernelSections.length).sort()).toEqual([
      "account",
      "catalog",
      "crawler",
      "infra",
      "memory",
      "sandbox",
      "storefront",
    ]);
  });

  it("refuses a variable declared twice", () => {
    const clash = defineSection("clash", { PORT: { description: "again", schema: text() } });
    expect(() => configSections([{ module: { handlers: {}, config: clash } }])).toThrow(
      /PORT is declared by both server and clash/,
    );
  });

  it("declares defaults and examples that parse", () => {
    for (const section of configSections(services)) {
      expect(sectionProblems(section, {})).toEqual([]);
      const examples = Object.fromEntries(
        Object.entries(section.variables).flatMap(([name, spec]) =>
          spec.example ? [[name, spec.example]] : [],
        ),
      );
      expect(sectionProblems(section, examples)).toEqual([]);
    }
  });
});

describe("configurationProblems", () => {
  it("accepts an empty environment (every default is usable in development)", () => {
    expect(configurationProblems({}, configSections(services))).toEqual([]);
  });

  it("accepts a complete production environment", () => {
    expect(configurationProblems(production(), configSections(services))).toEqual([]);
  });

  it("lists every problem across areas and services at once", () => {
    const env = {
      PORT: "http",
      DATABASE_POOL_MAX: "0",
      OUTBOUND_NETWORK: "internet",
      X402_PAY_TO: "0x1234",
      STRIPE_SECRET_KEY: "sk_test_1",
      ACCOUNT_SALES_TAX_BPS: "7.25",
      INFRA_ORG_START_TOKENS: "lots",
    };
    expect(configurationProblems(env, configSections(services))).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "http")',
      'DATABASE_POOL_MAX must be a whole number from 1 to 1000 (got "0")',
      'OUTBOUND_NETWORK must be one of public, loopback (got "internet")',
      expect.stringMatching(/^X402_PAY_TO is not a valid EVM address/),
      "STRIPE_WEBHOOK_SECRET (whsec_…) is required when STRIPE_SECRET_KEY is set",
      'ACCOUNT_SALES_TAX_BPS must be a whole number from 0 to 10000 (got "7.25")',
      'INFRA_ORG_START_TOKENS must be a whole number of at least 0 (got "lots")',
    ]);
  });

  it("names each production guard that is not satisfied", () => {
    expect(configurationProblems({ NODE_ENV: "production" }, configSections(services))).toEqual([
      expect.stringMatching(
        /^NODE_ENV=production without X402_FACILITATOR_URL.*X402_OFFLINE_IN_PRODUCTION=true/,
      ),
      expect.stringMatching(
        /^NODE_ENV=production without STRIPE_SECRET_KEY.*PAYMENTS_LOCAL_IN_PRODUCTION=true/,
      ),
      expect.stringMatching(/^SECRETS_KEY is required with NODE_ENV=production/),
    ]);
  });

  it("accepts the offline facilitator in production when asked for by name", () => {
    const env = { ...production(), X402_FACILITATOR_URL: "", X402_OFFLINE_IN_PRODUCTION: "true" };
    expect(configurationProblems(env, configSections(services))).toEqual([]);
  });

  it("judges only the services being served (SECRETS_KEY is infra's)", () => {
    const env = { ...production(), SECRETS_KEY: "" };
    expect(configurationProblems(env, configSections(only("uuid")))).toEqual([]);
    expect(configurationProblems(env, configSections(only("infra")))).toEqual([
      expect.stringMatching(/^SECRETS_KEY is required/),
    ]);
  });

  it("reports a variable once even when another area's rules read it", () => {
    // PUBLIC_URL is the server's; the payments reader reads it too.
    expect(configurationProblems({ PUBLIC_URL: "example.com" }, configSections(services))).toEqual([
      'PUBLIC_URL must be an absolute URL (http or https) (got "example.com")',
    ]);
  });
});
