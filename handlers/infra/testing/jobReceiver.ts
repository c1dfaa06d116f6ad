/**
 * A job handler (or callback receiver) on 127.0.0.1 for tests: keeps every request, answers with
 * `respond` — a status and JSON body, or `"hang"` to never answer (a handler call in flight when
 * its runner dies).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Received } from "./receiver.js";

/** What the handler answers one request with. */
export type JobAnswer = { status: number; body?: unknown } | "hang";

/** A scripted job handler. */
export class JobReceiver {
  received: (Received & { path: string })[] = [];
  /** Answers in order, then {@link fallback}. */
  script: JobAnswer[] = [];
  fallback: JobAnswer = { status: 200, body: { ok: true } };
  private server: http.Server | undefined;
  private hanging: http.ServerResponse[] = [];
  port = 0;

  async start(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const answer = this.script.shift() ?? this.fallback;
        this.received.push({
          headers: req.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          path: req.url ?? "",
          // 0: no answer was given (the call hangs).
          status: answer === "hang" ? 0 : answer.status,
        });
        if (answer === "hang") {
          this.hanging.push(res);
          return;
        }
        const body = answer.body === undefined ? "" : JSON.stringify(answer.body);
        res.writeHead(answer.status, { "content-type": "application/json" }).end(body);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this.url();
  }

  url(path = "/job"): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Requests received on `path`, their bodies parsed. */
  bodies(path = "/job"): Record<string, unknown>[] {
    return this.received
      .filter((r) => r.path === path)
      .map((r) => JSON.parse(r.body) as Record<string, unknown>);
  }

  /** Resolves once `n` requests have arrived; rejects after `timeoutMs`. */
  async waitFor(n: number, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < n) {
      if (Date.now() > deadline) throw new Error(`timed out with ${this.received.length} of ${n} requests`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  async stop(): Promise<void> {
    for (const res of this.hanging.splice(0)) res.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }
}
