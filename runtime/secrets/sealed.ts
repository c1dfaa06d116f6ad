/**
 * Secrets the server must read back in plaintext, sealed at rest with AES-256-GCM.
 *
 * Most credentials are stored hashed (API keys, sessions): the server only ever compares. A
 * webhook signing secret cannot be: every delivery recomputes an HMAC with it, so the server needs
 * the secret itself. It is therefore sealed (encrypted and authenticated) under a key that lives
 * outside the database (`SECRETS_KEY`), so a leaked dump or backup does not leak the secrets.
 *
 * Format: `v1.<base64url(iv ‖ ciphertext ‖ tag)>` with a random 12-byte IV and a 16-byte tag. The
 * row's identity is the additional authenticated data (AAD): a sealed value copied into another
 * row (another webhook, another project) does not open there.
 *
 * Key: `SECRETS_KEY`, the base64 of exactly 32 bytes. Unset, a fixed development key is used
 * with a one-time warning; with `NODE_ENV=production` an unset key refuses to start, since sealing
 * under a key published in this source would protect nothing.
 */
import { createCipheriv, createDecipheriv, createHash, createSecretKey, randomBytes } from "node:crypto";
import { isProduction, securityVariables } from "../config/kernel.js";
import { readVariable } from "../config/read.js";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const ENV_NAME = "SECRETS_KEY";

/**
 * The development key: public (it is derived from this text), so it only keeps the format and
 * code path the same as production's. Never used when `NODE_ENV=production`.
 */
const DEVELOPMENT_KEY = createHash("sha256").update("contract-first-apis development sealing key").digest();

/** Where the one-time warning about the development key goes. */
export interface WarnLogger {
  warn(message: string): void;
}

/** Seals and opens secrets under one key. */
export interface Sealer {
  /** `plaintext` sealed for the row named by `aad`. */
  seal(plaintext: string, aad: string): string;
  /** The plaintext of `sealed`; throws when it was sealed for another `aad`, under another key, or altered. */
  open(sealed: string, aad: string): string;
}

/** Thrown when a sealed value does not open (wrong key, wrong row, tampered, or not a sealed value). */
export class SealedSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SealedSecretError";
  }
}

/** A sealer over a 32-byte key; any other length throws. */
export function createSealer(key: Buffer): Sealer {
  if (key.length !== KEY_BYTES)
    throw new RangeError(`a sealing key must be ${KEY_BYTES} bytes, got ${key.length}`);
  // A KeyObject made once: given a Buffer, every cipher imports the key again (~4× slower per
  // call on Node 24, and job runners open one secret per handler call).
  const k = createSecretKey(Buffer.from(key));
  return {
    seal(plaintext, aad) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", k, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(aad, "utf8"));
      const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url")}`;
    },
    open(sealed, aad) {
      const dot = sealed.indexOf(".");
      if (dot < 0 || sealed.slice(0, dot) !== VERSION)
        throw new SealedSecretError(`not a ${VERSION} sealed value`);
      const raw = Buffer.from(sealed.slice(dot + 1), "base64url");
      if (raw.length < IV_BYTES + TAG_BYTES) throw new SealedSecretError("sealed value too short");
      const iv = raw.subarray(0, IV_BYTES);
      const tag = raw.subarray(raw.length - TAG_BYTES);
      const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
      try {
        const decipher = createDecipheriv("aes-256-gcm", k, iv, { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(aad, "utf8"));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
      } catch {
        throw new SealedSecretError("sealed value does not open (another key or row, or altered)");
      }
    },
  };
}

/**
 * The sealing key from `SECRETS_KEY` (base64 of 32 bytes). Unset or empty: the development key,
 * with a warning through `log` (once per process), unless `NODE_ENV=production`, which throws.
 * A set value of the wrong length throws too: a typo must not silently fall back.
 */
export function sealingKeyFromEnv(env: NodeJS.ProcessEnv = process.env, log?: WarnLogger): Buffer {
  const raw = readVariable(securityVariables, ENV_NAME, env);
  if (raw === undefined) {
    if (isProduction(env))
      throw new Error(`${ENV_NAME} is required with NODE_ENV=production (base64 of 32 random bytes)`);
    // Only a call with a logger counts: the start-up check reads the key silently first.
    if (!warned && log) {
      warned = true;
      log.warn(
        `${ENV_NAME} is not set: webhook signing secrets are sealed with a public development key (set it in production)`,
      );
    }
    return DEVELOPMENT_KEY;
  }
  // The declaration (runtime/config/kernel.ts) has checked it is the base64 of 32 bytes.
  return Buffer.from(raw, "base64");
}

let warned = false;

let cached: { env: string; sealer: Sealer } | undefined;

/** The process's sealer, from `SECRETS_KEY` (re-read when it or `NODE_ENV` changes, as tests do). */
export function sealerFromEnv(log?: WarnLogger): Sealer {
  const env = JSON.stringify([process.env[ENV_NAME], process.env.NODE_ENV === "production"]);
  if (cached?.env !== env) cached = { env, sealer: createSealer(sealingKeyFromEnv(process.env, log)) };
  return cached.sealer;
}
