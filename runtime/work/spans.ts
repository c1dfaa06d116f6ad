/**
 * The spans of leased work, named as OpenTelemetry's messaging conventions name queue
 * operations (`send`, `receive`, `process`, `settle`), with the pg-boss queue as destination;
 * `perform` is one item's attempt (its outbound call's span is its child).
 */
import { type Attributes, SpanKind } from "@opentelemetry/api";
import { type Claimed, queueName } from "./task.js";

/** A queue step. */
export type WorkStep = "send" | "receive" | "process" | "settle" | "perform";

const KINDS: Record<WorkStep, SpanKind> = {
  send: SpanKind.PRODUCER,
  receive: SpanKind.CONSUMER,
  process: SpanKind.CONSUMER,
  settle: SpanKind.INTERNAL,
  perform: SpanKind.INTERNAL,
};

/** `inSpan`'s name and options for `step` of `task` (`count` items; `item` for an attempt). */
export function workSpan(
  step: WorkStep,
  task: { ref: { name: string } },
  count?: number,
  item?: Claimed,
): [string, { kind: SpanKind; attributes: Attributes }] {
  const queue = queueName(task.ref);
  const attributes: Attributes = {
    "messaging.system": "pg-boss",
    "messaging.destination.name": queue,
    "messaging.operation.name": step,
  };
  if (count !== undefined) attributes["messaging.batch.message_count"] = count;
  if (item) {
    attributes["messaging.message.id"] = item.id;
    attributes["work.attempt"] = item.attempt;
  }
  return [`${step} ${queue}`, { kind: KINDS[step], attributes }];
}
