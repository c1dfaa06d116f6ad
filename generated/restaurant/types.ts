// Generated from spec/restaurant by codegen — run `npm run generate`. Do not edit.

import type { HandlerContext as Context } from "../../runtime/context.js";

/** A postal address. */
export type Address = {
  line1: string;
  line2?: string;
  city: string;
  postal_code?: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
};

/**
 * An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to
 * 100,000,000 (our design: one line of an order never reaches a million dollars).
 */
export type Amount = number;

/** A display name: 1 to 200 characters, no `<`, `>` or control characters. */
export type DisplayName = string;

/** A UUID naming a record. */
export type RecordId = string;

/** An API key of the organization (never its secret, except once in { */
export type ApiKey = {
  id: RecordId;
  name: DisplayName;
  /** The key's first characters, to recognise it. */
  start: string;
  /** The member whose rights the key acts with. */
  created_by: RecordId;
  created_at: string;
};

/** What minting an API key takes. */
export type ApiKeyCreate = {
  name: DisplayName;
};

/** A new API key with its secret, shown this once. */
export type ApiKeyCreated = {
  id: RecordId;
  name: DisplayName;
  /** The key's first characters, to recognise it. */
  start: string;
  /** The member whose rights the key acts with. */
  created_by: RecordId;
  created_at: string;
  /** The secret: send it as `x-api-key`. Stored hashed; it cannot be shown again. */
  key: string;
};

/** A page of API keys, newest first. */
export type ApiKeyPage = {
  api_keys: Array<ApiKey>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** An e-mail address, at most 254 characters. */
export type EmailAddress = string;

/** A person's account, as sign-in and the member lists show it. */
export type UserSummary = {
  id: RecordId;
  email: EmailAddress;
  name: string | null;
};

/** A person who works in a restaurant. */
export type BranchMember = {
  user: UserSummary;
  /** `owner` for the organization's owner, who holds every restaurant. */
  role: "owner" | "manager" | "staff";
  added_at: string;
};

/** A role someone can be given on one restaurant. */
export type BranchRole = "manager" | "staff";

/** Who to add, by the e-mail address of their account, and their role here. */
export type BranchMemberCreate = {
  email: EmailAddress;
  role: BranchRole;
};

/** A page of members, in the order they were added. */
export type BranchMemberPage = {
  members: Array<BranchMember>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** A local time of day, `HH:MM` on a 24-hour clock. */
export type LocalTime = string;

/** A day of the week. */
export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";

/**
 * A weekly window in the restaurant's local time, `[from, to)`; `to` earlier than `from` runs
 * past midnight into the next day.
 */
export type MenuWindow = {
  day: Weekday;
  from: LocalTime;
  to: LocalTime;
};

/**
 * A branch's change to one item of its preset (no `variant_id`) or to one variant. Members left out
 * change nothing: `price` replaces the price (of every variant, for an item-wide override; a
 * variant's own override wins); `available: false` takes it off this branch's menu; `windows`
 * limits it to those windows (an empty list: no limit). An override cannot bring back an item
 * taken off organization-wide.
 */
export type MenuOverride = {
  food_item_id: RecordId;
  variant_id?: RecordId | null;
  price?: Amount | null;
  available?: boolean | null;
  windows?: Array<MenuWindow> | null;
};

/** A branch's menu: which preset it serves, when, and its overrides. */
export type BranchMenu = {
  restaurant_id: RecordId;
  preset_menu_id: RecordId;
  /** When the menu is served; empty: whenever the restaurant is open. */
  windows: Array<MenuWindow>;
  overrides: Array<MenuOverride>;
  updated_at: string;
};

/** What setting a branch's menu takes: the whole configuration, replacing the previous one. */
export type BranchMenuSet = {
  /** A preset menu of the organization. */
  preset_menu_id: RecordId;
  windows?: Array<MenuWindow>;
  /** At most one per item and per variant, at most 500. */
  overrides?: Array<MenuOverride>;
};

/** One paid route as listed by the x402 discovery document. */
export type DiscoveryRoute = {
  /** HTTP method and path, for example `GET /x402/uuid`. */
  route: string;
  /** Absolute URL of the route. */
  url: string;
  description: string;
  /** Price per call in USD. */
  priceUsd: number;
  /** Free calls per client IP per UTC day on this route. */
  freePerIpPerDay: number;
};

/** Where a rejected input was found. */
export type IssueLocation = "path" | "query" | "header" | "body";

/** One reason a request was rejected, naming the input it concerns. */
export type ValidationIssue = {
  /** Which part of the request holds the input. */
  location: IssueLocation;
  /** The parameter name, or a JSON pointer into the body (`/items/0/qty`). */
  name: string;
  /** What is wrong, in plain words. */
  message: string;
};

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
export type ErrorCode =
  | "validation_failed"
  | "malformed_json"
  | "body_not_decodable"
  | "malformed_multipart"
  | "invalid_cursor"
  | "malformed_http"
  | "credentials_required"
  | "invalid_credentials"
  | "malformed_authorization"
  | "wrong_credential_kind"
  | "invalid_login"
  | "forbidden"
  | "admin_only"
  | "no_organization"
  | "forbidden_role"
  | "not_found"
  | "route_not_found"
  | "unknown_account"
  | "method_not_allowed"
  | "request_timeout"
  | "conflict"
  | "email_taken"
  | "already_member"
  | "in_use"
  | "payload_too_large"
  | "unsupported_media_type"
  | "range_not_satisfiable"
  | "unprocessable"
  | "rate_limited"
  | "key_requests_exhausted"
  | "headers_too_large"
  | "internal"
  | "processor_unavailable"
  | "processor_rejected"
  | "unavailable";

/**
 * The `{success: false, error}` error body used by the UUID and infra services.
 * `code` and `issues` are our design: a stable machine-readable code and, on 400, one
 * entry per rejected input.
 */
export type ErrorEnvelope = {
  success: false;
  /** Human-readable summary. */
  error: string;
  code: ErrorCode;
  /** Every rejected input, on validation errors. */
  issues?: Array<ValidationIssue>;
  /** The request's id, as in the `X-Request-Id` response header. */
  requestId?: string;
};

/** Liveness of the service and its database. */
export type Health = {
  /** `ok` when the database answers, `degraded` otherwise. */
  status: "ok" | "degraded";
  /** The service name. */
  service: string;
  /** The contract version the server implements. */
  version: string;
};

/** A JSON-RPC 2.0 error answer from the MCP endpoint. */
export type JsonRpcError = {
  jsonrpc: "2.0";
  /** The id of the request this answers (string, number or null). */
  id: unknown;
  error: {
    code: number;
    message: string;
    data?: unknown;
  };
};

/** An integer JSON numbers carry exactly (±2^53−1). */
export type SafeJsonInteger = number;

/** A client's error answer to a server request. */
export type JsonRpcErrorMessage = {
  jsonrpc: "2.0";
  id?: string | SafeJsonInteger;
  error: {
    code: SafeJsonInteger;
    message: string;
    data?: unknown;
  };
};

/** Request metadata MCP reads from `params._meta`. */
export type JsonRpcMeta = {
  /** Token for progress notifications about this request. */
  progressToken?: string | SafeJsonInteger;
  [key: string]: unknown;
};

/** Parameters of a request or notification. */
export type JsonRpcParams = {
  _meta?: JsonRpcMeta;
  [key: string]: unknown;
};

/** A notification: no id, no answer. */
export type JsonRpcNotification = {
  jsonrpc: "2.0";
  method: string;
  params?: JsonRpcParams;
};

/** A request: expects an answer with the same id. */
export type JsonRpcRequest = {
  jsonrpc: "2.0";
  id: string | SafeJsonInteger;
  method: string;
  params?: JsonRpcParams;
};

/** A client's answer to a server request. */
export type JsonRpcResultMessage = {
  jsonrpc: "2.0";
  id: string | SafeJsonInteger;
  result: {
    [key: string]: unknown;
  };
};

/** A JSON-RPC 2.0 message sent to the MCP endpoint: exactly one of the four kinds. */
export type JsonRpcMessage =
  | JsonRpcRequest
  | JsonRpcNotification
  | JsonRpcResultMessage
  | JsonRpcErrorMessage;

/**
 * OAuth 2.0 protected-resource metadata (RFC 9728) of the service. Its credentials are API keys
 * and session tokens issued by the platform, not OAuth access tokens: no authorization server
 * issues them, so none is named (`authorization_servers` is absent); the documentation page says
 * how to get one.
 */
export type ProtectedResourceMetadata = {
  /** The service's base URL: its credentials unlock every route under it, `/mcp` included. */
  resource: string;
  /** How a bearer credential is sent: the `Authorization` header only. */
  bearer_methods_supported: Array<"header">;
  /** The service's name. */
  resource_name: string;
  /** The service's reference page, which says how to get a credential. */
  resource_documentation: string;
};

/**
 * The `/.well-known/x402` document: which routes of this service are paid and how.
 * `version` and `resources` follow x402scan's discovery format; `routes` is our design and
 * mirrors the hosted-tool catalogue's route entries.
 */
export type X402Discovery = {
  version: 1;
  /** x402 protocol version the server speaks. */
  x402Version: 2;
  /** Absolute URLs of every paid resource. */
  resources: Array<string>;
  routes: Array<DiscoveryRoute>;
};

/** An ISO 4217 currency code. */
export type CurrencyCode = string;

/** The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
export type ErrorEnvelope400 = ErrorEnvelope & {
  code?:
    | "validation_failed"
    | "malformed_json"
    | "body_not_decodable"
    | "malformed_multipart"
    | "invalid_cursor"
    | "malformed_http";
};

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
export type ErrorEnvelope401 = ErrorEnvelope & {
  code?: "credentials_required" | "invalid_credentials" | "malformed_authorization" | "wrong_credential_kind";
};

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_login`. */
export type ErrorEnvelope401InvalidLogin = ErrorEnvelope & {
  code?:
    | "credentials_required"
    | "invalid_credentials"
    | "malformed_authorization"
    | "wrong_credential_kind"
    | "invalid_login";
};

/** The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`, `no_organization`, `forbidden_role`. */
export type ErrorEnvelope403NoOrganizationForbiddenRole = ErrorEnvelope & {
  code?: "forbidden" | "admin_only" | "no_organization" | "forbidden_role";
};

/** The error body of a 404 answer: `code` is one of `not_found`. */
export type ErrorEnvelope404 = ErrorEnvelope & {
  code?: "not_found";
};

/** The error body of a 404 answer: `code` is one of `not_found`, `unknown_account`. */
export type ErrorEnvelope404UnknownAccount = ErrorEnvelope & {
  code?: "not_found" | "unknown_account";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `already_member`. */
export type ErrorEnvelope409AlreadyMember = ErrorEnvelope & {
  code?: "conflict" | "already_member";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `email_taken`. */
export type ErrorEnvelope409EmailTaken = ErrorEnvelope & {
  code?: "conflict" | "email_taken";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `in_use`. */
export type ErrorEnvelope409InUse = ErrorEnvelope & {
  code?: "conflict" | "in_use";
};

/** The error body of a 413 answer: `code` is one of `payload_too_large`. */
export type ErrorEnvelope413 = ErrorEnvelope & {
  code?: "payload_too_large";
};

/** The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
export type ErrorEnvelope415 = ErrorEnvelope & {
  code?: "unsupported_media_type";
};

/** The error body of a 422 answer: `code` is one of `unprocessable`. */
export type ErrorEnvelope422 = ErrorEnvelope & {
  code?: "unprocessable";
};

/** The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
export type ErrorEnvelope429 = ErrorEnvelope & {
  code?: "rate_limited" | "key_requests_exhausted";
};

/** The error body of a 503 answer: `code` is one of `unavailable`. */
export type ErrorEnvelope503 = ErrorEnvelope & {
  code?: "unavailable";
};

/** One priced form of a food item (Regular, Large…). */
export type FoodItemVariant = {
  /** Stable across updates: orders and branch overrides refer to it. */
  id: RecordId;
  name: DisplayName;
  price: Amount;
};

/** A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters. */
export type MenuLabel = string;

/** Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters. */
export type Note = string;

/** A food item of the organization's catalog. */
export type FoodItem = {
  id: RecordId;
  name: DisplayName;
  description: Note | null;
  category_id: RecordId | null;
  /** At least one; in display order. */
  variants: Array<FoodItemVariant>;
  /** The modifier groups offered with the item, in display order. */
  modifier_group_ids: Array<RecordId>;
  tags: Array<MenuLabel>;
  allergens: Array<MenuLabel>;
  /**
   * Organization-wide availability ("86"): false takes the item off every branch's menu at once,
   * whatever the branch's overrides say.
   */
  available: boolean;
  created_at: string;
  updated_at: string;
};

/**
 * A variant as sent: with the `id` of an existing variant of this item to keep (and change) it,
 * without one to add a new variant.
 */
export type FoodItemVariantInput = {
  id?: RecordId;
  name: DisplayName;
  price: Amount;
};

/** What creating a food item takes. */
export type FoodItemCreate = {
  name: DisplayName;
  description?: Note | null;
  category_id?: RecordId | null;
  /** At least one, at most 20; ids are assigned (an `id` sent here is refused). */
  variants: Array<FoodItemVariantInput>;
  /** At most 20 distinct groups of the organization, in display order. */
  modifier_group_ids?: Array<RecordId>;
  tags?: Array<MenuLabel>;
  allergens?: Array<MenuLabel>;
  available?: boolean;
};

/** A page of food items, newest first. */
export type FoodItemPage = {
  food_items: Array<FoodItem>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/**
 * What updating a food item takes: the members sent change, the rest stay. `variants`, when sent,
 * is the whole new list: a variant with the `id` of one of the item's variants keeps that id, one
 * without `id` is added, and variants not listed are removed (with any branch override of them).
 */
export type FoodItemUpdate = {
  name?: DisplayName;
  description?: Note | null;
  category_id?: RecordId | null;
  variants?: Array<FoodItemVariantInput>;
  modifier_group_ids?: Array<RecordId>;
  tags?: Array<MenuLabel>;
  allergens?: Array<MenuLabel>;
  available?: boolean;
};

/** Where a record sits in its list: lower first (ties by name). */
export type MenuPosition = number;

/** A category of the organization's catalog (Starters, Mains…). */
export type MenuCategory = {
  id: RecordId;
  name: DisplayName;
  description: Note | null;
  /** Display order: lower first. */
  position: MenuPosition;
  created_at: string;
  updated_at: string;
};

/** What creating a category takes. */
export type MenuCategoryCreate = {
  name: DisplayName;
  description?: Note | null;
  position?: MenuPosition;
};

/** A page of categories, newest first. */
export type MenuCategoryPage = {
  categories: Array<MenuCategory>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** What updating a category takes: the members sent change, the rest stay. */
export type MenuCategoryUpdate = {
  name?: DisplayName;
  description?: Note | null;
  position?: MenuPosition;
};

/** One choice of a modifier group (Extra cheese, No onions…). */
export type ModifierOption = {
  /** Stable across updates: orders refer to it. */
  id: RecordId;
  name: DisplayName;
  /** Added to the line's unit price when chosen. */
  price_delta: Amount;
  /** false: not offered anywhere until set back (out of stock). */
  available: boolean;
};

/**
 * A modifier group: how many of its options a customer must and may choose for one line
 * (`min_selections` to `max_selections`). Orders check both (our design; Toast leaves it to the
 * caller).
 */
export type ModifierGroup = {
  id: RecordId;
  name: DisplayName;
  /** 0 makes the group optional. */
  min_selections: number;
  max_selections: number;
  /** In display order. */
  options: Array<ModifierOption>;
  created_at: string;
  updated_at: string;
};

/** An option as sent: with an existing option's `id` to keep it, without one to add it. */
export type ModifierOptionInput = {
  id?: RecordId;
  name: DisplayName;
  price_delta?: Amount;
  available?: boolean;
};

/** What creating a modifier group takes. */
export type ModifierGroupCreate = {
  name: DisplayName;
  /** At most `max_selections`. */
  min_selections?: number;
  /** At least 1 and at most the number of options. */
  max_selections: number;
  /** 1 to 50 options; ids are assigned (an `id` sent here is refused). */
  options: Array<ModifierOptionInput>;
};

/** A page of modifier groups, newest first. */
export type ModifierGroupPage = {
  modifier_groups: Array<ModifierGroup>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/**
 * What updating a modifier group takes: the members sent change, the rest stay; the limits are
 * checked against the result. `options`, when sent, is the whole new list, matched by `id` as
 * food item variants are.
 */
export type ModifierGroupUpdate = {
  name?: DisplayName;
  min_selections?: number;
  max_selections?: number;
  options?: Array<ModifierOptionInput>;
};

/**
 * One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`
 * runs past midnight into the next day; several periods on one day are allowed (lunch and dinner).
 */
export type OpeningPeriod = {
  day: Weekday;
  opens: LocalTime;
  closes: LocalTime;
};

/** The caller's organization: the restaurant business. */
export type Organization = {
  id: RecordId;
  name: DisplayName;
  /** The currency of every amount in the organization (menu prices, orders, promotions). */
  currency: CurrencyCode;
  /** Whether the caller is its owner. */
  owner: boolean;
  created_at: string;
};

/** What creating an organization takes. */
export type OrganizationCreate = {
  name: DisplayName;
  /** Fixed at creation; USD when absent. */
  currency?: CurrencyCode;
};

/** One item of a preset menu and where it sits. */
export type PresetMenuEntry = {
  food_item_id: RecordId;
  /** Display order: lower first; ties keep the order sent. */
  position: MenuPosition;
};

/**
 * A preset menu: a template listing food items that branches serve (our design: by item, not by
 * category, so one item can be on a lunch preset and not on a dinner one).
 */
export type PresetMenu = {
  id: RecordId;
  name: DisplayName;
  description: Note | null;
  /** In display order. */
  entries: Array<PresetMenuEntry>;
  created_at: string;
  updated_at: string;
};

/** An entry as sent: `position` defaults to the entry's index in the list. */
export type PresetMenuEntryInput = {
  food_item_id: RecordId;
  position?: MenuPosition;
};

/** What creating a preset menu takes. */
export type PresetMenuCreate = {
  name: DisplayName;
  description?: Note | null;
  /** Distinct food items of the organization, at most 500. */
  entries?: Array<PresetMenuEntryInput>;
};

/** A page of preset menus, newest first. */
export type PresetMenuPage = {
  preset_menus: Array<PresetMenu>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** What updating a preset menu takes: the members sent change; `entries` replaces the list. */
export type PresetMenuUpdate = {
  name?: DisplayName;
  description?: Note | null;
  entries?: Array<PresetMenuEntryInput>;
};

/** An IANA time zone name, checked against the server's time-zone database. */
export type TimeZone = string;

/** A restaurant (branch) of the organization. */
export type RestaurantBranch = {
  id: RecordId;
  name: DisplayName;
  /** Where the restaurant is: its opening hours, menus and reservations are in this zone's local time. */
  time_zone: TimeZone;
  /** Weekly opening hours; empty means always closed (and no reservations). */
  opening_hours: Array<OpeningPeriod>;
  address: Address | null;
  phone: string | null;
  /** The caller's role here: the organization's owner is `owner` everywhere. */
  role: "owner" | "manager" | "staff";
  created_at: string;
  updated_at: string;
};

/** What creating a restaurant takes. */
export type RestaurantCreate = {
  name: DisplayName;
  time_zone: TimeZone;
  opening_hours?: Array<OpeningPeriod>;
  address?: Address | null;
  phone?: string | null;
};

/** A page of restaurants, newest first. */
export type RestaurantPage = {
  restaurants: Array<RestaurantBranch>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** What updating a restaurant takes: the members sent change, the rest stay. */
export type RestaurantUpdate = {
  name?: DisplayName;
  time_zone?: TimeZone;
  opening_hours?: Array<OpeningPeriod>;
  address?: Address | null;
  phone?: string | null;
};

/** An option as sold. */
export type SellableOption = {
  id: RecordId;
  name: string;
  price_delta: Amount;
};

/** A modifier group as sold: its available options, and how many a line must and may choose. */
export type SellableModifierGroup = {
  id: RecordId;
  name: string;
  min_selections: number;
  max_selections: number;
  options: Array<SellableOption>;
};

/** A variant as sold: price after the branch's overrides. */
export type SellableVariant = {
  id: RecordId;
  name: string;
  price: Amount;
};

/** A food item as the restaurant sells it at that moment. */
export type SellableItem = {
  food_item_id: RecordId;
  name: string;
  category_id: RecordId | null;
  variants: Array<SellableVariant>;
  modifier_groups: Array<SellableModifierGroup>;
};

/** What a restaurant sells at one moment, computed from its menu configuration. */
export type SellableMenu = {
  restaurant_id: RecordId;
  /** The moment asked about. */
  at: string;
  /** The same moment on the restaurant's clock, `YYYY-MM-DDTHH:MM` in its time zone. */
  local_time: string;
  /** Inside the restaurant's opening hours. A closed restaurant sells nothing. */
  open: boolean;
  /** Open, with a menu set, and inside one of the menu's windows (or the menu has none). */
  serving: boolean;
  /** Empty unless `serving`; in the preset's order. */
  items: Array<SellableItem>;
};

/** The body of `POST /api/auth/sign-in/email`. */
export type SignInRequest = {
  /** The account's e-mail address. */
  email: EmailAddress;
  /** The password: 1 to 128 characters, no control characters. */
  password: string;
  /** Keep the session for 30 days instead of 7 (our design). */
  rememberMe?: boolean;
};

/** The body of `POST /api/auth/sign-up/email`. */
export type SignUpRequest = {
  /** The e-mail address to sign in with; unique, compared case-insensitively. */
  email: EmailAddress;
  /** 8 to 128 characters, no control characters. Stored as a scrypt hash only. */
  password: string;
  /** A display name. */
  name?: DisplayName;
};

/** A new session: its secret token (shown this once) and the person signed in. */
export type SignedIn = {
  /**
   * The session token: send it as `Authorization: Bearer <token>`. Shown once; the server keeps
   * only its hash.
   */
  token: string;
  /** When the session expires. */
  expires_at: string;
  user: UserSummary;
};

/** Validated input of `list_api_keys`. */
export interface ListApiKeysInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_api_keys` may return. */
export type ListApiKeysResponse =
  | { status: 200; body: ApiKeyPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_api_key`. */
export interface CreateApiKeyInput {
  body: ApiKeyCreate;
}

/** Every response `create_api_key` may return. */
export type CreateApiKeyResponse =
  | { status: 201; body: ApiKeyCreated }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `revoke_api_key`. */
export interface RevokeApiKeyInput {
  path: {
    key_id: RecordId;
  };
}

/** Every response `revoke_api_key` may return. */
export type RevokeApiKeyResponse =
  | { status: 204 }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `sign_in_email`. */
export interface SignInEmailInput {
  body: SignInRequest;
}

/** Every response `sign_in_email` may return. */
export type SignInEmailResponse =
  | { status: 200; body: SignedIn }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401InvalidLogin }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 429; body: ErrorEnvelope429; headers: { "Retry-After": string } }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `sign_out`. */
export interface SignOutInput {}

/** Every response `sign_out` may return. */
export type SignOutResponse =
  | {
      status: 200;
      body: {
        success: true;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `sign_up_email`. */
export interface SignUpEmailInput {
  body: SignUpRequest;
}

/** Every response `sign_up_email` may return. */
export type SignUpEmailResponse =
  | { status: 200; body: SignedIn }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 409; body: ErrorEnvelope409EmailTaken }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 429; body: ErrorEnvelope429; headers: { "Retry-After": string } }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_menu_categories`. */
export interface ListMenuCategoriesInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_menu_categories` may return. */
export type ListMenuCategoriesResponse =
  | { status: 200; body: MenuCategoryPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_menu_category`. */
export interface CreateMenuCategoryInput {
  body: MenuCategoryCreate;
}

/** Every response `create_menu_category` may return. */
export type CreateMenuCategoryResponse =
  | { status: 201; body: MenuCategory }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_menu_category`. */
export interface GetMenuCategoryInput {
  path: {
    category_id: RecordId;
  };
}

/** Every response `get_menu_category` may return. */
export type GetMenuCategoryResponse =
  | { status: 200; body: MenuCategory }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `delete_menu_category`. */
export interface DeleteMenuCategoryInput {
  path: {
    category_id: RecordId;
  };
}

/** Every response `delete_menu_category` may return. */
export type DeleteMenuCategoryResponse =
  | { status: 204 }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_menu_category`. */
export interface UpdateMenuCategoryInput {
  path: {
    category_id: RecordId;
  };
  body: MenuCategoryUpdate;
}

/** Every response `update_menu_category` may return. */
export type UpdateMenuCategoryResponse =
  | { status: 200; body: MenuCategory }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_food_items`. */
export interface ListFoodItemsInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
    category_id?: RecordId;
  };
}

/** Every response `list_food_items` may return. */
export type ListFoodItemsResponse =
  | { status: 200; body: FoodItemPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_food_item`. */
export interface CreateFoodItemInput {
  body: FoodItemCreate;
}

/** Every response `create_food_item` may return. */
export type CreateFoodItemResponse =
  | { status: 201; body: FoodItem }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_food_item`. */
export interface GetFoodItemInput {
  path: {
    food_item_id: RecordId;
  };
}

/** Every response `get_food_item` may return. */
export type GetFoodItemResponse =
  | { status: 200; body: FoodItem }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `delete_food_item`. */
export interface DeleteFoodItemInput {
  path: {
    food_item_id: RecordId;
  };
}

/** Every response `delete_food_item` may return. */
export type DeleteFoodItemResponse =
  | { status: 204 }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InUse }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_food_item`. */
export interface UpdateFoodItemInput {
  path: {
    food_item_id: RecordId;
  };
  body: FoodItemUpdate;
}

/** Every response `update_food_item` may return. */
export type UpdateFoodItemResponse =
  | { status: 200; body: FoodItem }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_modifier_groups`. */
export interface ListModifierGroupsInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_modifier_groups` may return. */
export type ListModifierGroupsResponse =
  | { status: 200; body: ModifierGroupPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_modifier_group`. */
export interface CreateModifierGroupInput {
  body: ModifierGroupCreate;
}

/** Every response `create_modifier_group` may return. */
export type CreateModifierGroupResponse =
  | { status: 201; body: ModifierGroup }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_modifier_group`. */
export interface GetModifierGroupInput {
  path: {
    modifier_group_id: RecordId;
  };
}

/** Every response `get_modifier_group` may return. */
export type GetModifierGroupResponse =
  | { status: 200; body: ModifierGroup }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `delete_modifier_group`. */
export interface DeleteModifierGroupInput {
  path: {
    modifier_group_id: RecordId;
  };
}

/** Every response `delete_modifier_group` may return. */
export type DeleteModifierGroupResponse =
  | { status: 204 }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InUse }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_modifier_group`. */
export interface UpdateModifierGroupInput {
  path: {
    modifier_group_id: RecordId;
  };
  body: ModifierGroupUpdate;
}

/** Every response `update_modifier_group` may return. */
export type UpdateModifierGroupResponse =
  | { status: 200; body: ModifierGroup }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_preset_menus`. */
export interface ListPresetMenusInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_preset_menus` may return. */
export type ListPresetMenusResponse =
  | { status: 200; body: PresetMenuPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_preset_menu`. */
export interface CreatePresetMenuInput {
  body: PresetMenuCreate;
}

/** Every response `create_preset_menu` may return. */
export type CreatePresetMenuResponse =
  | { status: 201; body: PresetMenu }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_preset_menu`. */
export interface GetPresetMenuInput {
  path: {
    preset_menu_id: RecordId;
  };
}

/** Every response `get_preset_menu` may return. */
export type GetPresetMenuResponse =
  | { status: 200; body: PresetMenu }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `delete_preset_menu`. */
export interface DeletePresetMenuInput {
  path: {
    preset_menu_id: RecordId;
  };
}

/** Every response `delete_preset_menu` may return. */
export type DeletePresetMenuResponse =
  | { status: 204 }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InUse }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_preset_menu`. */
export interface UpdatePresetMenuInput {
  path: {
    preset_menu_id: RecordId;
  };
  body: PresetMenuUpdate;
}

/** Every response `update_preset_menu` may return. */
export type UpdatePresetMenuResponse =
  | { status: 200; body: PresetMenu }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_organization`. */
export interface GetOrganizationInput {}

/** Every response `get_organization` may return. */
export type GetOrganizationResponse =
  | { status: 200; body: Organization }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_organization`. */
export interface CreateOrganizationInput {
  body: OrganizationCreate;
}

/** Every response `create_organization` may return. */
export type CreateOrganizationResponse =
  | { status: 201; body: Organization }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 409; body: ErrorEnvelope409AlreadyMember }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_restaurants`. */
export interface ListRestaurantsInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_restaurants` may return. */
export type ListRestaurantsResponse =
  | { status: 200; body: RestaurantPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_restaurant`. */
export interface CreateRestaurantInput {
  body: RestaurantCreate;
}

/** Every response `create_restaurant` may return. */
export type CreateRestaurantResponse =
  | { status: 201; body: RestaurantBranch }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_restaurant`. */
export interface GetRestaurantInput {
  path: {
    restaurant_id: RecordId;
  };
}

/** Every response `get_restaurant` may return. */
export type GetRestaurantResponse =
  | { status: 200; body: RestaurantBranch }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `delete_restaurant`. */
export interface DeleteRestaurantInput {
  path: {
    restaurant_id: RecordId;
  };
}

/** Every response `delete_restaurant` may return. */
export type DeleteRestaurantResponse =
  | { status: 204 }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InUse }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_restaurant`. */
export interface UpdateRestaurantInput {
  path: {
    restaurant_id: RecordId;
  };
  body: RestaurantUpdate;
}

/** Every response `update_restaurant` may return. */
export type UpdateRestaurantResponse =
  | { status: 200; body: RestaurantBranch }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_restaurant_members`. */
export interface ListRestaurantMembersInput {
  path: {
    restaurant_id: RecordId;
  };
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_restaurant_members` may return. */
export type ListRestaurantMembersResponse =
  | { status: 200; body: BranchMemberPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `add_restaurant_member`. */
export interface AddRestaurantMemberInput {
  path: {
    restaurant_id: RecordId;
  };
  body: BranchMemberCreate;
}

/** Every response `add_restaurant_member` may return. */
export type AddRestaurantMemberResponse =
  | { status: 201; body: BranchMember }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404UnknownAccount }
  | { status: 409; body: ErrorEnvelope409AlreadyMember }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `remove_restaurant_member`. */
export interface RemoveRestaurantMemberInput {
  path: {
    restaurant_id: RecordId;
    user_id: RecordId;
  };
}

/** Every response `remove_restaurant_member` may return. */
export type RemoveRestaurantMemberResponse =
  | { status: 204 }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_restaurant_member`. */
export interface UpdateRestaurantMemberInput {
  path: {
    restaurant_id: RecordId;
    user_id: RecordId;
  };
  body: {
    role: BranchRole;
  };
}

/** Every response `update_restaurant_member` may return. */
export type UpdateRestaurantMemberResponse =
  | { status: 200; body: BranchMember }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_restaurant_menu`. */
export interface GetRestaurantMenuInput {
  path: {
    restaurant_id: RecordId;
  };
}

/** Every response `get_restaurant_menu` may return. */
export type GetRestaurantMenuResponse =
  | { status: 200; body: BranchMenu }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `set_restaurant_menu`. */
export interface SetRestaurantMenuInput {
  path: {
    restaurant_id: RecordId;
  };
  body: BranchMenuSet;
}

/** Every response `set_restaurant_menu` may return. */
export type SetRestaurantMenuResponse =
  | { status: 200; body: BranchMenu }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_restaurant_sellable_menu`. */
export interface GetRestaurantSellableMenuInput {
  path: {
    restaurant_id: RecordId;
  };
  query: {
    at?: string;
  };
}

/** Every response `get_restaurant_sellable_menu` may return. */
export type GetRestaurantSellableMenuResponse =
  | { status: 200; body: SellableMenu }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/**
 * The operations tagged "Organization": what one handler file implements.
 *
 * The caller's organization and its API keys.
 */
export interface RestaurantOrganizationHandlers {
  /**
   * List API keys
   *
   * The organization's live keys, newest first.
   *
   * GET /api/api-keys
   */
  list_api_keys: (input: ListApiKeysInput, ctx: Context) => Promise<ListApiKeysResponse>;
  /**
   * Create an API key
   *
   * Mints a key; its secret is in this answer only.
   *
   * POST /api/api-keys
   */
  create_api_key: (input: CreateApiKeyInput, ctx: Context) => Promise<CreateApiKeyResponse>;
  /**
   * Revoke an API key
   *
   * Revokes a key at once.
   *
   * DELETE /api/api-keys/{key_id}
   */
  revoke_api_key: (input: RevokeApiKeyInput, ctx: Context) => Promise<RevokeApiKeyResponse>;
  /**
   * Get the organization
   *
   * The caller's organization; 403 `no_organization` when the caller belongs to none.
   *
   * GET /api/organization
   */
  get_organization: (input: GetOrganizationInput, ctx: Context) => Promise<GetOrganizationResponse>;
  /**
   * Create the organization
   *
   * Creates an organization with the caller as its owner. 409 `already_member` when the caller
   * already belongs to one (a person works for one business).
   *
   * POST /api/organizations
   */
  create_organization: (input: CreateOrganizationInput, ctx: Context) => Promise<CreateOrganizationResponse>;
}

/**
 * The operations tagged "Auth": what one handler file implements.
 *
 * Sign-up, sign-in and sign-out (session tokens).
 */
export interface RestaurantAuthHandlers {
  /**
   * Sign in with e-mail
   *
   * Signs in with e-mail and password and answers a session token (7 days, or 30 with
   * `rememberMe`). A wrong address or password answers 401 `invalid_login` without saying which.
   * After 5 failures for one address or 20 from one client address in 15 minutes, attempts are
   * refused with 429 until the window ends (`Retry-After`).
   *
   * POST /api/auth/sign-in/email
   */
  sign_in_email: (input: SignInEmailInput, ctx: Context) => Promise<SignInEmailResponse>;
  /**
   * Sign out
   *
   * Our design: ends the session whose token is the bearer. With an API key there is no session to
   * end: the answer is the same and nothing changes.
   *
   * POST /api/auth/sign-out
   */
  sign_out: (input: SignOutInput, ctx: Context) => Promise<SignOutResponse>;
  /**
   * Sign up with e-mail
   *
   * Our design: creates an account with an e-mail address and a password and signs it in; the new
   * account belongs to no organization until it creates one (`POST /api/organizations`) or a
   * restaurant's manager adds it. 409 `email_taken` when the address already has an account.
   *
   * POST /api/auth/sign-up/email
   */
  sign_up_email: (input: SignUpEmailInput, ctx: Context) => Promise<SignUpEmailResponse>;
}

/**
 * The operations tagged "Menu": what one handler file implements.
 *
 * The catalog (categories, food items, modifier groups), preset menus, and each restaurant's menu and what it sells now.
 */
export interface RestaurantMenuHandlers {
  /**
   * List menu categories
   *
   * The organization's categories, newest first (`position` is the display order).
   *
   * GET /api/menu/categories
   */
  list_menu_categories: (input: ListMenuCategoriesInput, ctx: Context) => Promise<ListMenuCategoriesResponse>;
  /**
   * Create a menu category
   *
   * Adds a category.
   *
   * POST /api/menu/categories
   */
  create_menu_category: (input: CreateMenuCategoryInput, ctx: Context) => Promise<CreateMenuCategoryResponse>;
  /**
   * Get a menu category
   *
   * One category.
   *
   * GET /api/menu/categories/{category_id}
   */
  get_menu_category: (input: GetMenuCategoryInput, ctx: Context) => Promise<GetMenuCategoryResponse>;
  /**
   * Delete a menu category
   *
   * Deletes a category; its food items stay, uncategorized (`category_id` null).
   *
   * DELETE /api/menu/categories/{category_id}
   */
  delete_menu_category: (input: DeleteMenuCategoryInput, ctx: Context) => Promise<DeleteMenuCategoryResponse>;
  /**
   * Update a menu category
   *
   * Changes a category.
   *
   * PATCH /api/menu/categories/{category_id}
   */
  update_menu_category: (input: UpdateMenuCategoryInput, ctx: Context) => Promise<UpdateMenuCategoryResponse>;
  /**
   * List food items
   *
   * The organization's food items, newest first; `category_id` keeps one category's.
   *
   * GET /api/menu/food-items
   */
  list_food_items: (input: ListFoodItemsInput, ctx: Context) => Promise<ListFoodItemsResponse>;
  /**
   * Create a food item
   *
   * Adds a food item. 422 `unprocessable` for a category or modifier group that is not the
   * organization's; 400 for a repeated modifier group or an `id` on a new variant.
   *
   * POST /api/menu/food-items
   */
  create_food_item: (input: CreateFoodItemInput, ctx: Context) => Promise<CreateFoodItemResponse>;
  /**
   * Get a food item
   *
   * One food item.
   *
   * GET /api/menu/food-items/{food_item_id}
   */
  get_food_item: (input: GetFoodItemInput, ctx: Context) => Promise<GetFoodItemResponse>;
  /**
   * Delete a food item
   *
   * Deletes a food item. 409 `in_use` while a preset menu lists it or a restaurant overrides it
   * (take it off those first, or set `available: false`); past orders keep their lines.
   *
   * DELETE /api/menu/food-items/{food_item_id}
   */
  delete_food_item: (input: DeleteFoodItemInput, ctx: Context) => Promise<DeleteFoodItemResponse>;
  /**
   * Update a food item
   *
   * Changes a food item (see {
   *
   * PATCH /api/menu/food-items/{food_item_id}
   */
  update_food_item: (input: UpdateFoodItemInput, ctx: Context) => Promise<UpdateFoodItemResponse>;
  /**
   * List modifier groups
   *
   * The organization's modifier groups, newest first.
   *
   * GET /api/menu/modifier-groups
   */
  list_modifier_groups: (input: ListModifierGroupsInput, ctx: Context) => Promise<ListModifierGroupsResponse>;
  /**
   * Create a modifier group
   *
   * Adds a modifier group. 400 when `min_selections` exceeds `max_selections`, when
   * `max_selections` exceeds the number of options, or for an `id` on a new option.
   *
   * POST /api/menu/modifier-groups
   */
  create_modifier_group: (
    input: CreateModifierGroupInput,
    ctx: Context,
  ) => Promise<CreateModifierGroupResponse>;
  /**
   * Get a modifier group
   *
   * One modifier group.
   *
   * GET /api/menu/modifier-groups/{modifier_group_id}
   */
  get_modifier_group: (input: GetModifierGroupInput, ctx: Context) => Promise<GetModifierGroupResponse>;
  /**
   * Delete a modifier group
   *
   * Deletes a modifier group. 409 `in_use` while a food item offers it.
   *
   * DELETE /api/menu/modifier-groups/{modifier_group_id}
   */
  delete_modifier_group: (
    input: DeleteModifierGroupInput,
    ctx: Context,
  ) => Promise<DeleteModifierGroupResponse>;
  /**
   * Update a modifier group
   *
   * Changes a modifier group; the limits are checked against the result (400 as on create). 422
   * `unprocessable` for an option id that is not this group's.
   *
   * PATCH /api/menu/modifier-groups/{modifier_group_id}
   */
  update_modifier_group: (
    input: UpdateModifierGroupInput,
    ctx: Context,
  ) => Promise<UpdateModifierGroupResponse>;
  /**
   * List preset menus
   *
   * The organization's preset menus, newest first.
   *
   * GET /api/menu/preset-menus
   */
  list_preset_menus: (input: ListPresetMenusInput, ctx: Context) => Promise<ListPresetMenusResponse>;
  /**
   * Create a preset menu
   *
   * Adds a preset menu. 422 `unprocessable` for a food item that is not the organization's; 400
   * for an item listed twice.
   *
   * POST /api/menu/preset-menus
   */
  create_preset_menu: (input: CreatePresetMenuInput, ctx: Context) => Promise<CreatePresetMenuResponse>;
  /**
   * Get a preset menu
   *
   * One preset menu.
   *
   * GET /api/menu/preset-menus/{preset_menu_id}
   */
  get_preset_menu: (input: GetPresetMenuInput, ctx: Context) => Promise<GetPresetMenuResponse>;
  /**
   * Delete a preset menu
   *
   * Deletes a preset menu. 409 `in_use` while a restaurant serves it.
   *
   * DELETE /api/menu/preset-menus/{preset_menu_id}
   */
  delete_preset_menu: (input: DeletePresetMenuInput, ctx: Context) => Promise<DeletePresetMenuResponse>;
  /**
   * Update a preset menu
   *
   * Changes a preset menu; every restaurant serving it sells the new list at once.
   *
   * PATCH /api/menu/preset-menus/{preset_menu_id}
   */
  update_preset_menu: (input: UpdatePresetMenuInput, ctx: Context) => Promise<UpdatePresetMenuResponse>;
  /**
   * Get a restaurant's menu
   *
   * The restaurant's menu configuration; 404 while none is set.
   *
   * GET /api/restaurants/{restaurant_id}/menu
   */
  get_restaurant_menu: (input: GetRestaurantMenuInput, ctx: Context) => Promise<GetRestaurantMenuResponse>;
  /**
   * Set a restaurant's menu
   *
   * Sets the restaurant's menu, replacing the previous configuration. 422 `unprocessable` for a
   * preset menu, food item or variant that is not the organization's (a variant: not that
   * item's); 400 for a window of zero length or two overrides of the same item or variant.
   * Overrides of items the preset does not list are kept and have no effect until it does.
   *
   * PUT /api/restaurants/{restaurant_id}/menu
   */
  set_restaurant_menu: (input: SetRestaurantMenuInput, ctx: Context) => Promise<SetRestaurantMenuResponse>;
  /**
   * What a restaurant sells now
   *
   * What the restaurant sells at `at` (default: now): the preset's items available
   * organization-wide, minus those this restaurant takes off or whose windows exclude the moment
   * (read on the restaurant's clock, in its time zone), at the restaurant's prices, with each
   * modifier group's available options. A closed restaurant, one with no menu set, or a moment
   * outside the menu's windows sells nothing (`open`, `serving`). An item whose required group
   * has fewer available options than its minimum is left out (it could not be ordered).
   *
   * GET /api/restaurants/{restaurant_id}/menu/sellable
   */
  get_restaurant_sellable_menu: (
    input: GetRestaurantSellableMenuInput,
    ctx: Context,
  ) => Promise<GetRestaurantSellableMenuResponse>;
}

/**
 * The operations tagged "Restaurants": what one handler file implements.
 *
 * Restaurants (branches): time zone, opening hours, address.
 */
export interface RestaurantRestaurantsHandlers {
  /**
   * List restaurants
   *
   * The restaurants the caller holds a role on, newest first.
   *
   * GET /api/restaurants
   */
  list_restaurants: (input: ListRestaurantsInput, ctx: Context) => Promise<ListRestaurantsResponse>;
  /**
   * Create a restaurant
   *
   * Our design: adds a restaurant (owner). 400 for a time zone the server does not know.
   *
   * POST /api/restaurants
   */
  create_restaurant: (input: CreateRestaurantInput, ctx: Context) => Promise<CreateRestaurantResponse>;
  /**
   * Get a restaurant
   *
   * Our design: one restaurant the caller holds a role on.
   *
   * GET /api/restaurants/{restaurant_id}
   */
  get_restaurant: (input: GetRestaurantInput, ctx: Context) => Promise<GetRestaurantResponse>;
  /**
   * Delete a restaurant
   *
   * Our design: deletes a restaurant (owner). 409 `in_use` while it has orders or
   * bookings: history is kept.
   *
   * DELETE /api/restaurants/{restaurant_id}
   */
  delete_restaurant: (input: DeleteRestaurantInput, ctx: Context) => Promise<DeleteRestaurantResponse>;
  /**
   * Update a restaurant
   *
   * Our design: changes a restaurant (owner or its manager).
   *
   * PATCH /api/restaurants/{restaurant_id}
   */
  update_restaurant: (input: UpdateRestaurantInput, ctx: Context) => Promise<UpdateRestaurantResponse>;
}

/**
 * The operations tagged "Members": what one handler file implements.
 *
 * Who works in each restaurant, and as what (manager or staff).
 */
export interface RestaurantMembersHandlers {
  /**
   * List a restaurant's members
   *
   * The restaurant's people: its owner first, then members in the order they were added.
   *
   * GET /api/restaurants/{restaurant_id}/members
   */
  list_restaurant_members: (
    input: ListRestaurantMembersInput,
    ctx: Context,
  ) => Promise<ListRestaurantMembersResponse>;
  /**
   * Add a member to a restaurant
   *
   * Gives someone with an account a role here (owner, or the restaurant's manager for `staff`).
   * 404 `unknown_account` when no account has the address (they sign up first); 409
   * `already_member` when they belong to another organization or already hold a role here.
   *
   * POST /api/restaurants/{restaurant_id}/members
   */
  add_restaurant_member: (
    input: AddRestaurantMemberInput,
    ctx: Context,
  ) => Promise<AddRestaurantMemberResponse>;
  /**
   * Remove a member from a restaurant
   *
   * Takes a member's role here away (owner, or a manager for staff). The owner holds every
   * restaurant and cannot be removed: 409.
   *
   * DELETE /api/restaurants/{restaurant_id}/members/{user_id}
   */
  remove_restaurant_member: (
    input: RemoveRestaurantMemberInput,
    ctx: Context,
  ) => Promise<RemoveRestaurantMemberResponse>;
  /**
   * Change a member's role
   *
   * Changes a member's role here (owner).
   *
   * PATCH /api/restaurants/{restaurant_id}/members/{user_id}
   */
  update_restaurant_member: (
    input: UpdateRestaurantMemberInput,
    ctx: Context,
  ) => Promise<UpdateRestaurantMemberResponse>;
}

/** Business logic of Restaurant platform: one method per operation; return data, never touch `res`. */
export interface RestaurantHandlers
  extends RestaurantOrganizationHandlers,
    RestaurantAuthHandlers,
    RestaurantMenuHandlers,
    RestaurantRestaurantsHandlers,
    RestaurantMembersHandlers {}
