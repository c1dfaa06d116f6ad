/**
 * The start-up check: every declared variable of the kernel and of the services being served,
 * parsed at once, then each area's rules across variables — so a misconfigured server lists ALL
 * its problems in one go and exits, instead of failing on the first, being fixed, failing on the
 * next. `npm start` runs it before it opens anything (the CLIs check only what they read:
 * `cliConfigProblems` in storage/cli/io.ts, checked by `runCli` in storage/cli/run.ts).
 */
import { blobStoreFromEnv } from "../../storage/blobs/index.js";
import type { ServiceBinding } from "../contract.js";
import { corsFromEnv } from "../cors/config.js";
import { loadPaymentsConfig } from "../payments/config.js";
import { loadX402Config } from "../x402/config.js";
import type { ConfigSection } from "./define.js";
import { blobVariables, corsVariables, kernelSections, paymentVariables, x402Variables } from "./kernel.js";
import { ConfigError, type Env, sectionProblems } from "./read.js";

/**
 * The kernel areas' rules across variables: their readers, which already refuse what cannot work
 * together (and stay the one place those rules live).
 */
const kernelChecks = new Map<ConfigSection, (env: Env) => unknown>([
  [blobVariables, (env) => blobStoreFromEnv(env)],
  [x402Variables, (env) => loadX402Config(env)],
  [paymentVariables, (env) => loadPaymentsConfig(env)],
  [corsVariables, (env) => corsFromEnv(env)],
]);

/**
 * The kernel's sections and the distinct sections of `services` (two variants of one service
 * share theirs), in README order.
 * @throws Error when two sections declare one variable: a variable has exactly one meaning.
 */
export function configSections(services: readonly Pick<ServiceBinding, "module">[]): ConfigSection[] {
  const sections: ConfigSection[] = [...kernelSections];
  for (const { module } of services)
    if (module.config && !sections.includes(module.config)) sections.push(module.config);
  const owner = new Map<string, string>();
  for (const section of sections)
    for (const name of Object.keys(section.variables)) {
      const other = owner.get(name);
      if (other !== undefined) throw new Error(`${name} is declared by both ${other} and ${section.area}`);
      owner.set(name, section.area);
    }
  return sections;
}

/** Every problem with `env` for `sections`, one line each; empty when the configuration is usable. */
export function configurationProblems(env: Env, sections: readonly ConfigSection[]): string[] {
  const problems: string[] = [];
  for (const section of sections) {
    const own = sectionProblems(section, env);
    problems.push(...own);
    // Rules across variables only mean something once each variable parses.
    const check = section.check ?? kernelChecks.get(section);
    if (own.length > 0 || !check) continue;
    try {
      check(env);
    } catch (err) {
      // A variable of another section that does not parse: that section reports it.
      if (err instanceof ConfigError) continue;
      problems.push(err instanceof Error ? err.message : String(err));
    }
  }
  return problems;
}
