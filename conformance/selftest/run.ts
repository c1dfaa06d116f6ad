/**
 * `npx tsx conformance/selftest/run.ts [--examples N] [--seed S]`: fuzzes the deliberately
 * broken self-test server and prints the report, to see what each seeded bug looks like.
 * Exits 1 (it always has failures); `selftest.test.ts` asserts which.
 */
import { parseArgs } from "node:util";
import { loadDocument } from "../fuzz/openapi.js";
import { formatReport } from "../fuzz/report.js";
import { fuzzService } from "../fuzz/runner.js";
import { SELFTEST_CREDENTIALS, SELFTEST_DOCUMENT, startSelftestServer } from "./server.js";

const { values } = parseArgs({ options: { examples: { type: "string" }, seed: { type: "string" } } });
const server = await startSelftestServer();
try {
  const report = await fuzzService(
    {
      service: "selftest",
      doc: await loadDocument(SELFTEST_DOCUMENT),
      baseUrl: server.baseUrl,
      credentials: SELFTEST_CREDENTIALS,
      pathParams: {},
    },
    { examples: Number(values.examples ?? 25), seed: Number(values.seed ?? 1), strict: true },
  );
  console.log(formatReport(report));
  process.exitCode = report.findings.length ? 1 : 0;
} finally {
  await server.close();
}
