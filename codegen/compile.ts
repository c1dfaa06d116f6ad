/**
 * Compiles one `spec/<service>` with the TypeSpec compiler into OpenAPI 3.1 and 3.0 YAML.
 * This module is the only place that knows TypeSpec; everything after it reads OpenAPI.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compile, formatDiagnostic, NodeHost } from "@typespec/compiler";

/** The two published documents of a service, as YAML text. */
export interface CompiledSpec {
  openapi31: string;
  openapi30: string;
}

/** Compiles `specDir/main.tsp`; throws with every diagnostic when the spec has errors. */
export async function compileSpec(specDir: string): Promise<CompiledSpec> {
  const outputDir = await mkdtemp(join(tmpdir(), "tsp-"));
  try {
    const program = await compile(NodeHost, join(specDir, "main.tsp"), {
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
        `${specDir} does not compile:\n${program.diagnostics.map((d) => formatDiagnostic(d)).join("\n")}`,
      );
    }
    return {
      openapi31: await readFile(join(outputDir, "3.1.0", "openapi.yaml"), "utf8"),
      openapi30: await readFile(join(outputDir, "3.0.0", "openapi.yaml"), "utf8"),
    };
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}
