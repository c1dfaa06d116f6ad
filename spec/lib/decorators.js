// @ts-check
/**
 * JavaScript side of the contract vocabulary declared in `main.tsp`.
 *
 * Each decorator records policy on an operation as an OpenAPI `x-` extension, so the
 * published document carries it and the generated router can enforce it. The runtime
 * reads only the emitted OpenAPI, never this file.
 */
import { $pattern } from "@typespec/compiler";
import { setExtension } from "@typespec/openapi";
import toRegexRange from "to-regex-range";

/** @typedef {import("@typespec/compiler").DecoratorContext} DecoratorContext */
/** @typedef {import("@typespec/compiler").Operation} Operation */
/** @typedef {import("@typespec/compiler").Type} Type */

/**
 * Decorator arguments typed `valueof int64` arrive as TypeSpec `Numeric` objects; the
 * extensions we emit want plain JSON numbers.
 * @param {number | { asNumber(): number | null }} value
 */
function plainNumber(value) {
  return typeof value === "number" ? value : Number(value.asNumber());
}

/**
 * Converts a USD amount to integer micro-USD without binary floating-point drift.
 * @param {number} usd
 */
function toMicros(usd) {
  return Math.round(usd * 1_000_000);
}

/**
 * `@price(usd, freePerIpPerDay)`: the per-call price and the free daily allowance per client IP.
 * Also emits x402scan's `x-payment-info` so payment-aware crawlers can list the route.
 * @param {DecoratorContext} context
 * @param {Operation} target
 * @param {number} usd
 * @param {number} freePerIpPerDay
 */
function priceDecorator(context, target, usd, freePerIpPerDay) {
  if (!(usd > 0)) {
    context.program.reportDiagnostic({
      code: "contract-invalid-price",
      severity: "error",
      message: `@price needs a positive USD amount, got ${usd}`,
      target: context.decoratorTarget,
    });
    return;
  }
  const micros = toMicros(usd);
  setExtension(context.program, target, "x-price-usd", usd);
  setExtension(context.program, target, "x-price-micro-usd", micros);
  setExtension(context.program, target, "x-free-per-ip-per-day", freePerIpPerDay);
  setExtension(context.program, target, "x-payment-info", {
    price: { mode: "fixed", currency: "USD", amount: (micros / 1_000_000).toFixed(6) },
    protocols: [{ x402: {} }],
  });
}

/**
 * `@access(level)`: who may call the operation (anyone, authenticated, admin).
 * @param {DecoratorContext} context
 * @param {Type} target
 * @param {string} level
 */
function accessDecorator(context, target, level) {
  setExtension(context.program, target, "x-access", level);
}

/**
 * `@owner`: the operation acts on a record owned by the caller; others get 404/403.
 * @param {DecoratorContext} context
 * @param {Operation} target
 */
function ownerDecorator(context, target) {
  setExtension(context.program, target, "x-owner-scoped", true);
}

/**
 * `@costMicros(n)`: usage cost in micro-USD accrued to the caller's ledger per successful call.
 * @param {DecoratorContext} context
 * @param {Operation} target
 * @param {number | { asNumber(): number | null }} micros
 */
function costMicrosDecorator(context, target, micros) {
  setExtension(context.program, target, "x-cost-micro-usd", plainNumber(micros));
}

/**
 * `@rateLimited(limit, windowSeconds)`: at most `limit` calls per caller per window; then 429.
 * @param {DecoratorContext} context
 * @param {Operation} target
 * @param {number} limit
 * @param {number} windowSeconds
 */
function rateLimitedDecorator(context, target, limit, windowSeconds) {
  setExtension(context.program, target, "x-rate-limit", { limit, windowSeconds });
}

/**
 * `@digitRange(min, max)`: a digits-only string whose integer value must lie in [min, max].
 * Publishes the rule as an exact `pattern` (leading zeros allowed), so every tool that reads
 * the document — mocks, fuzzers, client generators — enforces it too, and as `x-digit-range`
 * for readers and for the generated validator's clearer error message.
 * @param {DecoratorContext} context
 * @param {import("@typespec/compiler").ModelProperty} target
 * @param {number | { asNumber(): number | null }} min
 * @param {number | { asNumber(): number | null }} max
 */
function digitRangeDecorator(context, target, min, max) {
  const low = plainNumber(min);
  const high = plainNumber(max);
  if (!(Number.isSafeInteger(low) && Number.isSafeInteger(high) && low >= 0 && low <= high)) {
    context.program.reportDiagnostic({
      code: "contract-invalid-digit-range",
      severity: "error",
      message: `@digitRange needs whole numbers 0 <= min <= max, got ${low}..${high}`,
      target: context.decoratorTarget,
    });
    return;
  }
  context.call($pattern, target, `^0*${toRegexRange(low, high, { capture: false })}$`);
  setExtension(context.program, target, "x-digit-range", { minimum: low, maximum: high });
}

/**
 * `@paymentsWebhook`: the operation receives the payment processor's signed webhooks. Emits
 * `x-payments-webhook`; the runtime registers its URL with the local processor at start-up.
 * @param {DecoratorContext} context
 * @param {Operation} target
 */
function paymentsWebhookDecorator(context, target) {
  setExtension(context.program, target, "x-payments-webhook", true);
}

/**
 * `@serverIssued`: only a value this server handed out is meaningful here (a paging cursor);
 * the schema bounds its shape, not its meaning, so a well-formed value made up by the caller
 * may be refused with 400. Emits `x-server-issued`, which tells fuzzers not to hold a
 * generated value to "a valid request is accepted".
 * @param {DecoratorContext} context
 * @param {import("@typespec/compiler").ModelProperty} target
 */
function serverIssuedDecorator(context, target) {
  setExtension(context.program, target, "x-server-issued", true);
}

/**
 * `@serverChecked(rule)`: the server checks the member beyond what JSON Schema can state —
 * against other members or stored records, or by a grammar a pattern cannot carry (a cron
 * schedule). Emits `x-server-checked: <rule>`; a 400 whose issues all name such members answers
 * a schema-valid request fairly, and fuzzers accept exactly that.
 * @param {DecoratorContext} context
 * @param {import("@typespec/compiler").ModelProperty} target
 * @param {string} rule
 */
function serverCheckedDecorator(context, target, rule) {
  setExtension(context.program, target, "x-server-checked", rule);
}

/**
 * `@absent(why)`: the member must be left out (in this variant of a union it means nothing).
 * Emits `not: {}`, the JSON Schema every value fails, so every validator, fuzzer and client
 * generator reads the rule, and `x-absent: <why>` for the generated validator's message.
 * @param {DecoratorContext} context
 * @param {import("@typespec/compiler").ModelProperty} target
 * @param {string} why
 */
function absentDecorator(context, target, why) {
  // `setExtension` writes any key onto the emitted schema; `not` is the one JSON Schema keyword
  // TypeSpec has no spelling for (a `never` property is dropped instead).
  setExtension(context.program, target, /** @type {`x-${string}`} */ (/** @type {unknown} */ ("not")), {});
  setExtension(context.program, target, "x-absent", why);
}

/**
 * `@allowSlashes`: a path parameter that takes the rest of the URL path, `/` included (an object
 * key such as `photos/2026/a.png`). Emits `x-allow-slashes`; the router matches every remaining
 * segment for it, and `%2F` works as well as a literal `/`.
 * @param {DecoratorContext} context
 * @param {import("@typespec/compiler").ModelProperty} target
 */
function allowSlashesDecorator(context, target) {
  setExtension(context.program, target, "x-allow-slashes", true);
}

/**
 * `@uploadLimit(bytes)`: the largest upload the operation takes — a raw body, or each file part
 * of a multipart body. Emits `x-upload-limit-bytes`; the runtime answers 413 past it (before
 * reading when `Content-Length` says so, else as soon as the count crosses it).
 * @param {DecoratorContext} context
 * @param {Operation} target
 * @param {number | { asNumber(): number | null }} bytes
 */
function uploadLimitDecorator(context, target, bytes) {
  setExtension(context.program, target, "x-upload-limit-bytes", plainNumber(bytes));
}

/**
 * `@userContent`: the operation answers bytes a client stored, in their stored media type. Emits
 * `x-user-content`; the runtime serves types that are not passive as sandboxed downloads.
 * @param {DecoratorContext} context
 * @param {Operation} target
 */
function userContentDecorator(context, target) {
  setExtension(context.program, target, "x-user-content", true);
}

/**
 * `@errorCodes(...codes)`: error codes from the runtime's catalogue (runtime/errorCatalogue.ts)
 * that this operation may answer beyond those every operation may — or, on the service
 * namespace, that every operation of the service may answer (for the statuses it declares).
 * Emits `x-error-codes`; the code generator checks each code against the catalogue and
 * writes the `code` enum of every error response from it.
 * @param {DecoratorContext} context
 * @param {Operation | import("@typespec/compiler").Namespace} target
 * @param {string[]} codes
 */
function errorCodesDecorator(context, target, ...codes) {
  setExtension(context.program, target, "x-error-codes", [...new Set(codes)].sort());
}

/**
 * `@errorCatalogue(...codes)` on a service namespace: the codes only this service answers, each
 * with its status, title, meaning and scope. Emits `x-error-catalogue: {<code>: {status, title,
 * description, scope}}` at the document's root, in declaration order (the order clients see in
 * the `ErrorCode` enum); a code given twice is an error here, one the kernel defines fails
 * generation (codegen/errorCodes.ts).
 * @param {DecoratorContext} context
 * @param {import("@typespec/compiler").Namespace} target
 * @param {{ code: string; status: number | { asNumber(): number | null }; title: string; description: string; scope?: string }[]} codes
 */
function errorCatalogueDecorator(context, target, ...codes) {
  /** @type {Record<string, { status: number; title: string; description: string; scope: string }>} */
  const catalogue = {};
  for (const { code, status, title, description, scope } of codes) {
    const bad = !/^[a-z][a-z0-9_]*$/.test(code)
      ? "is not snake_case"
      : Object.hasOwn(catalogue, code)
        ? "is given twice"
        : "";
    if (bad) {
      context.program.reportDiagnostic({
        code: "contract-invalid-error-code",
        severity: "error",
        message: `@errorCatalogue: ${JSON.stringify(code)} ${bad}`,
        target: context.decoratorTarget,
      });
      return;
    }
    catalogue[code] = { status: plainNumber(status), title, description, scope: scope ?? "declared" };
  }
  setExtension(context.program, target, "x-error-catalogue", catalogue);
}

/**
 * `@hostedTool(...tags)` on a service namespace: lists the service in the hosted tool catalog
 * (spec/catalog) with these tags. Emits `x-hosted-tool: {tags}` at the document's root; the code
 * generator builds the catalog's manifest from every document that carries it. Tags follow the
 * x402 bazaar rules for `resource.tags`, so they can be shown there unchanged: at most 5, each
 * 1 to 32 printable ASCII characters, no duplicates.
 * @param {DecoratorContext} context
 * @param {import("@typespec/compiler").Namespace} target
 * @param {string[]} tags
 */
function hostedToolDecorator(context, target, ...tags) {
  const bad = tags.filter((t) => !/^[\x20-\x7e]{1,32}$/.test(t));
  const lower = tags.map((t) => t.toLowerCase());
  if (tags.length > 5 || bad.length || new Set(lower).size !== lower.length) {
    context.program.reportDiagnostic({
      code: "contract-invalid-tags",
      severity: "error",
      message: `@hostedTool takes at most 5 distinct tags of 1 to 32 printable ASCII characters, got ${JSON.stringify(tags)}`,
      target: context.decoratorTarget,
    });
    return;
  }
  setExtension(context.program, target, "x-hosted-tool", { tags });
}

/** Decorator implementations, keyed by the TypeSpec namespace that declares them. */
export const $decorators = {
  Contract: {
    price: priceDecorator,
    access: accessDecorator,
    owner: ownerDecorator,
    costMicros: costMicrosDecorator,
    rateLimited: rateLimitedDecorator,
    digitRange: digitRangeDecorator,
    paymentsWebhook: paymentsWebhookDecorator,
    serverIssued: serverIssuedDecorator,
    serverChecked: serverCheckedDecorator,
    absent: absentDecorator,
    allowSlashes: allowSlashesDecorator,
    uploadLimit: uploadLimitDecorator,
    userContent: userContentDecorator,
    errorCodes: errorCodesDecorator,
    errorCatalogue: errorCatalogueDecorator,
    hostedTool: hostedToolDecorator,
  },
};
