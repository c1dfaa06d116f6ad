/**
 * Reading declared variables from an environment (the process's, or whatever a test passes).
 * Every reader of configuration goes through {@link readSection}, so a value means the same
 * thing wherever it is read, and a malformed one is reported with every other malformed one.
 */
import type { AnyVariableSpec, ConfigSection, SectionValues } from "./define.js";

/** An environment: `process.env`, `deps.env`, or a test's object. */
export type Env = Readonly<Record<string, string | undefined>>;

/** Thrown when variables do not parse; `problems` has one line per variable, naming it. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`configuration: ${problems.join("; ")}`);
    this.name = "ConfigError";
  }
}

/** The raw value: trimmed, and `undefined` when unset or blank (an empty `X=` means unset). */
export function rawValue(env: Env, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

type Parsed = { ok: true; value: unknown } | { ok: false; problem: string };

function parseVariable(name: string, spec: AnyVariableSpec, env: Env): Parsed {
  const raw = rawValue(env, name) ?? spec.default;
  if (raw === undefined) return { ok: true, value: undefined };
  const parsed = spec.schema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const why = parsed.error.issues.map((i) => i.message).join(", ");
  // A secret's value is never repeated: problems are logged.
  const got = spec.secret ? "" : ` (got ${JSON.stringify(raw)})`;
  return { ok: false, problem: `${name} ${why}${got}` };
}

/** Every variable of `section` that does not parse, one line each (empty when all parse). */
export function sectionProblems(section: ConfigSection, env: Env): string[] {
  const problems: string[] = [];
  for (const [name, spec] of Object.entries(section.variables)) {
    const parsed = parseVariable(name, spec, env);
    if (!parsed.ok) problems.push(parsed.problem);
  }
  return problems;
}

/**
 * The typed values of `section` from `env` (defaults applied).
 * @throws ConfigError listing every variable of the section that does not parse.
 */
export function readSection<V extends Record<string, AnyVariableSpec>>(
  section: ConfigSection<V>,
  env: Env,
): SectionValues<V> {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, spec] of Object.entries(section.variables)) {
    const parsed = parseVariable(name, spec, env);
    if (parsed.ok) values[name] = parsed.value;
    else problems.push(parsed.problem);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return values as SectionValues<V>;
}

/**
 * One variable of `section` (e.g. `PUBLIC_URL` where the rest of the server area is not needed).
 * @throws ConfigError when it does not parse.
 */
export function readVariable<V extends Record<string, AnyVariableSpec>, K extends keyof V & string>(
  section: ConfigSection<V>,
  name: K,
  env: Env,
): SectionValues<V>[K] {
  const parsed = parseVariable(name, section.variables[name] as AnyVariableSpec, env);
  if (!parsed.ok) throw new ConfigError([parsed.problem]);
  return parsed.value as SectionValues<V>[K];
}
