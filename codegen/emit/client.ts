/**
 * Emits `generated/<service>/client.ts` with orval (fetch client, one file): typed functions
 * per operation for TypeScript consumers. orval reads the published 3.1 document itself;
 * we only run it in a scratch folder and prepend our banner.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { generate } from "orval";
import { banner } from "./banner.js";

/** Runs orval on the given OpenAPI YAML text and returns the client source. */
export async function emitClient(service: string, openapiYaml: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "orval-"));
  try {
    const input = join(dir, "openapi.yaml");
    await writeFile(input, openapiYaml);
    const output = join(dir, "client.ts");
    await generate(
      {
        input: { target: input },
        output: { target: output, client: "fetch", mode: "single" },
      },
      dir,
    );
    const source = await readFile(output, "utf8");
    return `${banner(service)}${source}`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
