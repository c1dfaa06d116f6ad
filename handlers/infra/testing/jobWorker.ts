/**
 * A jobs worker process for the reliability test: the engine in background mode on pg-boss
 * against DATABASE_URL, plus a sweep every 200 ms (pg-boss cron is minute-granular, too slow for
 * a test), until it is killed. Prints `ready` once started.
 */
import { createLogger } from "../../../runtime/logger.js";
import { openDatabase } from "../../../storage/db.js";
import { JobRunner } from "../jobs/runner.js";

const log = createLogger("warn");
const db = await openDatabase({ boss: true, logger: log });
const runner = new JobRunner(db, { now: () => new Date(), log, mode: "background", policy: "loopback" });
await runner.start();
let sweeping = false;
const timer = setInterval(() => {
  if (sweeping) return;
  sweeping = true;
  runner
    .sweep()
    .catch((err: unknown) => log.error({ err }, "sweep failed"))
    .finally(() => {
      sweeping = false;
    });
}, 200);
process.once("SIGTERM", () => {
  clearInterval(timer);
  void runner
    .stop()
    .then(() => db.close())
    .finally(() => process.exit(0));
});
process.stdout.write("ready\n");
