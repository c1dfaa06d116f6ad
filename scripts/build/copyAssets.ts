/**
 * The second half of `npm run build`: tsc emits JavaScript only, while the code reads files that
 * sit beside it at run time through `new URL("./…", import.meta.url)` — each service's published
 * `openapi.yaml` and `llms.txt` (generated/<service>/), the AI model catalogue
 * (handlers/infra/ai/models.json), and whatever a later module places next to itself. So every
 * file of the compiled folders that is not TypeScript is copied to the same place under `dist/`,
 * which makes `dist/` run exactly like the sources. Markdown is documentation, not read at run
 * time, and is left out.
 *
 * The folders are the build's own: tsconfig.json's `include` less tsconfig.build.json's
 * `exclude`, so a folder added to the build gets its assets too.
 *
 * Runs under Node 24's type stripping (`node scripts/build/copyAssets.ts`): Node modules only.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Files tsc compiles (or must not ship), which are therefore never copied. */
const SKIPPED = /\.(ts|mts|cts|md)$/;

/** Folders never descended into. */
const SKIPPED_DIRS = new Set(["node_modules", "dist", ".data", ".cache"]);

/** The source folders the build compiles: tsconfig.json's `include` minus tsconfig.build.json's `exclude`. */
export function buildRoots(root: string = ROOT): string[] {
  const read = (f: string) =>
    JSON.parse(readFileSync(join(root, f), "utf8")) as { include?: string[]; exclude?: string[] };
  const excluded = new Set(read("tsconfig.build.json").exclude ?? []);
  return (read("tsconfig.json").include ?? []).filter((dir) => !excluded.has(dir));
}

/** Every asset (non-TypeScript, non-Markdown file) under `dir`, as paths relative to `root`. */
export function listAssets(root: string, dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...listAssets(root, path));
    } else if (entry.isFile() && !SKIPPED.test(entry.name)) {
      found.push(path);
    }
  }
  return found;
}

/** Copies every asset of the build's folders from `root` into `outDir`; returns the copied paths. */
export function copyAssets(root: string = ROOT, outDir: string = join(root, "dist")): string[] {
  const assets = buildRoots(root).flatMap((dir) => listAssets(root, dir));
  for (const asset of assets) {
    mkdirSync(dirname(join(outDir, asset)), { recursive: true });
    copyFileSync(join(root, asset), join(outDir, asset));
  }
  return assets;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const copied = copyAssets();
  console.log(
    `copied ${copied.length} assets into ${relative(process.cwd(), join(ROOT, "dist")) || "dist"}/`,
  );
}
