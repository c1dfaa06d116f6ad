/**
 * A `text/event-stream` body as the events its schema describes. OpenAPI 3.2's `itemSchema`
 * (and Schemathesis on 3.0/3.1, where `schema` stands in for it) describes one event as an
 * object of its fields; we read them the way Schemathesis does so both judge alike: `event`
 * defaults to "message", `id` carries over from earlier events until reset, and comment lines
 * and events without data are skipped.
 */
import { createParser } from "eventsource-parser";

/** One parsed event, fields as strings. */
export interface StreamEvent {
  data: string;
  event: string;
  id?: string;
}

/** The events of a complete `text/event-stream` body, in order. */
export function streamEvents(body: string): StreamEvent[] {
  const out: StreamEvent[] = [];
  let lastId: string | undefined;
  const parser = createParser({
    onEvent(message) {
      if (message.id !== undefined) lastId = message.id;
      out.push({ data: message.data, event: message.event ?? "message", ...(lastId ? { id: lastId } : {}) });
    },
  });
  parser.feed(body);
  // A stream that ends without a blank line still delivered its last event.
  parser.feed("\n\n");
  return out;
}
