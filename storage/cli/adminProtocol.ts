/**
 * The admin channel's wire format: newline-delimited JSON over the Unix socket. The client sends
 * one request line; the server answers with the command's output lines as they are written and
 * ends with its exit code (or the message of the error it crashed with).
 *
 *   → {"command":"keys","argv":["create","--credits","5"]}
 *   ← {"out":"id:      …"}   {"err":"…"}   …   {"exit":0}   |   {"crash":"message"}
 */
import { StringDecoder } from "node:string_decoder";
import { MAX_LINE_BYTES } from "./adminSocket.js";

/** The one request of a connection. */
export interface AdminRequest {
  command: string;
  argv: string[];
}

/** One reply line. */
export type AdminReply = { out: string } | { err: string } | { exit: number } | { crash: string };

/** The request in `value`, or a message saying what is wrong with it. */
export function parseRequest(value: unknown): AdminRequest | string {
  if (typeof value !== "object" || value === null) return "the request is not a JSON object";
  const { command, argv } = value as Record<string, unknown>;
  if (typeof command !== "string" || command === "") return "the request names no command";
  if (!Array.isArray(argv) || !argv.every((a) => typeof a === "string"))
    return "the request's argv is not an array of strings";
  return { command, argv };
}

/** The reply in `value`, or undefined when it is none. */
export function parseReply(value: unknown): AdminReply | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.out === "string") return { out: v.out };
  if (typeof v.err === "string") return { err: v.err };
  if (typeof v.exit === "number" && Number.isInteger(v.exit)) return { exit: v.exit };
  if (typeof v.crash === "string") return { crash: v.crash };
  return undefined;
}

/**
 * Splits a byte stream into lines, calling `onLine` for each complete one; `onOverflow` once a
 * partial line passes {@link MAX_LINE_BYTES} (nothing more is read after that).
 */
export function lineSplitter(
  onLine: (line: string) => void,
  onOverflow: () => void,
): (chunk: Buffer) => void {
  // A multi-byte character may be split across chunks: the decoder holds its first bytes back.
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let overflowed = false;
  return (chunk) => {
    if (overflowed) return;
    pending += decoder.write(chunk);
    let newline = pending.indexOf("\n");
    while (newline >= 0) {
      const line = pending.slice(0, newline);
      pending = pending.slice(newline + 1);
      onLine(line);
      newline = pending.indexOf("\n");
    }
    if (Buffer.byteLength(pending) > MAX_LINE_BYTES) {
      overflowed = true;
      onOverflow();
    }
  };
}
