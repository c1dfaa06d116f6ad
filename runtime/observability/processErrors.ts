/**
 * Process-level failures as log lines: an uncaught exception or unhandled rejection — a failure
 * at start-up included (a top-level `await` that rejects is one) — is written as ONE pino JSON
 * line with the error (message and stack inside it), then the process exits 1. Without this,
 * Node prints a multi-line stack that log pipelines split into many broken records.
 */
import type { Logger } from "pino";

/** Installs the handlers on `process`; `exit` is for tests. */
export function logProcessFailures(
  log: Logger,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  const fail = (msg: string) => (err: unknown) => {
    log.fatal({ err }, `${msg}: ${err instanceof Error ? err.message : String(err)}`);
    // pino writes to stdout synchronously by default: the line is out before the exit.
    exit(1);
  };
  process.on("uncaughtException", fail("uncaught exception"));
  process.on("unhandledRejection", fail("unhandled rejection"));
}
