/**
 * Every service on the embedded default (PGlite, as `npm start` runs without DATABASE_URL):
 * each operation of its published contract called once with a valid request (./smoke.ts) must
 * not answer 5xx and must answer as the contract says — judged by the fuzzer's response checks
 * and, independently, by the test harness's judge. The services are read from `generated/`, so a
 * new service is covered as soon as `npm run generate` publishes it. The rest of a service's
 * database-touching files run on PostgreSQL (scripts/test/legs.ts): this is what keeps the
 * embedded path honest for all of its operations.
 */

import { startTestService } from "../runtime/testing/harness.js";
import { loadFixture } from "./fixtures.js";
import { callEveryOperation, type SmokeCall } from "./smoke.js";
import { listServices } from "./tools/services.js";

describe.each(listServices())("%s on the embedded database", (service) => {
  it("answers every operation once without a 5xx, as its contract says", async () => {
    // Nothing a call triggers (a webhook URL, a page to fetch) may leave the machine.
    const svc = await startTestService(service, { env: { ...process.env, OUTBOUND_NETWORK: "loopback" } });
    let calls: SmokeCall[];
    try {
      const baseUrl = await svc.listen();
      const setup = await (await loadFixture(service)).setup({ baseUrl, db: svc.db });
      calls = await callEveryOperation(service, baseUrl, setup);
      expect(svc.violations()).toEqual([]);
    } finally {
      await svc.close();
    }
    const failed = calls.filter((c) => c.problems.length > 0);
    const report = failed.map(
      (c) => `${c.route} (${c.operation}) → ${c.status}\n  ${c.problems.join("\n  ")}`,
    );
    expect(report).toEqual([]);
    expect(calls.length).toBeGreaterThan(0);
  }, 300_000);
});
