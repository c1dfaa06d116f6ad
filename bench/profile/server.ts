/**
 * The full stack (bench/servers/full.ts) as a child process to profile: started by
 * bench/profile/run.ts under `--cpu-prof`, it prints its URL and headers as one JSON line, and
 * exits cleanly on SIGTERM (closing the stack), which is when Node writes the profile.
 */
import { startFull } from "../servers/full.js";

const server = await startFull();
process.stdout.write(`${JSON.stringify({ url: server.url, headers: server.headers })}\n`);
process.once("SIGTERM", () => {
  server.close().finally(() => process.exit(0));
});
