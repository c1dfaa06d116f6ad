/** Naming rules shared by every emitter, so a schema or operation has one name everywhere. */

/** `get_uuid` / `get-uuid` / `getUuid` → `GetUuid`. */
export function pascalCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join("");
}

/**
 * An identifier from free text such as an OpenAPI tag, its words capitalised and acronyms written
 * as words, as the project's own names are (`ApiError`, `AiModel`): `API keys` → `ApiKeys`,
 * `AI` → `Ai`, `Key-value` → `KeyValue`, `HTTPServer` → `HttpServer`. A word with lower-case
 * letters keeps its inner capitals (`OAuth` stays).
 */
export function titleCase(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(
      (word) => word[0]!.toUpperCase() + (/[a-z]/.test(word) ? word.slice(1) : word.slice(1).toLowerCase()),
    )
    .join("");
}

/** `get_uuid` → `getUuid`. */
export function camelCase(text: string): string {
  const pascal = pascalCase(text);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property key as TypeScript source: bare when it is an identifier, quoted otherwise. */
export function propertyKey(name: string): string {
  return IDENTIFIER.test(name) ? name : JSON.stringify(name);
}

/**
 * Maps component schema names to TypeScript identifiers. TypeSpec prefixes shared models
 * with their namespace (`Contract.ErrorEnvelope`); the last segment is used unless two
 * components would collide, in which case the whole name is joined.
 */
export function componentIdentifiers(names: string[]): Map<string, string> {
  const short = (name: string) => pascalCase(name.split(".").pop() ?? name);
  const counts = new Map<string, number>();
  for (const name of names) counts.set(short(name), (counts.get(short(name)) ?? 0) + 1);
  const ids = new Map(
    names.map((name) => [name, (counts.get(short(name)) ?? 0) > 1 ? pascalCase(name) : short(name)]),
  );
  // Joined names can still clash (`X.Item` + `XItem`); number the later ones.
  const taken = new Set<string>();
  for (const name of names) {
    let id = ids.get(name)!;
    for (let n = 2; taken.has(id); n++) id = `${ids.get(name)}${n}`;
    taken.add(id);
    ids.set(name, id);
  }
  return ids;
}

/**
 * Express path syntax from an OpenAPI template: `/items/{id}` → `/items/:id`; a parameter in
 * `rest` (`x-allow-slashes`) takes every remaining segment: `/objects/{key}` → `/objects/*key`.
 */
export function expressPath(path: string, rest: ReadonlySet<string> = new Set()): string {
  return path.replace(
    /\{([^}]+)\}/g,
    (_m, name: string) => `${rest.has(name) ? "*" : ":"}${name.replace(/[^A-Za-z0-9_]/g, "_")}`,
  );
}

/** Renders a JSDoc block from free text, or nothing when there is no text. */
export function jsDoc(text: string | undefined, indent = ""): string {
  if (!text) return "";
  const lines = text.replaceAll("*/", "*\\/").split("\n");
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((l) => `${indent} *${l ? ` ${l}` : ""}`).join("\n")}\n${indent} */\n`;
}
