/**
 * Test helpers for the media routes: sample files made at test time (sharp draws images, ffmpeg's
 * `testsrc` makes videos), uploads as the runtime hands them over, and a handler context acting
 * for a tenant's project key.
 */
import { spawn } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdtemp, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import sharp from "sharp";
import { markUpload, type Upload } from "../../../runtime/binary.js";
import { createLogger } from "../../../runtime/logger.js";
import type { TestService } from "../../../runtime/testing/harness.js";
import type { Context, InfraExtras } from "../context.js";
import type { Tenant } from "../testing/tenants.js";

/** A fresh temporary folder. */
export function tempDir(prefix = "media-test-"): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

/** A `width`×`height` PNG (a red-to-blue gradient) at `dir/name`. */
export async function samplePng(dir: string, width = 64, height = 48, name = "sample.png"): Promise<string> {
  const path = join(dir, name);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.round((255 * x) / width);
      pixels[i + 2] = Math.round((255 * y) / height);
    }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(path);
  return path;
}

/** Bytes that are no image at all, named like one. */
export async function garbageFile(dir: string, name = "broken.png"): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, Buffer.from("this is not a PNG, only some text pretending to be one\n".repeat(20)));
  return path;
}

/** A `seconds`-long `width`×`height` test-pattern MP4 with a tone, made by ffmpeg. */
export function sampleMp4(dir: string, width = 160, height = 120, seconds = 1): Promise<string> {
  const path = join(dir, "sample.mp4");
  const args = ["-nostdin", "-hide_banner", "-loglevel", "error", "-y"]
    .concat(["-f", "lavfi", "-i", `testsrc=size=${width}x${height}:rate=10:duration=${seconds}`])
    .concat(["-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`])
    .concat([
      "-c:v",
      "libx264",
      "-preset",
      "ultrafast",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-shortest",
      path,
    ]);
  return new Promise((resolve, reject) => {
    const child = spawn("ffmpeg", args, { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    child.stderr.on("data", (c: Buffer) => {
      err += c.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(path) : reject(new Error(`ffmpeg: ${err}`))));
  });
}

/** The upload the runtime would hand a handler for a spooled file part. */
export async function uploadOf(path: string, mediaType: string, filename = basename(path)): Promise<Upload> {
  const { size } = await stat(path);
  return markUpload({ mediaType, filename, size, path, stream: () => createReadStream(path) });
}

/** A handler context acting with `tenant`'s project key. */
export function contextFor(svc: TestService, tenant: Tenant, now: () => Date = () => new Date()): Context {
  return {
    ...(svc.context as InfraExtras),
    caller: {
      kind: "project-key",
      id: `key-${tenant.projectId}`,
      userId: null,
      role: "user",
      prefix: "sk_",
      scopes: [],
      projectId: tenant.projectId,
    },
    payment: { kind: "none" },
    db: svc.db.knex,
    work: svc.deps.work,
    payments: svc.deps.payments,
    log: createLogger("silent"),
    now,
    clientIp: "127.0.0.1",
    requestId: "test",
    baseUrl: "http://127.0.0.1/infra",
  };
}

/** Every byte of a readable. */
export async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
