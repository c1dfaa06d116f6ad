/** A webhook receiver on 127.0.0.1 for tests: scripted answers, every request kept, repeats dropped by id. */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  /** What the receiver answered. */
  status: number;
}

/** A webhook receiver: answers from `script` (then 200), records every request, dedupes by webhook-id. */
export class Receiver {
  received: Received[] = [];
  /** Bodies by webhook-id: what a receiver that drops repeats keeps. */
  unique = new Map<string, string>();
  script: number[] = [];
  private server: http.Server | undefined;
  port = 0;

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        const status = this.script.shift() ?? 200;
        this.received.push({ headers: req.headers, body, status });
        const id = String(req.headers["webhook-id"]);
        if (status < 300 && !this.unique.has(id)) this.unique.set(id, body);
        res.writeHead(status, { "content-type": "text/plain" }).end(status < 300 ? "ok" : "boom");
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

/** Resolves once `receiver` has kept `n` distinct deliveries; rejects after `timeoutMs`. */
export async function waitForUnique(receiver: Receiver, n: number, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (receiver.unique.size < n) {
    if (Date.now() > deadline) throw new Error(`timed out with ${receiver.unique.size} of ${n} deliveries`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
