/**
 * What every infra handler receives: the kernel's context plus what the service's set-up
 * (./setup.ts) made once per process — its configuration, where outbound calls may go, the sealer
 * of stored secrets, the model catalog, the channel bus, and how jobs and workflow steps reach each
 * other. The generated handler types use {@link Context} as `ctx`.
 */
import type { HandlerContext } from "../../runtime/context.js";
import type { LeaseWallet } from "../../runtime/metering/engine/leaseWallet.js";
import type { EgressPolicy } from "../../runtime/outbound/policy.js";
import type { Sealer } from "../../runtime/secrets/sealed.js";
import type { BlobStore } from "../../storage/blobs/index.js";
import type { AiModelRegistry } from "./ai/registry.js";
import type { ChannelBus } from "./channels/bus.js";
import type { InfraConfig } from "./config.js";
import type { JobsEnv } from "./jobs/env.js";
import type { StepJobs } from "./workflows/stepJobs.js";

/** The infra service's own part of the context. */
export interface InfraExtras {
  config: InfraConfig;
  /** Where webhook deliveries, job handler calls and callbacks may go (`OUTBOUND_NETWORK`). */
  egress: EgressPolicy;
  /** Seals the secrets the server must read back (webhook and job signing secrets; `SECRETS_KEY`). */
  sealer: Sealer;
  /** The key signed storage URLs are made with (derived from `SECRETS_KEY`). */
  urlSigningKey: Buffer;
  /** The AI model catalog, read and checked at start. */
  models: AiModelRegistry;
  /** Where object and media bytes live (`BLOB_STORE`: files under `BLOB_DIR`, or S3). */
  blobs: BlobStore;
  /** Live fan-out of channel messages (opened on first use). */
  channels: ChannelBus;
  /** What a job's end reaches: the leased-work engine, and the workflow engine for step jobs. */
  jobs: JobsEnv;
  /** How workflow steps create and cancel their jobs (real jobs; a test may put a fake here). */
  stepJobs: StepJobs;
  /** Leases of project token balances that data calls pay from (./tokenWallet.ts). */
  tokens: LeaseWallet;
}

/** The `ctx` of every infra handler. */
export type Context = HandlerContext & InfraExtras;
