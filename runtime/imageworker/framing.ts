/**
 * The pipe framing the image workers speak (see worker.py): a JSON header line, then the raw
 * bytes of the images the header lists. {@link FrameReader} cuts a worker's stdout into replies.
 */
import type { RawImage } from "./types.js";

/** An image's shape as it travels in a header. */
export interface ImageMeta {
  width: number;
  height: number;
  channels: 1 | 3 | 4;
}

/** A decoded frame: its header and the images that followed it. */
export interface Frame {
  header: Record<string, unknown> & { images?: ImageMeta[] };
  images: RawImage[];
}

/** The bytes of one call: the header line (with the images' shapes) and the pixels. */
export function encodeFrame(header: Record<string, unknown>, images: RawImage[]): Buffer[] {
  for (const image of images)
    if (image.data.length !== image.width * image.height * image.channels)
      throw new Error(
        `an image of ${image.width}x${image.height}x${image.channels} has ${image.data.length} bytes`,
      );
  const metas = images.map(({ width, height, channels }) => ({ width, height, channels }));
  const line = Buffer.from(`${JSON.stringify({ ...header, images: metas })}\n`);
  return [line, ...images.map((i) => i.data)];
}

const NEWLINE = 0x0a;

/** Collects stdout chunks and yields each complete frame once all its bytes have arrived. */
export class FrameReader {
  private chunks: Buffer[] = [];
  private size = 0;
  private header: Frame["header"] | undefined;
  private needed = 0;

  /** Adds a chunk; returns the frames it completed. */
  push(chunk: Buffer): Frame[] {
    this.chunks.push(chunk);
    this.size += chunk.length;
    const frames: Frame[] = [];
    for (;;) {
      if (!this.header) {
        const all = this.flatten();
        const end = all.indexOf(NEWLINE);
        if (end < 0) return frames;
        this.header = JSON.parse(all.subarray(0, end).toString("utf8")) as Frame["header"];
        this.needed = (this.header.images ?? []).reduce((n, m) => n + m.width * m.height * m.channels, 0);
        this.keep(all.subarray(end + 1));
      }
      if (this.size < this.needed) return frames;
      const all = this.flatten();
      const images: RawImage[] = [];
      let offset = 0;
      for (const meta of this.header.images ?? []) {
        const length = meta.width * meta.height * meta.channels;
        images.push({ ...meta, data: Buffer.from(all.subarray(offset, offset + length)) });
        offset += length;
      }
      frames.push({ header: this.header, images });
      this.header = undefined;
      this.keep(all.subarray(offset));
    }
  }

  private flatten(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks, this.size)];
    return this.chunks[0] ?? Buffer.alloc(0);
  }

  private keep(rest: Buffer): void {
    this.chunks = rest.length > 0 ? [rest] : [];
    this.size = rest.length;
  }
}
