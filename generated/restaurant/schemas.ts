// Generated from spec/restaurant by codegen — run `npm run generate`. Do not edit.

import { z } from "zod";
import { coerce } from "../../runtime/validation/coerce.js";

/** A number of loyalty points in a rule, a tier or a reward's cost. */
export const PointCount = z.int().gte(1).lte(1000000);

/** A UUID naming a record. */
export const RecordId = z.guid();

/** `points` for every unit ordered of any food item in the category. */
export const CategoryRule = z.object({
  type: z.enum(["category"]),
  points: PointCount,
  category_id: RecordId,
});

/** `points` for every unit of the food item ordered. */
export const ItemRule = z.object({ type: z.enum(["item"]), points: PointCount, food_item_id: RecordId });

/** `points` for every whole `amount` of an order's total (after discounts): 1 point per 100 cents. */
export const SpendRule = z.object({
  type: z.enum(["spend"]),
  points: PointCount,
  amount: z.int().gte(1).lte(100000000),
});

/**
 * An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to
 * 100,000,000 (our design: one line of an order never reaches a million dollars).
 */
export const Amount = z.int().gte(0).lte(100000000);

/** `points` for every completed order (a visit) whose total reaches `min_total_amount`. */
export const VisitRule = z.object({
  type: z.enum(["visit"]),
  points: PointCount,
  min_total_amount: Amount.default(0),
});

/** How completed orders earn points, told apart by `type`; an order earns the sum of every rule. */
export const AccrualRule = z.discriminatedUnion("type", [SpendRule, VisitRule, ItemRule, CategoryRule]);

/** A postal address. */
export const Address = z.object({
  line1: z.string().min(1).max(200).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  line2: z.string().max(200).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  city: z.string().min(1).max(100).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  postal_code: z.string().max(20).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  country: z.string().regex(new RegExp("^[A-Z]{2}$", "u")),
});

/** A sum of amounts in the minor unit of the organization's currency. */
export const AmountSum = z.int().gte(0);

/** A display name: 1 to 200 characters, no `<`, `>` or control characters. */
export const DisplayName = z
  .string()
  .min(1)
  .max(200)
  .regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u"));

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

/** A promotion the server applied, and how much it took off. */
export const AppliedPromotion = z.object({ promotion_id: RecordId, name: z.string(), amount: Amount });

/** A loyalty reward redeemed on the order, and what it took off. */
export const AppliedReward = z.object({
  reward_id: RecordId,
  name: z.string(),
  points_cost: z.int(),
  amount: Amount,
});

/** A customer tag a promotion or a campaign targets: 1 to 50 characters. */
export const AudienceTag = z.string().min(1).max(50).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u"));

/** Adds `points` to the customer's loyalty balance (a ledger `adjustment`). */
export const GrantPointsAction = z.object({
  type: z.enum(["grant_points"]),
  points: z.int().gte(1).lte(1000000),
});

/**
 * Gives the customer the reward: the platform holds no reward vouchers, so the customer is
 * granted the reward's `points_cost` as points (reason `reward <name>`), enough to redeem it.
 */
export const GrantRewardAction = z.object({ type: z.enum(["grant_reward"]), reward_id: RecordId });

/** A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`. */
export const CustomerTag = z.string().min(1).max(40).regex(new RegExp("^[a-z0-9][a-z0-9_-]*$", "u"));

/** Adds `tag` to the customer's tags (nothing when they carry it). */
export const TagCustomerAction = z.object({ type: z.enum(["tag_customer"]), tag: CustomerTag });

/** What a rule does, in order, told apart by `type`. */
export const AutomationAction = z.discriminatedUnion("type", [
  GrantPointsAction,
  GrantRewardAction,
  TagCustomerAction,
]);

/** One action a run did. */
export const AutomationActionDone = z.object({
  type: z.enum(["grant_points", "grant_reward", "tag_customer"]),
  points: z.union([z.int(), z.null()]),
  ledger_entry_id: z.union([RecordId, z.null()]),
  reward_id: z.union([RecordId, z.null()]),
  tag: z.union([z.string(), z.null()]),
});

/** The customer carries `tag`. */
export const CustomerTagCondition = z.object({ type: z.enum(["customer_has_tag"]), tag: CustomerTag });

/** The completed order's total reaches `amount` (only with the `order.completed` trigger). */
export const OrderTotalCondition = z.object({ type: z.enum(["order_total_at_least"]), amount: Amount });

/** The customer has at least `count` completed orders (the triggering one included). */
export const VisitsCondition = z.object({
  type: z.enum(["visits_at_least"]),
  count: z.int().gte(1).lte(100000),
});

/** A condition every one of which must hold for the actions to run, told apart by `type`. */
export const AutomationCondition = z.discriminatedUnion("type", [
  OrderTotalCondition,
  CustomerTagCondition,
  VisitsCondition,
]);

/**
 * A booking was marked a no-show; its customer is the one whose e-mail address (case-insensitive)
 * or phone number is the guest's. A guest who is no customer triggers nothing.
 */
export const NoShowTrigger = z.object({ type: z.enum(["reservation.no_show"]) });

/**
 * Checked by the server's minute sweep: the customer's latest completed order (or, before the
 * first, their creation) is at least `days` days old. Runs once per absence: again only after
 * the customer has visited.
 */
export const NoVisitTrigger = z.object({
  type: z.enum(["no_visit_for_days"]),
  days: z.int().gte(1).lte(365),
});

/** A customer's order was completed (the order's customer; orders without one trigger nothing). */
export const OrderCompletedTrigger = z.object({ type: z.enum(["order.completed"]) });

/** The customer's loyalty balance rose to `points` or past it (each time it rises across it). */
export const PointsReachedTrigger = z.object({
  type: z.enum(["points_reached"]),
  points: z.int().gte(1).lte(10000000),
});

/** What starts a rule, told apart by `type`. */
export const AutomationTrigger = z.discriminatedUnion("type", [
  OrderCompletedTrigger,
  NoVisitTrigger,
  PointsReachedTrigger,
  NoShowTrigger,
]);

/**
 * An automation rule: trigger → conditions → actions, e.g. "no visit for 30 days → grant a
 * reward". Our design (Toast's and Square's loyalty automations): a rule runs at most once per
 * customer and occurrence (an order, a no-show, a balance change, an absence), so a repeated event
 * or sweep never grants twice; a run whose action fails (a deleted reward) is recorded as `failed`
 * and leaves the event's own change alone.
 */
export const AutomationRule = z.object({
  id: RecordId,
  name: DisplayName,
  trigger: AutomationTrigger,
  conditions: z.array(AutomationCondition),
  actions: z.array(AutomationAction),
  enabled: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** What creating a rule takes. */
export const AutomationRuleCreate = z.object({
  name: DisplayName,
  trigger: AutomationTrigger,
  conditions: z.array(AutomationCondition).max(10).default([]),
  actions: z.array(AutomationAction).min(1).max(10),
  enabled: z.boolean().default(true),
});

/** A page of rules, newest first. */
export const AutomationRulePage = z.object({
  rules: z.array(AutomationRule),
  next_cursor: z.union([z.string(), z.null()]),
});

/** What updating a rule takes: the members sent change (lists are replaced whole). */
export const AutomationRuleUpdate = z.object({
  name: DisplayName.optional(),
  trigger: AutomationTrigger.optional(),
  conditions: z.array(AutomationCondition).max(10).optional(),
  actions: z.array(AutomationAction).min(1).max(10).optional(),
  enabled: z.boolean().optional(),
});

/** One run of a rule for one customer. */
export const AutomationRun = z.object({
  id: RecordId,
  rule_id: RecordId,
  customer_id: z.union([RecordId, z.null()]),
  trigger: z.enum(["order.completed", "no_visit_for_days", "points_reached", "reservation.no_show"]),
  status: z.enum(["succeeded", "failed"]),
  actions: z.array(AutomationActionDone),
  detail: z.union([z.string(), z.null()]),
  created_at: z.iso.datetime({ offset: true }),
});

/** A page of runs, newest first. */
export const AutomationRunPage = z.object({
  runs: z.array(AutomationRun),
  next_cursor: z.union([z.string(), z.null()]),
});

/** A local time of day, `HH:MM` on a 24-hour clock. */
export const LocalTime = z.string().regex(new RegExp("^([01][0-9]|2[0-3]):[0-5][0-9]$", "u"));

/** A table's label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters. */
export const TableLabel = z.string().min(1).max(40).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u"));

/** A table as a slot or booking names it. */
export const TableRef = z.object({ id: RecordId, label: TableLabel });

/** One bookable start time and the tables a booking made now would get. */
export const AvailableSlot = z.object({
  time: LocalTime,
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  tables: z.array(TableRef),
  joined: z.boolean(),
});

/** How many guests: 1 to 100. */
export const PartySize = z.int().gte(1).lte(100);

/** A length of time at a table, 15 minutes to 12 hours. */
export const StayMinutes = z.int().gte(15).lte(720);

/** The bookable slots of one day for one party. */
export const Availability = z.object({
  date: z.iso.date(),
  party_size: PartySize,
  stay_minutes: StayMinutes,
  slots: z.array(AvailableSlot),
});

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
export const BookingStatus = z.enum(["pending", "confirmed", "seated", "completed", "cancelled", "no_show"]);

/** A table booking. Our design. */
export const Booking = z.object({
  id: RecordId,
  restaurant_id: RecordId,
  status: BookingStatus,
  party_size: PartySize,
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  stay_minutes: StayMinutes,
  tables: z.array(TableRef),
  guest_name: DisplayName,
  guest_phone: z.union([z.string().max(32).regex(new RegExp("^\\+?[0-9 ().-]{3,31}$", "u")), z.null()]),
  guest_email: z.union([
    z
      .email()
      .max(254)
      .regex(
        new RegExp(
          "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          "u",
        ),
      ),
    z.null(),
  ]),
  notes: z.union([z.string().max(2000).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")), z.null()]),
  confirmed_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  seated_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  completed_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  cancelled_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  no_show_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
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

/** Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters. */
export const Note = z.string().max(2000).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u"));

/** What booking a table takes. */
export const BookingCreate = z.object({
  party_size: PartySize,
  starts_at: z.iso.datetime({ offset: true }),
  stay_minutes: StayMinutes.optional(),
  table_ids: z.array(RecordId).min(1).max(8).optional(),
  guest_name: DisplayName,
  guest_phone: z.string().max(32).regex(new RegExp("^\\+?[0-9 ().-]{3,31}$", "u")).optional(),
  guest_email: EmailAddress.optional(),
  notes: Note.optional(),
});

/** A page of bookings, earliest start first. */
export const BookingPage = z.object({
  bookings: z.array(Booking),
  next_cursor: z.union([z.string(), z.null()]),
});

/**
 * What updating a booking takes: the members sent change. Changing the time, stay, party size or
 * tables re-checks them as creation does (only while pending or confirmed).
 */
export const BookingUpdate = z.object({
  party_size: PartySize.optional(),
  starts_at: z.iso.datetime({ offset: true }).optional(),
  stay_minutes: StayMinutes.optional(),
  table_ids: z.array(RecordId).min(1).max(8).optional(),
  guest_name: DisplayName.optional(),
  guest_phone: z
    .union([z.string().max(32).regex(new RegExp("^\\+?[0-9 ().-]{3,31}$", "u")), z.null()])
    .optional(),
  guest_email: z
    .union([
      z
        .email()
        .max(254)
        .regex(
          new RegExp(
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
            "u",
          ),
        ),
      z.null(),
    ])
    .optional(),
  notes: z
    .union([z.string().max(2000).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")), z.null()])
    .optional(),
});

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

/**
 * Who a campaign goes to, resolved from the organization's customers when it is sent. A customer
 * is in it when they carry one of `tags` (empty: any customer), agreed to marketing (unless
 * `opted_in_only` is false), and their latest completed order falls in the visit window (a
 * customer with no completed order is outside any window that has a bound).
 */
export const CampaignAudience = z.object({
  tags: z.array(CustomerTag),
  opted_in_only: z.boolean(),
  last_visit_before: z.union([z.iso.datetime({ offset: true }), z.null()]),
  last_visit_after: z.union([z.iso.datetime({ offset: true }), z.null()]),
});

/** How a campaign reaches its audience. */
export const CampaignChannel = z.enum(["email", "sms", "push"]);

/** What a campaign says. */
export const CampaignMessage = z.object({ subject: z.union([z.string(), z.null()]), body: z.string() });

/**
 * Where a campaign stands. Our design: `draft` → `scheduled` (`schedule`) → `sent` (by the
 * server at `scheduled_at`); `draft` or `scheduled` → `cancelled` (`cancel`). `sent` and
 * `cancelled` are final; only a draft can be edited.
 */
export const CampaignStatus = z.enum(["draft", "scheduled", "sent", "cancelled"]);

/**
 * A marketing campaign to a customer audience. Our design (Square Marketing, Toast's guest
 * marketing): the platform has no e-mail, SMS or push provider of its own. When a campaign is
 * sent the server resolves its audience, records one send per customer and emits the webhook
 * event `campaign.sent` with the audience's `customer_ids`; the integrator's webhook receiver
 * delivers the message through its provider.
 */
export const Campaign = z.object({
  id: RecordId,
  name: DisplayName,
  channel: CampaignChannel,
  audience: CampaignAudience,
  message: CampaignMessage,
  promotion_id: z.union([RecordId, z.null()]),
  scheduled_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  status: CampaignStatus,
  audience_size: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  sent_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  cancelled_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** The audience in a create or update body (replaced whole in an update). */
export const CampaignAudienceInput = z.object({
  tags: z.array(CustomerTag).max(20).default([]),
  opted_in_only: z.boolean().default(true),
  last_visit_before: z.union([z.iso.datetime({ offset: true }), z.null()]).optional(),
  last_visit_after: z.union([z.iso.datetime({ offset: true }), z.null()]).optional(),
});

/** The message in a create or update body. */
export const CampaignMessageInput = z.object({
  subject: z
    .union([z.string().max(200).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")), z.null()])
    .optional(),
  body: z.string().min(1).max(5000).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
});

/** What creating a campaign takes; it starts as a draft. */
export const CampaignCreate = z.object({
  name: DisplayName,
  channel: CampaignChannel,
  audience: CampaignAudienceInput.optional(),
  message: CampaignMessageInput,
  promotion_id: z.union([RecordId, z.null()]).optional(),
  scheduled_at: z.union([z.iso.datetime({ offset: true }), z.null()]).optional(),
});

/** A page of campaigns, newest first. */
export const CampaignPage = z.object({
  campaigns: z.array(Campaign),
  next_cursor: z.union([z.string(), z.null()]),
});

/** One customer a campaign was sent to. */
export const CampaignSend = z.object({ customer_id: RecordId, created_at: z.iso.datetime({ offset: true }) });

/** A page of a campaign's sends, in the order they were recorded. */
export const CampaignSendPage = z.object({
  sends: z.array(CampaignSend),
  next_cursor: z.union([z.string(), z.null()]),
});

/** What updating a draft takes: the members sent change (`audience` and `message` whole). */
export const CampaignUpdate = z.object({
  name: DisplayName.optional(),
  channel: CampaignChannel.optional(),
  audience: CampaignAudienceInput.optional(),
  message: CampaignMessageInput.optional(),
  promotion_id: z.union([RecordId, z.null()]).optional(),
  scheduled_at: z.union([z.iso.datetime({ offset: true }), z.null()]).optional(),
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
  "url_refused",
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
  "invalid_transition",
  "in_use",
  "slot_taken",
  "idempotency_key_reused",
  "insufficient_points",
  "promotion_unavailable",
  "payload_too_large",
  "unsupported_media_type",
  "range_not_satisfiable",
  "unprocessable",
  "item_unavailable",
  "invalid_modifiers",
  "party_too_large",
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

/** A delivery address the customer keeps. */
export const CustomerAddress = z.object({
  id: RecordId,
  label: z.union([z.string(), z.null()]),
  line1: z.string(),
  line2: z.union([z.string(), z.null()]),
  city: z.string(),
  postal_code: z.union([z.string(), z.null()]),
  country: z.string(),
  instructions: z.union([z.string(), z.null()]),
});

/** Where the customer stands in the loyalty program. */
export const CustomerLoyaltySummary = z.object({
  points: z.int(),
  lifetime_points: z.int(),
  tier: z.union([z.string(), z.null()]),
});

/** A telephone number as people write it: digits, spaces, `()`, `.`, `-`, an optional leading `+`. */
export const PhoneNumber = z.string().max(32).regex(new RegExp("^\\+?[0-9 ().-]{3,31}$", "u"));

/**
 * A customer of the organization (every restaurant of it sees the same customers). Our design:
 * `visits`, `total_spent_amount` and `last_visit_at` are computed from the customer's completed
 * orders whenever the customer is read, so a cancelled order stops counting at once.
 */
export const Customer = z.object({
  id: RecordId,
  name: DisplayName,
  email: z.union([EmailAddress, z.null()]),
  phone: z.union([PhoneNumber, z.null()]),
  marketing_opt_in: z.boolean(),
  note: z.union([Note, z.null()]),
  tags: z.array(CustomerTag),
  addresses: z.array(CustomerAddress),
  loyalty: CustomerLoyaltySummary,
  visits: z.int(),
  total_spent_amount: z.int(),
  last_visit_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** An address in a create or update body. */
export const CustomerAddressInput = z.object({
  id: RecordId.optional(),
  label: z
    .union([z.string().max(50).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")), z.null()])
    .optional(),
  line1: z.string().min(1).max(200).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  line2: z
    .union([z.string().max(200).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")), z.null()])
    .optional(),
  city: z.string().min(1).max(100).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  postal_code: z
    .union([z.string().max(20).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")), z.null()])
    .optional(),
  country: z.string().regex(new RegExp("^[A-Z]{2}$", "u")),
  instructions: z
    .union([z.string().max(500).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")), z.null()])
    .optional(),
});

/** What creating a customer takes. */
export const CustomerCreate = z.object({
  name: DisplayName,
  email: z.union([EmailAddress, z.null()]).optional(),
  phone: z.union([PhoneNumber, z.null()]).optional(),
  marketing_opt_in: z.boolean().default(false),
  note: z.union([Note, z.null()]).optional(),
  tags: z.array(CustomerTag).max(20).default([]),
  addresses: z.array(CustomerAddressInput).max(10).default([]),
});

/** Where an order came from. `aggregator` orders carry the platform's own id in `external_id`. */
export const OrderChannel = z.enum(["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"]);

/**
 * A day a report covers, `YYYY-MM-DD`: a real calendar day (no 30 February) in the years 1000 to
 * 2999 (the calendar has no year 0; the server checks the years).
 */
export const ReportDate = z.iso.date();

/** A number of orders, items or customers. */
export const Tally = z.int().gte(0);

/** Who ordered over the range. */
export const CustomerInsightsReport = z.object({
  from: ReportDate,
  to: ReportDate,
  restaurant_id: z.union([RecordId, z.null()]),
  channel: OrderChannel.optional(),
  currency: CurrencyCode,
  orders: Tally,
  anonymous_orders: Tally,
  customers: Tally,
  new_customers: Tally,
  returning_customers: Tally,
  customer_net_amount: AmountSum,
  average_spend_amount: AmountSum,
  orders_per_customer: z.number().gte(0),
});

/** A page of customers, newest first. */
export const CustomerPage = z.object({
  customers: z.array(Customer),
  next_cursor: z.union([z.string(), z.null()]),
});

/**
 * What updating a customer takes: the members sent change, the rest stay. `addresses` replaces the
 * list: entries carrying an existing address's `id` keep it, the others are added, and addresses
 * not sent are removed.
 */
export const CustomerUpdate = z.object({
  name: DisplayName.optional(),
  email: z.union([EmailAddress, z.null()]).optional(),
  phone: z.union([PhoneNumber, z.null()]).optional(),
  marketing_opt_in: z.boolean().optional(),
  note: z.union([Note, z.null()]).optional(),
  tags: z.array(CustomerTag).max(20).optional(),
  addresses: z.array(CustomerAddressInput).max(10).optional(),
});

/** A delivery address. */
export const DeliveryAddress = z.object({
  line1: z.string().min(1).max(200).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  line2: z.string().max(200).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  city: z.string().min(1).max(100).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  postal_code: z.string().max(20).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  country: z.string().regex(new RegExp("^[A-Z]{2}$", "u")),
  instructions: z.string().max(500).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
});

/** A dining area of a restaurant (the terrace, the main room). Our design. */
export const DiningArea = z.object({
  id: RecordId,
  name: DisplayName,
  position: z.int().gte(-2147483648).lte(2147483647),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** What creating an area takes; its name is unique in the restaurant. */
export const DiningAreaCreate = z.object({
  name: DisplayName,
  position: z.int().gte(0).lte(1000).default(0),
});

/** A page of areas, in the order they were added. */
export const DiningAreaPage = z.object({
  areas: z.array(DiningArea),
  next_cursor: z.union([z.string(), z.null()]),
});

/** What updating an area takes: the members sent change. */
export const DiningAreaUpdate = z.object({
  name: DisplayName.optional(),
  position: z.int().gte(0).lte(1000).optional(),
});

/**
 * A table. Our design after TastyIgniter's DiningTable: a single table seats a party from
 * `min_capacity` to `max_capacity` guests. Tables that staff push together are `joinable` and
 * share a `join_group` (instead of per-table adjacency lists, which would have to be kept
 * symmetric): any set of joinable tables of one group seats up to the sum of their
 * `max_capacity`. A joinable table without a group joins the joinable tables of its area.
 * Inactive tables are never offered or booked; their history stays.
 */
export const DiningTable = z.object({
  id: RecordId,
  label: TableLabel,
  area_id: z.union([RecordId, z.null()]),
  min_capacity: PartySize,
  max_capacity: PartySize,
  joinable: z.boolean(),
  join_group: z.union([
    z.string().min(1).max(40).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
    z.null(),
  ]),
  active: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** What creating a table takes; its label is unique in the restaurant. */
export const DiningTableCreate = z.object({
  label: TableLabel,
  area_id: z.union([RecordId, z.null()]).default(null),
  min_capacity: z.int().gte(1).lte(100).default(1),
  max_capacity: z.int().gte(1).lte(100),
  joinable: z.boolean().default(false),
  join_group: z
    .union([z.string().min(1).max(40).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")), z.null()])
    .default(null),
  active: z.boolean().default(true),
});

/** A page of tables, in the order they were added. */
export const DiningTablePage = z.object({
  tables: z.array(DiningTable),
  next_cursor: z.union([z.string(), z.null()]),
});

/** What updating a table takes: the members sent change (capacities are checked together). */
export const DiningTableUpdate = z.object({
  label: TableLabel.optional(),
  area_id: z.union([RecordId, z.null()]).optional(),
  min_capacity: z.int().gte(1).lte(100).optional(),
  max_capacity: z.int().gte(1).lte(100).optional(),
  joinable: z.boolean().optional(),
  join_group: z
    .union([z.string().min(1).max(40).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")), z.null()])
    .optional(),
  active: z.boolean().optional(),
});

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

/** The error body of a 403 answer: `code` is one of `forbidden`, `url_refused`, `admin_only`, `no_organization`, `forbidden_role`. */
export const ErrorEnvelope403UrlRefusedNoOrganizationForbiddenRole = z.intersection(
  ErrorEnvelope,
  z.object({
    code: z.enum(["forbidden", "url_refused", "admin_only", "no_organization", "forbidden_role"]).optional(),
  }),
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

/** The error body of a 408 answer: `code` is one of `request_timeout`. */
export const ErrorEnvelope408 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["request_timeout"]).optional() }),
);

/** The error body of a 409 answer: `code` is one of `conflict`. */
export const ErrorEnvelope409 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["conflict"]).optional() }),
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

/** The error body of a 409 answer: `code` is one of `conflict`, `idempotency_key_reused`, `insufficient_points`, `promotion_unavailable`. */
export const ErrorEnvelope409IdempotencyKeyReusedInsufficientPointsPromotionUnavailable = z.intersection(
  ErrorEnvelope,
  z.object({
    code: z
      .enum(["conflict", "idempotency_key_reused", "insufficient_points", "promotion_unavailable"])
      .optional(),
  }),
);

/** The error body of a 409 answer: `code` is one of `conflict`, `in_use`. */
export const ErrorEnvelope409InUse = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["conflict", "in_use"]).optional() }),
);

/** The error body of a 409 answer: `code` is one of `conflict`, `insufficient_points`. */
export const ErrorEnvelope409InsufficientPoints = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["conflict", "insufficient_points"]).optional() }),
);

/** The error body of a 409 answer: `code` is one of `conflict`, `invalid_transition`. */
export const ErrorEnvelope409InvalidTransition = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["conflict", "invalid_transition"]).optional() }),
);

/** The error body of a 409 answer: `code` is one of `conflict`, `invalid_transition`, `slot_taken`. */
export const ErrorEnvelope409InvalidTransitionSlotTaken = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["conflict", "invalid_transition", "slot_taken"]).optional() }),
);

/** The error body of a 409 answer: `code` is one of `conflict`, `promotion_unavailable`. */
export const ErrorEnvelope409PromotionUnavailable = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["conflict", "promotion_unavailable"]).optional() }),
);

/** The error body of a 409 answer: `code` is one of `conflict`, `slot_taken`. */
export const ErrorEnvelope409SlotTaken = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["conflict", "slot_taken"]).optional() }),
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

/** The error body of a 422 answer: `code` is one of `unprocessable`, `item_unavailable`, `invalid_modifiers`. */
export const ErrorEnvelope422ItemUnavailableInvalidModifiers = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["unprocessable", "item_unavailable", "invalid_modifiers"]).optional() }),
);

/** The error body of a 422 answer: `code` is one of `unprocessable`, `party_too_large`. */
export const ErrorEnvelope422PartyTooLarge = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["unprocessable", "party_too_large"]).optional() }),
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

/** A fixed amount off the order. */
export const FixedDiscountReward = z.object({
  kind: z.enum(["fixed_discount"]),
  discount_amount: z.int().gte(1).lte(100000000),
});

/** One priced form of a food item (Regular, Large…). */
export const FoodItemVariant = z.object({ id: RecordId, name: DisplayName, price: Amount });

/** A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters. */
export const MenuLabel = z.string().min(1).max(40).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u"));

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

/** One unit of a food item for free. */
export const FreeItemReward = z.object({ kind: z.enum(["free_item"]), food_item_id: RecordId });

/**
 * One change of a customer's balance. `accrual` (+, earned by a completed order), `redemption`
 * (−, a reward taken on an order), `reversal` (takes back an accrual, or gives back a redemption,
 * when the order is cancelled), `adjustment` (+ or −, by a manager or an automation rule).
 */
export const LoyaltyLedgerEntry = z.object({
  id: RecordId,
  kind: z.enum(["accrual", "redemption", "reversal", "adjustment"]),
  points: z.int(),
  balance_after: z.int(),
  order_id: z.union([RecordId, z.null()]),
  reward_id: z.union([RecordId, z.null()]),
  reason: z.union([z.string(), z.null()]),
  created_by: z.union([RecordId, z.null()]),
  created_at: z.iso.datetime({ offset: true }),
});

/** A level customers reach by lifetime points. */
export const LoyaltyTier = z.object({
  name: z.string().min(1).max(50).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  min_points: z.int().gte(0).lte(100000000),
});

/** A tier still ahead of the customer. */
export const NextLoyaltyTier = z.object({ name: z.string(), min_points: z.int(), points_needed: z.int() });

/** A customer's loyalty account. */
export const LoyaltyAccount = z.object({
  customer_id: RecordId,
  points: z.int(),
  lifetime_points: z.int(),
  tier: z.union([LoyaltyTier, z.null()]),
  next_tier: z.union([NextLoyaltyTier, z.null()]),
  recent_entries: z.array(LoyaltyLedgerEntry),
});

/** A manual change of a customer's balance. */
export const LoyaltyAdjustmentCreate = z.object({
  points: z.int().gte(-1000000).lte(1000000),
  reason: z.string().min(1).max(500).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
});

/** A page of ledger entries, newest first. */
export const LoyaltyLedgerPage = z.object({
  entries: z.array(LoyaltyLedgerEntry),
  next_cursor: z.union([z.string(), z.null()]),
});

/**
 * The organization's loyalty program (one per organization). Our design: a paused program
 * (`enabled: false`) earns nothing, but points already earned stay and can still be redeemed.
 */
export const LoyaltyProgram = z.object({
  enabled: z.boolean(),
  points_name: z.string(),
  accrual_rules: z.array(AccrualRule),
  tiers: z.array(LoyaltyTier),
  updated_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
});

/** The whole program: saving replaces every member. */
export const LoyaltyProgramUpdate = z.object({
  enabled: z.boolean(),
  points_name: z
    .string()
    .min(1)
    .max(30)
    .regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u"))
    .default("points"),
  accrual_rules: z.array(AccrualRule).max(50),
  tiers: z.array(LoyaltyTier).max(20).default([]),
});

/** A percentage off the order, up to `max_amount` when set. */
export const PercentageDiscountReward = z.object({
  kind: z.enum(["percentage_discount"]),
  percentage: z.int().gte(1).lte(100),
  max_amount: z.union([Amount, z.null()]).optional(),
});

/** What a reward gives, told apart by `kind`. */
export const RewardDefinition = z.discriminatedUnion("kind", [
  FixedDiscountReward,
  PercentageDiscountReward,
  FreeItemReward,
]);

/** A reward customers redeem points for (Square's reward tier: points and a definition). */
export const LoyaltyReward = z.object({
  id: RecordId,
  name: DisplayName,
  points_cost: PointCount,
  definition: RewardDefinition,
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** What creating a reward takes. */
export const LoyaltyRewardCreate = z.object({
  name: DisplayName,
  points_cost: PointCount,
  definition: RewardDefinition,
});

/** A page of rewards, in the order they were created. */
export const LoyaltyRewardPage = z.object({
  rewards: z.array(LoyaltyReward),
  next_cursor: z.union([z.string(), z.null()]),
});

/** What updating a reward takes: the members sent change (a `definition` is replaced whole). */
export const LoyaltyRewardUpdate = z.object({
  name: DisplayName.optional(),
  points_cost: PointCount.optional(),
  definition: RewardDefinition.optional(),
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

/** One modifier option chosen on a line, as priced. */
export const OrderLineModifier = z.object({
  option_id: RecordId,
  group_id: RecordId,
  name: z.string(),
  price_delta: Amount,
});

/** One line of an order, as the server priced it when the order was placed. */
export const OrderLine = z.object({
  id: RecordId,
  food_item_id: RecordId,
  variant_id: z.union([RecordId, z.null()]),
  name: z.string(),
  variant_name: z.union([z.string(), z.null()]),
  quantity: z.int().gte(1).lte(2147483647),
  modifiers: z.array(OrderLineModifier),
  unit_amount: Amount,
  line_amount: Amount,
  discount_amount: Amount,
  note: z.union([z.string(), z.null()]),
});

/**
 * An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →
 * preparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery
 * (delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state
 * before completion (and from completed, by a manager: a void, which reverses loyalty points);
 * `failed` from any state before completion.
 */
export const OrderStatus = z.enum([
  "placed",
  "accepted",
  "preparing",
  "ready",
  "picked_up",
  "out_for_delivery",
  "completed",
  "cancelled",
  "failed",
]);

/** A verb that moves an order. */
export const OrderVerb = z.enum([
  "accept",
  "start",
  "ready",
  "pick-up",
  "dispatch",
  "complete",
  "cancel",
  "fail",
]);

/** An order. Amounts are in the organization's `currency`, priced by the server. */
export const Order = z.object({
  id: RecordId,
  restaurant_id: RecordId,
  channel: OrderChannel,
  external_id: z.union([z.string(), z.null()]),
  status: OrderStatus,
  allowed_verbs: z.array(OrderVerb),
  customer_id: z.union([RecordId, z.null()]),
  currency: z.string(),
  lines: z.array(OrderLine),
  subtotal_amount: Amount,
  discount_amount: Amount,
  total_amount: Amount,
  promotions: z.array(AppliedPromotion),
  reward: z.union([AppliedReward, z.null()]),
  note: z.union([z.string(), z.null()]),
  table_label: z.union([z.string(), z.null()]),
  delivery_address: z.union([DeliveryAddress, z.null()]),
  cancel_reason: z.union([z.string(), z.null()]),
  placed_at: z.iso.datetime({ offset: true }),
  accepted_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  preparing_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  ready_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  picked_up_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  out_for_delivery_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  completed_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  cancelled_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  failed_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  updated_at: z.iso.datetime({ offset: true }),
});

/** One line of a new order: what and how many; never a price. */
export const OrderLineInput = z.object({
  food_item_id: RecordId,
  variant_id: RecordId.optional(),
  quantity: z.int().gte(1).lte(99),
  modifier_option_ids: z.array(RecordId).max(50).optional(),
  note: Note.optional(),
  unit_price: z
    .never({ error: "prices come from the restaurant's menu: the server prices every order" })
    .optional(),
  price: z
    .never({ error: "prices come from the restaurant's menu: the server prices every order" })
    .optional(),
});

/** A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively. */
export const PromotionCode = z.string().min(3).max(32).regex(new RegExp("^[A-Za-z0-9_-]+$", "u"));

/** A new order, or a quote's cart. */
export const OrderCreate = z.object({
  restaurant_id: RecordId,
  channel: OrderChannel,
  external_id: z.string().min(1).max(100).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  customer_id: RecordId.optional(),
  lines: z.array(OrderLineInput).min(1).max(100),
  promotion_codes: z.array(PromotionCode).max(5).optional(),
  reward_id: RecordId.optional(),
  note: Note.optional(),
  table_label: z.string().min(1).max(50).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  delivery_address: DeliveryAddress.optional(),
  total_amount: z.never({ error: "totals are computed by the server from the restaurant's menu" }).optional(),
  subtotal_amount: z
    .never({ error: "totals are computed by the server from the restaurant's menu" })
    .optional(),
});

/** A page of orders, newest first. */
export const OrderPage = z.object({ orders: z.array(Order), next_cursor: z.union([z.string(), z.null()]) });

/** A line as it would be priced now. */
export const QuotedLine = z.object({
  food_item_id: RecordId,
  variant_id: z.union([RecordId, z.null()]),
  name: z.string(),
  variant_name: z.union([z.string(), z.null()]),
  quantity: z.int().gte(1).lte(2147483647),
  modifiers: z.array(OrderLineModifier),
  unit_amount: Amount,
  line_amount: Amount,
  discount_amount: Amount,
  note: z.union([z.string(), z.null()]),
});

/** What an order would cost now, without placing it. */
export const OrderQuote = z.object({
  currency: z.string(),
  lines: z.array(QuotedLine),
  subtotal_amount: Amount,
  discount_amount: Amount,
  total_amount: Amount,
  promotions: z.array(AppliedPromotion),
});

/** Why an order was cancelled or failed. */
export const OrderReason = z.object({
  reason: z.string().min(1).max(500).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
});

/** Orders of one channel. */
export const TrendChannel = z.object({ channel: OrderChannel, orders: Tally, completed: Tally });

/** Orders of one local day, by how they ended. */
export const TrendDay = z.object({
  date: z.iso.date(),
  orders: Tally,
  completed: Tally,
  cancelled: Tally,
  failed: Tally,
  in_progress: Tally,
});

/** Orders placed in one local hour of the day (0 is 00:00–00:59). */
export const TrendHour = z.object({ hour: z.int().gte(0).lte(23), orders: Tally });

/** Orders in one state. */
export const TrendStatus = z.object({ status: OrderStatus, orders: Tally });

/** Order counts over the range, every order whatever its state. */
export const OrderTrendsReport = z.object({
  from: ReportDate,
  to: ReportDate,
  restaurant_id: z.union([RecordId, z.null()]),
  channel: OrderChannel.optional(),
  currency: CurrencyCode,
  orders: Tally,
  by_day: z.array(TrendDay),
  by_status: z.array(TrendStatus),
  by_hour: z.array(TrendHour),
  by_channel: z.array(TrendChannel),
});

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

/** An ordering channel a promotion may be limited to. */
export const PromotionChannel = z.enum([
  "dine_in",
  "takeaway",
  "delivery",
  "web",
  "app",
  "pos",
  "aggregator",
]);

/**
 * What a promotion takes off: `percentage` (`percent` of the subtotal, at most
 * `max_discount_amount`), `fixed` (`amount` off the order), `free_item` (one unit of
 * `food_item_id` free when the order holds it) or `buy_x_get_y` (for every `buy_quantity` +
 * `get_quantity` units of `food_item_id` or of `category_id`, the `get_quantity` cheapest are free).
 */
export const PromotionKind = z.enum(["percentage", "fixed", "free_item", "buy_x_get_y"]);

/**
 * A promotion. Our design (Square's catalog discounts and pricing rules, Toast's promo codes).
 * **Stacking**: an order takes at most one code promotion plus the single best automatic one (the
 * one that takes the most off after the code); nothing takes a line below zero.
 */
export const Promotion = z.object({
  id: RecordId,
  name: DisplayName,
  code: z.union([PromotionCode, z.null()]),
  kind: PromotionKind,
  percent: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  max_discount_amount: z.union([Amount, z.null()]),
  amount: z.union([Amount, z.null()]),
  food_item_id: z.union([RecordId, z.null()]),
  category_id: z.union([RecordId, z.null()]),
  buy_quantity: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  get_quantity: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  starts_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  ends_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  min_subtotal_amount: Amount,
  usage_limit: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  usage_limit_per_customer: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  used_count: z.int().gte(-2147483648).lte(2147483647),
  restaurant_ids: z.array(RecordId),
  channels: z.array(PromotionChannel),
  customer_tags: z.array(AudienceTag),
  new_customers_only: z.boolean(),
  active: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** What creating a promotion takes: a name, a kind and the members the kind needs. */
export const PromotionCreate = z.object({
  name: DisplayName,
  kind: PromotionKind,
  code: z.union([PromotionCode, z.null()]).optional(),
  percent: z.union([z.int().gte(1).lte(100), z.null()]).optional(),
  max_discount_amount: z.union([Amount, z.null()]).optional(),
  amount: z.union([Amount, z.null()]).optional(),
  food_item_id: z.union([RecordId, z.null()]).optional(),
  category_id: z.union([RecordId, z.null()]).optional(),
  buy_quantity: z.union([z.int().gte(1).lte(100), z.null()]).optional(),
  get_quantity: z.union([z.int().gte(1).lte(100), z.null()]).optional(),
  starts_at: z.union([z.iso.datetime({ offset: true }), z.null()]).optional(),
  ends_at: z.union([z.iso.datetime({ offset: true }), z.null()]).optional(),
  min_subtotal_amount: Amount.optional(),
  usage_limit: z.union([z.int().gte(1).lte(10000000), z.null()]).optional(),
  usage_limit_per_customer: z.union([z.int().gte(1).lte(1000), z.null()]).optional(),
  restaurant_ids: z.array(RecordId).max(100).optional(),
  channels: z.array(PromotionChannel).max(7).optional(),
  customer_tags: z.array(AudienceTag).max(20).optional(),
  new_customers_only: z.boolean().optional(),
  active: z.boolean().optional(),
});

/** A page of promotions, newest first. */
export const PromotionPage = z.object({
  promotions: z.array(Promotion),
  next_cursor: z.union([z.string(), z.null()]),
});

/** What updating a promotion takes: the members sent change; the result is checked whole. */
export const PromotionUpdate = z.object({
  name: DisplayName.optional(),
  kind: PromotionKind.optional(),
  code: z.union([PromotionCode, z.null()]).optional(),
  percent: z.union([z.int().gte(1).lte(100), z.null()]).optional(),
  max_discount_amount: z.union([Amount, z.null()]).optional(),
  amount: z.union([Amount, z.null()]).optional(),
  food_item_id: z.union([RecordId, z.null()]).optional(),
  category_id: z.union([RecordId, z.null()]).optional(),
  buy_quantity: z.union([z.int().gte(1).lte(100), z.null()]).optional(),
  get_quantity: z.union([z.int().gte(1).lte(100), z.null()]).optional(),
  starts_at: z.union([z.iso.datetime({ offset: true }), z.null()]).optional(),
  ends_at: z.union([z.iso.datetime({ offset: true }), z.null()]).optional(),
  min_subtotal_amount: Amount.optional(),
  usage_limit: z.union([z.int().gte(1).lte(10000000), z.null()]).optional(),
  usage_limit_per_customer: z.union([z.int().gte(1).lte(1000), z.null()]).optional(),
  restaurant_ids: z.array(RecordId).max(100).optional(),
  channels: z.array(PromotionChannel).max(7).optional(),
  customer_tags: z.array(AudienceTag).max(20).optional(),
  new_customers_only: z.boolean().optional(),
  active: z.boolean().optional(),
});

/** A stay length for parties up to a size. */
export const StayRule = z.object({ up_to_party_size: PartySize, stay_minutes: StayMinutes });

/**
 * How a restaurant takes reservations. Our design: slots start at each opening time and every
 * `slot_interval_minutes` after it; a booking holds its tables for its stay plus `buffer_minutes`
 * (clearing and resetting), so two bookings of one table are at least the buffer apart; nothing
 * can be booked earlier than `lead_time_minutes` from now or later than `max_days_ahead` days.
 */
export const ReservationSettings = z.object({
  slot_interval_minutes: z.int().gte(-2147483648).lte(2147483647),
  stay_minutes: z.int().gte(-2147483648).lte(2147483647),
  stay_minutes_by_party: z.array(StayRule),
  buffer_minutes: z.int().gte(-2147483648).lte(2147483647),
  lead_time_minutes: z.int().gte(-2147483648).lte(2147483647),
  max_days_ahead: z.int().gte(-2147483648).lte(2147483647),
  auto_confirm: z.boolean(),
  updated_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
});

/** The settings to store: every member sent replaces the stored one; members left out take their defaults. */
export const ReservationSettingsUpdate = z.object({
  slot_interval_minutes: z.int().gte(5).lte(240).default(15),
  stay_minutes: z.int().gte(15).lte(720).default(90),
  stay_minutes_by_party: z.array(StayRule).max(20).default([]),
  buffer_minutes: z.int().gte(0).lte(240).default(0),
  lead_time_minutes: z.int().gte(0).lte(10080).default(60),
  max_days_ahead: z.int().gte(1).lte(365).default(90),
  auto_confirm: z.boolean().default(false),
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

/**
 * An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:
 * `order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),
 * `reservation.*` the booking, `loyalty.points_changed` the customer's balance, and
 * `campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no
 * e-mail or SMS itself, so an integrator's own sender delivers the message.
 */
export const RestaurantEventType = z.enum([
  "order.created",
  "order.status_changed",
  "reservation.created",
  "reservation.status_changed",
  "loyalty.points_changed",
  "campaign.sent",
]);

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

/**
 * Where deliveries go: an absolute `http` or `https` URL of at most 2,048 characters. The server's
 * egress policy refuses internal addresses (loopback, private, link-local): 403 `url_refused`.
 */
export const RestaurantWebhookUrl = z
  .string()
  .max(2048)
  .regex(new RegExp("^https?://[^\\s\\x00-\\x1f\\x7f/?#@]+(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$", "u"));

/** A webhook subscription (never its secret, except once in { */
export const RestaurantWebhook = z.object({
  id: RecordId,
  url: RestaurantWebhookUrl,
  event_types: z.array(RestaurantEventType),
  enabled: z.boolean(),
  success_count: z.int(),
  failure_count: z.int(),
  last_attempted_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  last_status: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** What subscribing takes. */
export const RestaurantWebhookCreate = z.object({
  url: RestaurantWebhookUrl,
  event_types: z.array(RestaurantEventType).min(1).max(6),
  enabled: z.boolean().default(true),
});

/** A new webhook with its signing secret, shown this once. */
export const RestaurantWebhookCreated = z.object({
  id: RecordId,
  url: RestaurantWebhookUrl,
  event_types: z.array(RestaurantEventType),
  enabled: z.boolean(),
  success_count: z.int(),
  failure_count: z.int(),
  last_attempted_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  last_status: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  secret: z.string(),
});

/** One delivery of one event to one webhook. */
export const RestaurantWebhookDelivery = z.object({
  id: RecordId,
  event_id: RecordId,
  event_type: RestaurantEventType,
  status: z.enum(["pending", "delivering", "succeeded", "failed"]),
  attempts: z.int().gte(-2147483648).lte(2147483647),
  http_status: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  created_at: z.iso.datetime({ offset: true }),
});

/** A page of deliveries, newest first. */
export const RestaurantWebhookDeliveryPage = z.object({
  deliveries: z.array(RestaurantWebhookDelivery),
  next_cursor: z.union([z.string(), z.null()]),
});

/** A page of webhooks, newest first. */
export const RestaurantWebhookPage = z.object({
  webhooks: z.array(RestaurantWebhook),
  next_cursor: z.union([z.string(), z.null()]),
});

/** What updating a webhook takes: the members sent change. */
export const RestaurantWebhookUpdate = z.object({
  url: RestaurantWebhookUrl.optional(),
  event_types: z.array(RestaurantEventType).min(1).max(6).optional(),
  enabled: z.boolean().optional(),
});

/** Revenue of one channel; only channels with completed orders are listed. */
export const RevenueChannel = z.object({
  channel: OrderChannel,
  orders: Tally,
  gross_amount: AmountSum,
  discount_amount: AmountSum,
  net_amount: AmountSum,
  average_order_amount: AmountSum,
});

/** Revenue of one local day; every day of the range is listed, zeros included. */
export const RevenueDay = z.object({ date: z.iso.date(), orders: Tally, net_amount: AmountSum });

/** Revenue of completed orders. */
export const RevenueTotals = z.object({
  orders: Tally,
  gross_amount: AmountSum,
  discount_amount: AmountSum,
  net_amount: AmountSum,
  average_order_amount: AmountSum,
});

/** Revenue over the range. */
export const RevenueReport = z.object({
  from: ReportDate,
  to: ReportDate,
  restaurant_id: z.union([RecordId, z.null()]),
  channel: OrderChannel.optional(),
  currency: CurrencyCode,
  totals: RevenueTotals,
  by_day: z.array(RevenueDay),
  by_channel: z.array(RevenueChannel),
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

/** One menu item as sold on completed orders. */
export const TopItem = z.object({
  food_item_id: RecordId,
  name: z.string(),
  quantity: Tally,
  orders: Tally,
  gross_amount: AmountSum,
  net_amount: AmountSum,
});

/** The best sellers over the range. */
export const TopItemsReport = z.object({
  from: ReportDate,
  to: ReportDate,
  restaurant_id: z.union([RecordId, z.null()]),
  channel: OrderChannel.optional(),
  currency: CurrencyCode,
  by_quantity: z.array(TopItem),
  by_revenue: z.array(TopItem),
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

/** Request and response schemas of `get_customer_insights_report` (GET /api/analytics/customer-insights). */
export const getCustomerInsightsReportSchemas = {
  query: z.object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    restaurant_id: z.guid().optional(),
    channel: z.enum(["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"]).optional(),
  }),
  responses: {
    "200": CustomerInsightsReport,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_order_trends_report` (GET /api/analytics/order-trends). */
export const getOrderTrendsReportSchemas = {
  query: z.object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    restaurant_id: z.guid().optional(),
    channel: z.enum(["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"]).optional(),
  }),
  responses: {
    "200": OrderTrendsReport,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_revenue_report` (GET /api/analytics/revenue). */
export const getRevenueReportSchemas = {
  query: z.object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    restaurant_id: z.guid().optional(),
    channel: z.enum(["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"]).optional(),
  }),
  responses: {
    "200": RevenueReport,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_top_items_report` (GET /api/analytics/top-items). */
export const getTopItemsReportSchemas = {
  query: z.object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    restaurant_id: z.guid().optional(),
    channel: z.enum(["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"]).optional(),
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(50)).default(10),
  }),
  responses: {
    "200": TopItemsReport,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
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
    "408": ErrorEnvelope408,
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
    "408": ErrorEnvelope408,
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
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409EmailTaken,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "429": ErrorEnvelope429,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_automation_rules` (GET /api/automation-rules). */
export const listAutomationRulesSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": AutomationRulePage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_automation_rule` (POST /api/automation-rules). */
export const createAutomationRuleSchemas = {
  body: AutomationRuleCreate,
  responses: {
    "201": AutomationRule,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_automation_rule` (GET /api/automation-rules/{rule_id}). */
export const getAutomationRuleSchemas = {
  path: z.object({ rule_id: z.guid() }),
  responses: {
    "200": AutomationRule,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `delete_automation_rule` (DELETE /api/automation-rules/{rule_id}). */
export const deleteAutomationRuleSchemas = {
  path: z.object({ rule_id: z.guid() }),
  responses: {
    "204": z.undefined(),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `update_automation_rule` (PATCH /api/automation-rules/{rule_id}). */
export const updateAutomationRuleSchemas = {
  path: z.object({ rule_id: z.guid() }),
  body: AutomationRuleUpdate,
  responses: {
    "200": AutomationRule,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_automation_runs` (GET /api/automation-rules/{rule_id}/runs). */
export const listAutomationRunsSchemas = {
  path: z.object({ rule_id: z.guid() }),
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": AutomationRunPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_campaigns` (GET /api/campaigns). */
export const listCampaignsSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
    status: z.enum(["draft", "scheduled", "sent", "cancelled"]).optional(),
  }),
  responses: {
    "200": CampaignPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_campaign` (POST /api/campaigns). */
export const createCampaignSchemas = {
  body: CampaignCreate,
  responses: {
    "201": Campaign,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_campaign` (GET /api/campaigns/{campaign_id}). */
export const getCampaignSchemas = {
  path: z.object({ campaign_id: z.guid() }),
  responses: {
    "200": Campaign,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `delete_campaign` (DELETE /api/campaigns/{campaign_id}). */
export const deleteCampaignSchemas = {
  path: z.object({ campaign_id: z.guid() }),
  responses: {
    "204": z.undefined(),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InvalidTransition,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `update_campaign` (PATCH /api/campaigns/{campaign_id}). */
export const updateCampaignSchemas = {
  path: z.object({ campaign_id: z.guid() }),
  body: CampaignUpdate,
  responses: {
    "200": Campaign,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409InvalidTransition,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `cancel_campaign` (POST /api/campaigns/{campaign_id}/cancel). */
export const cancelCampaignSchemas = {
  path: z.object({ campaign_id: z.guid() }),
  responses: {
    "200": Campaign,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InvalidTransition,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `schedule_campaign` (POST /api/campaigns/{campaign_id}/schedule). */
export const scheduleCampaignSchemas = {
  path: z.object({ campaign_id: z.guid() }),
  responses: {
    "200": Campaign,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InvalidTransition,
    "422": ErrorEnvelope422,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_campaign_sends` (GET /api/campaigns/{campaign_id}/sends). */
export const listCampaignSendsSchemas = {
  path: z.object({ campaign_id: z.guid() }),
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": CampaignSendPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_customers` (GET /api/customers). */
export const listCustomersSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
    q: z.string().min(1).max(100).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
    tag: z.string().min(1).max(40).regex(new RegExp("^[a-z0-9][a-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": CustomerPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_customer` (POST /api/customers). */
export const createCustomerSchemas = {
  body: CustomerCreate,
  responses: {
    "201": Customer,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_customer` (GET /api/customers/{customer_id}). */
export const getCustomerSchemas = {
  path: z.object({ customer_id: z.guid() }),
  responses: {
    "200": Customer,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `delete_customer` (DELETE /api/customers/{customer_id}). */
export const deleteCustomerSchemas = {
  path: z.object({ customer_id: z.guid() }),
  responses: {
    "204": z.undefined(),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `update_customer` (PATCH /api/customers/{customer_id}). */
export const updateCustomerSchemas = {
  path: z.object({ customer_id: z.guid() }),
  body: CustomerUpdate,
  responses: {
    "200": Customer,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_customer_loyalty` (GET /api/customers/{customer_id}/loyalty). */
export const getCustomerLoyaltySchemas = {
  path: z.object({ customer_id: z.guid() }),
  responses: {
    "200": LoyaltyAccount,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_loyalty_adjustment` (POST /api/customers/{customer_id}/loyalty/adjustments). */
export const createLoyaltyAdjustmentSchemas = {
  path: z.object({ customer_id: z.guid() }),
  body: LoyaltyAdjustmentCreate,
  responses: {
    "201": LoyaltyLedgerEntry,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409InsufficientPoints,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_customer_loyalty_ledger` (GET /api/customers/{customer_id}/loyalty/ledger). */
export const listCustomerLoyaltyLedgerSchemas = {
  path: z.object({ customer_id: z.guid() }),
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": LoyaltyLedgerPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_loyalty_program` (GET /api/loyalty/program). */
export const getLoyaltyProgramSchemas = {
  responses: {
    "200": LoyaltyProgram,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `put_loyalty_program` (PUT /api/loyalty/program). */
export const putLoyaltyProgramSchemas = {
  body: LoyaltyProgramUpdate,
  responses: {
    "200": LoyaltyProgram,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_loyalty_rewards` (GET /api/loyalty/rewards). */
export const listLoyaltyRewardsSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": LoyaltyRewardPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_loyalty_reward` (POST /api/loyalty/rewards). */
export const createLoyaltyRewardSchemas = {
  body: LoyaltyRewardCreate,
  responses: {
    "201": LoyaltyReward,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_loyalty_reward` (GET /api/loyalty/rewards/{reward_id}). */
export const getLoyaltyRewardSchemas = {
  path: z.object({ reward_id: z.guid() }),
  responses: {
    "200": LoyaltyReward,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `delete_loyalty_reward` (DELETE /api/loyalty/rewards/{reward_id}). */
export const deleteLoyaltyRewardSchemas = {
  path: z.object({ reward_id: z.guid() }),
  responses: {
    "204": z.undefined(),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `update_loyalty_reward` (PATCH /api/loyalty/rewards/{reward_id}). */
export const updateLoyaltyRewardSchemas = {
  path: z.object({ reward_id: z.guid() }),
  body: LoyaltyRewardUpdate,
  responses: {
    "200": LoyaltyReward,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
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
    "408": ErrorEnvelope408,
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
    "408": ErrorEnvelope408,
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
    "408": ErrorEnvelope408,
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
    "408": ErrorEnvelope408,
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
    "408": ErrorEnvelope408,
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
    "408": ErrorEnvelope408,
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
    "408": ErrorEnvelope408,
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
    "408": ErrorEnvelope408,
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
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409AlreadyMember,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_promotions` (GET /api/promotions). */
export const listPromotionsSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
    active: z.preprocess(coerce.boolean, z.boolean()).optional(),
  }),
  responses: {
    "200": PromotionPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_promotion` (POST /api/promotions). */
export const createPromotionSchemas = {
  body: PromotionCreate,
  responses: {
    "201": Promotion,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_promotion` (GET /api/promotions/{promotion_id}). */
export const getPromotionSchemas = {
  path: z.object({ promotion_id: z.guid() }),
  responses: {
    "200": Promotion,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `delete_promotion` (DELETE /api/promotions/{promotion_id}). */
export const deletePromotionSchemas = {
  path: z.object({ promotion_id: z.guid() }),
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

/** Request and response schemas of `update_promotion` (PATCH /api/promotions/{promotion_id}). */
export const updatePromotionSchemas = {
  path: z.object({ promotion_id: z.guid() }),
  body: PromotionUpdate,
  responses: {
    "200": Promotion,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_orders` (GET /api/restaurant-orders). */
export const listOrdersSchemas = {
  query: z.object({
    restaurant_id: z.guid().optional(),
    status: z
      .enum([
        "placed",
        "accepted",
        "preparing",
        "ready",
        "picked_up",
        "out_for_delivery",
        "completed",
        "cancelled",
        "failed",
      ])
      .optional(),
    channel: z.enum(["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"]).optional(),
    customer_id: z.guid().optional(),
    placed_from: z.iso.datetime({ offset: true }).optional(),
    placed_to: z.iso.datetime({ offset: true }).optional(),
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": OrderPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_order` (POST /api/restaurant-orders). */
export const createOrderSchemas = {
  headers: z.object({
    "Idempotency-Key": z.string().min(1).max(255).regex(new RegExp("^[\\x21-\\x7E]+$", "u")).optional(),
  }),
  body: OrderCreate,
  responses: {
    "200": Order,
    "201": Order,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409IdempotencyKeyReusedInsufficientPointsPromotionUnavailable,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422ItemUnavailableInvalidModifiers,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `quote_order` (POST /api/restaurant-orders/quote). */
export const quoteOrderSchemas = {
  body: OrderCreate,
  responses: {
    "200": OrderQuote,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409PromotionUnavailable,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422ItemUnavailableInvalidModifiers,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_order` (GET /api/restaurant-orders/{order_id}). */
export const getOrderSchemas = {
  path: z.object({ order_id: z.guid() }),
  responses: {
    "200": Order,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `accept_order` (POST /api/restaurant-orders/{order_id}/accept). */
export const acceptOrderSchemas = {
  path: z.object({ order_id: z.guid() }),
  responses: {
    "200": Order,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InvalidTransition,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `cancel_order` (POST /api/restaurant-orders/{order_id}/cancel). */
export const cancelOrderSchemas = {
  path: z.object({ order_id: z.guid() }),
  body: OrderReason,
  responses: {
    "200": Order,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409InvalidTransition,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `complete_order` (POST /api/restaurant-orders/{order_id}/complete). */
export const completeOrderSchemas = {
  path: z.object({ order_id: z.guid() }),
  responses: {
    "200": Order,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InvalidTransition,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `dispatch_order` (POST /api/restaurant-orders/{order_id}/dispatch). */
export const dispatchOrderSchemas = {
  path: z.object({ order_id: z.guid() }),
  responses: {
    "200": Order,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InvalidTransition,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `fail_order` (POST /api/restaurant-orders/{order_id}/fail). */
export const failOrderSchemas = {
  path: z.object({ order_id: z.guid() }),
  body: OrderReason,
  responses: {
    "200": Order,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409InvalidTransition,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `pick_up_order` (POST /api/restaurant-orders/{order_id}/pick-up). */
export const pickUpOrderSchemas = {
  path: z.object({ order_id: z.guid() }),
  responses: {
    "200": Order,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InvalidTransition,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `ready_order` (POST /api/restaurant-orders/{order_id}/ready). */
export const readyOrderSchemas = {
  path: z.object({ order_id: z.guid() }),
  responses: {
    "200": Order,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InvalidTransition,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `start_order` (POST /api/restaurant-orders/{order_id}/start). */
export const startOrderSchemas = {
  path: z.object({ order_id: z.guid() }),
  responses: {
    "200": Order,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InvalidTransition,
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
    "408": ErrorEnvelope408,
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
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_dining_areas` (GET /api/restaurants/{restaurant_id}/areas). */
export const listDiningAreasSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": DiningAreaPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_dining_area` (POST /api/restaurants/{restaurant_id}/areas). */
export const createDiningAreaSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  body: DiningAreaCreate,
  responses: {
    "201": DiningArea,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_dining_area` (GET /api/restaurants/{restaurant_id}/areas/{area_id}). */
export const getDiningAreaSchemas = {
  path: z.object({ restaurant_id: z.guid(), area_id: z.guid() }),
  responses: {
    "200": DiningArea,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `delete_dining_area` (DELETE /api/restaurants/{restaurant_id}/areas/{area_id}). */
export const deleteDiningAreaSchemas = {
  path: z.object({ restaurant_id: z.guid(), area_id: z.guid() }),
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

/** Request and response schemas of `update_dining_area` (PATCH /api/restaurants/{restaurant_id}/areas/{area_id}). */
export const updateDiningAreaSchemas = {
  path: z.object({ restaurant_id: z.guid(), area_id: z.guid() }),
  body: DiningAreaUpdate,
  responses: {
    "200": DiningArea,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_availability` (GET /api/restaurants/{restaurant_id}/availability). */
export const getAvailabilitySchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  query: z.object({
    date: z.iso.date().optional(),
    party_size: z.preprocess(coerce.number, z.int().gte(1).lte(100)),
    stay_minutes: z.preprocess(coerce.number, z.int().gte(15).lte(720)).optional(),
  }),
  responses: {
    "200": Availability,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "422": ErrorEnvelope422PartyTooLarge,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_bookings` (GET /api/restaurants/{restaurant_id}/bookings). */
export const listBookingsSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  query: z.object({
    date: z.iso.date().optional(),
    status: z.enum(["pending", "confirmed", "seated", "completed", "cancelled", "no_show"]).optional(),
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": BookingPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_booking` (POST /api/restaurants/{restaurant_id}/bookings). */
export const createBookingSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  body: BookingCreate,
  responses: {
    "201": Booking,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409SlotTaken,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422PartyTooLarge,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_booking` (GET /api/restaurants/{restaurant_id}/bookings/{booking_id}). */
export const getBookingSchemas = {
  path: z.object({ restaurant_id: z.guid(), booking_id: z.guid() }),
  responses: {
    "200": Booking,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `update_booking` (PATCH /api/restaurants/{restaurant_id}/bookings/{booking_id}). */
export const updateBookingSchemas = {
  path: z.object({ restaurant_id: z.guid(), booking_id: z.guid() }),
  body: BookingUpdate,
  responses: {
    "200": Booking,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409InvalidTransitionSlotTaken,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422PartyTooLarge,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `cancel_booking` (POST /api/restaurants/{restaurant_id}/bookings/{booking_id}/cancel). */
export const cancelBookingSchemas = {
  path: z.object({ restaurant_id: z.guid(), booking_id: z.guid() }),
  responses: {
    "200": Booking,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InvalidTransition,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `complete_booking` (POST /api/restaurants/{restaurant_id}/bookings/{booking_id}/complete). */
export const completeBookingSchemas = {
  path: z.object({ restaurant_id: z.guid(), booking_id: z.guid() }),
  responses: {
    "200": Booking,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InvalidTransition,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `confirm_booking` (POST /api/restaurants/{restaurant_id}/bookings/{booking_id}/confirm). */
export const confirmBookingSchemas = {
  path: z.object({ restaurant_id: z.guid(), booking_id: z.guid() }),
  responses: {
    "200": Booking,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InvalidTransition,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `no_show_booking` (POST /api/restaurants/{restaurant_id}/bookings/{booking_id}/no-show). */
export const noShowBookingSchemas = {
  path: z.object({ restaurant_id: z.guid(), booking_id: z.guid() }),
  responses: {
    "200": Booking,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InvalidTransition,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `seat_booking` (POST /api/restaurants/{restaurant_id}/bookings/{booking_id}/seat). */
export const seatBookingSchemas = {
  path: z.object({ restaurant_id: z.guid(), booking_id: z.guid() }),
  responses: {
    "200": Booking,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409InvalidTransition,
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
    "408": ErrorEnvelope408,
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
    "408": ErrorEnvelope408,
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
    "408": ErrorEnvelope408,
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

/** Request and response schemas of `get_reservation_settings` (GET /api/restaurants/{restaurant_id}/reservation-settings). */
export const getReservationSettingsSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  responses: {
    "200": ReservationSettings,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `update_reservation_settings` (PUT /api/restaurants/{restaurant_id}/reservation-settings). */
export const updateReservationSettingsSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  body: ReservationSettingsUpdate,
  responses: {
    "200": ReservationSettings,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_dining_tables` (GET /api/restaurants/{restaurant_id}/tables). */
export const listDiningTablesSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  query: z.object({
    area_id: z.guid().optional(),
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": DiningTablePage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_dining_table` (POST /api/restaurants/{restaurant_id}/tables). */
export const createDiningTableSchemas = {
  path: z.object({ restaurant_id: z.guid() }),
  body: DiningTableCreate,
  responses: {
    "201": DiningTable,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_dining_table` (GET /api/restaurants/{restaurant_id}/tables/{table_id}). */
export const getDiningTableSchemas = {
  path: z.object({ restaurant_id: z.guid(), table_id: z.guid() }),
  responses: {
    "200": DiningTable,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `delete_dining_table` (DELETE /api/restaurants/{restaurant_id}/tables/{table_id}). */
export const deleteDiningTableSchemas = {
  path: z.object({ restaurant_id: z.guid(), table_id: z.guid() }),
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

/** Request and response schemas of `update_dining_table` (PATCH /api/restaurants/{restaurant_id}/tables/{table_id}). */
export const updateDiningTableSchemas = {
  path: z.object({ restaurant_id: z.guid(), table_id: z.guid() }),
  body: DiningTableUpdate,
  responses: {
    "200": DiningTable,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_restaurant_webhooks` (GET /api/webhooks). */
export const listRestaurantWebhooksSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": RestaurantWebhookPage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `create_restaurant_webhook` (POST /api/webhooks). */
export const createRestaurantWebhookSchemas = {
  body: RestaurantWebhookCreate,
  responses: {
    "201": RestaurantWebhookCreated,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403UrlRefusedNoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `get_restaurant_webhook` (GET /api/webhooks/{webhook_id}). */
export const getRestaurantWebhookSchemas = {
  path: z.object({ webhook_id: z.guid() }),
  responses: {
    "200": RestaurantWebhook,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `delete_restaurant_webhook` (DELETE /api/webhooks/{webhook_id}). */
export const deleteRestaurantWebhookSchemas = {
  path: z.object({ webhook_id: z.guid() }),
  responses: {
    "204": z.undefined(),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403NoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `update_restaurant_webhook` (PATCH /api/webhooks/{webhook_id}). */
export const updateRestaurantWebhookSchemas = {
  path: z.object({ webhook_id: z.guid() }),
  body: RestaurantWebhookUpdate,
  responses: {
    "200": RestaurantWebhook,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403UrlRefusedNoOrganizationForbiddenRole,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `list_restaurant_webhook_deliveries` (GET /api/webhooks/{webhook_id}/deliveries). */
export const listRestaurantWebhookDeliveriesSchemas = {
  path: z.object({ webhook_id: z.guid() }),
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": RestaurantWebhookDeliveryPage,
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
