// Generated from spec/restaurant by codegen — run `npm run generate`. Do not edit.

import type { OperationDefinition } from "../../runtime/contract.js";
import {
  addRestaurantMemberSchemas,
  createApiKeySchemas,
  createFoodItemSchemas,
  createMenuCategorySchemas,
  createModifierGroupSchemas,
  createOrganizationSchemas,
  createPresetMenuSchemas,
  createRestaurantSchemas,
  deleteFoodItemSchemas,
  deleteMenuCategorySchemas,
  deleteModifierGroupSchemas,
  deletePresetMenuSchemas,
  deleteRestaurantSchemas,
  docsSchemas,
  docsScriptSchemas,
  getFoodItemSchemas,
  getMenuCategorySchemas,
  getModifierGroupSchemas,
  getOrganizationSchemas,
  getPresetMenuSchemas,
  getRestaurantMenuSchemas,
  getRestaurantSchemas,
  getRestaurantSellableMenuSchemas,
  healthSchemas,
  listApiKeysSchemas,
  listFoodItemsSchemas,
  listMenuCategoriesSchemas,
  listModifierGroupsSchemas,
  listPresetMenusSchemas,
  listRestaurantMembersSchemas,
  listRestaurantsSchemas,
  llmsTxtSchemas,
  mcpSchemas,
  oauthProtectedResourceSchemas,
  openapiJsonSchemas,
  removeRestaurantMemberSchemas,
  revokeApiKeySchemas,
  setRestaurantMenuSchemas,
  signInEmailSchemas,
  signOutSchemas,
  signUpEmailSchemas,
  updateFoodItemSchemas,
  updateMenuCategorySchemas,
  updateModifierGroupSchemas,
  updatePresetMenuSchemas,
  updateRestaurantMemberSchemas,
  updateRestaurantSchemas,
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
