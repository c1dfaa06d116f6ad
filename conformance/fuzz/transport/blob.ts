/**
 * Bytes that know how to be written down again: each piece of a request target, header value or
 * body carries its bytes and a Python 3 expression that produces them (`b"["*10000`), so a
 * 100 KB path or a 10,000-level body reproduces as a short shell line instead of a wall of text.
 */

/** A run of bytes and a Python expression (bytes-valued, without single quotes) for them. */
export interface Piece {
  bytes: Buffer;
  py: string;
}

/** Pieces sent one after another. */
export type Blob = Piece[];

/** Pieces larger than this are never written out literally. */
const LITERAL_LIMIT = 2048;

/** A Python bytes literal in double quotes, escaped so it also survives inside `'…'` in a shell. */
export function pyBytes(bytes: Buffer): string {
  let out = 'b"';
  for (const b of bytes) {
    if (b === 0x22) out += '\\"';
    else if (b === 0x5c) out += "\\\\";
    else if (b === 0x27 || b < 0x20 || b > 0x7e) out += `\\x${b.toString(16).padStart(2, "0")}`;
    else out += String.fromCharCode(b);
  }
  return `${out}"`;
}

/** Literal bytes (a string is taken as UTF-8). */
export function literal(value: string | Buffer): Piece {
  const bytes = typeof value === "string" ? Buffer.from(value, "utf8") : value;
  return { bytes, py: pyBytes(bytes) };
}

/** `text` repeated `times` times. */
export function repeat(text: string, times: number): Piece {
  return { bytes: Buffer.from(text.repeat(times), "utf8"), py: `${pyBytes(Buffer.from(text))}*${times}` };
}

/** Bytes made by a known expression (the expression must produce exactly these bytes, or an equivalent encoding). */
export function computed(bytes: Buffer, py: string): Piece {
  return { bytes, py };
}

/** A blob of one literal. */
export function blobOf(value: string | Buffer): Blob {
  return [literal(value)];
}

/** The blob's bytes. */
export function bytesOf(blob: Blob): Buffer {
  return Buffer.concat(blob.map((p) => p.bytes));
}

const isLiteral = (p: Piece) => p.py === pyBytes(p.bytes);

/** The blob with neighbouring literal pieces merged. */
export function compact(blob: Blob): Blob {
  const out: Blob = [];
  for (const p of blob) {
    const last = out[out.length - 1];
    if (last && isLiteral(last) && isLiteral(p))
      out[out.length - 1] = literal(Buffer.concat([last.bytes, p.bytes]));
    else out.push(p);
  }
  return out;
}

/** The blob as one Python bytes expression. */
export function pyOf(blob: Blob): string {
  const parts = compact(blob);
  return parts.length ? parts.map((p) => p.py).join("+") : 'b""';
}

/** Whether the blob can be written literally on a shell line: short, printable ASCII, no computed part. */
export function isPlain(blob: Blob): boolean {
  const bytes = bytesOf(blob);
  return bytes.length <= LITERAL_LIMIT && blob.every(isLiteral) && bytes.every((b) => b >= 0x20 && b <= 0x7e);
}

/** Replaces the first occurrence of `marker` in a text blob's single literal with `insert`. */
export function splice(text: string, marker: string, insert: Blob): Blob {
  const at = text.indexOf(marker);
  if (at < 0) return blobOf(text);
  const before = text.slice(0, at);
  const after = text.slice(at + marker.length);
  return [...(before ? [literal(before)] : []), ...insert, ...(after ? [literal(after)] : [])];
}
