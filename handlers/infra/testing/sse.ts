/** A server-sent events reader for tests: connect, collect events, disconnect. */
import { createParser, type EventSourceMessage } from "eventsource-parser";

/** One event as received. */
export type ReceivedEvent = EventSourceMessage;

/** An open subscription: events so far, a way to wait for more, and close. */
export interface SseConnection {
  events: ReceivedEvent[];
  /** Resolves once `count` events have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  close(): void;
}

/** Opens `url` as an event stream; resolves once the response headers arrived (200 only). */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseConnection> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { Accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body)
    throw new Error(`subscribe answered ${res.status}: ${await res.text()}`);
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  const parser = createParser({
    onEvent(message: EventSourceMessage) {
      events.push(message);
      for (const w of waiters) w();
    },
  });
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
        parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      /* aborted by close() */
    }
  })();
  return {
    events,
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (events.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(events.slice(0, count));
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`only ${events.length} of ${count} events within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
