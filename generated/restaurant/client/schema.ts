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
    /** @description A display name: 1 to 200 characters, no `<`, `>` or control characters. */
    DisplayName: string;
    /**
     * Format: email
     * @description An e-mail address, at most 254 characters.
     */
    EmailAddress: string;
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
    /**
     * @description A local time of day, `HH:MM` on a 24-hour clock.
     * @example 09:30
     */
    LocalTime: string;
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
     * Format: uuid
     * @description A UUID naming a record.
     * @example 3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97
     */
    RecordId: string;
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
    /**
     * @description An IANA time zone name, checked against the server's time-zone database.
     * @example Europe/Lisbon
     */
    TimeZone: string;
    /** @description A person's account, as sign-in and the member lists show it. */
    UserSummary: {
      id: components["schemas"]["RecordId"];
      email: components["schemas"]["EmailAddress"];
      name: string | null;
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
     *     | 409 | `in_use` | Other records still refer to this one (orders, bookings, menus): it is kept; the message says which. |
     *     | 413 | `payload_too_large` | The body (as sent or decoded) or an uploaded file is larger than the limit. |
     *     | 415 | `unsupported_media_type` | The body's media type, charset or content coding is not one the operation takes. |
     *     | 416 | `range_not_satisfiable` | The `Range` asks for bytes wholly past the object's end; `Content-Range` gives its size. |
     *     | 422 | `unprocessable` | The input is well formed but could not be processed. |
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
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `in_use`. */
    ErrorEnvelope409InUse: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "conflict" | "in_use";
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
    /** @description `next_cursor` of the previous page; absent for the first page. */
    "PageQuery.cursor": string;
    /** @description Records per page, 1 to 100. */
    "PageQuery.limit": number;
    RestaurantPath: components["schemas"]["RecordId"];
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
