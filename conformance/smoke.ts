/**
 * The per-service smoke: every operation of a service's published contract called once with a
 * valid request, judged by the fuzzer's response checks (status declared, media type, required
 * headers, body schema, no 5xx). The request is the fuzzer's low edge case (required inputs at
 * the low end of their schemas, the fixture's credentials and records), with what the fixture
 * says succeeds on this server for suites that send one fixed request per operation (Dredd):
 * its per-operation path parameters, bodies and query values. Operations run in document order,
 * as Dredd sends them, so a record deleted by one may answer a later one 404 (declared, fair).
 */

import type { FixtureSetup } from "./fixtures.js";
import { type CaseContext, type FuzzCase, fuzzableParams } from "./fuzz/cases.js";
import { RESPONSE_CHECKS } from "./fuzz/checks.js";
import { edgeCases } from "./fuzz/edges.js";
import { createHttpClient } from "./fuzz/http.js";
import { loadDocument, type Operation, readContract } from "./fuzz/openapi.js";
import { executeCase } from "./fuzz/property.js";
import { createValidator } from "./fuzz/validator.js";
import { toCurl } from "./fuzz/wire.js";
import { contractPath } from "./tools/services.js";

/** What one operation's call answered. */
export interface SmokeCall {
  operation: string;
  /** `METHOD path` as the contract writes it. */
  route: string;
  /** The status answered; undefined when no response came. */
  status?: number;
  /** Response checks that failed, each with its reason, and the request as curl. */
  problems: string[];
}

/** The one request sent to `op`: its low edge case with the fixture's fixed values over it. */
export function smokeCase(op: Operation, ctx: CaseContext, setup: FixtureSetup): FuzzCase {
  const key = `${op.method.toUpperCase()} ${op.path}`;
  const own = { ...ctx, pathParams: { ...ctx.pathParams, ...setup.operationPathParams?.[key] } };
  const c = edgeCases(op, own)[0]!;
  for (const p of fuzzableParams(op)) {
    const value = setup.queryParams?.[p.name];
    if (p.in === "query" && value !== undefined) c.inputs.query[p.name] = value;
  }
  const body = setup.requestBodies?.[key];
  if (body !== undefined && c.inputs.body && "value" in c.inputs.body) c.inputs.body.value = body;
  return c;
}

/**
 * Calls every operation of `service`'s published contract once at `baseUrl` (where the service
 * is mounted, no trailing slash), with the fixture's credentials and records.
 */
export async function callEveryOperation(
  service: string,
  baseUrl: string,
  setup: FixtureSetup,
): Promise<SmokeCall[]> {
  const doc = await loadDocument(contractPath(service));
  const contract = readContract(doc);
  const ctx: CaseContext = {
    contract,
    validator: createValidator(doc),
    credentials: setup.credentials,
    pathParams: setup.pathParams,
  };
  const client = createHttpClient();
  const calls: SmokeCall[] = [];
  try {
    for (const op of contract.operations) {
      const outcome = await executeCase(op, smokeCase(op, ctx, setup), baseUrl, ctx, client);
      const failures = (outcome?.failures ?? []).filter((f) => RESPONSE_CHECKS.has(f.check));
      calls.push({
        operation: op.id,
        route: `${op.method.toUpperCase()} ${op.path}`,
        ...(outcome?.response ? { status: outcome.response.status } : {}),
        problems: failures.map(
          (f) => `${f.check}: ${f.reason}${outcome ? `\n    ${toCurl(outcome.request)}` : ""}`,
        ),
      });
    }
  } finally {
    client.close();
  }
  return calls;
}
