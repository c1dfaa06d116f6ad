/**
 * An admin command: one CLI (`npm run keys`, `npm run db:migrate`, a service's own such as
 * `npm run storefront:admin`) written once as a function of its arguments and a {@link CliIo}.
 * The same function runs in the CLI's own process when the database is free, and inside the
 * running server when the embedded (PGlite) database is held by it (`storage/cli/adminServer.ts`),
 * so the two give identical output and exit codes by construction.
 *
 * The kernel's commands are listed in `runtime/adminCommands.ts`; a service registers its own
 * through its `ServiceModule.adminCommands`, so the server can run them without importing the
 * service.
 */
import type { CliIo } from "./io.js";

/** One admin command. */
export interface AdminCommand {
  /**
   * The name the server knows it by: the npm script that runs it (`keys`, `db:migrate`,
   * `storefront:admin`). Unique across the kernel and every service.
   */
  name: string;
  /** One line saying what it does (listed when an unknown command is asked for). */
  summary: string;
  /**
   * Runs the command and returns its exit code (0 done, 1 refused, 2 usage error). It MUST write
   * only through `io` and reach the database only through `io.open()` (closing what it opens),
   * so it behaves the same in its own process and inside the server. It MUST NOT read
   * `process.env` or the terminal: whatever it needs comes in `argv`.
   */
  run(argv: string[], io: CliIo): Promise<number>;
}
