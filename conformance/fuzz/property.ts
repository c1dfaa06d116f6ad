/**
 * One property per plan: a fast-check `asyncProperty` whose body sends a case and runs the
 * checks. It fails on the first check not yet reported, then fast-check shrinks the case
 * within a request budget; the last failing run is the shrunk counterexample.
 */
import fc from "fast-check";
import { type CaseContext, type CasePlan, type FuzzCase, inputsValid } from "./cases.js";
import { type CheckFailure, type CheckName, runChecks } from "./checks.js";
import { type HttpClient, UnsendableRequest, type WireResponse } from "./http.js";
import type { Operation } from "./openapi.js";
import { toWire, type WireRequest } from "./wire.js";

/** A request, its response (none when the connection failed) and the checks it failed. */
export interface Outcome {
  request: WireRequest;
  response?: WireResponse;
  failures: CheckFailure[];
}

/** Sends one case and runs the checks; undefined when Node refuses to send it. */
export async function executeCase(
  op: Operation,
  c: FuzzCase,
  baseUrl: string,
  ctx: CaseContext,
  client: HttpClient,
): Promise<Outcome | undefined> {
  const request = toWire(op, c.inputs, baseUrl, c.authHeaders);
  let response: WireResponse;
  try {
    response = await client.send(request);
  } catch (error) {
    if (error instanceof UnsendableRequest) return undefined;
    return {
      request,
      failures: [{ check: "not_a_server_error", reason: `no response: ${(error as Error).message}` }],
    };
  }
  const facts = {
    kind: c.kind,
    credentialsSent: c.credentialsSent,
    fullyValid: c.kind === "positive" && !c.opaque && inputsValid(op, ctx, c.inputs),
    hasPathParams: op.params.some((p) => p.in === "path"),
  };
  return { request, response, failures: runChecks(op, facts, response, ctx.validator) };
}

/** What one plan's property run found. */
export interface PlanResult {
  cases: number;
  requests: number;
  statuses: Record<string, number>;
  /** The shrunk failing case, with the checks it failed that were not ignored. */
  failure?: { c: FuzzCase; outcome: Outcome; fresh: CheckFailure[] };
}

/**
 * One fast-check property over a plan: fails on the first check not in `ignored`, then
 * shrinks (at most `budget` more requests). The last failing run is the shrunk counterexample.
 */
export async function runPlan(
  plan: CasePlan,
  runs: number,
  seed: number,
  ignored: Set<CheckName>,
  budget: number,
  run: (c: FuzzCase) => Promise<Outcome | undefined>,
): Promise<PlanResult> {
  const result: PlanResult = { cases: 0, requests: 0, statuses: {} };
  let shrinking = 0;
  const property = fc.asyncProperty(plan.arb, async (c) => {
    if (result.failure && shrinking++ >= budget) return true; // budget spent: keep the smallest so far
    const outcome = await run(c);
    fc.pre(outcome !== undefined);
    result.requests++;
    const status = String(outcome!.response?.status ?? "none");
    result.statuses[status] = (result.statuses[status] ?? 0) + 1;
    const fresh = outcome!.failures.filter((f) => !ignored.has(f.check));
    if (!fresh.length) return true;
    result.failure = { c, outcome: outcome!, fresh };
    return false;
  });
  const details = await fc.check(property, {
    // fast-check counts examples in numRuns: they come on top of the random runs.
    numRuns: runs + (plan.examples?.length ?? 0),
    seed,
    ...(plan.examples ? { examples: plan.examples.map((c): [FuzzCase] => [c]) } : {}),
  });
  result.cases = details.numRuns;
  if (!details.failed) delete result.failure;
  return result;
}
