/**
 * Compiles one `spec/<folder>` with the TypeSpec compiler into OpenAPI 3.1 and 3.0 YAML.
 * This module is the only place that knows TypeSpec; everything after it reads OpenAPI.
 *
 * A versioned spec (`@versioned(Versions)`) yields one service per version: the first version
 * is served as `<folder>`, every later one as `<folder>-<member>` (e.g. `storefront-ext` for
 * `Versions.ext`), each with its own published documents.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type CompilerHost,
  compile,
  formatDiagnostic,
  listServices,
  NodeHost,
  type Program,
} from "@typespec/compiler";
import { getVersions } from "@typespec/versioning";
import type { ContentCache } from "./contentCache.js";

/** The published documents of one service, as YAML text. */
export interface CompiledService {
  /** Service name: folder name, plus `-<version member>` for later versions. */
  name: string;
  openapi31: string;
  openapi30: string;
}

/** (service name, file-name stem) per version of the spec's service, or one unversioned entry. */
function variantsOf(program: Program, folder: string): { name: string; stem: string }[] {
  const [service] = listServices(program);
  // getVersions also finds versions declared on a parent namespace of the service.
  const versions = service ? (getVersions(program, service.type)[1]?.getVersions() ?? []) : [];
  if (!versions.length) return [{ name: folder, stem: "openapi" }];
  return versions.map((v, i) => ({
    name: i === 0 ? folder : `${folder}-${v.name}`,
    stem: `openapi.${v.value}`,
  }));
}

/**
 * A compiler host that reads sources from disk like NodeHost but keeps every emitted file in
 * `emitted` instead of writing it. Documents never touch a temporary folder, so nothing outside
 * this process (a /tmp sweep, a full disk) can lose one between the emit and the read.
 */
function inMemoryEmitHost(emitted: Map<string, string>): CompilerHost {
  return {
    ...NodeHost,
    mkdirp: async (path) => path,
    writeFile: async (path, content) => {
      emitted.set(path, content);
    },
  };
}

/** Compiles `spec/<folder>/main.tsp`; throws with every diagnostic when the spec has errors. */
export async function compileSpec(specRoot: string, folder: string): Promise<CompiledService[]> {
  return (await compileWithInputs(specRoot, folder)).value;
}

const ROOT = resolve(import.meta.dirname, "..");

/**
 * `compileSpec` through the content cache: the same documents, from the cache when neither the
 * spec files the last compile read, this module, nor the installed packages (npm's
 * `node_modules/.package-lock.json`: the compiler, its emitters, the decorators' imports) changed.
 */
export async function compileSpecCached(
  specRoot: string,
  folder: string,
  cache: ContentCache,
): Promise<CompiledService[]> {
  const installed = join(ROOT, "node_modules/.package-lock.json");
  const identity = JSON.stringify({
    spec: join(specRoot, folder).slice(ROOT.length),
    compiler: await readFile(fileURLToPath(import.meta.url), "utf8"),
    packages: existsSync(installed) ? await readFile(installed, "utf8") : "",
  });
  return cache.through(`typespec-${folder}`, identity, () => compileWithInputs(specRoot, folder));
}

/** The documents and every file outside node_modules the compiler read (TypeSpec and JS). */
async function compileWithInputs(
  specRoot: string,
  folder: string,
): Promise<{ value: CompiledService[]; inputs: string[] }> {
  const emitted = new Map<string, string>();
  // Never written to: the host keeps files in `emitted`, keyed by paths under this folder.
  const outputDir = join(specRoot, folder, "tsp-output");
  const program = await compile(inMemoryEmitHost(emitted), join(specRoot, folder, "main.tsp"), {
    outputDir,
    emit: ["@typespec/openapi3"],
    options: {
      "@typespec/openapi3": {
        "emitter-output-dir": outputDir,
        "openapi-versions": ["3.1.0", "3.0.0"],
        "file-type": "yaml",
      },
    },
    warningAsError: true,
  });
  if (program.hasError() || program.diagnostics.length) {
    throw new Error(
      `spec/${folder} does not compile:\n${program.diagnostics.map((d) => formatDiagnostic(d)).join("\n")}`,
    );
  }
  const document = (version: string, stem: string): string => {
    const path = join(outputDir, version, `${stem}.yaml`);
    const text = emitted.get(path);
    if (text === undefined) {
      throw new Error(
        `spec/${folder}: the OpenAPI emitter wrote no ${path} (it wrote: ${[...emitted.keys()].join(", ")})`,
      );
    }
    return text;
  };
  const value = variantsOf(program, folder).map(({ name, stem }) => ({
    name,
    openapi31: document("3.1.0", stem),
    openapi30: document("3.0.0", stem),
  }));
  const read = [...program.sourceFiles.keys(), ...program.jsSourceFiles.keys()];
  return { value, inputs: read.filter((file) => !file.includes("/node_modules/")) };
}
