/**
 * Usage accrual from the contract (`x-cost-micro-usd`): each successful call by a person
 * (session, or a token of theirs) adds its declared cost to their usage, which usage billing
 * reports to the payment processor. Calls with no person behind them accrue nothing.
 */
import type { Logger } from "pino";
import { recordUsageEvent } from "../../storage/platform/usage.js";
import type { Caller } from "../context.js";
import type { OperationDefinition } from "../contract.js";
import type { RuntimeDeps } from "../deps.js";

/** Records the call's cost for its caller; a failure is logged, never turned into an error. */
export async function recordUsage(
  deps: RuntimeDeps,
  service: string,
  op: OperationDefinition,
  caller: Caller | null,
  log: Logger,
): Promise<void> {
  const cost = op.policy.costMicroUsd;
  if (cost === undefined || !caller?.userId) return;
  try {
    await recordUsageEvent(deps.db.knex, {
      userId: caller.userId,
      credentialId: caller.id,
      service,
      operationId: op.operationId,
      costMicros: cost,
      at: deps.now(),
    });
  } catch (error) {
    // The call already succeeded; losing one usage line must not turn it into an error.
    log.error({ err: error, operationId: op.operationId }, "could not record usage");
  }
}
