import { spawnSync } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { compileSpec, compileSpecCached } from "./compile.js";
import { contentCache } from "./contentCache.js";
import { formatAll } from "./format.js";

const root = resolve(import.meta.dirname, "..");
let scratch: string;

// Under the repository's .cache/ (ignored), so a spec copied there resolves @typespec/* from node_modules.
beforeEach(async () => {
  await mkdir(join(root, ".cache"), { recursive: true });
  scratch = await mkdtemp(join(root, ".cache", "content-cache-test-"));
});
afterEach(() => rm(scratch, { recursive: true, force: true }));

/** A cache in the scratch folder, and a step reading one input file that counts its runs. */
function setup() {
  const cache = contentCache(root, { CODEGEN_CACHE_DIR: join(scratch, "cache") });
  const input = join(scratch, "input.txt");
  let runs = 0;
  const step = () =>
    cache.through("step", "identity", async () => {
      runs++;
      return { value: { text: await readFile(input, "utf8") }, inputs: [input] };
    });
  return { cache, input, step, runs: () => runs };
}

describe("contentCache", () => {
  it("answers an unchanged input from the cache", async () => {
    const { input, step, runs } = setup();
    await writeFile(input, "one");
    expect([await step(), await step()]).toEqual([{ text: "one" }, { text: "one" }]);
    expect(runs()).toBe(1);
  });

  it("computes again when an input was edited", async () => {
    const { input, step, runs } = setup();
    await writeFile(input, "one");
    await step();
    await writeFile(input, "two");
    expect(await step()).toEqual({ text: "two" });
    expect(runs()).toBe(2);
  });

  it("computes again when an input is gone, and stores nothing it cannot key", async () => {
    const { cache, input, step, runs } = setup();
    await writeFile(input, "one");
    await step();
    await rm(input);
    await expect(step()).rejects.toThrow(/ENOENT/);
    expect(runs()).toBe(2);
    const missing = () => cache.through("gone", "id", async () => ({ value: runs(), inputs: [input] }));
    expect([await missing(), await missing()]).toEqual([2, 2]);
  });

  it("stores nothing and always computes when CODEGEN_CACHE=off", async () => {
    const cache = contentCache(root, { CODEGEN_CACHE: "off", CODEGEN_CACHE_DIR: join(scratch, "cache") });
    let runs = 0;
    const step = () => cache.through("step", "id", async () => ({ value: ++runs, inputs: [] }));
    expect([await step(), await step()]).toEqual([1, 2]);
  });

  it("keeps entries of different identities apart", async () => {
    const cache = contentCache(root, { CODEGEN_CACHE_DIR: join(scratch, "cache") });
    const a = await cache.through("step", "a", async () => ({ value: "a", inputs: [] }));
    const b = await cache.through("step", "b", async () => ({ value: "b", inputs: [] }));
    expect([a, b]).toEqual(["a", "b"]);
  });
});

describe("compileSpecCached", () => {
  it("gives a cold compile's exact bytes, cold and warm, and recompiles after a spec edit", async () => {
    const specs = join(scratch, "spec");
    await cp(join(import.meta.dirname, "fixtures"), specs, { recursive: true });
    const cache = contentCache(root, { CODEGEN_CACHE_DIR: join(scratch, "cache") });
    const direct = await compileSpec(specs, "versioned");
    expect(await compileSpecCached(specs, "versioned", cache)).toEqual(direct);
    expect(await compileSpecCached(specs, "versioned", cache)).toEqual(direct);

    const main = join(specs, "versioned", "main.tsp");
    await writeFile(
      main,
      (await readFile(main, "utf8")).replace(/model Thing \{/, "/** Edited. */\nmodel Thing {"),
    );
    const edited = await compileSpecCached(specs, "versioned", cache);
    expect(edited).toEqual(await compileSpec(specs, "versioned"));
    expect(edited[0]!.openapi31).toContain("Edited.");
  });
});

describe("formatAll", () => {
  it("formats like biome does file by file in the tree", async () => {
    const sources = new Map([
      ["generated/x/a.ts", "export const a = {b:1,   c:'two'}\n"],
      ["generated/x/client/package.json", '{"name":"x",   "private":true}'],
    ]);
    const batch = await formatAll(root, sources);
    for (const [path, source] of sources) {
      const single = spawnSync(
        join(root, "node_modules/.bin/biome"),
        ["format", `--stdin-file-path=${path}`],
        {
          input: source,
          encoding: "utf8",
          cwd: root,
        },
      );
      expect(batch.get(path)).toBe(single.stdout);
    }
    expect(batch.get("generated/x/a.ts")).toBe('export const a = { b: 1, c: "two" };\n');
  });
});
