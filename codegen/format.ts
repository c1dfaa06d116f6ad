/**
 * Formats generated TypeScript and JSON with the project's biome, all files in one biome run:
 * one process per file (`biome format --stdin-file-path`) spent about 10 s of a 25 s
 * `npm run generate` starting processes.
 *
 * The sources are written under a scratch folder in `.cache/`, with a copy of the project's
 * biome.json whose only change is `vcs.enabled = false` (biome refuses paths its git ignore
 * file does not cover, and `.cache/` is ignored), formatted in place, read back, and removed.
 * The options that decide the output (indent, width, quotes, commas) are the project's own, so
 * the bytes are what `biome format` gives in the tree; `npm run lint` checks that.
 */
import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/** Formats every source (keyed by its path relative to the repository) in one biome run. */
export async function formatAll(root: string, sources: Map<string, string>): Promise<Map<string, string>> {
  await mkdir(join(root, ".cache"), { recursive: true });
  const scratch = await mkdtemp(join(root, ".cache", "format-"));
  try {
    const config = JSON.parse(await readFile(join(root, "biome.json"), "utf8")) as Record<string, unknown>;
    delete config.$schema;
    config.vcs = { enabled: false };
    await writeFile(join(scratch, "biome.json"), JSON.stringify(config));
    for (const [path, source] of sources) {
      await mkdir(dirname(join(scratch, path)), { recursive: true });
      await writeFile(join(scratch, path), source);
    }
    const result = spawnSync(
      join(root, "node_modules/.bin/biome"),
      ["format", "--write", "--no-errors-on-unmatched", ...sources.keys()],
      { cwd: scratch, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
    );
    if (result.status !== 0) {
      throw new Error(`biome could not format the generated files:\n${result.stdout}\n${result.stderr}`);
    }
    const formatted = new Map<string, string>();
    for (const path of sources.keys()) formatted.set(path, await readFile(join(scratch, path), "utf8"));
    return formatted;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
