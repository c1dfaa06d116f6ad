/**
 * The README's configuration table and `.env.example`, rendered from the declarations, so the
 * documentation cannot say something the code does not do. `npm run config:docs` writes them;
 * `npm run generate:check` fails when they differ from what is committed.
 */
import type { AnyVariableSpec, ConfigSection } from "./define.js";

/** Marks the generated table inside README.md (everything between is replaced). */
export const README_BEGIN =
  "<!-- config:begin — generated from runtime/config and handlers/*/config.ts by `npm run config:docs`; do not edit -->";
/** Ends the generated table. */
export const README_END = "<!-- config:end -->";

const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

function defaultOf(spec: AnyVariableSpec): string {
  if (spec.default !== undefined) return `\`${spec.default}\``;
  return spec.defaultText ?? "unset";
}

/** The README table: one row per variable, grouped by area in declaration order. */
export function renderTable(sections: readonly ConfigSection[]): string {
  const rows = ["| variable | area | default | meaning |", "|---|---|---|---|"];
  for (const section of sections)
    for (const [name, spec] of Object.entries(section.variables)) {
      const label = spec.secret ? `\`${name}\` (secret)` : `\`${name}\``;
      rows.push(`| ${label} | ${section.area} | ${cell(defaultOf(spec))} | ${cell(spec.description)} |`);
    }
  return rows.join("\n");
}

/** `.env.example`: every variable commented out at its example or default (a secret only at its example). */
export function renderEnvExample(sections: readonly ConfigSection[]): string {
  const lines = [
    "# Generated from runtime/config and handlers/*/config.ts by `npm run config:docs`. Do not edit.",
    "# Every environment variable the server reads. Unset means the default; uncomment what you change.",
  ];
  for (const section of sections) {
    lines.push("", `# --- ${section.area} ---`);
    for (const [name, spec] of Object.entries(section.variables)) {
      const secret = spec.secret ? " (secret)" : "";
      lines.push(`# ${name}${secret}: ${spec.description.replace(/\n/g, " ")}. Default: ${defaultOf(spec)}.`);
      const value = spec.example ?? (spec.secret ? "" : (spec.default ?? ""));
      lines.push(`#${name}=${value}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/**
 * `readme` with the text between {@link README_BEGIN} and {@link README_END} replaced by `table`.
 * @throws Error when the markers are missing or out of order.
 */
export function replaceTable(readme: string, table: string): string {
  const begin = readme.indexOf(README_BEGIN);
  const end = readme.indexOf(README_END);
  if (begin < 0 || end < begin)
    throw new Error(`README.md needs the markers ${README_BEGIN} … ${README_END}`);
  return `${readme.slice(0, begin + README_BEGIN.length)}\n${table}\n${readme.slice(end)}`;
}
