/** A minimal server-sent events reader for tests: connect, collect events, disconnect. */

/** One event as received. */
export interface ReceivedEvent {
  id?: string;
  event?: string;
  data: string;
}

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
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: ReceivedEvent = { data: "" };
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith(":")) continue;
            const colon = line.indexOf(": ");
            const [field, value] = colon < 0 ? [line, ""] : [line.slice(0, colon), line.slice(colon + 2)];
            if (field === "data") data.push(value);
            else if (field === "id") event.id = value;
            else if (field === "event") event.event = value;
          }
          if (data.length) {
            event.data = data.join("\n");
            events.push(event);
            for (const w of waiters) w();
          }
          end = buffer.indexOf("\n\n");
        }
      }
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
