/**
 * Payload templates of workflow steps (spec/infra/workflows.tsp): in any string of a step's
 * `payload_template`, `{{input.a.b}}` reads the execution's input, `{{steps.<id>.output.a.b}}` the
 * output of an earlier step and `{{steps.<id>.error}}` the error of the step a catch step handles.
 * A string that is exactly one placeholder becomes the value itself (any JSON type); otherwise each
 * placeholder is written into the text (strings as they are, everything else as JSON). Object keys
 * are never templated. Pure: no I/O, no clock.
 */

/** What one placeholder reads. */
export type TemplateRef =
  | { kind: "input"; path: string[] }
  | { kind: "output"; step: string; path: string[] }
  | { kind: "error"; step: string };

/** A placeholder found in a template, with the JSON pointer of the string holding it. */
export interface FoundRef {
  /** Pointer inside the template (`""` for the template itself, `/a/0` …). */
  pointer: string;
  /** The placeholder as written, e.g. `{{steps.fetch.output.url}}`. */
  text: string;
  /** null when the placeholder reads nothing we know (a 400 at blueprint creation). */
  ref: TemplateRef | null;
}

/** The values placeholders read at run time. */
export interface TemplateContext {
  input: unknown;
  /** Steps by id: `output` when it completed (or was recovered), `error` when it failed. */
  steps: Readonly<Record<string, { output?: unknown; error?: string | null }>>;
}

/** The outcome of {@link renderTemplate}. */
export type RenderResult = { ok: true; value: unknown } | { ok: false; error: string };

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const SEGMENT = /^[^.\s]+$/;

/** The reference written inside `{{…}}` (`input.a`, `steps.x.output.b`, `steps.x.error`), or null. */
export function parseRef(expr: string): TemplateRef | null {
  const parts = expr.split(".");
  if (!parts.every((p) => SEGMENT.test(p))) return null;
  if (parts[0] === "input") return { kind: "input", path: parts.slice(1) };
  if (parts[0] !== "steps" || parts.length < 3) return null;
  const step = parts[1] as string;
  if (parts[2] === "output") return { kind: "output", step, path: parts.slice(3) };
  if (parts[2] === "error" && parts.length === 3) return { kind: "error", step };
  return null;
}

function escapePointer(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1");
}

/** Every placeholder of `template` (depth first, in document order). */
export function templateRefs(template: unknown, pointer = ""): FoundRef[] {
  if (typeof template === "string") {
    return [...template.matchAll(PLACEHOLDER)].map((m) => ({
      pointer,
      text: m[0],
      ref: parseRef(m[1] as string),
    }));
  }
  if (Array.isArray(template)) return template.flatMap((v, i) => templateRefs(v, `${pointer}/${i}`));
  if (template !== null && typeof template === "object")
    return Object.entries(template).flatMap(([k, v]) => templateRefs(v, `${pointer}/${escapePointer(k)}`));
  return [];
}

/** Thrown inside {@link renderTemplate} for a placeholder without a value. */
class MissingValue extends Error {}

function walk(root: unknown, path: readonly string[], label: string): unknown {
  let value = root;
  for (const segment of path) {
    if (Array.isArray(value) && /^(0|[1-9]\d*)$/.test(segment) && Number(segment) < value.length)
      value = value[Number(segment)];
    else if (
      value !== null &&
      typeof value === "object" &&
      !Array.isArray(value) &&
      Object.hasOwn(value, segment)
    )
      value = (value as Record<string, unknown>)[segment];
    else throw new MissingValue(`${label} has no value at ${[label, ...path].join(".")}`);
  }
  return value;
}

function resolve(ref: TemplateRef, ctx: TemplateContext): unknown {
  if (ref.kind === "input") return walk(ctx.input, ref.path, "input");
  const step = ctx.steps[ref.step];
  if (ref.kind === "error") {
    if (typeof step?.error !== "string") throw new MissingValue(`step ${ref.step} has no error`);
    return step.error;
  }
  if (!step || !("output" in step)) throw new MissingValue(`step ${ref.step} has no output`);
  return walk(step.output, ref.path, `steps.${ref.step}.output`);
}

function asText(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "null");
}

function renderValue(template: unknown, ctx: TemplateContext, pointer: string): unknown {
  if (typeof template === "string") {
    const whole = /^\{\{\s*([^{}]*?)\s*\}\}$/.exec(template);
    const single = whole ? parseRef(whole[1] as string) : null;
    const at = (text: string, ref: TemplateRef | null) => {
      if (!ref) throw new MissingValue(`${text} reads nothing (use input.… or steps.<id>.output.…)`);
      try {
        return resolve(ref, ctx);
      } catch (err) {
        if (err instanceof MissingValue)
          throw new MissingValue(`payload_template${pointer} ${text}: ${err.message}`);
        throw err;
      }
    };
    if (whole) return at(template, single);
    return template.replace(PLACEHOLDER, (text, expr: string) => asText(at(text, parseRef(expr))));
  }
  if (Array.isArray(template)) return template.map((v, i) => renderValue(v, ctx, `${pointer}/${i}`));
  if (template !== null && typeof template === "object")
    return Object.fromEntries(
      Object.entries(template).map(([k, v]) => [k, renderValue(v, ctx, `${pointer}/${escapePointer(k)}`)]),
    );
  return template;
}

/**
 * `template` with every placeholder replaced from `ctx`; an error naming the first placeholder
 * without a value (the step then fails with it).
 */
export function renderTemplate(template: unknown, ctx: TemplateContext): RenderResult {
  try {
    return { ok: true, value: renderValue(template, ctx, "") };
  } catch (err) {
    if (err instanceof MissingValue) return { ok: false, error: err.message };
    throw err;
  }
}
