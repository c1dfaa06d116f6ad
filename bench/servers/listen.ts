/**
 * Starts an app (Express, or a bare `node:http` listener) on an ephemeral port of 127.0.0.1.
 */
import { once } from "node:events";
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";

/** A listening app: its origin (`http://127.0.0.1:<port>`) and how to stop it. */
export interface Listening {
  origin: string;
  close(): Promise<void>;
}

/** Listens on port 0 (the OS picks a free port); resolves once the port is bound. */
export async function listen(app: RequestListener): Promise<Listening> {
  const server = createServer(app);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Idle keep-alive sockets left by the load generator would hold close() open.
      server.closeIdleConnections();
      await closed;
    },
  };
}
