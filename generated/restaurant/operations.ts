// Generated from spec/restaurant by codegen — run `npm run generate`. Do not edit.

import type { OperationDefinition } from "../../runtime/contract.js";
import {
  acceptOrderSchemas,
  addRestaurantMemberSchemas,
  cancelBookingSchemas,
  cancelCampaignSchemas,
  cancelOrderSchemas,
  completeBookingSchemas,
  completeOrderSchemas,
  confirmBookingSchemas,
  createApiKeySchemas,
  createAutomationRuleSchemas,
  createBookingSchemas,
  createCampaignSchemas,
  createCustomerSchemas,
  createDiningAreaSchemas,
  createDiningTableSchemas,
  createFoodItemSchemas,
  createLoyaltyAdjustmentSchemas,
  createLoyaltyRewardSchemas,
  createMenuCategorySchemas,
  createModifierGroupSchemas,
  createOrderSchemas,
  createOrganizationSchemas,
  createPresetMenuSchemas,
  createPromotionSchemas,
  createRestaurantSchemas,
  createRestaurantWebhookSchemas,
  deleteAutomationRuleSchemas,
  deleteCampaignSchemas,
  deleteCustomerSchemas,
  deleteDiningAreaSchemas,
  deleteDiningTableSchemas,
  deleteFoodItemSchemas,
  deleteLoyaltyRewardSchemas,
  deleteMenuCategorySchemas,
  deleteModifierGroupSchemas,
  deletePresetMenuSchemas,
  deletePromotionSchemas,
  deleteRestaurantSchemas,
  deleteRestaurantWebhookSchemas,
  dispatchOrderSchemas,
  docsSchemas,
  docsScriptSchemas,
  failOrderSchemas,
  getAutomationRuleSchemas,
  getAvailabilitySchemas,
  getBookingSchemas,
  getCampaignSchemas,
  getCustomerInsightsReportSchemas,
  getCustomerLoyaltySchemas,
  getCustomerSchemas,
  getDiningAreaSchemas,
  getDiningTableSchemas,
  getFoodItemSchemas,
  getLoyaltyProgramSchemas,
  getLoyaltyRewardSchemas,
  getMenuCategorySchemas,
  getModifierGroupSchemas,
  getOrderSchemas,
  getOrderTrendsReportSchemas,
  getOrganizationSchemas,
  getPresetMenuSchemas,
  getPromotionSchemas,
  getReservationSettingsSchemas,
  getRestaurantMenuSchemas,
  getRestaurantSchemas,
  getRestaurantSellableMenuSchemas,
  getRestaurantWebhookSchemas,
  getRevenueReportSchemas,
  getTopItemsReportSchemas,
  healthSchemas,
  listApiKeysSchemas,
  listAutomationRulesSchemas,
  listAutomationRunsSchemas,
  listBookingsSchemas,
  listCampaignSendsSchemas,
  listCampaignsSchemas,
  listCustomerLoyaltyLedgerSchemas,
  listCustomersSchemas,
  listDiningAreasSchemas,
  listDiningTablesSchemas,
  listFoodItemsSchemas,
  listLoyaltyRewardsSchemas,
  listMenuCategoriesSchemas,
  listModifierGroupsSchemas,
  listOrdersSchemas,
  listPresetMenusSchemas,
  listPromotionsSchemas,
  listRestaurantMembersSchemas,
  listRestaurantWebhookDeliveriesSchemas,
  listRestaurantWebhooksSchemas,
  listRestaurantsSchemas,
  llmsTxtSchemas,
  mcpSchemas,
  noShowBookingSchemas,
  oauthProtectedResourceSchemas,
  openapiJsonSchemas,
  pickUpOrderSchemas,
  putLoyaltyProgramSchemas,
  quoteOrderSchemas,
  readyOrderSchemas,
  removeRestaurantMemberSchemas,
  revokeApiKeySchemas,
  scheduleCampaignSchemas,
  seatBookingSchemas,
  setRestaurantMenuSchemas,
  signInEmailSchemas,
  signOutSchemas,
  signUpEmailSchemas,
  startOrderSchemas,
  updateAutomationRuleSchemas,
  updateBookingSchemas,
  updateCampaignSchemas,
  updateCustomerSchemas,
  updateDiningAreaSchemas,
  updateDiningTableSchemas,
  updateFoodItemSchemas,
  updateLoyaltyRewardSchemas,
  updateMenuCategorySchemas,
  updateModifierGroupSchemas,
  updatePresetMenuSchemas,
  updatePromotionSchemas,
  updateReservationSettingsSchemas,
  updateRestaurantMemberSchemas,
  updateRestaurantSchemas,
  updateRestaurantWebhookSchemas,
  x402DiscoverySchemas,
} from "./schemas.js";

/** Every operation of spec/restaurant, as the runtime enforces it. */
export const restaurantOperations: OperationDefinition[] = [
  {
    operationId: "oauth_protected_resource",
    method: "get",
    path: "/.well-known/oauth-protected-resource",
    expressPath: "/.well-known/oauth-protected-resource",
    summary: "Protected-resource metadata",
    description:
      "OAuth 2.0 protected-resource metadata (RFC 9728): what MCP clients fetch after a 401 from\n`/mcp`, whose `WWW-Authenticate` challenge names this URL.",
    runtime: "protected-resource",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: oauthProtectedResourceSchemas.responses },
  },
  {
    operationId: "x402_discovery",
    method: "get",
    path: "/.well-known/x402",
    expressPath: "/.well-known/x402",
    summary: "x402 discovery",
    description: "x402 discovery: the paid routes of this service.",
    runtime: "x402-discovery",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: x402DiscoverySchemas.responses },
  },
  {
    operationId: "get_customer_insights_report",
    method: "get",
    path: "/api/analytics/customer-insights",
    expressPath: "/api/analytics/customer-insights",
    summary: "Customer insights report",
    description:
      "Our design: customers served over the range (completed orders): new against returning,\naverage spend and orders per customer, and how many orders had no customer.",
    parameters: [
      {
        name: "from",
        in: "query",
        required: false,
      },
      {
        name: "to",
        in: "query",
        required: false,
      },
      {
        name: "restaurant_id",
        in: "query",
        required: false,
      },
      {
        name: "channel",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      query: getCustomerInsightsReportSchemas.query,
      responses: getCustomerInsightsReportSchemas.responses,
    },
  },
  {
    operationId: "get_order_trends_report",
    method: "get",
    path: "/api/analytics/order-trends",
    expressPath: "/api/analytics/order-trends",
    summary: "Order trends report",
    description: "Our design: order counts by local day, by state, by local hour of the day and by channel.",
    parameters: [
      {
        name: "from",
        in: "query",
        required: false,
      },
      {
        name: "to",
        in: "query",
        required: false,
      },
      {
        name: "restaurant_id",
        in: "query",
        required: false,
      },
      {
        name: "channel",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: getOrderTrendsReportSchemas.query, responses: getOrderTrendsReportSchemas.responses },
  },
  {
    operationId: "get_revenue_report",
    method: "get",
    path: "/api/analytics/revenue",
    expressPath: "/api/analytics/revenue",
    summary: "Revenue report",
    description:
      "Our design: revenue of completed orders — totals, every day of the range and each channel.\nThe totals are exactly the sums over the orders covered; days and channels add up to them.",
    parameters: [
      {
        name: "from",
        in: "query",
        required: false,
      },
      {
        name: "to",
        in: "query",
        required: false,
      },
      {
        name: "restaurant_id",
        in: "query",
        required: false,
      },
      {
        name: "channel",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: getRevenueReportSchemas.query, responses: getRevenueReportSchemas.responses },
  },
  {
    operationId: "get_top_items_report",
    method: "get",
    path: "/api/analytics/top-items",
    expressPath: "/api/analytics/top-items",
    summary: "Top items report",
    description:
      "Our design: the items sold most on completed orders, by units and by net revenue (from the order lines).",
    parameters: [
      {
        name: "from",
        in: "query",
        required: false,
      },
      {
        name: "to",
        in: "query",
        required: false,
      },
      {
        name: "restaurant_id",
        in: "query",
        required: false,
      },
      {
        name: "channel",
        in: "query",
        required: false,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: getTopItemsReportSchemas.query, responses: getTopItemsReportSchemas.responses },
  },
  {
    operationId: "list_api_keys",
    method: "get",
    path: "/api/api-keys",
    expressPath: "/api/api-keys",
    summary: "List API keys",
    description: "The organization's live keys, newest first.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listApiKeysSchemas.query, responses: listApiKeysSchemas.responses },
  },
  {
    operationId: "create_api_key",
    method: "post",
    path: "/api/api-keys",
    expressPath: "/api/api-keys",
    summary: "Create an API key",
    description: "Mints a key; its secret is in this answer only.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createApiKeySchemas.body, responses: createApiKeySchemas.responses },
  },
  {
    operationId: "revoke_api_key",
    method: "delete",
    path: "/api/api-keys/{key_id}",
    expressPath: "/api/api-keys/:key_id",
    summary: "Revoke an API key",
    description: "Revokes a key at once.",
    parameters: [
      {
        name: "key_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: revokeApiKeySchemas.path, responses: revokeApiKeySchemas.responses },
  },
  {
    operationId: "sign_in_email",
    method: "post",
    path: "/api/auth/sign-in/email",
    expressPath: "/api/auth/sign-in/email",
    summary: "Sign in with e-mail",
    description:
      "Signs in with e-mail and password and answers a session token (7 days, or 30 with\n`rememberMe`). A wrong address or password answers 401 `invalid_login` without saying which.\nAfter 5 failures for one address or 20 from one client address in 15 minutes, attempts are\nrefused with 429 until the window ends (`Retry-After`).",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: [],
    },
    policy: {
      access: "anyone",
      rateLimit: {
        limit: 30,
        windowSeconds: 60,
      },
    },
    errorShape: "envelope",
    schemas: { body: signInEmailSchemas.body, responses: signInEmailSchemas.responses },
  },
  {
    operationId: "sign_out",
    method: "post",
    path: "/api/auth/sign-out",
    expressPath: "/api/auth/sign-out",
    summary: "Sign out",
    description:
      "Our design: ends the session whose token is the bearer. With an API key there is no session to\nend: the answer is the same and nothing changes.",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {
      access: "authenticated",
    },
    errorShape: "envelope",
    schemas: { responses: signOutSchemas.responses },
  },
  {
    operationId: "sign_up_email",
    method: "post",
    path: "/api/auth/sign-up/email",
    expressPath: "/api/auth/sign-up/email",
    summary: "Sign up with e-mail",
    description:
      "Our design: creates an account with an e-mail address and a password and signs it in; the new\naccount belongs to no organization until it creates one (`POST /api/organizations`) or a\nrestaurant's manager adds it. 409 `email_taken` when the address already has an account.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: [],
    },
    policy: {
      access: "anyone",
      rateLimit: {
        limit: 20,
        windowSeconds: 60,
      },
    },
    errorShape: "envelope",
    schemas: { body: signUpEmailSchemas.body, responses: signUpEmailSchemas.responses },
  },
  {
    operationId: "list_automation_rules",
    method: "get",
    path: "/api/automation-rules",
    expressPath: "/api/automation-rules",
    summary: "List automation rules",
    description: "Newest first.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listAutomationRulesSchemas.query, responses: listAutomationRulesSchemas.responses },
  },
  {
    operationId: "create_automation_rule",
    method: "post",
    path: "/api/automation-rules",
    expressPath: "/api/automation-rules",
    summary: "Create an automation rule",
    description: "Creates a rule.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createAutomationRuleSchemas.body, responses: createAutomationRuleSchemas.responses },
  },
  {
    operationId: "get_automation_rule",
    method: "get",
    path: "/api/automation-rules/{rule_id}",
    expressPath: "/api/automation-rules/:rule_id",
    summary: "Get an automation rule",
    description: "One rule.",
    parameters: [
      {
        name: "rule_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getAutomationRuleSchemas.path, responses: getAutomationRuleSchemas.responses },
  },
  {
    operationId: "delete_automation_rule",
    method: "delete",
    path: "/api/automation-rules/{rule_id}",
    expressPath: "/api/automation-rules/:rule_id",
    summary: "Delete an automation rule",
    description: "Deletes a rule and its run history.",
    parameters: [
      {
        name: "rule_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteAutomationRuleSchemas.path, responses: deleteAutomationRuleSchemas.responses },
  },
  {
    operationId: "update_automation_rule",
    method: "patch",
    path: "/api/automation-rules/{rule_id}",
    expressPath: "/api/automation-rules/:rule_id",
    summary: "Update an automation rule",
    description: "Changes a rule; runs already done stay.",
    parameters: [
      {
        name: "rule_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateAutomationRuleSchemas.path,
      body: updateAutomationRuleSchemas.body,
      responses: updateAutomationRuleSchemas.responses,
    },
  },
  {
    operationId: "list_automation_runs",
    method: "get",
    path: "/api/automation-rules/{rule_id}/runs",
    expressPath: "/api/automation-rules/:rule_id/runs",
    summary: "List an automation rule's runs",
    description: "The rule's runs, newest first: customer, trigger, actions done, when.",
    parameters: [
      {
        name: "rule_id",
        in: "path",
        required: true,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: listAutomationRunsSchemas.path,
      query: listAutomationRunsSchemas.query,
      responses: listAutomationRunsSchemas.responses,
    },
  },
  {
    operationId: "list_campaigns",
    method: "get",
    path: "/api/campaigns",
    expressPath: "/api/campaigns",
    summary: "List campaigns",
    description: "Newest first; `status` filters.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
      {
        name: "status",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listCampaignsSchemas.query, responses: listCampaignsSchemas.responses },
  },
  {
    operationId: "create_campaign",
    method: "post",
    path: "/api/campaigns",
    expressPath: "/api/campaigns",
    summary: "Create a campaign",
    description: "Creates a draft.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createCampaignSchemas.body, responses: createCampaignSchemas.responses },
  },
  {
    operationId: "get_campaign",
    method: "get",
    path: "/api/campaigns/{campaign_id}",
    expressPath: "/api/campaigns/:campaign_id",
    summary: "Get a campaign",
    description: "One campaign.",
    parameters: [
      {
        name: "campaign_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getCampaignSchemas.path, responses: getCampaignSchemas.responses },
  },
  {
    operationId: "delete_campaign",
    method: "delete",
    path: "/api/campaigns/{campaign_id}",
    expressPath: "/api/campaigns/:campaign_id",
    summary: "Delete a campaign",
    description:
      "Deletes a draft or a cancelled campaign; 409 `invalid_transition` for a scheduled one (cancel\nit first) or a sent one (kept as the record of who was sent what).",
    parameters: [
      {
        name: "campaign_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteCampaignSchemas.path, responses: deleteCampaignSchemas.responses },
  },
  {
    operationId: "update_campaign",
    method: "patch",
    path: "/api/campaigns/{campaign_id}",
    expressPath: "/api/campaigns/:campaign_id",
    summary: "Update a campaign",
    description: "Changes a draft; 409 `invalid_transition` for any other status.",
    parameters: [
      {
        name: "campaign_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateCampaignSchemas.path,
      body: updateCampaignSchemas.body,
      responses: updateCampaignSchemas.responses,
    },
  },
  {
    operationId: "cancel_campaign",
    method: "post",
    path: "/api/campaigns/{campaign_id}/cancel",
    expressPath: "/api/campaigns/:campaign_id/cancel",
    summary: "Cancel a campaign",
    description: "draft or scheduled → cancelled.",
    parameters: [
      {
        name: "campaign_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: cancelCampaignSchemas.path, responses: cancelCampaignSchemas.responses },
  },
  {
    operationId: "schedule_campaign",
    method: "post",
    path: "/api/campaigns/{campaign_id}/schedule",
    expressPath: "/api/campaigns/:campaign_id/schedule",
    summary: "Schedule a campaign",
    description:
      "draft → scheduled. Sent at `scheduled_at`, or at the next minute sweep when it has none;\n422 `unprocessable` when `scheduled_at` has already passed.",
    parameters: [
      {
        name: "campaign_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: scheduleCampaignSchemas.path, responses: scheduleCampaignSchemas.responses },
  },
  {
    operationId: "list_campaign_sends",
    method: "get",
    path: "/api/campaigns/{campaign_id}/sends",
    expressPath: "/api/campaigns/:campaign_id/sends",
    summary: "List a campaign's sends",
    description: "The customers a sent campaign went to (empty before it is sent).",
    parameters: [
      {
        name: "campaign_id",
        in: "path",
        required: true,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: listCampaignSendsSchemas.path,
      query: listCampaignSendsSchemas.query,
      responses: listCampaignSendsSchemas.responses,
    },
  },
  {
    operationId: "list_customers",
    method: "get",
    path: "/api/customers",
    expressPath: "/api/customers",
    summary: "List customers",
    description:
      "Our design: the organization's customers, newest first. `q` finds a part of the name, e-mail\naddress or phone number (case-insensitive); `tag` keeps customers carrying the tag.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
      {
        name: "q",
        in: "query",
        required: false,
      },
      {
        name: "tag",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listCustomersSchemas.query, responses: listCustomersSchemas.responses },
  },
  {
    operationId: "create_customer",
    method: "post",
    path: "/api/customers",
    expressPath: "/api/customers",
    summary: "Create a customer",
    description:
      "Our design: adds a customer. 409 `conflict` when another customer of the organization has the\ne-mail address or phone number (`issues` names which).",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createCustomerSchemas.body, responses: createCustomerSchemas.responses },
  },
  {
    operationId: "get_customer",
    method: "get",
    path: "/api/customers/{customer_id}",
    expressPath: "/api/customers/:customer_id",
    summary: "Get a customer",
    description: "Our design: one customer, with addresses, visit statistics and loyalty summary.",
    parameters: [
      {
        name: "customer_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getCustomerSchemas.path, responses: getCustomerSchemas.responses },
  },
  {
    operationId: "delete_customer",
    method: "delete",
    path: "/api/customers/{customer_id}",
    expressPath: "/api/customers/:customer_id",
    summary: "Delete a customer",
    description:
      "Our design: deletes a customer with their addresses and loyalty history (manager). Their\norders are kept, no longer linked to anyone.",
    parameters: [
      {
        name: "customer_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteCustomerSchemas.path, responses: deleteCustomerSchemas.responses },
  },
  {
    operationId: "update_customer",
    method: "patch",
    path: "/api/customers/{customer_id}",
    expressPath: "/api/customers/:customer_id",
    summary: "Update a customer",
    description:
      "Our design: changes a customer. 409 `conflict` when another customer has the e-mail address or\nphone number; 400 for an address `id` that is not one of the customer's.",
    parameters: [
      {
        name: "customer_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateCustomerSchemas.path,
      body: updateCustomerSchemas.body,
      responses: updateCustomerSchemas.responses,
    },
  },
  {
    operationId: "get_customer_loyalty",
    method: "get",
    path: "/api/customers/{customer_id}/loyalty",
    expressPath: "/api/customers/:customer_id/loyalty",
    summary: "Get a customer's loyalty account",
    description: "Our design: the balance, lifetime points, tier, next tier and latest entries.",
    parameters: [
      {
        name: "customer_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getCustomerLoyaltySchemas.path, responses: getCustomerLoyaltySchemas.responses },
  },
  {
    operationId: "create_loyalty_adjustment",
    method: "post",
    path: "/api/customers/{customer_id}/loyalty/adjustments",
    expressPath: "/api/customers/:customer_id/loyalty/adjustments",
    summary: "Adjust a customer's points",
    description:
      "Our design: adds or takes points by hand, with a reason (manager). Taking more than the\nbalance is refused with 409 `insufficient_points`: the balance never goes below zero.",
    parameters: [
      {
        name: "customer_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: createLoyaltyAdjustmentSchemas.path,
      body: createLoyaltyAdjustmentSchemas.body,
      responses: createLoyaltyAdjustmentSchemas.responses,
    },
  },
  {
    operationId: "list_customer_loyalty_ledger",
    method: "get",
    path: "/api/customers/{customer_id}/loyalty/ledger",
    expressPath: "/api/customers/:customer_id/loyalty/ledger",
    summary: "List a customer's loyalty ledger",
    description: "Our design: every change of the balance, newest first.",
    parameters: [
      {
        name: "customer_id",
        in: "path",
        required: true,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: listCustomerLoyaltyLedgerSchemas.path,
      query: listCustomerLoyaltyLedgerSchemas.query,
      responses: listCustomerLoyaltyLedgerSchemas.responses,
    },
  },
  {
    operationId: "get_loyalty_program",
    method: "get",
    path: "/api/loyalty/program",
    expressPath: "/api/loyalty/program",
    summary: "Get the loyalty program",
    description: "The program; a program never saved answers paused, with no rules and no tiers.",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: getLoyaltyProgramSchemas.responses },
  },
  {
    operationId: "put_loyalty_program",
    method: "put",
    path: "/api/loyalty/program",
    expressPath: "/api/loyalty/program",
    summary: "Save the loyalty program",
    description:
      "Saves the whole program (manager). Changed rules apply to orders completed afterwards; tiers\napply at once. 400 for two tiers with one name or one `min_points`.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: putLoyaltyProgramSchemas.body, responses: putLoyaltyProgramSchemas.responses },
  },
  {
    operationId: "list_loyalty_rewards",
    method: "get",
    path: "/api/loyalty/rewards",
    expressPath: "/api/loyalty/rewards",
    summary: "List rewards",
    description: "Our design: the rewards, in the order they were created.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listLoyaltyRewardsSchemas.query, responses: listLoyaltyRewardsSchemas.responses },
  },
  {
    operationId: "create_loyalty_reward",
    method: "post",
    path: "/api/loyalty/rewards",
    expressPath: "/api/loyalty/rewards",
    summary: "Create a reward",
    description: "Our design: adds a reward (manager).",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createLoyaltyRewardSchemas.body, responses: createLoyaltyRewardSchemas.responses },
  },
  {
    operationId: "get_loyalty_reward",
    method: "get",
    path: "/api/loyalty/rewards/{reward_id}",
    expressPath: "/api/loyalty/rewards/:reward_id",
    summary: "Get a reward",
    description: "Our design: one reward.",
    parameters: [
      {
        name: "reward_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getLoyaltyRewardSchemas.path, responses: getLoyaltyRewardSchemas.responses },
  },
  {
    operationId: "delete_loyalty_reward",
    method: "delete",
    path: "/api/loyalty/rewards/{reward_id}",
    expressPath: "/api/loyalty/rewards/:reward_id",
    summary: "Delete a reward",
    description: "Our design: deletes a reward (manager); the ledger keeps its redemptions.",
    parameters: [
      {
        name: "reward_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteLoyaltyRewardSchemas.path, responses: deleteLoyaltyRewardSchemas.responses },
  },
  {
    operationId: "update_loyalty_reward",
    method: "patch",
    path: "/api/loyalty/rewards/{reward_id}",
    expressPath: "/api/loyalty/rewards/:reward_id",
    summary: "Update a reward",
    description: "Our design: changes a reward (manager); redemptions already made keep what they gave.",
    parameters: [
      {
        name: "reward_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateLoyaltyRewardSchemas.path,
      body: updateLoyaltyRewardSchemas.body,
      responses: updateLoyaltyRewardSchemas.responses,
    },
  },
  {
    operationId: "list_menu_categories",
    method: "get",
    path: "/api/menu/categories",
    expressPath: "/api/menu/categories",
    summary: "List menu categories",
    description: "The organization's categories, newest first (`position` is the display order).",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listMenuCategoriesSchemas.query, responses: listMenuCategoriesSchemas.responses },
  },
  {
    operationId: "create_menu_category",
    method: "post",
    path: "/api/menu/categories",
    expressPath: "/api/menu/categories",
    summary: "Create a menu category",
    description: "Adds a category.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createMenuCategorySchemas.body, responses: createMenuCategorySchemas.responses },
  },
  {
    operationId: "get_menu_category",
    method: "get",
    path: "/api/menu/categories/{category_id}",
    expressPath: "/api/menu/categories/:category_id",
    summary: "Get a menu category",
    description: "One category.",
    parameters: [
      {
        name: "category_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getMenuCategorySchemas.path, responses: getMenuCategorySchemas.responses },
  },
  {
    operationId: "delete_menu_category",
    method: "delete",
    path: "/api/menu/categories/{category_id}",
    expressPath: "/api/menu/categories/:category_id",
    summary: "Delete a menu category",
    description: "Deletes a category; its food items stay, uncategorized (`category_id` null).",
    parameters: [
      {
        name: "category_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteMenuCategorySchemas.path, responses: deleteMenuCategorySchemas.responses },
  },
  {
    operationId: "update_menu_category",
    method: "patch",
    path: "/api/menu/categories/{category_id}",
    expressPath: "/api/menu/categories/:category_id",
    summary: "Update a menu category",
    description: "Changes a category.",
    parameters: [
      {
        name: "category_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateMenuCategorySchemas.path,
      body: updateMenuCategorySchemas.body,
      responses: updateMenuCategorySchemas.responses,
    },
  },
  {
    operationId: "list_food_items",
    method: "get",
    path: "/api/menu/food-items",
    expressPath: "/api/menu/food-items",
    summary: "List food items",
    description: "The organization's food items, newest first; `category_id` keeps one category's.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
      {
        name: "category_id",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listFoodItemsSchemas.query, responses: listFoodItemsSchemas.responses },
  },
  {
    operationId: "create_food_item",
    method: "post",
    path: "/api/menu/food-items",
    expressPath: "/api/menu/food-items",
    summary: "Create a food item",
    description:
      "Adds a food item. 422 `unprocessable` for a category or modifier group that is not the\norganization's; 400 for a repeated modifier group or an `id` on a new variant.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createFoodItemSchemas.body, responses: createFoodItemSchemas.responses },
  },
  {
    operationId: "get_food_item",
    method: "get",
    path: "/api/menu/food-items/{food_item_id}",
    expressPath: "/api/menu/food-items/:food_item_id",
    summary: "Get a food item",
    description: "One food item.",
    parameters: [
      {
        name: "food_item_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getFoodItemSchemas.path, responses: getFoodItemSchemas.responses },
  },
  {
    operationId: "delete_food_item",
    method: "delete",
    path: "/api/menu/food-items/{food_item_id}",
    expressPath: "/api/menu/food-items/:food_item_id",
    summary: "Delete a food item",
    description:
      "Deletes a food item. 409 `in_use` while a preset menu lists it or a restaurant overrides it\n(take it off those first, or set `available: false`); past orders keep their lines.",
    parameters: [
      {
        name: "food_item_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteFoodItemSchemas.path, responses: deleteFoodItemSchemas.responses },
  },
  {
    operationId: "update_food_item",
    method: "patch",
    path: "/api/menu/food-items/{food_item_id}",
    expressPath: "/api/menu/food-items/:food_item_id",
    summary: "Update a food item",
    description: "Changes a food item (see {",
    parameters: [
      {
        name: "food_item_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateFoodItemSchemas.path,
      body: updateFoodItemSchemas.body,
      responses: updateFoodItemSchemas.responses,
    },
  },
  {
    operationId: "list_modifier_groups",
    method: "get",
    path: "/api/menu/modifier-groups",
    expressPath: "/api/menu/modifier-groups",
    summary: "List modifier groups",
    description: "The organization's modifier groups, newest first.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listModifierGroupsSchemas.query, responses: listModifierGroupsSchemas.responses },
  },
  {
    operationId: "create_modifier_group",
    method: "post",
    path: "/api/menu/modifier-groups",
    expressPath: "/api/menu/modifier-groups",
    summary: "Create a modifier group",
    description:
      "Adds a modifier group. 400 when `min_selections` exceeds `max_selections`, when\n`max_selections` exceeds the number of options, or for an `id` on a new option.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createModifierGroupSchemas.body, responses: createModifierGroupSchemas.responses },
  },
  {
    operationId: "get_modifier_group",
    method: "get",
    path: "/api/menu/modifier-groups/{modifier_group_id}",
    expressPath: "/api/menu/modifier-groups/:modifier_group_id",
    summary: "Get a modifier group",
    description: "One modifier group.",
    parameters: [
      {
        name: "modifier_group_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getModifierGroupSchemas.path, responses: getModifierGroupSchemas.responses },
  },
  {
    operationId: "delete_modifier_group",
    method: "delete",
    path: "/api/menu/modifier-groups/{modifier_group_id}",
    expressPath: "/api/menu/modifier-groups/:modifier_group_id",
    summary: "Delete a modifier group",
    description: "Deletes a modifier group. 409 `in_use` while a food item offers it.",
    parameters: [
      {
        name: "modifier_group_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteModifierGroupSchemas.path, responses: deleteModifierGroupSchemas.responses },
  },
  {
    operationId: "update_modifier_group",
    method: "patch",
    path: "/api/menu/modifier-groups/{modifier_group_id}",
    expressPath: "/api/menu/modifier-groups/:modifier_group_id",
    summary: "Update a modifier group",
    description:
      "Changes a modifier group; the limits are checked against the result (400 as on create). 422\n`unprocessable` for an option id that is not this group's.",
    parameters: [
      {
        name: "modifier_group_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateModifierGroupSchemas.path,
      body: updateModifierGroupSchemas.body,
      responses: updateModifierGroupSchemas.responses,
    },
  },
  {
    operationId: "list_preset_menus",
    method: "get",
    path: "/api/menu/preset-menus",
    expressPath: "/api/menu/preset-menus",
    summary: "List preset menus",
    description: "The organization's preset menus, newest first.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listPresetMenusSchemas.query, responses: listPresetMenusSchemas.responses },
  },
  {
    operationId: "create_preset_menu",
    method: "post",
    path: "/api/menu/preset-menus",
    expressPath: "/api/menu/preset-menus",
    summary: "Create a preset menu",
    description:
      "Adds a preset menu. 422 `unprocessable` for a food item that is not the organization's; 400\nfor an item listed twice.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createPresetMenuSchemas.body, responses: createPresetMenuSchemas.responses },
  },
  {
    operationId: "get_preset_menu",
    method: "get",
    path: "/api/menu/preset-menus/{preset_menu_id}",
    expressPath: "/api/menu/preset-menus/:preset_menu_id",
    summary: "Get a preset menu",
    description: "One preset menu.",
    parameters: [
      {
        name: "preset_menu_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getPresetMenuSchemas.path, responses: getPresetMenuSchemas.responses },
  },
  {
    operationId: "delete_preset_menu",
    method: "delete",
    path: "/api/menu/preset-menus/{preset_menu_id}",
    expressPath: "/api/menu/preset-menus/:preset_menu_id",
    summary: "Delete a preset menu",
    description: "Deletes a preset menu. 409 `in_use` while a restaurant serves it.",
    parameters: [
      {
        name: "preset_menu_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deletePresetMenuSchemas.path, responses: deletePresetMenuSchemas.responses },
  },
  {
    operationId: "update_preset_menu",
    method: "patch",
    path: "/api/menu/preset-menus/{preset_menu_id}",
    expressPath: "/api/menu/preset-menus/:preset_menu_id",
    summary: "Update a preset menu",
    description: "Changes a preset menu; every restaurant serving it sells the new list at once.",
    parameters: [
      {
        name: "preset_menu_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updatePresetMenuSchemas.path,
      body: updatePresetMenuSchemas.body,
      responses: updatePresetMenuSchemas.responses,
    },
  },
  {
    operationId: "get_organization",
    method: "get",
    path: "/api/organization",
    expressPath: "/api/organization",
    summary: "Get the organization",
    description: "The caller's organization; 403 `no_organization` when the caller belongs to none.",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: getOrganizationSchemas.responses },
  },
  {
    operationId: "create_organization",
    method: "post",
    path: "/api/organizations",
    expressPath: "/api/organizations",
    summary: "Create the organization",
    description:
      "Creates an organization with the caller as its owner. 409 `already_member` when the caller\nalready belongs to one (a person works for one business).",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createOrganizationSchemas.body, responses: createOrganizationSchemas.responses },
  },
  {
    operationId: "list_promotions",
    method: "get",
    path: "/api/promotions",
    expressPath: "/api/promotions",
    summary: "List promotions",
    description: "Newest first; `active` filters.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
      {
        name: "active",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listPromotionsSchemas.query, responses: listPromotionsSchemas.responses },
  },
  {
    operationId: "create_promotion",
    method: "post",
    path: "/api/promotions",
    expressPath: "/api/promotions",
    summary: "Create a promotion",
    description: "Creates a promotion.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createPromotionSchemas.body, responses: createPromotionSchemas.responses },
  },
  {
    operationId: "get_promotion",
    method: "get",
    path: "/api/promotions/{promotion_id}",
    expressPath: "/api/promotions/:promotion_id",
    summary: "Get a promotion",
    description: "One promotion.",
    parameters: [
      {
        name: "promotion_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getPromotionSchemas.path, responses: getPromotionSchemas.responses },
  },
  {
    operationId: "delete_promotion",
    method: "delete",
    path: "/api/promotions/{promotion_id}",
    expressPath: "/api/promotions/:promotion_id",
    summary: "Delete a promotion",
    description: "Deletes a promotion that no order used (409 `in_use` otherwise: deactivate it instead).",
    parameters: [
      {
        name: "promotion_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deletePromotionSchemas.path, responses: deletePromotionSchemas.responses },
  },
  {
    operationId: "update_promotion",
    method: "patch",
    path: "/api/promotions/{promotion_id}",
    expressPath: "/api/promotions/:promotion_id",
    summary: "Update a promotion",
    description: "Changes a promotion; orders already placed keep what they were given.",
    parameters: [
      {
        name: "promotion_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updatePromotionSchemas.path,
      body: updatePromotionSchemas.body,
      responses: updatePromotionSchemas.responses,
    },
  },
  {
    operationId: "list_orders",
    method: "get",
    path: "/api/restaurant-orders",
    expressPath: "/api/restaurant-orders",
    summary: "List orders",
    description:
      "The orders of the restaurants the caller holds a role on (the owner: all), newest first,\nfiltered by restaurant, status, channel, customer and placing time. The seed's route,\nauthenticated with `x-api-key` (a session bearer works too).",
    parameters: [
      {
        name: "restaurant_id",
        in: "query",
        required: false,
      },
      {
        name: "status",
        in: "query",
        required: false,
      },
      {
        name: "channel",
        in: "query",
        required: false,
      },
      {
        name: "customer_id",
        in: "query",
        required: false,
      },
      {
        name: "placed_from",
        in: "query",
        required: false,
      },
      {
        name: "placed_to",
        in: "query",
        required: false,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listOrdersSchemas.query, responses: listOrdersSchemas.responses },
  },
  {
    operationId: "create_order",
    method: "post",
    path: "/api/restaurant-orders",
    expressPath: "/api/restaurant-orders",
    summary: "Place an order",
    description:
      "Our design: places an order (staff of the restaurant). Each line's item and variant must be\non sale at the restaurant now (422 `item_unavailable`), its modifier choices within each\ngroup's limits (422 `invalid_modifiers`); promotion codes must apply (409\n`promotion_unavailable`); a reward needs the points (409 `insufficient_points`). With an\n`Idempotency-Key`, a repeat with the same body answers the first order (200,\n`Idempotent-Replayed: true`) and a different body 409 `idempotency_key_reused`; nothing is\nwritten twice.",
    parameters: [
      {
        name: "Idempotency-Key",
        in: "header",
        required: false,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "Idempotent-Replayed",
            required: true,
          },
        ],
      },
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      headers: createOrderSchemas.headers,
      body: createOrderSchemas.body,
      responses: createOrderSchemas.responses,
    },
  },
  {
    operationId: "quote_order",
    method: "post",
    path: "/api/restaurant-orders/quote",
    expressPath: "/api/restaurant-orders/quote",
    summary: "Price an order without placing it",
    description:
      "Our design: prices a cart as `create_order` would now — the same checks and promotions — and\nstores nothing (a reward is not priced here: redeeming holds points).",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: quoteOrderSchemas.body, responses: quoteOrderSchemas.responses },
  },
  {
    operationId: "get_order",
    method: "get",
    path: "/api/restaurant-orders/{order_id}",
    expressPath: "/api/restaurant-orders/:order_id",
    summary: "Get an order",
    description: "Our design: one order of a restaurant the caller holds a role on.",
    parameters: [
      {
        name: "order_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getOrderSchemas.path, responses: getOrderSchemas.responses },
  },
  {
    operationId: "accept_order",
    method: "post",
    path: "/api/restaurant-orders/{order_id}/accept",
    expressPath: "/api/restaurant-orders/:order_id/accept",
    summary: "Accept an order",
    description: "placed → accepted.",
    parameters: [
      {
        name: "order_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: acceptOrderSchemas.path, responses: acceptOrderSchemas.responses },
  },
  {
    operationId: "cancel_order",
    method: "post",
    path: "/api/restaurant-orders/{order_id}/cancel",
    expressPath: "/api/restaurant-orders/:order_id/cancel",
    summary: "Cancel an order",
    description:
      "Any state before completion → cancelled (staff); completed → cancelled is a void (managers),\nwhich takes back the points the order earned. A redeemed reward's points and promotion uses\nare given back.",
    parameters: [
      {
        name: "order_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: cancelOrderSchemas.path,
      body: cancelOrderSchemas.body,
      responses: cancelOrderSchemas.responses,
    },
  },
  {
    operationId: "complete_order",
    method: "post",
    path: "/api/restaurant-orders/{order_id}/complete",
    expressPath: "/api/restaurant-orders/:order_id/complete",
    summary: "Complete an order",
    description:
      "picked_up, out_for_delivery, or ready (dine-in: served) → completed. Grants the customer's\nloyalty points.",
    parameters: [
      {
        name: "order_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: completeOrderSchemas.path, responses: completeOrderSchemas.responses },
  },
  {
    operationId: "dispatch_order",
    method: "post",
    path: "/api/restaurant-orders/{order_id}/dispatch",
    expressPath: "/api/restaurant-orders/:order_id/dispatch",
    summary: "Send an order out for delivery",
    description: "ready → out_for_delivery (delivery orders).",
    parameters: [
      {
        name: "order_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: dispatchOrderSchemas.path, responses: dispatchOrderSchemas.responses },
  },
  {
    operationId: "fail_order",
    method: "post",
    path: "/api/restaurant-orders/{order_id}/fail",
    expressPath: "/api/restaurant-orders/:order_id/fail",
    summary: "Mark an order failed",
    description: "Any state before completion → failed (the kitchen or the courier could not finish it).",
    parameters: [
      {
        name: "order_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: failOrderSchemas.path,
      body: failOrderSchemas.body,
      responses: failOrderSchemas.responses,
    },
  },
  {
    operationId: "pick_up_order",
    method: "post",
    path: "/api/restaurant-orders/{order_id}/pick-up",
    expressPath: "/api/restaurant-orders/:order_id/pick-up",
    summary: "Mark an order picked up",
    description: "ready → picked_up: the guest or courier took it (every channel but dine-in and delivery).",
    parameters: [
      {
        name: "order_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: pickUpOrderSchemas.path, responses: pickUpOrderSchemas.responses },
  },
  {
    operationId: "ready_order",
    method: "post",
    path: "/api/restaurant-orders/{order_id}/ready",
    expressPath: "/api/restaurant-orders/:order_id/ready",
    summary: "Mark an order ready",
    description: "preparing → ready.",
    parameters: [
      {
        name: "order_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: readyOrderSchemas.path, responses: readyOrderSchemas.responses },
  },
  {
    operationId: "start_order",
    method: "post",
    path: "/api/restaurant-orders/{order_id}/start",
    expressPath: "/api/restaurant-orders/:order_id/start",
    summary: "Start preparing an order",
    description: "accepted → preparing.",
    parameters: [
      {
        name: "order_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: startOrderSchemas.path, responses: startOrderSchemas.responses },
  },
  {
    operationId: "list_restaurants",
    method: "get",
    path: "/api/restaurants",
    expressPath: "/api/restaurants",
    summary: "List restaurants",
    description: "The restaurants the caller holds a role on, newest first.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: listRestaurantsSchemas.query, responses: listRestaurantsSchemas.responses },
  },
  {
    operationId: "create_restaurant",
    method: "post",
    path: "/api/restaurants",
    expressPath: "/api/restaurants",
    summary: "Create a restaurant",
    description: "Our design: adds a restaurant (owner). 400 for a time zone the server does not know.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { body: createRestaurantSchemas.body, responses: createRestaurantSchemas.responses },
  },
  {
    operationId: "get_restaurant",
    method: "get",
    path: "/api/restaurants/{restaurant_id}",
    expressPath: "/api/restaurants/:restaurant_id",
    summary: "Get a restaurant",
    description: "Our design: one restaurant the caller holds a role on.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getRestaurantSchemas.path, responses: getRestaurantSchemas.responses },
  },
  {
    operationId: "delete_restaurant",
    method: "delete",
    path: "/api/restaurants/{restaurant_id}",
    expressPath: "/api/restaurants/:restaurant_id",
    summary: "Delete a restaurant",
    description:
      "Our design: deletes a restaurant (owner). 409 `in_use` while it has orders or\nbookings: history is kept.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteRestaurantSchemas.path, responses: deleteRestaurantSchemas.responses },
  },
  {
    operationId: "update_restaurant",
    method: "patch",
    path: "/api/restaurants/{restaurant_id}",
    expressPath: "/api/restaurants/:restaurant_id",
    summary: "Update a restaurant",
    description: "Our design: changes a restaurant (owner or its manager).",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateRestaurantSchemas.path,
      body: updateRestaurantSchemas.body,
      responses: updateRestaurantSchemas.responses,
    },
  },
  {
    operationId: "list_dining_areas",
    method: "get",
    path: "/api/restaurants/{restaurant_id}/areas",
    expressPath: "/api/restaurants/:restaurant_id/areas",
    summary: "List dining areas",
    description: "The restaurant's areas, in the order they were added.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: listDiningAreasSchemas.path,
      query: listDiningAreasSchemas.query,
      responses: listDiningAreasSchemas.responses,
    },
  },
  {
    operationId: "create_dining_area",
    method: "post",
    path: "/api/restaurants/{restaurant_id}/areas",
    expressPath: "/api/restaurants/:restaurant_id/areas",
    summary: "Create a dining area",
    description: "Adds an area (manager). 409 `conflict` when the restaurant has an area of that name.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: createDiningAreaSchemas.path,
      body: createDiningAreaSchemas.body,
      responses: createDiningAreaSchemas.responses,
    },
  },
  {
    operationId: "get_dining_area",
    method: "get",
    path: "/api/restaurants/{restaurant_id}/areas/{area_id}",
    expressPath: "/api/restaurants/:restaurant_id/areas/:area_id",
    summary: "Get a dining area",
    description: "One area.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "area_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getDiningAreaSchemas.path, responses: getDiningAreaSchemas.responses },
  },
  {
    operationId: "delete_dining_area",
    method: "delete",
    path: "/api/restaurants/{restaurant_id}/areas/{area_id}",
    expressPath: "/api/restaurants/:restaurant_id/areas/:area_id",
    summary: "Delete a dining area",
    description: "Deletes an area (manager); 409 `in_use` while tables stand in it.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "area_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteDiningAreaSchemas.path, responses: deleteDiningAreaSchemas.responses },
  },
  {
    operationId: "update_dining_area",
    method: "patch",
    path: "/api/restaurants/{restaurant_id}/areas/{area_id}",
    expressPath: "/api/restaurants/:restaurant_id/areas/:area_id",
    summary: "Update a dining area",
    description: "Renames or moves an area (manager); 409 `conflict` for a name taken here.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "area_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateDiningAreaSchemas.path,
      body: updateDiningAreaSchemas.body,
      responses: updateDiningAreaSchemas.responses,
    },
  },
  {
    operationId: "get_availability",
    method: "get",
    path: "/api/restaurants/{restaurant_id}/availability",
    expressPath: "/api/restaurants/:restaurant_id/availability",
    summary: "Find available slots",
    description:
      "The start times on `date` (the restaurant's local date) at which a party of `party_size`\ncan be seated for `stay_minutes` (default: the settings' stay for that party size). A slot is\nlisted when it lies in an opening period that opens on `date` (a period past midnight keeps\nits slots on the day it opened), the stay ends by the period's close, it is no earlier than\nthe lead time from now (so never in the past) nor beyond `max_days_ahead`, and a table — or\na set of joinable tables — is free for the stay plus the buffer. Slots come in time order;\nlocal times a daylight-saving change skips are left out. Without `date` (our design): the\nfirst local day from today that has a slot, looking up to `max_days_ahead` days ahead (today,\nwith no slots, when none has one); `date` in the answer names the day. 422 `party_too_large`\nwhen no active table or joinable set seats the party at all.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "date",
        in: "query",
        required: false,
      },
      {
        name: "party_size",
        in: "query",
        required: true,
      },
      {
        name: "stay_minutes",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: getAvailabilitySchemas.path,
      query: getAvailabilitySchemas.query,
      responses: getAvailabilitySchemas.responses,
    },
  },
  {
    operationId: "list_bookings",
    method: "get",
    path: "/api/restaurants/{restaurant_id}/bookings",
    expressPath: "/api/restaurants/:restaurant_id/bookings",
    summary: "List bookings",
    description: "The restaurant's bookings, earliest start first; `date` is a local date in its time zone.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "date",
        in: "query",
        required: false,
      },
      {
        name: "status",
        in: "query",
        required: false,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: listBookingsSchemas.path,
      query: listBookingsSchemas.query,
      responses: listBookingsSchemas.responses,
    },
  },
  {
    operationId: "create_booking",
    method: "post",
    path: "/api/restaurants/{restaurant_id}/bookings",
    expressPath: "/api/restaurants/:restaurant_id/bookings",
    summary: "Create a booking",
    description:
      "Books a table: `pending`, or `confirmed` when the settings confirm automatically. The start\nmust be bookable as availability says (an opening period that holds the whole stay, no\nearlier than the lead time, within `max_days_ahead`), else 422 naming `starts_at`; any start\nminute is accepted, not only slot times. 422 `party_too_large` when no active table or\njoinable set seats the party (or the tables named seat fewer); 422 for `table_ids` that are\nnot this restaurant's active tables or not one joinable group; 409 `slot_taken` when a table\nnamed is taken for an overlapping time (stay plus buffer), or when the server finds none free.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: createBookingSchemas.path,
      body: createBookingSchemas.body,
      responses: createBookingSchemas.responses,
    },
  },
  {
    operationId: "get_booking",
    method: "get",
    path: "/api/restaurants/{restaurant_id}/bookings/{booking_id}",
    expressPath: "/api/restaurants/:restaurant_id/bookings/:booking_id",
    summary: "Get a booking",
    description: "One booking.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "booking_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getBookingSchemas.path, responses: getBookingSchemas.responses },
  },
  {
    operationId: "update_booking",
    method: "patch",
    path: "/api/restaurants/{restaurant_id}/bookings/{booking_id}",
    expressPath: "/api/restaurants/:restaurant_id/bookings/:booking_id",
    summary: "Update a booking",
    description:
      "Changes guest details and notes at any time; time, stay, party size and tables only while\npending or confirmed (else 409 `invalid_transition`), re-checked as creation does — without\n`table_ids` the booking keeps its tables when they still fit and are free, else the server\npicks again. A refused change leaves the booking as it was.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "booking_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateBookingSchemas.path,
      body: updateBookingSchemas.body,
      responses: updateBookingSchemas.responses,
    },
  },
  {
    operationId: "cancel_booking",
    method: "post",
    path: "/api/restaurants/{restaurant_id}/bookings/{booking_id}/cancel",
    expressPath: "/api/restaurants/:restaurant_id/bookings/:booking_id/cancel",
    summary: "Cancel a booking",
    description: "pending or confirmed → cancelled; the tables are free at once.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "booking_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: cancelBookingSchemas.path, responses: cancelBookingSchemas.responses },
  },
  {
    operationId: "complete_booking",
    method: "post",
    path: "/api/restaurants/{restaurant_id}/bookings/{booking_id}/complete",
    expressPath: "/api/restaurants/:restaurant_id/bookings/:booking_id/complete",
    summary: "Complete a booking",
    description: "seated → completed: the guests left; the tables are free at once.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "booking_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: completeBookingSchemas.path, responses: completeBookingSchemas.responses },
  },
  {
    operationId: "confirm_booking",
    method: "post",
    path: "/api/restaurants/{restaurant_id}/bookings/{booking_id}/confirm",
    expressPath: "/api/restaurants/:restaurant_id/bookings/:booking_id/confirm",
    summary: "Confirm a booking",
    description: "pending → confirmed.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "booking_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: confirmBookingSchemas.path, responses: confirmBookingSchemas.responses },
  },
  {
    operationId: "no_show_booking",
    method: "post",
    path: "/api/restaurants/{restaurant_id}/bookings/{booking_id}/no-show",
    expressPath: "/api/restaurants/:restaurant_id/bookings/:booking_id/no-show",
    summary: "Mark a booking as a no-show",
    description: "pending or confirmed → no_show: the guests did not come; the tables are free at once.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "booking_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: noShowBookingSchemas.path, responses: noShowBookingSchemas.responses },
  },
  {
    operationId: "seat_booking",
    method: "post",
    path: "/api/restaurants/{restaurant_id}/bookings/{booking_id}/seat",
    expressPath: "/api/restaurants/:restaurant_id/bookings/:booking_id/seat",
    summary: "Seat a booking",
    description: "pending or confirmed → seated: the guests arrived.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "booking_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: seatBookingSchemas.path, responses: seatBookingSchemas.responses },
  },
  {
    operationId: "list_restaurant_members",
    method: "get",
    path: "/api/restaurants/{restaurant_id}/members",
    expressPath: "/api/restaurants/:restaurant_id/members",
    summary: "List a restaurant's members",
    description: "The restaurant's people: its owner first, then members in the order they were added.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: listRestaurantMembersSchemas.path,
      query: listRestaurantMembersSchemas.query,
      responses: listRestaurantMembersSchemas.responses,
    },
  },
  {
    operationId: "add_restaurant_member",
    method: "post",
    path: "/api/restaurants/{restaurant_id}/members",
    expressPath: "/api/restaurants/:restaurant_id/members",
    summary: "Add a member to a restaurant",
    description:
      "Gives someone with an account a role here (owner, or the restaurant's manager for `staff`).\n404 `unknown_account` when no account has the address (they sign up first); 409\n`already_member` when they belong to another organization or already hold a role here.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: addRestaurantMemberSchemas.path,
      body: addRestaurantMemberSchemas.body,
      responses: addRestaurantMemberSchemas.responses,
    },
  },
  {
    operationId: "remove_restaurant_member",
    method: "delete",
    path: "/api/restaurants/{restaurant_id}/members/{user_id}",
    expressPath: "/api/restaurants/:restaurant_id/members/:user_id",
    summary: "Remove a member from a restaurant",
    description:
      "Takes a member's role here away (owner, or a manager for staff). The owner holds every\nrestaurant and cannot be removed: 409.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "user_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: removeRestaurantMemberSchemas.path, responses: removeRestaurantMemberSchemas.responses },
  },
  {
    operationId: "update_restaurant_member",
    method: "patch",
    path: "/api/restaurants/{restaurant_id}/members/{user_id}",
    expressPath: "/api/restaurants/:restaurant_id/members/:user_id",
    summary: "Change a member's role",
    description: "Changes a member's role here (owner).",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "user_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateRestaurantMemberSchemas.path,
      body: updateRestaurantMemberSchemas.body,
      responses: updateRestaurantMemberSchemas.responses,
    },
  },
  {
    operationId: "get_restaurant_menu",
    method: "get",
    path: "/api/restaurants/{restaurant_id}/menu",
    expressPath: "/api/restaurants/:restaurant_id/menu",
    summary: "Get a restaurant's menu",
    description: "The restaurant's menu configuration; 404 while none is set.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getRestaurantMenuSchemas.path, responses: getRestaurantMenuSchemas.responses },
  },
  {
    operationId: "set_restaurant_menu",
    method: "put",
    path: "/api/restaurants/{restaurant_id}/menu",
    expressPath: "/api/restaurants/:restaurant_id/menu",
    summary: "Set a restaurant's menu",
    description:
      "Sets the restaurant's menu, replacing the previous configuration. 422 `unprocessable` for a\npreset menu, food item or variant that is not the organization's (a variant: not that\nitem's); 400 for a window of zero length or two overrides of the same item or variant.\nOverrides of items the preset does not list are kept and have no effect until it does.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: setRestaurantMenuSchemas.path,
      body: setRestaurantMenuSchemas.body,
      responses: setRestaurantMenuSchemas.responses,
    },
  },
  {
    operationId: "get_restaurant_sellable_menu",
    method: "get",
    path: "/api/restaurants/{restaurant_id}/menu/sellable",
    expressPath: "/api/restaurants/:restaurant_id/menu/sellable",
    summary: "What a restaurant sells now",
    description:
      "What the restaurant sells at `at` (default: now): the preset's items available\norganization-wide, minus those this restaurant takes off or whose windows exclude the moment\n(read on the restaurant's clock, in its time zone), at the restaurant's prices, with each\nmodifier group's available options. A closed restaurant, one with no menu set, or a moment\noutside the menu's windows sells nothing (`open`, `serving`). An item whose required group\nhas fewer available options than its minimum is left out (it could not be ordered).",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "at",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: getRestaurantSellableMenuSchemas.path,
      query: getRestaurantSellableMenuSchemas.query,
      responses: getRestaurantSellableMenuSchemas.responses,
    },
  },
  {
    operationId: "get_reservation_settings",
    method: "get",
    path: "/api/restaurants/{restaurant_id}/reservation-settings",
    expressPath: "/api/restaurants/:restaurant_id/reservation-settings",
    summary: "Get reservation settings",
    description: "The restaurant's reservation settings (the defaults until a manager sets them).",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getReservationSettingsSchemas.path, responses: getReservationSettingsSchemas.responses },
  },
  {
    operationId: "update_reservation_settings",
    method: "put",
    path: "/api/restaurants/{restaurant_id}/reservation-settings",
    expressPath: "/api/restaurants/:restaurant_id/reservation-settings",
    summary: "Set reservation settings",
    description: "Replaces the settings (manager). Existing bookings keep their times and tables.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateReservationSettingsSchemas.path,
      body: updateReservationSettingsSchemas.body,
      responses: updateReservationSettingsSchemas.responses,
    },
  },
  {
    operationId: "list_dining_tables",
    method: "get",
    path: "/api/restaurants/{restaurant_id}/tables",
    expressPath: "/api/restaurants/:restaurant_id/tables",
    summary: "List tables",
    description:
      "The restaurant's tables (of one area when `area_id` is given), in the order they were added.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "area_id",
        in: "query",
        required: false,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: listDiningTablesSchemas.path,
      query: listDiningTablesSchemas.query,
      responses: listDiningTablesSchemas.responses,
    },
  },
  {
    operationId: "create_dining_table",
    method: "post",
    path: "/api/restaurants/{restaurant_id}/tables",
    expressPath: "/api/restaurants/:restaurant_id/tables",
    summary: "Create a table",
    description:
      "Adds a table (manager). 400 when `max_capacity` is below `min_capacity`; 422 for an `area_id`\nthat is not one of this restaurant's areas; 409 `conflict` for a label taken here.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: createDiningTableSchemas.path,
      body: createDiningTableSchemas.body,
      responses: createDiningTableSchemas.responses,
    },
  },
  {
    operationId: "get_dining_table",
    method: "get",
    path: "/api/restaurants/{restaurant_id}/tables/{table_id}",
    expressPath: "/api/restaurants/:restaurant_id/tables/:table_id",
    summary: "Get a table",
    description: "One table.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "table_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getDiningTableSchemas.path, responses: getDiningTableSchemas.responses },
  },
  {
    operationId: "delete_dining_table",
    method: "delete",
    path: "/api/restaurants/{restaurant_id}/tables/{table_id}",
    expressPath: "/api/restaurants/:restaurant_id/tables/:table_id",
    summary: "Delete a table",
    description: "Deletes a table (manager); 409 `in_use` once it has bookings: deactivate it instead.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "table_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: deleteDiningTableSchemas.path, responses: deleteDiningTableSchemas.responses },
  },
  {
    operationId: "update_dining_table",
    method: "patch",
    path: "/api/restaurants/{restaurant_id}/tables/{table_id}",
    expressPath: "/api/restaurants/:restaurant_id/tables/:table_id",
    summary: "Update a table",
    description:
      "Changes a table (manager), with the rules of creation. Existing bookings keep the table:\ndeactivating it stops new ones only.",
    parameters: [
      {
        name: "restaurant_id",
        in: "path",
        required: true,
      },
      {
        name: "table_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "422": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateDiningTableSchemas.path,
      body: updateDiningTableSchemas.body,
      responses: updateDiningTableSchemas.responses,
    },
  },
  {
    operationId: "list_restaurant_webhooks",
    method: "get",
    path: "/api/webhooks",
    expressPath: "/api/webhooks",
    summary: "List webhooks",
    description: "Newest first.",
    parameters: [
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      query: listRestaurantWebhooksSchemas.query,
      responses: listRestaurantWebhooksSchemas.responses,
    },
  },
  {
    operationId: "create_restaurant_webhook",
    method: "post",
    path: "/api/webhooks",
    expressPath: "/api/webhooks",
    summary: "Create a webhook",
    description: "Subscribes a URL to event types; answers the signing secret once.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "201": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      body: createRestaurantWebhookSchemas.body,
      responses: createRestaurantWebhookSchemas.responses,
    },
  },
  {
    operationId: "get_restaurant_webhook",
    method: "get",
    path: "/api/webhooks/{webhook_id}",
    expressPath: "/api/webhooks/:webhook_id",
    summary: "Get a webhook",
    description: "One webhook.",
    parameters: [
      {
        name: "webhook_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { path: getRestaurantWebhookSchemas.path, responses: getRestaurantWebhookSchemas.responses },
  },
  {
    operationId: "delete_restaurant_webhook",
    method: "delete",
    path: "/api/webhooks/{webhook_id}",
    expressPath: "/api/webhooks/:webhook_id",
    summary: "Delete a webhook",
    description: "Deletes a webhook and its pending deliveries.",
    parameters: [
      {
        name: "webhook_id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: deleteRestaurantWebhookSchemas.path,
      responses: deleteRestaurantWebhookSchemas.responses,
    },
  },
  {
    operationId: "update_restaurant_webhook",
    method: "patch",
    path: "/api/webhooks/{webhook_id}",
    expressPath: "/api/webhooks/:webhook_id",
    summary: "Update a webhook",
    description: "Changes a webhook; pending deliveries go to its URL as it is when they are attempted.",
    parameters: [
      {
        name: "webhook_id",
        in: "path",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: updateRestaurantWebhookSchemas.path,
      body: updateRestaurantWebhookSchemas.body,
      responses: updateRestaurantWebhookSchemas.responses,
    },
  },
  {
    operationId: "list_restaurant_webhook_deliveries",
    method: "get",
    path: "/api/webhooks/{webhook_id}/deliveries",
    expressPath: "/api/webhooks/:webhook_id/deliveries",
    summary: "List a webhook's deliveries",
    description: "The webhook's deliveries, newest first: the delivery log.",
    parameters: [
      {
        name: "webhook_id",
        in: "path",
        required: true,
      },
      {
        name: "limit",
        in: "query",
        required: false,
      },
      {
        name: "cursor",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: {
      path: listRestaurantWebhookDeliveriesSchemas.path,
      query: listRestaurantWebhookDeliveriesSchemas.query,
      responses: listRestaurantWebhookDeliveriesSchemas.responses,
    },
  },
  {
    operationId: "docs",
    method: "get",
    path: "/docs",
    expressPath: "/docs",
    summary: "API reference (HTML)",
    description:
      'The interactive reference of this service (HTML): every operation of this document, with\n"try it" sending requests to this very server. The page loads only its own script\n(`/docs/scalar.js`) and this service\'s `/openapi.json`; nothing from elsewhere.',
    runtime: "docs",
    parameters: [],
    responses: {
      "200": {
        mediaType: "text/html",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: docsSchemas.responses },
  },
  {
    operationId: "docs_script",
    method: "get",
    path: "/docs/scalar.js",
    expressPath: "/docs/scalar.js",
    summary: "API reference script",
    description:
      "The script of the reference page (Scalar's API reference bundle), served by this server.\nRequested with `v` set to the bundle's current version tag, as the page does, it may be\ncached for a year (`Cache-Control: immutable`); otherwise for five minutes.",
    runtime: "docs-script",
    parameters: [
      {
        name: "v",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "text/javascript",
        headers: [
          {
            name: "cache-control",
            required: true,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: docsScriptSchemas.query, responses: docsScriptSchemas.responses },
  },
  {
    operationId: "health",
    method: "get",
    path: "/health",
    expressPath: "/health",
    summary: "Health",
    description: "Service and database health.",
    runtime: "health",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: healthSchemas.responses },
  },
  {
    operationId: "llms_txt",
    method: "get",
    path: "/llms.txt",
    expressPath: "/llms.txt",
    summary: "Service description for language models",
    description: "A plain-text description of the service for language models.",
    runtime: "llms",
    parameters: [],
    responses: {
      "200": {
        mediaType: "text/plain",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: llmsTxtSchemas.responses },
  },
  {
    operationId: "mcp",
    method: "post",
    path: "/mcp",
    expressPath: "/mcp",
    summary: "Model Context Protocol endpoint",
    description:
      "Model Context Protocol endpoint (Streamable HTTP, stateless): one tool per operation,\nrun through the same validation, metering and handlers as the REST routes; the service's\nOpenAPI document and llms.txt are its resources. GET and DELETE answer 405. A browser page\nmay call it only from this server's own origin or one listed in `CORS_ORIGINS` (403 otherwise).",
    runtime: "mcp",
    parameters: [
      {
        name: "accept",
        in: "header",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "202": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [
          {
            name: "WWW-Authenticate",
            required: true,
          },
        ],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "406": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { headers: mcpSchemas.headers, body: mcpSchemas.body, responses: mcpSchemas.responses },
  },
  {
    operationId: "openapi_json",
    method: "get",
    path: "/openapi.json",
    expressPath: "/openapi.json",
    summary: "OpenAPI document",
    description: "The published OpenAPI 3.1 document of this service.",
    runtime: "openapi",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyHeader", "BearerToken"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: openapiJsonSchemas.responses },
  },
];
