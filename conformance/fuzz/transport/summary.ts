/**
 * The transport layer's figures and output: cases and failures per kind of case, per operation
 * and per check; every failure with a reproduction; a text report that groups failures by kind,
 * check and status (the first few of each written out), and the JSON summary
 * `.cache/conformance/transport-<service>.json` that `conformance/tools/detail.py` reads.
 */

import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import type { Operation } from "../openapi.js";
import { table } from "../report.js";
import type { FuzzTarget } from "../runner.js";
import { TRANSPORT_CHECKS, type TransportCheck, type TransportFailure } from "./judge.js";
import { TRANSPORT_KINDS, type TransportCase, type TransportKind } from "./model.js";
import type { Exchange } from "./raw.js";

/** One failed check of one case. */
export interface TransportFinding {
  operation: string;
  method: string;
  path: string;
  kind: TransportKind;
  label: string;
  check: TransportCheck;
  reason: string;
  status?: number;
  elapsedMs: number;
  /** A shell line that sends the case again. */
  repro: string;
  response?: string;
}

/** Cases, failed cases and statuses of one kind or one operation. */
export interface Figures {
  cases: number;
  failed: number;
  statuses: Record<string, number>;
}

/** The result of one service's run. */
export interface TransportReport {
  service: string;
  baseUrl: string;
  seed: number;
  budget: number;
  timeoutMs: number;
  bodyTimeoutMs: number;
  durationMs: number;
  /** Why the run stopped early (the server stopped answering). */
  aborted?: string;
  kinds: Record<TransportKind, Figures>;
  operations: Array<{ operation: string; method: string; path: string } & Figures>;
  totals: {
    operations: number;
    cases: number;
    failedCases: number;
    findings: number;
    failures: Record<TransportCheck, number>;
  };
  findings: TransportFinding[];
}

const figures = (): Figures => ({ cases: 0, failed: 0, statuses: {} });

/** A report with nothing counted yet. */
export function emptyReport(
  target: FuzzTarget,
  settings: { seed: number; budget: number; timeoutMs: number; bodyTimeoutMs: number },
): TransportReport {
  return {
    service: target.service,
    baseUrl: target.baseUrl,
    ...settings,
    durationMs: 0,
    kinds: Object.fromEntries(TRANSPORT_KINDS.map((k) => [k, figures()])) as Record<TransportKind, Figures>,
    operations: [],
    totals: {
      operations: 0,
      cases: 0,
      failedCases: 0,
      findings: 0,
      failures: Object.fromEntries(TRANSPORT_CHECKS.map((c) => [c, 0])) as Record<TransportCheck, number>,
    },
    findings: [],
  };
}

function count(f: Figures, status: string, failed: boolean): void {
  f.cases++;
  if (failed) f.failed++;
  f.statuses[status] = (f.statuses[status] ?? 0) + 1;
}

/** Counts one sent case and records its failures. */
export function tally(
  report: TransportReport,
  op: Operation,
  c: TransportCase,
  exchange: Exchange,
  failures: TransportFailure[],
  repro: string,
): void {
  let row = report.operations.find((o) => o.operation === op.id);
  if (!row) {
    row = { operation: op.id, method: op.method, path: op.path, ...figures() };
    report.operations.push(row);
    report.totals.operations++;
  }
  const status = String(exchange.response?.status ?? "none");
  const failed = failures.length > 0;
  count(row, status, failed);
  count(report.kinds[c.kind], status, failed);
  report.totals.cases++;
  if (failed) report.totals.failedCases++;
  for (const f of failures) {
    report.totals.findings++;
    report.totals.failures[f.check]++;
    report.findings.push({
      operation: op.id,
      method: op.method,
      path: op.path,
      kind: c.kind,
      label: c.label,
      check: f.check,
      reason: f.reason,
      ...(exchange.response
        ? { status: exchange.response.status, response: exchange.response.body.slice(0, 300) }
        : {}),
      elapsedMs: exchange.elapsedMs,
      repro,
    });
  }
}

/** Short column headings, in {@link TRANSPORT_CHECKS} order. */
const SHORT: Record<TransportCheck, string> = {
  not_a_server_error: "5xx",
  answered_in_time: "time",
  refusal_status: "status",
  error_shape: "shape",
  same_as_plain: "plain",
  server_alive: "alive",
};

const statusText = (s: Record<string, number>) =>
  Object.entries(s)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, n]) => `${k}×${n}`)
    .join(" ");

/** The report as text: a table per kind of case, the legend, failures grouped, the totals. */
export function formatTransport(report: TransportReport, examplesPerGroup = 3): string {
  const lines = [
    `transport: service ${report.service} at ${report.baseUrl} — seed ${report.seed}, at most ${report.budget} cases per operation, answers within ${report.timeoutMs} ms (short body ${report.bodyTimeoutMs} ms)`,
    "",
  ];
  const rows = [["kind", "cases", "failed", ...TRANSPORT_CHECKS.map((c) => SHORT[c]), "statuses"]];
  for (const kind of TRANSPORT_KINDS) {
    const k = report.kinds[kind];
    if (!k.cases) continue;
    const byCheck = TRANSPORT_CHECKS.map(
      (c) => report.findings.filter((f) => f.kind === kind && f.check === c).length,
    );
    rows.push([
      kind,
      String(k.cases),
      String(k.failed || "."),
      ...byCheck.map((n) => (n ? String(n) : ".")),
      statusText(k.statuses),
    ]);
  }
  const t = report.totals;
  rows.push([
    "total",
    String(t.cases),
    String(t.failedCases || "."),
    ...TRANSPORT_CHECKS.map((c) => (t.failures[c] ? String(t.failures[c]) : ".")),
    "",
  ]);
  lines.push(table(rows), "", `columns: ${TRANSPORT_CHECKS.map((c) => `${SHORT[c]} = ${c}`).join(", ")}`, "");
  const groups = new Map<string, TransportFinding[]>();
  for (const f of report.findings) {
    const key = `${f.kind} / ${f.check} / ${f.status ?? "no answer"}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  let n = 0;
  for (const [key, list] of groups) {
    lines.push(`${++n}. ${key} — ${list.length} case${list.length === 1 ? "" : "s"}`);
    for (const f of list.slice(0, examplesPerGroup))
      lines.push(
        `   ${f.operation} (${f.label}): ${f.reason}`,
        `     ${f.repro.length > 600 ? `${f.repro.slice(0, 600)}…` : f.repro}`,
      );
    if (list.length > examplesPerGroup) {
      const ops = [...new Set(list.slice(examplesPerGroup).map((f) => f.operation))];
      lines.push(
        `   … and ${list.length - examplesPerGroup} more (${ops.slice(0, 8).join(", ")}${ops.length > 8 ? ", …" : ""}); all in the JSON report`,
      );
    }
    lines.push("");
  }
  if (report.aborted) lines.push(`ABORTED: ${report.aborted}`, "");
  lines.push(
    `${t.operations} operations, ${t.cases} cases, ${t.failedCases} failed (${t.findings} failure${t.findings === 1 ? "" : "s"}), ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  return lines.join("\n");
}

/** Writes the report as JSON. */
export async function writeTransport(file: string, report: TransportReport): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
}
