/**
 * A content-addressed cache for pure steps of `npm run generate` (the TypeSpec compile): an entry
 * is found by a hash of everything the step read, so a hit can only return what a cold run would
 * have produced. `codegen/contentCache.test.ts` proves a cold and a warm run give the same bytes.
 *
 * A step's inputs are known only after it ran (a spec may import any file), so each entry is
 * found in two moves, as ccache's manifests do:
 * 1. `<name>.inputs.json`, keyed by the step's identity (what it is and the tools it runs with),
 *    lists the files the last run read;
 * 2. the entry itself is keyed by that identity and the current contents of those files.
 * An edit to a listed file changes the second key; a new import is an edit to a listed file; a
 * listed file that is gone is a miss. Writes go to a temporary name and are renamed into place,
 * so a reader never sees half an entry, and two writers of one entry write the same bytes.
 *
 * The folder is `CODEGEN_CACHE_DIR`, else `.cache/codegen/` in the repository (never committed;
 * `rm -rf .cache/codegen` empties it). `CODEGEN_CACHE=off` turns it off.
 */
import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";

/** A cached step's result and the files it read (absolute paths). */
export interface Computed<T> {
  value: T;
  inputs: string[];
}

/** A cache folder; `undefined` folder means off (every lookup misses, nothing is written). */
export interface ContentCache {
  /**
   * The cached value of the step named `name` with identity `identity`, else `compute()`'s,
   * which is stored for the next run. `T` must survive JSON.
   */
  through<T>(name: string, identity: string, compute: () => Promise<Computed<T>>): Promise<T>;
}

const sha = (text: string | Buffer): string => createHash("sha256").update(text).digest("hex");

/** The hash of the files' paths (relative to `root`) and contents; undefined when one is gone. */
async function contentsKey(root: string, files: string[]): Promise<string | undefined> {
  const hash = createHash("sha256");
  for (const file of [...files].sort()) {
    const path = resolve(root, file);
    if (!existsSync(path)) return undefined;
    hash.update(`${relative(root, path)}\0${sha(await readFile(path))}\n`);
  }
  return hash.digest("hex");
}

async function writeAtomically(path: string, text: string): Promise<void> {
  const temporary = `${path}.${randomUUID()}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

/** The cache of the repository at `root`, in the folder the environment names (module comment). */
export function contentCache(root: string, env: NodeJS.ProcessEnv = process.env): ContentCache {
  const dir =
    env.CODEGEN_CACHE === "off" ? undefined : resolve(env.CODEGEN_CACHE_DIR ?? join(root, ".cache/codegen"));
  return {
    async through(name, identity, compute) {
      if (!dir) return (await compute()).value;
      const stem = join(dir, `${name}-${sha(identity).slice(0, 24)}`);
      const listing = `${stem}.inputs.json`;
      if (existsSync(listing)) {
        const inputs = JSON.parse(await readFile(listing, "utf8")) as string[];
        const key = await contentsKey(root, inputs);
        const entry = key && `${stem}-${key.slice(0, 32)}.json`;
        if (entry && existsSync(entry)) return JSON.parse(await readFile(entry, "utf8"));
      }
      const { value, inputs } = await compute();
      const relativeInputs = inputs.map((f) => relative(root, f)).sort();
      const key = await contentsKey(root, relativeInputs);
      if (key) {
        await mkdir(dir, { recursive: true });
        await writeAtomically(`${stem}-${key.slice(0, 32)}.json`, JSON.stringify(value));
        await writeAtomically(listing, JSON.stringify(relativeInputs));
      }
      return value;
    },
  };
}
