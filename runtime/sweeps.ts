/**
 * The kernel's one minute-cron: every service's {@link Sweep}s run in one pg-boss job of
 * {@link SWEEP_QUEUE} each minute (pg-boss cron's finest grain), so however many processes
 * serve, one sweep runs at a time. A failing sweep is logged and does not stop the others.
 */
import type { RuntimeDeps } from "./deps.js";
import type { Sweep } from "./service.js";

/** The pg-boss queue (and schedule) of the sweeps. */
export const SWEEP_QUEUE = "runtime.sweep";

/** Runs each sweep once, in order; returns the counts each reported. */
export async function runSweeps(
  deps: Pick<RuntimeDeps, "log">,
  sweeps: readonly Sweep[],
  now: Date,
): Promise<Record<string, Record<string, number>>> {
  const done: Record<string, Record<string, number>> = {};
  for (const sweep of sweeps) {
    try {
      const counts = (await sweep.run(now)) ?? {};
      done[sweep.name] = counts;
      if (Object.values(counts).some((n) => n > 0)) deps.log.info({ sweep: sweep.name, ...counts }, "swept");
    } catch (err) {
      deps.log.error({ err, sweep: sweep.name }, "a sweep failed");
    }
  }
  return done;
}

/** Schedules and consumes the sweep cron; resolves to the function that stops consuming. */
export async function startSweeps(deps: RuntimeDeps, sweeps: readonly Sweep[]): Promise<() => Promise<void>> {
  const boss = deps.db.boss;
  if (sweeps.length === 0) return async () => {};
  if (!boss) {
    deps.log.warn(
      { sweeps: sweeps.map((s) => s.name) },
      "no pg-boss on this database: periodic sweeps do not run",
    );
    return async () => {};
  }
  await boss.createQueue(SWEEP_QUEUE);
  // One schedule per queue name however many processes start: pg-boss upserts it.
  // (data is null, not absent: knex refuses undefined bindings.)
  await boss.schedule(SWEEP_QUEUE, "* * * * *", null, { tz: "UTC" });
  const workerId = await boss.work(SWEEP_QUEUE, async () => {
    await runSweeps(deps, sweeps, deps.now());
  });
  return async () => {
    await boss.offWork(SWEEP_QUEUE, { id: workerId });
  };
}
