/**
 * The catalog's one setting: where the tools are served when they are not all under the catalog's
 * own origin (each tool on its own host, as in production). Registered through
 * `catalogModule.config` (checked at start, listed in the README and `.env.example`).
 */
import { z } from "zod";
import { defineSection } from "../../runtime/config/define.js";
import { readSection } from "../../runtime/config/read.js";

/** An http(s) URL with `{id}` where the tool's id goes, without a trailing slash. */
const template = () =>
  z
    .string()
    .refine((v) => v.includes("{id}"), "must contain {id}, where each tool's id goes")
    .refine(
      (v) => URL.canParse(v.replaceAll("{id}", "tool")),
      "must be an absolute URL once {id} is filled in",
    )
    .refine(
      (v) => ["http:", "https:"].includes(new URL(v.replaceAll("{id}", "tool")).protocol),
      "must be an http or https URL",
    )
    .transform((v) => v.replace(/\/+$/, ""));

/** The catalog's variables. */
export const catalogVariables = defineSection("catalog", {
  CATALOG_TOOL_URL_TEMPLATE: {
    description:
      "each tool's base URL in the manifest, `{id}` standing for the tool's id (e.g. `https://{id}.tools.example.com`); unset: `<the catalog's origin>/<id>`, as `npm start` serves them",
    schema: template(),
    example: "https://{id}.tools.example.com",
  },
});

/** The template, or undefined for "under the catalog's origin"; a malformed value is a start-up error. */
export function toolUrlTemplate(env: Readonly<Record<string, string | undefined>>): string | undefined {
  return readSection(catalogVariables, env).CATALOG_TOOL_URL_TEMPLATE;
}
