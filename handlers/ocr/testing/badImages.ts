/**
 * Images the OCR route must refuse, made by hand: a PNG whose header claims any size (a
 * decompression bomb in about 60 bytes, no large allocation), a truncated PNG, and files of
 * formats the route does not take.
 */
import { crc32, deflateSync } from "node:zlib";

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey PNG whose header says `width` × `height`, with one row of data (its pixels never decode). */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grey
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(2))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The first `keep` share of a file's bytes. */
export function truncated(file: Buffer, keep = 0.5): Buffer {
  return file.subarray(0, Math.max(16, Math.floor(file.length * keep)));
}

/** A 1×1 GIF (a format the route refuses with 415). */
export const GIF = Buffer.from("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==", "base64");

/** A TIFF's first bytes (little-endian magic), also 415. */
export const TIFF = Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00, 0, 0, 0, 0]);

/** An SVG document, also 415. */
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
