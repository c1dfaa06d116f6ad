// Generated from spec/restaurant by codegen — run `npm run generate`. Do not edit.

import { z } from "zod";
import { coerce } from "../../runtime/validation/coerce.js";

/** A postal address. */
export const Address = z.object({
  line1: z.string().min(1).max(200).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  line2: z.string().max(200).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  city: z.string().min(1).max(100).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  postal_code: z.string().max(20).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  country: z.string().regex(new RegExp("^[A-Z]{2}$", "u")),
});

/**
 * An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to
 * 100,000,000 (our design: one line of an order never reaches a million dollars).
 */
export const Amount = z.int().gte(0).lte(100000000);

/** A display name: 1 to 200 characters, no `<`, `>` or control characters. */
export const DisplayName = z
  .string()
  .min(1)
  .max(200)
  .regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u"));

/** A UUID naming a record. */
export const RecordId = z.guid();

/** An API key of the organization (never its secret, except once in { */
export const ApiKey = z.object({
  id: RecordId,
  name: DisplayName,
  start: z.string(),
  created_by: RecordId,
  created_at: z.iso.datetime({ offset: true }),
});

/** What minting an API key takes. */
export const ApiKeyCreate = z.object({ name: DisplayName });

/** A new API key with its secret, shown this once. */
export const ApiKeyCreated = z.object({
  id: RecordId,
  name: DisplayName,
  start: z.string(),
  created_by: RecordId,
  created_at: z.iso.datetime({ offset: true }),
  key: z.string(),
});

/** A page of API keys, newest first. */
export const ApiKeyPage = z.object({
  api_keys: z.array(ApiKey),
  next_cursor: z.union([z.string(), z.null()]),
});

/** An e-mail address, at most 254 characters. */
export const EmailAddress = z
  .email()
  .max(254)
  .regex(
    new RegExp(
      "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
      "u",
    ),
  );

/** A person's account, as sign-in and the member lists show it. */
export const UserSummary = z.object({
  id: RecordId,
  email: EmailAddress,
  name: z.union([z.string(), z.null()]),
});

/** A person who works in a restaurant. */
export const BranchMember = z.object({
  user: UserSummary,
  role: z.enum(["owner", "manager", "staff"]),
  added_at: z.iso.datetime({ offset: true }),
});

/** A role someone can be given on one restaurant. */
export const BranchRole = z.enum(["manager", "staff"]);

/** Who to add, by the e-mail address of their account, and their role here. */
export const BranchMemberCreate = z.object({ email: EmailAddress, role: BranchRole });

/** A page of members, in the order they were added. */
export const BranchMemberPage = z.object({
  members: z.array(BranchMember),
  next_cursor: z.union([z.string(), z.null()]),
});

/** A local time of day, `HH:MM` on a 24-hour clock. */
export const LocalTime = z.string().regex(new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", "u"));

/** A day of the week. */
export const Weekday = z.enum(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);

/**
 * A weekly window in the restaurant's local time, `[from, to)`; `to` earlier than `from` runs
 * past midnight into the next day.
 */
export const MenuWindow = z.object({ day: Weekday, from: LocalTime, to: LocalTime });

/**
 * A branch's change to one item of its preset (no `variant_id`) or to one variant. Members left out
 * change nothing: `price` replaces the price (of every variant, for an item-wide override; a
 * variant's own override wins); `available: false` takes it off this branch's menu; `windows`
 * limits it to those windows (an empty list: no limit). An override cannot bring back an item
 * taken off organization-wide.
 */
export const MenuOverride = z.object({
  food_item_id: RecordId,
  variant_id: z.union([RecordId, z.null()]).optional(),
  price: z.union([Amount, z.null()]).optional(),
  available: z.union([z.boolean(), z.null()]).optional(),
  windows: z.union([z.array(MenuWindow).max(50), z.null()]).optional(),
});

/** A branch's menu: which preset it serves, when, and its overrides. */
export const BranchMenu = z.object({
  restaurant_id: RecordId,
  preset_menu_id: RecordId,
  windows: z.array(MenuWindow),
  overrides: z.array(MenuOverride),
  updated_at: z.iso.datetime({ offset: true }),
});

/** What setting a branch's menu takes: the whole configuration, replacing the previous one. */
export const BranchMenuSet = z.object({
  preset_menu_id: RecordId,
  windows: z.array(MenuWindow).max(50).default([]),
  overrides: z.array(MenuOverride).max(500).default([]),
});

/** One paid route as listed by the x402 discovery document. */
export const DiscoveryRoute = z.object({
  route: z.string(),
  url: z.string(),
  description: z.string(),
  priceUsd: z.number(),
  freePerIpPerDay: z.int().gte(-2147483648).lte(2147483647),
});

/** Where a rejected input was found. */
export const IssueLocation = z.enum(["path", "query", "header", "body"]);

/** One reason a request was rejected, naming the input it concerns. */
export const ValidationIssue = z.object({ location: IssueLocation, name: z.string(), message: z.string() });

/**
 * Stable, machine-readable error code, carried as `code` in every error body. Each error
 * response lists the codes it can carry; the wording of messages may change, codes do not.
 *
 * | Status | Code | Meaning |
 * |---|---|---|
 * | 400 | `validation_failed` | A parameter, header or body member breaks the contract; the body names each rejected input. |
 * | 400 | `malformed_json` | The body is not valid JSON. |
 * | 400 | `body_not_decodable` | The body does not decode as its `Content-Encoding` says. |
 * | 400 | `malformed_multipart` | The `multipart/form-data` body does not parse. |
 * | 400 | `invalid_cursor` | The paging `cursor` is not one this list returned. |
 * | 400 | `malformed_http` | The request is not valid HTTP/1.1 (a header holds a character HTTP does not allow, or the request line is malformed). |
 * | 401 | `credentials_required` | This operation needs a credential and none was sent. |
 * | 401 | `invalid_credentials` | The credential sent is unknown, expired or revoked. |
 * | 401 | `malformed_authorization` | `Authorization` is not `Bearer <token>`. |
 * | 401 | `wrong_credential_kind` | The credential is valid but of a kind this operation does not take (for example a key with no person behind it where a person's session is needed). |
 * | 401 | `invalid_login` | The e-mail address or the password is wrong (the answer does not say which). |
 * | 403 | `forbidden` | The caller is known but may not do this. |
 * | 403 | `admin_only` | This operation is for administrators. |
 * | 403 | `no_organization` | The caller belongs to no organization yet: create one (`POST /api/organizations`) or ask a manager to add you. |
 * | 403 | `forbidden_role` | The caller's role (on this restaurant, or in the organization) does not allow this operation. |
 * | 404 | `not_found` | No such record, or it is outside what the caller may see. |
 * | 404 | `route_not_found` | No operation of this service has this path. |
 * | 404 | `unknown_account` | No account has this e-mail address: they sign up first. |
 * | 405 | `method_not_allowed` | The path exists but not with this method; `Allow` lists the methods. |
 * | 408 | `request_timeout` | The request or its body stopped arriving; the connection is closed after this answer. |
 * | 409 | `conflict` | The request is valid but the current state refuses it; the message says why. |
 * | 409 | `email_taken` | The e-mail address already has an account. |
 * | 409 | `already_member` | The person already belongs to an organization (a person works for one), or already holds a role here. |
 * | 409 | `in_use` | Other records still refer to this one (orders, bookings, menus): it is kept; the message says which. |
 * | 413 | `payload_too_large` | The body (as sent or decoded) or an uploaded file is larger than the limit. |
 * | 415 | `unsupported_media_type` | The body's media type, charset or content coding is not one the operation takes. |
 * | 416 | `range_not_satisfiable` | The `Range` asks for bytes wholly past the object's end; `Content-Range` gives its size. |
 * | 422 | `unprocessable` | The input is well formed but could not be processed. |
 * | 429 | `rate_limited` | Too many calls for this caller or client; `Retry-After` says when to retry. |
 * | 429 | `key_requests_exhausted` | The API key has no requests remaining in its window; `Retry-After` says when it refills. |
 * | 431 | `headers_too_large` | The request line and headers are larger than the server reads. |
 * | 500 | `internal` | The server failed; nothing was changed or charged. |
 * | 502 | `processor_unavailable` | The payment processor could not be reached or failed; nothing was charged. |
 * | 502 | `processor_rejected` | The payment processor refused the call or answered without what was needed; nothing was charged. |
 * | 503 | `unavailable` | The database is unavailable; nothing was charged. Retry later. |
 */
export const ErrorCode = z.enum([
  "validation_failed",
  "malformed_json",
  "body_not_decodable",
  "malformed_multipart",
  "invalid_cursor",
  "malformed_http",
  "credentials_required",
  "invalid_credentials",
  "malformed_authorization",
  "wrong_credential_kind",
  "invalid_login",
  "forbidden",
  "admin_only",
  "no_organization",
  "forbidden_role",
  "not_found",
  "route_not_found",
  "unknown_account",
  "method_not_allowed",
  "request_timeout",
  "conflict",
  "email_taken",
  "already_member",
  "in_use",
  "payload_too_large",
  "unsupported_media_type",
  "range_not_satisfiable",
  "unprocessable",
  "rate_limited",
  "key_requests_exhausted",
  "headers_too_large",
  "internal",
  "processor_unavailable",
  "processor_rejected",
  "unavailable",
]);

/**
 * The `{success: false, error}` error body used by the UUID and infra services.
 * `code` and `issues` are our design: a stable machine-readable code and, on 400, one
 * entry per rejected input.
 */
export const ErrorEnvelope = z.object({
  success: z.literal(false),
  error: z.string(),
  code: ErrorCode,
  issues: z.array(ValidationIssue).optional(),
  requestId: z.string().optional(),
});

/** Liveness of the service and its database. */
export const Health = z.object({
  status: z.enum(["ok", "degraded"]),
  service: z.string(),
  version: z.string(),
});

/** A JSON-RPC 2.0 error answer from the MCP endpoint. */
export const JsonRpcError = z.object({
  jsonrpc: z.enum(["2.0"]),
  id: z.unknown().refine((v) => v !== undefined, "Required"),
  error: z.object({
    code: z.int().gte(-2147483648).lte(2147483647),
    message: z.string(),
    data: z.unknown().optional(),
  }),
});

/** An integer JSON numbers carry exactly (±2^53−1). */
export const SafeJsonInteger = z.int().gte(-9007199254740991).lte(9007199254740991);

/** A client's error answer to a server request. */
export const JsonRpcErrorMessage = z.strictObject({
  jsonrpc: z.enum(["2.0"]),
  id: z.union([z.string(), SafeJsonInteger]).optional(),
  error: z.object({ code: SafeJsonInteger, message: z.string(), data: z.unknown().optional() }),
});

/** Request metadata MCP reads from `params._meta`. */
export const JsonRpcMeta = z.looseObject({
  progressToken: z.union([z.string(), SafeJsonInteger]).optional(),
});

/** Parameters of a request or notification. */
export const JsonRpcParams = z.looseObject({ _meta: JsonRpcMeta.optional() });

/** A notification: no id, no answer. */
export const JsonRpcNotification = z.strictObject({
  jsonrpc: z.enum(["2.0"]),
  method: z.string(),
  params: JsonRpcParams.optional(),
});

/** A request: expects an answer with the same id. */
export const JsonRpcRequest = z.strictObject({
  jsonrpc: z.enum(["2.0"]),
  id: z.union([z.string(), SafeJsonInteger]),
  method: z.string(),
  params: JsonRpcParams.optional(),
});

/** A client's answer to a server request. */
export const JsonRpcResultMessage = z.strictObject({
  jsonrpc: z.enum(["2.0"]),
  id: z.union([z.string(), SafeJsonInteger]),
  result: z.looseObject({}),
});

/** A JSON-RPC 2.0 message sent to the MCP endpoint: exactly one of the four kinds. */
export const JsonRpcMessage = z.union([
  JsonRpcRequest,
  JsonRpcNotification,
  JsonRpcResultMessage,
  JsonRpcErrorMessage,
]);

/**
 * OAuth 2.0 protected-resource metadata (RFC 9728) of the service. Its credentials are API keys
 * and session tokens issued by the platform, not OAuth access tokens: no authorization server
 * issues them, so none is named (`authorization_servers` is absent); the documentation page says
 * how to get one.
 */
export const ProtectedResourceMetadata = z.object({
  resource: z.string(),
  bearer_methods_supported: z.array(z.enum(["header"])),
  resource_name: z.string(),
  resource_documentation: z.string(),
});

/**
 * The `/.well-known/x402` document: which routes of this service are paid and how.
 * `version` and `resources` follow x402scan's discovery format; `routes` is our design and
 * mirrors the hosted-tool catalogue's route entries.
 */
export const X402Discovery = z.object({
  version: z.literal(1),
  x402Version: z.literal(2),
  resources: z.array(z.string()),
  routes: z.array(DiscoveryRoute),
});

/** An ISO 4217 currency code. */
export const CurrencyCode = z.string().regex(new RegExp("^[A-Z]{3}$", "u"));

/** The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
export const ErrorEnvelope400 = z.intersection(
  ErrorEnvelope,
  z.object({
    code: z
      .enum([
        "validation_failed",
        "malformed_json",
        "body_not_decodable",
        "malformed_multipart",
        "invalid_cursor",
        "malformed_http",
      ])
      .optional(),
  }),
);

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
export const ErrorEnvelope401 = z.intersection(
  ErrorEnvelope,
  z.object({
    code: z
      .enum([
        "credentials_required",
        "invalid_credentials",
        "malformed_authorization",
        "wrong_credential_kind",
      ])
      .optional(),
  }),
);

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_login`. */
export const ErrorEnvelope401InvalidLogin = z.intersection(
  ErrorEnvelope,
  z.object({
    code: z
      .enum([
        "credentials_required",
        "invalid_credentials",
        "malformed_authorization",
        "wrong_credential_kind",
        "invalid_login",
      ])
      .optional(),
  }),
);

/** The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`, `no_organization`, `forbidden_role`. */
export const ErrorEnvelope403NoOrganizationForbiddenRole = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["forbidden", "admin_only", "no_organization", "forbidden_role"]).optional() }),
);

/** The error body of a 404 answer: `code` is one of `not_found`. */
export const ErrorEnvelope404 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["not_found"]).optional() }),
);

/** The error body of a 404 answer: `code` is one of `not_found`, `unknown_account`. */
export const ErrorEnvelope404UnknownAccount = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["not_found", "unknown_account"]).optional() }),
);

/** The error body of a 409 answer: `code` is one of `conflict`, `already_member`. */
export const ErrorEnvelope409AlreadyMember = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["conflict", "already_member"]).optional() }),
);

/** The error body of a 409 answer: `code` is one of `conflict`, `email_taken`. */
export const ErrorEnvelope409EmailTaken = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["conflict", "email_taken"]).optional() }),
);

/** The error body of a 409 answer: `code` is one of `conflict`, `in_use`. */
export const ErrorEnvelope409InUse = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["conflict", "in_use"]).optional() }),
);

/** The error body of a 413 answer: `code` is one of `payload_too_large`. */
export const ErrorEnvelope413 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["payload_too_large"]).optional() }),
);

/** The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
export const ErrorEnvelope415 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["unsupported_media_type"]).optional() }),
);

/** The error body of a 422 answer: `code` is one of `unprocessable`. */
export const ErrorEnvelope422 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["unprocessable"]).optional() }),
);

/** The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
export const ErrorEnvelope429 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["rate_limited", "key_requests_exhausted"]).optional() }),
);

/** The error body of a 503 answer: `code` is one of `unavailable`. */
export const ErrorEnvelope503 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["unavailable"]).optional() }),
);

/** One priced form of a food item (Regular, Large…). */
export const FoodItemVariant = z.object({ id: RecordId, name: DisplayName, price: Amount });

/** A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters. */
export const MenuLabel = z.string().min(1).max(40).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u"));

/** Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters. */
export const Note = z.string().max(2000).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u"));

/** A food item of the organization's catalog. */
export const FoodItem = z.object({
  id: RecordId,
  name: DisplayName,
  description: z.union([Note, z.null()]),
  category_id: z.union([RecordId, z.null()]),
  variants: z.array(FoodItemVariant),
  modifier_group_ids: z.array(RecordId),
  tags: z.array(MenuLabel),
  allergens: z.array(MenuLabel),
  available: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/**
 * A variant as sent: with the `id` of an existing variant of this item to keep (and change) it,
 * without one to add a new variant.
 */
export const FoodItemVariantInput = z.object({ id: RecordId.optional(), name: DisplayName, price: Amount });

/** What creating a food item takes. */
export const FoodItemCreate = z.object({
  name: DisplayName,
  description: z.union([Note, z.null()]).optional(),
  category_id: z.union([RecordId, z.null()]).optional(),
  variants: z.array(FoodItemVariantInput).min(1).max(20),
  modifier_group_ids: z.array(RecordId).max(20).default([]),
  tags: z.array(MenuLabel).max(20).default([]),
  allergens: z.array(MenuLabel).max(20).default([]),
  available: z.boolean().default(true),
});

/** A page of food items, newest first. */
export const FoodItemPage = z.object({
  food_items: z.array(FoodItem),
  next_cursor: z.union([z.string(), z.null()]),
});

/**
 * What updating a food item takes: the members sent change, the rest stay. `variants`, when sent,
 * is the whole new list: a variant with the `id` of one of the item's variants keeps that id, one
 * without `id` is added, and variants not listed are removed (with any branch override of them).
 */
export const FoodItemUpdate = z.object({
  name: DisplayName.optional(),
  description: z.union([Note, z.null()]).optional(),
  category_id: z.union([RecordId, z.null()]).optional(),
  variants: z.array(FoodItemVariantInput).min(1).max(20).optional(),
  modifier_group_ids: z.array(RecordId).max(20).optional(),
  tags: z.array(MenuLabel).max(20).optional(),
  allergens: z.array(MenuLabel).max(20).optional(),
  available: z.boolean().optional(),
});

/** Where a record sits in its list: lower first (ties by name). */
export const MenuPosition = z.int().gte(0).lte(100000);

/** A category of the organization's catalog (Starters, Mains…). */
export const MenuCategory = z.object({
  id: RecordId,
  name: DisplayName,
  description: z.union([Note, z.null()]),
  position: MenuPosition,
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** What creating a category takes. */
export const MenuCategoryCreate = z.object({
  name: DisplayName,
  description: z.union([Note, z.null()]).optional(),
  position: MenuPosition.default(0),
});

/** A page of categories, newest first. */
export const MenuCategoryPage = z.object({
  categories: z.array(MenuCategory),
  next_cursor: z.union([z.string(), z.null()]),
});

/** What updating a category takes: the members sent change, the rest stay. */
export const MenuCategoryUpdate = z.object({
  name: DisplayName.optional(),
  description: z.union([Note, z.null()]).optional(),
  position: MenuPosition.optional(),
});

/** One choice of a modifier group (Extra cheese, No onions…). */
export const ModifierOption = z.object({
  id: RecordId,
  name: DisplayName,
  price_delta: Amount,
  available: z.boolean(),
});

/**
 * A modifier group: how many of its options a customer must and may choose for one line
 * (`min_selections` to `max_selections`). Orders check both (our design; Toast leaves it to the
 * caller).
 */
export const ModifierGroup = z.object({
  id: RecordId,
  name: DisplayName,
  min_selections: z.int().gte(-2147483648).lte(2147483647),
  max_selections: z.int().gte(-2147483648).lte(2147483647),
  options: z.array(ModifierOption),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** An option as sent: with an existing option's `id` to keep it, without one to add it. */
export const ModifierOptionInput = z.object({
  id: RecordId.optional(),
  name: DisplayName,
  price_delta: Amount.default(0),
  available: z.boolean().default(true),
});

/** What creating a modifier group takes. */
export const ModifierGroupCreate = z.object({
  name: DisplayName,
  min_selections: z.int().gte(0).lte(50).default(0),
  max_selections: z.int().gte(1).lte(50),
  options: z.array(ModifierOptionInput).min(1).max(50),
});

/** A page of modifier groups, newest first. */
export const ModifierGroupPage = z.object({
  modifier_groups: z.array(ModifierGroup),
  next_cursor: z.union([z.string(), z.null()]),
});

/**
 * What updating a modifier group takes: the members sent change, the rest stay; the limits are
 * checked against the result. `options`, when sent, is the whole new list, matched by `id` as
 * food item variants are.
 */
export const ModifierGroupUpdate = z.object({
  name: DisplayName.optional(),
  min_selections: z.int().gte(0).lte(50).optional(),
  max_selections: z.int().gte(1).lte(50).optional(),
  options: z.array(ModifierOptionInput).min(1).max(50).optional(),
});

/**
 * One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`
 * runs past midnight into the next day; several periods on one day are allowed (lunch and dinner).
 */
export const OpeningPeriod = z.object({ day: Weekday, opens: LocalTime, closes: LocalTime });

/** The caller's organization: the restaurant business. */
export const Organization = z.object({
  id: RecordId,
  name: DisplayName,
  currency: CurrencyCode,
  owner: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});

/** What creating an organization takes. */
export const OrganizationCreate = z.object({ name: DisplayName, currency: CurrencyCode.default("USD") });

/** One item of a preset menu and where it sits. */
export const PresetMenuEntry = z.object({ food_item_id: RecordId, position: MenuPosition });

/**
 * A preset menu: a template listing food items that branches serve (our design: by item, not by
 * category, so one item can be on a lunch preset and not on a dinner one).
 */
export const PresetMenu = z.object({
  id: RecordId,
  name: DisplayName,
  description: z.union([Note, z.null()]),
  entries: z.array(PresetMenuEntry),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** An entry as sent: `position` defaults to the entry's index in the list. */
export const PresetMenuEntryInput = z.object({ food_item_id: RecordId, position: MenuPosition.optional() });

/** What creating a preset menu takes. */
export const PresetMenuCreate = z.object({
  name: DisplayName,
  description: z.union([Note, z.null()]).optional(),
  entries: z.array(PresetMenuEntryInput).max(500).default([]),
});

/** A page of preset menus, newest first. */
export const PresetMenuPage = z.object({
  preset_menus: z.array(PresetMenu),
  next_cursor: z.union([z.string(), z.null()]),
});

/** What updating a preset menu takes: the members sent change; `entries` replaces the list. */
export const PresetMenuUpdate = z.object({
  name: DisplayName.optional(),
  description: z.union([Note, z.null()]).optional(),
  entries: z.array(PresetMenuEntryInput).max(500).optional(),
});

/** An IANA time zone name, checked against the server's time-zone database. */
export const TimeZone = z
  .string()
  .min(1)
  .max(64)
  .regex(new RegExp("^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$", "u"));

/** A restaurant (branch) of the organization. */
export const RestaurantBranch = z.object({
  id: RecordId,
  name: DisplayName,
  time_zone: TimeZone,
  opening_hours: z.array(OpeningPeriod),
  address: z.union([Address, z.null()]),
  phone: z.union([z.string().max(32).regex(new RegExp("^\\+?[0-9 ().-]{3,31}$", "u")), z.null()]),
  role: z.enum(["owner", "manager", "staff"]),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** What creating a restaurant takes. */
export const RestaurantCreate = z.object({
  name: DisplayName,
  time_zone: TimeZone,
  opening_hours: z.array(OpeningPeriod).max(50).default([]),
  address: z.union([Address, z.null()]).optional(),
  phone: z.union([z.string().max(32).regex(new RegExp("^\\+?[0-9 ().-]{3,31}$", "u")), z.null()]).optional(),
});

/** A page of restaurants, newest first. */
export const RestaurantPage = z.object({
  restaurants: z.array(RestaurantBranch),
  next_cursor: z.union([z.string(), z.null()]),
});

/** What updating a restaurant takes: the members sent change, the rest stay. */
export const RestaurantUpdate = z.object({
  name: DisplayName.optional(),
  time_zone: TimeZone.optional(),
  opening_hours: z.array(OpeningPeriod).max(50).optional(),
  address: z.union([Address, z.null()]).optional(),
  phone: z.union([z.string().max(32).regex(new RegExp("^\\+?[0-9 ().-]{3,31}$", "u")), z.null()]).optional(),
});

/** An option as sold. */
export const SellableOption = z.object({ id: RecordId, name: z.string(), price_delta: Amount });

/** A modifier group as sold: its available options, and how many a line must and may choose. */
export const SellableModifierGroup = z.object({
  id: RecordId,
  name: z.string(),
  min_selections: z.int().gte(-2147483648).lte(2147483647),
  max_selections: z.int().gte(-2147483648).lte(2147483647),
  options: z.array(SellableOption),
});

/** A variant as sold: price after the branch's overrides. */
export const SellableVariant = z.object({ id: RecordId, name: z.string(), price: Amount });

/** A food item as the restaurant sells it at that moment. */
export const SellableItem = z.object({
  food_item_id: RecordId,
  name: z.string(),
  category_id: z.union([RecordId, z.null()]),
  variants: z.array(SellableVariant),
  modifier_groups: z.array(SellableModifierGroup),
});

/** What a restaurant sells at one moment, computed from its menu configuration. */
export const SellableMenu = z.object({
  restaurant_id: RecordId,
  at: z.iso.datetime({ offset: true }),
  local_time: z.string(),
  open: z.boolean(),
  serving: z.boolean(),
  items: z.array(SellableItem),
});

/** The body of `POST /api/auth/sign-in/email`. */
export const SignInRequest = z.object({
  email: EmailAddress,
  password: z.string().min(1).max(128).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")),
  rememberMe: z.boolean().optional(),
});

/** The body of `POST /api/auth/sign-up/email`. */
export const SignUpRequest = z.object({
  email: EmailAddress,
  password: z.string().min(8).max(128).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")),
  name: DisplayName.optional(),
});

/** A new session: its secret token (shown this once) and the person signed in. */
export const SignedIn = z.object({
  token: z.string(),
  expires_at: z.iso.datetime({ offset: true }),
  user: UserSummary,
});

/** Request and response schemas of `oauth_protected_resource` (GET /.well-known/oauth-protected-resource). */
export const oauthProtectedResourceSchemas = {
  responses: {
    "200": ProtectedResourceMetadata,
    "401": ErrorEnvelope401,
  },
};

/** Request and response schemas of `x402_discovery` (GET /.well-known/x402). */
export const x402DiscoverySchemas = {
  responses: {
    "200": X402Discovery,
    "401": ErrorEnvelope401,
  },
};

/** Request and response schemas of `list_api_keys` (GET /api/api-keys). */
export const listApiKeysSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": ApiKeyPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_api_key` (POST /api/api-keys). */
export const createApiKeySchemas = {
  body: ApiKeyCreate,
  responses: {
    "201": ApiKeyCreated,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `revoke_api_key` (DELETE /api/api-keys/{key_id}). */
export const revokeApiKeySchemas = {
  path: z.object({ key_id: z.guid() }),
  responses: {
    "204": z.undefined(),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `sign_in_email` (POST /api/auth/sign-in/email). */
export const signInEmailSchemas = {
  body: SignInRequest,
  responses: {
    "200": SignedIn,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401InvalidLogin,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "429": ErrorEnvelope429,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `sign_out` (POST /api/auth/sign-out). */
export const signOutSchemas = {
  responses: {
    "200": z.object({ success: z.literal(true) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `sign_up_email` (POST /api/auth/sign-up/email). */
export const signUpEmailSchemas = {
  body: SignUpRequest,
  responses: {
    "200": SignedIn,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "409": ErrorEnvelope409EmailTaken,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "429": ErrorEnvelope429,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_menu_categories` (GET /api/menu/categories). */
export const listMenuCategoriesSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": MenuCategoryPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_menu_category` (POST /api/menu/categories). */
export const createMenuCategorySchemas = {
  body: MenuCategoryCreate,
  responses: {
    "201": MenuCategory,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_menu_category` (GET /api/menu/categories/{category_id}). */
export const getMenuCategorySchemas = {
  path: z.object({ category_id: z.guid() }),
  responses: {
    "200": MenuCategory,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `delete_menu_category` (DELETE /api/menu/categories/{category_id}). */
export const deleteMenuCategorySchemas = {
  path: z.object({ category_id: z.guid() }),
  responses: {
    "204": z.undefined(),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `update_menu_category` (PATCH /api/menu/categories/{category_id}). */
export const updateMenuCategorySchemas = {
  path: z.object({ category_id: z.guid() }),
  body: MenuCategoryUpdate,
  responses: {
    "200": MenuCategory,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_food_items` (GET /api/menu/food-items). */
export const listFoodItemsSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
    category_id: z.guid().optional(),
  }),
  responses: {
    "200": FoodItemPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_food_item` (POST /api/menu/food-items). */
export const createFoodItemSchemas = {
  body: FoodItemCreate,
  responses: {
    "201": FoodItem,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_food_item` (GET /api/menu/food-items/{food_item_id}). */
export const getFoodItemSchemas = {
  path: z.object({ food_item_id: z.guid() }),
  responses: {
    "200": FoodItem,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `delete_food_item` (DELETE /api/menu/food-items/{food_item_id}). */
export const deleteFoodItemSchemas = {
  path: z.object({ food_item_id: z.guid() }),
  responses: {
    "204": z.undefined(),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InUse,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `update_food_item` (PATCH /api/menu/food-items/{food_item_id}). */
export const updateFoodItemSchemas = {
  path: z.object({ food_item_id: z.guid() }),
  body: FoodItemUpdate,
  responses: {
    "200": FoodItem,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_modifier_groups` (GET /api/menu/modifier-groups). */
export const listModifierGroupsSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": ModifierGroupPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_modifier_group` (POST /api/menu/modifier-groups). */
export const createModifierGroupSchemas = {
  body: ModifierGroupCreate,
  responses: {
    "201": ModifierGroup,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_modifier_group` (GET /api/menu/modifier-groups/{modifier_group_id}). */
export const getModifierGroupSchemas = {
  path: z.object({ modifier_group_id: z.guid() }),
  responses: {
    "200": ModifierGroup,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `delete_modifier_group` (DELETE /api/menu/modifier-groups/{modifier_group_id}). */
export const deleteModifierGroupSchemas = {
  path: z.object({ modifier_group_id: z.guid() }),
  responses: {
    "204": z.undefined(),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InUse,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `update_modifier_group` (PATCH /api/menu/modifier-groups/{modifier_group_id}). */
export const updateModifierGroupSchemas = {
  path: z.object({ modifier_group_id: z.guid() }),
  body: ModifierGroupUpdate,
  responses: {
    "200": ModifierGroup,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_preset_menus` (GET /api/menu/preset-menus). */
export const listPresetMenusSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": PresetMenuPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_preset_menu` (POST /api/menu/preset-menus). */
export const createPresetMenuSchemas = {
  body: PresetMenuCreate,
  responses: {
    "201": PresetMenu,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_preset_menu` (GET /api/menu/preset-menus/{preset_menu_id}). */
export const getPresetMenuSchemas = {
  path: z.object({ preset_menu_id: z.guid() }),
  responses: {
    "200": PresetMenu,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `delete_preset_menu` (DELETE /api/menu/preset-menus/{preset_menu_id}). */
export const deletePresetMenuSchemas = {
  path: z.object({ preset_menu_id: z.guid() }),
  responses: {
    "204": z.undefined(),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InUse,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `update_preset_menu` (PATCH /api/menu/preset-menus/{preset_menu_id}). */
export const updatePresetMenuSchemas = {
  path: z.object({ preset_menu_id: z.guid() }),
  body: PresetMenuUpdate,
  responses: {
    "200": PresetMenu,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_organization` (GET /api/organization). */
export const getOrganizationSchemas = {
  responses: {
    "200": Organization,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_organization` (POST /api/organizations). */
export const createOrganizationSchemas = {
  body: OrganizationCreate,
  responses: {
    "201": Organization,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "409": ErrorEnvelope409AlreadyMember,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_restaurants` (GET /api/restaurants). */
export const listRestaurantsSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": RestaurantPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_restaurant` (POST /api/restaurants). */
export const createRestaurantSchemas = {
  body: RestaurantCreate,
  responses: {
    "201": RestaurantBranch,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_restaurant` (GET /api/restaurants/{restaurant_id}). */
export const getRestaurantSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  responses: {
    "200": RestaurantBranch,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `delete_restaurant` (DELETE /api/restaurants/{restaurant_id}). */
export const deleteRestaurantSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  responses: {
    "204": z.undefined(),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InUse,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `update_restaurant` (PATCH /api/restaurants/{restaurant_id}). */
export const updateRestaurantSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  body: RestaurantUpdate,
  responses: {
    "200": RestaurantBranch,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_restaurant_members` (GET /api/restaurants/{restaurant_id}/members). */
export const listRestaurantMembersSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": BranchMemberPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `add_restaurant_member` (POST /api/restaurants/{restaurant_id}/members). */
export const addRestaurantMemberSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  body: BranchMemberCreate,
  responses: {
    "201": BranchMember,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404UnknownAccount,
    "409": ErrorEnvelope409AlreadyMember,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `remove_restaurant_member` (DELETE /api/restaurants/{restaurant_id}/members/{user_id}). */
export const removeRestaurantMemberSchemas = {
  path: z.object({ restaurant_id: z.guid(), user_id: z.guid() }),
  responses: {
    "204": z.undefined(),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `update_restaurant_member` (PATCH /api/restaurants/{restaurant_id}/members/{user_id}). */
export const updateRestaurantMemberSchemas = {
  path: z.object({ restaurant_id: z.guid(), user_id: z.guid() }),
  body: z.object({ role: BranchRole }),
  responses: {
    "200": BranchMember,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_restaurant_menu` (GET /api/restaurants/{restaurant_id}/menu). */
export const getRestaurantMenuSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  responses: {
    "200": BranchMenu,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `set_restaurant_menu` (PUT /api/restaurants/{restaurant_id}/menu). */
export const setRestaurantMenuSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  body: BranchMenuSet,
  responses: {
    "200": BranchMenu,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_restaurant_sellable_menu` (GET /api/restaurants/{restaurant_id}/menu/sellable). */
export const getRestaurantSellableMenuSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  query: z.object({ at: z.iso.datetime({ offset: true }).optional() }),
  responses: {
    "200": SellableMenu,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `docs` (GET /docs). */
export const docsSchemas = {
  responses: {
    "200": z.string(),
    "401": ErrorEnvelope401,
  },
};

/** Request and response schemas of `docs_script` (GET /docs/scalar.js). */
export const docsScriptSchemas = {
  query: z.object({ v: z.string().regex(new RegExp("^[0-9a-f]{1,64}$", "u")).optional() }),
  responses: {
    "200": z.string(),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
  },
};

/** Request and response schemas of `health` (GET /health). */
export const healthSchemas = {
  responses: {
    "200": Health,
    "401": ErrorEnvelope401,
  },
};

/** Request and response schemas of `llms_txt` (GET /llms.txt). */
export const llmsTxtSchemas = {
  responses: {
    "200": z.string(),
    "401": ErrorEnvelope401,
  },
};

/** Request and response schemas of `mcp` (POST /mcp). */
export const mcpSchemas = {
  headers: z.object({
    accept: z
      .string()
      .regex(new RegExp("application/json.*text/event-stream|text/event-stream.*application/json", "u")),
  }),
  body: JsonRpcMessage,
  responses: {
    "200": z.looseObject({}),
    "202": z.undefined(),
    "400": JsonRpcError,
    "401": ErrorEnvelope401,
    "403": JsonRpcError,
    "406": JsonRpcError,
    "415": JsonRpcError,
  },
};

/** Request and response schemas of `openapi_json` (GET /openapi.json). */
export const openapiJsonSchemas = {
  responses: {
    "200": z.looseObject({}),
    "401": ErrorEnvelope401,
  },
};
