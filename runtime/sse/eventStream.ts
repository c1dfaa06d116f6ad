/**
 * Server-sent events for operations whose 200 response is `text/event-stream`. The handler
 * answers `{ status: 200, body: new EventStream(run) }` and the runtime writes the stream:
 * `run` sends events through the sink until it returns or the client goes away (`signal`).
 */
import type { Response } from "express";

/** One event as the SSE wire format carries it. */
export interface ServerSentEvent {
  /** The id a reconnecting client sends back as `Last-Event-ID`. */
  id?: string;
  /** The event name (`message` when absent). */
  event?: string;
  /** The payload; line breaks become several `data:` lines. */
  data: string;
}

/** Where a stream's producer writes. */
export interface EventSink {
  send(event: ServerSentEvent): void;
  /** A `:` comment line: keeps idle connections (and proxies) from timing out. */
  comment(text: string): void;
  /** Aborted when the client disconnects or the server shuts the stream. */
  readonly signal: AbortSignal;
}

/** A live event stream: the body of a `text/event-stream` response. */
export class EventStream {
  /** `run` MUST return once `sink.signal` aborts, and SHOULD release what it holds then. */
  constructor(readonly run: (sink: EventSink) => Promise<void>) {}
}

/** Streams open in this process, so shutdown can end them instead of waiting for clients. */
const openStreams = new Set<AbortController>();

/** Ends every open stream (their producers see the abort and return); for graceful shutdown. */
export function closeEventStreams(): void {
  for (const controller of openStreams) controller.abort();
}

/** The wire form of one event (fields with line breaks cannot be sent and are refused). */
export function formatEvent(event: ServerSentEvent): string {
  let out = "";
  for (const [field, value] of [
    ["id", event.id],
    ["event", event.event],
  ] as const) {
    if (value === undefined) continue;
    if (/[\r\n]/.test(value)) throw new RangeError(`an SSE ${field} cannot contain a line break`);
    out += `${field}: ${value}\n`;
  }
  for (const line of event.data.split(/\r\n|\r|\n/)) out += `data: ${line}\n`;
  return `${out}\n`;
}

/**
 * Writes the stream to `res` (headers first, so the client sees the connection open at once)
 * and ends the response when the producer returns. Errors end the stream; they cannot change
 * the status any more.
 */
export async function writeEventStream(
  res: Response,
  stream: EventStream,
  onError: (err: unknown) => void,
): Promise<void> {
  const controller = new AbortController();
  res.setHeader("Content-Type", "text/event-stream; charset=utf-8");
  res.setHeader("Cache-Control", "no-cache, no-transform");
  // nginx and similar proxies buffer responses unless told not to.
  res.setHeader("X-Accel-Buffering", "no");
  res.flushHeaders();
  const abort = () => controller.abort();
  res.on("close", abort);
  openStreams.add(controller);
  const sink: EventSink = {
    send: (event) => {
      if (!controller.signal.aborted) res.write(formatEvent(event));
    },
    comment: (text) => {
      if (!controller.signal.aborted) res.write(`: ${text.replace(/[\r\n]/g, " ")}\n\n`);
    },
    signal: controller.signal,
  };
  try {
    // A first comment makes clients that wait for bytes (and test tools) see the stream open.
    sink.comment("stream open");
    await stream.run(sink);
  } catch (err) {
    onError(err);
  } finally {
    res.off("close", abort);
    openStreams.delete(controller);
    controller.abort();
    res.end();
  }
}
