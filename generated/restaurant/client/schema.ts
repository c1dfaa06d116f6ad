// Generated from spec/restaurant by codegen — run `npm run generate`. Do not edit.
export interface paths {
  "/.well-known/oauth-protected-resource": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Protected-resource metadata
     * @description OAuth 2.0 protected-resource metadata (RFC 9728): what MCP clients fetch after a 401 from
     *     `/mcp`, whose `WWW-Authenticate` challenge names this URL.
     */
    get: operations["oauth_protected_resource"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/.well-known/x402": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * x402 discovery
     * @description x402 discovery: the paid routes of this service.
     */
    get: operations["x402_discovery"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/analytics/customer-insights": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Customer insights report
     * @description Our design: customers served over the range (completed orders): new against returning,
     *     average spend and orders per customer, and how many orders had no customer.
     */
    get: operations["get_customer_insights_report"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/analytics/order-trends": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Order trends report
     * @description Our design: order counts by local day, by state, by local hour of the day and by channel.
     */
    get: operations["get_order_trends_report"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/analytics/revenue": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Revenue report
     * @description Our design: revenue of completed orders — totals, every day of the range and each channel.
     *     The totals are exactly the sums over the orders covered; days and channels add up to them.
     */
    get: operations["get_revenue_report"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/analytics/top-items": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Top items report
     * @description Our design: the items sold most on completed orders, by units and by net revenue (from the order lines).
     */
    get: operations["get_top_items_report"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/api-keys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List API keys
     * @description The organization's live keys, newest first.
     */
    get: operations["list_api_keys"];
    put?: never;
    /**
     * Create an API key
     * @description Mints a key; its secret is in this answer only.
     */
    post: operations["create_api_key"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/api-keys/{key_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke an API key
     * @description Revokes a key at once.
     */
    delete: operations["revoke_api_key"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-in/email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with e-mail
     * @description Signs in with e-mail and password and answers a session token (7 days, or 30 with
     *     `rememberMe`). A wrong address or password answers 401 `invalid_login` without saying which.
     *     After 5 failures for one address or 20 from one client address in 15 minutes, attempts are
     *     refused with 429 until the window ends (`Retry-After`).
     */
    post: operations["sign_in_email"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-out": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out
     * @description Our design: ends the session whose token is the bearer. With an API key there is no session to
     *     end: the answer is the same and nothing changes.
     */
    post: operations["sign_out"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-up/email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign up with e-mail
     * @description Our design: creates an account with an e-mail address and a password and signs it in; the new
     *     account belongs to no organization until it creates one (`POST /api/organizations`) or a
     *     restaurant's manager adds it. 409 `email_taken` when the address already has an account.
     */
    post: operations["sign_up_email"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/automation-rules": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List automation rules
     * @description Newest first.
     */
    get: operations["list_automation_rules"];
    put?: never;
    /**
     * Create an automation rule
     * @description Creates a rule.
     */
    post: operations["create_automation_rule"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/automation-rules/{rule_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an automation rule
     * @description One rule.
     */
    get: operations["get_automation_rule"];
    put?: never;
    post?: never;
    /**
     * Delete an automation rule
     * @description Deletes a rule and its run history.
     */
    delete: operations["delete_automation_rule"];
    options?: never;
    head?: never;
    /**
     * Update an automation rule
     * @description Changes a rule; runs already done stay.
     */
    patch: operations["update_automation_rule"];
    trace?: never;
  };
  "/api/automation-rules/{rule_id}/runs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an automation rule's runs
     * @description The rule's runs, newest first: customer, trigger, actions done, when.
     */
    get: operations["list_automation_runs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/campaigns": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List campaigns
     * @description Newest first; `status` filters.
     */
    get: operations["list_campaigns"];
    put?: never;
    /**
     * Create a campaign
     * @description Creates a draft.
     */
    post: operations["create_campaign"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/campaigns/{campaign_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a campaign
     * @description One campaign.
     */
    get: operations["get_campaign"];
    put?: never;
    post?: never;
    /**
     * Delete a campaign
     * @description Deletes a draft or a cancelled campaign; 409 `invalid_transition` for a scheduled one (cancel
     *     it first) or a sent one (kept as the record of who was sent what).
     */
    delete: operations["delete_campaign"];
    options?: never;
    head?: never;
    /**
     * Update a campaign
     * @description Changes a draft; 409 `invalid_transition` for any other status.
     */
    patch: operations["update_campaign"];
    trace?: never;
  };
  "/api/campaigns/{campaign_id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a campaign
     * @description draft or scheduled → cancelled.
     */
    post: operations["cancel_campaign"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/campaigns/{campaign_id}/schedule": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Schedule a campaign
     * @description draft → scheduled. Sent at `scheduled_at`, or at the next minute sweep when it has none;
     *     422 `unprocessable` when `scheduled_at` has already passed.
     */
    post: operations["schedule_campaign"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/campaigns/{campaign_id}/sends": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a campaign's sends
     * @description The customers a sent campaign went to (empty before it is sent).
     */
    get: operations["list_campaign_sends"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customers": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List customers
     * @description Our design: the organization's customers, newest first. `q` finds a part of the name, e-mail
     *     address or phone number (case-insensitive); `tag` keeps customers carrying the tag.
     */
    get: operations["list_customers"];
    put?: never;
    /**
     * Create a customer
     * @description Our design: adds a customer. 409 `conflict` when another customer of the organization has the
     *     e-mail address or phone number (`issues` names which).
     */
    post: operations["create_customer"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customers/{customer_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a customer
     * @description Our design: one customer, with addresses, visit statistics and loyalty summary.
     */
    get: operations["get_customer"];
    put?: never;
    post?: never;
    /**
     * Delete a customer
     * @description Our design: deletes a customer with their addresses and loyalty history (manager). Their
     *     orders are kept, no longer linked to anyone.
     */
    delete: operations["delete_customer"];
    options?: never;
    head?: never;
    /**
     * Update a customer
     * @description Our design: changes a customer. 409 `conflict` when another customer has the e-mail address or
     *     phone number; 400 for an address `id` that is not one of the customer's.
     */
    patch: operations["update_customer"];
    trace?: never;
  };
  "/api/customers/{customer_id}/loyalty": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a customer's loyalty account
     * @description Our design: the balance, lifetime points, tier, next tier and latest entries.
     */
    get: operations["get_customer_loyalty"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customers/{customer_id}/loyalty/adjustments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Adjust a customer's points
     * @description Our design: adds or takes points by hand, with a reason (manager). Taking more than the
     *     balance is refused with 409 `insufficient_points`: the balance never goes below zero.
     */
    post: operations["create_loyalty_adjustment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/customers/{customer_id}/loyalty/ledger": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a customer's loyalty ledger
     * @description Our design: every change of the balance, newest first.
     */
    get: operations["list_customer_loyalty_ledger"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/loyalty/program": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the loyalty program
     * @description The program; a program never saved answers paused, with no rules and no tiers.
     */
    get: operations["get_loyalty_program"];
    /**
     * Save the loyalty program
     * @description Saves the whole program (manager). Changed rules apply to orders completed afterwards; tiers
     *     apply at once. 400 for two tiers with one name or one `min_points`.
     */
    put: operations["put_loyalty_program"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/loyalty/rewards": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List rewards
     * @description Our design: the rewards, in the order they were created.
     */
    get: operations["list_loyalty_rewards"];
    put?: never;
    /**
     * Create a reward
     * @description Our design: adds a reward (manager).
     */
    post: operations["create_loyalty_reward"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/loyalty/rewards/{reward_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a reward
     * @description Our design: one reward.
     */
    get: operations["get_loyalty_reward"];
    put?: never;
    post?: never;
    /**
     * Delete a reward
     * @description Our design: deletes a reward (manager); the ledger keeps its redemptions.
     */
    delete: operations["delete_loyalty_reward"];
    options?: never;
    head?: never;
    /**
     * Update a reward
     * @description Our design: changes a reward (manager); redemptions already made keep what they gave.
     */
    patch: operations["update_loyalty_reward"];
    trace?: never;
  };
  "/api/menu/categories": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List menu categories
     * @description The organization's categories, newest first (`position` is the display order).
     */
    get: operations["list_menu_categories"];
    put?: never;
    /**
     * Create a menu category
     * @description Adds a category.
     */
    post: operations["create_menu_category"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/menu/categories/{category_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a menu category
     * @description One category.
     */
    get: operations["get_menu_category"];
    put?: never;
    post?: never;
    /**
     * Delete a menu category
     * @description Deletes a category; its food items stay, uncategorized (`category_id` null).
     */
    delete: operations["delete_menu_category"];
    options?: never;
    head?: never;
    /**
     * Update a menu category
     * @description Changes a category.
     */
    patch: operations["update_menu_category"];
    trace?: never;
  };
  "/api/menu/food-items": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List food items
     * @description The organization's food items, newest first; `category_id` keeps one category's.
     */
    get: operations["list_food_items"];
    put?: never;
    /**
     * Create a food item
     * @description Adds a food item. 422 `unprocessable` for a category or modifier group that is not the
     *     organization's; 400 for a repeated modifier group or an `id` on a new variant.
     */
    post: operations["create_food_item"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/menu/food-items/{food_item_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a food item
     * @description One food item.
     */
    get: operations["get_food_item"];
    put?: never;
    post?: never;
    /**
     * Delete a food item
     * @description Deletes a food item. 409 `in_use` while a preset menu lists it or a restaurant overrides it
     *     (take it off those first, or set `available: false`); past orders keep their lines.
     */
    delete: operations["delete_food_item"];
    options?: never;
    head?: never;
    /**
     * Update a food item
     * @description Changes a food item (see {
     */
    patch: operations["update_food_item"];
    trace?: never;
  };
  "/api/menu/modifier-groups": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List modifier groups
     * @description The organization's modifier groups, newest first.
     */
    get: operations["list_modifier_groups"];
    put?: never;
    /**
     * Create a modifier group
     * @description Adds a modifier group. 400 when `min_selections` exceeds `max_selections`, when
     *     `max_selections` exceeds the number of options, or for an `id` on a new option.
     */
    post: operations["create_modifier_group"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/menu/modifier-groups/{modifier_group_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a modifier group
     * @description One modifier group.
     */
    get: operations["get_modifier_group"];
    put?: never;
    post?: never;
    /**
     * Delete a modifier group
     * @description Deletes a modifier group. 409 `in_use` while a food item offers it.
     */
    delete: operations["delete_modifier_group"];
    options?: never;
    head?: never;
    /**
     * Update a modifier group
     * @description Changes a modifier group; the limits are checked against the result (400 as on create). 422
     *     `unprocessable` for an option id that is not this group's.
     */
    patch: operations["update_modifier_group"];
    trace?: never;
  };
  "/api/menu/preset-menus": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List preset menus
     * @description The organization's preset menus, newest first.
     */
    get: operations["list_preset_menus"];
    put?: never;
    /**
     * Create a preset menu
     * @description Adds a preset menu. 422 `unprocessable` for a food item that is not the organization's; 400
     *     for an item listed twice.
     */
    post: operations["create_preset_menu"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/menu/preset-menus/{preset_menu_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a preset menu
     * @description One preset menu.
     */
    get: operations["get_preset_menu"];
    put?: never;
    post?: never;
    /**
     * Delete a preset menu
     * @description Deletes a preset menu. 409 `in_use` while a restaurant serves it.
     */
    delete: operations["delete_preset_menu"];
    options?: never;
    head?: never;
    /**
     * Update a preset menu
     * @description Changes a preset menu; every restaurant serving it sells the new list at once.
     */
    patch: operations["update_preset_menu"];
    trace?: never;
  };
  "/api/organization": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the organization
     * @description The caller's organization; 403 `no_organization` when the caller belongs to none.
     */
    get: operations["get_organization"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/organizations": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create the organization
     * @description Creates an organization with the caller as its owner. 409 `already_member` when the caller
     *     already belongs to one (a person works for one business).
     */
    post: operations["create_organization"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/promotions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List promotions
     * @description Newest first; `active` filters.
     */
    get: operations["list_promotions"];
    put?: never;
    /**
     * Create a promotion
     * @description Creates a promotion.
     */
    post: operations["create_promotion"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/promotions/{promotion_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a promotion
     * @description One promotion.
     */
    get: operations["get_promotion"];
    put?: never;
    post?: never;
    /**
     * Delete a promotion
     * @description Deletes a promotion that no order used (409 `in_use` otherwise: deactivate it instead).
     */
    delete: operations["delete_promotion"];
    options?: never;
    head?: never;
    /**
     * Update a promotion
     * @description Changes a promotion; orders already placed keep what they were given.
     */
    patch: operations["update_promotion"];
    trace?: never;
  };
  "/api/restaurant-orders": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List orders
     * @description The orders of the restaurants the caller holds a role on (the owner: all), newest first,
     *     filtered by restaurant, status, channel, customer and placing time. The seed's route,
     *     authenticated with `x-api-key` (a session bearer works too).
     */
    get: operations["list_orders"];
    put?: never;
    /**
     * Place an order
     * @description Our design: places an order (staff of the restaurant). Each line's item and variant must be
     *     on sale at the restaurant now (422 `item_unavailable`), its modifier choices within each
     *     group's limits (422 `invalid_modifiers`); promotion codes must apply (409
     *     `promotion_unavailable`); a reward needs the points (409 `insufficient_points`). With an
     *     `Idempotency-Key`, a repeat with the same body answers the first order (200,
     *     `Idempotent-Replayed: true`) and a different body 409 `idempotency_key_reused`; nothing is
     *     written twice.
     */
    post: operations["create_order"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurant-orders/quote": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Price an order without placing it
     * @description Our design: prices a cart as `create_order` would now — the same checks and promotions — and
     *     stores nothing (a reward is not priced here: redeeming holds points).
     */
    post: operations["quote_order"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurant-orders/{order_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an order
     * @description Our design: one order of a restaurant the caller holds a role on.
     */
    get: operations["get_order"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurant-orders/{order_id}/accept": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Accept an order
     * @description placed → accepted.
     */
    post: operations["accept_order"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurant-orders/{order_id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel an order
     * @description Any state before completion → cancelled (staff); completed → cancelled is a void (managers),
     *     which takes back the points the order earned. A redeemed reward's points and promotion uses
     *     are given back.
     */
    post: operations["cancel_order"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurant-orders/{order_id}/complete": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Complete an order
     * @description picked_up, out_for_delivery, or ready (dine-in: served) → completed. Grants the customer's
     *     loyalty points.
     */
    post: operations["complete_order"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurant-orders/{order_id}/dispatch": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send an order out for delivery
     * @description ready → out_for_delivery (delivery orders).
     */
    post: operations["dispatch_order"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurant-orders/{order_id}/fail": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark an order failed
     * @description Any state before completion → failed (the kitchen or the courier could not finish it).
     */
    post: operations["fail_order"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurant-orders/{order_id}/pick-up": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark an order picked up
     * @description ready → picked_up: the guest or courier took it (every channel but dine-in and delivery).
     */
    post: operations["pick_up_order"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurant-orders/{order_id}/ready": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark an order ready
     * @description preparing → ready.
     */
    post: operations["ready_order"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurant-orders/{order_id}/start": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start preparing an order
     * @description accepted → preparing.
     */
    post: operations["start_order"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurants": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List restaurants
     * @description The restaurants the caller holds a role on, newest first.
     */
    get: operations["list_restaurants"];
    put?: never;
    /**
     * Create a restaurant
     * @description Our design: adds a restaurant (owner). 400 for a time zone the server does not know.
     */
    post: operations["create_restaurant"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a restaurant
     * @description Our design: one restaurant the caller holds a role on.
     */
    get: operations["get_restaurant"];
    put?: never;
    post?: never;
    /**
     * Delete a restaurant
     * @description Our design: deletes a restaurant (owner). 409 `in_use` while it has orders or
     *     bookings: history is kept.
     */
    delete: operations["delete_restaurant"];
    options?: never;
    head?: never;
    /**
     * Update a restaurant
     * @description Our design: changes a restaurant (owner or its manager).
     */
    patch: operations["update_restaurant"];
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/areas": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List dining areas
     * @description The restaurant's areas, in the order they were added.
     */
    get: operations["list_dining_areas"];
    put?: never;
    /**
     * Create a dining area
     * @description Adds an area (manager). 409 `conflict` when the restaurant has an area of that name.
     */
    post: operations["create_dining_area"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/areas/{area_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a dining area
     * @description One area.
     */
    get: operations["get_dining_area"];
    put?: never;
    post?: never;
    /**
     * Delete a dining area
     * @description Deletes an area (manager); 409 `in_use` while tables stand in it.
     */
    delete: operations["delete_dining_area"];
    options?: never;
    head?: never;
    /**
     * Update a dining area
     * @description Renames or moves an area (manager); 409 `conflict` for a name taken here.
     */
    patch: operations["update_dining_area"];
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/availability": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Find available slots
     * @description The start times on `date` (the restaurant's local date) at which a party of `party_size`
     *     can be seated for `stay_minutes` (default: the settings' stay for that party size). A slot is
     *     listed when it lies in an opening period that opens on `date` (a period past midnight keeps
     *     its slots on the day it opened), the stay ends by the period's close, it is no earlier than
     *     the lead time from now (so never in the past) nor beyond `max_days_ahead`, and a table — or
     *     a set of joinable tables — is free for the stay plus the buffer. Slots come in time order;
     *     local times a daylight-saving change skips are left out. Without `date` (our design): the
     *     first local day from today that has a slot, looking up to `max_days_ahead` days ahead (today,
     *     with no slots, when none has one); `date` in the answer names the day. 422 `party_too_large`
     *     when no active table or joinable set seats the party at all.
     */
    get: operations["get_availability"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/bookings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List bookings
     * @description The restaurant's bookings, earliest start first; `date` is a local date in its time zone.
     */
    get: operations["list_bookings"];
    put?: never;
    /**
     * Create a booking
     * @description Books a table: `pending`, or `confirmed` when the settings confirm automatically. The start
     *     must be bookable as availability says (an opening period that holds the whole stay, no
     *     earlier than the lead time, within `max_days_ahead`), else 422 naming `starts_at`; any start
     *     minute is accepted, not only slot times. 422 `party_too_large` when no active table or
     *     joinable set seats the party (or the tables named seat fewer); 422 for `table_ids` that are
     *     not this restaurant's active tables or not one joinable group; 409 `slot_taken` when a table
     *     named is taken for an overlapping time (stay plus buffer), or when the server finds none free.
     */
    post: operations["create_booking"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/bookings/{booking_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a booking
     * @description One booking.
     */
    get: operations["get_booking"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update a booking
     * @description Changes guest details and notes at any time; time, stay, party size and tables only while
     *     pending or confirmed (else 409 `invalid_transition`), re-checked as creation does — without
     *     `table_ids` the booking keeps its tables when they still fit and are free, else the server
     *     picks again. A refused change leaves the booking as it was.
     */
    patch: operations["update_booking"];
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/bookings/{booking_id}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a booking
     * @description pending or confirmed → cancelled; the tables are free at once.
     */
    post: operations["cancel_booking"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/bookings/{booking_id}/complete": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Complete a booking
     * @description seated → completed: the guests left; the tables are free at once.
     */
    post: operations["complete_booking"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/bookings/{booking_id}/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a booking
     * @description pending → confirmed.
     */
    post: operations["confirm_booking"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/bookings/{booking_id}/no-show": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark a booking as a no-show
     * @description pending or confirmed → no_show: the guests did not come; the tables are free at once.
     */
    post: operations["no_show_booking"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/bookings/{booking_id}/seat": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Seat a booking
     * @description pending or confirmed → seated: the guests arrived.
     */
    post: operations["seat_booking"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/members": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a restaurant's members
     * @description The restaurant's people: its owner first, then members in the order they were added.
     */
    get: operations["list_restaurant_members"];
    put?: never;
    /**
     * Add a member to a restaurant
     * @description Gives someone with an account a role here (owner, or the restaurant's manager for `staff`).
     *     404 `unknown_account` when no account has the address (they sign up first); 409
     *     `already_member` when they belong to another organization or already hold a role here.
     */
    post: operations["add_restaurant_member"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/members/{user_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a member from a restaurant
     * @description Takes a member's role here away (owner, or a manager for staff). The owner holds every
     *     restaurant and cannot be removed: 409.
     */
    delete: operations["remove_restaurant_member"];
    options?: never;
    head?: never;
    /**
     * Change a member's role
     * @description Changes a member's role here (owner).
     */
    patch: operations["update_restaurant_member"];
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/menu": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a restaurant's menu
     * @description The restaurant's menu configuration; 404 while none is set.
     */
    get: operations["get_restaurant_menu"];
    /**
     * Set a restaurant's menu
     * @description Sets the restaurant's menu, replacing the previous configuration. 422 `unprocessable` for a
     *     preset menu, food item or variant that is not the organization's (a variant: not that
     *     item's); 400 for a window of zero length or two overrides of the same item or variant.
     *     Overrides of items the preset does not list are kept and have no effect until it does.
     */
    put: operations["set_restaurant_menu"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/menu/sellable": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What a restaurant sells now
     * @description What the restaurant sells at `at` (default: now): the preset's items available
     *     organization-wide, minus those this restaurant takes off or whose windows exclude the moment
     *     (read on the restaurant's clock, in its time zone), at the restaurant's prices, with each
     *     modifier group's available options. A closed restaurant, one with no menu set, or a moment
     *     outside the menu's windows sells nothing (`open`, `serving`). An item whose required group
     *     has fewer available options than its minimum is left out (it could not be ordered).
     */
    get: operations["get_restaurant_sellable_menu"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/reservation-settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get reservation settings
     * @description The restaurant's reservation settings (the defaults until a manager sets them).
     */
    get: operations["get_reservation_settings"];
    /**
     * Set reservation settings
     * @description Replaces the settings (manager). Existing bookings keep their times and tables.
     */
    put: operations["update_reservation_settings"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/tables": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List tables
     * @description The restaurant's tables (of one area when `area_id` is given), in the order they were added.
     */
    get: operations["list_dining_tables"];
    put?: never;
    /**
     * Create a table
     * @description Adds a table (manager). 400 when `max_capacity` is below `min_capacity`; 422 for an `area_id`
     *     that is not one of this restaurant's areas; 409 `conflict` for a label taken here.
     */
    post: operations["create_dining_table"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/restaurants/{restaurant_id}/tables/{table_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a table
     * @description One table.
     */
    get: operations["get_dining_table"];
    put?: never;
    post?: never;
    /**
     * Delete a table
     * @description Deletes a table (manager); 409 `in_use` once it has bookings: deactivate it instead.
     */
    delete: operations["delete_dining_table"];
    options?: never;
    head?: never;
    /**
     * Update a table
     * @description Changes a table (manager), with the rules of creation. Existing bookings keep the table:
     *     deactivating it stops new ones only.
     */
    patch: operations["update_dining_table"];
    trace?: never;
  };
  "/api/webhooks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List webhooks
     * @description Newest first.
     */
    get: operations["list_restaurant_webhooks"];
    put?: never;
    /**
     * Create a webhook
     * @description Subscribes a URL to event types; answers the signing secret once.
     */
    post: operations["create_restaurant_webhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/webhooks/{webhook_id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a webhook
     * @description One webhook.
     */
    get: operations["get_restaurant_webhook"];
    put?: never;
    post?: never;
    /**
     * Delete a webhook
     * @description Deletes a webhook and its pending deliveries.
     */
    delete: operations["delete_restaurant_webhook"];
    options?: never;
    head?: never;
    /**
     * Update a webhook
     * @description Changes a webhook; pending deliveries go to its URL as it is when they are attempted.
     */
    patch: operations["update_restaurant_webhook"];
    trace?: never;
  };
  "/api/webhooks/{webhook_id}/deliveries": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a webhook's deliveries
     * @description The webhook's deliveries, newest first: the delivery log.
     */
    get: operations["list_restaurant_webhook_deliveries"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/docs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * API reference (HTML)
     * @description The interactive reference of this service (HTML): every operation of this document, with
     *     "try it" sending requests to this very server. The page loads only its own script
     *     (`/docs/scalar.js`) and this service's `/openapi.json`; nothing from elsewhere.
     */
    get: operations["docs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/docs/scalar.js": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * API reference script
     * @description The script of the reference page (Scalar's API reference bundle), served by this server.
     *     Requested with `v` set to the bundle's current version tag, as the page does, it may be
     *     cached for a year (`Cache-Control: immutable`); otherwise for five minutes.
     */
    get: operations["docs_script"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Health
     * @description Service and database health.
     */
    get: operations["health"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/llms.txt": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Service description for language models
     * @description A plain-text description of the service for language models.
     */
    get: operations["llms_txt"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/mcp": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Model Context Protocol endpoint
     * @description Model Context Protocol endpoint (Streamable HTTP, stateless): one tool per operation,
     *     run through the same validation, metering and handlers as the REST routes; the service's
     *     OpenAPI document and llms.txt are its resources. GET and DELETE answer 405. A browser page
     *     may call it only from this server's own origin or one listed in `CORS_ORIGINS` (403 otherwise).
     */
    post: operations["mcp"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/openapi.json": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * OpenAPI document
     * @description The published OpenAPI 3.1 document of this service.
     */
    get: operations["openapi_json"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description How completed orders earn points, told apart by `type`; an order earns the sum of every rule. */
    AccrualRule:
      | components["schemas"]["SpendRule"]
      | components["schemas"]["VisitRule"]
      | components["schemas"]["ItemRule"]
      | components["schemas"]["CategoryRule"];
    /** @description A postal address. */
    Address: {
      line1: string;
      line2?: string;
      city: string;
      postal_code?: string;
      /** @description ISO 3166-1 alpha-2 country code. */
      country: string;
    };
    /**
     * Format: int64
     * @description An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to
     *     100,000,000 (our design: one line of an order never reaches a million dollars).
     */
    Amount: number;
    /**
     * Format: int64
     * @description A sum of amounts in the minor unit of the organization's currency.
     */
    AmountSum: number;
    /** @description An API key of the organization (never its secret, except once in { */
    ApiKey: {
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      /** @description The key's first characters, to recognise it. */
      start: string;
      /** @description The member whose rights the key acts with. */
      created_by: components["schemas"]["RecordId"];
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @description What minting an API key takes.
     * @example {
     *       "name": "POS integration"
     *     }
     */
    ApiKeyCreate: {
      name: components["schemas"]["DisplayName"];
    };
    /** @description A new API key with its secret, shown this once. */
    ApiKeyCreated: {
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      /** @description The key's first characters, to recognise it. */
      start: string;
      /** @description The member whose rights the key acts with. */
      created_by: components["schemas"]["RecordId"];
      /** Format: date-time */
      created_at: string;
      /** @description The secret: send it as `x-api-key`. Stored hashed; it cannot be shown again. */
      key: string;
    };
    /** @description A page of API keys, newest first. */
    ApiKeyPage: {
      api_keys: components["schemas"]["ApiKey"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /** @description A promotion the server applied, and how much it took off. */
    AppliedPromotion: {
      promotion_id: components["schemas"]["RecordId"];
      name: string;
      amount: components["schemas"]["Amount"];
    };
    /** @description A loyalty reward redeemed on the order, and what it took off. */
    AppliedReward: {
      reward_id: components["schemas"]["RecordId"];
      name: string;
      /** Format: int64 */
      points_cost: number;
      amount: components["schemas"]["Amount"];
    };
    /** @description A customer tag a promotion or a campaign targets: 1 to 50 characters. */
    AudienceTag: string;
    /** @description What a rule does, in order, told apart by `type`. */
    AutomationAction:
      | components["schemas"]["GrantPointsAction"]
      | components["schemas"]["GrantRewardAction"]
      | components["schemas"]["TagCustomerAction"];
    /** @description One action a run did. */
    AutomationActionDone: {
      /** @enum {string} */
      type: "grant_points" | "grant_reward" | "tag_customer";
      /** @description Points granted (`grant_points`, `grant_reward`); null otherwise. */
      points: number | null;
      /** @description The ledger entry of the grant; null for `tag_customer`. */
      ledger_entry_id: components["schemas"]["RecordId"] | null;
      /** @description `grant_reward`: the reward. */
      reward_id: components["schemas"]["RecordId"] | null;
      /** @description `tag_customer`: the tag. */
      tag: string | null;
    };
    /** @description A condition every one of which must hold for the actions to run, told apart by `type`. */
    AutomationCondition:
      | components["schemas"]["OrderTotalCondition"]
      | components["schemas"]["CustomerTagCondition"]
      | components["schemas"]["VisitsCondition"];
    /**
     * @description An automation rule: trigger → conditions → actions, e.g. "no visit for 30 days → grant a
     *     reward". Our design (Toast's and Square's loyalty automations): a rule runs at most once per
     *     customer and occurrence (an order, a no-show, a balance change, an absence), so a repeated event
     *     or sweep never grants twice; a run whose action fails (a deleted reward) is recorded as `failed`
     *     and leaves the event's own change alone.
     */
    AutomationRule: {
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      trigger: components["schemas"]["AutomationTrigger"];
      conditions: components["schemas"]["AutomationCondition"][];
      actions: components["schemas"]["AutomationAction"][];
      /** @description Off: the rule runs on nothing (it stays listed). */
      enabled: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @description What creating a rule takes.
     * @example {
     *       "name": "Win back",
     *       "trigger": {
     *         "type": "no_visit_for_days",
     *         "days": 30
     *       },
     *       "conditions": [
     *         {
     *           "type": "visits_at_least",
     *           "count": 2
     *         }
     *       ],
     *       "actions": [
     *         {
     *           "type": "grant_points",
     *           "points": 100
     *         }
     *       ]
     *     }
     */
    AutomationRuleCreate: {
      name: components["schemas"]["DisplayName"];
      trigger: components["schemas"]["AutomationTrigger"];
      /** @default [] */
      conditions: components["schemas"]["AutomationCondition"][];
      actions: components["schemas"]["AutomationAction"][];
      /** @default true */
      enabled: boolean;
    };
    /** @description A page of rules, newest first. */
    AutomationRulePage: {
      rules: components["schemas"]["AutomationRule"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /**
     * @description What updating a rule takes: the members sent change (lists are replaced whole).
     * @example {
     *       "enabled": false
     *     }
     */
    AutomationRuleUpdate: {
      name?: components["schemas"]["DisplayName"];
      trigger?: components["schemas"]["AutomationTrigger"];
      conditions?: components["schemas"]["AutomationCondition"][];
      actions?: components["schemas"]["AutomationAction"][];
      enabled?: boolean;
    };
    /** @description One run of a rule for one customer. */
    AutomationRun: {
      id: components["schemas"]["RecordId"];
      rule_id: components["schemas"]["RecordId"];
      customer_id: components["schemas"]["RecordId"] | null;
      /**
       * @description The trigger's `type` the run answered.
       * @enum {string}
       */
      trigger: "order.completed" | "no_visit_for_days" | "points_reached" | "reservation.no_show";
      /**
       * @description `failed`: an action failed and none of its actions took effect (`detail` says why).
       * @enum {string}
       */
      status: "succeeded" | "failed";
      /** @description What it did (empty when it failed). */
      actions: components["schemas"]["AutomationActionDone"][];
      detail: string | null;
      /** Format: date-time */
      created_at: string;
    };
    /** @description A page of runs, newest first. */
    AutomationRunPage: {
      runs: components["schemas"]["AutomationRun"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /** @description What starts a rule, told apart by `type`. */
    AutomationTrigger:
      | components["schemas"]["OrderCompletedTrigger"]
      | components["schemas"]["NoVisitTrigger"]
      | components["schemas"]["PointsReachedTrigger"]
      | components["schemas"]["NoShowTrigger"];
    /** @description The bookable slots of one day for one party. */
    Availability: {
      /** Format: date */
      date: string;
      party_size: components["schemas"]["PartySize"];
      stay_minutes: components["schemas"]["StayMinutes"];
      slots: components["schemas"]["AvailableSlot"][];
    };
    /** @description One bookable start time and the tables a booking made now would get. */
    AvailableSlot: {
      /** @description The local start time in the restaurant's time zone. */
      time: components["schemas"]["LocalTime"];
      /** Format: date-time */
      starts_at: string;
      /**
       * Format: date-time
       * @description When the stay ends (the buffer is not included).
       */
      ends_at: string;
      /** @description The smallest free table that fits, or else the smallest free joinable set. */
      tables: components["schemas"]["TableRef"][];
      /** @description Whether `tables` is a joined set. */
      joined: boolean;
    };
    /** @description A table booking. Our design. */
    Booking: {
      id: components["schemas"]["RecordId"];
      restaurant_id: components["schemas"]["RecordId"];
      status: components["schemas"]["BookingStatus"];
      party_size: components["schemas"]["PartySize"];
      /** Format: date-time */
      starts_at: string;
      /**
       * Format: date-time
       * @description `starts_at` plus the stay (the buffer after it is not included).
       */
      ends_at: string;
      stay_minutes: components["schemas"]["StayMinutes"];
      /** @description The tables held (more than one: a joined set). */
      tables: components["schemas"]["TableRef"][];
      guest_name: components["schemas"]["DisplayName"];
      guest_phone: string | null;
      /** Format: email */
      guest_email: string | null;
      notes: string | null;
      /** @description When each move happened; null until it did. */
      confirmed_at: string | null;
      seated_at: string | null;
      completed_at: string | null;
      cancelled_at: string | null;
      no_show_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @description What booking a table takes.
     * @example {
     *       "party_size": 4,
     *       "starts_at": "2030-05-17T19:00:00Z",
     *       "guest_name": "Ada Lovelace",
     *       "guest_phone": "+351 912 345 678"
     *     }
     */
    BookingCreate: {
      party_size: components["schemas"]["PartySize"];
      /** Format: date-time */
      starts_at: string;
      /** @description Default: the settings' stay for the party size. */
      stay_minutes?: components["schemas"]["StayMinutes"];
      /**
       * @description The tables to hold (staff choosing); absent, the server picks the smallest free table that
       *     fits, else the smallest free joinable set. Several tables must be joinable and of one group.
       */
      table_ids?: components["schemas"]["RecordId"][];
      guest_name: components["schemas"]["DisplayName"];
      guest_phone?: string;
      guest_email?: components["schemas"]["EmailAddress"];
      notes?: components["schemas"]["Note"];
    };
    /** @description A page of bookings, earliest start first. */
    BookingPage: {
      bookings: components["schemas"]["Booking"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /**
     * @description Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):
     *
     *     | from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |
     *     |---|---|---|---|---|---|
     *     | pending | confirmed | seated | — | cancelled | no_show |
     *     | confirmed | — | seated | — | cancelled | no_show |
     *     | seated | — | — | completed | — | — |
     *
     *     `completed`, `cancelled` and `no_show` are final and free the tables at once.
     * @enum {string}
     */
    BookingStatus: "pending" | "confirmed" | "seated" | "completed" | "cancelled" | "no_show";
    /**
     * @description What updating a booking takes: the members sent change. Changing the time, stay, party size or
     *     tables re-checks them as creation does (only while pending or confirmed).
     * @example {
     *       "party_size": 6
     *     }
     */
    BookingUpdate: {
      party_size?: components["schemas"]["PartySize"];
      /** Format: date-time */
      starts_at?: string;
      stay_minutes?: components["schemas"]["StayMinutes"];
      table_ids?: components["schemas"]["RecordId"][];
      guest_name?: components["schemas"]["DisplayName"];
      guest_phone?: string | null;
      /** Format: email */
      guest_email?: string | null;
      notes?: string | null;
    };
    /** @description A person who works in a restaurant. */
    BranchMember: {
      user: components["schemas"]["UserSummary"];
      /**
       * @description `owner` for the organization's owner, who holds every restaurant.
       * @enum {string}
       */
      role: "owner" | "manager" | "staff";
      /** Format: date-time */
      added_at: string;
    };
    /**
     * @description Who to add, by the e-mail address of their account, and their role here.
     * @example {
     *       "email": "grace@bistro.example",
     *       "role": "staff"
     *     }
     */
    BranchMemberCreate: {
      email: components["schemas"]["EmailAddress"];
      role: components["schemas"]["BranchRole"];
    };
    /** @description A page of members, in the order they were added. */
    BranchMemberPage: {
      members: components["schemas"]["BranchMember"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /** @description A branch's menu: which preset it serves, when, and its overrides. */
    BranchMenu: {
      restaurant_id: components["schemas"]["RecordId"];
      preset_menu_id: components["schemas"]["RecordId"];
      /** @description When the menu is served; empty: whenever the restaurant is open. */
      windows: components["schemas"]["MenuWindow"][];
      overrides: components["schemas"]["MenuOverride"][];
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @description What setting a branch's menu takes: the whole configuration, replacing the previous one.
     * @example {
     *       "preset_menu_id": "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97",
     *       "windows": [
     *         {
     *           "day": "sat",
     *           "from": "11:00",
     *           "to": "15:00"
     *         }
     *       ]
     *     }
     */
    BranchMenuSet: {
      /** @description A preset menu of the organization. */
      preset_menu_id: components["schemas"]["RecordId"];
      /** @default [] */
      windows: components["schemas"]["MenuWindow"][];
      /**
       * @description At most one per item and per variant, at most 500.
       * @default []
       */
      overrides: components["schemas"]["MenuOverride"][];
    };
    /**
     * @description A role someone can be given on one restaurant.
     * @enum {string}
     */
    BranchRole: "manager" | "staff";
    /**
     * @description A marketing campaign to a customer audience. Our design (Square Marketing, Toast's guest
     *     marketing): the platform has no e-mail, SMS or push provider of its own. When a campaign is
     *     sent the server resolves its audience, records one send per customer and emits the webhook
     *     event `campaign.sent` with the audience's `customer_ids`; the integrator's webhook receiver
     *     delivers the message through its provider.
     */
    Campaign: {
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      channel: components["schemas"]["CampaignChannel"];
      audience: components["schemas"]["CampaignAudience"];
      message: components["schemas"]["CampaignMessage"];
      /** @description A promotion the message advertises (its code, typically); null: none. */
      promotion_id: components["schemas"]["RecordId"] | null;
      /** @description When it is sent; null until scheduled (scheduling without one sends at once). */
      scheduled_at: string | null;
      status: components["schemas"]["CampaignStatus"];
      /** @description How many customers it was sent to; null until sent. */
      audience_size: number | null;
      sent_at: string | null;
      cancelled_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @description Who a campaign goes to, resolved from the organization's customers when it is sent. A customer
     *     is in it when they carry one of `tags` (empty: any customer), agreed to marketing (unless
     *     `opted_in_only` is false), and their latest completed order falls in the visit window (a
     *     customer with no completed order is outside any window that has a bound).
     */
    CampaignAudience: {
      tags: components["schemas"]["CustomerTag"][];
      opted_in_only: boolean;
      /** @description Last visit strictly before this time; null: no bound. */
      last_visit_before: string | null;
      /** @description Last visit at or after this time; null: no bound. */
      last_visit_after: string | null;
    };
    /** @description The audience in a create or update body (replaced whole in an update). */
    CampaignAudienceInput: {
      /**
       * @description Customers carrying any of these tags; empty: every customer.
       * @default []
       */
      tags: components["schemas"]["CustomerTag"][];
      /**
       * @description Only customers with `marketing_opt_in` (default true: send only to those who agreed).
       * @default true
       */
      opted_in_only: boolean;
      last_visit_before?: string | null;
      last_visit_after?: string | null;
    };
    /**
     * @description How a campaign reaches its audience.
     * @enum {string}
     */
    CampaignChannel: "email" | "sms" | "push";
    /**
     * @description What creating a campaign takes; it starts as a draft.
     * @example {
     *       "name": "We miss you",
     *       "channel": "email",
     *       "audience": {
     *         "tags": [
     *           "vip"
     *         ],
     *         "opted_in_only": true
     *       },
     *       "message": {
     *         "subject": "A table is waiting",
     *         "body": "10% off your next visit with SUMMER10."
     *       }
     *     }
     */
    CampaignCreate: {
      name: components["schemas"]["DisplayName"];
      channel: components["schemas"]["CampaignChannel"];
      audience?: components["schemas"]["CampaignAudienceInput"];
      message: components["schemas"]["CampaignMessageInput"];
      promotion_id?: components["schemas"]["RecordId"] | null;
      scheduled_at?: string | null;
    };
    /** @description What a campaign says. */
    CampaignMessage: {
      /** @description The e-mail subject or push title; null for SMS. */
      subject: string | null;
      body: string;
    };
    /** @description The message in a create or update body. */
    CampaignMessageInput: {
      subject?: string | null;
      body: string;
    };
    /** @description A page of campaigns, newest first. */
    CampaignPage: {
      campaigns: components["schemas"]["Campaign"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /** @description One customer a campaign was sent to. */
    CampaignSend: {
      customer_id: components["schemas"]["RecordId"];
      /**
       * Format: date-time
       * @description When the send was recorded (the campaign's sending).
       */
      created_at: string;
    };
    /** @description A page of a campaign's sends, in the order they were recorded. */
    CampaignSendPage: {
      sends: components["schemas"]["CampaignSend"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /**
     * @description Where a campaign stands. Our design: `draft` → `scheduled` (`schedule`) → `sent` (by the
     *     server at `scheduled_at`); `draft` or `scheduled` → `cancelled` (`cancel`). `sent` and
     *     `cancelled` are final; only a draft can be edited.
     * @enum {string}
     */
    CampaignStatus: "draft" | "scheduled" | "sent" | "cancelled";
    /**
     * @description What updating a draft takes: the members sent change (`audience` and `message` whole).
     * @example {
     *       "name": "We really miss you"
     *     }
     */
    CampaignUpdate: {
      name?: components["schemas"]["DisplayName"];
      channel?: components["schemas"]["CampaignChannel"];
      audience?: components["schemas"]["CampaignAudienceInput"];
      message?: components["schemas"]["CampaignMessageInput"];
      promotion_id?: components["schemas"]["RecordId"] | null;
      scheduled_at?: string | null;
    };
    /** @description `points` for every unit ordered of any food item in the category. */
    CategoryRule: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "category";
      points: components["schemas"]["PointCount"];
      category_id: components["schemas"]["RecordId"];
    };
    /** @description One paid route as listed by the x402 discovery document. */
    "Contract.DiscoveryRoute": {
      /** @description HTTP method and path, for example `GET /x402/uuid`. */
      route: string;
      /** @description Absolute URL of the route. */
      url: string;
      description: string;
      /**
       * Format: double
       * @description Price per call in USD.
       */
      priceUsd: number;
      /**
       * Format: int32
       * @description Free calls per client IP per UTC day on this route.
       */
      freePerIpPerDay: number;
    };
    /**
     * @description The `{success: false, error}` error body used by the UUID and infra services.
     *     `code` and `issues` are our design: a stable machine-readable code and, on 400, one
     *     entry per rejected input.
     */
    "Contract.ErrorEnvelope": {
      /** @enum {boolean} */
      success: false;
      /** @description Human-readable summary. */
      error: string;
      code: components["schemas"]["ErrorCode"];
      /** @description Every rejected input, on validation errors. */
      issues?: components["schemas"]["Contract.ValidationIssue"][];
      /** @description The request's id, as in the `X-Request-Id` response header. */
      requestId?: string;
    };
    /** @description Liveness of the service and its database. */
    "Contract.Health": {
      /**
       * @description `ok` when the database answers, `degraded` otherwise.
       * @enum {string}
       */
      status: "ok" | "degraded";
      /** @description The service name. */
      service: string;
      /** @description The contract version the server implements. */
      version: string;
    };
    /**
     * @description Where a rejected input was found.
     * @enum {string}
     */
    "Contract.IssueLocation": "path" | "query" | "header" | "body";
    /** @description A JSON-RPC 2.0 error answer from the MCP endpoint. */
    "Contract.JsonRpcError": {
      /** @enum {string} */
      jsonrpc: "2.0";
      /** @description The id of the request this answers (string, number or null). */
      id: unknown;
      error: {
        /** Format: int32 */
        code: number;
        message: string;
        data?: unknown;
      };
    };
    /** @description A client's error answer to a server request. */
    "Contract.JsonRpcErrorMessage": {
      /** @enum {string} */
      jsonrpc: "2.0";
      id?: string | components["schemas"]["Contract.SafeJsonInteger"];
      error: {
        code: components["schemas"]["Contract.SafeJsonInteger"];
        message: string;
        data?: unknown;
      };
    };
    /** @description A JSON-RPC 2.0 message sent to the MCP endpoint: exactly one of the four kinds. */
    "Contract.JsonRpcMessage":
      | components["schemas"]["Contract.JsonRpcRequest"]
      | components["schemas"]["Contract.JsonRpcNotification"]
      | components["schemas"]["Contract.JsonRpcResultMessage"]
      | components["schemas"]["Contract.JsonRpcErrorMessage"];
    /** @description Request metadata MCP reads from `params._meta`. */
    "Contract.JsonRpcMeta": {
      /** @description Token for progress notifications about this request. */
      progressToken?: string | components["schemas"]["Contract.SafeJsonInteger"];
    };
    /** @description A notification: no id, no answer. */
    "Contract.JsonRpcNotification": {
      /** @enum {string} */
      jsonrpc: "2.0";
      method: string;
      params?: components["schemas"]["Contract.JsonRpcParams"];
    };
    /** @description Parameters of a request or notification. */
    "Contract.JsonRpcParams": {
      _meta?: components["schemas"]["Contract.JsonRpcMeta"];
    };
    /** @description A request: expects an answer with the same id. */
    "Contract.JsonRpcRequest": {
      /** @enum {string} */
      jsonrpc: "2.0";
      id: string | components["schemas"]["Contract.SafeJsonInteger"];
      method: string;
      params?: components["schemas"]["Contract.JsonRpcParams"];
    };
    /** @description A client's answer to a server request. */
    "Contract.JsonRpcResultMessage": {
      /** @enum {string} */
      jsonrpc: "2.0";
      id: string | components["schemas"]["Contract.SafeJsonInteger"];
      result: Record<string, never>;
    };
    /**
     * @description OAuth 2.0 protected-resource metadata (RFC 9728) of the service. Its credentials are API keys
     *     and session tokens issued by the platform, not OAuth access tokens: no authorization server
     *     issues them, so none is named (`authorization_servers` is absent); the documentation page says
     *     how to get one.
     */
    "Contract.ProtectedResourceMetadata": {
      /** @description The service's base URL: its credentials unlock every route under it, `/mcp` included. */
      resource: string;
      /** @description How a bearer credential is sent: the `Authorization` header only. */
      bearer_methods_supported: "header"[];
      /** @description The service's name. */
      resource_name: string;
      /** @description The service's reference page, which says how to get a credential. */
      resource_documentation: string;
    };
    /**
     * Format: int64
     * @description An integer JSON numbers carry exactly (±2^53−1).
     */
    "Contract.SafeJsonInteger": number;
    /** @description One reason a request was rejected, naming the input it concerns. */
    "Contract.ValidationIssue": {
      /** @description Which part of the request holds the input. */
      location: components["schemas"]["Contract.IssueLocation"];
      /** @description The parameter name, or a JSON pointer into the body (`/items/0/qty`). */
      name: string;
      /** @description What is wrong, in plain words. */
      message: string;
    };
    /**
     * @description The `/.well-known/x402` document: which routes of this service are paid and how.
     *     `version` and `resources` follow x402scan's discovery format; `routes` is our design and
     *     mirrors the hosted-tool catalogue's route entries.
     */
    "Contract.X402Discovery": {
      /** @enum {number} */
      version: 1;
      /**
       * @description x402 protocol version the server speaks.
       * @enum {number}
       */
      x402Version: 2;
      /** @description Absolute URLs of every paid resource. */
      resources: string[];
      routes: components["schemas"]["Contract.DiscoveryRoute"][];
    };
    /**
     * @description An ISO 4217 currency code.
     * @example USD
     */
    CurrencyCode: string;
    /**
     * @description A customer of the organization (every restaurant of it sees the same customers). Our design:
     *     `visits`, `total_spent_amount` and `last_visit_at` are computed from the customer's completed
     *     orders whenever the customer is read, so a cancelled order stops counting at once.
     */
    Customer: {
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      /** @description Unique in the organization (case-insensitive). */
      email: components["schemas"]["EmailAddress"] | null;
      /** @description Unique in the organization. */
      phone: components["schemas"]["PhoneNumber"] | null;
      /** @description Whether the customer agreed to receive marketing (campaigns send only to these). */
      marketing_opt_in: boolean;
      note: components["schemas"]["Note"] | null;
      tags: components["schemas"]["CustomerTag"][];
      addresses: components["schemas"]["CustomerAddress"][];
      loyalty: components["schemas"]["CustomerLoyaltySummary"];
      /**
       * Format: int64
       * @description Completed orders.
       */
      visits: number;
      /**
       * Format: int64
       * @description What the completed orders came to (their totals, after discounts).
       */
      total_spent_amount: number;
      /** @description When the latest completed order was completed; null before the first. */
      last_visit_at: string | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /** @description A delivery address the customer keeps. */
    CustomerAddress: {
      /** @description Stable while the address is kept: send it back in an update to keep the address. */
      id: components["schemas"]["RecordId"];
      /** @description What the customer calls it (`home`, `office`). */
      label: string | null;
      line1: string;
      line2: string | null;
      city: string;
      postal_code: string | null;
      /** @description ISO 3166-1 alpha-2 country code. */
      country: string;
      /** @description For the courier (gate code, floor). */
      instructions: string | null;
    };
    /** @description An address in a create or update body. */
    CustomerAddressInput: {
      /** @description Our design: the id of one of the customer's addresses keeps it (same id); absent adds a new one. */
      id?: components["schemas"]["RecordId"];
      label?: string | null;
      line1: string;
      line2?: string | null;
      city: string;
      postal_code?: string | null;
      /** @description ISO 3166-1 alpha-2 country code. */
      country: string;
      instructions?: string | null;
    };
    /**
     * @description What creating a customer takes.
     * @example {
     *       "name": "Ada Lovelace",
     *       "email": "ada@example.com",
     *       "phone": "+351 912 345 678",
     *       "marketing_opt_in": true,
     *       "tags": [
     *         "vip"
     *       ],
     *       "addresses": [
     *         {
     *           "label": "home",
     *           "line1": "Rua Garrett 120",
     *           "city": "Lisboa",
     *           "country": "PT"
     *         }
     *       ]
     *     }
     */
    CustomerCreate: {
      name: components["schemas"]["DisplayName"];
      email?: components["schemas"]["EmailAddress"] | null;
      phone?: components["schemas"]["PhoneNumber"] | null;
      /** @default false */
      marketing_opt_in: boolean;
      note?: components["schemas"]["Note"] | null;
      /** @default [] */
      tags: components["schemas"]["CustomerTag"][];
      /** @default [] */
      addresses: components["schemas"]["CustomerAddressInput"][];
    };
    /** @description Who ordered over the range. */
    CustomerInsightsReport: {
      from: components["schemas"]["ReportDate"];
      to: components["schemas"]["ReportDate"];
      /** @description The restaurant asked for; null for every restaurant the caller holds a role on. */
      restaurant_id: components["schemas"]["RecordId"] | null;
      /** @description The channel asked for; absent when the report covers every channel. */
      channel?: components["schemas"]["OrderChannel"];
      /** @description The organization's currency: every amount is in its minor unit. */
      currency: components["schemas"]["CurrencyCode"];
      /** @description Completed orders in the range. */
      orders: components["schemas"]["Tally"];
      /** @description Completed orders with no customer attached (walk-ins, anonymous aggregator orders). */
      anonymous_orders: components["schemas"]["Tally"];
      /** @description Distinct customers with a completed order in the range. */
      customers: components["schemas"]["Tally"];
      /** @description Customers whose first completed order in the report's scope (restaurants, channel) is in the range. */
      new_customers: components["schemas"]["Tally"];
      /** @description Customers who had a completed order in the report's scope before `from` too. */
      returning_customers: components["schemas"]["Tally"];
      /** @description Net of the customers' completed orders in the range. */
      customer_net_amount: components["schemas"]["AmountSum"];
      /** @description `customer_net_amount / customers`, rounded to the nearest minor unit (halves up); 0 without customers. */
      average_spend_amount: components["schemas"]["AmountSum"];
      /**
       * Format: double
       * @description Completed orders with a customer per customer, to two decimals; 0 without customers.
       */
      orders_per_customer: number;
    };
    /** @description Where the customer stands in the loyalty program. */
    CustomerLoyaltySummary: {
      /**
       * Format: int64
       * @description Points available to redeem now.
       */
      points: number;
      /**
       * Format: int64
       * @description Points ever earned (redemptions do not lower it; reversed accruals do): tiers are reached on it.
       */
      lifetime_points: number;
      /** @description The highest tier whose `min_points` the lifetime points reach; null below every tier. */
      tier: string | null;
    };
    /** @description A page of customers, newest first. */
    CustomerPage: {
      customers: components["schemas"]["Customer"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /**
     * @description A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.
     * @example vip
     */
    CustomerTag: string;
    /** @description The customer carries `tag`. */
    CustomerTagCondition: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "customer_has_tag";
      tag: components["schemas"]["CustomerTag"];
    };
    /**
     * @description What updating a customer takes: the members sent change, the rest stay. `addresses` replaces the
     *     list: entries carrying an existing address's `id` keep it, the others are added, and addresses
     *     not sent are removed.
     * @example {
     *       "marketing_opt_in": false
     *     }
     */
    CustomerUpdate: {
      name?: components["schemas"]["DisplayName"];
      email?: components["schemas"]["EmailAddress"] | null;
      phone?: components["schemas"]["PhoneNumber"] | null;
      marketing_opt_in?: boolean;
      note?: components["schemas"]["Note"] | null;
      tags?: components["schemas"]["CustomerTag"][];
      addresses?: components["schemas"]["CustomerAddressInput"][];
    };
    /** @description A delivery address. */
    DeliveryAddress: {
      line1: string;
      line2?: string;
      city: string;
      postal_code?: string;
      /** @description ISO 3166-1 alpha-2 country code. */
      country: string;
      instructions?: string;
    };
    /** @description A dining area of a restaurant (the terrace, the main room). Our design. */
    DiningArea: {
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      /**
       * Format: int32
       * @description Where the area comes in the restaurant's floor plan, lowest first (for display).
       */
      position: number;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @description What creating an area takes; its name is unique in the restaurant.
     * @example {
     *       "name": "Terrace",
     *       "position": 1
     *     }
     */
    DiningAreaCreate: {
      name: components["schemas"]["DisplayName"];
      /**
       * Format: int32
       * @default 0
       */
      position: number;
    };
    /** @description A page of areas, in the order they were added. */
    DiningAreaPage: {
      areas: components["schemas"]["DiningArea"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /**
     * @description What updating an area takes: the members sent change.
     * @example {
     *       "position": 2
     *     }
     */
    DiningAreaUpdate: {
      name?: components["schemas"]["DisplayName"];
      /** Format: int32 */
      position?: number;
    };
    /**
     * @description A table. Our design after TastyIgniter's DiningTable: a single table seats a party from
     *     `min_capacity` to `max_capacity` guests. Tables that staff push together are `joinable` and
     *     share a `join_group` (instead of per-table adjacency lists, which would have to be kept
     *     symmetric): any set of joinable tables of one group seats up to the sum of their
     *     `max_capacity`. A joinable table without a group joins the joinable tables of its area.
     *     Inactive tables are never offered or booked; their history stays.
     */
    DiningTable: {
      id: components["schemas"]["RecordId"];
      label: components["schemas"]["TableLabel"];
      /** @description The area it stands in, or null. */
      area_id: components["schemas"]["RecordId"] | null;
      min_capacity: components["schemas"]["PartySize"];
      max_capacity: components["schemas"]["PartySize"];
      joinable: boolean;
      join_group: string | null;
      active: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @description What creating a table takes; its label is unique in the restaurant.
     * @example {
     *       "label": "T12",
     *       "area_id": null,
     *       "min_capacity": 2,
     *       "max_capacity": 4,
     *       "joinable": true,
     *       "join_group": "window"
     *     }
     */
    DiningTableCreate: {
      label: components["schemas"]["TableLabel"];
      /**
       * @description An area of this restaurant; 422 for another one.
       * @default null
       */
      area_id: components["schemas"]["RecordId"] | null;
      /**
       * Format: int32
       * @default 1
       */
      min_capacity: number;
      /** Format: int32 */
      max_capacity: number;
      /** @default false */
      joinable: boolean;
      /** @default null */
      join_group: string | null;
      /** @default true */
      active: boolean;
    };
    /** @description A page of tables, in the order they were added. */
    DiningTablePage: {
      tables: components["schemas"]["DiningTable"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /**
     * @description What updating a table takes: the members sent change (capacities are checked together).
     * @example {
     *       "active": false
     *     }
     */
    DiningTableUpdate: {
      label?: components["schemas"]["TableLabel"];
      area_id?: components["schemas"]["RecordId"] | null;
      /** Format: int32 */
      min_capacity?: number;
      /** Format: int32 */
      max_capacity?: number;
      joinable?: boolean;
      join_group?: string | null;
      active?: boolean;
    };
    /** @description A display name: 1 to 200 characters, no `<`, `>` or control characters. */
    DisplayName: string;
    /**
     * Format: email
     * @description An e-mail address, at most 254 characters.
     */
    EmailAddress: string;
    /** @description A fixed amount off the order. */
    FixedDiscountReward: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      kind: "fixed_discount";
      /** Format: int64 */
      discount_amount: number;
    };
    /** @description A food item of the organization's catalog. */
    FoodItem: {
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      description: components["schemas"]["Note"] | null;
      category_id: components["schemas"]["RecordId"] | null;
      /** @description At least one; in display order. */
      variants: components["schemas"]["FoodItemVariant"][];
      /** @description The modifier groups offered with the item, in display order. */
      modifier_group_ids: components["schemas"]["RecordId"][];
      tags: components["schemas"]["MenuLabel"][];
      allergens: components["schemas"]["MenuLabel"][];
      /**
       * @description Organization-wide availability ("86"): false takes the item off every branch's menu at once,
       *     whatever the branch's overrides say.
       */
      available: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @description What creating a food item takes.
     * @example {
     *       "name": "Margherita",
     *       "variants": [
     *         {
     *           "name": "Regular",
     *           "price": 900
     *         },
     *         {
     *           "name": "Large",
     *           "price": 1300
     *         }
     *       ],
     *       "tags": [
     *         "vegetarian"
     *       ],
     *       "allergens": [
     *         "gluten",
     *         "milk"
     *       ]
     *     }
     */
    FoodItemCreate: {
      name: components["schemas"]["DisplayName"];
      description?: components["schemas"]["Note"] | null;
      category_id?: components["schemas"]["RecordId"] | null;
      /** @description At least one, at most 20; ids are assigned (an `id` sent here is refused). */
      variants: components["schemas"]["FoodItemVariantInput"][];
      /**
       * @description At most 20 distinct groups of the organization, in display order.
       * @default []
       */
      modifier_group_ids: components["schemas"]["RecordId"][];
      /** @default [] */
      tags: components["schemas"]["MenuLabel"][];
      /** @default [] */
      allergens: components["schemas"]["MenuLabel"][];
      /** @default true */
      available: boolean;
    };
    /** @description A page of food items, newest first. */
    FoodItemPage: {
      food_items: components["schemas"]["FoodItem"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /**
     * @description What updating a food item takes: the members sent change, the rest stay. `variants`, when sent,
     *     is the whole new list: a variant with the `id` of one of the item's variants keeps that id, one
     *     without `id` is added, and variants not listed are removed (with any branch override of them).
     * @example {
     *       "available": false
     *     }
     */
    FoodItemUpdate: {
      name?: components["schemas"]["DisplayName"];
      description?: components["schemas"]["Note"] | null;
      category_id?: components["schemas"]["RecordId"] | null;
      variants?: components["schemas"]["FoodItemVariantInput"][];
      modifier_group_ids?: components["schemas"]["RecordId"][];
      tags?: components["schemas"]["MenuLabel"][];
      allergens?: components["schemas"]["MenuLabel"][];
      available?: boolean;
    };
    /** @description One priced form of a food item (Regular, Large…). */
    FoodItemVariant: {
      /** @description Stable across updates: orders and branch overrides refer to it. */
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      price: components["schemas"]["Amount"];
    };
    /**
     * @description A variant as sent: with the `id` of an existing variant of this item to keep (and change) it,
     *     without one to add a new variant.
     */
    FoodItemVariantInput: {
      id?: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      price: components["schemas"]["Amount"];
    };
    /** @description One unit of a food item for free. */
    FreeItemReward: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      kind: "free_item";
      food_item_id: components["schemas"]["RecordId"];
    };
    /** @description Adds `points` to the customer's loyalty balance (a ledger `adjustment`). */
    GrantPointsAction: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "grant_points";
      /** Format: int64 */
      points: number;
    };
    /**
     * @description Gives the customer the reward: the platform holds no reward vouchers, so the customer is
     *     granted the reward's `points_cost` as points (reason `reward <name>`), enough to redeem it.
     */
    GrantRewardAction: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "grant_reward";
      reward_id: components["schemas"]["RecordId"];
    };
    /** @description `points` for every unit of the food item ordered. */
    ItemRule: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "item";
      points: components["schemas"]["PointCount"];
      food_item_id: components["schemas"]["RecordId"];
    };
    /**
     * @description A local time of day, `HH:MM` on a 24-hour clock.
     * @example 09:30
     */
    LocalTime: string;
    /** @description A customer's loyalty account. */
    LoyaltyAccount: {
      customer_id: components["schemas"]["RecordId"];
      /** Format: int64 */
      points: number;
      /** Format: int64 */
      lifetime_points: number;
      tier: components["schemas"]["LoyaltyTier"] | null;
      next_tier: components["schemas"]["NextLoyaltyTier"] | null;
      /** @description The ten latest ledger entries, newest first. */
      recent_entries: components["schemas"]["LoyaltyLedgerEntry"][];
    };
    /**
     * @description A manual change of a customer's balance.
     * @example {
     *       "points": 100,
     *       "reason": "Apology for a late delivery"
     *     }
     */
    LoyaltyAdjustmentCreate: {
      /**
       * Format: int32
       * @description Points to add (positive) or take (negative); not 0.
       */
      points: number;
      reason: string;
    };
    /**
     * @description One change of a customer's balance. `accrual` (+, earned by a completed order), `redemption`
     *     (−, a reward taken on an order), `reversal` (takes back an accrual, or gives back a redemption,
     *     when the order is cancelled), `adjustment` (+ or −, by a manager or an automation rule).
     */
    LoyaltyLedgerEntry: {
      id: components["schemas"]["RecordId"];
      /** @enum {string} */
      kind: "accrual" | "redemption" | "reversal" | "adjustment";
      /**
       * Format: int64
       * @description Signed: positive adds to the balance, negative takes from it.
       */
      points: number;
      /**
       * Format: int64
       * @description The balance right after this entry.
       */
      balance_after: number;
      order_id: components["schemas"]["RecordId"] | null;
      reward_id: components["schemas"]["RecordId"] | null;
      reason: string | null;
      /** @description The member who made an adjustment; null for entries the system made. */
      created_by: components["schemas"]["RecordId"] | null;
      /** Format: date-time */
      created_at: string;
    };
    /** @description A page of ledger entries, newest first. */
    LoyaltyLedgerPage: {
      entries: components["schemas"]["LoyaltyLedgerEntry"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /**
     * @description The organization's loyalty program (one per organization). Our design: a paused program
     *     (`enabled: false`) earns nothing, but points already earned stay and can still be redeemed.
     */
    LoyaltyProgram: {
      enabled: boolean;
      /** @description What the points are called to customers (`stars`, `beans`). */
      points_name: string;
      accrual_rules: components["schemas"]["AccrualRule"][];
      /** @description Lowest first. */
      tiers: components["schemas"]["LoyaltyTier"][];
      /** @description Null until the program was first saved. */
      updated_at: string | null;
    };
    /**
     * @description The whole program: saving replaces every member.
     * @example {
     *       "enabled": true,
     *       "points_name": "stars",
     *       "accrual_rules": [
     *         {
     *           "type": "spend",
     *           "points": 1,
     *           "amount": 100
     *         },
     *         {
     *           "type": "visit",
     *           "points": 10
     *         }
     *       ],
     *       "tiers": [
     *         {
     *           "name": "Silver",
     *           "min_points": 0
     *         },
     *         {
     *           "name": "Gold",
     *           "min_points": 1000
     *         }
     *       ]
     *     }
     */
    LoyaltyProgramUpdate: {
      enabled: boolean;
      /** @default points */
      points_name: string;
      accrual_rules: components["schemas"]["AccrualRule"][];
      /**
       * @description Names and `min_points` must be distinct.
       * @default []
       */
      tiers: components["schemas"]["LoyaltyTier"][];
    };
    /** @description A reward customers redeem points for (Square's reward tier: points and a definition). */
    LoyaltyReward: {
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      points_cost: components["schemas"]["PointCount"];
      definition: components["schemas"]["RewardDefinition"];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @description What creating a reward takes.
     * @example {
     *       "name": "Free espresso",
     *       "points_cost": 50,
     *       "definition": {
     *         "kind": "fixed_discount",
     *         "discount_amount": 150
     *       }
     *     }
     */
    LoyaltyRewardCreate: {
      name: components["schemas"]["DisplayName"];
      points_cost: components["schemas"]["PointCount"];
      definition: components["schemas"]["RewardDefinition"];
    };
    /** @description A page of rewards, in the order they were created. */
    LoyaltyRewardPage: {
      rewards: components["schemas"]["LoyaltyReward"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /**
     * @description What updating a reward takes: the members sent change (a `definition` is replaced whole).
     * @example {
     *       "points_cost": 60
     *     }
     */
    LoyaltyRewardUpdate: {
      name?: components["schemas"]["DisplayName"];
      points_cost?: components["schemas"]["PointCount"];
      definition?: components["schemas"]["RewardDefinition"];
    };
    /** @description A level customers reach by lifetime points. */
    LoyaltyTier: {
      name: string;
      /**
       * Format: int64
       * @description Lifetime points that reach the tier; 0 makes it every member's starting tier.
       */
      min_points: number;
    };
    /** @description A category of the organization's catalog (Starters, Mains…). */
    MenuCategory: {
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      description: components["schemas"]["Note"] | null;
      /** @description Display order: lower first. */
      position: components["schemas"]["MenuPosition"];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @description What creating a category takes.
     * @example {
     *       "name": "Mains",
     *       "position": 20
     *     }
     */
    MenuCategoryCreate: {
      name: components["schemas"]["DisplayName"];
      description?: components["schemas"]["Note"] | null;
      /** @default 0 */
      position: components["schemas"]["MenuPosition"];
    };
    /** @description A page of categories, newest first. */
    MenuCategoryPage: {
      categories: components["schemas"]["MenuCategory"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /**
     * @description What updating a category takes: the members sent change, the rest stay.
     * @example {
     *       "position": 10
     *     }
     */
    MenuCategoryUpdate: {
      name?: components["schemas"]["DisplayName"];
      description?: components["schemas"]["Note"] | null;
      position?: components["schemas"]["MenuPosition"];
    };
    /** @description A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters. */
    MenuLabel: string;
    /**
     * @description A branch's change to one item of its preset (no `variant_id`) or to one variant. Members left out
     *     change nothing: `price` replaces the price (of every variant, for an item-wide override; a
     *     variant's own override wins); `available: false` takes it off this branch's menu; `windows`
     *     limits it to those windows (an empty list: no limit). An override cannot bring back an item
     *     taken off organization-wide.
     */
    MenuOverride: {
      food_item_id: components["schemas"]["RecordId"];
      variant_id?: components["schemas"]["RecordId"] | null;
      price?: components["schemas"]["Amount"] | null;
      available?: boolean | null;
      windows?: components["schemas"]["MenuWindow"][] | null;
    };
    /**
     * Format: int32
     * @description Where a record sits in its list: lower first (ties by name).
     */
    MenuPosition: number;
    /**
     * @description A weekly window in the restaurant's local time, `[from, to)`; `to` earlier than `from` runs
     *     past midnight into the next day.
     */
    MenuWindow: {
      day: components["schemas"]["Weekday"];
      from: components["schemas"]["LocalTime"];
      to: components["schemas"]["LocalTime"];
    };
    /**
     * @description A modifier group: how many of its options a customer must and may choose for one line
     *     (`min_selections` to `max_selections`). Orders check both (our design; Toast leaves it to the
     *     caller).
     */
    ModifierGroup: {
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      /**
       * Format: int32
       * @description 0 makes the group optional.
       */
      min_selections: number;
      /** Format: int32 */
      max_selections: number;
      /** @description In display order. */
      options: components["schemas"]["ModifierOption"][];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @description What creating a modifier group takes.
     * @example {
     *       "name": "Sauce",
     *       "min_selections": 1,
     *       "max_selections": 2,
     *       "options": [
     *         {
     *           "name": "Ketchup"
     *         },
     *         {
     *           "name": "Aioli",
     *           "price_delta": 50
     *         }
     *       ]
     *     }
     */
    ModifierGroupCreate: {
      name: components["schemas"]["DisplayName"];
      /**
       * Format: int32
       * @description At most `max_selections`.
       * @default 0
       */
      min_selections: number;
      /**
       * Format: int32
       * @description At least 1 and at most the number of options.
       */
      max_selections: number;
      /** @description 1 to 50 options; ids are assigned (an `id` sent here is refused). */
      options: components["schemas"]["ModifierOptionInput"][];
    };
    /** @description A page of modifier groups, newest first. */
    ModifierGroupPage: {
      modifier_groups: components["schemas"]["ModifierGroup"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /**
     * @description What updating a modifier group takes: the members sent change, the rest stay; the limits are
     *     checked against the result. `options`, when sent, is the whole new list, matched by `id` as
     *     food item variants are.
     * @example {
     *       "max_selections": 3
     *     }
     */
    ModifierGroupUpdate: {
      name?: components["schemas"]["DisplayName"];
      /** Format: int32 */
      min_selections?: number;
      /** Format: int32 */
      max_selections?: number;
      options?: components["schemas"]["ModifierOptionInput"][];
    };
    /** @description One choice of a modifier group (Extra cheese, No onions…). */
    ModifierOption: {
      /** @description Stable across updates: orders refer to it. */
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      /** @description Added to the line's unit price when chosen. */
      price_delta: components["schemas"]["Amount"];
      /** @description false: not offered anywhere until set back (out of stock). */
      available: boolean;
    };
    /** @description An option as sent: with an existing option's `id` to keep it, without one to add it. */
    ModifierOptionInput: {
      id?: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      /** @default 0 */
      price_delta: components["schemas"]["Amount"];
      /** @default true */
      available: boolean;
    };
    /** @description A tier still ahead of the customer. */
    NextLoyaltyTier: {
      name: string;
      /** Format: int64 */
      min_points: number;
      /**
       * Format: int64
       * @description Lifetime points still to earn.
       */
      points_needed: number;
    };
    /**
     * @description A booking was marked a no-show; its customer is the one whose e-mail address (case-insensitive)
     *     or phone number is the guest's. A guest who is no customer triggers nothing.
     */
    NoShowTrigger: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "reservation.no_show";
    };
    /**
     * @description Checked by the server's minute sweep: the customer's latest completed order (or, before the
     *     first, their creation) is at least `days` days old. Runs once per absence: again only after
     *     the customer has visited.
     */
    NoVisitTrigger: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "no_visit_for_days";
      /** Format: int32 */
      days: number;
    };
    /** @description Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters. */
    Note: string;
    /**
     * @description One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`
     *     runs past midnight into the next day; several periods on one day are allowed (lunch and dinner).
     */
    OpeningPeriod: {
      day: components["schemas"]["Weekday"];
      opens: components["schemas"]["LocalTime"];
      closes: components["schemas"]["LocalTime"];
    };
    /** @description An order. Amounts are in the organization's `currency`, priced by the server. */
    Order: {
      id: components["schemas"]["RecordId"];
      restaurant_id: components["schemas"]["RecordId"];
      channel: components["schemas"]["OrderChannel"];
      /** @description The aggregator's or POS's own id for the order; unique per restaurant and channel. */
      external_id: string | null;
      status: components["schemas"]["OrderStatus"];
      /** @description The verbs the order's state allows now (what a kitchen screen can offer). */
      allowed_verbs: components["schemas"]["OrderVerb"][];
      customer_id: components["schemas"]["RecordId"] | null;
      currency: string;
      lines: components["schemas"]["OrderLine"][];
      /** @description The sum of `line_amount`. */
      subtotal_amount: components["schemas"]["Amount"];
      /** @description Promotions plus the reward; never more than the subtotal. */
      discount_amount: components["schemas"]["Amount"];
      /** @description `subtotal_amount − discount_amount`. */
      total_amount: components["schemas"]["Amount"];
      promotions: components["schemas"]["AppliedPromotion"][];
      reward: components["schemas"]["AppliedReward"] | null;
      note: string | null;
      table_label: string | null;
      delivery_address: components["schemas"]["DeliveryAddress"] | null;
      cancel_reason: string | null;
      /** Format: date-time */
      placed_at: string;
      accepted_at: string | null;
      preparing_at: string | null;
      ready_at: string | null;
      picked_up_at: string | null;
      out_for_delivery_at: string | null;
      completed_at: string | null;
      cancelled_at: string | null;
      failed_at: string | null;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @description Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.
     * @enum {string}
     */
    OrderChannel: "dine_in" | "takeaway" | "delivery" | "web" | "app" | "pos" | "aggregator";
    /** @description A customer's order was completed (the order's customer; orders without one trigger nothing). */
    OrderCompletedTrigger: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "order.completed";
    };
    /**
     * @description A new order, or a quote's cart.
     * @example {
     *       "restaurant_id": "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97",
     *       "channel": "takeaway",
     *       "lines": [
     *         {
     *           "food_item_id": "8c1f0e2a-4b6d-4e3a-9f7c-2d5b8a1e6c40",
     *           "quantity": 2
     *         }
     *       ]
     *     }
     */
    OrderCreate: {
      restaurant_id: components["schemas"]["RecordId"];
      channel: components["schemas"]["OrderChannel"];
      /** @description The aggregator's or POS's own id: a second order with the same one is 409 `conflict`. */
      external_id?: string;
      customer_id?: components["schemas"]["RecordId"];
      lines: components["schemas"]["OrderLineInput"][];
      /** @description Promotion codes to apply (automatic promotions apply without one). */
      promotion_codes?: components["schemas"]["PromotionCode"][];
      /** @description A loyalty reward to redeem: needs `customer_id` and enough points (409 `insufficient_points`). */
      reward_id?: components["schemas"]["RecordId"];
      note?: components["schemas"]["Note"];
      /** @description Dine-in: the table, as staff name it. */
      table_label?: string;
      /** @description Required for `delivery`. */
      delivery_address?: components["schemas"]["DeliveryAddress"];
      /** @description Totals are computed by the server. */
      total_amount?: unknown;
      /** @description Totals are computed by the server. */
      subtotal_amount?: unknown;
    };
    /** @description One line of an order, as the server priced it when the order was placed. */
    OrderLine: {
      id: components["schemas"]["RecordId"];
      food_item_id: components["schemas"]["RecordId"];
      variant_id: components["schemas"]["RecordId"] | null;
      name: string;
      variant_name: string | null;
      /** Format: int32 */
      quantity: number;
      modifiers: components["schemas"]["OrderLineModifier"][];
      /** @description The variant's price at this branch plus the chosen options' deltas. */
      unit_amount: components["schemas"]["Amount"];
      /** @description `unit_amount × quantity`. */
      line_amount: components["schemas"]["Amount"];
      /** @description The part of the order's discount given on this line. */
      discount_amount: components["schemas"]["Amount"];
      note: string | null;
    };
    /** @description One line of a new order: what and how many; never a price. */
    OrderLineInput: {
      food_item_id: components["schemas"]["RecordId"];
      /** @description Required when the item has more than one variant; the only one otherwise. */
      variant_id?: components["schemas"]["RecordId"];
      /** Format: int32 */
      quantity: number;
      /**
       * @description The chosen modifier options (each at most once). Each of the item's modifier groups must get
       *     between its `min_selections` and `max_selections` of them: 422 `invalid_modifiers` otherwise.
       */
      modifier_option_ids?: components["schemas"]["RecordId"][];
      note?: components["schemas"]["Note"];
      /** @description Prices come from the restaurant's menu: the server prices every order. */
      unit_price?: unknown;
      /** @description Prices come from the restaurant's menu: the server prices every order. */
      price?: unknown;
    };
    /** @description One modifier option chosen on a line, as priced. */
    OrderLineModifier: {
      option_id: components["schemas"]["RecordId"];
      group_id: components["schemas"]["RecordId"];
      name: string;
      price_delta: components["schemas"]["Amount"];
    };
    /** @description A page of orders, newest first. */
    OrderPage: {
      orders: components["schemas"]["Order"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /** @description What an order would cost now, without placing it. */
    OrderQuote: {
      currency: string;
      lines: components["schemas"]["QuotedLine"][];
      subtotal_amount: components["schemas"]["Amount"];
      discount_amount: components["schemas"]["Amount"];
      total_amount: components["schemas"]["Amount"];
      promotions: components["schemas"]["AppliedPromotion"][];
    };
    /** @description Why an order was cancelled or failed. */
    OrderReason: {
      reason?: string;
    };
    /**
     * @description An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →
     *     preparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery
     *     (delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state
     *     before completion (and from completed, by a manager: a void, which reverses loyalty points);
     *     `failed` from any state before completion.
     * @enum {string}
     */
    OrderStatus:
      | "placed"
      | "accepted"
      | "preparing"
      | "ready"
      | "picked_up"
      | "out_for_delivery"
      | "completed"
      | "cancelled"
      | "failed";
    /** @description The completed order's total reaches `amount` (only with the `order.completed` trigger). */
    OrderTotalCondition: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "order_total_at_least";
      amount: components["schemas"]["Amount"];
    };
    /** @description Order counts over the range, every order whatever its state. */
    OrderTrendsReport: {
      from: components["schemas"]["ReportDate"];
      to: components["schemas"]["ReportDate"];
      /** @description The restaurant asked for; null for every restaurant the caller holds a role on. */
      restaurant_id: components["schemas"]["RecordId"] | null;
      /** @description The channel asked for; absent when the report covers every channel. */
      channel?: components["schemas"]["OrderChannel"];
      /** @description The organization's currency: every amount is in its minor unit. */
      currency: components["schemas"]["CurrencyCode"];
      /** @description Every order placed in the range. */
      orders: components["schemas"]["Tally"];
      /** @description Every day from `from` to `to`, oldest first, zeros included. */
      by_day: components["schemas"]["TrendDay"][];
      /** @description Every state, in the order an order moves through them, zeros included. */
      by_status: components["schemas"]["TrendStatus"][];
      /** @description The 24 hours of the day, 0 to 23, in each restaurant's local time. */
      by_hour: components["schemas"]["TrendHour"][];
      /** @description Channels by orders, most first; only channels with orders are listed. */
      by_channel: components["schemas"]["TrendChannel"][];
    };
    /**
     * @description A verb that moves an order.
     * @enum {string}
     */
    OrderVerb: "accept" | "start" | "ready" | "pick-up" | "dispatch" | "complete" | "cancel" | "fail";
    /** @description The caller's organization: the restaurant business. */
    Organization: {
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      /** @description The currency of every amount in the organization (menu prices, orders, promotions). */
      currency: components["schemas"]["CurrencyCode"];
      /** @description Whether the caller is its owner. */
      owner: boolean;
      /** Format: date-time */
      created_at: string;
    };
    /**
     * @description What creating an organization takes.
     * @example {
     *       "name": "Bistro Group",
     *       "currency": "EUR"
     *     }
     */
    OrganizationCreate: {
      name: components["schemas"]["DisplayName"];
      /**
       * @description Fixed at creation; USD when absent.
       * @default USD
       */
      currency: components["schemas"]["CurrencyCode"];
    };
    /**
     * Format: int32
     * @description How many guests: 1 to 100.
     */
    PartySize: number;
    /** @description A percentage off the order, up to `max_amount` when set. */
    PercentageDiscountReward: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      kind: "percentage_discount";
      /** Format: int32 */
      percentage: number;
      max_amount?: components["schemas"]["Amount"] | null;
    };
    /**
     * @description A telephone number as people write it: digits, spaces, `()`, `.`, `-`, an optional leading `+`.
     * @example +351 912 345 678
     */
    PhoneNumber: string;
    /**
     * Format: int32
     * @description A number of loyalty points in a rule, a tier or a reward's cost.
     */
    PointCount: number;
    /** @description The customer's loyalty balance rose to `points` or past it (each time it rises across it). */
    PointsReachedTrigger: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "points_reached";
      /** Format: int64 */
      points: number;
    };
    /**
     * @description A preset menu: a template listing food items that branches serve (our design: by item, not by
     *     category, so one item can be on a lunch preset and not on a dinner one).
     */
    PresetMenu: {
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      description: components["schemas"]["Note"] | null;
      /** @description In display order. */
      entries: components["schemas"]["PresetMenuEntry"][];
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @description What creating a preset menu takes.
     * @example {
     *       "name": "All day",
     *       "entries": [
     *         {
     *           "food_item_id": "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"
     *         }
     *       ]
     *     }
     */
    PresetMenuCreate: {
      name: components["schemas"]["DisplayName"];
      description?: components["schemas"]["Note"] | null;
      /**
       * @description Distinct food items of the organization, at most 500.
       * @default []
       */
      entries: components["schemas"]["PresetMenuEntryInput"][];
    };
    /** @description One item of a preset menu and where it sits. */
    PresetMenuEntry: {
      food_item_id: components["schemas"]["RecordId"];
      /** @description Display order: lower first; ties keep the order sent. */
      position: components["schemas"]["MenuPosition"];
    };
    /** @description An entry as sent: `position` defaults to the entry's index in the list. */
    PresetMenuEntryInput: {
      food_item_id: components["schemas"]["RecordId"];
      position?: components["schemas"]["MenuPosition"];
    };
    /** @description A page of preset menus, newest first. */
    PresetMenuPage: {
      preset_menus: components["schemas"]["PresetMenu"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /**
     * @description What updating a preset menu takes: the members sent change; `entries` replaces the list.
     * @example {
     *       "name": "All day (winter)"
     *     }
     */
    PresetMenuUpdate: {
      name?: components["schemas"]["DisplayName"];
      description?: components["schemas"]["Note"] | null;
      entries?: components["schemas"]["PresetMenuEntryInput"][];
    };
    /**
     * @description A promotion. Our design (Square's catalog discounts and pricing rules, Toast's promo codes).
     *     **Stacking**: an order takes at most one code promotion plus the single best automatic one (the
     *     one that takes the most off after the code); nothing takes a line below zero.
     */
    Promotion: {
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      code: components["schemas"]["PromotionCode"] | null;
      kind: components["schemas"]["PromotionKind"];
      percent: number | null;
      max_discount_amount: components["schemas"]["Amount"] | null;
      amount: components["schemas"]["Amount"] | null;
      food_item_id: components["schemas"]["RecordId"] | null;
      category_id: components["schemas"]["RecordId"] | null;
      buy_quantity: number | null;
      get_quantity: number | null;
      starts_at: string | null;
      ends_at: string | null;
      min_subtotal_amount: components["schemas"]["Amount"];
      usage_limit: number | null;
      usage_limit_per_customer: number | null;
      /**
       * Format: int32
       * @description Orders that used it (a cancelled order gives its use back).
       */
      used_count: number;
      restaurant_ids: components["schemas"]["RecordId"][];
      channels: components["schemas"]["PromotionChannel"][];
      customer_tags: components["schemas"]["AudienceTag"][];
      new_customers_only: boolean;
      active: boolean;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @description An ordering channel a promotion may be limited to.
     * @enum {string}
     */
    PromotionChannel: "dine_in" | "takeaway" | "delivery" | "web" | "app" | "pos" | "aggregator";
    /**
     * @description A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively.
     * @example SUMMER10
     */
    PromotionCode: string;
    /**
     * @description What creating a promotion takes: a name, a kind and the members the kind needs.
     * @example {
     *       "name": "Summer 10%",
     *       "code": "SUMMER10",
     *       "kind": "percentage",
     *       "percent": 10,
     *       "max_discount_amount": 1500
     *     }
     */
    PromotionCreate: {
      name: components["schemas"]["DisplayName"];
      kind: components["schemas"]["PromotionKind"];
      /** @description Entered by the customer; absent or null: the promotion applies automatically. */
      code?: components["schemas"]["PromotionCode"] | null;
      /** @description `percentage`: 1 to 100. */
      percent?: number | null;
      /** @description `percentage`: the most it takes off. */
      max_discount_amount?: components["schemas"]["Amount"] | null;
      /** @description `fixed`: the amount off (never more than the order's subtotal). */
      amount?: components["schemas"]["Amount"] | null;
      /** @description `free_item`: the item given free; `buy_x_get_y`: the item counted (or `category_id`). */
      food_item_id?: components["schemas"]["RecordId"] | null;
      /** @description `buy_x_get_y`: the category whose items count. */
      category_id?: components["schemas"]["RecordId"] | null;
      /** @description `buy_x_get_y`: units to buy. */
      buy_quantity?: number | null;
      /** @description `buy_x_get_y`: units free per group. */
      get_quantity?: number | null;
      /** @description Valid from (inclusive); null: already. */
      starts_at?: string | null;
      /** @description Valid until (exclusive); null: no end. After `starts_at`. */
      ends_at?: string | null;
      /** @description The order's subtotal must reach this. */
      min_subtotal_amount?: components["schemas"]["Amount"];
      /** @description Uses in all; null: unlimited. */
      usage_limit?: number | null;
      /** @description Uses per customer; null: unlimited. Needs an order that names its customer. */
      usage_limit_per_customer?: number | null;
      /** @description Restaurants it is valid at; empty: all. */
      restaurant_ids?: components["schemas"]["RecordId"][];
      /** @description Channels it is valid for; empty: all. */
      channels?: components["schemas"]["PromotionChannel"][];
      /** @description Only customers with one of these tags; empty: anyone. */
      customer_tags?: components["schemas"]["AudienceTag"][];
      /** @description Only customers with no completed order yet. */
      new_customers_only?: boolean;
      /** @description Off: it applies to nothing (it stays listed). */
      active?: boolean;
    };
    /**
     * @description What a promotion takes off: `percentage` (`percent` of the subtotal, at most
     *     `max_discount_amount`), `fixed` (`amount` off the order), `free_item` (one unit of
     *     `food_item_id` free when the order holds it) or `buy_x_get_y` (for every `buy_quantity` +
     *     `get_quantity` units of `food_item_id` or of `category_id`, the `get_quantity` cheapest are free).
     * @enum {string}
     */
    PromotionKind: "percentage" | "fixed" | "free_item" | "buy_x_get_y";
    /** @description A page of promotions, newest first. */
    PromotionPage: {
      promotions: components["schemas"]["Promotion"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /**
     * @description What updating a promotion takes: the members sent change; the result is checked whole.
     * @example {
     *       "active": false
     *     }
     */
    PromotionUpdate: {
      name?: components["schemas"]["DisplayName"];
      kind?: components["schemas"]["PromotionKind"];
      /** @description Entered by the customer; absent or null: the promotion applies automatically. */
      code?: components["schemas"]["PromotionCode"] | null;
      /** @description `percentage`: 1 to 100. */
      percent?: number | null;
      /** @description `percentage`: the most it takes off. */
      max_discount_amount?: components["schemas"]["Amount"] | null;
      /** @description `fixed`: the amount off (never more than the order's subtotal). */
      amount?: components["schemas"]["Amount"] | null;
      /** @description `free_item`: the item given free; `buy_x_get_y`: the item counted (or `category_id`). */
      food_item_id?: components["schemas"]["RecordId"] | null;
      /** @description `buy_x_get_y`: the category whose items count. */
      category_id?: components["schemas"]["RecordId"] | null;
      /** @description `buy_x_get_y`: units to buy. */
      buy_quantity?: number | null;
      /** @description `buy_x_get_y`: units free per group. */
      get_quantity?: number | null;
      /** @description Valid from (inclusive); null: already. */
      starts_at?: string | null;
      /** @description Valid until (exclusive); null: no end. After `starts_at`. */
      ends_at?: string | null;
      /** @description The order's subtotal must reach this. */
      min_subtotal_amount?: components["schemas"]["Amount"];
      /** @description Uses in all; null: unlimited. */
      usage_limit?: number | null;
      /** @description Uses per customer; null: unlimited. Needs an order that names its customer. */
      usage_limit_per_customer?: number | null;
      /** @description Restaurants it is valid at; empty: all. */
      restaurant_ids?: components["schemas"]["RecordId"][];
      /** @description Channels it is valid for; empty: all. */
      channels?: components["schemas"]["PromotionChannel"][];
      /** @description Only customers with one of these tags; empty: anyone. */
      customer_tags?: components["schemas"]["AudienceTag"][];
      /** @description Only customers with no completed order yet. */
      new_customers_only?: boolean;
      /** @description Off: it applies to nothing (it stays listed). */
      active?: boolean;
    };
    /** @description A line as it would be priced now. */
    QuotedLine: {
      food_item_id: components["schemas"]["RecordId"];
      variant_id: components["schemas"]["RecordId"] | null;
      name: string;
      variant_name: string | null;
      /** Format: int32 */
      quantity: number;
      modifiers: components["schemas"]["OrderLineModifier"][];
      /** @description The variant's price at this branch plus the chosen options' deltas. */
      unit_amount: components["schemas"]["Amount"];
      /** @description `unit_amount × quantity`. */
      line_amount: components["schemas"]["Amount"];
      /** @description The part of the order's discount given on this line. */
      discount_amount: components["schemas"]["Amount"];
      note: string | null;
    };
    /**
     * Format: uuid
     * @description A UUID naming a record.
     * @example 3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97
     */
    RecordId: string;
    /**
     * Format: date
     * @description A day a report covers, `YYYY-MM-DD`: a real calendar day (no 30 February) in the years 1000 to
     *     2999 (the calendar has no year 0; the server checks the years).
     * @example 2025-01-10
     */
    ReportDate: string;
    /**
     * @description How a restaurant takes reservations. Our design: slots start at each opening time and every
     *     `slot_interval_minutes` after it; a booking holds its tables for its stay plus `buffer_minutes`
     *     (clearing and resetting), so two bookings of one table are at least the buffer apart; nothing
     *     can be booked earlier than `lead_time_minutes` from now or later than `max_days_ahead` days.
     */
    ReservationSettings: {
      /** Format: int32 */
      slot_interval_minutes: number;
      /**
       * Format: int32
       * @description The stay when neither the booking nor a rule for its party size says otherwise.
       */
      stay_minutes: number;
      /** @description Stay lengths by party size, smallest first. */
      stay_minutes_by_party: components["schemas"]["StayRule"][];
      /** Format: int32 */
      buffer_minutes: number;
      /** Format: int32 */
      lead_time_minutes: number;
      /** Format: int32 */
      max_days_ahead: number;
      /** @description New bookings start `confirmed` (true) or `pending`, for staff to confirm (false). */
      auto_confirm: boolean;
      /** @description When they were last set; null while the defaults apply. */
      updated_at: string | null;
    };
    /**
     * @description The settings to store: every member sent replaces the stored one; members left out take their defaults.
     * @example {
     *       "slot_interval_minutes": 15,
     *       "stay_minutes": 90,
     *       "buffer_minutes": 15,
     *       "lead_time_minutes": 60
     *     }
     */
    ReservationSettingsUpdate: {
      /**
       * Format: int32
       * @default 15
       */
      slot_interval_minutes: number;
      /**
       * Format: int32
       * @default 90
       */
      stay_minutes: number;
      /** @default [] */
      stay_minutes_by_party: components["schemas"]["StayRule"][];
      /**
       * Format: int32
       * @default 0
       */
      buffer_minutes: number;
      /**
       * Format: int32
       * @default 60
       */
      lead_time_minutes: number;
      /**
       * Format: int32
       * @default 90
       */
      max_days_ahead: number;
      /** @default false */
      auto_confirm: boolean;
    };
    /** @description A restaurant (branch) of the organization. */
    RestaurantBranch: {
      id: components["schemas"]["RecordId"];
      name: components["schemas"]["DisplayName"];
      /** @description Where the restaurant is: its opening hours, menus and reservations are in this zone's local time. */
      time_zone: components["schemas"]["TimeZone"];
      /** @description Weekly opening hours; empty means always closed (and no reservations). */
      opening_hours: components["schemas"]["OpeningPeriod"][];
      address: components["schemas"]["Address"] | null;
      phone: string | null;
      /**
       * @description The caller's role here: the organization's owner is `owner` everywhere.
       * @enum {string}
       */
      role: "owner" | "manager" | "staff";
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @description What creating a restaurant takes.
     * @example {
     *       "name": "Bistro Chiado",
     *       "time_zone": "Europe/Lisbon",
     *       "opening_hours": [
     *         {
     *           "day": "mon",
     *           "opens": "12:00",
     *           "closes": "23:00"
     *         }
     *       ]
     *     }
     */
    RestaurantCreate: {
      name: components["schemas"]["DisplayName"];
      time_zone: components["schemas"]["TimeZone"];
      /** @default [] */
      opening_hours: components["schemas"]["OpeningPeriod"][];
      address?: components["schemas"]["Address"] | null;
      phone?: string | null;
    };
    /**
     * @description An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:
     *     `order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),
     *     `reservation.*` the booking, `loyalty.points_changed` the customer's balance, and
     *     `campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no
     *     e-mail or SMS itself, so an integrator's own sender delivers the message.
     * @enum {string}
     */
    RestaurantEventType:
      | "order.created"
      | "order.status_changed"
      | "reservation.created"
      | "reservation.status_changed"
      | "loyalty.points_changed"
      | "campaign.sent";
    /** @description A page of restaurants, newest first. */
    RestaurantPage: {
      restaurants: components["schemas"]["RestaurantBranch"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /**
     * @description What updating a restaurant takes: the members sent change, the rest stay.
     * @example {
     *       "name": "Bistro Chiado (Rua Garrett)"
     *     }
     */
    RestaurantUpdate: {
      name?: components["schemas"]["DisplayName"];
      time_zone?: components["schemas"]["TimeZone"];
      opening_hours?: components["schemas"]["OpeningPeriod"][];
      address?: components["schemas"]["Address"] | null;
      phone?: string | null;
    };
    /** @description A webhook subscription (never its secret, except once in { */
    RestaurantWebhook: {
      id: components["schemas"]["RecordId"];
      url: components["schemas"]["RestaurantWebhookUrl"];
      event_types: components["schemas"]["RestaurantEventType"][];
      enabled: boolean;
      /**
       * Format: int64
       * @description Deliveries answered with 2xx.
       */
      success_count: number;
      /**
       * Format: int64
       * @description Deliveries that failed for good (every retry spent).
       */
      failure_count: number;
      last_attempted_at: string | null;
      /** @description HTTP status of the latest attempt; 0 when no answer arrived; null before any. */
      last_status: number | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
    };
    /**
     * @description What subscribing takes.
     * @example {
     *       "url": "https://pos.example.com/hooks/restaurant",
     *       "event_types": [
     *         "order.created",
     *         "order.status_changed"
     *       ]
     *     }
     */
    RestaurantWebhookCreate: {
      url: components["schemas"]["RestaurantWebhookUrl"];
      event_types: components["schemas"]["RestaurantEventType"][];
      /** @default true */
      enabled: boolean;
    };
    /** @description A new webhook with its signing secret, shown this once. */
    RestaurantWebhookCreated: {
      id: components["schemas"]["RecordId"];
      url: components["schemas"]["RestaurantWebhookUrl"];
      event_types: components["schemas"]["RestaurantEventType"][];
      enabled: boolean;
      /**
       * Format: int64
       * @description Deliveries answered with 2xx.
       */
      success_count: number;
      /**
       * Format: int64
       * @description Deliveries that failed for good (every retry spent).
       */
      failure_count: number;
      last_attempted_at: string | null;
      /** @description HTTP status of the latest attempt; 0 when no answer arrived; null before any. */
      last_status: number | null;
      /** Format: date-time */
      created_at: string;
      /** Format: date-time */
      updated_at: string;
      /**
       * @description The Standard Webhooks signing secret (`whsec_…`): verify each delivery's `webhook-signature`
       *     over `webhook-id.webhook-timestamp.body`. Stored sealed; it cannot be shown again.
       */
      secret: string;
    };
    /** @description One delivery of one event to one webhook. */
    RestaurantWebhookDelivery: {
      id: components["schemas"]["RecordId"];
      /** @description The event's id: the delivery's `webhook-id` header, what receivers deduplicate by. */
      event_id: components["schemas"]["RecordId"];
      event_type: components["schemas"]["RestaurantEventType"];
      /** @enum {string} */
      status: "pending" | "delivering" | "succeeded" | "failed";
      /** Format: int32 */
      attempts: number;
      /** @description Of the latest attempt; 0 when no answer arrived; null before any. */
      http_status: number | null;
      /** Format: date-time */
      created_at: string;
    };
    /** @description A page of deliveries, newest first. */
    RestaurantWebhookDeliveryPage: {
      deliveries: components["schemas"]["RestaurantWebhookDelivery"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /** @description A page of webhooks, newest first. */
    RestaurantWebhookPage: {
      webhooks: components["schemas"]["RestaurantWebhook"][];
      /** @description Pass it back as `cursor` for the next page; null on the last page. */
      next_cursor: string | null;
    };
    /**
     * @description What updating a webhook takes: the members sent change.
     * @example {
     *       "enabled": false
     *     }
     */
    RestaurantWebhookUpdate: {
      url?: components["schemas"]["RestaurantWebhookUrl"];
      event_types?: components["schemas"]["RestaurantEventType"][];
      enabled?: boolean;
    };
    /**
     * @description Where deliveries go: an absolute `http` or `https` URL of at most 2,048 characters. The server's
     *     egress policy refuses internal addresses (loopback, private, link-local): 403 `url_refused`.
     * @example https://pos.example.com/hooks/restaurant
     */
    RestaurantWebhookUrl: string;
    /** @description Revenue of one channel; only channels with completed orders are listed. */
    RevenueChannel: {
      channel: components["schemas"]["OrderChannel"];
      /** @description Completed orders. */
      orders: components["schemas"]["Tally"];
      /** @description Sum of their subtotals (before discounts). */
      gross_amount: components["schemas"]["AmountSum"];
      /** @description Sum of their discounts. */
      discount_amount: components["schemas"]["AmountSum"];
      /** @description Sum of their totals: gross minus discounts. */
      net_amount: components["schemas"]["AmountSum"];
      /** @description `net_amount / orders` rounded to the nearest minor unit (halves up); 0 without orders. */
      average_order_amount: components["schemas"]["AmountSum"];
    };
    /** @description Revenue of one local day; every day of the range is listed, zeros included. */
    RevenueDay: {
      /** Format: date */
      date: string;
      orders: components["schemas"]["Tally"];
      net_amount: components["schemas"]["AmountSum"];
    };
    /** @description Revenue over the range. */
    RevenueReport: {
      from: components["schemas"]["ReportDate"];
      to: components["schemas"]["ReportDate"];
      /** @description The restaurant asked for; null for every restaurant the caller holds a role on. */
      restaurant_id: components["schemas"]["RecordId"] | null;
      /** @description The channel asked for; absent when the report covers every channel. */
      channel?: components["schemas"]["OrderChannel"];
      /** @description The organization's currency: every amount is in its minor unit. */
      currency: components["schemas"]["CurrencyCode"];
      totals: components["schemas"]["RevenueTotals"];
      /** @description Every day from `from` to `to`, oldest first; their `orders` and `net_amount` add up to the totals. */
      by_day: components["schemas"]["RevenueDay"][];
      /** @description Channels by net revenue, largest first; they add up to the totals. */
      by_channel: components["schemas"]["RevenueChannel"][];
    };
    /** @description Revenue of completed orders. */
    RevenueTotals: {
      /** @description Completed orders. */
      orders: components["schemas"]["Tally"];
      /** @description Sum of their subtotals (before discounts). */
      gross_amount: components["schemas"]["AmountSum"];
      /** @description Sum of their discounts. */
      discount_amount: components["schemas"]["AmountSum"];
      /** @description Sum of their totals: gross minus discounts. */
      net_amount: components["schemas"]["AmountSum"];
      /** @description `net_amount / orders` rounded to the nearest minor unit (halves up); 0 without orders. */
      average_order_amount: components["schemas"]["AmountSum"];
    };
    /** @description What a reward gives, told apart by `kind`. */
    RewardDefinition:
      | components["schemas"]["FixedDiscountReward"]
      | components["schemas"]["PercentageDiscountReward"]
      | components["schemas"]["FreeItemReward"];
    /** @description A food item as the restaurant sells it at that moment. */
    SellableItem: {
      food_item_id: components["schemas"]["RecordId"];
      name: string;
      category_id: components["schemas"]["RecordId"] | null;
      variants: components["schemas"]["SellableVariant"][];
      modifier_groups: components["schemas"]["SellableModifierGroup"][];
    };
    /** @description What a restaurant sells at one moment, computed from its menu configuration. */
    SellableMenu: {
      restaurant_id: components["schemas"]["RecordId"];
      /**
       * Format: date-time
       * @description The moment asked about.
       */
      at: string;
      /** @description The same moment on the restaurant's clock, `YYYY-MM-DDTHH:MM` in its time zone. */
      local_time: string;
      /** @description Inside the restaurant's opening hours. A closed restaurant sells nothing. */
      open: boolean;
      /** @description Open, with a menu set, and inside one of the menu's windows (or the menu has none). */
      serving: boolean;
      /** @description Empty unless `serving`; in the preset's order. */
      items: components["schemas"]["SellableItem"][];
    };
    /** @description A modifier group as sold: its available options, and how many a line must and may choose. */
    SellableModifierGroup: {
      id: components["schemas"]["RecordId"];
      name: string;
      /** Format: int32 */
      min_selections: number;
      /** Format: int32 */
      max_selections: number;
      options: components["schemas"]["SellableOption"][];
    };
    /** @description An option as sold. */
    SellableOption: {
      id: components["schemas"]["RecordId"];
      name: string;
      price_delta: components["schemas"]["Amount"];
    };
    /** @description A variant as sold: price after the branch's overrides. */
    SellableVariant: {
      id: components["schemas"]["RecordId"];
      name: string;
      price: components["schemas"]["Amount"];
    };
    /**
     * @description The body of `POST /api/auth/sign-in/email`.
     * @example {
     *       "email": "ada@bistro.example",
     *       "password": "correct horse battery"
     *     }
     */
    SignInRequest: {
      /** @description The account's e-mail address. */
      email: components["schemas"]["EmailAddress"];
      /** @description The password: 1 to 128 characters, no control characters. */
      password: string;
      /** @description Keep the session for 30 days instead of 7 (our design). */
      rememberMe?: boolean;
    };
    /**
     * @description The body of `POST /api/auth/sign-up/email`.
     * @example {
     *       "email": "ada@bistro.example",
     *       "password": "correct horse battery",
     *       "name": "Ada"
     *     }
     */
    SignUpRequest: {
      /** @description The e-mail address to sign in with; unique, compared case-insensitively. */
      email: components["schemas"]["EmailAddress"];
      /** @description 8 to 128 characters, no control characters. Stored as a scrypt hash only. */
      password: string;
      /** @description A display name. */
      name?: components["schemas"]["DisplayName"];
    };
    /** @description A new session: its secret token (shown this once) and the person signed in. */
    SignedIn: {
      /**
       * @description The session token: send it as `Authorization: Bearer <token>`. Shown once; the server keeps
       *     only its hash.
       */
      token: string;
      /**
       * Format: date-time
       * @description When the session expires.
       */
      expires_at: string;
      user: components["schemas"]["UserSummary"];
    };
    /** @description `points` for every whole `amount` of an order's total (after discounts): 1 point per 100 cents. */
    SpendRule: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "spend";
      points: components["schemas"]["PointCount"];
      /**
       * Format: int64
       * @description Minor units of the currency that earn `points` (100 = one dollar for USD).
       */
      amount: number;
    };
    /**
     * Format: int32
     * @description A length of time at a table, 15 minutes to 12 hours.
     */
    StayMinutes: number;
    /** @description A stay length for parties up to a size. */
    StayRule: {
      /** @description Applies to parties of at most this many guests (the smallest matching rule wins). */
      up_to_party_size: components["schemas"]["PartySize"];
      stay_minutes: components["schemas"]["StayMinutes"];
    };
    /**
     * @description A table's label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.
     * @example T12
     */
    TableLabel: string;
    /** @description A table as a slot or booking names it. */
    TableRef: {
      id: components["schemas"]["RecordId"];
      label: components["schemas"]["TableLabel"];
    };
    /** @description Adds `tag` to the customer's tags (nothing when they carry it). */
    TagCustomerAction: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "tag_customer";
      tag: components["schemas"]["CustomerTag"];
    };
    /**
     * Format: int64
     * @description A number of orders, items or customers.
     */
    Tally: number;
    /**
     * @description An IANA time zone name, checked against the server's time-zone database.
     * @example Europe/Lisbon
     */
    TimeZone: string;
    /** @description One menu item as sold on completed orders. */
    TopItem: {
      food_item_id: components["schemas"]["RecordId"];
      /** @description The name it was last sold under (order lines keep the name of the day). */
      name: string;
      /** @description Units sold. */
      quantity: components["schemas"]["Tally"];
      /** @description Completed orders it was on. */
      orders: components["schemas"]["Tally"];
      /** @description Sum of its line amounts (before discounts). */
      gross_amount: components["schemas"]["AmountSum"];
      /** @description Sum of its line amounts less the discounts given on those lines. */
      net_amount: components["schemas"]["AmountSum"];
    };
    /** @description The best sellers over the range. */
    TopItemsReport: {
      from: components["schemas"]["ReportDate"];
      to: components["schemas"]["ReportDate"];
      /** @description The restaurant asked for; null for every restaurant the caller holds a role on. */
      restaurant_id: components["schemas"]["RecordId"] | null;
      /** @description The channel asked for; absent when the report covers every channel. */
      channel?: components["schemas"]["OrderChannel"];
      /** @description The organization's currency: every amount is in its minor unit. */
      currency: components["schemas"]["CurrencyCode"];
      /** @description Most units first (ties: more revenue, then name). */
      by_quantity: components["schemas"]["TopItem"][];
      /** @description Most net revenue first (ties: more units, then name). */
      by_revenue: components["schemas"]["TopItem"][];
    };
    /** @description Orders of one channel. */
    TrendChannel: {
      channel: components["schemas"]["OrderChannel"];
      orders: components["schemas"]["Tally"];
      completed: components["schemas"]["Tally"];
    };
    /** @description Orders of one local day, by how they ended. */
    TrendDay: {
      /** Format: date */
      date: string;
      /** @description Every order placed that day. */
      orders: components["schemas"]["Tally"];
      completed: components["schemas"]["Tally"];
      cancelled: components["schemas"]["Tally"];
      failed: components["schemas"]["Tally"];
      /** @description Not yet completed, cancelled or failed. */
      in_progress: components["schemas"]["Tally"];
    };
    /** @description Orders placed in one local hour of the day (0 is 00:00–00:59). */
    TrendHour: {
      /** Format: int32 */
      hour: number;
      orders: components["schemas"]["Tally"];
    };
    /** @description Orders in one state. */
    TrendStatus: {
      status: components["schemas"]["OrderStatus"];
      orders: components["schemas"]["Tally"];
    };
    /** @description A person's account, as sign-in and the member lists show it. */
    UserSummary: {
      id: components["schemas"]["RecordId"];
      email: components["schemas"]["EmailAddress"];
      name: string | null;
    };
    /** @description `points` for every completed order (a visit) whose total reaches `min_total_amount`. */
    VisitRule: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "visit";
      points: components["schemas"]["PointCount"];
      /**
       * @description An order totalling less earns nothing by this rule; 0 (the default) counts every order.
       * @default 0
       */
      min_total_amount: components["schemas"]["Amount"];
    };
    /** @description The customer has at least `count` completed orders (the triggering one included). */
    VisitsCondition: {
      /**
       * @description discriminator enum property added by openapi-typescript
       * @enum {string}
       */
      type: "visits_at_least";
      /** Format: int32 */
      count: number;
    };
    /**
     * @description A day of the week.
     * @enum {string}
     */
    Weekday: "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
    /**
     * @description Stable, machine-readable error code, carried as `code` in every error body. Each error
     *     response lists the codes it can carry; the wording of messages may change, codes do not.
     *
     *     | Status | Code | Meaning |
     *     |---|---|---|
     *     | 400 | `validation_failed` | A parameter, header or body member breaks the contract; the body names each rejected input. |
     *     | 400 | `malformed_json` | The body is not valid JSON. |
     *     | 400 | `body_not_decodable` | The body does not decode as its `Content-Encoding` says. |
     *     | 400 | `malformed_multipart` | The `multipart/form-data` body does not parse. |
     *     | 400 | `invalid_cursor` | The paging `cursor` is not one this list returned. |
     *     | 400 | `malformed_http` | The request is not valid HTTP/1.1 (a header holds a character HTTP does not allow, or the request line is malformed). |
     *     | 401 | `credentials_required` | This operation needs a credential and none was sent. |
     *     | 401 | `invalid_credentials` | The credential sent is unknown, expired or revoked. |
     *     | 401 | `malformed_authorization` | `Authorization` is not `Bearer <token>`. |
     *     | 401 | `wrong_credential_kind` | The credential is valid but of a kind this operation does not take (for example a key with no person behind it where a person's session is needed). |
     *     | 401 | `invalid_login` | The e-mail address or the password is wrong (the answer does not say which). |
     *     | 403 | `forbidden` | The caller is known but may not do this. |
     *     | 403 | `url_refused` | The URL, one of its redirects or a resource its page loads points where the egress policy forbids (an internal address, or a scheme other than http and https); nothing was charged. |
     *     | 403 | `admin_only` | This operation is for administrators. |
     *     | 403 | `no_organization` | The caller belongs to no organization yet: create one (`POST /api/organizations`) or ask a manager to add you. |
     *     | 403 | `forbidden_role` | The caller's role (on this restaurant, or in the organization) does not allow this operation. |
     *     | 404 | `not_found` | No such record, or it is outside what the caller may see. |
     *     | 404 | `route_not_found` | No operation of this service has this path. |
     *     | 404 | `unknown_account` | No account has this e-mail address: they sign up first. |
     *     | 405 | `method_not_allowed` | The path exists but not with this method; `Allow` lists the methods. |
     *     | 408 | `request_timeout` | The request or its body stopped arriving; the connection is closed after this answer. |
     *     | 409 | `conflict` | The request is valid but the current state refuses it; the message says why. |
     *     | 409 | `email_taken` | The e-mail address already has an account. |
     *     | 409 | `already_member` | The person already belongs to an organization (a person works for one), or already holds a role here. |
     *     | 409 | `invalid_transition` | The record's current state does not allow this move; the message names the state and the moves it allows. |
     *     | 409 | `in_use` | Other records still refer to this one (orders, bookings, menus): it is kept; the message says which. |
     *     | 409 | `slot_taken` | A table asked for is already booked for an overlapping time (checked by the database, so two concurrent bookings cannot both win). |
     *     | 409 | `idempotency_key_reused` | The `Idempotency-Key` was used before with a different request body; nothing new was made. |
     *     | 409 | `insufficient_points` | The customer's loyalty balance is lower than the reward costs; a balance never goes below zero. |
     *     | 409 | `promotion_unavailable` | The promotion is outside its dates, used up, or not for this customer, channel or restaurant. |
     *     | 413 | `payload_too_large` | The body (as sent or decoded) or an uploaded file is larger than the limit. |
     *     | 415 | `unsupported_media_type` | The body's media type, charset or content coding is not one the operation takes. |
     *     | 416 | `range_not_satisfiable` | The `Range` asks for bytes wholly past the object's end; `Content-Range` gives its size. |
     *     | 422 | `unprocessable` | The input is well formed but could not be processed. |
     *     | 422 | `item_unavailable` | A food item or variant is unknown, or the restaurant does not sell it at this time; `issues` names the line. |
     *     | 422 | `invalid_modifiers` | A line's modifier choices break a group's minimum or maximum, or name an option outside the item's groups; `issues` names the line. |
     *     | 422 | `party_too_large` | No table or joinable set of tables in the restaurant seats a party this size. |
     *     | 429 | `rate_limited` | Too many calls for this caller or client; `Retry-After` says when to retry. |
     *     | 429 | `key_requests_exhausted` | The API key has no requests remaining in its window; `Retry-After` says when it refills. |
     *     | 431 | `headers_too_large` | The request line and headers are larger than the server reads. |
     *     | 500 | `internal` | The server failed; nothing was changed or charged. |
     *     | 502 | `processor_unavailable` | The payment processor could not be reached or failed; nothing was charged. |
     *     | 502 | `processor_rejected` | The payment processor refused the call or answered without what was needed; nothing was charged. |
     *     | 503 | `unavailable` | The database is unavailable; nothing was charged. Retry later. |
     * @enum {string}
     */
    ErrorCode:
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
    /** @description The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
    ErrorEnvelope400: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?:
        | "validation_failed"
        | "malformed_json"
        | "body_not_decodable"
        | "malformed_multipart"
        | "invalid_cursor"
        | "malformed_http";
    };
    /** @description The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
    ErrorEnvelope401: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?:
        | "credentials_required"
        | "invalid_credentials"
        | "malformed_authorization"
        | "wrong_credential_kind";
    };
    /** @description The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_login`. */
    ErrorEnvelope401InvalidLogin: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?:
        | "credentials_required"
        | "invalid_credentials"
        | "malformed_authorization"
        | "wrong_credential_kind"
        | "invalid_login";
    };
    /** @description The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`, `no_organization`, `forbidden_role`. */
    ErrorEnvelope403NoOrganizationForbiddenRole: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "forbidden" | "admin_only" | "no_organization" | "forbidden_role";
    };
    /** @description The error body of a 403 answer: `code` is one of `forbidden`, `url_refused`, `admin_only`, `no_organization`, `forbidden_role`. */
    ErrorEnvelope403UrlRefusedNoOrganizationForbiddenRole: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "forbidden" | "url_refused" | "admin_only" | "no_organization" | "forbidden_role";
    };
    /** @description The error body of a 404 answer: `code` is one of `not_found`. */
    ErrorEnvelope404: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "not_found";
    };
    /** @description The error body of a 404 answer: `code` is one of `not_found`, `unknown_account`. */
    ErrorEnvelope404UnknownAccount: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "not_found" | "unknown_account";
    };
    /** @description The error body of a 408 answer: `code` is one of `request_timeout`. */
    ErrorEnvelope408: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "request_timeout";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`. */
    ErrorEnvelope409: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `already_member`. */
    ErrorEnvelope409AlreadyMember: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict" | "already_member";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `email_taken`. */
    ErrorEnvelope409EmailTaken: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict" | "email_taken";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `idempotency_key_reused`, `insufficient_points`, `promotion_unavailable`. */
    ErrorEnvelope409IdempotencyKeyReusedInsufficientPointsPromotionUnavailable: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict" | "idempotency_key_reused" | "insufficient_points" | "promotion_unavailable";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `insufficient_points`. */
    ErrorEnvelope409InsufficientPoints: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict" | "insufficient_points";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `in_use`. */
    ErrorEnvelope409InUse: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict" | "in_use";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `invalid_transition`. */
    ErrorEnvelope409InvalidTransition: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict" | "invalid_transition";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `invalid_transition`, `slot_taken`. */
    ErrorEnvelope409InvalidTransitionSlotTaken: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict" | "invalid_transition" | "slot_taken";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `promotion_unavailable`. */
    ErrorEnvelope409PromotionUnavailable: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict" | "promotion_unavailable";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `slot_taken`. */
    ErrorEnvelope409SlotTaken: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict" | "slot_taken";
    };
    /** @description The error body of a 413 answer: `code` is one of `payload_too_large`. */
    ErrorEnvelope413: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "payload_too_large";
    };
    /** @description The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
    ErrorEnvelope415: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unsupported_media_type";
    };
    /** @description The error body of a 422 answer: `code` is one of `unprocessable`. */
    ErrorEnvelope422: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unprocessable";
    };
    /** @description The error body of a 422 answer: `code` is one of `unprocessable`, `item_unavailable`, `invalid_modifiers`. */
    ErrorEnvelope422ItemUnavailableInvalidModifiers: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unprocessable" | "item_unavailable" | "invalid_modifiers";
    };
    /** @description The error body of a 422 answer: `code` is one of `unprocessable`, `party_too_large`. */
    ErrorEnvelope422PartyTooLarge: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unprocessable" | "party_too_large";
    };
    /** @description The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
    ErrorEnvelope429: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "rate_limited" | "key_requests_exhausted";
    };
    /** @description The error body of a 503 answer: `code` is one of `unavailable`. */
    ErrorEnvelope503: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unavailable";
    };
  };
  responses: never;
  parameters: {
    /** @description One channel only. */
    "AnalyticsQuery.channel": components["schemas"]["OrderChannel"];
    /** @description The first local day covered; default (our design): 29 days before `to` (30 days in all). */
    "AnalyticsQuery.from": components["schemas"]["ReportDate"];
    /**
     * @description One restaurant only; without it, every restaurant the caller holds a role on (all of them for
     *     the owner). A restaurant the caller holds no role on answers 404.
     */
    "AnalyticsQuery.restaurant_id": components["schemas"]["RecordId"];
    /**
     * @description The last local day covered, inclusive: on or after `from`, at most 366 days in all. Default
     *     (our design): today, in the time zone of `restaurant_id` (UTC without one).
     */
    "AnalyticsQuery.to": components["schemas"]["ReportDate"];
    AutomationRulePath: components["schemas"]["RecordId"];
    CampaignPath: components["schemas"]["RecordId"];
    CustomerPath: components["schemas"]["RecordId"];
    OrderPath: components["schemas"]["RecordId"];
    /** @description `next_cursor` of the previous page; absent for the first page. */
    "PageQuery.cursor": string;
    /** @description Records per page, 1 to 100. */
    "PageQuery.limit": number;
    PromotionPath: components["schemas"]["RecordId"];
    RestaurantPath: components["schemas"]["RecordId"];
    RestaurantWebhookPath: components["schemas"]["RecordId"];
    RewardPath: components["schemas"]["RecordId"];
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  oauth_protected_resource: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.ProtectedResourceMetadata"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  x402_discovery: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.X402Discovery"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  get_customer_insights_report: {
    parameters: {
      query?: {
        /** @description The first local day covered; default (our design): 29 days before `to` (30 days in all). */
        from?: components["parameters"]["AnalyticsQuery.from"];
        /**
         * @description The last local day covered, inclusive: on or after `from`, at most 366 days in all. Default
         *     (our design): today, in the time zone of `restaurant_id` (UTC without one).
         */
        to?: components["parameters"]["AnalyticsQuery.to"];
        /**
         * @description One restaurant only; without it, every restaurant the caller holds a role on (all of them for
         *     the owner). A restaurant the caller holds no role on answers 404.
         */
        restaurant_id?: components["parameters"]["AnalyticsQuery.restaurant_id"];
        /** @description One channel only. */
        channel?: components["parameters"]["AnalyticsQuery.channel"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CustomerInsightsReport"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_order_trends_report: {
    parameters: {
      query?: {
        /** @description The first local day covered; default (our design): 29 days before `to` (30 days in all). */
        from?: components["parameters"]["AnalyticsQuery.from"];
        /**
         * @description The last local day covered, inclusive: on or after `from`, at most 366 days in all. Default
         *     (our design): today, in the time zone of `restaurant_id` (UTC without one).
         */
        to?: components["parameters"]["AnalyticsQuery.to"];
        /**
         * @description One restaurant only; without it, every restaurant the caller holds a role on (all of them for
         *     the owner). A restaurant the caller holds no role on answers 404.
         */
        restaurant_id?: components["parameters"]["AnalyticsQuery.restaurant_id"];
        /** @description One channel only. */
        channel?: components["parameters"]["AnalyticsQuery.channel"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderTrendsReport"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_revenue_report: {
    parameters: {
      query?: {
        /** @description The first local day covered; default (our design): 29 days before `to` (30 days in all). */
        from?: components["parameters"]["AnalyticsQuery.from"];
        /**
         * @description The last local day covered, inclusive: on or after `from`, at most 366 days in all. Default
         *     (our design): today, in the time zone of `restaurant_id` (UTC without one).
         */
        to?: components["parameters"]["AnalyticsQuery.to"];
        /**
         * @description One restaurant only; without it, every restaurant the caller holds a role on (all of them for
         *     the owner). A restaurant the caller holds no role on answers 404.
         */
        restaurant_id?: components["parameters"]["AnalyticsQuery.restaurant_id"];
        /** @description One channel only. */
        channel?: components["parameters"]["AnalyticsQuery.channel"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RevenueReport"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_top_items_report: {
    parameters: {
      query?: {
        /** @description The first local day covered; default (our design): 29 days before `to` (30 days in all). */
        from?: components["parameters"]["AnalyticsQuery.from"];
        /**
         * @description The last local day covered, inclusive: on or after `from`, at most 366 days in all. Default
         *     (our design): today, in the time zone of `restaurant_id` (UTC without one).
         */
        to?: components["parameters"]["AnalyticsQuery.to"];
        /**
         * @description One restaurant only; without it, every restaurant the caller holds a role on (all of them for
         *     the owner). A restaurant the caller holds no role on answers 404.
         */
        restaurant_id?: components["parameters"]["AnalyticsQuery.restaurant_id"];
        /** @description One channel only. */
        channel?: components["parameters"]["AnalyticsQuery.channel"];
        /** @description Items per list, 1 to 50. */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["TopItemsReport"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_api_keys: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiKeyPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_api_key: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ApiKeyCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiKeyCreated"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  revoke_api_key: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        key_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to answer. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  sign_in_email: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SignInRequest"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SignedIn"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_login`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401InvalidLogin"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description Too many calls, or too many failed sign-ins; `Retry-After` says when to try again. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope429"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  sign_out: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /** @enum {boolean} */
            success: true;
          };
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  sign_up_email: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SignUpRequest"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SignedIn"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `email_taken`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409EmailTaken"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description Too many calls, or too many failed sign-ins; `Retry-After` says when to try again. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope429"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_automation_rules: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AutomationRulePage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_automation_rule: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AutomationRuleCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AutomationRule"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_automation_rule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        rule_id: components["parameters"]["AutomationRulePath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AutomationRule"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  delete_automation_rule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        rule_id: components["parameters"]["AutomationRulePath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to answer. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_automation_rule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        rule_id: components["parameters"]["AutomationRulePath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AutomationRuleUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AutomationRule"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_automation_runs: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path: {
        rule_id: components["parameters"]["AutomationRulePath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AutomationRunPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_campaigns: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
        status?: components["schemas"]["CampaignStatus"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CampaignPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_campaign: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CampaignCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Campaign"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_campaign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        campaign_id: components["parameters"]["CampaignPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Campaign"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  delete_campaign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        campaign_id: components["parameters"]["CampaignPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to answer. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_campaign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        campaign_id: components["parameters"]["CampaignPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CampaignUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Campaign"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  cancel_campaign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        campaign_id: components["parameters"]["CampaignPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Campaign"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  schedule_campaign: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        campaign_id: components["parameters"]["CampaignPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Campaign"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_campaign_sends: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path: {
        campaign_id: components["parameters"]["CampaignPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CampaignSendPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_customers: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
        q?: string;
        tag?: components["schemas"]["CustomerTag"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CustomerPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_customer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CustomerCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Customer"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_customer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        customer_id: components["parameters"]["CustomerPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Customer"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  delete_customer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        customer_id: components["parameters"]["CustomerPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to answer. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_customer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        customer_id: components["parameters"]["CustomerPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CustomerUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Customer"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_customer_loyalty: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        customer_id: components["parameters"]["CustomerPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LoyaltyAccount"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_loyalty_adjustment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        customer_id: components["parameters"]["CustomerPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["LoyaltyAdjustmentCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LoyaltyLedgerEntry"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `insufficient_points`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InsufficientPoints"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_customer_loyalty_ledger: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path: {
        customer_id: components["parameters"]["CustomerPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LoyaltyLedgerPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_loyalty_program: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LoyaltyProgram"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  put_loyalty_program: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["LoyaltyProgramUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LoyaltyProgram"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_loyalty_rewards: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LoyaltyRewardPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_loyalty_reward: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["LoyaltyRewardCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LoyaltyReward"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_loyalty_reward: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reward_id: components["parameters"]["RewardPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LoyaltyReward"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  delete_loyalty_reward: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reward_id: components["parameters"]["RewardPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to answer. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_loyalty_reward: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reward_id: components["parameters"]["RewardPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["LoyaltyRewardUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["LoyaltyReward"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_menu_categories: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MenuCategoryPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_menu_category: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["MenuCategoryCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MenuCategory"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_menu_category: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        category_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MenuCategory"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  delete_menu_category: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        category_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to answer. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_menu_category: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        category_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["MenuCategoryUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MenuCategory"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_food_items: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
        category_id?: components["schemas"]["RecordId"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FoodItemPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_food_item: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FoodItemCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FoodItem"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_food_item: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        food_item_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FoodItem"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  delete_food_item: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        food_item_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to answer. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `in_use`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InUse"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_food_item: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        food_item_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FoodItemUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FoodItem"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_modifier_groups: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ModifierGroupPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_modifier_group: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ModifierGroupCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ModifierGroup"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_modifier_group: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        modifier_group_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ModifierGroup"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  delete_modifier_group: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        modifier_group_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to answer. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `in_use`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InUse"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_modifier_group: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        modifier_group_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ModifierGroupUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ModifierGroup"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_preset_menus: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PresetMenuPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_preset_menu: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PresetMenuCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PresetMenu"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_preset_menu: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        preset_menu_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PresetMenu"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  delete_preset_menu: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        preset_menu_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to answer. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `in_use`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InUse"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_preset_menu: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        preset_menu_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PresetMenuUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PresetMenu"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_organization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Organization"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_organization: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OrganizationCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Organization"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `already_member`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409AlreadyMember"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_promotions: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
        active?: boolean;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PromotionPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_promotion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PromotionCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Promotion"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_promotion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        promotion_id: components["parameters"]["PromotionPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Promotion"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  delete_promotion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        promotion_id: components["parameters"]["PromotionPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to answer. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `in_use`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InUse"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_promotion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        promotion_id: components["parameters"]["PromotionPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PromotionUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Promotion"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_orders: {
    parameters: {
      query?: {
        restaurant_id?: components["schemas"]["RecordId"];
        status?: components["schemas"]["OrderStatus"];
        channel?: components["schemas"]["OrderChannel"];
        customer_id?: components["schemas"]["RecordId"];
        /** @description Placed at or after this instant. */
        placed_from?: string;
        /** @description Placed before this instant. */
        placed_to?: string;
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_order: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes retries safe: one order per key in the organization (1 to 255 visible characters). */
        "Idempotency-Key"?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OrderCreate"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          "Idempotent-Replayed": "true";
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `idempotency_key_reused`, `insufficient_points`, `promotion_unavailable`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409IdempotencyKeyReusedInsufficientPointsPromotionUnavailable"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`, `item_unavailable`, `invalid_modifiers`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422ItemUnavailableInvalidModifiers"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  quote_order: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OrderCreate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["OrderQuote"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `promotion_unavailable`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409PromotionUnavailable"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`, `item_unavailable`, `invalid_modifiers`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422ItemUnavailableInvalidModifiers"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_order: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: components["parameters"]["OrderPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  accept_order: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: components["parameters"]["OrderPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  cancel_order: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: components["parameters"]["OrderPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OrderReason"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  complete_order: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: components["parameters"]["OrderPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  dispatch_order: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: components["parameters"]["OrderPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  fail_order: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: components["parameters"]["OrderPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OrderReason"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  pick_up_order: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: components["parameters"]["OrderPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  ready_order: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: components["parameters"]["OrderPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  start_order: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        order_id: components["parameters"]["OrderPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_restaurants: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RestaurantPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_restaurant: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RestaurantCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RestaurantBranch"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_restaurant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RestaurantBranch"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  delete_restaurant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to answer. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `in_use`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InUse"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_restaurant: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RestaurantUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RestaurantBranch"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_dining_areas: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DiningAreaPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_dining_area: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DiningAreaCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DiningArea"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_dining_area: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
        area_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DiningArea"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  delete_dining_area: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
        area_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to answer. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `in_use`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InUse"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_dining_area: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
        area_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DiningAreaUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DiningArea"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_availability: {
    parameters: {
      query: {
        date?: string;
        party_size: components["schemas"]["PartySize"];
        stay_minutes?: components["schemas"]["StayMinutes"];
      };
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Availability"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`, `party_too_large`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422PartyTooLarge"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_bookings: {
    parameters: {
      query?: {
        date?: string;
        status?: components["schemas"]["BookingStatus"];
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BookingPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_booking: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BookingCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Booking"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `slot_taken`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409SlotTaken"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`, `party_too_large`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422PartyTooLarge"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_booking: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
        booking_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Booking"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_booking: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
        booking_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BookingUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Booking"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`, `slot_taken`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransitionSlotTaken"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`, `party_too_large`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422PartyTooLarge"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  cancel_booking: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
        booking_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Booking"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  complete_booking: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
        booking_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Booking"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  confirm_booking: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
        booking_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Booking"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  no_show_booking: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
        booking_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Booking"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  seat_booking: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
        booking_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Booking"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `invalid_transition`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InvalidTransition"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_restaurant_members: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BranchMemberPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  add_restaurant_member: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BranchMemberCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BranchMember"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`, `unknown_account`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404UnknownAccount"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `already_member`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409AlreadyMember"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  remove_restaurant_member: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
        user_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to answer. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_restaurant_member: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
        user_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": {
          role: components["schemas"]["BranchRole"];
        };
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BranchMember"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_restaurant_menu: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BranchMenu"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  set_restaurant_menu: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BranchMenuSet"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BranchMenu"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_restaurant_sellable_menu: {
    parameters: {
      query?: {
        at?: string;
      };
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SellableMenu"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_reservation_settings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ReservationSettings"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_reservation_settings: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ReservationSettingsUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ReservationSettings"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_dining_tables: {
    parameters: {
      query?: {
        area_id?: components["schemas"]["RecordId"];
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DiningTablePage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_dining_table: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DiningTableCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DiningTable"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_dining_table: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
        table_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DiningTable"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  delete_dining_table: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
        table_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to answer. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`, `in_use`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409InUse"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_dining_table: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        restaurant_id: components["parameters"]["RestaurantPath"];
        table_id: components["schemas"]["RecordId"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["DiningTableUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DiningTable"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /**
       * @description The request clashes with the current state: an illegal state move (`invalid_transition`), a
       *     taken name or slot, or an idempotency key reused with another body. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope409"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /**
       * @description The request is well formed but cannot be carried out as asked: the operation's description lists
       *     the rules (an unknown or unavailable item, a modifier choice outside its group's limits, a party
       *     larger than any table…); `issues` names the member. Error codes: `unprocessable`.
       */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope422"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_restaurant_webhooks: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RestaurantWebhookPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  create_restaurant_webhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RestaurantWebhookCreate"];
      };
    };
    responses: {
      /** @description A record was created. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RestaurantWebhookCreated"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `url_refused`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403UrlRefusedNoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  get_restaurant_webhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook_id: components["parameters"]["RestaurantWebhookPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RestaurantWebhook"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  delete_restaurant_webhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook_id: components["parameters"]["RestaurantWebhookPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; nothing to answer. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  update_restaurant_webhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        webhook_id: components["parameters"]["RestaurantWebhookPath"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RestaurantWebhookUpdate"];
      };
    };
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RestaurantWebhook"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `url_refused`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403UrlRefusedNoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /**
       * @description The request body stopped arriving: nothing came for 30 seconds while the server was reading it.
       *     The connection is closed after this answer. Error codes: `request_timeout`.
       */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the server reads (1 MiB). Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  list_restaurant_webhook_deliveries: {
    parameters: {
      query?: {
        /** @description Records per page, 1 to 100. */
        limit?: components["parameters"]["PageQuery.limit"];
        /** @description `next_cursor` of the previous page; absent for the first page. */
        cursor?: components["parameters"]["PageQuery.cursor"];
      };
      header?: never;
      path: {
        webhook_id: components["parameters"]["RestaurantWebhookPath"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success with a body. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RestaurantWebhookDeliveryPage"];
        };
      };
      /** @description A parameter or the body is not valid (every rejected input is listed in `issues`). Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description The credential is missing, malformed, unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description The caller's role does not allow this (`forbidden_role`), or the caller belongs to no
       *     organization yet (`no_organization`: create one with `POST /api/organizations`). Error codes: `forbidden`, `admin_only`, `no_organization`, `forbidden_role`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403NoOrganizationForbiddenRole"];
        };
      };
      /** @description No such record for this caller: another organization's records answer 404 too. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope404"];
        };
      };
      /** @description The database cannot be reached; retry later. Error codes: `unavailable`. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503"];
        };
      };
    };
  };
  docs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/html": string;
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  docs_script: {
    parameters: {
      query?: {
        /** @description The bundle's version tag, as the reference page names it (hexadecimal). */
        v?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          "cache-control": string;
          [name: string]: unknown;
        };
        content: {
          "text/javascript": string;
        };
      };
      /** @description A query parameter the route declares holds a value it does not take. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.Health"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  llms_txt: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/plain": string;
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  mcp: {
    parameters: {
      query?: never;
      header: {
        /** @description Must accept both `application/json` and `text/event-stream`. */
        accept: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["Contract.JsonRpcMessage"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description The request has been accepted for processing, but processing has not yet completed. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server could not understand the request due to invalid syntax. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
      /**
       * @description A credential sent to `/mcp` that is unknown, revoked or malformed: the service's error body,
       *     with the challenge MCP clients read to find the protected-resource metadata (RFC 9728 §5.1). Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          /** @description `Bearer error="invalid_token", resource_metadata="<base>/.well-known/oauth-protected-resource"`. */
          "WWW-Authenticate": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description Access is forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
      /** @description Client error */
      406: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
      /** @description Client error */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
    };
  };
  openapi_json: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
}
