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

/** A sum of amounts in the minor unit of the organization's currency. */
export type AmountSum = number;

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

/** A day a report covers, `YYYY-MM-DD`, in the years 1000 to 2999 (the calendar has no year 0). */
export type ReportDate = string;

/** The channel an order came in through. */
export type SalesChannel = "dine_in" | "takeaway" | "delivery" | "web" | "app" | "pos" | "aggregator";

/** A number of orders, items or customers. */
export type Tally = number;

/** Who ordered over the range. */
export type CustomerInsightsReport = {
  from: ReportDate;
  to: ReportDate;
  /** The restaurant asked for; null for every restaurant the caller holds a role on. */
  restaurant_id: RecordId | null;
  /** The channel asked for; null for every channel. */
  channel: SalesChannel | null;
  /** The organization's currency: every amount is in its minor unit. */
  currency: CurrencyCode;
  /** Completed orders in the range. */
  orders: Tally;
  /** Completed orders with no customer attached (walk-ins, anonymous aggregator orders). */
  anonymous_orders: Tally;
  /** Distinct customers with a completed order in the range. */
  customers: Tally;
  /** Customers whose first completed order in the report's scope (restaurants, channel) is in the range. */
  new_customers: Tally;
  /** Customers who had a completed order in the report's scope before `from` too. */
  returning_customers: Tally;
  /** Net of the customers' completed orders in the range. */
  customer_net_amount: AmountSum;
  /** `customer_net_amount / customers`, rounded to the nearest minor unit (halves up); 0 without customers. */
  average_spend_amount: AmountSum;
  /** Completed orders with a customer per customer, to two decimals; 0 without customers. */
  orders_per_customer: number;
};

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

/** The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
export type ErrorEnvelope429 = ErrorEnvelope & {
  code?: "rate_limited" | "key_requests_exhausted";
};

/** The error body of a 503 answer: `code` is one of `unavailable`. */
export type ErrorEnvelope503 = ErrorEnvelope & {
  code?: "unavailable";
};

/** A local time of day, `HH:MM` on a 24-hour clock. */
export type LocalTime = string;

/** Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters. */
export type Note = string;

/** A day of the week. */
export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";

/**
 * One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`
 * runs past midnight into the next day; several periods on one day are allowed (lunch and dinner).
 */
export type OpeningPeriod = {
  day: Weekday;
  opens: LocalTime;
  closes: LocalTime;
};

/** The state an order is in. */
export type OrderStatusValue =
  | "placed"
  | "accepted"
  | "preparing"
  | "ready"
  | "picked_up"
  | "out_for_delivery"
  | "completed"
  | "cancelled"
  | "failed";

/** Orders of one channel. */
export type TrendChannel = {
  channel: SalesChannel;
  orders: Tally;
  completed: Tally;
};

/** Orders of one local day, by how they ended. */
export type TrendDay = {
  date: string;
  /** Every order placed that day. */
  orders: Tally;
  completed: Tally;
  cancelled: Tally;
  failed: Tally;
  /** Not yet completed, cancelled or failed. */
  in_progress: Tally;
};

/** Orders placed in one local hour of the day (0 is 00:00–00:59). */
export type TrendHour = {
  hour: number;
  orders: Tally;
};

/** Orders in one state. */
export type TrendStatus = {
  status: OrderStatusValue;
  orders: Tally;
};

/** Order counts over the range, every order whatever its state. */
export type OrderTrendsReport = {
  from: ReportDate;
  to: ReportDate;
  /** The restaurant asked for; null for every restaurant the caller holds a role on. */
  restaurant_id: RecordId | null;
  /** The channel asked for; null for every channel. */
  channel: SalesChannel | null;
  /** The organization's currency: every amount is in its minor unit. */
  currency: CurrencyCode;
  /** Every order placed in the range. */
  orders: Tally;
  /** Every day from `from` to `to`, oldest first, zeros included. */
  by_day: Array<TrendDay>;
  /** Every state, in the order an order moves through them, zeros included. */
  by_status: Array<TrendStatus>;
  /** The 24 hours of the day, 0 to 23, in each restaurant's local time. */
  by_hour: Array<TrendHour>;
  /** Channels by orders, most first; only channels with orders are listed. */
  by_channel: Array<TrendChannel>;
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

/** Revenue of one channel; only channels with completed orders are listed. */
export type RevenueChannel = {
  channel: SalesChannel;
  /** Completed orders. */
  orders: Tally;
  /** Sum of their subtotals (before discounts). */
  gross_amount: AmountSum;
  /** Sum of their discounts. */
  discount_amount: AmountSum;
  /** Sum of their totals: gross minus discounts. */
  net_amount: AmountSum;
  /** `net_amount / orders` rounded to the nearest minor unit (halves up); 0 without orders. */
  average_order_amount: AmountSum;
};

/** Revenue of one local day; every day of the range is listed, zeros included. */
export type RevenueDay = {
  date: string;
  orders: Tally;
  net_amount: AmountSum;
};

/** Revenue of completed orders. */
export type RevenueTotals = {
  /** Completed orders. */
  orders: Tally;
  /** Sum of their subtotals (before discounts). */
  gross_amount: AmountSum;
  /** Sum of their discounts. */
  discount_amount: AmountSum;
  /** Sum of their totals: gross minus discounts. */
  net_amount: AmountSum;
  /** `net_amount / orders` rounded to the nearest minor unit (halves up); 0 without orders. */
  average_order_amount: AmountSum;
};

/** Revenue over the range. */
export type RevenueReport = {
  from: ReportDate;
  to: ReportDate;
  /** The restaurant asked for; null for every restaurant the caller holds a role on. */
  restaurant_id: RecordId | null;
  /** The channel asked for; null for every channel. */
  channel: SalesChannel | null;
  /** The organization's currency: every amount is in its minor unit. */
  currency: CurrencyCode;
  totals: RevenueTotals;
  /** Every day from `from` to `to`, oldest first; their `orders` and `net_amount` add up to the totals. */
  by_day: Array<RevenueDay>;
  /** Channels by net revenue, largest first; they add up to the totals. */
  by_channel: Array<RevenueChannel>;
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

/** One menu item as sold on completed orders. */
export type TopItem = {
  food_item_id: RecordId;
  /** The name it was last sold under (order lines keep the name of the day). */
  name: string;
  /** Units sold. */
  quantity: Tally;
  /** Completed orders it was on. */
  orders: Tally;
  /** Sum of its line amounts (before discounts). */
  gross_amount: AmountSum;
  /** Sum of its line amounts less the discounts given on those lines. */
  net_amount: AmountSum;
};

/** The best sellers over the range. */
export type TopItemsReport = {
  from: ReportDate;
  to: ReportDate;
  /** The restaurant asked for; null for every restaurant the caller holds a role on. */
  restaurant_id: RecordId | null;
  /** The channel asked for; null for every channel. */
  channel: SalesChannel | null;
  /** The organization's currency: every amount is in its minor unit. */
  currency: CurrencyCode;
  /** Most units first (ties: more revenue, then name). */
  by_quantity: Array<TopItem>;
  /** Most net revenue first (ties: more units, then name). */
  by_revenue: Array<TopItem>;
};

/**
 * The request is well formed but cannot be carried out as asked: the operation's description lists
 * the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
 * larger than any table…); `issues` names the member.
 */
export type Unprocessable = {
  body: ErrorEnvelope;
};

/** Validated input of `get_customer_insights_report`. */
export interface GetCustomerInsightsReportInput {
  query: {
    /** The first local day covered. */
    from: ReportDate;
    /** The last local day covered, inclusive: on or after `from`, at most 366 days in all. */
    to: ReportDate;
    /**
     * One restaurant only; without it, every restaurant the caller holds a role on (all of them for
     * the owner). A restaurant the caller holds no role on answers 404.
     */
    restaurant_id?: RecordId;
    /** One channel only. */
    channel?: SalesChannel;
  };
}

/** Every response `get_customer_insights_report` may return. */
export type GetCustomerInsightsReportResponse =
  | { status: 200; body: CustomerInsightsReport }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_order_trends_report`. */
export interface GetOrderTrendsReportInput {
  query: {
    /** The first local day covered. */
    from: ReportDate;
    /** The last local day covered, inclusive: on or after `from`, at most 366 days in all. */
    to: ReportDate;
    /**
     * One restaurant only; without it, every restaurant the caller holds a role on (all of them for
     * the owner). A restaurant the caller holds no role on answers 404.
     */
    restaurant_id?: RecordId;
    /** One channel only. */
    channel?: SalesChannel;
  };
}

/** Every response `get_order_trends_report` may return. */
export type GetOrderTrendsReportResponse =
  | { status: 200; body: OrderTrendsReport }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_revenue_report`. */
export interface GetRevenueReportInput {
  query: {
    /** The first local day covered. */
    from: ReportDate;
    /** The last local day covered, inclusive: on or after `from`, at most 366 days in all. */
    to: ReportDate;
    /**
     * One restaurant only; without it, every restaurant the caller holds a role on (all of them for
     * the owner). A restaurant the caller holds no role on answers 404.
     */
    restaurant_id?: RecordId;
    /** One channel only. */
    channel?: SalesChannel;
  };
}

/** Every response `get_revenue_report` may return. */
export type GetRevenueReportResponse =
  | { status: 200; body: RevenueReport }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_top_items_report`. */
export interface GetTopItemsReportInput {
  query: {
    /** The first local day covered. */
    from: ReportDate;
    /** The last local day covered, inclusive: on or after `from`, at most 366 days in all. */
    to: ReportDate;
    /**
     * One restaurant only; without it, every restaurant the caller holds a role on (all of them for
     * the owner). A restaurant the caller holds no role on answers 404.
     */
    restaurant_id?: RecordId;
    /** One channel only. */
    channel?: SalesChannel;
    /** Items per list, 1 to 50. */
    limit: number;
  };
}

/** Every response `get_top_items_report` may return. */
export type GetTopItemsReportResponse =
  | { status: 200; body: TopItemsReport }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

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

/**
 * The operations tagged "Analytics": what one handler file implements.
 *
 * Revenue, order trends, top items and customer insights over a date range.
 */
export interface RestaurantAnalyticsHandlers {
  /**
   * Customer insights report
   *
   * Our design: customers served over the range (completed orders): new against returning,
   * average spend and orders per customer, and how many orders had no customer.
   *
   * GET /api/analytics/customer-insights
   */
  get_customer_insights_report: (
    input: GetCustomerInsightsReportInput,
    ctx: Context,
  ) => Promise<GetCustomerInsightsReportResponse>;
  /**
   * Order trends report
   *
   * Our design: order counts by local day, by state, by local hour of the day and by channel.
   *
   * GET /api/analytics/order-trends
   */
  get_order_trends_report: (
    input: GetOrderTrendsReportInput,
    ctx: Context,
  ) => Promise<GetOrderTrendsReportResponse>;
  /**
   * Revenue report
   *
   * Our design: revenue of completed orders — totals, every day of the range and each channel.
   * The totals are exactly the sums over the orders covered; days and channels add up to them.
   *
   * GET /api/analytics/revenue
   */
  get_revenue_report: (input: GetRevenueReportInput, ctx: Context) => Promise<GetRevenueReportResponse>;
  /**
   * Top items report
   *
   * Our design: the items sold most on completed orders, by units and by net revenue (from the order lines).
   *
   * GET /api/analytics/top-items
   */
  get_top_items_report: (input: GetTopItemsReportInput, ctx: Context) => Promise<GetTopItemsReportResponse>;
}

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
  extends RestaurantAnalyticsHandlers,
    RestaurantOrganizationHandlers,
    RestaurantAuthHandlers,
    RestaurantRestaurantsHandlers,
    RestaurantMembersHandlers {}
