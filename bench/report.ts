/**
 * The bench's output: a table on stdout, the scenarios side by side (full vs tsoa), the ratios
 * against their targets, and the same figures as JSON for tracking over time.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { BenchOptions } from "./args.js";
import type { ServerResult } from "./measure.js";
import { SCENARIO, SCENARIOS, type ScenarioName } from "./scenarios.js";
import type { ServerName } from "./servers/types.js";

/** A ratio of mean req/s and the target it is held to. */
export interface RatioResult {
  name: string;
  value: number | null;
  target: number;
  /** null when a server it needs was not run or its figures are invalid. */
  pass: boolean | null;
}

/** Everything one run produced; what bench/results/*.json hold. */
export interface BenchReport {
  date: string;
  commit: string | null;
  environment: {
    node: string;
    platform: string;
    cpus: number;
    cpuModel: string;
    database: "pglite" | "postgres";
  };
  options: BenchOptions;
  path: string;
  servers: ServerResult[];
  ratios: RatioResult[];
  valid: boolean;
}

/**
 * The targets (issue 23): a paid-by-key call on the full stack runs at 3× the tsoa build that
 * meters in the database per call, and at 40 % of Express serving the same answer unmetered.
 * The hand-built Express app that meters per call (bare) and the node:http floor are reported
 * (target 0: no verdict). These compare the paid rows; the other scenarios' full/tsoa ratios
 * follow, held to their scenario's `target`.
 */
const TARGETS: { name: string; of: ServerName; over: ServerName; target: number }[] = [
  { name: "full/tsoa", of: "full", over: "tsoa", target: 3 },
  { name: "full/express", of: "full", over: "express", target: 0.4 },
  { name: "full/bare", of: "full", over: "bare", target: 0 },
  { name: "full/node", of: "full", over: "node", target: 0 },
];

/** Mean req/s of `name` in `scenario`, when it ran and its figures are valid. */
function validRps(servers: ServerResult[], name: ServerName, scenario: ScenarioName): number | undefined {
  const s = servers.find((r) => r.name === name && r.scenario === scenario);
  return s && s.problems.length === 0 ? s.measured.rps.mean : undefined;
}

/** Ratios of mean req/s for the servers that ran and produced valid figures. */
export function computeRatios(servers: ServerResult[]): RatioResult[] {
  const ratio = (name: string, a: number | undefined, b: number | undefined, target: number) => {
    const value = a !== undefined && b !== undefined && b > 0 ? a / b : null;
    return { name, value, target, pass: value === null || target === 0 ? null : value >= target };
  };
  const others = SCENARIOS.filter((sc) => sc !== "paid" && servers.some((r) => r.scenario === sc));
  return [
    ...TARGETS.map(({ name, of, over, target }) =>
      ratio(name, validRps(servers, of, "paid"), validRps(servers, over, "paid"), target),
    ),
    ...others.map((sc) =>
      ratio(
        `full/tsoa ${sc}`,
        validRps(servers, "full", sc),
        validRps(servers, "tsoa", sc),
        SCENARIO[sc].target,
      ),
    ),
  ];
}

/** full and tsoa side by side, one row per scenario that ran. */
function scenarioTable(servers: ServerResult[], ratios: RatioResult[]): string[][] {
  const cell = (name: ServerName, sc: ScenarioName) => {
    const s = servers.find((r) => r.name === name && r.scenario === sc);
    return s ? `${int(s.measured.rps.mean)}${s.problems.length ? " INVALID" : ""}` : "-";
  };
  const rows = SCENARIOS.filter((sc) => servers.some((r) => r.scenario === sc && r.name !== "bare")).map(
    (sc) => {
      const r = ratios.find((x) => x.name === (sc === "paid" ? "full/tsoa" : `full/tsoa ${sc}`));
      const verdict = !r || r.target === 0 ? "reported" : r.pass === null ? "n/a" : r.pass ? "PASS" : "MISS";
      const target = r && r.target > 0 ? `≥ ${r.target.toFixed(2)}` : "-";
      return [
        sc,
        cell("full", sc),
        cell("tsoa", sc),
        r?.value == null ? "-" : r.value.toFixed(2),
        target,
        verdict,
      ];
    },
  );
  return [["scenario", "full req/s", "tsoa req/s", "full/tsoa", "target", "verdict"], ...rows];
}

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "),
    )
    .join("\n");
}

/** The human-readable summary. */
export function formatReport(report: BenchReport): string {
  const { options: o, environment: e } = report;
  const lines = [
    `${o.connections} connections, ${o.warmup} s warm-up + ${o.duration} s measured per server and scenario`,
    `node ${e.node}, ${e.cpus} × ${e.cpuModel}, metered servers on ${e.database}`,
    "",
    table([
      [
        "scenario",
        "server",
        "req/s mean",
        "± sd",
        "p50 ms",
        "p99 ms",
        "expected",
        "other",
        "charged calls",
        "free calls",
      ],
      ...report.servers.map((s) => [
        s.scenario,
        s.name,
        int(s.measured.rps.mean),
        int(s.measured.rps.stddev),
        ms(s.measured.latency.p50),
        ms(s.measured.latency.p99),
        `${int(s.measured.expected)} × ${SCENARIO[s.scenario].status}`,
        int(s.measured.responses - s.measured.expected),
        s.metering ? int(s.metering.chargedCalls) : "-",
        s.metering?.freeCalls === undefined ? "-" : int(s.metering.freeCalls),
      ]),
    ]),
    "",
    ...SCENARIOS.filter((sc) => report.servers.some((s) => s.scenario === sc)).flatMap((sc) => [
      `  ${sc}: ${SCENARIO[sc].summary}`,
      ...report.servers
        .filter((s) => s.scenario === sc)
        .flatMap((s) => [
          `    ${s.name}: ${s.description}`,
          // Pooled rows end when their payments are used up: say how many, and the window they made.
          ...(s.x402Pool
            ? [
                `      ${s.x402Pool.warmup} + ${s.x402Pool.measured} payments signed before the runs (${s.x402Pool.signMsEach.toFixed(1)} ms each), measured over ${s.measured.durationSeconds.toFixed(1)} s`,
              ]
            : []),
        ]),
    ]),
    "",
    table(scenarioTable(report.servers, report.ratios)),
    "",
    // The other scenarios' full/tsoa ratios are in the table above.
    ...report.ratios
      .filter((r) => !r.name.startsWith("full/tsoa "))
      .map((r) => {
        const verdict = r.pass === null ? "n/a" : r.pass ? "PASS" : "MISS";
        if (r.target === 0)
          return `${r.name.padEnd(12)} ${r.value === null ? "   -" : r.value.toFixed(2)}   (reported)`;
        return `${r.name.padEnd(12)} ${r.value === null ? "   -" : r.value.toFixed(2)}   target ≥ ${r.target.toFixed(2)}   ${verdict}`;
      }),
  ];
  const problems = report.servers.flatMap((s) => s.problems.map((p) => `  ${s.name} (${s.scenario}): ${p}`));
  if (problems.length) lines.push("", "INVALID — these figures must not be used:", ...problems);
  return lines.join("\n");
}

/** Writes the report as JSON to each of `files`, creating their folders. */
export function writeReport(report: BenchReport, files: string[]): void {
  const json = `${JSON.stringify(report, null, 2)}\n`;
  for (const file of files) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, json);
  }
}
