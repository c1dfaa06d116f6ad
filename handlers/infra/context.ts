/**
 * What every infra handler receives: the kernel's context plus what the service's set-up
 * (./index.ts) made once per process — its configuration, where outbound calls may go, the sealer
 * of stored secrets, the model catalog and the channel bus. The generated handler types use
 * {@link Context} as `ctx`.
 */
import type { HandlerContext } from "../../runtime/context.js";
import type { EgressPolicy } from "../../runtime/outbound/policy.js";
import type { Sealer } from "../../runtime/secrets/sealed.js";
import type { BlobStore } from "../../storage/blobs/index.js";
import type { AiModelRegistry } from "./ai/registry.js";
import type { ChannelBus } from "./channels/bus.js";
import type { InfraConfig } from "./config.js";

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
}

/** The `ctx` of every infra handler. */
export type Context = HandlerContext & InfraExtras;
