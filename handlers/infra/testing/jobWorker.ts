/**
 * A worker process for the jobs reliability test: the infra service's background work as
 * `npm start` runs it (the runtime's leased-work engine on pg-boss, against DATABASE_URL), plus the
 * engine's sweep every 200 ms (the kernel's sweep cron is minute-granular, too slow for a test),
 * until it is killed. Prints `ready` once started.
 */
import { createRuntimeDeps } from "../../../runtime/bootstrap.js";
import { createLogger } from "../../../runtime/logger.js";
import { closeServices, startServiceWorkers } from "../../../runtime/prepare.js";
import { loadService } from "../../../runtime/registry.js";
import { openDatabase } from "../../../storage/db.js";

const log = createLogger("warn");
const db = await openDatabase({ boss: true, logger: log });
const deps = await createRuntimeDeps({ db, log });
const stopWorkers = await startServiceWorkers([await loadService("infra")], deps);
let sweeping = false;
const timer = setInterval(() => {
  if (sweeping) return;
  sweeping = true;
  deps.work
    .sweep()
    .catch((err: unknown) => log.error({ err }, "sweep failed"))
    .finally(() => {
      sweeping = false;
    });
}, 200);
process.once("SIGTERM", () => {
  clearInterval(timer);
  void stopWorkers()
    .then(() => closeServices(deps))
    .then(() => deps.payments.close())
    .then(() => db.close())
    .finally(() => process.exit(0));
});
process.stdout.write("ready\n");
