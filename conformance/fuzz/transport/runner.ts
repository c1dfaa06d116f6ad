/**
 * Runs the transport layer against one service: every operation's cases (within the budget,
 * chosen by the seed), each judged by `judge.ts` and followed by a health probe — the server must
 * still answer the service's health route (else its `openapi` route). A `like-plain` case is sent
 * right after the plain request it is compared with. Cases whose `Content-Length` the body never
 * reaches (a short body, which may rightly wait for the server's body timeout; a length over the
 * limit) run in a pool in the background while the rest go on. When the probe fails twice the run
 * stops: every later answer would be the dead server's.
 */
import type { CaseContext } from "../cases.js";
import { edgeCases } from "../edges.js";
import { type Operation, readContract } from "../openapi.js";
import type { FuzzTarget } from "../runner.js";
import { createValidator } from "../validator.js";
import { withinBudget } from "./budget.js";
import { operationCases } from "./cases.js";
import { errorShape, judge, type TransportFailure } from "./judge.js";
import type { TransportCase, TransportKind } from "./model.js";
import { type Exchange, sendRaw } from "./raw.js";
import { reproduce } from "./repro.js";
import { type RawRequest, rawRequest } from "./request.js";
import { emptyReport, type TransportReport, tally } from "./summary.js";

/** How to run the layer. */
export interface TransportOptions {
  seed: number;
  /** Cases per operation at most (default 40); every kind is sent when the budget allows one each. */
  budget?: number;
  /** Bound on every answer but the short body's (default 10 s). */
  timeoutMs?: number;
  /** Bound on the short-body answer: the server's body timeout plus a margin (default 40 s). */
  bodyTimeoutMs?: number;
  /** Waiting cases (short body, over the limit) in flight at once (default 32). */
  concurrency?: number;
  operations?: string[];
  kinds?: TransportKind[];
  /** One line per finished operation. */
  log?: (line: string) => void;
}

/** The health route: `x-runtime: health`, else `openapi`, as a GET without path parameters. */
export function healthOperation(ops: Operation[]): Operation | undefined {
  const usable = (runtime: string) =>
    ops.find((o) => o.runtime === runtime && o.method === "GET" && !o.params.some((p) => p.in === "path"));
  return usable("health") ?? usable("openapi");
}

/** Derives a per-operation seed (FNV-1a over the label). */
function derive(seed: number, label: string): number {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Runs every selected case of the target's operations. */
export async function transportService(
  target: FuzzTarget,
  options: TransportOptions,
): Promise<TransportReport> {
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? 10_000;
  const bodyTimeoutMs = options.bodyTimeoutMs ?? 40_000;
  const budget = options.budget ?? 40;
  const contract = readContract(target.doc);
  const validator = createValidator(target.doc);
  const ctx: CaseContext = {
    contract,
    validator,
    credentials: target.credentials,
    pathParams: target.pathParams,
  };
  const url = new URL(target.baseUrl);
  const report = emptyReport(target, { seed: options.seed, budget, timeoutMs, bodyTimeoutMs });
  const health = healthOperation(contract.operations);
  const probeRequest = health
    ? rawRequest(health, ctx, edgeCases(health, ctx)[0]!.inputs, target.baseUrl)
    : undefined;
  let dead: string | undefined;

  const probe = async (): Promise<string | undefined> => {
    if (!probeRequest) return undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      const ex = await sendRaw(url, probeRequest, timeoutMs);
      const status = ex.response?.status;
      if (status !== undefined && status >= 200 && status < 300) return undefined;
      if (attempt === 0) await new Promise((r) => setTimeout(r, 1000));
      else return `GET ${health!.path} afterwards got ${status ?? ex.error}`;
    }
    return undefined;
  };
  const initial = await probe();
  if (initial) throw new Error(`${target.service}: the health probe fails before any case (${initial})`);

  const run = async (op: Operation, c: TransportCase, plain: Record<"low" | "high", RawRequest>) => {
    if (dead) return;
    const boundMs = c.bound === "body" ? bodyTimeoutMs : timeoutMs;
    let plainExchange: Exchange | undefined;
    if (c.expect.type !== "refusal") plainExchange = await sendRaw(url, plain[c.expect.plain], timeoutMs);
    // The socket gets a little longer than the bound, so a late answer is told from none.
    const exchange = await sendRaw(url, c.request, boundMs + 2_000);
    const failures: TransportFailure[] = judge(c, exchange, {
      op,
      validator,
      shape: errorShape(contract, op),
      boundMs,
      ...(plainExchange ? { plain: plainExchange } : {}),
    });
    const gone = await probe();
    if (gone) {
      failures.push({ check: "server_alive", reason: gone });
      dead ??= `the server stopped answering after ${op.id}: ${c.label}`;
    }
    tally(report, op, c, exchange, failures, reproduce(url, c.request, Math.ceil(boundMs / 1000)));
  };

  // Cases that may wait run in a pool while the rest go on.
  const waiting: Array<() => Promise<void>> = [];
  const inFlight = new Set<Promise<void>>();
  const pump = () => {
    while (inFlight.size < (options.concurrency ?? 32) && waiting.length) {
      const task: Promise<void> = waiting.shift()!().finally(() => {
        inFlight.delete(task);
        pump();
      });
      inFlight.add(task);
    }
  };
  const drain = async () => {
    pump();
    while (inFlight.size) await Promise.race(inFlight);
  };

  for (const op of contract.operations) {
    if (options.operations && !options.operations.includes(op.id)) continue;
    if (dead) break;
    const all = operationCases(op, ctx, target.baseUrl);
    const wanted = options.kinds ? all.cases.filter((c) => options.kinds!.includes(c.kind)) : all.cases;
    const chosen = withinBudget(wanted, budget, derive(options.seed, op.id));
    for (const c of chosen) {
      // A declared length the body never reaches may rightly be waited on: those wait together.
      if (c.request.contentLength !== undefined) {
        waiting.push(() => run(op, c, all.plain));
        pump();
      } else await run(op, c, all.plain);
    }
    const failed = report.operations.find((o) => o.operation === op.id)?.failed ?? 0;
    options.log?.(
      `${op.method} ${op.path} (${op.id}): ${chosen.length} cases${failed ? `, ${failed} failed` : ""}`,
    );
  }
  await drain();
  if (dead) report.aborted = dead;
  report.durationMs = Math.round(performance.now() - started);
  return report;
}
