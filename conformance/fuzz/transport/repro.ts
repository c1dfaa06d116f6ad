/**
 * A shell line that sends a transport case again: `curl` where curl can send it (large or binary
 * parts produced by a `python3 -c` expression), else a Python socket one-liner that writes the
 * exact bytes — control bytes in a header, a body shorter than its `Content-Length`, a length
 * beyond the limit with no body — and prints the first part of the answer.
 */
import { type Blob, bytesOf, isPlain, pyOf } from "./blob.js";
import { headBlob, sentBody } from "./raw.js";
import type { RawRequest } from "./request.js";

function shellQuote(s: string): string {
  return `'${s.replaceAll("'", `'\\''`)}'`;
}

/** Python that writes `blob` to stdout. */
function pyWrite(blob: Blob): string {
  return `python3 -c ${shellQuote(`import sys; sys.stdout.buffer.write(${pyOf(blob)})`)}`;
}

/** `blob` inside a double-quoted shell word: literally, or as a command substitution. */
function inWord(blob: Blob): string {
  if (isPlain(blob))
    return bytesOf(blob)
      .toString("latin1")
      .replace(/(["\\$`])/g, "\\$1");
  return `$(${pyWrite(blob)})`;
}

/** Whether curl can send the request as it is. */
function curlable(request: RawRequest): boolean {
  if (request.contentLength !== undefined || request.sendBytes !== undefined) return false;
  return request.headers.every(([, value]) =>
    bytesOf(value).every((b) => b === 0x09 || (b >= 0x20 && b !== 0x7f)),
  );
}

/** A `curl` line for the request (curl's own `Accept` and `Content-Type` left out when the case sent none). */
function curlLine(url: URL, request: RawRequest): string {
  const parts = ["curl", "-sS", "-i", "-g", "--path-as-is", "-X", request.method];
  parts.push(
    isPlain(request.target)
      ? shellQuote(`${url.origin}${bytesOf(request.target).toString("latin1")}`)
      : `"${url.origin}${inWord(request.target)}"`,
  );
  const names = request.headers.map(([n]) => n.toLowerCase());
  for (const [name, value] of request.headers)
    parts.push(
      "-H",
      isPlain(value)
        ? shellQuote(`${name}: ${bytesOf(value).toString("latin1")}`)
        : `"${name}: ${inWord(value)}"`,
    );
  if (!names.includes("accept")) parts.push("-H", shellQuote("Accept:"));
  if (!request.body) return parts.join(" ");
  if (!names.includes("content-type")) parts.push("-H", shellQuote("Content-Type:"));
  if (isPlain(request.body))
    return [...parts, "--data-binary", shellQuote(bytesOf(request.body).toString("latin1"))].join(" ");
  return `${pyWrite(request.body)} | ${[...parts, "--data-binary", "@-"].join(" ")}`;
}

/** A Python one-liner writing the request's exact bytes to the socket and printing the answer's start. */
function socketLine(url: URL, request: RawRequest, waitSeconds: number): string {
  const bytes = pyOf([...headBlob(url, request), ...sentBody(request)]);
  const port = Number(url.port || 80);
  const script = [
    "import socket",
    `s = socket.create_connection((${JSON.stringify(url.hostname)}, ${port}))`,
    `s.sendall(${bytes})`,
    `s.settimeout(${waitSeconds})`,
    'print(s.recv(65536).decode("latin1"))',
  ].join("; ");
  return `python3 -c ${shellQuote(script)}`;
}

/** The shell line that reproduces `request` against `url`'s origin. */
export function reproduce(url: URL, request: RawRequest, waitSeconds = 60): string {
  return curlable(request) ? curlLine(url, request) : socketLine(url, request, waitSeconds);
}
