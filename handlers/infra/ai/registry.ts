/**
 * The AI model catalog: a JSON registry file (an array of models, as the contract's `AiModel`),
 * read and checked once when the service starts. `AI_MODELS_FILE` names another file; the default
 * is models.json next to this module. A registry that is not valid throws at load, naming the
 * file and every problem, so a bad catalog stops the service instead of serving wrong data.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { AiModel, AiModelPricing } from "../../../generated/infra/schemas.js";

/** One model of the catalog, as the contract describes it. */
export type AiModelEntry = z.infer<typeof AiModel>;

/** The catalog: its models ordered by id, and the same models by id. */
export interface AiModelRegistry {
  readonly models: readonly AiModelEntry[];
  readonly byId: ReadonlyMap<string, AiModelEntry>;
}

/** The registry shipped with the service. */
export const DEFAULT_AI_MODELS_FILE = fileURLToPath(new URL("./models.json", import.meta.url));

/** The contract's model, refusing unknown members too (a misspelt member is a mistake, not extra data). */
const RegistryEntry = AiModel.extend({ pricing: AiModelPricing.strict() }).strict();

/** The registry file: a JSON array of models. */
const RegistryFile = z.array(RegistryEntry);

function where(path: readonly PropertyKey[]): string {
  return path.length === 0
    ? "(the file)"
    : path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
}

function repeats(values: readonly string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

/** Problems the schema cannot see: repeated ids and list members, `deprecated_at` against `status`. */
function consistencyProblems(models: readonly AiModelEntry[]): string[] {
  const problems: string[] = [];
  for (const id of repeats(models.map((m) => m.id)))
    problems.push(`id ${JSON.stringify(id)} appears more than once`);
  models.forEach((m, i) => {
    for (const list of ["capabilities", "input_modalities", "output_modalities"] as const)
      for (const value of repeats(m[list]))
        problems.push(`[${i}].${list}: ${JSON.stringify(value)} appears more than once`);
    if (m.status === "deprecated" && m.deprecated_at === null)
      problems.push(`[${i}].deprecated_at: a deprecated model needs deprecated_at`);
    if (m.status !== "deprecated" && m.deprecated_at !== null)
      problems.push(
        `[${i}].deprecated_at: must be null unless status is "deprecated" (status is ${JSON.stringify(m.status)})`,
      );
  });
  return problems;
}

/**
 * The registry from a parsed JSON value; throws an Error naming `source` and every problem.
 * Models come out ordered by id.
 */
export function parseModelRegistry(value: unknown, source: string): AiModelRegistry {
  const parsed = RegistryFile.safeParse(value);
  const problems = parsed.success
    ? consistencyProblems(parsed.data)
    : parsed.error.issues.map((issue) => `${where(issue.path)}: ${issue.message}`);
  if (!parsed.success || problems.length > 0)
    throw new Error(`The AI model registry ${source} is not valid:\n  ${problems.join("\n  ")}`);
  const models = [...parsed.data].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { models, byId: new Map(models.map((m) => [m.id, m])) };
}

/** Reads and checks a registry file; throws an Error naming the file and the problem. */
export function loadModelRegistry(file: string): AiModelRegistry {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    throw new Error(`The AI model registry ${file} cannot be read: ${(err as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new Error(`The AI model registry ${file} is not JSON: ${(err as Error).message}`);
  }
  return parseModelRegistry(value, file);
}
