/**
 * Job routes (spec/infra/jobs.tsp): task, cron and queue jobs of a project — create (one or a
 * batch, idempotent by key), list, read, change, cancel, claim and ack (queue consumers), run
 * now, retry, and the run history. Each call costs one token, charged after the input checks.
 * State changes lock the job's row, so a cancel, an ack and a runner's outcome never interleave.
 */
import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import type { InfraJobsHandlers } from "../../../generated/infra/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { ApiError } from "../../../runtime/errors.js";
import { LEASE_ENDED } from "../../../runtime/work/engine.js";
import {
  claimJobs,
  getJob,
  type Job,
  type JobChanges,
  listExpiredJobs,
  listJobs,
  listRuns,
  TERMINAL_JOB_STATUSES,
  updateJob,
} from "../../../storage/infra/jobs.js";
import { withTransaction } from "../../../storage/transactions.js";
import { callerProject, chargedProject } from "../caller.js";
import { listPage } from "../core/access.js";
import { checkJsonSize } from "../format.js";
import { outboundUrl } from "../outboundUrl.js";
import { badJobField, createJobs, JOB_PAYLOAD_MAX_BYTES, planJob } from "./create.js";
import { jobFinished } from "./finished.js";
import { jobBody, runBody } from "./format.js";
import { enqueueRuns, JOB_RUNS, jobItem } from "./queues.js";
import { nextTick, scheduleProblem } from "./schedule.js";

function notFound(): ApiError {
  return new ApiError("not_found", "This project has no job with that id");
}

function conflict(message: string): ApiError {
  return new ApiError("conflict", message);
}

function isFinished(job: Job): boolean {
  return TERMINAL_JOB_STATUSES.includes(job.status);
}

/** Runs `fn` with the project's job locked, in one transaction; 404 when there is none. */
async function withJob<T>(
  ctx: HandlerContext,
  projectId: string,
  jobId: string,
  fn: (trx: Knex.Transaction, job: Job) => Promise<T>,
): Promise<T> {
  return withTransaction({ knex: ctx.db }, async (trx) => {
    const job = await getJob(trx, projectId, jobId, { forUpdate: true });
    if (!job) throw notFound();
    return fn(trx, job);
  });
}

/** The caller's credential id: who holds a claim. */
function callerKeyId(ctx: HandlerContext): string {
  return ctx.caller?.id ?? "";
}

/** The job handlers. */
export const jobHandlers: InfraJobsHandlers = {
  async create_job({ body }, ctx) {
    planJob(body, "", ctx.now(), ctx.egress);
    const projectId = await chargedProject(ctx);
    const [r] = await withTransaction({ knex: ctx.db }, (trx) =>
      createJobs(trx, projectId, [body], ctx.now(), undefined, {
        work: ctx.work,
        policy: ctx.egress,
        sealer: ctx.sealer,
      }),
    );
    if (!r) throw new Error("createJobs returned nothing");
    if (r.created && r.signingSecret !== undefined)
      return { status: 200, body: { ...jobBody(r.job), signing_secret: r.signingSecret } };
    return { status: 200, body: jobBody(r.job), headers: { "Idempotent-Replayed": "true" } };
  },

  async list_jobs({ query }, ctx) {
    const projectId = await chargedProject(ctx);
    const page = await listPage(query, (p) =>
      listJobs(ctx.db, projectId, {
        ...p,
        status: query.status,
        triggerType: query.trigger_type,
        queue: query.queue,
      }),
    );
    return { status: 200, body: { jobs: page.items.map(jobBody), next_cursor: page.nextAfter } };
  },

  async create_jobs_batch({ body }, ctx) {
    const pointer = (i: number) => `/jobs/${i}`;
    const policy = ctx.egress;
    for (const [i, job] of body.jobs.entries()) planJob(job, pointer(i), ctx.now(), policy);
    const projectId = await chargedProject(ctx);
    const results = await withTransaction({ knex: ctx.db }, (trx) =>
      createJobs(trx, projectId, body.jobs, ctx.now(), undefined, {
        work: ctx.work,
        pointer,
        policy,
        sealer: ctx.sealer,
      }),
    );
    return {
      status: 200,
      body: {
        jobs: results.map((r) => ({
          created: r.created,
          job: jobBody(r.job),
          ...(r.signingSecret === undefined ? {} : { signing_secret: r.signingSecret }),
        })),
      },
    };
  },

  async claim_jobs({ body }, ctx) {
    const projectId = await chargedProject(ctx);
    const now = ctx.now();
    // Leases of this queue that ended become timed-out attempts first (through the engine's one
    // completion path, as the sweep would), so their jobs are claimable.
    const expired = await listExpiredJobs(ctx.db, { now, limit: 1000, projectId, queue: body.queue });
    await ctx.work.complete(
      JOB_RUNS,
      expired.map((job) => ({ item: jobItem(job), outcome: LEASE_ENDED })),
    );
    const claimed = await claimJobs(ctx.db, {
      now,
      limit: body.count ?? 1,
      queue: {
        projectId,
        name: body.queue,
        claimedBy: callerKeyId(ctx),
        visibilitySeconds: body.visibility_timeout ?? 30,
      },
    });
    return { status: 200, body: claimed.map((c) => jobBody(c.job)) };
  },

  async get_job({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const job = await getJob(ctx.db, projectId, path.job_id);
    if (!job) throw notFound();
    return { status: 200, body: jobBody(job) };
  },

  async update_job({ path, body }, ctx) {
    const projectId = await chargedProject(ctx);
    // The job first: what the body may hold depends on it (its trigger, whether it has finished).
    const job = await withJob(ctx, projectId, path.job_id, async (trx, job) => {
      if (isFinished(job)) throw conflict(`A ${job.status} job cannot be changed`);
      if (body.handler !== undefined) outboundUrl("/handler", body.handler, ctx.egress);
      if (body.payload !== undefined) checkJsonSize(body.payload, JOB_PAYLOAD_MAX_BYTES, "/payload");
      const now = ctx.now();
      const changes: JobChanges = {};
      const t = job.trigger;
      // A change that does not fit the job's trigger is refused by the job's state (409), as the
      // contract says: the body alone is well formed.
      if (body.handler !== undefined) {
        if (t.type === "queue")
          throw conflict("This is a queue job: it takes no handler (consumers claim it)");
        changes.handler = body.handler;
      }
      if (body.payload !== undefined) changes.payload = body.payload;
      if (body.enabled !== undefined) changes.enabled = body.enabled;
      const bt = body.trigger;
      const waiting = job.status === "scheduled" || job.status === "queued";
      if (bt?.schedule !== undefined || bt?.timezone !== undefined) {
        if (t.type !== "cron") {
          const member = bt.schedule !== undefined ? "schedule" : "timezone";
          throw conflict(`This is a ${t.type} job: trigger.${member} applies to cron jobs only`);
        }
        const schedule = bt.schedule ?? t.schedule;
        const timezone = bt.timezone ?? t.timezone;
        const problem = scheduleProblem(schedule, timezone);
        if (problem) throw badJobField(`/trigger/${problem.member}`, problem.message);
        changes.trigger = { type: "cron", schedule, timezone };
        const tick = nextTick(schedule, timezone, now);
        changes.nextRunAt = tick;
        if (waiting) {
          changes.runAt = tick;
          changes.status = "scheduled";
        }
      }
      if (bt?.delay_seconds !== undefined) {
        if (t.type !== "task")
          throw conflict(`This is a ${t.type} job: trigger.delay_seconds applies to task jobs only`);
        changes.trigger = { type: "task", delay_seconds: bt.delay_seconds };
        if (waiting) {
          changes.runAt = new Date(now.getTime() + bt.delay_seconds * 1000);
          changes.status = bt.delay_seconds > 0 ? "scheduled" : "queued";
        }
      }
      const updated = Object.keys(changes).length === 0 ? job : await updateJob(trx, job.id, changes, now);
      if (!updated) throw notFound();
      if (updated.trigger.type !== "queue" && (changes.runAt || body.enabled === true))
        await enqueueRuns(ctx.work, [{ id: updated.id, runAt: updated.runAt }]);
      return updated;
    });
    return { status: 200, body: jobBody(job) };
  },

  async cancel_job({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const job = await withJob(ctx, projectId, path.job_id, async (trx, job) => {
      if (isFinished(job))
        throw conflict(`The job has already ${job.status === "cancelled" ? "been cancelled" : job.status}`);
      const done = await jobFinished(
        trx,
        ctx.jobs,
        { job, status: "cancelled", error: "cancelled by request" },
        ctx.now(),
      );
      if (!done) throw conflict("The job has already finished");
      return done;
    });
    return { status: 200, body: jobBody(job) };
  },

  async ack_job({ path, body }, ctx) {
    if (body.result !== undefined) checkJsonSize(body.result, JOB_PAYLOAD_MAX_BYTES, "/result");
    callerProject(ctx);
    const projectId = await chargedProject(ctx);
    const job = await withJob(ctx, projectId, path.job_id, async (trx, job) => {
      if (job.trigger.type !== "queue")
        throw conflict("Only queue jobs are acked; this one runs its handler");
      if (job.status !== "running" || !job.currentRunId)
        throw conflict(
          `The job is ${job.status}, not claimed: claim it before acking (a second ack is refused)`,
        );
      if (job.claimedBy !== callerKeyId(ctx)) throw conflict("The job is claimed by another API key");
      // The consumer's attempt ends through the engine's one completion path (retry and backoff
      // as for the runner's attempts), inside this transaction.
      const [next] = await ctx.work.complete(JOB_RUNS, [
        {
          item: jobItem(job),
          outcome:
            body.status === "completed"
              ? { ok: true, result: body.result ?? null }
              : { ok: false, runStatus: "failed", error: body.error ?? "failed by the consumer" },
        },
      ]);
      const moved = next ? await getJob(trx, projectId, job.id) : null;
      if (!moved) throw conflict("The claim is no longer current");
      return moved;
    });
    return { status: 200, body: jobBody(job) };
  },

  async trigger_job({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const run = await withJob(ctx, projectId, path.job_id, async (trx, job) => {
      if (job.trigger.type === "queue") throw conflict("Queue jobs are claimed by consumers, not triggered");
      if (isFinished(job)) throw conflict(`A ${job.status} job cannot run again (retry a failed one)`);
      if (job.status === "running") throw conflict("The job is running now");
      if (!job.enabled) throw conflict("The job is disabled: enable it first");
      const now = ctx.now();
      const runId = randomUUID();
      const updated = await updateJob(
        trx,
        job.id,
        { status: "queued", runAt: now, attempt: 0, nextRunId: runId },
        now,
      );
      if (!updated) throw notFound();
      await enqueueRuns(ctx.work, [{ id: job.id, runAt: now }]);
      return { job_id: job.id, run_id: runId, status: "queued" as const };
    });
    return { status: 200, body: run };
  },

  async retry_job({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const job = await withJob(ctx, projectId, path.job_id, async (trx, job) => {
      if (job.status !== "failed")
        throw conflict(`Only a failed job can be retried; this one is ${job.status}`);
      const now = ctx.now();
      const updated = await updateJob(
        trx,
        job.id,
        { status: "queued", attempt: 0, runAt: now, error: null, result: null, completedAt: null },
        now,
      );
      if (!updated) throw notFound();
      if (updated.trigger.type !== "queue") await enqueueRuns(ctx.work, [{ id: updated.id, runAt: now }]);
      return updated;
    });
    return { status: 200, body: jobBody(job) };
  },

  async list_job_runs({ path, query }, ctx) {
    const projectId = await chargedProject(ctx);
    if (!(await getJob(ctx.db, projectId, path.job_id))) throw notFound();
    const page = await listPage(query, (p) => listRuns(ctx.db, projectId, path.job_id, p));
    return { status: 200, body: { runs: page.items.map(runBody), next_cursor: page.nextAfter } };
  },
};
