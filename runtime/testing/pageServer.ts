/**
 * A local web server for browser tests: pages by path on 127.0.0.1, each a function of the
 * request, and a log of what was asked, so a test can prove a request never arrived.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { PageError } from "../browser/types.js";

/** Answers one request (write the head and end, or keep it open on purpose). */
export type PageHandler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A running page server. */
export interface PageServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `METHOD /path` of every request received, websocket upgrades included, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** An HTML page answer. */
export function html(body: string, status = 200): PageHandler {
  return (_req, res) => {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
    res.end(body);
  };
}

/** Serves `pages` (by path; anything else is a 404) on an ephemeral port of 127.0.0.1. */
export async function servePages(pages: Record<string, PageHandler>): Promise<PageServer> {
  const requests: string[] = [];
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    held.add(res);
    res.on("close", () => held.delete(res));
    const page = pages[new URL(req.url ?? "/", "http://x").pathname];
    if (page) page(req, res);
    else html("<h1>not found</h1>", 404)(req, res);
  });
  server.on("upgrade", (req, socket) => {
    requests.push(`UPGRADE ${req.url}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: async () => {
      // Pages a test holds open on purpose must not keep the server alive.
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The {@link PageError} `promise` rejects with; fails the test when it resolves or throws anything else. */
export async function pageFailure(promise: Promise<unknown>): Promise<PageError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof PageError)) throw new Error(`expected a PageError, got ${String(error)}`);
  return error;
}
