/**
 * The fuzzer against the real `uuid` service on the in-process live server, with its
 * fixture's credentials: every check must pass on every operation.
 */
import { formatReport } from "./report.js";
import { fuzzService, type ServiceReport } from "./runner.js";
import { liveTargets, type TargetSource } from "./targets.js";

let source: TargetSource;
let report: ServiceReport;

beforeAll(async () => {
  // Only the service under test: starting every service costs seconds and fuzzes none of them.
  source = await liveTargets(["uuid"]);
  report = await fuzzService(await source.target("uuid"), { examples: 15, seed: 1 });
}, 60_000);

afterAll(async () => {
  await source?.close();
});

it("covers every operation of the published contract", () => {
  expect(report.operations.map((o) => o.operation).sort()).toEqual(
    [
      "docs",
      "docs_script",
      "generate_uuid",
      "get_uuid",
      "health",
      "llms_txt",
      "mcp",
      "oauth_protected_resource",
      "openapi_json",
      "x402_discovery",
    ].sort(),
  );
  for (const op of report.operations) expect(op.cases).toBeGreaterThan(0);
});

it("paid routes answer 200 with the fixture's key, 400 to invalid input, 401 to a bad key", () => {
  for (const id of ["generate_uuid", "get_uuid"]) {
    const statuses = report.operations.find((o) => o.operation === id)!.statuses;
    expect(statuses["200"]).toBeGreaterThan(0);
    expect(statuses["400"]).toBeGreaterThan(0);
    expect(statuses["401"]).toBeGreaterThan(0);
  }
});

it("finds no contract violation", () => {
  // On failure the message is the full report: table, reasons and curl lines.
  if (report.findings.length) throw new Error(formatReport(report));
  expect(report.totals.findings).toBe(0);
});
