/**
 * Local pages for the crawler's tests: an HTTP server on 127.0.0.1 whose routes are plain
 * functions, counting hits per path so a test can tell a cached answer from a fetch.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

/** A route: what the server answers for one path. */
export type PageRoute = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/** A running page server. */
export interface PageServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** Requests received per path. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** Serves `routes` on 127.0.0.1 (any other path answers 404). */
export async function startPageServer(routes: Record<string, PageRoute>): Promise<PageServer> {
  const hits = new Map<string, number>();
  const sockets = new Set<import("node:net").Socket>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes[path];
    if (route) return route(req, res);
    res.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        // Pages that never finish hold their sockets open: end them so the server can close.
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A route answering `body` with `contentType`. */
export const page =
  (body: string | Buffer, contentType = "text/html; charset=utf-8"): PageRoute =>
  (_req, res) => {
    res.writeHead(200, { "content-type": contentType }).end(body);
  };

/** A route answering a redirect to `location`. */
export const redirect =
  (location: string, status = 302): PageRoute =>
  (_req, res) => {
    res.writeHead(status, { location }).end();
  };
