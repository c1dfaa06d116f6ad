/**
 * Human and machine output: a per-operation table with failures per check, each finding
 * with its reason and a `curl` line, and the JSON summary the run-all script reads.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { CHECKS, type CheckName } from "./checks.js";
import type { ServiceReport } from "./runner.js";

/** Short column headings, in {@link CHECKS} order. */
const SHORT: Record<CheckName, string> = {
  not_a_server_error: "5xx",
  status_code_conformance: "status",
  content_type_conformance: "ctype",
  response_headers_conformance: "headers",
  response_schema_conformance: "schema",
  negative_data_rejection: "neg",
  positive_data_acceptance: "pos",
  ignored_auth: "auth",
};

/** Rows as aligned columns: the first and last left-aligned, the counts between right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) =>
          i === 0 || i === r.length - 1 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
        )
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** The report as text: table, legend, findings. */
export function formatReport(report: ServiceReport): string {
  const lines: string[] = [];
  lines.push(
    `service ${report.service} at ${report.baseUrl} — seed ${report.seed}, ${report.examples} examples per operation${report.strict ? ", strict" : ""}`,
    "",
  );
  const rows = [["operation", "cases", ...CHECKS.map((c) => SHORT[c]), "statuses"]];
  const statuses = (s: Record<string, number>) =>
    Object.entries(s)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, n]) => `${k}×${n}`)
      .join(" ");
  for (const op of report.operations)
    rows.push([
      `${op.method} ${op.path}`,
      String(op.cases),
      ...CHECKS.map((c) => (op.failures[c] ? String(op.failures[c]) : ".")),
      statuses(op.statuses),
    ]);
  const t = report.totals;
  rows.push([
    "total",
    String(t.cases),
    ...CHECKS.map((c) => (t.failures[c] ? String(t.failures[c]) : ".")),
    "",
  ]);
  lines.push(table(rows), "");
  lines.push(`columns: ${CHECKS.map((c) => `${SHORT[c]} = ${c}`).join(", ")}`, "");
  for (const [i, f] of report.findings.entries()) {
    lines.push(
      `${i + 1}. ${f.check} — ${f.operation} (${f.kind}${f.label ? `: ${f.label}` : ""})`,
      `   ${f.reason}`,
      `   ${f.curl}`,
      "",
    );
  }
  lines.push(
    `${t.operations} operations, ${t.cases} cases, ${t.requests} requests${t.proxied ? ` (${t.proxied} through the proxy)` : ""}, ${t.findings} failure${t.findings === 1 ? "" : "s"}, ${(report.durationMs / 1000).toFixed(1)} s`,
  );
  return lines.join("\n");
}

/** The machine-readable summary: per-check counts per operation and in total, and the findings. */
export function summary(report: ServiceReport) {
  return {
    service: report.service,
    seed: report.seed,
    examples: report.examples,
    strict: report.strict,
    durationMs: report.durationMs,
    operations: report.operations,
    totals: report.totals,
    findings: report.findings,
  };
}

/** Writes {@link summary} as JSON. */
export async function writeSummary(file: string, report: ServiceReport): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(summary(report), null, 2)}\n`);
}
