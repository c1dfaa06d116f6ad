/**
 * The sandbox's two figures for a one-line Python program (`print(1)`): cold start (every run is
 * a fresh sandbox: bwrap, the launcher, the interpreter; p50 and p95 of sequential runs, measured
 * from spawning bwrap to the result) and executions per second with the configured number of
 * slots busy, directly and over HTTP (validation, credits and the contract's response check
 * included). Run: `npm run bench -- sandbox [runs]`.
 */
import request from "supertest";
import { startTestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import { sandboxConfig } from "./config.js";
import { SlotPool } from "./pool.js";
import { codeJob } from "./request.js";
import { runInSandbox } from "./run.js";

const runs = Number(process.argv[2] ?? 100);
const config = sandboxConfig(process.env);
const uid = (slot: number) => (process.getuid?.() === 0 ? config.uidBase + slot : null);
const job = () => codeJob({ language: "python", code: "print(1)" }, config);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

// Cold start: one run at a time.
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const result = await runInSandbox(config, job(), uid(0));
  if (result.stdout !== "1\n") throw new Error(`unexpected output: ${JSON.stringify(result)}`);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);

// Throughput: every slot busy.
const pool = new SlotPool(config.concurrency, runs);
let started = performance.now();
await Promise.all(
  Array.from({ length: runs }, () => pool.run((slot) => runInSandbox(config, job(), uid(slot)))),
);
const direct = runs / ((performance.now() - started) / 1000);

// Over HTTP, in-process: the same with the runtime's pipeline.
const svc = await startTestService("sandbox", { validateResponses: true });
const { key } = await createApiKey(svc.db.knex, { name: "bench", creditsMicros: 1_000_000_000n });
const send = () =>
  request(svc.app)
    .post("/v1/execute-code")
    .set({ Authorization: `Bearer ${key}` })
    .send({ language: "python", code: "print(1)" })
    .expect(200);
await send();
started = performance.now();
// The route allows 120 calls a minute per caller.
const httpRuns = Math.min(runs, 100);
let left = httpRuns;
await Promise.all(
  Array.from({ length: config.concurrency }, async () => {
    while (left-- > 0) await send();
  }),
);
const http = httpRuns / ((performance.now() - started) / 1000);
await svc.close();

const ms = (n: number) => `${n.toFixed(1)} ms`;
console.log(`print(1), ${runs} runs, ${config.concurrency} slots`);
console.log(`cold start: p50 ${ms(pct(times, 0.5))}, p95 ${ms(pct(times, 0.95))}, min ${ms(times[0] ?? 0)}`);
console.log(`executions/s: ${direct.toFixed(1)} direct, ${http.toFixed(1)} over HTTP`);
