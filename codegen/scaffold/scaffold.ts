/**
 * A new service's four folders from templates (`./templates/<kind>/<top>/…*.tmpl`, written to
 * `<top>/<name>/…`): `spec/<name>`, `handlers/<name>`, `conformance/<name>` and, for a stateful
 * service, `storage/<name>` with its first migration, a repository and its test. The templates
 * are real files with `{{placeholders}}`, so what a new service starts from is itself tested
 * (`npm run scaffold:check` builds and judges one from scratch).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { camelCase, pascalCase } from "../names.js";

/** Where the templates live. */
export const TEMPLATES_DIR = fileURLToPath(new URL("./templates/", import.meta.url));

/** Which template set. */
export type ServiceKind = "stateless" | "stateful";

/** What a new service is called and what it starts as. */
export interface ScaffoldOptions {
  /** The folder name and mount path segment: lowercase letters, digits and single hyphens. */
  name: string;
  kind: ServiceKind;
  /** The contract's title (default: the name in words, capitalised). */
  title?: string;
}

/** A valid service name: what a URL segment, a folder and a TypeScript identifier all accept. */
export const SERVICE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Names the repository already uses for its own folders (not services). */
const RESERVED = new Set([
  "lib",
  "platform",
  "blobs",
  "cli",
  "scripts",
  "tools",
  "fuzz",
  "clients",
  "selftest",
]);

/** Why `name` cannot be a new service's name, or null when it can. */
export function nameProblem(name: string): string | null {
  if (!SERVICE_NAME.test(name))
    return "use lowercase letters and digits, words joined by single hyphens, starting with a letter (e.g. widget-shop)";
  if (name.length > 40) return "use at most 40 characters";
  if (RESERVED.has(name)) return `"${name}" is a folder of the framework itself`;
  return null;
}

/** The forms of the name the templates use. */
export function placeholders(options: ScaffoldOptions): Record<string, string> {
  const words = options.name.split("-");
  return {
    name: options.name,
    Name: pascalCase(options.name),
    nameCamel: camelCase(options.name),
    name_snake: words.join("_"),
    title: options.title ?? words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(" "),
  };
}

/** `text` with every `{{key}}` replaced; throws on a placeholder it does not know. */
export function render(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`unknown template placeholder {{${key}}}`);
    return value;
  });
}

function templateFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".tmpl"))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Every file of the new service: repository-relative path → contents. */
export function scaffoldFiles(options: ScaffoldOptions, templatesDir = TEMPLATES_DIR): Map<string, string> {
  const problem = nameProblem(options.name);
  if (problem) throw new Error(`invalid service name "${options.name}": ${problem}`);
  const values = placeholders(options);
  const root = join(templatesDir, options.kind);
  const files = new Map<string, string>();
  for (const file of templateFiles(root)) {
    const [top, ...rest] = relative(root, file).slice(0, -".tmpl".length).split("/");
    files.set([top, options.name, ...rest].join("/"), render(readFileSync(file, "utf8"), values));
  }
  return files;
}
