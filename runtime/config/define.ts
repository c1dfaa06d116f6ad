/**
 * How a configuration variable is declared: its name (the key), a zod schema that turns the
 * environment's string into a typed value, its default, a sentence for the README, whether it is
 * a secret, and the area it belongs to (the section). Declarations are the one source of the
 * README's configuration table, `.env.example` and the start-up check, so a variable is added in
 * exactly one place: its section.
 */
import { z } from "zod";

/** One environment variable. */
export interface VariableSpec<T = unknown> {
  /** One or two sentences for the README table: what it does, accepted values. */
  description: string;
  /**
   * Parses the raw value (trimmed; empty counts as unset, so never `""`). MUST NOT echo a secret's
   * value in its messages: they are logged at start.
   */
  schema: z.ZodType<T, string>;
  /** The value used when the variable is unset, parsed by `schema` like a set one. */
  default?: string;
  /** Shown as the default when it is computed elsewhere (e.g. "USDC on `X402_NETWORK`"). */
  defaultText?: string;
  /** A credential or key: never echoed in messages, left blank in `.env.example`. */
  secret?: boolean;
  /** A value shown in `.env.example` (default: the default, else blank). */
  example?: string;
}

/** Any variable declaration, whatever its value type. */
// biome-ignore lint/suspicious/noExplicitAny: a container of specs of every value type
export type AnyVariableSpec = VariableSpec<any>;

/** A group of variables that belong to one area (a kernel concern or one service). */
export interface ConfigSection<V extends Record<string, AnyVariableSpec> = Record<string, AnyVariableSpec>> {
  /** Short area name shown in the README table and `.env.example` (`database`, `x402`, `infra`…). */
  area: string;
  variables: V;
  /**
   * Rules across the section's variables (one required with another, production guards), run at
   * start once each of them parses; throws saying what is wrong. Kernel areas have theirs in
   * `check.ts` (their readers, which live beside the code that uses them).
   */
  check?(env: Readonly<Record<string, string | undefined>>): void;
}

/** The typed value of one declared variable: `undefined` is possible only without a default. */
export type ValueOf<S> =
  S extends VariableSpec<infer T> ? (S extends { default: string } ? T : T | undefined) : never;

/** The typed values of a section, keyed by variable name. */
export type SectionValues<V extends Record<string, AnyVariableSpec>> = { [K in keyof V]: ValueOf<V[K]> };

/** Declares a section; keeps the literal types, so each value is typed by its schema and default. */
export function defineSection<const V extends Record<string, AnyVariableSpec>>(
  area: string,
  variables: V,
  check?: ConfigSection<V>["check"],
): ConfigSection<V> {
  return check ? { area, variables, check } : { area, variables };
}

/* Schema builders with messages that say what is accepted. Inputs are never empty strings. */

/** Any non-empty string. */
export const text = () => z.string();

/** One of `values`, exactly. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
): z.ZodType<T[number], string> {
  return z.enum(values, { error: () => `must be one of ${values.join(", ")}` }) as unknown as z.ZodType<
    T[number],
    string
  >;
}

/** `true`/`false` (also `1`/`0`, any case); anything else is a mistake worth reporting. */
export const bool = (): z.ZodType<boolean, string> =>
  z.string().transform((v, ctx) => {
    const lower = v.toLowerCase();
    if (lower === "true" || lower === "1") return true;
    if (lower === "false" || lower === "0") return false;
    ctx.addIssue({ code: "custom", message: "must be true or false" });
    return z.NEVER;
  });

/** A whole number in `min..max`. */
export const integer = (min: number, max = Number.MAX_SAFE_INTEGER): z.ZodType<number, string> =>
  z.string().transform((v, ctx) => {
    const n = Number(v);
    if (/^-?\d+$/.test(v) && Number.isSafeInteger(n) && n >= min && n <= max) return n;
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    ctx.addIssue({ code: "custom", message: `must be a whole number ${range}` });
    return z.NEVER;
  });

/** A number greater than 0 (fractions allowed). */
export const positiveNumber = (): z.ZodType<number, string> =>
  z.string().transform((v, ctx) => {
    const n = Number(v);
    if (Number.isFinite(n) && n > 0) return n;
    ctx.addIssue({ code: "custom", message: "must be a number greater than 0" });
    return z.NEVER;
  });

/** An absolute URL whose scheme is one of `protocols` (default http and https), as given. */
export const url = (protocols: readonly string[] = ["http:", "https:"]): z.ZodType<string, string> =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    `must be an absolute URL (${protocols.map((p) => p.replace(":", "")).join(" or ")})`,
  );

/** An absolute http(s) URL that paths are appended to: trailing slashes removed. */
export const baseUrl = (): z.ZodType<string, string> => url().transform((v) => v.replace(/\/+$/, ""));

/** A comma-separated list; blanks between commas are ignored; each item checked by `item`. */
export function list<T>(item: z.ZodType<T, string>): z.ZodType<T[], string> {
  return z.string().transform((v, ctx) => {
    const out: T[] = [];
    for (const part of v.split(",").map((s) => s.trim())) {
      if (part === "") continue;
      const parsed = item.safeParse(part);
      if (parsed.success) out.push(parsed.data);
      else
        ctx.addIssue({
          code: "custom",
          message: `item ${JSON.stringify(part)} ${parsed.error.issues[0]?.message}`,
        });
    }
    return out;
  });
}
