/**
 * Compiles one `spec/<folder>` with the TypeSpec compiler into OpenAPI 3.1 and 3.0 YAML.
 * This module is the only place that knows TypeSpec; everything after it reads OpenAPI.
 *
 * A versioned spec (`@versioned(Versions)`) yields one service per version: the first version
 * is served as `<folder>`, every later one as `<folder>-<member>` (e.g. `storefront-ext` for
 * `Versions.ext`), each with its own published documents.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile, formatDiagnostic, listServices, NodeHost, type Program } from "@typespec/compiler";
import { getVersions } from "@typespec/versioning";

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

/** Compiles `spec/<folder>/main.tsp`; throws with every diagnostic when the spec has errors. */
export async function compileSpec(specRoot: string, folder: string): Promise<CompiledService[]> {
  const outputDir = await mkdtemp(join(tmpdir(), "tsp-"));
  try {
    const program = await compile(NodeHost, join(specRoot, folder, "main.tsp"), {
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
    return Promise.all(
      variantsOf(program, folder).map(async ({ name, stem }) => ({
        name,
        openapi31: await readFile(join(outputDir, "3.1.0", `${stem}.yaml`), "utf8"),
        openapi30: await readFile(join(outputDir, "3.0.0", `${stem}.yaml`), "utf8"),
      })),
    );
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}
