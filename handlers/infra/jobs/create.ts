/**
 * Creating jobs: the checks JSON Schema cannot state (a cron schedule that parses, a timezone that
 * exists, URLs allowed by the egress policy, the payload's size), the first run's time, and a
 * signing secret per job, sealed at rest and shown once. {@link createJobs} is also what workflows
 * call to start a step's job. (A handler exactly when the trigger needs one is the contract's rule:
 * the JobInput variants require or refuse it, so the generated validator answers that 400.)
 */
import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import type { JobInput } from "../../../generated/infra/types.js";
import { ApiError } from "../../../runtime/errors.js";
import type { EgressPolicy } from "../../../runtime/outbound/policy.js";
import { newSigningSecret } from "../../../runtime/outbound/signing.js";
import type { Sealer } from "../../../runtime/secrets/sealed.js";
import type { WorkQueue } from "../../../runtime/work/engine.js";
import { insertJobs, type Job, type JobTrigger, type NewJob } from "../../../storage/infra/jobs.js";
import { checkJsonSize } from "../format.js";
import { outboundUrl } from "../outboundUrl.js";
import { jobSecretAad } from "./format.js";
import { enqueueRuns } from "./queues.js";
import { nextTick, scheduleProblem } from "./schedule.js";

/** The largest job payload (and ack result), as JSON in UTF-8. */
export const JOB_PAYLOAD_MAX_BYTES = 256 * 1024;

/** The workflow step a job runs for. */
export interface JobLink {
  executionId: string;
  stepId: string;
}

/** One job {@link createJobs} handled: created now (with its secret, shown once) or found by its idempotency key. */
export interface CreatedJobResult {
  job: Job;
  created: boolean;
  /** Only when `created`. */
  signingSecret?: string;
}

/** Options of {@link createJobs}: the service's clients (`ctx.work`, `ctx.sealer`, `ctx.egress`). */
export interface CreateJobsOptions {
  /** The first runs go on its timer, in the caller's transaction. */
  work: WorkQueue;
  /** Seals each job's signing secret. */
  sealer: Sealer;
  /** Where handler and callback URLs may point. */
  policy: EgressPolicy;
  /** Prefix of the JSON pointers in 400s, e.g. `/jobs/3` for a batch item. Default: none. */
  pointer?: (index: number) => string;
}

/** A 400 naming the member at `pointer`. */
export function badJobField(pointer: string, message: string): ApiError {
  return new ApiError("validation_failed", `${pointer} ${message}`, {
    issues: [{ location: "body", name: pointer, message }],
  });
}

/** `input` checked and turned into a row (without secret); throws a 400 naming the member. */
export function planJob(
  input: JobInput,
  at: string,
  now: Date,
  policy: EgressPolicy,
): Omit<NewJob, "secretSealed"> {
  const t = input.trigger;
  let trigger: JobTrigger;
  let status: "scheduled" | "queued";
  let runAt: Date;
  let nextRunAt: Date | null = null;
  if (t.type === "queue") {
    // Already refused by the contract (QueueJobInput); kept so planJob holds for any caller.
    if (input.handler !== undefined)
      throw badJobField(`${at}/handler`, "is not taken by queue jobs (consumers claim them)");
    trigger = { type: "queue", queue: t.queue };
    status = "queued";
    runAt = now;
  } else {
    if (input.handler === undefined) throw badJobField(`${at}/handler`, `is required for ${t.type} jobs`);
    if (t.type === "cron") {
      const timezone = t.timezone ?? "UTC";
      const problem = scheduleProblem(t.schedule, timezone);
      if (problem) throw badJobField(`${at}/trigger/${problem.member}`, problem.message);
      trigger = { type: "cron", schedule: t.schedule, timezone };
      status = "scheduled";
      runAt = nextTick(t.schedule, timezone, now);
      nextRunAt = runAt;
    } else {
      const delay = t.delay_seconds ?? 0;
      trigger = { type: "task", delay_seconds: delay };
      status = delay > 0 ? "scheduled" : "queued";
      runAt = new Date(now.getTime() + delay * 1000);
    }
  }
  for (const [member, url] of [
    ["handler", input.handler],
    ["callback_url", input.callback_url],
  ] as const) {
    if (url !== undefined) outboundUrl(`${at}/${member}`, url, policy);
  }
  checkJsonSize(input.payload, JOB_PAYLOAD_MAX_BYTES, `${at}/payload`);
  return {
    name: input.name ?? null,
    trigger,
    handler: input.handler ?? null,
    payload: input.payload ?? null,
    status,
    enabled: input.enabled ?? true,
    priority: input.priority ?? 0,
    maxAttempts: input.max_attempts ?? 3,
    timeoutSeconds: input.timeout ?? 30,
    backoff: {
      strategy: input.backoff?.strategy ?? "exponential",
      delaySeconds: input.backoff?.delay_seconds ?? 10,
    },
    callbackUrl: input.callback_url ?? null,
    idempotencyKey: input.idempotency_key ?? null,
    runAt,
    nextRunAt,
  };
}

/**
 * Creates `inputs` as jobs of the project, all or none: every input is checked before anything is
 * written (the first problem is a 400 naming its member). Inputs whose idempotency key the project
 * already used — before, concurrently, or earlier in `inputs` — resolve to that first job
 * (`created: false`). With `link`, the jobs belong to that workflow step. Call it inside `trx`.
 */
export async function createJobs(
  trx: Knex,
  projectId: string,
  inputs: readonly JobInput[],
  now: Date,
  link: JobLink | undefined,
  options: CreateJobsOptions,
): Promise<CreatedJobResult[]> {
  const { policy, sealer } = options;
  const plans = inputs.map((input, i) => planJob(input, options.pointer?.(i) ?? "", now, policy));
  const secrets = new Map<string, string>();
  const rows: NewJob[] = plans.map((plan) => {
    const id = randomUUID();
    const secret = newSigningSecret();
    secrets.set(id, secret);
    return {
      ...plan,
      id,
      secretSealed: sealer.seal(secret, jobSecretAad(projectId, id)),
      ...(link ? { workflowExecutionId: link.executionId, workflowStepId: link.stepId } : {}),
    };
  });
  const inserted = await insertJobs(trx, projectId, rows, now);
  await enqueueRuns(
    options.work,
    inserted
      .filter((r) => r.created && r.job.trigger.type !== "queue")
      .map((r) => ({ id: r.job.id, runAt: r.job.runAt })),
  );
  return inserted.map((r) => {
    const secret = r.created ? secrets.get(r.job.id) : undefined;
    return secret === undefined
      ? { job: r.job, created: r.created }
      : { job: r.job, created: true, signingSecret: secret };
  });
}
