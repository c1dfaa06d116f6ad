/**
 * `execute_code` and `execute_command`: check the request (400s name the member, nothing is
 * charged), wait for a sandbox slot (503 `worker_busy` when the queue is full), run, answer the
 * result. Whatever the program did — failed, timed out, ran out of memory, wrote too much — it
 * ran, so the answer is a 200 with `status` saying how it ended.
 */
import type { SandboxExecuteHandlers } from "../../generated/sandbox/types.js";
import type { Context } from "./context.js";
import { codeJob, commandJob } from "./request.js";
import { type RunJob, type RunResult, runInSandbox } from "./run.js";

/** Runs `job` on a slot of the pool. */
export function execute(ctx: Context, job: RunJob): Promise<RunResult> {
  const { config, pool, root } = ctx.sandbox;
  return pool.run((slot) => runInSandbox(config, job, root ? config.uidBase + slot : null));
}

/** The two paid routes. */
export const executeHandlers: SandboxExecuteHandlers = {
  async execute_code({ body }, ctx) {
    const job = codeJob(body, ctx.sandbox.config);
    return { status: 200, body: await execute(ctx, job) };
  },

  async execute_command({ body }, ctx) {
    const job = commandJob(body, ctx.sandbox.config);
    return { status: 200, body: await execute(ctx, job) };
  },
};
