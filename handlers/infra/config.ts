/**
 * The infrastructure service's settings, read once from the runtime's configuration (the
 * environment in production, whatever a test passes) when the service is set up. Every problem is
 * reported at start, naming the variable; handlers read the result from `ctx.config`.
 */
import { z } from "zod";
import { DEFAULT_AI_MODELS_FILE } from "./ai/registry.js";

/** The largest object stored by default (1 GiB), as the contract documents. */
export const DEFAULT_MAX_OBJECT_BYTES = 1024 * 1024 * 1024;

const emptyIsUnset = (value: unknown) => (value === "" ? undefined : value);
const wholeNumber = (min: number) => z.preprocess(emptyIsUnset, z.coerce.number().int().min(min).optional());

const schema = z.object({
  INFRA_ORG_START_TOKENS: wholeNumber(0),
  STORAGE_MAX_OBJECT_BYTES: wholeNumber(1),
  MEDIA_FFMPEG_TIMEOUT_SEC: z.preprocess(emptyIsUnset, z.coerce.number().positive().optional()),
  FFMPEG_PATH: z.preprocess(emptyIsUnset, z.string().optional()),
  FFPROBE_PATH: z.preprocess(emptyIsUnset, z.string().optional()),
  AI_MODELS_FILE: z.preprocess(emptyIsUnset, z.string().optional()),
});

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
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`infra configuration: ${problems.join("; ")}`);
  }
  const v = parsed.data;
  return {
    orgStartTokens: v.INFRA_ORG_START_TOKENS ?? 1_000_000,
    maxObjectBytes: Math.min(
      v.STORAGE_MAX_OBJECT_BYTES ?? DEFAULT_MAX_OBJECT_BYTES,
      DEFAULT_MAX_OBJECT_BYTES,
    ),
    media: {
      ffmpeg: v.FFMPEG_PATH ?? "ffmpeg",
      ffprobe: v.FFPROBE_PATH ?? "ffprobe",
      timeoutMs: (v.MEDIA_FFMPEG_TIMEOUT_SEC ?? 600) * 1000,
    },
    aiModelsFile: v.AI_MODELS_FILE ?? DEFAULT_AI_MODELS_FILE,
  };
}
