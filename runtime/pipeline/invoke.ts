/**
 * The one path every call takes, whatever the transport (REST or MCP `tools/call`):
 * validate → authenticate → rate limits → ownership → charge → handler → (stored bytes: sandbox
 * headers) → check the response →
 * record usage → settle or refund.
 * Errors come out rendered in the operation's own error shape.
 */

import type { Logger } from "pino";
import { authenticate } from "../auth.js";
import type { HandlerContext } from "../context.js";
import type { AnyHandler, OperationDefinition, ServiceDefinition } from "../contract.js";
import { isDatabaseUnavailable } from "../dbErrors.js";
import type { Authenticator, RuntimeDeps } from "../deps.js";
import { ApiError, renderError, summarizeIssues } from "../errors.js";
import { type Charge, charge, isDiscoveryProbe, probeAnswer } from "../metering/meter.js";
import { recordUsage } from "../metering/usage.js";
import { enforceOperationLimits } from "../ratelimit/operationLimiter.js";
import { userContentHeaders } from "../userContent.js";
import { type RawRequest, validateRequest } from "../validation/request.js";
import { enforceOwnership } from "./ownership.js";
import { type OperationResult, responseViolations } from "./responseCheck.js";

/** Where a call came from. */
export interface CallOrigin {
  clientIp: string;
  /** The request's id, for handlers' logs. */
  requestId: string;
  /**
   * The id the request-id middleware echoes as `X-Request-Id` (`res.locals.requestId`); error
   * bodies carry it, and none when it is absent.
   */
  echoedRequestId?: string | undefined;
  /** Absolute URL of the operation (for x402 terms). */
  resourceUrl: string;
  /** Absolute URL where the service is mounted. */
  baseUrl: string;
  log: Logger;
}

/** Thrown when a handler's answer breaks the contract; rendered as a 500. */
export class ContractViolation extends Error {
  constructor(
    readonly operationId: string,
    readonly problems: string[],
  ) {
    super(`${operationId} answered outside its contract: ${problems.join("; ")}`);
    this.name = "ContractViolation";
  }
}

function errorResult(op: OperationDefinition, error: ApiError, requestId?: string): OperationResult {
  const rendered = renderError(error, op.errorShape, requestId);
  return {
    status: rendered.status,
    mediaType: rendered.mediaType,
    body: rendered.body,
    headers: rendered.headers,
  };
}

/** Maps anything thrown to an answer: ApiErrors as they are, a lost database to 503, the rest to 500. */
export function failureResult(
  op: OperationDefinition,
  error: unknown,
  log: Logger,
  requestId?: string,
): OperationResult {
  if (error instanceof ApiError) return errorResult(op, error, requestId);
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, "database unavailable");
    return errorResult(
      op,
      new ApiError("unavailable", "The database is unavailable; nothing was charged. Retry later."),
      requestId,
    );
  }
  log.error({ err: error, operationId: op.operationId }, "unhandled error");
  return errorResult(op, new ApiError("internal", "Internal error"), requestId);
}

/** Calls the handler and normalises its header values to strings. */
async function runHandler(
  handler: AnyHandler,
  input: unknown,
  ctx: HandlerContext,
): Promise<OperationResult> {
  const answer = await handler(input as never, ctx);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers ?? {}))
    if (value !== undefined) headers[name] = String(value);
  return {
    status: answer.status,
    body: answer.body,
    headers,
    ...(answer.mediaType ? { mediaType: answer.mediaType } : {}),
  };
}

/** What the service adds to a call: its handlers' extra context and its credential kinds. */
export interface ServiceCallExtras {
  /** Spread into the handler's context (the service's configuration, its clients). */
  context: object;
  /** Resolves credentials: the service's own kinds, then the platform's. */
  authenticate: Authenticator;
}

/** Runs one operation end to end and returns the answer to send. Never throws. */
export async function invokeOperation(
  service: ServiceDefinition,
  handlers: object,
  op: OperationDefinition,
  raw: RawRequest,
  origin: CallOrigin,
  deps: RuntimeDeps,
  extras: ServiceCallExtras = { context: {}, authenticate: deps.authenticate },
): Promise<OperationResult> {
  let payment: Charge | undefined;
  const paid = { op, resourceUrl: origin.resourceUrl, definition: service };
  try {
    if (isDiscoveryProbe(op, raw)) throw probeAnswer(deps, paid);
    const validation = validateRequest(op, raw);
    if (!validation.ok) {
      const code = validation.unsupportedMediaType ? "unsupported_media_type" : "validation_failed";
      throw new ApiError(code, summarizeIssues(validation.issues), { issues: validation.issues });
    }
    const caller = await authenticate(service, op, raw, extras.authenticate);
    // Before ownership and charging: a refused call is never charged.
    await enforceOperationLimits(deps.metering.windows, {
      service: service.name,
      op,
      caller,
      clientIp: origin.clientIp,
      now: deps.now(),
      log: origin.log,
    });
    const handler = (handlers as Record<string, AnyHandler | undefined>)[op.operationId];
    if (typeof handler !== "function") throw new Error(`no handler for ${service.name}.${op.operationId}`);
    const ctx: HandlerContext = {
      ...extras.context,
      caller,
      payment: { kind: "none" },
      db: deps.db.knex,
      work: deps.work,
      payments: deps.payments,
      log: origin.log,
      now: deps.now,
      clientIp: origin.clientIp,
      requestId: origin.requestId,
      baseUrl: origin.baseUrl,
      ...(raw.rawBody ? { rawBody: raw.rawBody } : {}),
    };
    await enforceOwnership(op, handlers, validation.input, ctx);
    payment = await charge(deps, { ...paid, service: service.name, raw, caller, clientIp: origin.clientIp });
    ctx.payment = payment.payment;
    let result: OperationResult;
    try {
      result = await runHandler(handler, validation.input, ctx);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result = errorResult(op, error, origin.echoedRequestId);
    }
    if (op.policy.userContent && result.status >= 200 && result.status < 300)
      Object.assign(result.headers, userContentHeaders(result.mediaType));
    if (deps.validateResponses) {
      const problems = responseViolations(op, result);
      if (problems.length) throw new ContractViolation(op.operationId, problems);
    }
    const succeeded = result.status >= 200 && result.status < 300;
    if (succeeded) await recordUsage(deps, service.name, op, caller, origin.log);
    const settled = payment;
    payment = undefined; // finish() runs exactly once, here
    Object.assign(result.headers, await settled.finish(succeeded));
    return result;
  } catch (error) {
    if (payment) {
      await payment
        .finish(false)
        .catch((e: unknown) => origin.log.error({ err: e }, "could not reverse a charge"));
    }
    return failureResult(op, error, origin.log, origin.echoedRequestId);
  }
}
