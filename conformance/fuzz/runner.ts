/**
 * Runs the fuzzer against one service: for every operation, fast-check properties over
 * positive, negative and credential cases (seeded, shrunk on failure), each request judged
 * by the checks. After a failure the property runs again ignoring the checks already
 * failed, so one operation can report several distinct problems.
 */
import { authPlans, type CaseContext, type CasePlan, positiveCases } from "./cases.js";
import { type CaseKind, CHECKS, type CheckName, RESPONSE_CHECKS } from "./checks.js";
import { edgeCases } from "./edges.js";
import { createHttpClient } from "./http.js";
import { negativePlans } from "./negative.js";
import { type OpenApiDocument, type Operation, readContract } from "./openapi.js";
import { executeCase, runPlan } from "./property.js";
import { createValidator } from "./validator.js";
import { toCurl } from "./wire.js";

/** What to fuzz. */
export interface FuzzTarget {
  service: string;
  doc: OpenApiDocument;
  /** Where the service is mounted (no trailing slash). */
  baseUrl: string;
  credentials: Record<string, Record<string, string>>;
  pathParams: Record<string, string>;
}

/** How to fuzz. */
export interface FuzzOptions {
  /** Positive and negative examples per operation (credential cases get a quarter). Default 50. */
  examples?: number;
  /** Default: random, reported in the result. */
  seed?: number;
  /** Report undeclared properties of objects that do not close themselves. */
  strict?: boolean;
  /** Requests spent shrinking one failure (default 60). */
  shrinkBudget?: number;
  /** Only these operation ids. */
  operations?: string[];
  /**
   * Where the positive phase sends its requests, for the operations a validating proxy can judge:
   * the URL of a proxy (Prism `--errors`) in front of the same service, mounted at its root. The
   * proxy then sees this pass's valid traffic as it is sent, instead of a second replay; negative
   * and credential cases go to `baseUrl` directly, since the proxy would refuse them itself.
   * Operations answering `text/event-stream` (Prism 5 judges a stream's whole text against the
   * schema that OpenAPI 3.2 and Schemathesis read as one event's) and operations whose body must be
   * multipart (this fuzzer builds none, so it has no valid request for them; Schemathesis covers
   * them) go directly too.
   */
  positiveVia?: string;
  /** One line per finished operation. */
  log?: (line: string) => void;
}

/** One distinct problem, after shrinking. */
export interface Finding {
  operation: string;
  check: CheckName;
  reason: string;
  kind: CaseKind;
  label: string;
  status?: number;
  curl: string;
  response?: string;
}

/** Figures for one operation. */
export interface OperationReport {
  operation: string;
  method: string;
  path: string;
  cases: number;
  requests: number;
  /** Of `requests`, those sent through `positiveVia`. */
  proxied: number;
  /** How often each status was answered (shrinking included). */
  statuses: Record<string, number>;
  failures: Record<CheckName, number>;
}

/** The result of fuzzing one service. */
export interface ServiceReport {
  service: string;
  baseUrl: string;
  seed: number;
  examples: number;
  strict: boolean;
  durationMs: number;
  operations: OperationReport[];
  findings: Finding[];
  totals: {
    operations: number;
    cases: number;
    requests: number;
    /** Requests the positive phase sent through `positiveVia`. */
    proxied: number;
    findings: number;
    failures: Record<CheckName, number>;
  };
}

const MAX_ATTEMPTS = 4;

/** A per-property seed from the run's seed and a label (FNV-1a). */
function derive(seed: number, label: string): number {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
  return h | 0;
}

function zeroCounts(): Record<CheckName, number> {
  return Object.fromEntries(CHECKS.map((c) => [c, 0])) as Record<CheckName, number>;
}

/** Fuzzes every operation of the target. */
export async function fuzzService(target: FuzzTarget, options: FuzzOptions = {}): Promise<ServiceReport> {
  const started = performance.now();
  const examples = options.examples ?? 50;
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const budget = options.shrinkBudget ?? 60;
  const contract = readContract(target.doc);
  const ctx: CaseContext = {
    contract,
    validator: createValidator(target.doc, { strict: options.strict === true }),
    credentials: target.credentials,
    pathParams: target.pathParams,
  };
  const client = createHttpClient();
  const operations: OperationReport[] = [];
  const findings: Finding[] = [];
  try {
    for (const op of contract.operations) {
      if (options.operations && !options.operations.includes(op.id)) continue;
      const proxy =
        options.positiveVia && !answersEventStream(op) && !needsMultipartBody(op)
          ? options.positiveVia.replace(/\/+$/, "")
          : undefined;
      const report: OperationReport = {
        operation: op.id,
        method: op.method,
        path: op.path,
        cases: 0,
        requests: 0,
        proxied: 0,
        statuses: {},
        failures: zeroCounts(),
      };
      const negatives = negativePlans(op, ctx);
      const auths = authPlans(op, ctx);
      const phases: Array<{ phase: string; plans: CasePlan[]; runs: number }> = [
        {
          phase: "positive",
          plans: [{ label: "", arb: positiveCases(op, ctx), examples: edgeCases(op, ctx) }],
          runs: examples,
        },
        { phase: "negative", plans: negatives, runs: Math.max(2, Math.ceil(examples / negatives.length)) },
        { phase: "auth", plans: auths, runs: Math.max(3, Math.ceil(examples / 8)) },
      ];
      for (const { phase, plans, runs } of phases) {
        const base = phase === "positive" && proxy ? proxy : target.baseUrl;
        // A response check that failed once in a phase is not reported again by that phase's
        // other plans; a verdict on the request (rejection, acceptance, auth) is, per plan.
        const phaseIgnored = new Set<CheckName>();
        for (const plan of plans) {
          const ignored = new Set(phaseIgnored);
          for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
            const label = `${op.id}|${phase}|${plan.label}|${attempt}`;
            const found = await runPlan(plan, runs, derive(seed, label), ignored, budget, (c) =>
              executeCase(op, c, base, ctx, client),
            );
            report.cases += found.cases;
            report.requests += found.requests;
            if (base !== target.baseUrl) report.proxied += found.requests;
            for (const [status, n] of Object.entries(found.statuses))
              report.statuses[status] = (report.statuses[status] ?? 0) + n;
            if (!found.failure) break;
            const { c, outcome, fresh } = found.failure;
            for (const f of fresh) {
              ignored.add(f.check);
              if (RESPONSE_CHECKS.has(f.check)) phaseIgnored.add(f.check);
              report.failures[f.check]++;
              findings.push({
                operation: op.id,
                check: f.check,
                reason: f.reason,
                kind: c.kind,
                label: c.label,
                ...(outcome.response
                  ? { status: outcome.response.status, response: outcome.response.body.slice(0, 300) }
                  : {}),
                curl: toCurl(outcome.request),
              });
            }
          }
        }
      }
      operations.push(report);
      const failed = CHECKS.filter((k) => report.failures[k]).join(", ");
      options.log?.(
        `${op.method} ${op.path} (${op.id}): ${report.cases} cases, ${failed ? `FAILED ${failed}` : "ok"}`,
      );
    }
  } finally {
    client.close();
  }
  const totals = {
    operations: operations.length,
    cases: 0,
    requests: 0,
    proxied: 0,
    findings: findings.length,
    failures: zeroCounts(),
  };
  for (const r of operations) {
    totals.cases += r.cases;
    totals.requests += r.requests;
    totals.proxied += r.proxied;
    for (const k of CHECKS) totals.failures[k] += r.failures[k];
  }
  return {
    service: target.service,
    baseUrl: target.baseUrl,
    seed,
    examples,
    strict: options.strict === true,
    durationMs: Math.round(performance.now() - started),
    operations,
    findings,
    totals,
  };
}

/** Whether `op` must be sent a multipart body. */
function needsMultipartBody(op: Operation): boolean {
  return op.body?.required === true && op.body.content.every((c) => c.mediaType.startsWith("multipart/"));
}

/** Whether any declared answer of `op` is an event stream. */
function answersEventStream(op: Operation): boolean {
  return Object.values(op.responses).some((r) => r.content.some((c) => c.mediaType === "text/event-stream"));
}
