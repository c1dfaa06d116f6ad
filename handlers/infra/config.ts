/**
 * The infrastructure service's settings, read once from the runtime's configuration (the
 * environment in production, whatever a test passes) when the service is set up. Every problem is
 * reported at start, naming the variable; handlers read the result from `ctx.config`.
 */
import { defineSection, integer, positiveNumber, text } from "../../runtime/config/define.js";
import { readSection } from "../../runtime/config/read.js";
import { sealingKeyFromEnv } from "../../runtime/secrets/sealed.js";
import { DEFAULT_AI_MODELS_FILE } from "./ai/registry.js";

/** The largest object stored by default (1 GiB), as the contract documents. */
export const DEFAULT_MAX_OBJECT_BYTES = 1024 * 1024 * 1024;

/**
 * The infrastructure service's variables, registered through `infraModule.config`. It also reads
 * kernel variables through kernel modules: `SECRETS_KEY`, `OUTBOUND_NETWORK` and the blob store's.
 */
export const infraVariables = defineSection(
  "infra",
  {
    INFRA_ORG_START_TOKENS: {
      description: "tokens in a new infra organization's pool",
      schema: integer(0),
      default: "1000000",
    },
    STORAGE_MAX_OBJECT_BYTES: {
      description: "largest stored object (can only lower the contract's 1 GiB)",
      schema: integer(1),
      default: String(DEFAULT_MAX_OBJECT_BYTES),
    },
    MEDIA_FFMPEG_TIMEOUT_SEC: {
      description: "longest one video encoding may run, seconds",
      schema: positiveNumber(),
      default: "600",
    },
    FFMPEG_PATH: { description: "the ffmpeg binary", schema: text(), default: "ffmpeg" },
    FFPROBE_PATH: { description: "the ffprobe binary", schema: text(), default: "ffprobe" },
    AI_MODELS_FILE: {
      description: "the AI model catalog (JSON)",
      schema: text(),
      defaultText: "`handlers/infra/ai/models.json`",
    },
  },
  // The service seals webhook secrets: with NODE_ENV=production, SECRETS_KEY is required.
  (env) => sealingKeyFromEnv(env),
);

/** What the infrastructure service is configured with. */
export interface InfraConfig {
  /** Tokens a new organization's pool starts with (`INFRA_ORG_START_TOKENS`, default 1,000,000). */
  orgStartTokens: number;
  /**
   * The largest stored object (`STORAGE_MAX_OBJECT_BYTES`, default and contract maximum 1 GiB; a
   * larger value is held to the contract's).
   */
  maxObjectBytes: number;
  /** The media tools: binaries (`FFMPEG_PATH`, `FFPROBE_PATH`) and one run's limit (`MEDIA_FFMPEG_TIMEOUT_SEC`, 600). */
  media: { ffmpeg: string; ffprobe: string; timeoutMs: number };
  /** The AI model catalog file (`AI_MODELS_FILE`, default the shipped `ai/models.json`). */
  aiModelsFile: string;
}

/** The settings from `env`; throws one error listing every variable that does not parse. */
export function infraConfig(env: Readonly<Record<string, string | undefined>>): InfraConfig {
  const v = readSection(infraVariables, env);
  return {
    orgStartTokens: v.INFRA_ORG_START_TOKENS,
    maxObjectBytes: Math.min(v.STORAGE_MAX_OBJECT_BYTES, DEFAULT_MAX_OBJECT_BYTES),
    media: { ffmpeg: v.FFMPEG_PATH, ffprobe: v.FFPROBE_PATH, timeoutMs: v.MEDIA_FFMPEG_TIMEOUT_SEC * 1000 },
    aiModelsFile: v.AI_MODELS_FILE ?? DEFAULT_AI_MODELS_FILE,
  };
}
