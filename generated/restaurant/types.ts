// Generated from spec/restaurant by codegen — run `npm run generate`. Do not edit.

import type { Context } from "../../handlers/restaurant/context.js";

/** A number of loyalty points in a rule, a tier or a reward's cost. */
export type PointCount = number;

/** A UUID naming a record. */
export type RecordId = string;

/** `points` for every unit ordered of any food item in the category. */
export type CategoryRule = {
  type: "category";
  points: PointCount;
  category_id: RecordId;
};

/** `points` for every unit of the food item ordered. */
export type ItemRule = {
  type: "item";
  points: PointCount;
  food_item_id: RecordId;
};

/** `points` for every whole `amount` of an order's total (after discounts): 1 point per 100 cents. */
export type SpendRule = {
  type: "spend";
  points: PointCount;
  /** Minor units of the currency that earn `points` (100 = one dollar for USD). */
  amount: number;
};

/**
 * An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to
 * 100,000,000 (our design: one line of an order never reaches a million dollars).
 */
export type Amount = number;

/** `points` for every completed order (a visit) whose total reaches `min_total_amount`. */
export type VisitRule = {
  type: "visit";
  points: PointCount;
  /** An order totalling less earns nothing by this rule; 0 (the default) counts every order. */
  min_total_amount?: Amount;
};

/** How completed orders earn points, told apart by `type`; an order earns the sum of every rule. */
export type AccrualRule = SpendRule | VisitRule | ItemRule | CategoryRule;

/** A postal address. */
export type Address = {
  line1: string;
  line2?: string;
  city: string;
  postal_code?: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
};

/** A sum of amounts in the minor unit of the organization's currency. */
export type AmountSum = number;

/** A display name: 1 to 200 characters, no `<`, `>` or control characters. */
export type DisplayName = string;

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

/** A promotion the server applied, and how much it took off. */
export type AppliedPromotion = {
  promotion_id: RecordId;
  name: string;
  amount: Amount;
};

/** A loyalty reward redeemed on the order, and what it took off. */
export type AppliedReward = {
  reward_id: RecordId;
  name: string;
  points_cost: number;
  amount: Amount;
};

/** A customer tag a promotion or a campaign targets: 1 to 50 characters. */
export type AudienceTag = string;

/** Adds `points` to the customer's loyalty balance (a ledger `adjustment`). */
export type GrantPointsAction = {
  type: "grant_points";
  points: number;
};

/**
 * Gives the customer the reward: the platform holds no reward vouchers, so the customer is
 * granted the reward's `points_cost` as points (reason `reward <name>`), enough to redeem it.
 */
export type GrantRewardAction = {
  type: "grant_reward";
  reward_id: RecordId;
};

/** A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`. */
export type CustomerTag = string;

/** Adds `tag` to the customer's tags (nothing when they carry it). */
export type TagCustomerAction = {
  type: "tag_customer";
  tag: CustomerTag;
};

/** What a rule does, in order, told apart by `type`. */
export type AutomationAction = GrantPointsAction | GrantRewardAction | TagCustomerAction;

/** One action a run did. */
export type AutomationActionDone = {
  type: "grant_points" | "grant_reward" | "tag_customer";
  /** Points granted (`grant_points`, `grant_reward`); null otherwise. */
  points: number | null;
  /** The ledger entry of the grant; null for `tag_customer`. */
  ledger_entry_id: RecordId | null;
  /** `grant_reward`: the reward. */
  reward_id: RecordId | null;
  /** `tag_customer`: the tag. */
  tag: string | null;
};

/** The customer carries `tag`. */
export type CustomerTagCondition = {
  type: "customer_has_tag";
  tag: CustomerTag;
};

/** The completed order's total reaches `amount` (only with the `order.completed` trigger). */
export type OrderTotalCondition = {
  type: "order_total_at_least";
  amount: Amount;
};

/** The customer has at least `count` completed orders (the triggering one included). */
export type VisitsCondition = {
  type: "visits_at_least";
  count: number;
};

/** A condition every one of which must hold for the actions to run, told apart by `type`. */
export type AutomationCondition = OrderTotalCondition | CustomerTagCondition | VisitsCondition;

/**
 * A booking was marked a no-show; its customer is the one whose e-mail address (case-insensitive)
 * or phone number is the guest's. A guest who is no customer triggers nothing.
 */
export type NoShowTrigger = {
  type: "reservation.no_show";
};

/**
 * Checked by the server's minute sweep: the customer's latest completed order (or, before the
 * first, their creation) is at least `days` days old. Runs once per absence: again only after
 * the customer has visited.
 */
export type NoVisitTrigger = {
  type: "no_visit_for_days";
  days: number;
};

/** A customer's order was completed (the order's customer; orders without one trigger nothing). */
export type OrderCompletedTrigger = {
  type: "order.completed";
};

/** The customer's loyalty balance rose to `points` or past it (each time it rises across it). */
export type PointsReachedTrigger = {
  type: "points_reached";
  points: number;
};

/** What starts a rule, told apart by `type`. */
export type AutomationTrigger = OrderCompletedTrigger | NoVisitTrigger | PointsReachedTrigger | NoShowTrigger;

/**
 * An automation rule: trigger → conditions → actions, e.g. "no visit for 30 days → grant a
 * reward". Our design (Toast's and Square's loyalty automations): a rule runs at most once per
 * customer and occurrence (an order, a no-show, a balance change, an absence), so a repeated event
 * or sweep never grants twice; a run whose action fails (a deleted reward) is recorded as `failed`
 * and leaves the event's own change alone.
 */
export type AutomationRule = {
  id: RecordId;
  name: DisplayName;
  trigger: AutomationTrigger;
  conditions: Array<AutomationCondition>;
  actions: Array<AutomationAction>;
  /** Off: the rule runs on nothing (it stays listed). */
  enabled: boolean;
  created_at: string;
  updated_at: string;
};

/** What creating a rule takes. */
export type AutomationRuleCreate = {
  name: DisplayName;
  trigger: AutomationTrigger;
  conditions?: Array<AutomationCondition>;
  actions: Array<AutomationAction>;
  enabled?: boolean;
};

/** A page of rules, newest first. */
export type AutomationRulePage = {
  rules: Array<AutomationRule>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** What updating a rule takes: the members sent change (lists are replaced whole). */
export type AutomationRuleUpdate = {
  name?: DisplayName;
  trigger?: AutomationTrigger;
  conditions?: Array<AutomationCondition>;
  actions?: Array<AutomationAction>;
  enabled?: boolean;
};

/** One run of a rule for one customer. */
export type AutomationRun = {
  id: RecordId;
  rule_id: RecordId;
  customer_id: RecordId | null;
  /** The trigger's `type` the run answered. */
  trigger: "order.completed" | "no_visit_for_days" | "points_reached" | "reservation.no_show";
  /** `failed`: an action failed and none of its actions took effect (`detail` says why). */
  status: "succeeded" | "failed";
  /** What it did (empty when it failed). */
  actions: Array<AutomationActionDone>;
  detail: string | null;
  created_at: string;
};

/** A page of runs, newest first. */
export type AutomationRunPage = {
  runs: Array<AutomationRun>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** A local time of day, `HH:MM` on a 24-hour clock. */
export type LocalTime = string;

/** A table's label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters. */
export type TableLabel = string;

/** A table as a slot or booking names it. */
export type TableRef = {
  id: RecordId;
  label: TableLabel;
};

/** One bookable start time and the tables a booking made now would get. */
export type AvailableSlot = {
  /** The local start time in the restaurant's time zone. */
  time: LocalTime;
  starts_at: string;
  /** When the stay ends (the buffer is not included). */
  ends_at: string;
  /** The smallest free table that fits, or else the smallest free joinable set. */
  tables: Array<TableRef>;
  /** Whether `tables` is a joined set. */
  joined: boolean;
};

/** How many guests: 1 to 100. */
export type PartySize = number;

/** A length of time at a table, 15 minutes to 12 hours. */
export type StayMinutes = number;

/** The bookable slots of one day for one party. */
export type Availability = {
  date: string;
  party_size: PartySize;
  stay_minutes: StayMinutes;
  slots: Array<AvailableSlot>;
};

/**
 * Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):
 *
 * | from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |
 * |---|---|---|---|---|---|
 * | pending | confirmed | seated | — | cancelled | no_show |
 * | confirmed | — | seated | — | cancelled | no_show |
 * | seated | — | — | completed | — | — |
 *
 * `completed`, `cancelled` and `no_show` are final and free the tables at once.
 */
export type BookingStatus = "pending" | "confirmed" | "seated" | "completed" | "cancelled" | "no_show";

/** A table booking. Our design. */
export type Booking = {
  id: RecordId;
  restaurant_id: RecordId;
  status: BookingStatus;
  party_size: PartySize;
  starts_at: string;
  /** `starts_at` plus the stay (the buffer after it is not included). */
  ends_at: string;
  stay_minutes: StayMinutes;
  /** The tables held (more than one: a joined set). */
  tables: Array<TableRef>;
  guest_name: DisplayName;
  guest_phone: string | null;
  guest_email: string | null;
  notes: string | null;
  /** When each move happened; null until it did. */
  confirmed_at: string | null;
  seated_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  no_show_at: string | null;
  created_at: string;
  updated_at: string;
};

/** An e-mail address, at most 254 characters. */
export type EmailAddress = string;

/** Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters. */
export type Note = string;

/** What booking a table takes. */
export type BookingCreate = {
  party_size: PartySize;
  starts_at: string;
  /** Default: the settings' stay for the party size. */
  stay_minutes?: StayMinutes;
  /**
   * The tables to hold (staff choosing); absent, the server picks the smallest free table that
   * fits, else the smallest free joinable set. Several tables must be joinable and of one group.
   */
  table_ids?: Array<RecordId>;
  guest_name: DisplayName;
  guest_phone?: string;
  guest_email?: EmailAddress;
  notes?: Note;
};

/** A page of bookings, earliest start first. */
export type BookingPage = {
  bookings: Array<Booking>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/**
 * What updating a booking takes: the members sent change. Changing the time, stay, party size or
 * tables re-checks them as creation does (only while pending or confirmed).
 */
export type BookingUpdate = {
  party_size?: PartySize;
  starts_at?: string;
  stay_minutes?: StayMinutes;
  table_ids?: Array<RecordId>;
  guest_name?: DisplayName;
  guest_phone?: string | null;
  guest_email?: string | null;
  notes?: string | null;
};

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

/**
 * Who a campaign goes to, resolved from the organization's customers when it is sent. A customer
 * is in it when they carry one of `tags` (empty: any customer), agreed to marketing (unless
 * `opted_in_only` is false), and their latest completed order falls in the visit window (a
 * customer with no completed order is outside any window that has a bound).
 */
export type CampaignAudience = {
  tags: Array<CustomerTag>;
  opted_in_only: boolean;
  /** Last visit strictly before this time; null: no bound. */
  last_visit_before: string | null;
  /** Last visit at or after this time; null: no bound. */
  last_visit_after: string | null;
};

/** How a campaign reaches its audience. */
export type CampaignChannel = "email" | "sms" | "push";

/** What a campaign says. */
export type CampaignMessage = {
  /** The e-mail subject or push title; null for SMS. */
  subject: string | null;
  body: string;
};

/**
 * Where a campaign stands. Our design: `draft` → `scheduled` (`schedule`) → `sent` (by the
 * server at `scheduled_at`); `draft` or `scheduled` → `cancelled` (`cancel`). `sent` and
 * `cancelled` are final; only a draft can be edited.
 */
export type CampaignStatus = "draft" | "scheduled" | "sent" | "cancelled";

/**
 * A marketing campaign to a customer audience. Our design (Square Marketing, Toast's guest
 * marketing): the platform has no e-mail, SMS or push provider of its own. When a campaign is
 * sent the server resolves its audience, records one send per customer and emits the webhook
 * event `campaign.sent` with the audience's `customer_ids`; the integrator's webhook receiver
 * delivers the message through its provider.
 */
export type Campaign = {
  id: RecordId;
  name: DisplayName;
  channel: CampaignChannel;
  audience: CampaignAudience;
  message: CampaignMessage;
  /** A promotion the message advertises (its code, typically); null: none. */
  promotion_id: RecordId | null;
  /** When it is sent; null until scheduled (scheduling without one sends at once). */
  scheduled_at: string | null;
  status: CampaignStatus;
  /** How many customers it was sent to; null until sent. */
  audience_size: number | null;
  sent_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
};

/** The audience in a create or update body (replaced whole in an update). */
export type CampaignAudienceInput = {
  /** Customers carrying any of these tags; empty: every customer. */
  tags?: Array<CustomerTag>;
  /** Only customers with `marketing_opt_in` (default true: send only to those who agreed). */
  opted_in_only?: boolean;
  last_visit_before?: string | null;
  last_visit_after?: string | null;
};

/** The message in a create or update body. */
export type CampaignMessageInput = {
  subject?: string | null;
  body: string;
};

/** What creating a campaign takes; it starts as a draft. */
export type CampaignCreate = {
  name: DisplayName;
  channel: CampaignChannel;
  audience?: CampaignAudienceInput;
  message: CampaignMessageInput;
  promotion_id?: RecordId | null;
  scheduled_at?: string | null;
};

/** A page of campaigns, newest first. */
export type CampaignPage = {
  campaigns: Array<Campaign>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** One customer a campaign was sent to. */
export type CampaignSend = {
  customer_id: RecordId;
  /** When the send was recorded (the campaign's sending). */
  created_at: string;
};

/** A page of a campaign's sends, in the order they were recorded. */
export type CampaignSendPage = {
  sends: Array<CampaignSend>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** What updating a draft takes: the members sent change (`audience` and `message` whole). */
export type CampaignUpdate = {
  name?: DisplayName;
  channel?: CampaignChannel;
  audience?: CampaignAudienceInput;
  message?: CampaignMessageInput;
  promotion_id?: RecordId | null;
  scheduled_at?: string | null;
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
 * | 403 | `url_refused` | The URL, one of its redirects or a resource its page loads points where the egress policy forbids (an internal address, or a scheme other than http and https); nothing was charged. |
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
 * | 409 | `invalid_transition` | The record's current state does not allow this move; the message names the state and the moves it allows. |
 * | 409 | `in_use` | Other records still refer to this one (orders, bookings, menus): it is kept; the message says which. |
 * | 409 | `slot_taken` | A table asked for is already booked for an overlapping time (checked by the database, so two concurrent bookings cannot both win). |
 * | 409 | `idempotency_key_reused` | The `Idempotency-Key` was used before with a different request body; nothing new was made. |
 * | 409 | `insufficient_points` | The customer's loyalty balance is lower than the reward costs; a balance never goes below zero. |
 * | 409 | `promotion_unavailable` | The promotion is outside its dates, used up, or not for this customer, channel or restaurant. |
 * | 413 | `payload_too_large` | The body (as sent or decoded) or an uploaded file is larger than the limit. |
 * | 415 | `unsupported_media_type` | The body's media type, charset or content coding is not one the operation takes. |
 * | 416 | `range_not_satisfiable` | The `Range` asks for bytes wholly past the object's end; `Content-Range` gives its size. |
 * | 422 | `unprocessable` | The input is well formed but could not be processed. |
 * | 422 | `item_unavailable` | A food item or variant is unknown, or the restaurant does not sell it at this time; `issues` names the line. |
 * | 422 | `invalid_modifiers` | A line's modifier choices break a group's minimum or maximum, or name an option outside the item's groups; `issues` names the line. |
 * | 422 | `party_too_large` | No table or joinable set of tables in the restaurant seats a party this size. |
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
  | "url_refused"
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
  | "invalid_transition"
  | "in_use"
  | "slot_taken"
  | "idempotency_key_reused"
  | "insufficient_points"
  | "promotion_unavailable"
  | "payload_too_large"
  | "unsupported_media_type"
  | "range_not_satisfiable"
  | "unprocessable"
  | "item_unavailable"
  | "invalid_modifiers"
  | "party_too_large"
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

/** A delivery address the customer keeps. */
export type CustomerAddress = {
  /** Stable while the address is kept: send it back in an update to keep the address. */
  id: RecordId;
  /** What the customer calls it (`home`, `office`). */
  label: string | null;
  line1: string;
  line2: string | null;
  city: string;
  postal_code: string | null;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** For the courier (gate code, floor). */
  instructions: string | null;
};

/** Where the customer stands in the loyalty program. */
export type CustomerLoyaltySummary = {
  /** Points available to redeem now. */
  points: number;
  /** Points ever earned (redemptions do not lower it; reversed accruals do): tiers are reached on it. */
  lifetime_points: number;
  /** The highest tier whose `min_points` the lifetime points reach; null below every tier. */
  tier: string | null;
};

/** A telephone number as people write it: digits, spaces, `()`, `.`, `-`, an optional leading `+`. */
export type PhoneNumber = string;

/**
 * A customer of the organization (every restaurant of it sees the same customers). Our design:
 * `visits`, `total_spent_amount` and `last_visit_at` are computed from the customer's completed
 * orders whenever the customer is read, so a cancelled order stops counting at once.
 */
export type Customer = {
  id: RecordId;
  name: DisplayName;
  /** Unique in the organization (case-insensitive). */
  email: EmailAddress | null;
  /** Unique in the organization. */
  phone: PhoneNumber | null;
  /** Whether the customer agreed to receive marketing (campaigns send only to these). */
  marketing_opt_in: boolean;
  note: Note | null;
  tags: Array<CustomerTag>;
  addresses: Array<CustomerAddress>;
  loyalty: CustomerLoyaltySummary;
  /** Completed orders. */
  visits: number;
  /** What the completed orders came to (their totals, after discounts). */
  total_spent_amount: number;
  /** When the latest completed order was completed; null before the first. */
  last_visit_at: string | null;
  created_at: string;
  updated_at: string;
};

/** An address in a create or update body. */
export type CustomerAddressInput = {
  /** Our design: the id of one of the customer's addresses keeps it (same id); absent adds a new one. */
  id?: RecordId;
  label?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  postal_code?: string | null;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  instructions?: string | null;
};

/** What creating a customer takes. */
export type CustomerCreate = {
  name: DisplayName;
  email?: EmailAddress | null;
  phone?: PhoneNumber | null;
  marketing_opt_in?: boolean;
  note?: Note | null;
  tags?: Array<CustomerTag>;
  addresses?: Array<CustomerAddressInput>;
};

/** Where an order came from. `aggregator` orders carry the platform's own id in `external_id`. */
export type OrderChannel = "dine_in" | "takeaway" | "delivery" | "web" | "app" | "pos" | "aggregator";

/**
 * A day a report covers, `YYYY-MM-DD`: a real calendar day (no 30 February) in the years 1000 to
 * 2999 (the calendar has no year 0; the server checks the years).
 */
export type ReportDate = string;

/** A number of orders, items or customers. */
export type Tally = number;

/** Who ordered over the range. */
export type CustomerInsightsReport = {
  from: ReportDate;
  to: ReportDate;
  /** The restaurant asked for; null for every restaurant the caller holds a role on. */
  restaurant_id: RecordId | null;
  /** The channel asked for; absent when the report covers every channel. */
  channel?: OrderChannel;
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

/** A page of customers, newest first. */
export type CustomerPage = {
  customers: Array<Customer>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/**
 * What updating a customer takes: the members sent change, the rest stay. `addresses` replaces the
 * list: entries carrying an existing address's `id` keep it, the others are added, and addresses
 * not sent are removed.
 */
export type CustomerUpdate = {
  name?: DisplayName;
  email?: EmailAddress | null;
  phone?: PhoneNumber | null;
  marketing_opt_in?: boolean;
  note?: Note | null;
  tags?: Array<CustomerTag>;
  addresses?: Array<CustomerAddressInput>;
};

/** A delivery address. */
export type DeliveryAddress = {
  line1: string;
  line2?: string;
  city: string;
  postal_code?: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  instructions?: string;
};

/** A dining area of a restaurant (the terrace, the main room). Our design. */
export type DiningArea = {
  id: RecordId;
  name: DisplayName;
  /** Where the area comes in the restaurant's floor plan, lowest first (for display). */
  position: number;
  created_at: string;
  updated_at: string;
};

/** What creating an area takes; its name is unique in the restaurant. */
export type DiningAreaCreate = {
  name: DisplayName;
  position?: number;
};

/** A page of areas, in the order they were added. */
export type DiningAreaPage = {
  areas: Array<DiningArea>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** What updating an area takes: the members sent change. */
export type DiningAreaUpdate = {
  name?: DisplayName;
  position?: number;
};

/**
 * A table. Our design after TastyIgniter's DiningTable: a single table seats a party from
 * `min_capacity` to `max_capacity` guests. Tables that staff push together are `joinable` and
 * share a `join_group` (instead of per-table adjacency lists, which would have to be kept
 * symmetric): any set of joinable tables of one group seats up to the sum of their
 * `max_capacity`. A joinable table without a group joins the joinable tables of its area.
 * Inactive tables are never offered or booked; their history stays.
 */
export type DiningTable = {
  id: RecordId;
  label: TableLabel;
  /** The area it stands in, or null. */
  area_id: RecordId | null;
  min_capacity: PartySize;
  max_capacity: PartySize;
  joinable: boolean;
  join_group: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
};

/** What creating a table takes; its label is unique in the restaurant. */
export type DiningTableCreate = {
  label: TableLabel;
  /** An area of this restaurant; 422 for another one. */
  area_id?: RecordId | null;
  min_capacity?: number;
  max_capacity: number;
  joinable?: boolean;
  join_group?: string | null;
  active?: boolean;
};

/** A page of tables, in the order they were added. */
export type DiningTablePage = {
  tables: Array<DiningTable>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** What updating a table takes: the members sent change (capacities are checked together). */
export type DiningTableUpdate = {
  label?: TableLabel;
  area_id?: RecordId | null;
  min_capacity?: number;
  max_capacity?: number;
  joinable?: boolean;
  join_group?: string | null;
  active?: boolean;
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

/** The error body of a 403 answer: `code` is one of `forbidden`, `url_refused`, `admin_only`, `no_organization`, `forbidden_role`. */
export type ErrorEnvelope403UrlRefusedNoOrganizationForbiddenRole = ErrorEnvelope & {
  code?: "forbidden" | "url_refused" | "admin_only" | "no_organization" | "forbidden_role";
};

/** The error body of a 404 answer: `code` is one of `not_found`. */
export type ErrorEnvelope404 = ErrorEnvelope & {
  code?: "not_found";
};

/** The error body of a 404 answer: `code` is one of `not_found`, `unknown_account`. */
export type ErrorEnvelope404UnknownAccount = ErrorEnvelope & {
  code?: "not_found" | "unknown_account";
};

/** The error body of a 408 answer: `code` is one of `request_timeout`. */
export type ErrorEnvelope408 = ErrorEnvelope & {
  code?: "request_timeout";
};

/** The error body of a 409 answer: `code` is one of `conflict`. */
export type ErrorEnvelope409 = ErrorEnvelope & {
  code?: "conflict";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `already_member`. */
export type ErrorEnvelope409AlreadyMember = ErrorEnvelope & {
  code?: "conflict" | "already_member";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `email_taken`. */
export type ErrorEnvelope409EmailTaken = ErrorEnvelope & {
  code?: "conflict" | "email_taken";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `idempotency_key_reused`, `insufficient_points`, `promotion_unavailable`. */
export type ErrorEnvelope409IdempotencyKeyReusedInsufficientPointsPromotionUnavailable = ErrorEnvelope & {
  code?: "conflict" | "idempotency_key_reused" | "insufficient_points" | "promotion_unavailable";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `in_use`. */
export type ErrorEnvelope409InUse = ErrorEnvelope & {
  code?: "conflict" | "in_use";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `insufficient_points`. */
export type ErrorEnvelope409InsufficientPoints = ErrorEnvelope & {
  code?: "conflict" | "insufficient_points";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `invalid_transition`. */
export type ErrorEnvelope409InvalidTransition = ErrorEnvelope & {
  code?: "conflict" | "invalid_transition";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `invalid_transition`, `slot_taken`. */
export type ErrorEnvelope409InvalidTransitionSlotTaken = ErrorEnvelope & {
  code?: "conflict" | "invalid_transition" | "slot_taken";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `promotion_unavailable`. */
export type ErrorEnvelope409PromotionUnavailable = ErrorEnvelope & {
  code?: "conflict" | "promotion_unavailable";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `slot_taken`. */
export type ErrorEnvelope409SlotTaken = ErrorEnvelope & {
  code?: "conflict" | "slot_taken";
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

/** The error body of a 422 answer: `code` is one of `unprocessable`, `item_unavailable`, `invalid_modifiers`. */
export type ErrorEnvelope422ItemUnavailableInvalidModifiers = ErrorEnvelope & {
  code?: "unprocessable" | "item_unavailable" | "invalid_modifiers";
};

/** The error body of a 422 answer: `code` is one of `unprocessable`, `party_too_large`. */
export type ErrorEnvelope422PartyTooLarge = ErrorEnvelope & {
  code?: "unprocessable" | "party_too_large";
};

/** The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
export type ErrorEnvelope429 = ErrorEnvelope & {
  code?: "rate_limited" | "key_requests_exhausted";
};

/** The error body of a 503 answer: `code` is one of `unavailable`. */
export type ErrorEnvelope503 = ErrorEnvelope & {
  code?: "unavailable";
};

/** A fixed amount off the order. */
export type FixedDiscountReward = {
  kind: "fixed_discount";
  discount_amount: number;
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

/** One unit of a food item for free. */
export type FreeItemReward = {
  kind: "free_item";
  food_item_id: RecordId;
};

/**
 * One change of a customer's balance. `accrual` (+, earned by a completed order), `redemption`
 * (−, a reward taken on an order), `reversal` (takes back an accrual, or gives back a redemption,
 * when the order is cancelled), `adjustment` (+ or −, by a manager or an automation rule).
 */
export type LoyaltyLedgerEntry = {
  id: RecordId;
  kind: "accrual" | "redemption" | "reversal" | "adjustment";
  /** Signed: positive adds to the balance, negative takes from it. */
  points: number;
  /** The balance right after this entry. */
  balance_after: number;
  order_id: RecordId | null;
  reward_id: RecordId | null;
  reason: string | null;
  /** The member who made an adjustment; null for entries the system made. */
  created_by: RecordId | null;
  created_at: string;
};

/** A level customers reach by lifetime points. */
export type LoyaltyTier = {
  name: string;
  /** Lifetime points that reach the tier; 0 makes it every member's starting tier. */
  min_points: number;
};

/** A tier still ahead of the customer. */
export type NextLoyaltyTier = {
  name: string;
  min_points: number;
  /** Lifetime points still to earn. */
  points_needed: number;
};

/** A customer's loyalty account. */
export type LoyaltyAccount = {
  customer_id: RecordId;
  points: number;
  lifetime_points: number;
  tier: LoyaltyTier | null;
  next_tier: NextLoyaltyTier | null;
  /** The ten latest ledger entries, newest first. */
  recent_entries: Array<LoyaltyLedgerEntry>;
};

/** A manual change of a customer's balance. */
export type LoyaltyAdjustmentCreate = {
  /** Points to add (positive) or take (negative); not 0. */
  points: number;
  reason: string;
};

/** A page of ledger entries, newest first. */
export type LoyaltyLedgerPage = {
  entries: Array<LoyaltyLedgerEntry>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/**
 * The organization's loyalty program (one per organization). Our design: a paused program
 * (`enabled: false`) earns nothing, but points already earned stay and can still be redeemed.
 */
export type LoyaltyProgram = {
  enabled: boolean;
  /** What the points are called to customers (`stars`, `beans`). */
  points_name: string;
  accrual_rules: Array<AccrualRule>;
  /** Lowest first. */
  tiers: Array<LoyaltyTier>;
  /** Null until the program was first saved. */
  updated_at: string | null;
};

/** The whole program: saving replaces every member. */
export type LoyaltyProgramUpdate = {
  enabled: boolean;
  points_name?: string;
  accrual_rules: Array<AccrualRule>;
  /** Names and `min_points` must be distinct. */
  tiers?: Array<LoyaltyTier>;
};

/** A percentage off the order, up to `max_amount` when set. */
export type PercentageDiscountReward = {
  kind: "percentage_discount";
  percentage: number;
  max_amount?: Amount | null;
};

/** What a reward gives, told apart by `kind`. */
export type RewardDefinition = FixedDiscountReward | PercentageDiscountReward | FreeItemReward;

/** A reward customers redeem points for (Square's reward tier: points and a definition). */
export type LoyaltyReward = {
  id: RecordId;
  name: DisplayName;
  points_cost: PointCount;
  definition: RewardDefinition;
  created_at: string;
  updated_at: string;
};

/** What creating a reward takes. */
export type LoyaltyRewardCreate = {
  name: DisplayName;
  points_cost: PointCount;
  definition: RewardDefinition;
};

/** A page of rewards, in the order they were created. */
export type LoyaltyRewardPage = {
  rewards: Array<LoyaltyReward>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** What updating a reward takes: the members sent change (a `definition` is replaced whole). */
export type LoyaltyRewardUpdate = {
  name?: DisplayName;
  points_cost?: PointCount;
  definition?: RewardDefinition;
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

/** One modifier option chosen on a line, as priced. */
export type OrderLineModifier = {
  option_id: RecordId;
  group_id: RecordId;
  name: string;
  price_delta: Amount;
};

/** One line of an order, as the server priced it when the order was placed. */
export type OrderLine = {
  id: RecordId;
  food_item_id: RecordId;
  variant_id: RecordId | null;
  name: string;
  variant_name: string | null;
  quantity: number;
  modifiers: Array<OrderLineModifier>;
  /** The variant's price at this branch plus the chosen options' deltas. */
  unit_amount: Amount;
  /** `unit_amount × quantity`. */
  line_amount: Amount;
  /** The part of the order's discount given on this line. */
  discount_amount: Amount;
  note: string | null;
};

/**
 * An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →
 * preparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery
 * (delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state
 * before completion (and from completed, by a manager: a void, which reverses loyalty points);
 * `failed` from any state before completion.
 */
export type OrderStatus =
  | "placed"
  | "accepted"
  | "preparing"
  | "ready"
  | "picked_up"
  | "out_for_delivery"
  | "completed"
  | "cancelled"
  | "failed";

/** A verb that moves an order. */
export type OrderVerb =
  | "accept"
  | "start"
  | "ready"
  | "pick-up"
  | "dispatch"
  | "complete"
  | "cancel"
  | "fail";

/** An order. Amounts are in the organization's `currency`, priced by the server. */
export type Order = {
  id: RecordId;
  restaurant_id: RecordId;
  channel: OrderChannel;
  /** The aggregator's or POS's own id for the order; unique per restaurant and channel. */
  external_id: string | null;
  status: OrderStatus;
  /** The verbs the order's state allows now (what a kitchen screen can offer). */
  allowed_verbs: Array<OrderVerb>;
  customer_id: RecordId | null;
  currency: string;
  lines: Array<OrderLine>;
  /** The sum of `line_amount`. */
  subtotal_amount: Amount;
  /** Promotions plus the reward; never more than the subtotal. */
  discount_amount: Amount;
  /** `subtotal_amount − discount_amount`. */
  total_amount: Amount;
  promotions: Array<AppliedPromotion>;
  reward: AppliedReward | null;
  note: string | null;
  table_label: string | null;
  delivery_address: DeliveryAddress | null;
  cancel_reason: string | null;
  placed_at: string;
  accepted_at: string | null;
  preparing_at: string | null;
  ready_at: string | null;
  picked_up_at: string | null;
  out_for_delivery_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  failed_at: string | null;
  updated_at: string;
};

/** One line of a new order: what and how many; never a price. */
export type OrderLineInput = {
  food_item_id: RecordId;
  /** Required when the item has more than one variant; the only one otherwise. */
  variant_id?: RecordId;
  quantity: number;
  /**
   * The chosen modifier options (each at most once). Each of the item's modifier groups must get
   * between its `min_selections` and `max_selections` of them: 422 `invalid_modifiers` otherwise.
   */
  modifier_option_ids?: Array<RecordId>;
  note?: Note;
  /** Prices come from the restaurant's menu: the server prices every order. */
  unit_price?: never;
  /** Prices come from the restaurant's menu: the server prices every order. */
  price?: never;
};

/** A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively. */
export type PromotionCode = string;

/** A new order, or a quote's cart. */
export type OrderCreate = {
  restaurant_id: RecordId;
  channel: OrderChannel;
  /** The aggregator's or POS's own id: a second order with the same one is 409 `conflict`. */
  external_id?: string;
  customer_id?: RecordId;
  lines: Array<OrderLineInput>;
  /** Promotion codes to apply (automatic promotions apply without one). */
  promotion_codes?: Array<PromotionCode>;
  /** A loyalty reward to redeem: needs `customer_id` and enough points (409 `insufficient_points`). */
  reward_id?: RecordId;
  note?: Note;
  /** Dine-in: the table, as staff name it. */
  table_label?: string;
  /** Required for `delivery`. */
  delivery_address?: DeliveryAddress;
  /** Totals are computed by the server. */
  total_amount?: never;
  /** Totals are computed by the server. */
  subtotal_amount?: never;
};

/** A page of orders, newest first. */
export type OrderPage = {
  orders: Array<Order>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** A line as it would be priced now. */
export type QuotedLine = {
  food_item_id: RecordId;
  variant_id: RecordId | null;
  name: string;
  variant_name: string | null;
  quantity: number;
  modifiers: Array<OrderLineModifier>;
  /** The variant's price at this branch plus the chosen options' deltas. */
  unit_amount: Amount;
  /** `unit_amount × quantity`. */
  line_amount: Amount;
  /** The part of the order's discount given on this line. */
  discount_amount: Amount;
  note: string | null;
};

/** What an order would cost now, without placing it. */
export type OrderQuote = {
  currency: string;
  lines: Array<QuotedLine>;
  subtotal_amount: Amount;
  discount_amount: Amount;
  total_amount: Amount;
  promotions: Array<AppliedPromotion>;
};

/** Why an order was cancelled or failed. */
export type OrderReason = {
  reason?: string;
};

/** Orders of one channel. */
export type TrendChannel = {
  channel: OrderChannel;
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
  status: OrderStatus;
  orders: Tally;
};

/** Order counts over the range, every order whatever its state. */
export type OrderTrendsReport = {
  from: ReportDate;
  to: ReportDate;
  /** The restaurant asked for; null for every restaurant the caller holds a role on. */
  restaurant_id: RecordId | null;
  /** The channel asked for; absent when the report covers every channel. */
  channel?: OrderChannel;
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

/** An ordering channel a promotion may be limited to. */
export type PromotionChannel = "dine_in" | "takeaway" | "delivery" | "web" | "app" | "pos" | "aggregator";

/**
 * What a promotion takes off: `percentage` (`percent` of the subtotal, at most
 * `max_discount_amount`), `fixed` (`amount` off the order), `free_item` (one unit of
 * `food_item_id` free when the order holds it) or `buy_x_get_y` (for every `buy_quantity` +
 * `get_quantity` units of `food_item_id` or of `category_id`, the `get_quantity` cheapest are free).
 */
export type PromotionKind = "percentage" | "fixed" | "free_item" | "buy_x_get_y";

/**
 * A promotion. Our design (Square's catalog discounts and pricing rules, Toast's promo codes).
 * **Stacking**: an order takes at most one code promotion plus the single best automatic one (the
 * one that takes the most off after the code); nothing takes a line below zero.
 */
export type Promotion = {
  id: RecordId;
  name: DisplayName;
  code: PromotionCode | null;
  kind: PromotionKind;
  percent: number | null;
  max_discount_amount: Amount | null;
  amount: Amount | null;
  food_item_id: RecordId | null;
  category_id: RecordId | null;
  buy_quantity: number | null;
  get_quantity: number | null;
  starts_at: string | null;
  ends_at: string | null;
  min_subtotal_amount: Amount;
  usage_limit: number | null;
  usage_limit_per_customer: number | null;
  /** Orders that used it (a cancelled order gives its use back). */
  used_count: number;
  restaurant_ids: Array<RecordId>;
  channels: Array<PromotionChannel>;
  customer_tags: Array<AudienceTag>;
  new_customers_only: boolean;
  active: boolean;
  created_at: string;
  updated_at: string;
};

/** What creating a promotion takes: a name, a kind and the members the kind needs. */
export type PromotionCreate = {
  name: DisplayName;
  kind: PromotionKind;
  /** Entered by the customer; absent or null: the promotion applies automatically. */
  code?: PromotionCode | null;
  /** `percentage`: 1 to 100. */
  percent?: number | null;
  /** `percentage`: the most it takes off. */
  max_discount_amount?: Amount | null;
  /** `fixed`: the amount off (never more than the order's subtotal). */
  amount?: Amount | null;
  /** `free_item`: the item given free; `buy_x_get_y`: the item counted (or `category_id`). */
  food_item_id?: RecordId | null;
  /** `buy_x_get_y`: the category whose items count. */
  category_id?: RecordId | null;
  /** `buy_x_get_y`: units to buy. */
  buy_quantity?: number | null;
  /** `buy_x_get_y`: units free per group. */
  get_quantity?: number | null;
  /** Valid from (inclusive); null: already. */
  starts_at?: string | null;
  /** Valid until (exclusive); null: no end. After `starts_at`. */
  ends_at?: string | null;
  /** The order's subtotal must reach this. */
  min_subtotal_amount?: Amount;
  /** Uses in all; null: unlimited. */
  usage_limit?: number | null;
  /** Uses per customer; null: unlimited. Needs an order that names its customer. */
  usage_limit_per_customer?: number | null;
  /** Restaurants it is valid at; empty: all. */
  restaurant_ids?: Array<RecordId>;
  /** Channels it is valid for; empty: all. */
  channels?: Array<PromotionChannel>;
  /** Only customers with one of these tags; empty: anyone. */
  customer_tags?: Array<AudienceTag>;
  /** Only customers with no completed order yet. */
  new_customers_only?: boolean;
  /** Off: it applies to nothing (it stays listed). */
  active?: boolean;
};

/** A page of promotions, newest first. */
export type PromotionPage = {
  promotions: Array<Promotion>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** What updating a promotion takes: the members sent change; the result is checked whole. */
export type PromotionUpdate = {
  name?: DisplayName;
  kind?: PromotionKind;
  /** Entered by the customer; absent or null: the promotion applies automatically. */
  code?: PromotionCode | null;
  /** `percentage`: 1 to 100. */
  percent?: number | null;
  /** `percentage`: the most it takes off. */
  max_discount_amount?: Amount | null;
  /** `fixed`: the amount off (never more than the order's subtotal). */
  amount?: Amount | null;
  /** `free_item`: the item given free; `buy_x_get_y`: the item counted (or `category_id`). */
  food_item_id?: RecordId | null;
  /** `buy_x_get_y`: the category whose items count. */
  category_id?: RecordId | null;
  /** `buy_x_get_y`: units to buy. */
  buy_quantity?: number | null;
  /** `buy_x_get_y`: units free per group. */
  get_quantity?: number | null;
  /** Valid from (inclusive); null: already. */
  starts_at?: string | null;
  /** Valid until (exclusive); null: no end. After `starts_at`. */
  ends_at?: string | null;
  /** The order's subtotal must reach this. */
  min_subtotal_amount?: Amount;
  /** Uses in all; null: unlimited. */
  usage_limit?: number | null;
  /** Uses per customer; null: unlimited. Needs an order that names its customer. */
  usage_limit_per_customer?: number | null;
  /** Restaurants it is valid at; empty: all. */
  restaurant_ids?: Array<RecordId>;
  /** Channels it is valid for; empty: all. */
  channels?: Array<PromotionChannel>;
  /** Only customers with one of these tags; empty: anyone. */
  customer_tags?: Array<AudienceTag>;
  /** Only customers with no completed order yet. */
  new_customers_only?: boolean;
  /** Off: it applies to nothing (it stays listed). */
  active?: boolean;
};

/** A stay length for parties up to a size. */
export type StayRule = {
  /** Applies to parties of at most this many guests (the smallest matching rule wins). */
  up_to_party_size: PartySize;
  stay_minutes: StayMinutes;
};

/**
 * How a restaurant takes reservations. Our design: slots start at each opening time and every
 * `slot_interval_minutes` after it; a booking holds its tables for its stay plus `buffer_minutes`
 * (clearing and resetting), so two bookings of one table are at least the buffer apart; nothing
 * can be booked earlier than `lead_time_minutes` from now or later than `max_days_ahead` days.
 */
export type ReservationSettings = {
  slot_interval_minutes: number;
  /** The stay when neither the booking nor a rule for its party size says otherwise. */
  stay_minutes: number;
  /** Stay lengths by party size, smallest first. */
  stay_minutes_by_party: Array<StayRule>;
  buffer_minutes: number;
  lead_time_minutes: number;
  max_days_ahead: number;
  /** New bookings start `confirmed` (true) or `pending`, for staff to confirm (false). */
  auto_confirm: boolean;
  /** When they were last set; null while the defaults apply. */
  updated_at: string | null;
};

/** The settings to store: every member sent replaces the stored one; members left out take their defaults. */
export type ReservationSettingsUpdate = {
  slot_interval_minutes?: number;
  stay_minutes?: number;
  stay_minutes_by_party?: Array<StayRule>;
  buffer_minutes?: number;
  lead_time_minutes?: number;
  max_days_ahead?: number;
  auto_confirm?: boolean;
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

/**
 * An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:
 * `order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),
 * `reservation.*` the booking, `loyalty.points_changed` the customer's balance, and
 * `campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no
 * e-mail or SMS itself, so an integrator's own sender delivers the message.
 */
export type RestaurantEventType =
  | "order.created"
  | "order.status_changed"
  | "reservation.created"
  | "reservation.status_changed"
  | "loyalty.points_changed"
  | "campaign.sent";

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

/**
 * Where deliveries go: an absolute `http` or `https` URL of at most 2,048 characters. The server's
 * egress policy refuses internal addresses (loopback, private, link-local): 403 `url_refused`.
 */
export type RestaurantWebhookUrl = string;

/** A webhook subscription (never its secret, except once in { */
export type RestaurantWebhook = {
  id: RecordId;
  url: RestaurantWebhookUrl;
  event_types: Array<RestaurantEventType>;
  enabled: boolean;
  /** Deliveries answered with 2xx. */
  success_count: number;
  /** Deliveries that failed for good (every retry spent). */
  failure_count: number;
  last_attempted_at: string | null;
  /** HTTP status of the latest attempt; 0 when no answer arrived; null before any. */
  last_status: number | null;
  created_at: string;
  updated_at: string;
};

/** What subscribing takes. */
export type RestaurantWebhookCreate = {
  url: RestaurantWebhookUrl;
  event_types: Array<RestaurantEventType>;
  enabled?: boolean;
};

/** A new webhook with its signing secret, shown this once. */
export type RestaurantWebhookCreated = {
  id: RecordId;
  url: RestaurantWebhookUrl;
  event_types: Array<RestaurantEventType>;
  enabled: boolean;
  /** Deliveries answered with 2xx. */
  success_count: number;
  /** Deliveries that failed for good (every retry spent). */
  failure_count: number;
  last_attempted_at: string | null;
  /** HTTP status of the latest attempt; 0 when no answer arrived; null before any. */
  last_status: number | null;
  created_at: string;
  updated_at: string;
  /**
   * The Standard Webhooks signing secret (`whsec_…`): verify each delivery's `webhook-signature`
   * over `webhook-id.webhook-timestamp.body`. Stored sealed; it cannot be shown again.
   */
  secret: string;
};

/** One delivery of one event to one webhook. */
export type RestaurantWebhookDelivery = {
  id: RecordId;
  /** The event's id: the delivery's `webhook-id` header, what receivers deduplicate by. */
  event_id: RecordId;
  event_type: RestaurantEventType;
  status: "pending" | "delivering" | "succeeded" | "failed";
  attempts: number;
  /** Of the latest attempt; 0 when no answer arrived; null before any. */
  http_status: number | null;
  created_at: string;
};

/** A page of deliveries, newest first. */
export type RestaurantWebhookDeliveryPage = {
  deliveries: Array<RestaurantWebhookDelivery>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** A page of webhooks, newest first. */
export type RestaurantWebhookPage = {
  webhooks: Array<RestaurantWebhook>;
  /** Pass it back as `cursor` for the next page; null on the last page. */
  next_cursor: string | null;
};

/** What updating a webhook takes: the members sent change. */
export type RestaurantWebhookUpdate = {
  url?: RestaurantWebhookUrl;
  event_types?: Array<RestaurantEventType>;
  enabled?: boolean;
};

/** Revenue of one channel; only channels with completed orders are listed. */
export type RevenueChannel = {
  channel: OrderChannel;
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
  /** The channel asked for; absent when the report covers every channel. */
  channel?: OrderChannel;
  /** The organization's currency: every amount is in its minor unit. */
  currency: CurrencyCode;
  totals: RevenueTotals;
  /** Every day from `from` to `to`, oldest first; their `orders` and `net_amount` add up to the totals. */
  by_day: Array<RevenueDay>;
  /** Channels by net revenue, largest first; they add up to the totals. */
  by_channel: Array<RevenueChannel>;
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
  /** The channel asked for; absent when the report covers every channel. */
  channel?: OrderChannel;
  /** The organization's currency: every amount is in its minor unit. */
  currency: CurrencyCode;
  /** Most units first (ties: more revenue, then name). */
  by_quantity: Array<TopItem>;
  /** Most net revenue first (ties: more units, then name). */
  by_revenue: Array<TopItem>;
};

/** Validated input of `get_customer_insights_report`. */
export interface GetCustomerInsightsReportInput {
  query: {
    /** The first local day covered; default (our design): 29 days before `to` (30 days in all). */
    from?: ReportDate;
    /**
     * The last local day covered, inclusive: on or after `from`, at most 366 days in all. Default
     * (our design): today, in the time zone of `restaurant_id` (UTC without one).
     */
    to?: ReportDate;
    /**
     * One restaurant only; without it, every restaurant the caller holds a role on (all of them for
     * the owner). A restaurant the caller holds no role on answers 404.
     */
    restaurant_id?: RecordId;
    /** One channel only. */
    channel?: OrderChannel;
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
    /** The first local day covered; default (our design): 29 days before `to` (30 days in all). */
    from?: ReportDate;
    /**
     * The last local day covered, inclusive: on or after `from`, at most 366 days in all. Default
     * (our design): today, in the time zone of `restaurant_id` (UTC without one).
     */
    to?: ReportDate;
    /**
     * One restaurant only; without it, every restaurant the caller holds a role on (all of them for
     * the owner). A restaurant the caller holds no role on answers 404.
     */
    restaurant_id?: RecordId;
    /** One channel only. */
    channel?: OrderChannel;
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
    /** The first local day covered; default (our design): 29 days before `to` (30 days in all). */
    from?: ReportDate;
    /**
     * The last local day covered, inclusive: on or after `from`, at most 366 days in all. Default
     * (our design): today, in the time zone of `restaurant_id` (UTC without one).
     */
    to?: ReportDate;
    /**
     * One restaurant only; without it, every restaurant the caller holds a role on (all of them for
     * the owner). A restaurant the caller holds no role on answers 404.
     */
    restaurant_id?: RecordId;
    /** One channel only. */
    channel?: OrderChannel;
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
    /** The first local day covered; default (our design): 29 days before `to` (30 days in all). */
    from?: ReportDate;
    /**
     * The last local day covered, inclusive: on or after `from`, at most 366 days in all. Default
     * (our design): today, in the time zone of `restaurant_id` (UTC without one).
     */
    to?: ReportDate;
    /**
     * One restaurant only; without it, every restaurant the caller holds a role on (all of them for
     * the owner). A restaurant the caller holds no role on answers 404.
     */
    restaurant_id?: RecordId;
    /** One channel only. */
    channel?: OrderChannel;
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
  | { status: 408; body: ErrorEnvelope408 }
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
  | { status: 408; body: ErrorEnvelope408 }
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
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409EmailTaken }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 429; body: ErrorEnvelope429; headers: { "Retry-After": string } }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_automation_rules`. */
export interface ListAutomationRulesInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_automation_rules` may return. */
export type ListAutomationRulesResponse =
  | { status: 200; body: AutomationRulePage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_automation_rule`. */
export interface CreateAutomationRuleInput {
  body: AutomationRuleCreate;
}

/** Every response `create_automation_rule` may return. */
export type CreateAutomationRuleResponse =
  | { status: 201; body: AutomationRule }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_automation_rule`. */
export interface GetAutomationRuleInput {
  path: {
    rule_id: RecordId;
  };
}

/** Every response `get_automation_rule` may return. */
export type GetAutomationRuleResponse =
  | { status: 200; body: AutomationRule }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `delete_automation_rule`. */
export interface DeleteAutomationRuleInput {
  path: {
    rule_id: RecordId;
  };
}

/** Every response `delete_automation_rule` may return. */
export type DeleteAutomationRuleResponse =
  | { status: 204 }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_automation_rule`. */
export interface UpdateAutomationRuleInput {
  path: {
    rule_id: RecordId;
  };
  body: AutomationRuleUpdate;
}

/** Every response `update_automation_rule` may return. */
export type UpdateAutomationRuleResponse =
  | { status: 200; body: AutomationRule }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_automation_runs`. */
export interface ListAutomationRunsInput {
  path: {
    rule_id: RecordId;
  };
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_automation_runs` may return. */
export type ListAutomationRunsResponse =
  | { status: 200; body: AutomationRunPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_campaigns`. */
export interface ListCampaignsInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
    status?: CampaignStatus;
  };
}

/** Every response `list_campaigns` may return. */
export type ListCampaignsResponse =
  | { status: 200; body: CampaignPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_campaign`. */
export interface CreateCampaignInput {
  body: CampaignCreate;
}

/** Every response `create_campaign` may return. */
export type CreateCampaignResponse =
  | { status: 201; body: Campaign }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_campaign`. */
export interface GetCampaignInput {
  path: {
    campaign_id: RecordId;
  };
}

/** Every response `get_campaign` may return. */
export type GetCampaignResponse =
  | { status: 200; body: Campaign }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `delete_campaign`. */
export interface DeleteCampaignInput {
  path: {
    campaign_id: RecordId;
  };
}

/** Every response `delete_campaign` may return. */
export type DeleteCampaignResponse =
  | { status: 204 }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_campaign`. */
export interface UpdateCampaignInput {
  path: {
    campaign_id: RecordId;
  };
  body: CampaignUpdate;
}

/** Every response `update_campaign` may return. */
export type UpdateCampaignResponse =
  | { status: 200; body: Campaign }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `cancel_campaign`. */
export interface CancelCampaignInput {
  path: {
    campaign_id: RecordId;
  };
}

/** Every response `cancel_campaign` may return. */
export type CancelCampaignResponse =
  | { status: 200; body: Campaign }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `schedule_campaign`. */
export interface ScheduleCampaignInput {
  path: {
    campaign_id: RecordId;
  };
}

/** Every response `schedule_campaign` may return. */
export type ScheduleCampaignResponse =
  | { status: 200; body: Campaign }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_campaign_sends`. */
export interface ListCampaignSendsInput {
  path: {
    campaign_id: RecordId;
  };
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_campaign_sends` may return. */
export type ListCampaignSendsResponse =
  | { status: 200; body: CampaignSendPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_customers`. */
export interface ListCustomersInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
    q?: string;
    tag?: CustomerTag;
  };
}

/** Every response `list_customers` may return. */
export type ListCustomersResponse =
  | { status: 200; body: CustomerPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_customer`. */
export interface CreateCustomerInput {
  body: CustomerCreate;
}

/** Every response `create_customer` may return. */
export type CreateCustomerResponse =
  | { status: 201; body: Customer }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_customer`. */
export interface GetCustomerInput {
  path: {
    customer_id: RecordId;
  };
}

/** Every response `get_customer` may return. */
export type GetCustomerResponse =
  | { status: 200; body: Customer }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `delete_customer`. */
export interface DeleteCustomerInput {
  path: {
    customer_id: RecordId;
  };
}

/** Every response `delete_customer` may return. */
export type DeleteCustomerResponse =
  | { status: 204 }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_customer`. */
export interface UpdateCustomerInput {
  path: {
    customer_id: RecordId;
  };
  body: CustomerUpdate;
}

/** Every response `update_customer` may return. */
export type UpdateCustomerResponse =
  | { status: 200; body: Customer }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_customer_loyalty`. */
export interface GetCustomerLoyaltyInput {
  path: {
    customer_id: RecordId;
  };
}

/** Every response `get_customer_loyalty` may return. */
export type GetCustomerLoyaltyResponse =
  | { status: 200; body: LoyaltyAccount }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_loyalty_adjustment`. */
export interface CreateLoyaltyAdjustmentInput {
  path: {
    customer_id: RecordId;
  };
  body: LoyaltyAdjustmentCreate;
}

/** Every response `create_loyalty_adjustment` may return. */
export type CreateLoyaltyAdjustmentResponse =
  | { status: 201; body: LoyaltyLedgerEntry }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409InsufficientPoints }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_customer_loyalty_ledger`. */
export interface ListCustomerLoyaltyLedgerInput {
  path: {
    customer_id: RecordId;
  };
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_customer_loyalty_ledger` may return. */
export type ListCustomerLoyaltyLedgerResponse =
  | { status: 200; body: LoyaltyLedgerPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_loyalty_program`. */
export interface GetLoyaltyProgramInput {}

/** Every response `get_loyalty_program` may return. */
export type GetLoyaltyProgramResponse =
  | { status: 200; body: LoyaltyProgram }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `put_loyalty_program`. */
export interface PutLoyaltyProgramInput {
  body: LoyaltyProgramUpdate;
}

/** Every response `put_loyalty_program` may return. */
export type PutLoyaltyProgramResponse =
  | { status: 200; body: LoyaltyProgram }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_loyalty_rewards`. */
export interface ListLoyaltyRewardsInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_loyalty_rewards` may return. */
export type ListLoyaltyRewardsResponse =
  | { status: 200; body: LoyaltyRewardPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_loyalty_reward`. */
export interface CreateLoyaltyRewardInput {
  body: LoyaltyRewardCreate;
}

/** Every response `create_loyalty_reward` may return. */
export type CreateLoyaltyRewardResponse =
  | { status: 201; body: LoyaltyReward }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_loyalty_reward`. */
export interface GetLoyaltyRewardInput {
  path: {
    reward_id: RecordId;
  };
}

/** Every response `get_loyalty_reward` may return. */
export type GetLoyaltyRewardResponse =
  | { status: 200; body: LoyaltyReward }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `delete_loyalty_reward`. */
export interface DeleteLoyaltyRewardInput {
  path: {
    reward_id: RecordId;
  };
}

/** Every response `delete_loyalty_reward` may return. */
export type DeleteLoyaltyRewardResponse =
  | { status: 204 }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_loyalty_reward`. */
export interface UpdateLoyaltyRewardInput {
  path: {
    reward_id: RecordId;
  };
  body: LoyaltyRewardUpdate;
}

/** Every response `update_loyalty_reward` may return. */
export type UpdateLoyaltyRewardResponse =
  | { status: 200; body: LoyaltyReward }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
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
  | { status: 408; body: ErrorEnvelope408 }
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
  | { status: 408; body: ErrorEnvelope408 }
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
  | { status: 408; body: ErrorEnvelope408 }
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
  | { status: 408; body: ErrorEnvelope408 }
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
  | { status: 408; body: ErrorEnvelope408 }
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
  | { status: 408; body: ErrorEnvelope408 }
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
  | { status: 408; body: ErrorEnvelope408 }
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
  | { status: 408; body: ErrorEnvelope408 }
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
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409AlreadyMember }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_promotions`. */
export interface ListPromotionsInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
    active?: boolean;
  };
}

/** Every response `list_promotions` may return. */
export type ListPromotionsResponse =
  | { status: 200; body: PromotionPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_promotion`. */
export interface CreatePromotionInput {
  body: PromotionCreate;
}

/** Every response `create_promotion` may return. */
export type CreatePromotionResponse =
  | { status: 201; body: Promotion }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_promotion`. */
export interface GetPromotionInput {
  path: {
    promotion_id: RecordId;
  };
}

/** Every response `get_promotion` may return. */
export type GetPromotionResponse =
  | { status: 200; body: Promotion }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `delete_promotion`. */
export interface DeletePromotionInput {
  path: {
    promotion_id: RecordId;
  };
}

/** Every response `delete_promotion` may return. */
export type DeletePromotionResponse =
  | { status: 204 }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InUse }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_promotion`. */
export interface UpdatePromotionInput {
  path: {
    promotion_id: RecordId;
  };
  body: PromotionUpdate;
}

/** Every response `update_promotion` may return. */
export type UpdatePromotionResponse =
  | { status: 200; body: Promotion }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_orders`. */
export interface ListOrdersInput {
  query: {
    restaurant_id?: RecordId;
    status?: OrderStatus;
    channel?: OrderChannel;
    customer_id?: RecordId;
    /** Placed at or after this instant. */
    placed_from?: string;
    /** Placed before this instant. */
    placed_to?: string;
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_orders` may return. */
export type ListOrdersResponse =
  | { status: 200; body: OrderPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_order`. */
export interface CreateOrderInput {
  headers: {
    /** Makes retries safe: one order per key in the organization (1 to 255 visible characters). */
    "Idempotency-Key"?: string;
  };
  body: OrderCreate;
}

/** Every response `create_order` may return. */
export type CreateOrderResponse =
  | { status: 200; body: Order; headers: { "Idempotent-Replayed": "true" } }
  | { status: 201; body: Order }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409IdempotencyKeyReusedInsufficientPointsPromotionUnavailable }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422ItemUnavailableInvalidModifiers }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `quote_order`. */
export interface QuoteOrderInput {
  body: OrderCreate;
}

/** Every response `quote_order` may return. */
export type QuoteOrderResponse =
  | { status: 200; body: OrderQuote }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409PromotionUnavailable }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422ItemUnavailableInvalidModifiers }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_order`. */
export interface GetOrderInput {
  path: {
    order_id: RecordId;
  };
}

/** Every response `get_order` may return. */
export type GetOrderResponse =
  | { status: 200; body: Order }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `accept_order`. */
export interface AcceptOrderInput {
  path: {
    order_id: RecordId;
  };
}

/** Every response `accept_order` may return. */
export type AcceptOrderResponse =
  | { status: 200; body: Order }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `cancel_order`. */
export interface CancelOrderInput {
  path: {
    order_id: RecordId;
  };
  body: OrderReason;
}

/** Every response `cancel_order` may return. */
export type CancelOrderResponse =
  | { status: 200; body: Order }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `complete_order`. */
export interface CompleteOrderInput {
  path: {
    order_id: RecordId;
  };
}

/** Every response `complete_order` may return. */
export type CompleteOrderResponse =
  | { status: 200; body: Order }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `dispatch_order`. */
export interface DispatchOrderInput {
  path: {
    order_id: RecordId;
  };
}

/** Every response `dispatch_order` may return. */
export type DispatchOrderResponse =
  | { status: 200; body: Order }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `fail_order`. */
export interface FailOrderInput {
  path: {
    order_id: RecordId;
  };
  body: OrderReason;
}

/** Every response `fail_order` may return. */
export type FailOrderResponse =
  | { status: 200; body: Order }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `pick_up_order`. */
export interface PickUpOrderInput {
  path: {
    order_id: RecordId;
  };
}

/** Every response `pick_up_order` may return. */
export type PickUpOrderResponse =
  | { status: 200; body: Order }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `ready_order`. */
export interface ReadyOrderInput {
  path: {
    order_id: RecordId;
  };
}

/** Every response `ready_order` may return. */
export type ReadyOrderResponse =
  | { status: 200; body: Order }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `start_order`. */
export interface StartOrderInput {
  path: {
    order_id: RecordId;
  };
}

/** Every response `start_order` may return. */
export type StartOrderResponse =
  | { status: 200; body: Order }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
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
  | { status: 408; body: ErrorEnvelope408 }
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
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_dining_areas`. */
export interface ListDiningAreasInput {
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

/** Every response `list_dining_areas` may return. */
export type ListDiningAreasResponse =
  | { status: 200; body: DiningAreaPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_dining_area`. */
export interface CreateDiningAreaInput {
  path: {
    restaurant_id: RecordId;
  };
  body: DiningAreaCreate;
}

/** Every response `create_dining_area` may return. */
export type CreateDiningAreaResponse =
  | { status: 201; body: DiningArea }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_dining_area`. */
export interface GetDiningAreaInput {
  path: {
    restaurant_id: RecordId;
    area_id: RecordId;
  };
}

/** Every response `get_dining_area` may return. */
export type GetDiningAreaResponse =
  | { status: 200; body: DiningArea }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `delete_dining_area`. */
export interface DeleteDiningAreaInput {
  path: {
    restaurant_id: RecordId;
    area_id: RecordId;
  };
}

/** Every response `delete_dining_area` may return. */
export type DeleteDiningAreaResponse =
  | { status: 204 }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InUse }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_dining_area`. */
export interface UpdateDiningAreaInput {
  path: {
    restaurant_id: RecordId;
    area_id: RecordId;
  };
  body: DiningAreaUpdate;
}

/** Every response `update_dining_area` may return. */
export type UpdateDiningAreaResponse =
  | { status: 200; body: DiningArea }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_availability`. */
export interface GetAvailabilityInput {
  path: {
    restaurant_id: RecordId;
  };
  query: {
    date?: string;
    party_size: PartySize;
    stay_minutes?: StayMinutes;
  };
}

/** Every response `get_availability` may return. */
export type GetAvailabilityResponse =
  | { status: 200; body: Availability }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 422; body: ErrorEnvelope422PartyTooLarge }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_bookings`. */
export interface ListBookingsInput {
  path: {
    restaurant_id: RecordId;
  };
  query: {
    date?: string;
    status?: BookingStatus;
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_bookings` may return. */
export type ListBookingsResponse =
  | { status: 200; body: BookingPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_booking`. */
export interface CreateBookingInput {
  path: {
    restaurant_id: RecordId;
  };
  body: BookingCreate;
}

/** Every response `create_booking` may return. */
export type CreateBookingResponse =
  | { status: 201; body: Booking }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409SlotTaken }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422PartyTooLarge }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_booking`. */
export interface GetBookingInput {
  path: {
    restaurant_id: RecordId;
    booking_id: RecordId;
  };
}

/** Every response `get_booking` may return. */
export type GetBookingResponse =
  | { status: 200; body: Booking }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_booking`. */
export interface UpdateBookingInput {
  path: {
    restaurant_id: RecordId;
    booking_id: RecordId;
  };
  body: BookingUpdate;
}

/** Every response `update_booking` may return. */
export type UpdateBookingResponse =
  | { status: 200; body: Booking }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409InvalidTransitionSlotTaken }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422PartyTooLarge }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `cancel_booking`. */
export interface CancelBookingInput {
  path: {
    restaurant_id: RecordId;
    booking_id: RecordId;
  };
}

/** Every response `cancel_booking` may return. */
export type CancelBookingResponse =
  | { status: 200; body: Booking }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `complete_booking`. */
export interface CompleteBookingInput {
  path: {
    restaurant_id: RecordId;
    booking_id: RecordId;
  };
}

/** Every response `complete_booking` may return. */
export type CompleteBookingResponse =
  | { status: 200; body: Booking }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `confirm_booking`. */
export interface ConfirmBookingInput {
  path: {
    restaurant_id: RecordId;
    booking_id: RecordId;
  };
}

/** Every response `confirm_booking` may return. */
export type ConfirmBookingResponse =
  | { status: 200; body: Booking }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `no_show_booking`. */
export interface NoShowBookingInput {
  path: {
    restaurant_id: RecordId;
    booking_id: RecordId;
  };
}

/** Every response `no_show_booking` may return. */
export type NoShowBookingResponse =
  | { status: 200; body: Booking }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `seat_booking`. */
export interface SeatBookingInput {
  path: {
    restaurant_id: RecordId;
    booking_id: RecordId;
  };
}

/** Every response `seat_booking` may return. */
export type SeatBookingResponse =
  | { status: 200; body: Booking }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InvalidTransition }
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
  | { status: 408; body: ErrorEnvelope408 }
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
  | { status: 408; body: ErrorEnvelope408 }
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
  | { status: 408; body: ErrorEnvelope408 }
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

/** Validated input of `get_reservation_settings`. */
export interface GetReservationSettingsInput {
  path: {
    restaurant_id: RecordId;
  };
}

/** Every response `get_reservation_settings` may return. */
export type GetReservationSettingsResponse =
  | { status: 200; body: ReservationSettings }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_reservation_settings`. */
export interface UpdateReservationSettingsInput {
  path: {
    restaurant_id: RecordId;
  };
  body: ReservationSettingsUpdate;
}

/** Every response `update_reservation_settings` may return. */
export type UpdateReservationSettingsResponse =
  | { status: 200; body: ReservationSettings }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_dining_tables`. */
export interface ListDiningTablesInput {
  path: {
    restaurant_id: RecordId;
  };
  query: {
    area_id?: RecordId;
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_dining_tables` may return. */
export type ListDiningTablesResponse =
  | { status: 200; body: DiningTablePage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_dining_table`. */
export interface CreateDiningTableInput {
  path: {
    restaurant_id: RecordId;
  };
  body: DiningTableCreate;
}

/** Every response `create_dining_table` may return. */
export type CreateDiningTableResponse =
  | { status: 201; body: DiningTable }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_dining_table`. */
export interface GetDiningTableInput {
  path: {
    restaurant_id: RecordId;
    table_id: RecordId;
  };
}

/** Every response `get_dining_table` may return. */
export type GetDiningTableResponse =
  | { status: 200; body: DiningTable }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `delete_dining_table`. */
export interface DeleteDiningTableInput {
  path: {
    restaurant_id: RecordId;
    table_id: RecordId;
  };
}

/** Every response `delete_dining_table` may return. */
export type DeleteDiningTableResponse =
  | { status: 204 }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409InUse }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_dining_table`. */
export interface UpdateDiningTableInput {
  path: {
    restaurant_id: RecordId;
    table_id: RecordId;
  };
  body: DiningTableUpdate;
}

/** Every response `update_dining_table` may return. */
export type UpdateDiningTableResponse =
  | { status: 200; body: DiningTable }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_restaurant_webhooks`. */
export interface ListRestaurantWebhooksInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_restaurant_webhooks` may return. */
export type ListRestaurantWebhooksResponse =
  | { status: 200; body: RestaurantWebhookPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `create_restaurant_webhook`. */
export interface CreateRestaurantWebhookInput {
  body: RestaurantWebhookCreate;
}

/** Every response `create_restaurant_webhook` may return. */
export type CreateRestaurantWebhookResponse =
  | { status: 201; body: RestaurantWebhookCreated }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403UrlRefusedNoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `get_restaurant_webhook`. */
export interface GetRestaurantWebhookInput {
  path: {
    webhook_id: RecordId;
  };
}

/** Every response `get_restaurant_webhook` may return. */
export type GetRestaurantWebhookResponse =
  | { status: 200; body: RestaurantWebhook }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `delete_restaurant_webhook`. */
export interface DeleteRestaurantWebhookInput {
  path: {
    webhook_id: RecordId;
  };
}

/** Every response `delete_restaurant_webhook` may return. */
export type DeleteRestaurantWebhookResponse =
  | { status: 204 }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `update_restaurant_webhook`. */
export interface UpdateRestaurantWebhookInput {
  path: {
    webhook_id: RecordId;
  };
  body: RestaurantWebhookUpdate;
}

/** Every response `update_restaurant_webhook` may return. */
export type UpdateRestaurantWebhookResponse =
  | { status: 200; body: RestaurantWebhook }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403UrlRefusedNoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `list_restaurant_webhook_deliveries`. */
export interface ListRestaurantWebhookDeliveriesInput {
  path: {
    webhook_id: RecordId;
  };
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_restaurant_webhook_deliveries` may return. */
export type ListRestaurantWebhookDeliveriesResponse =
  | { status: 200; body: RestaurantWebhookDeliveryPage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403NoOrganizationForbiddenRole }
  | { status: 404; body: ErrorEnvelope404 }
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
 * The operations tagged "Marketing": what one handler file implements.
 *
 * Campaigns to customer audiences and automation rules.
 */
export interface RestaurantMarketingHandlers {
  /**
   * List automation rules
   *
   * Newest first.
   *
   * GET /api/automation-rules
   */
  list_automation_rules: (
    input: ListAutomationRulesInput,
    ctx: Context,
  ) => Promise<ListAutomationRulesResponse>;
  /**
   * Create an automation rule
   *
   * Creates a rule.
   *
   * POST /api/automation-rules
   */
  create_automation_rule: (
    input: CreateAutomationRuleInput,
    ctx: Context,
  ) => Promise<CreateAutomationRuleResponse>;
  /**
   * Get an automation rule
   *
   * One rule.
   *
   * GET /api/automation-rules/{rule_id}
   */
  get_automation_rule: (input: GetAutomationRuleInput, ctx: Context) => Promise<GetAutomationRuleResponse>;
  /**
   * Delete an automation rule
   *
   * Deletes a rule and its run history.
   *
   * DELETE /api/automation-rules/{rule_id}
   */
  delete_automation_rule: (
    input: DeleteAutomationRuleInput,
    ctx: Context,
  ) => Promise<DeleteAutomationRuleResponse>;
  /**
   * Update an automation rule
   *
   * Changes a rule; runs already done stay.
   *
   * PATCH /api/automation-rules/{rule_id}
   */
  update_automation_rule: (
    input: UpdateAutomationRuleInput,
    ctx: Context,
  ) => Promise<UpdateAutomationRuleResponse>;
  /**
   * List an automation rule's runs
   *
   * The rule's runs, newest first: customer, trigger, actions done, when.
   *
   * GET /api/automation-rules/{rule_id}/runs
   */
  list_automation_runs: (input: ListAutomationRunsInput, ctx: Context) => Promise<ListAutomationRunsResponse>;
  /**
   * List campaigns
   *
   * Newest first; `status` filters.
   *
   * GET /api/campaigns
   */
  list_campaigns: (input: ListCampaignsInput, ctx: Context) => Promise<ListCampaignsResponse>;
  /**
   * Create a campaign
   *
   * Creates a draft.
   *
   * POST /api/campaigns
   */
  create_campaign: (input: CreateCampaignInput, ctx: Context) => Promise<CreateCampaignResponse>;
  /**
   * Get a campaign
   *
   * One campaign.
   *
   * GET /api/campaigns/{campaign_id}
   */
  get_campaign: (input: GetCampaignInput, ctx: Context) => Promise<GetCampaignResponse>;
  /**
   * Delete a campaign
   *
   * Deletes a draft or a cancelled campaign; 409 `invalid_transition` for a scheduled one (cancel
   * it first) or a sent one (kept as the record of who was sent what).
   *
   * DELETE /api/campaigns/{campaign_id}
   */
  delete_campaign: (input: DeleteCampaignInput, ctx: Context) => Promise<DeleteCampaignResponse>;
  /**
   * Update a campaign
   *
   * Changes a draft; 409 `invalid_transition` for any other status.
   *
   * PATCH /api/campaigns/{campaign_id}
   */
  update_campaign: (input: UpdateCampaignInput, ctx: Context) => Promise<UpdateCampaignResponse>;
  /**
   * Cancel a campaign
   *
   * draft or scheduled → cancelled.
   *
   * POST /api/campaigns/{campaign_id}/cancel
   */
  cancel_campaign: (input: CancelCampaignInput, ctx: Context) => Promise<CancelCampaignResponse>;
  /**
   * Schedule a campaign
   *
   * draft → scheduled. Sent at `scheduled_at`, or at the next minute sweep when it has none;
   * 422 `unprocessable` when `scheduled_at` has already passed.
   *
   * POST /api/campaigns/{campaign_id}/schedule
   */
  schedule_campaign: (input: ScheduleCampaignInput, ctx: Context) => Promise<ScheduleCampaignResponse>;
  /**
   * List a campaign's sends
   *
   * The customers a sent campaign went to (empty before it is sent).
   *
   * GET /api/campaigns/{campaign_id}/sends
   */
  list_campaign_sends: (input: ListCampaignSendsInput, ctx: Context) => Promise<ListCampaignSendsResponse>;
}

/**
 * The operations tagged "Customers": what one handler file implements.
 *
 * Customers: profiles, addresses, marketing consent, visits and spend.
 */
export interface RestaurantCustomersHandlers {
  /**
   * List customers
   *
   * Our design: the organization's customers, newest first. `q` finds a part of the name, e-mail
   * address or phone number (case-insensitive); `tag` keeps customers carrying the tag.
   *
   * GET /api/customers
   */
  list_customers: (input: ListCustomersInput, ctx: Context) => Promise<ListCustomersResponse>;
  /**
   * Create a customer
   *
   * Our design: adds a customer. 409 `conflict` when another customer of the organization has the
   * e-mail address or phone number (`issues` names which).
   *
   * POST /api/customers
   */
  create_customer: (input: CreateCustomerInput, ctx: Context) => Promise<CreateCustomerResponse>;
  /**
   * Get a customer
   *
   * Our design: one customer, with addresses, visit statistics and loyalty summary.
   *
   * GET /api/customers/{customer_id}
   */
  get_customer: (input: GetCustomerInput, ctx: Context) => Promise<GetCustomerResponse>;
  /**
   * Delete a customer
   *
   * Our design: deletes a customer with their addresses and loyalty history (manager). Their
   * orders are kept, no longer linked to anyone.
   *
   * DELETE /api/customers/{customer_id}
   */
  delete_customer: (input: DeleteCustomerInput, ctx: Context) => Promise<DeleteCustomerResponse>;
  /**
   * Update a customer
   *
   * Our design: changes a customer. 409 `conflict` when another customer has the e-mail address or
   * phone number; 400 for an address `id` that is not one of the customer's.
   *
   * PATCH /api/customers/{customer_id}
   */
  update_customer: (input: UpdateCustomerInput, ctx: Context) => Promise<UpdateCustomerResponse>;
}

/**
 * The operations tagged "Loyalty": what one handler file implements.
 *
 * Loyalty: the program (accrual rules, tiers), rewards, and each customer's points ledger.
 */
export interface RestaurantLoyaltyHandlers {
  /**
   * Get a customer's loyalty account
   *
   * Our design: the balance, lifetime points, tier, next tier and latest entries.
   *
   * GET /api/customers/{customer_id}/loyalty
   */
  get_customer_loyalty: (input: GetCustomerLoyaltyInput, ctx: Context) => Promise<GetCustomerLoyaltyResponse>;
  /**
   * Adjust a customer's points
   *
   * Our design: adds or takes points by hand, with a reason (manager). Taking more than the
   * balance is refused with 409 `insufficient_points`: the balance never goes below zero.
   *
   * POST /api/customers/{customer_id}/loyalty/adjustments
   */
  create_loyalty_adjustment: (
    input: CreateLoyaltyAdjustmentInput,
    ctx: Context,
  ) => Promise<CreateLoyaltyAdjustmentResponse>;
  /**
   * List a customer's loyalty ledger
   *
   * Our design: every change of the balance, newest first.
   *
   * GET /api/customers/{customer_id}/loyalty/ledger
   */
  list_customer_loyalty_ledger: (
    input: ListCustomerLoyaltyLedgerInput,
    ctx: Context,
  ) => Promise<ListCustomerLoyaltyLedgerResponse>;
  /**
   * Get the loyalty program
   *
   * The program; a program never saved answers paused, with no rules and no tiers.
   *
   * GET /api/loyalty/program
   */
  get_loyalty_program: (input: GetLoyaltyProgramInput, ctx: Context) => Promise<GetLoyaltyProgramResponse>;
  /**
   * Save the loyalty program
   *
   * Saves the whole program (manager). Changed rules apply to orders completed afterwards; tiers
   * apply at once. 400 for two tiers with one name or one `min_points`.
   *
   * PUT /api/loyalty/program
   */
  put_loyalty_program: (input: PutLoyaltyProgramInput, ctx: Context) => Promise<PutLoyaltyProgramResponse>;
  /**
   * List rewards
   *
   * Our design: the rewards, in the order they were created.
   *
   * GET /api/loyalty/rewards
   */
  list_loyalty_rewards: (input: ListLoyaltyRewardsInput, ctx: Context) => Promise<ListLoyaltyRewardsResponse>;
  /**
   * Create a reward
   *
   * Our design: adds a reward (manager).
   *
   * POST /api/loyalty/rewards
   */
  create_loyalty_reward: (
    input: CreateLoyaltyRewardInput,
    ctx: Context,
  ) => Promise<CreateLoyaltyRewardResponse>;
  /**
   * Get a reward
   *
   * Our design: one reward.
   *
   * GET /api/loyalty/rewards/{reward_id}
   */
  get_loyalty_reward: (input: GetLoyaltyRewardInput, ctx: Context) => Promise<GetLoyaltyRewardResponse>;
  /**
   * Delete a reward
   *
   * Our design: deletes a reward (manager); the ledger keeps its redemptions.
   *
   * DELETE /api/loyalty/rewards/{reward_id}
   */
  delete_loyalty_reward: (
    input: DeleteLoyaltyRewardInput,
    ctx: Context,
  ) => Promise<DeleteLoyaltyRewardResponse>;
  /**
   * Update a reward
   *
   * Our design: changes a reward (manager); redemptions already made keep what they gave.
   *
   * PATCH /api/loyalty/rewards/{reward_id}
   */
  update_loyalty_reward: (
    input: UpdateLoyaltyRewardInput,
    ctx: Context,
  ) => Promise<UpdateLoyaltyRewardResponse>;
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
 * The operations tagged "Promotions": what one handler file implements.
 *
 * Discounts that order pricing applies: codes and automatic ones.
 */
export interface RestaurantPromotionsHandlers {
  /**
   * List promotions
   *
   * Newest first; `active` filters.
   *
   * GET /api/promotions
   */
  list_promotions: (input: ListPromotionsInput, ctx: Context) => Promise<ListPromotionsResponse>;
  /**
   * Create a promotion
   *
   * Creates a promotion.
   *
   * POST /api/promotions
   */
  create_promotion: (input: CreatePromotionInput, ctx: Context) => Promise<CreatePromotionResponse>;
  /**
   * Get a promotion
   *
   * One promotion.
   *
   * GET /api/promotions/{promotion_id}
   */
  get_promotion: (input: GetPromotionInput, ctx: Context) => Promise<GetPromotionResponse>;
  /**
   * Delete a promotion
   *
   * Deletes a promotion that no order used (409 `in_use` otherwise: deactivate it instead).
   *
   * DELETE /api/promotions/{promotion_id}
   */
  delete_promotion: (input: DeletePromotionInput, ctx: Context) => Promise<DeletePromotionResponse>;
  /**
   * Update a promotion
   *
   * Changes a promotion; orders already placed keep what they were given.
   *
   * PATCH /api/promotions/{promotion_id}
   */
  update_promotion: (input: UpdatePromotionInput, ctx: Context) => Promise<UpdatePromotionResponse>;
}

/**
 * The operations tagged "Orders": what one handler file implements.
 *
 * Orders across channels: priced by the server, moved by verbs.
 */
export interface RestaurantOrdersHandlers {
  /**
   * List orders
   *
   * The orders of the restaurants the caller holds a role on (the owner: all), newest first,
   * filtered by restaurant, status, channel, customer and placing time. The seed's route,
   * authenticated with `x-api-key` (a session bearer works too).
   *
   * GET /api/restaurant-orders
   */
  list_orders: (input: ListOrdersInput, ctx: Context) => Promise<ListOrdersResponse>;
  /**
   * Place an order
   *
   * Our design: places an order (staff of the restaurant). Each line's item and variant must be
   * on sale at the restaurant now (422 `item_unavailable`), its modifier choices within each
   * group's limits (422 `invalid_modifiers`); promotion codes must apply (409
   * `promotion_unavailable`); a reward needs the points (409 `insufficient_points`). With an
   * `Idempotency-Key`, a repeat with the same body answers the first order (200,
   * `Idempotent-Replayed: true`) and a different body 409 `idempotency_key_reused`; nothing is
   * written twice.
   *
   * POST /api/restaurant-orders
   */
  create_order: (input: CreateOrderInput, ctx: Context) => Promise<CreateOrderResponse>;
  /**
   * Price an order without placing it
   *
   * Our design: prices a cart as `create_order` would now — the same checks and promotions — and
   * stores nothing (a reward is not priced here: redeeming holds points).
   *
   * POST /api/restaurant-orders/quote
   */
  quote_order: (input: QuoteOrderInput, ctx: Context) => Promise<QuoteOrderResponse>;
  /**
   * Get an order
   *
   * Our design: one order of a restaurant the caller holds a role on.
   *
   * GET /api/restaurant-orders/{order_id}
   */
  get_order: (input: GetOrderInput, ctx: Context) => Promise<GetOrderResponse>;
  /**
   * Accept an order
   *
   * placed → accepted.
   *
   * POST /api/restaurant-orders/{order_id}/accept
   */
  accept_order: (input: AcceptOrderInput, ctx: Context) => Promise<AcceptOrderResponse>;
  /**
   * Cancel an order
   *
   * Any state before completion → cancelled (staff); completed → cancelled is a void (managers),
   * which takes back the points the order earned. A redeemed reward's points and promotion uses
   * are given back.
   *
   * POST /api/restaurant-orders/{order_id}/cancel
   */
  cancel_order: (input: CancelOrderInput, ctx: Context) => Promise<CancelOrderResponse>;
  /**
   * Complete an order
   *
   * picked_up, out_for_delivery, or ready (dine-in: served) → completed. Grants the customer's
   * loyalty points.
   *
   * POST /api/restaurant-orders/{order_id}/complete
   */
  complete_order: (input: CompleteOrderInput, ctx: Context) => Promise<CompleteOrderResponse>;
  /**
   * Send an order out for delivery
   *
   * ready → out_for_delivery (delivery orders).
   *
   * POST /api/restaurant-orders/{order_id}/dispatch
   */
  dispatch_order: (input: DispatchOrderInput, ctx: Context) => Promise<DispatchOrderResponse>;
  /**
   * Mark an order failed
   *
   * Any state before completion → failed (the kitchen or the courier could not finish it).
   *
   * POST /api/restaurant-orders/{order_id}/fail
   */
  fail_order: (input: FailOrderInput, ctx: Context) => Promise<FailOrderResponse>;
  /**
   * Mark an order picked up
   *
   * ready → picked_up: the guest or courier took it (every channel but dine-in and delivery).
   *
   * POST /api/restaurant-orders/{order_id}/pick-up
   */
  pick_up_order: (input: PickUpOrderInput, ctx: Context) => Promise<PickUpOrderResponse>;
  /**
   * Mark an order ready
   *
   * preparing → ready.
   *
   * POST /api/restaurant-orders/{order_id}/ready
   */
  ready_order: (input: ReadyOrderInput, ctx: Context) => Promise<ReadyOrderResponse>;
  /**
   * Start preparing an order
   *
   * accepted → preparing.
   *
   * POST /api/restaurant-orders/{order_id}/start
   */
  start_order: (input: StartOrderInput, ctx: Context) => Promise<StartOrderResponse>;
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
 * The operations tagged "Reservations": what one handler file implements.
 *
 * Dining areas, tables, reservation settings, availability and bookings.
 */
export interface RestaurantReservationsHandlers {
  /**
   * List dining areas
   *
   * The restaurant's areas, in the order they were added.
   *
   * GET /api/restaurants/{restaurant_id}/areas
   */
  list_dining_areas: (input: ListDiningAreasInput, ctx: Context) => Promise<ListDiningAreasResponse>;
  /**
   * Create a dining area
   *
   * Adds an area (manager). 409 `conflict` when the restaurant has an area of that name.
   *
   * POST /api/restaurants/{restaurant_id}/areas
   */
  create_dining_area: (input: CreateDiningAreaInput, ctx: Context) => Promise<CreateDiningAreaResponse>;
  /**
   * Get a dining area
   *
   * One area.
   *
   * GET /api/restaurants/{restaurant_id}/areas/{area_id}
   */
  get_dining_area: (input: GetDiningAreaInput, ctx: Context) => Promise<GetDiningAreaResponse>;
  /**
   * Delete a dining area
   *
   * Deletes an area (manager); 409 `in_use` while tables stand in it.
   *
   * DELETE /api/restaurants/{restaurant_id}/areas/{area_id}
   */
  delete_dining_area: (input: DeleteDiningAreaInput, ctx: Context) => Promise<DeleteDiningAreaResponse>;
  /**
   * Update a dining area
   *
   * Renames or moves an area (manager); 409 `conflict` for a name taken here.
   *
   * PATCH /api/restaurants/{restaurant_id}/areas/{area_id}
   */
  update_dining_area: (input: UpdateDiningAreaInput, ctx: Context) => Promise<UpdateDiningAreaResponse>;
  /**
   * Find available slots
   *
   * The start times on `date` (the restaurant's local date) at which a party of `party_size`
   * can be seated for `stay_minutes` (default: the settings' stay for that party size). A slot is
   * listed when it lies in an opening period that opens on `date` (a period past midnight keeps
   * its slots on the day it opened), the stay ends by the period's close, it is no earlier than
   * the lead time from now (so never in the past) nor beyond `max_days_ahead`, and a table — or
   * a set of joinable tables — is free for the stay plus the buffer. Slots come in time order;
   * local times a daylight-saving change skips are left out. Without `date` (our design): the
   * first local day from today that has a slot, looking up to `max_days_ahead` days ahead (today,
   * with no slots, when none has one); `date` in the answer names the day. 422 `party_too_large`
   * when no active table or joinable set seats the party at all.
   *
   * GET /api/restaurants/{restaurant_id}/availability
   */
  get_availability: (input: GetAvailabilityInput, ctx: Context) => Promise<GetAvailabilityResponse>;
  /**
   * List bookings
   *
   * The restaurant's bookings, earliest start first; `date` is a local date in its time zone.
   *
   * GET /api/restaurants/{restaurant_id}/bookings
   */
  list_bookings: (input: ListBookingsInput, ctx: Context) => Promise<ListBookingsResponse>;
  /**
   * Create a booking
   *
   * Books a table: `pending`, or `confirmed` when the settings confirm automatically. The start
   * must be bookable as availability says (an opening period that holds the whole stay, no
   * earlier than the lead time, within `max_days_ahead`), else 422 naming `starts_at`; any start
   * minute is accepted, not only slot times. 422 `party_too_large` when no active table or
   * joinable set seats the party (or the tables named seat fewer); 422 for `table_ids` that are
   * not this restaurant's active tables or not one joinable group; 409 `slot_taken` when a table
   * named is taken for an overlapping time (stay plus buffer), or when the server finds none free.
   *
   * POST /api/restaurants/{restaurant_id}/bookings
   */
  create_booking: (input: CreateBookingInput, ctx: Context) => Promise<CreateBookingResponse>;
  /**
   * Get a booking
   *
   * One booking.
   *
   * GET /api/restaurants/{restaurant_id}/bookings/{booking_id}
   */
  get_booking: (input: GetBookingInput, ctx: Context) => Promise<GetBookingResponse>;
  /**
   * Update a booking
   *
   * Changes guest details and notes at any time; time, stay, party size and tables only while
   * pending or confirmed (else 409 `invalid_transition`), re-checked as creation does — without
   * `table_ids` the booking keeps its tables when they still fit and are free, else the server
   * picks again. A refused change leaves the booking as it was.
   *
   * PATCH /api/restaurants/{restaurant_id}/bookings/{booking_id}
   */
  update_booking: (input: UpdateBookingInput, ctx: Context) => Promise<UpdateBookingResponse>;
  /**
   * Cancel a booking
   *
   * pending or confirmed → cancelled; the tables are free at once.
   *
   * POST /api/restaurants/{restaurant_id}/bookings/{booking_id}/cancel
   */
  cancel_booking: (input: CancelBookingInput, ctx: Context) => Promise<CancelBookingResponse>;
  /**
   * Complete a booking
   *
   * seated → completed: the guests left; the tables are free at once.
   *
   * POST /api/restaurants/{restaurant_id}/bookings/{booking_id}/complete
   */
  complete_booking: (input: CompleteBookingInput, ctx: Context) => Promise<CompleteBookingResponse>;
  /**
   * Confirm a booking
   *
   * pending → confirmed.
   *
   * POST /api/restaurants/{restaurant_id}/bookings/{booking_id}/confirm
   */
  confirm_booking: (input: ConfirmBookingInput, ctx: Context) => Promise<ConfirmBookingResponse>;
  /**
   * Mark a booking as a no-show
   *
   * pending or confirmed → no_show: the guests did not come; the tables are free at once.
   *
   * POST /api/restaurants/{restaurant_id}/bookings/{booking_id}/no-show
   */
  no_show_booking: (input: NoShowBookingInput, ctx: Context) => Promise<NoShowBookingResponse>;
  /**
   * Seat a booking
   *
   * pending or confirmed → seated: the guests arrived.
   *
   * POST /api/restaurants/{restaurant_id}/bookings/{booking_id}/seat
   */
  seat_booking: (input: SeatBookingInput, ctx: Context) => Promise<SeatBookingResponse>;
  /**
   * Get reservation settings
   *
   * The restaurant's reservation settings (the defaults until a manager sets them).
   *
   * GET /api/restaurants/{restaurant_id}/reservation-settings
   */
  get_reservation_settings: (
    input: GetReservationSettingsInput,
    ctx: Context,
  ) => Promise<GetReservationSettingsResponse>;
  /**
   * Set reservation settings
   *
   * Replaces the settings (manager). Existing bookings keep their times and tables.
   *
   * PUT /api/restaurants/{restaurant_id}/reservation-settings
   */
  update_reservation_settings: (
    input: UpdateReservationSettingsInput,
    ctx: Context,
  ) => Promise<UpdateReservationSettingsResponse>;
  /**
   * List tables
   *
   * The restaurant's tables (of one area when `area_id` is given), in the order they were added.
   *
   * GET /api/restaurants/{restaurant_id}/tables
   */
  list_dining_tables: (input: ListDiningTablesInput, ctx: Context) => Promise<ListDiningTablesResponse>;
  /**
   * Create a table
   *
   * Adds a table (manager). 400 when `max_capacity` is below `min_capacity`; 422 for an `area_id`
   * that is not one of this restaurant's areas; 409 `conflict` for a label taken here.
   *
   * POST /api/restaurants/{restaurant_id}/tables
   */
  create_dining_table: (input: CreateDiningTableInput, ctx: Context) => Promise<CreateDiningTableResponse>;
  /**
   * Get a table
   *
   * One table.
   *
   * GET /api/restaurants/{restaurant_id}/tables/{table_id}
   */
  get_dining_table: (input: GetDiningTableInput, ctx: Context) => Promise<GetDiningTableResponse>;
  /**
   * Delete a table
   *
   * Deletes a table (manager); 409 `in_use` once it has bookings: deactivate it instead.
   *
   * DELETE /api/restaurants/{restaurant_id}/tables/{table_id}
   */
  delete_dining_table: (input: DeleteDiningTableInput, ctx: Context) => Promise<DeleteDiningTableResponse>;
  /**
   * Update a table
   *
   * Changes a table (manager), with the rules of creation. Existing bookings keep the table:
   * deactivating it stops new ones only.
   *
   * PATCH /api/restaurants/{restaurant_id}/tables/{table_id}
   */
  update_dining_table: (input: UpdateDiningTableInput, ctx: Context) => Promise<UpdateDiningTableResponse>;
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

/**
 * The operations tagged "Webhooks": what one handler file implements.
 *
 * Signed deliveries of order, reservation and loyalty events.
 */
export interface RestaurantWebhooksHandlers {
  /**
   * List webhooks
   *
   * Newest first.
   *
   * GET /api/webhooks
   */
  list_restaurant_webhooks: (
    input: ListRestaurantWebhooksInput,
    ctx: Context,
  ) => Promise<ListRestaurantWebhooksResponse>;
  /**
   * Create a webhook
   *
   * Subscribes a URL to event types; answers the signing secret once.
   *
   * POST /api/webhooks
   */
  create_restaurant_webhook: (
    input: CreateRestaurantWebhookInput,
    ctx: Context,
  ) => Promise<CreateRestaurantWebhookResponse>;
  /**
   * Get a webhook
   *
   * One webhook.
   *
   * GET /api/webhooks/{webhook_id}
   */
  get_restaurant_webhook: (
    input: GetRestaurantWebhookInput,
    ctx: Context,
  ) => Promise<GetRestaurantWebhookResponse>;
  /**
   * Delete a webhook
   *
   * Deletes a webhook and its pending deliveries.
   *
   * DELETE /api/webhooks/{webhook_id}
   */
  delete_restaurant_webhook: (
    input: DeleteRestaurantWebhookInput,
    ctx: Context,
  ) => Promise<DeleteRestaurantWebhookResponse>;
  /**
   * Update a webhook
   *
   * Changes a webhook; pending deliveries go to its URL as it is when they are attempted.
   *
   * PATCH /api/webhooks/{webhook_id}
   */
  update_restaurant_webhook: (
    input: UpdateRestaurantWebhookInput,
    ctx: Context,
  ) => Promise<UpdateRestaurantWebhookResponse>;
  /**
   * List a webhook's deliveries
   *
   * The webhook's deliveries, newest first: the delivery log.
   *
   * GET /api/webhooks/{webhook_id}/deliveries
   */
  list_restaurant_webhook_deliveries: (
    input: ListRestaurantWebhookDeliveriesInput,
    ctx: Context,
  ) => Promise<ListRestaurantWebhookDeliveriesResponse>;
}

/** Business logic of Restaurant platform: one method per operation; return data, never touch `res`. */
export interface RestaurantHandlers
  extends RestaurantAnalyticsHandlers,
    RestaurantOrganizationHandlers,
    RestaurantAuthHandlers,
    RestaurantMarketingHandlers,
    RestaurantCustomersHandlers,
    RestaurantLoyaltyHandlers,
    RestaurantMenuHandlers,
    RestaurantPromotionsHandlers,
    RestaurantOrdersHandlers,
    RestaurantRestaurantsHandlers,
    RestaurantReservationsHandlers,
    RestaurantMembersHandlers,
    RestaurantWebhooksHandlers {}
