/**
 * HTTP at the socket, for tests of what clients cannot be made to send (a head without `Host`,
 * a NUL in a header value, a body that stops half way): writes bytes as given and reads the one
 * answer back.
 */
import { connect, type Socket } from "node:net";

/** One answer as read from the socket. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Milliseconds from connecting to the end of the answer. */
  ms: number;
}

/** Parses the first HTTP/1.x answer in `text`, or undefined when its head or body is not all there. */
function parseAnswer(text: string): Omit<RawAnswer, "ms"> | undefined {
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) return undefined;
  const [statusLine, ...lines] = text.slice(0, end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = text.slice(end + 4);
  const length = headers["content-length"];
  if (length !== undefined && Buffer.byteLength(body) < Number(length)) return undefined;
  return { status: Number(statusLine?.split(" ")[1]), headers, body };
}

/**
 * Connects to `origin` (`http://127.0.0.1:port`), writes `head` (and then each of `chunks`,
 * leaving the connection open unless the answer closes it), and resolves with the first complete
 * answer; rejects after `timeoutMs` without one.
 */
export function rawRequest(
  origin: string,
  head: string | Buffer,
  options: { chunks?: (string | Buffer)[]; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  const url = new URL(origin);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${options.timeoutMs ?? 5000} ms: ${Buffer.concat(received)}`));
    }, options.timeoutMs ?? 5000);
    let done = false;
    const settle = () => {
      if (done) return true;
      const answer = parseAnswer(Buffer.concat(received).toString("utf8"));
      if (!answer) return false;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ ...answer, ms: Date.now() - started });
      return true;
    };
    socket.on("data", (chunk: Buffer) => {
      received.push(chunk);
      settle();
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      if (!settle()) {
        clearTimeout(timer);
        reject(new Error(`connection closed without a full answer: ${Buffer.concat(received)}`));
      }
    });
    socket.on("connect", () => {
      socket.write(head);
      for (const chunk of options.chunks ?? []) socket.write(chunk);
    });
  });
}
