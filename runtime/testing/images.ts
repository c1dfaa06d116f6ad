/**
 * Images the image tools' tests refuse or feed: a decompression bomb whose header claims billions
 * of pixels in a few dozen bytes, truncated files, and small real PNG/JPEG pictures made by sharp
 * (never files fetched from anywhere).
 */
import { crc32, deflateSync } from "node:zlib";
import { encodeImage } from "../imaging/intake.js";

/** One PNG chunk: length, type, data, CRC-32 of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid-looking PNG of `width` × `height` RGB pixels whose data is a few hundred bytes of one
 * deflate stream: decoding it would allocate width × height × 3 bytes. Only the header may be read.
 */
export function pixelBombPng(width = 100_000, height = 100_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A `width` × `height` picture with a gradient and a few blocks, as PNG or JPEG. */
export async function samplePicture(
  width: number,
  height: number,
  format: "png" | "jpeg" = "png",
): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const block = ((x >> 4) + (y >> 4)) % 3 === 0 ? 80 : 0;
      data[i] = (x * 255) / Math.max(1, width - 1);
      data[i + 1] = (y * 255) / Math.max(1, height - 1);
      data[i + 2] = 128 + block;
    }
  return encodeImage({ data, width, height, channels: 3 }, format);
}

/** The first `fraction` of a file's bytes: a truncated upload. */
export function truncated(bytes: Buffer, fraction = 0.5): Buffer {
  return bytes.subarray(0, Math.max(1, Math.floor(bytes.length * fraction)));
}
