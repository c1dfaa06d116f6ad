/**
 * What every sandbox handler receives: the kernel's context plus the service's configuration and
 * its pool of sandbox slots, made once per process by the set-up (./index.ts). The generated
 * handler types use {@link Context} as `ctx`.
 */
import type { HandlerContext } from "../../runtime/context.js";
import type { SandboxConfig } from "./config.js";
import type { SlotPool } from "./pool.js";

/** The sandbox's own part of the context. */
export interface SandboxExtras {
  sandbox: {
    config: SandboxConfig;
    pool: SlotPool;
    /** Whether the server runs as root (each slot then runs programs as its own user). */
    root: boolean;
  };
}

/** The `ctx` of every sandbox handler. */
export type Context = HandlerContext & SandboxExtras;
