/**
 * Command-line options of `npm run bench`.
 */
import { parseArgs } from "node:util";
import { SCENARIOS, type ScenarioName } from "./scenarios.js";
import type { ServerName } from "./servers/types.js";

/** What one bench run does. */
export interface BenchOptions {
  /** Seconds measured per server. */
  duration: number;
  /** Seconds of load before measuring, so JIT and pools are warm. */
  warmup: number;
  connections: number;
  /** Which servers, in the order they run. */
  servers: ServerName[];
  /** Which scenarios full and tsoa are measured on (bare and the floors: once, on the paid call). */
  scenarios: ScenarioName[];
}

/** Usage text for `--help` and bad arguments. */
export const USAGE = `Usage: npm run bench -- [options]

  --duration <s>      seconds measured per server (default 10)
  --warmup <s>        seconds of load before measuring (default 2)
  --connections <n>   concurrent connections (default 50)
  --quick             3 s measured, 1 s warm-up
  --servers <list>    comma-separated subset of bare,full,tsoa,express,node (default all)
  --scenario <list>   comma-separated subset of ${SCENARIOS.join(",")} (default all): the calls
                      full and tsoa are measured on; bare, express and node run once (paid)
  --help              this text

Set DATABASE_URL to run the metered servers on PostgreSQL instead of in-memory PGlite.`;

const ALL: ServerName[] = ["bare", "full", "tsoa", "express", "node"];

function positiveInt(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} must be a positive whole number, got ${JSON.stringify(text)}`);
  return n;
}

/** Parses argv; returns "help" for --help, throws on anything it does not understand. */
export function parseBenchArgs(argv: string[]): BenchOptions | "help" {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      duration: { type: "string" },
      warmup: { type: "string" },
      connections: { type: "string" },
      quick: { type: "boolean", default: false },
      servers: { type: "string" },
      scenario: { type: "string" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) return "help";
  const servers = values.servers === undefined ? ALL : values.servers.split(",").map((s) => s.trim());
  const unknown = servers.filter((s) => !(ALL as string[]).includes(s));
  if (unknown.length || servers.length === 0)
    throw new Error(`--servers takes a subset of ${ALL.join(",")}, got ${values.servers}`);
  const scenarios =
    values.scenario === undefined ? [...SCENARIOS] : values.scenario.split(",").map((s) => s.trim());
  const unknownScenarios = scenarios.filter((s) => !(SCENARIOS as readonly string[]).includes(s));
  if (unknownScenarios.length || scenarios.length === 0)
    throw new Error(`--scenario takes a subset of ${SCENARIOS.join(",")}, got ${values.scenario}`);
  return {
    duration: positiveInt("duration", values.duration, values.quick ? 3 : 10),
    warmup: positiveInt("warmup", values.warmup, values.quick ? 1 : 2),
    connections: positiveInt("connections", values.connections, 50),
    servers: [...new Set(servers)] as ServerName[],
    scenarios: SCENARIOS.filter((s) => scenarios.includes(s)),
  };
}
