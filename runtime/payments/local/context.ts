/**
 * What the local processor's operations share: the database, the clock, the leased-work engine
 * its webhook deliveries go through,
 * and the two ways a call fails (simulated outage, refused request). Every state change runs
 * in {@link LocalContext.transaction}, and the events it causes are written in that same
 * transaction (with their pg-boss jobs), so a webhook exists exactly when its change does.
 */
import type { Knex } from "knex";
import { type Database, withTransaction } from "../../../storage/db.js";
import { insertDeliveries } from "../../../storage/platform/payments/webhookDeliveries.js";
import {
  insertProcessorEvent,
  listEnabledWebhookEndpoints,
} from "../../../storage/platform/payments/webhookEvents.js";
import type { WorkQueue } from "../../work/engine.js";
import { ProcessorRejectedError, ProcessorUnavailableError } from "../errors.js";
import type { ProcessorEventType } from "../events.js";
import { localId } from "../ids.js";
import { PAYMENT_DELIVERIES } from "./delivery.js";
import { unix } from "./wireObjects.js";

/** Shared state of one local processor. */
export class LocalContext {
  /** false while an outage is simulated (see `LocalProcessor.setAvailable`). */
  available = true;

  constructor(
    readonly db: Database,
    readonly now: () => Date,
    readonly work: WorkQueue,
    readonly publicUrl: string | undefined,
  ) {}

  /** Throws {@link ProcessorUnavailableError} while an outage is simulated. */
  checkAvailable(): void {
    if (!this.available)
      throw new ProcessorUnavailableError("The local payment processor is unavailable (simulated)");
  }

  /** Runs `fn` in a transaction that pg-boss joins (see storage/transactions.ts). */
  transaction<T>(fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return withTransaction(this.db, fn);
  }

  /**
   * Records an event with its exact body and a delivery per enabled endpoint, inside `trx`.
   * Returns the event id.
   */
  async emit(trx: Knex, type: ProcessorEventType, object: Record<string, unknown>): Promise<string> {
    const id = localId("evt");
    const createdAt = this.now();
    const endpoints = await listEnabledWebhookEndpoints(trx);
    const payload = JSON.stringify({
      id,
      object: "event",
      api_version: null,
      created: unix(createdAt),
      data: { object },
      livemode: false,
      pending_webhooks: endpoints.length,
      request: { id: null, idempotency_key: null },
      type,
    });
    await insertProcessorEvent(trx, { id, type, payload, createdAt });
    const deliveryIds = await insertDeliveries(
      trx,
      id,
      endpoints.map((e) => e.id),
      createdAt,
    );
    await this.work.enqueue(
      PAYMENT_DELIVERIES,
      deliveryIds.map((id) => ({ id })),
    );
    return id;
  }
}

/** Throws a {@link ProcessorRejectedError} (Stripe's `invalid_request_error` family). */
export function reject(code: string, message: string): never {
  throw new ProcessorRejectedError(code, message);
}

/** `No such <thing>: '<id>'`, as Stripe words a missing object. */
export function noSuch(thing: string, id: string): never {
  return reject("resource_missing", `No such ${thing}: '${id}'`);
}
