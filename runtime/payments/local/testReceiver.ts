/**
 * A webhook receiver for tests: an HTTP server on 127.0.0.1 that keeps every request's raw
 * body and headers, answers a settable status, and can go down and come back on the same port
 * (to prove retries). Services can use it to test their own webhook flows end to end.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** One received request. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  /** The exact bytes, as a string (what `constructEvent` must be given). */
  body: string;
  /** The `Stripe-Signature` header. */
  signature: string | undefined;
}

/** An in-process webhook receiver. */
export class TestWebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  /** Status answered to each request (default 200)… */
  status = 200;
  /** …unless this queue has entries: each request takes the first (e.g. `[500, 500]` fails twice). */
  statuses: number[] = [];
  private server: Server | undefined;
  private port = 0;
  private waiters: { count: number; resolve: () => void }[] = [];

  /** Starts listening (on the same port as before, after a {@link down}). */
  async up(): Promise<void> {
    if (this.server) return;
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const signature = req.headers["stripe-signature"];
        this.received.push({
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          signature: Array.isArray(signature) ? signature[0] : signature,
        });
        res.statusCode = this.statuses.shift() ?? this.status;
        res.end();
        this.waiters = this.waiters.filter((w) => {
          if (this.received.length < w.count) return true;
          w.resolve();
          return false;
        });
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Stops listening and drops open connections: senders now get ECONNREFUSED. */
  async down(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The URL to register (valid once {@link up} has run). */
  get url(): string {
    if (this.port === 0) throw new Error("receiver not started");
    return `http://127.0.0.1:${this.port}/webhooks`;
  }

  /** Resolves once `count` requests in all have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs = 10_000): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`waited ${timeoutMs} ms for ${count} webhooks, got ${this.received.length}`)),
        timeoutMs,
      );
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  /** Parsed bodies of every request received, in order. */
  events(): { id: string; type: string; data: { object: Record<string, unknown> } }[] {
    return this.received.map((r) => JSON.parse(r.body));
  }
}
