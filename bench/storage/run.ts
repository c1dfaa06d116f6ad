/**
 * `npm run bench -- storage [--mb N]`: streams one object of N MB (default 200) up and down
 * through the infra server's storage routes, the server running in a child process on a fresh
 * database (PostgreSQL with DATABASE_URL, else PGlite) with blobs in a temporary folder. Reports
 * the server's peak RSS growth while transferring (target: under 64 MB whatever N: no buffering)
 * and MB/s each way; writes bench/results/storage-latest-<database>.json. Exits 1 when the bytes
 * come back different or the target is missed.
 */
import { writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { startStorageServer } from "./child.js";
import { roundTrip } from "./transfer.js";

/** The most the server's RSS may grow while moving an object of any size. */
export const TARGET_RSS_GROWTH_BYTES = 64 * 1024 * 1024;

const USAGE = `Usage: npm run bench -- storage [--mb <n>]

  --mb <n>   object size in MB (10^6 bytes; default 200)
  --help     this text`;

/** Runs the storage bench; returns the process exit code. */
export async function runStorageBench(argv: string[]): Promise<number> {
  let values: { mb?: string | undefined; help?: boolean | undefined };
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      options: { mb: { type: "string" }, help: { type: "boolean", default: false } },
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const mb = values.mb === undefined ? 200 : Number(values.mb);
  if (!Number.isInteger(mb) || mb < 1) {
    console.error(`--mb must be a positive whole number\n\n${USAGE}`);
    return 2;
  }
  process.stderr.write("storage: starting the server… ");
  const server = await startStorageServer({ STORAGE_MAX_OBJECT_BYTES: String(2 * mb * 1e6) });
  try {
    await server.reset();
    process.stderr.write(`streaming ${mb} MB up and down (${server.database})… `);
    const result = await roundTrip(
      server.origin,
      server.headers,
      server.bucket,
      "bench/object.bin",
      mb * 1e6,
    );
    const rss = await server.report();
    process.stderr.write("done\n");
    const problems: string[] = [];
    if (result.receivedMd5 !== result.sentMd5)
      problems.push("downloaded bytes differ from the uploaded ones");
    if (result.etag !== `"${result.sentMd5}"`)
      problems.push(`ETag ${result.etag} is not the MD5 of the bytes`);
    const met = rss.growth < TARGET_RSS_GROWTH_BYTES;
    const MiB = (n: number) => (n / 1024 / 1024).toFixed(1);
    const report = {
      date: new Date().toISOString(),
      environment: { node: process.versions.node, cpus: cpus().length, database: server.database },
      options: { mb },
      upload: { seconds: result.uploadSeconds, mbPerSecond: result.uploadMBps },
      download: { seconds: result.downloadSeconds, mbPerSecond: result.downloadMBps },
      serverRss: { baselineBytes: rss.baseline, peakBytes: rss.peak, growthBytes: rss.growth },
      target: { rssGrowthBytes: TARGET_RSS_GROWTH_BYTES, met },
      md5: result.sentMd5,
      problems,
      valid: problems.length === 0,
    };
    console.log(`\nobject            ${mb} MB`);
    console.log(
      `upload            ${result.uploadMBps.toFixed(1)} MB/s (${result.uploadSeconds.toFixed(2)} s)`,
    );
    console.log(
      `download          ${result.downloadMBps.toFixed(1)} MB/s (${result.downloadSeconds.toFixed(2)} s)`,
    );
    console.log(
      `server RSS        ${MiB(rss.baseline)} MiB before, ${MiB(rss.peak)} MiB peak (+${MiB(rss.growth)} MiB)`,
    );
    console.log(
      `target            RSS growth < ${MiB(TARGET_RSS_GROWTH_BYTES)} MiB — ${met ? "met" : "MISSED"}`,
    );
    for (const p of problems) console.log(`INVALID: ${p}`);
    const file = fileURLToPath(new URL(`../results/storage-latest-${server.database}.json`, import.meta.url));
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nwrote ${relative(process.cwd(), file)}`);
    return report.valid && met ? 0 : 1;
  } finally {
    await server.stop();
  }
}
