import { DEFAULT_AI_MODELS_FILE } from "./ai/registry.js";
import { DEFAULT_MAX_OBJECT_BYTES, infraConfig } from "./config.js";

describe("infraConfig", () => {
  it("gives the documented defaults for an empty environment (empty values count as unset)", () => {
    const want = {
      orgStartTokens: 1_000_000,
      maxObjectBytes: DEFAULT_MAX_OBJECT_BYTES,
      media: { ffmpeg: "ffmpeg", ffprobe: "ffprobe", timeoutMs: 600_000 },
      aiModelsFile: DEFAULT_AI_MODELS_FILE,
    };
    expect(infraConfig({})).toEqual(want);
    expect(infraConfig({ INFRA_ORG_START_TOKENS: "", AI_MODELS_FILE: "", FFMPEG_PATH: "" })).toEqual(want);
  });

  it("reads every setting", () => {
    expect(
      infraConfig({
        INFRA_ORG_START_TOKENS: "0",
        STORAGE_MAX_OBJECT_BYTES: "1048576",
        MEDIA_FFMPEG_TIMEOUT_SEC: "2.5",
        FFMPEG_PATH: "/opt/ffmpeg",
        FFPROBE_PATH: "/opt/ffprobe",
        AI_MODELS_FILE: "/etc/models.json",
      }),
    ).toEqual({
      orgStartTokens: 0,
      maxObjectBytes: 1_048_576,
      media: { ffmpeg: "/opt/ffmpeg", ffprobe: "/opt/ffprobe", timeoutMs: 2_500 },
      aiModelsFile: "/etc/models.json",
    });
  });

  it("holds the object limit to the contract's 1 GiB", () => {
    expect(infraConfig({ STORAGE_MAX_OBJECT_BYTES: String(2 ** 40) }).maxObjectBytes).toBe(
      DEFAULT_MAX_OBJECT_BYTES,
    );
  });

  it("refuses values that do not parse, naming every one at once", () => {
    expect(() =>
      infraConfig({
        INFRA_ORG_START_TOKENS: "-1",
        STORAGE_MAX_OBJECT_BYTES: "lots",
        MEDIA_FFMPEG_TIMEOUT_SEC: "0",
      }),
    ).toThrow(/INFRA_ORG_START_TOKENS.*STORAGE_MAX_OBJECT_BYTES.*MEDIA_FFMPEG_TIMEOUT_SEC/);
  });
});
