// Generated from spec/storefront by codegen — run `npm run generate`. Do not edit.

import type { OperationDefinition } from "../../runtime/contract.js";
import {
  apiTokenCreateSchemas,
  apiTokenDeleteSchemas,
  apiTokenGetSchemas,
  apiTokenListSchemas,
  apiTokenUpdateSchemas,
  billingConnectSchemas,
  billingReportSchemas,
  categoryCreateSchemas,
  categoryDeleteSchemas,
  categoryGetSchemas,
  categoryListSchemas,
  categoryUpdateSchemas,
  checkoutConfirmSchemas,
  checkoutPaySchemas,
  checkoutWebhookSchemas,
  contactSubmissionCreateSchemas,
  contactSubmissionDeleteSchemas,
  contactSubmissionGetSchemas,
  contactSubmissionListSchemas,
  contactSubmissionUpdateSchemas,
  docsSchemas,
  docsScriptSchemas,
  faqCreateSchemas,
  faqDeleteSchemas,
  faqGetSchemas,
  faqListSchemas,
  faqUpdateSchemas,
  healthSchemas,
  llmsTxtSchemas,
  mcpSchemas,
  mediaCreateSchemas,
  mediaDeleteSchemas,
  mediaGetSchemas,
  mediaListSchemas,
  mediaUpdateSchemas,
  newsletterSubscriberCreateSchemas,
  newsletterSubscriberDeleteSchemas,
  newsletterSubscriberGetSchemas,
  newsletterSubscriberListSchemas,
  newsletterSubscriberUpdateSchemas,
  oauthProtectedResourceSchemas,
  openapiJsonSchemas,
  orderCreateSchemas,
  orderDeleteSchemas,
  orderGetSchemas,
  orderListSchemas,
  orderUpdateSchemas,
  postCreateSchemas,
  postDeleteSchemas,
  postGetSchemas,
  postListSchemas,
  postUpdateSchemas,
  productBadgeSchemas,
  productCreateSchemas,
  productDeleteSchemas,
  productGetSchemas,
  productListSchemas,
  productUpdateSchemas,
  reviewCreateSchemas,
  reviewDeleteSchemas,
  reviewGetSchemas,
  reviewListSchemas,
  reviewUpdateSchemas,
  tokensCreateSchemas,
  tokensRevokeSchemas,
  variantCreateSchemas,
  variantDeleteSchemas,
  variantGetSchemas,
  variantListSchemas,
  variantUpdateSchemas,
  x402DiscoverySchemas,
} from "./schemas.js";

/** Every operation of spec/storefront-ext, as the runtime enforces it. */
export const storefrontExtOperations: OperationDefinition[] = [
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
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {},
    errorShape: "problem",
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
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {},
    errorShape: "problem",
    schemas: { responses: x402DiscoverySchemas.responses },
  },
  {
    operationId: "apiToken_list",
    method: "get",
    path: "/apiToken",
    expressPath: "/apiToken",
    summary: "List API-token records",
    description:
      "Lists API-token records as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: admin; cost: 6 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only, since callers mint and revoke their own tokens with `POST /tokens/create` and `POST /tokens/{id}/revoke`; costs as the other admin-only records.",
    parameters: [
      {
        name: "page",
        in: "query",
        required: false,
      },
      {
        name: "perPage",
        in: "query",
        required: false,
      },
      {
        name: "sort",
        in: "query",
        required: false,
      },
      {
        name: "order",
        in: "query",
        required: false,
      },
      {
        name: "q",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "X-Total-Count",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 6,
    },
    errorShape: "problem",
    schemas: { query: apiTokenListSchemas.query, responses: apiTokenListSchemas.responses },
  },
  {
    operationId: "apiToken_create",
    method: "post",
    path: "/apiToken",
    expressPath: "/apiToken",
    summary: "Create an API-token record",
    description:
      "Creates an API-token record and returns the stored record with its id. Access: admin; cost: 120 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only; callers mint tokens with `POST /tokens/create`, which returns the secret.",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 120,
    },
    errorShape: "problem",
    schemas: { body: apiTokenCreateSchemas.body, responses: apiTokenCreateSchemas.responses },
  },
  {
    operationId: "apiToken_get",
    method: "get",
    path: "/apiToken/{id}",
    expressPath: "/apiToken/:id",
    summary: "Get an API-token record",
    description:
      "Returns one API-token record by id; 404 when no record has that id. Access: admin; cost: 6 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 6,
    },
    errorShape: "problem",
    schemas: { path: apiTokenGetSchemas.path, responses: apiTokenGetSchemas.responses },
  },
  {
    operationId: "apiToken_delete",
    method: "delete",
    path: "/apiToken/{id}",
    expressPath: "/apiToken/:id",
    summary: "Delete an API-token record",
    description:
      "Deletes one API-token record; the response is empty. Access: admin; cost: 115 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only; callers revoke with `POST /tokens/{id}/revoke`.",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 115,
    },
    errorShape: "problem",
    schemas: { path: apiTokenDeleteSchemas.path, responses: apiTokenDeleteSchemas.responses },
  },
  {
    operationId: "apiToken_update",
    method: "patch",
    path: "/apiToken/{id}",
    expressPath: "/apiToken/:id",
    summary: "Update an API-token record",
    description:
      "Replaces the writable fields of one API-token record (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 120 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 120,
    },
    errorShape: "problem",
    schemas: {
      path: apiTokenUpdateSchemas.path,
      body: apiTokenUpdateSchemas.body,
      responses: apiTokenUpdateSchemas.responses,
    },
  },
  {
    operationId: "billing_connect",
    method: "post",
    path: "/billing/connect",
    expressPath: "/billing/connect",
    summary: "Connect usage billing",
    description:
      "Creates a customer and a metered subscription at the payment processor for the caller.\nIdempotent (our design): when billing is already connected, answers 200 with the existing\nconnection and creates nothing. 502 when the processor cannot be reached. Our design: the\nresponse body and the cost of 150 micro-USD.",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "502": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "authenticated",
      costMicroUsd: 150,
    },
    errorShape: "problem",
    schemas: { body: billingConnectSchemas.body, responses: billingConnectSchemas.responses },
  },
  {
    operationId: "billing_report",
    method: "post",
    path: "/billing/report",
    expressPath: "/billing/report",
    summary: "Report accrued usage",
    description:
      "Reports the caller's accrued usage to the payment processor's meter. Once per period (our\ndesign: the UTC day): the first call of a period sends the usage accrued since the previous\nreport as one meter event keyed by customer and period, so a retry can never bill twice;\nlater calls in the same period send nothing and answer the stored report with\n`alreadyReported: true`. Scoped to the caller's own billing (owner). 409 when billing is not\nconnected; 502 when the processor cannot be reached (nothing is recorded, so a retry\nreports again). Our design: the response body and the cost of 130 micro-USD.",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "502": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "authenticated",
      ownerScoped: true,
      costMicroUsd: 130,
    },
    errorShape: "problem",
    schemas: { body: billingReportSchemas.body, responses: billingReportSchemas.responses },
  },
  {
    operationId: "category_list",
    method: "get",
    path: "/category",
    expressPath: "/category",
    summary: "List categories",
    description:
      "Lists categories as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 8 micro-USD per call.",
    parameters: [
      {
        name: "page",
        in: "query",
        required: false,
      },
      {
        name: "perPage",
        in: "query",
        required: false,
      },
      {
        name: "sort",
        in: "query",
        required: false,
      },
      {
        name: "order",
        in: "query",
        required: false,
      },
      {
        name: "q",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "X-Total-Count",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 8,
    },
    errorShape: "problem",
    schemas: { query: categoryListSchemas.query, responses: categoryListSchemas.responses },
  },
  {
    operationId: "category_create",
    method: "post",
    path: "/category",
    expressPath: "/category",
    summary: "Create a category",
    description:
      "Creates a category and returns the stored record with its id. Access: admin; cost: 130 micro-USD per call.",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 130,
    },
    errorShape: "problem",
    schemas: { body: categoryCreateSchemas.body, responses: categoryCreateSchemas.responses },
  },
  {
    operationId: "category_get",
    method: "get",
    path: "/category/{id}",
    expressPath: "/category/:id",
    summary: "Get a category",
    description:
      "Returns one category by id; 404 when no record has that id. Access: anyone; cost: 8 micro-USD per call.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 8,
    },
    errorShape: "problem",
    schemas: { path: categoryGetSchemas.path, responses: categoryGetSchemas.responses },
  },
  {
    operationId: "category_delete",
    method: "delete",
    path: "/category/{id}",
    expressPath: "/category/:id",
    summary: "Delete a category",
    description: "Deletes one category; the response is empty. Access: admin; cost: 118 micro-USD per call.",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 118,
    },
    errorShape: "problem",
    schemas: { path: categoryDeleteSchemas.path, responses: categoryDeleteSchemas.responses },
  },
  {
    operationId: "category_update",
    method: "patch",
    path: "/category/{id}",
    expressPath: "/category/:id",
    summary: "Update a category",
    description:
      "Replaces the writable fields of one category (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 130 micro-USD per call.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 130,
    },
    errorShape: "problem",
    schemas: {
      path: categoryUpdateSchemas.path,
      body: categoryUpdateSchemas.body,
      responses: categoryUpdateSchemas.responses,
    },
  },
  {
    operationId: "checkout_confirm",
    method: "post",
    path: "/checkout/confirm",
    expressPath: "/checkout/confirm",
    summary: "Confirm a checkout payment",
    description:
      "Retrieves the payment session from the processor and marks the order paid when the\nsession is paid. Idempotent: confirming again (or after the webhook did) changes nothing\nand answers the order's current status; an unpaid session leaves the order `pending`.\n404 when no order has this id or the session does not belong to it; 502 when the\nprocessor cannot be reached. Our design: the response body and the cost of 160 micro-USD.",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "502": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 160,
    },
    errorShape: "problem",
    schemas: { body: checkoutConfirmSchemas.body, responses: checkoutConfirmSchemas.responses },
  },
  {
    operationId: "checkout_pay",
    method: "post",
    path: "/checkout/pay",
    expressPath: "/checkout/pay",
    summary: "Start a checkout",
    description:
      "Creates a pending order for the lines and a hosted payment session for its total, and\nreturns the session's URL. 400 when a product does not exist or is not published, or the\ndiscount code is unknown; 409 when a product has too little stock; 502 when the payment\nprocessor cannot be reached (no order is kept then). Our design: the response body and\nthe cost of 180 micro-USD (the seed gives neither).",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "502": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 180,
    },
    errorShape: "problem",
    schemas: { body: checkoutPaySchemas.body, responses: checkoutPaySchemas.responses },
  },
  {
    operationId: "checkout_webhook",
    method: "post",
    path: "/checkout/webhook",
    expressPath: "/checkout/webhook",
    summary: "Payment processor webhook",
    description:
      "Our design (the seed does not show the webhook route): the payment processor's webhook.\nThe server verifies `Stripe-Signature` (HMAC-SHA256 over `<t>.<raw body>` with the\nwebhook secret, timestamp within 5 minutes) against the raw request bytes before parsing.\n`checkout.session.completed` marks the order paid (as `POST /checkout/confirm` does) and\n`checkout.session.expired` cancels a pending order; other kinds are acknowledged and\nignored, and a repeated event id changes nothing. 400 when `Stripe-Signature` is missing\nor not of the form `t=…,v1=…`, or the body is not an event; 401 when the signature is wrong\nor stale. Open to anyone (the signature is the credential); cost 120 micro-USD.",
    parameters: [
      {
        name: "Stripe-Signature",
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
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 120,
      paymentsWebhook: true,
    },
    errorShape: "problem",
    schemas: {
      headers: checkoutWebhookSchemas.headers,
      body: checkoutWebhookSchemas.body,
      responses: checkoutWebhookSchemas.responses,
    },
  },
  {
    operationId: "contactSubmission_list",
    method: "get",
    path: "/contactSubmission",
    expressPath: "/contactSubmission",
    summary: "List contact submissions",
    description:
      "Lists contact submissions as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: admin; cost: 6 micro-USD per call.",
    parameters: [
      {
        name: "page",
        in: "query",
        required: false,
      },
      {
        name: "perPage",
        in: "query",
        required: false,
      },
      {
        name: "sort",
        in: "query",
        required: false,
      },
      {
        name: "order",
        in: "query",
        required: false,
      },
      {
        name: "q",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "X-Total-Count",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 6,
    },
    errorShape: "problem",
    schemas: { query: contactSubmissionListSchemas.query, responses: contactSubmissionListSchemas.responses },
  },
  {
    operationId: "contactSubmission_create",
    method: "post",
    path: "/contactSubmission",
    expressPath: "/contactSubmission",
    summary: "Create a contact submission",
    description:
      "Creates a contact submission and returns the stored record with its id. Access: anyone; cost: 120 micro-USD per call.",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 120,
    },
    errorShape: "problem",
    schemas: {
      body: contactSubmissionCreateSchemas.body,
      responses: contactSubmissionCreateSchemas.responses,
    },
  },
  {
    operationId: "contactSubmission_get",
    method: "get",
    path: "/contactSubmission/{id}",
    expressPath: "/contactSubmission/:id",
    summary: "Get a contact submission",
    description:
      "Returns one contact submission by id; 404 when no record has that id. Access: admin; cost: 6 micro-USD per call.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 6,
    },
    errorShape: "problem",
    schemas: { path: contactSubmissionGetSchemas.path, responses: contactSubmissionGetSchemas.responses },
  },
  {
    operationId: "contactSubmission_delete",
    method: "delete",
    path: "/contactSubmission/{id}",
    expressPath: "/contactSubmission/:id",
    summary: "Delete a contact submission",
    description:
      "Deletes one contact submission; the response is empty. Access: admin; cost: 115 micro-USD per call.",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 115,
    },
    errorShape: "problem",
    schemas: {
      path: contactSubmissionDeleteSchemas.path,
      responses: contactSubmissionDeleteSchemas.responses,
    },
  },
  {
    operationId: "contactSubmission_update",
    method: "patch",
    path: "/contactSubmission/{id}",
    expressPath: "/contactSubmission/:id",
    summary: "Update a contact submission",
    description:
      "Replaces the writable fields of one contact submission (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 120 micro-USD per call.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 120,
    },
    errorShape: "problem",
    schemas: {
      path: contactSubmissionUpdateSchemas.path,
      body: contactSubmissionUpdateSchemas.body,
      responses: contactSubmissionUpdateSchemas.responses,
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
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {},
    errorShape: "problem",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {},
    errorShape: "problem",
    schemas: { query: docsScriptSchemas.query, responses: docsScriptSchemas.responses },
  },
  {
    operationId: "faq_list",
    method: "get",
    path: "/faq",
    expressPath: "/faq",
    summary: "List FAQ entries",
    description:
      "Lists FAQ entries as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 6 micro-USD per call.",
    parameters: [
      {
        name: "page",
        in: "query",
        required: false,
      },
      {
        name: "perPage",
        in: "query",
        required: false,
      },
      {
        name: "sort",
        in: "query",
        required: false,
      },
      {
        name: "order",
        in: "query",
        required: false,
      },
      {
        name: "q",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "X-Total-Count",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 6,
    },
    errorShape: "problem",
    schemas: { query: faqListSchemas.query, responses: faqListSchemas.responses },
  },
  {
    operationId: "faq_create",
    method: "post",
    path: "/faq",
    expressPath: "/faq",
    summary: "Create an FAQ entry",
    description:
      "Creates an FAQ entry and returns the stored record with its id. Access: admin; cost: 125 micro-USD per call.",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 125,
    },
    errorShape: "problem",
    schemas: { body: faqCreateSchemas.body, responses: faqCreateSchemas.responses },
  },
  {
    operationId: "faq_get",
    method: "get",
    path: "/faq/{id}",
    expressPath: "/faq/:id",
    summary: "Get an FAQ entry",
    description:
      "Returns one FAQ entry by id; 404 when no record has that id. Access: anyone; cost: 6 micro-USD per call.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 6,
    },
    errorShape: "problem",
    schemas: { path: faqGetSchemas.path, responses: faqGetSchemas.responses },
  },
  {
    operationId: "faq_delete",
    method: "delete",
    path: "/faq/{id}",
    expressPath: "/faq/:id",
    summary: "Delete an FAQ entry",
    description: "Deletes one FAQ entry; the response is empty. Access: admin; cost: 115 micro-USD per call.",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 115,
    },
    errorShape: "problem",
    schemas: { path: faqDeleteSchemas.path, responses: faqDeleteSchemas.responses },
  },
  {
    operationId: "faq_update",
    method: "patch",
    path: "/faq/{id}",
    expressPath: "/faq/:id",
    summary: "Update an FAQ entry",
    description:
      "Replaces the writable fields of one FAQ entry (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 125 micro-USD per call.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 125,
    },
    errorShape: "problem",
    schemas: {
      path: faqUpdateSchemas.path,
      body: faqUpdateSchemas.body,
      responses: faqUpdateSchemas.responses,
    },
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
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {},
    errorShape: "problem",
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
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {},
    errorShape: "problem",
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
        mediaType: "application/problem+json",
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
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {},
    errorShape: "problem",
    schemas: { headers: mcpSchemas.headers, body: mcpSchemas.body, responses: mcpSchemas.responses },
  },
  {
    operationId: "media_list",
    method: "get",
    path: "/media",
    expressPath: "/media",
    summary: "List media items",
    description:
      "Lists media items as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 6 micro-USD per call.",
    parameters: [
      {
        name: "page",
        in: "query",
        required: false,
      },
      {
        name: "perPage",
        in: "query",
        required: false,
      },
      {
        name: "sort",
        in: "query",
        required: false,
      },
      {
        name: "order",
        in: "query",
        required: false,
      },
      {
        name: "q",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "X-Total-Count",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 6,
    },
    errorShape: "problem",
    schemas: { query: mediaListSchemas.query, responses: mediaListSchemas.responses },
  },
  {
    operationId: "media_create",
    method: "post",
    path: "/media",
    expressPath: "/media",
    summary: "Create a media item",
    description:
      "Creates a media item and returns the stored record with its id. Access: admin; cost: 125 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the FAQ's cost.",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 125,
    },
    errorShape: "problem",
    schemas: { body: mediaCreateSchemas.body, responses: mediaCreateSchemas.responses },
  },
  {
    operationId: "media_get",
    method: "get",
    path: "/media/{id}",
    expressPath: "/media/:id",
    summary: "Get a media item",
    description:
      "Returns one media item by id; 404 when no record has that id. Access: anyone; cost: 6 micro-USD per call. Our design (the seed cuts this cell off): as an FAQ get, open to anyone at the media list's cost.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 6,
    },
    errorShape: "problem",
    schemas: { path: mediaGetSchemas.path, responses: mediaGetSchemas.responses },
  },
  {
    operationId: "media_delete",
    method: "delete",
    path: "/media/{id}",
    expressPath: "/media/:id",
    summary: "Delete a media item",
    description:
      "Deletes one media item; the response is empty. Access: admin; cost: 115 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the FAQ's cost.",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 115,
    },
    errorShape: "problem",
    schemas: { path: mediaDeleteSchemas.path, responses: mediaDeleteSchemas.responses },
  },
  {
    operationId: "media_update",
    method: "patch",
    path: "/media/{id}",
    expressPath: "/media/:id",
    summary: "Update a media item",
    description:
      "Replaces the writable fields of one media item (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 125 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the FAQ's cost.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 125,
    },
    errorShape: "problem",
    schemas: {
      path: mediaUpdateSchemas.path,
      body: mediaUpdateSchemas.body,
      responses: mediaUpdateSchemas.responses,
    },
  },
  {
    operationId: "newsletterSubscriber_list",
    method: "get",
    path: "/newsletterSubscriber",
    expressPath: "/newsletterSubscriber",
    summary: "List newsletter subscribers",
    description:
      "Lists newsletter subscribers as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: admin; cost: 6 micro-USD per call.",
    parameters: [
      {
        name: "page",
        in: "query",
        required: false,
      },
      {
        name: "perPage",
        in: "query",
        required: false,
      },
      {
        name: "sort",
        in: "query",
        required: false,
      },
      {
        name: "order",
        in: "query",
        required: false,
      },
      {
        name: "q",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "X-Total-Count",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 6,
    },
    errorShape: "problem",
    schemas: {
      query: newsletterSubscriberListSchemas.query,
      responses: newsletterSubscriberListSchemas.responses,
    },
  },
  {
    operationId: "newsletterSubscriber_create",
    method: "post",
    path: "/newsletterSubscriber",
    expressPath: "/newsletterSubscriber",
    summary: "Create a newsletter subscriber",
    description:
      "Creates a newsletter subscriber and returns the stored record with its id. Access: anyone; cost: 120 micro-USD per call.",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 120,
    },
    errorShape: "problem",
    schemas: {
      body: newsletterSubscriberCreateSchemas.body,
      responses: newsletterSubscriberCreateSchemas.responses,
    },
  },
  {
    operationId: "newsletterSubscriber_get",
    method: "get",
    path: "/newsletterSubscriber/{id}",
    expressPath: "/newsletterSubscriber/:id",
    summary: "Get a newsletter subscriber",
    description:
      "Returns one newsletter subscriber by id; 404 when no record has that id. Access: admin; cost: 6 micro-USD per call.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 6,
    },
    errorShape: "problem",
    schemas: {
      path: newsletterSubscriberGetSchemas.path,
      responses: newsletterSubscriberGetSchemas.responses,
    },
  },
  {
    operationId: "newsletterSubscriber_delete",
    method: "delete",
    path: "/newsletterSubscriber/{id}",
    expressPath: "/newsletterSubscriber/:id",
    summary: "Delete a newsletter subscriber",
    description:
      "Deletes one newsletter subscriber; the response is empty. Access: admin; cost: 115 micro-USD per call.",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 115,
    },
    errorShape: "problem",
    schemas: {
      path: newsletterSubscriberDeleteSchemas.path,
      responses: newsletterSubscriberDeleteSchemas.responses,
    },
  },
  {
    operationId: "newsletterSubscriber_update",
    method: "patch",
    path: "/newsletterSubscriber/{id}",
    expressPath: "/newsletterSubscriber/:id",
    summary: "Update a newsletter subscriber",
    description:
      "Replaces the writable fields of one newsletter subscriber (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 120 micro-USD per call.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 120,
    },
    errorShape: "problem",
    schemas: {
      path: newsletterSubscriberUpdateSchemas.path,
      body: newsletterSubscriberUpdateSchemas.body,
      responses: newsletterSubscriberUpdateSchemas.responses,
    },
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
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {},
    errorShape: "problem",
    schemas: { responses: openapiJsonSchemas.responses },
  },
  {
    operationId: "order_list",
    method: "get",
    path: "/order",
    expressPath: "/order",
    summary: "List orders",
    description:
      "Lists orders as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: authenticated; cost: 12 micro-USD per call. Our design (the seed cuts this cell off): authenticated and owner-scoped like an order get: a caller lists the orders they own; administrators list every order.",
    parameters: [
      {
        name: "page",
        in: "query",
        required: false,
      },
      {
        name: "perPage",
        in: "query",
        required: false,
      },
      {
        name: "sort",
        in: "query",
        required: false,
      },
      {
        name: "order",
        in: "query",
        required: false,
      },
      {
        name: "q",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "X-Total-Count",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "authenticated",
      ownerScoped: true,
      costMicroUsd: 12,
    },
    errorShape: "problem",
    schemas: { query: orderListSchemas.query, responses: orderListSchemas.responses },
  },
  {
    operationId: "order_create",
    method: "post",
    path: "/order",
    expressPath: "/order",
    summary: "Create an order",
    description:
      "Creates an order and returns the stored record with its id. Access: authenticated; cost: 160 micro-USD per call. Owner-scoped: the caller becomes the order's `customerId`; the server computes the totals and sets `status: pending`.",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "authenticated",
      ownerScoped: true,
      costMicroUsd: 160,
    },
    errorShape: "problem",
    schemas: { body: orderCreateSchemas.body, responses: orderCreateSchemas.responses },
  },
  {
    operationId: "order_get",
    method: "get",
    path: "/order/{id}",
    expressPath: "/order/:id",
    summary: "Get an order",
    description:
      "Returns one order by id; 404 when no record has that id. Access: authenticated; cost: 12 micro-USD per call. Owner-scoped: another caller's order answers 404 (administrators see every order).",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "authenticated",
      ownerScoped: true,
      costMicroUsd: 12,
    },
    errorShape: "problem",
    schemas: { path: orderGetSchemas.path, responses: orderGetSchemas.responses },
  },
  {
    operationId: "order_delete",
    method: "delete",
    path: "/order/{id}",
    expressPath: "/order/:id",
    summary: "Delete an order",
    description: "Deletes one order; the response is empty. Access: admin; cost: 136 micro-USD per call.",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 136,
    },
    errorShape: "problem",
    schemas: { path: orderDeleteSchemas.path, responses: orderDeleteSchemas.responses },
  },
  {
    operationId: "order_update",
    method: "patch",
    path: "/order/{id}",
    expressPath: "/order/:id",
    summary: "Update an order",
    description:
      "Replaces the writable fields of one order (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 160 micro-USD per call.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 160,
    },
    errorShape: "problem",
    schemas: {
      path: orderUpdateSchemas.path,
      body: orderUpdateSchemas.body,
      responses: orderUpdateSchemas.responses,
    },
  },
  {
    operationId: "post_list",
    method: "get",
    path: "/post",
    expressPath: "/post",
    summary: "List blog posts",
    description:
      "Lists blog posts as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 8 micro-USD per call. Our design (the seed cuts this cell off): open to anyone at the cost of a post get.",
    parameters: [
      {
        name: "page",
        in: "query",
        required: false,
      },
      {
        name: "perPage",
        in: "query",
        required: false,
      },
      {
        name: "sort",
        in: "query",
        required: false,
      },
      {
        name: "order",
        in: "query",
        required: false,
      },
      {
        name: "q",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "X-Total-Count",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 8,
    },
    errorShape: "problem",
    schemas: { query: postListSchemas.query, responses: postListSchemas.responses },
  },
  {
    operationId: "post_create",
    method: "post",
    path: "/post",
    expressPath: "/post",
    summary: "Create a blog post",
    description:
      "Creates a blog post and returns the stored record with its id. Access: admin; cost: 145 micro-USD per call.",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 145,
    },
    errorShape: "problem",
    schemas: { body: postCreateSchemas.body, responses: postCreateSchemas.responses },
  },
  {
    operationId: "post_get",
    method: "get",
    path: "/post/{id}",
    expressPath: "/post/:id",
    summary: "Get a blog post",
    description:
      "Returns one blog post by id; 404 when no record has that id. Access: anyone; cost: 8 micro-USD per call.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 8,
    },
    errorShape: "problem",
    schemas: { path: postGetSchemas.path, responses: postGetSchemas.responses },
  },
  {
    operationId: "post_delete",
    method: "delete",
    path: "/post/{id}",
    expressPath: "/post/:id",
    summary: "Delete a blog post",
    description: "Deletes one blog post; the response is empty. Access: admin; cost: 127 micro-USD per call.",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 127,
    },
    errorShape: "problem",
    schemas: { path: postDeleteSchemas.path, responses: postDeleteSchemas.responses },
  },
  {
    operationId: "post_update",
    method: "patch",
    path: "/post/{id}",
    expressPath: "/post/:id",
    summary: "Update a blog post",
    description:
      "Replaces the writable fields of one blog post (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 145 micro-USD per call.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 145,
    },
    errorShape: "problem",
    schemas: {
      path: postUpdateSchemas.path,
      body: postUpdateSchemas.body,
      responses: postUpdateSchemas.responses,
    },
  },
  {
    operationId: "product_list",
    method: "get",
    path: "/product",
    expressPath: "/product",
    summary: "List products",
    description:
      "Lists products as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 10 micro-USD per call.",
    parameters: [
      {
        name: "page",
        in: "query",
        required: false,
      },
      {
        name: "perPage",
        in: "query",
        required: false,
      },
      {
        name: "sort",
        in: "query",
        required: false,
      },
      {
        name: "order",
        in: "query",
        required: false,
      },
      {
        name: "q",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "X-Total-Count",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 10,
    },
    errorShape: "problem",
    schemas: { query: productListSchemas.query, responses: productListSchemas.responses },
  },
  {
    operationId: "product_create",
    method: "post",
    path: "/product",
    expressPath: "/product",
    summary: "Create a product",
    description:
      "Creates a product and returns the stored record with its id. Access: admin; cost: 145 micro-USD per call.",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 145,
    },
    errorShape: "problem",
    schemas: { body: productCreateSchemas.body, responses: productCreateSchemas.responses },
  },
  {
    operationId: "product_get",
    method: "get",
    path: "/product/{id}",
    expressPath: "/product/:id",
    summary: "Get a product",
    description:
      "Returns one product by id; 404 when no record has that id. Access: anyone; cost: 10 micro-USD per call.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 10,
    },
    errorShape: "problem",
    schemas: { path: productGetSchemas.path, responses: productGetSchemas.responses },
  },
  {
    operationId: "product_delete",
    method: "delete",
    path: "/product/{id}",
    expressPath: "/product/:id",
    summary: "Delete a product",
    description: "Deletes one product; the response is empty. Access: admin; cost: 127 micro-USD per call.",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 127,
    },
    errorShape: "problem",
    schemas: { path: productDeleteSchemas.path, responses: productDeleteSchemas.responses },
  },
  {
    operationId: "product_update",
    method: "patch",
    path: "/product/{id}",
    expressPath: "/product/:id",
    summary: "Update a product",
    description:
      "Replaces the writable fields of one product (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 145 micro-USD per call.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 145,
    },
    errorShape: "problem",
    schemas: {
      path: productUpdateSchemas.path,
      body: productUpdateSchemas.body,
      responses: productUpdateSchemas.responses,
    },
  },
  {
    operationId: "product_badge",
    method: "get",
    path: "/product/{id}/badge.svg",
    expressPath: "/product/:id/badge.svg",
    summary: "Product price and stock badge (SVG)",
    description:
      "Our design (the seed shows an SVG read operation open to anyone, not its path): a\nshields-style badge for one product, for embedding in blogs and marketplaces. It shows\nthe product's price and stock (`in stock`, `low stock` under 5 units, `sold out`).\n404 when no product has this id. Cost 10 micro-USD, as `GET /product/{id}`.",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "image/svg+xml",
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 10,
    },
    errorShape: "problem",
    schemas: { path: productBadgeSchemas.path, responses: productBadgeSchemas.responses },
  },
  {
    operationId: "review_list",
    method: "get",
    path: "/review",
    expressPath: "/review",
    summary: "List reviews",
    description:
      "Lists reviews as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 8 micro-USD per call.",
    parameters: [
      {
        name: "page",
        in: "query",
        required: false,
      },
      {
        name: "perPage",
        in: "query",
        required: false,
      },
      {
        name: "sort",
        in: "query",
        required: false,
      },
      {
        name: "order",
        in: "query",
        required: false,
      },
      {
        name: "q",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "X-Total-Count",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 8,
    },
    errorShape: "problem",
    schemas: { query: reviewListSchemas.query, responses: reviewListSchemas.responses },
  },
  {
    operationId: "review_create",
    method: "post",
    path: "/review",
    expressPath: "/review",
    summary: "Create a review",
    description:
      "Creates a review and returns the stored record with its id. Access: authenticated; cost: 140 micro-USD per call. Owner-scoped: the caller becomes the review's `customerId`; the server sets `status: pending`, `verifiedPurchase` and `helpfulCount: 0`.",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "authenticated",
      ownerScoped: true,
      costMicroUsd: 140,
    },
    errorShape: "problem",
    schemas: { body: reviewCreateSchemas.body, responses: reviewCreateSchemas.responses },
  },
  {
    operationId: "review_get",
    method: "get",
    path: "/review/{id}",
    expressPath: "/review/:id",
    summary: "Get a review",
    description:
      "Returns one review by id; 404 when no record has that id. Access: anyone; cost: 8 micro-USD per call. Our design (the seed cuts this cell off): open to anyone at the review list's cost.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 8,
    },
    errorShape: "problem",
    schemas: { path: reviewGetSchemas.path, responses: reviewGetSchemas.responses },
  },
  {
    operationId: "review_delete",
    method: "delete",
    path: "/review/{id}",
    expressPath: "/review/:id",
    summary: "Delete a review",
    description:
      "Deletes one review; the response is empty. Access: admin; cost: 124 micro-USD per call. Our design (the seed cuts this cell off): administrators only (moderation).",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 124,
    },
    errorShape: "problem",
    schemas: { path: reviewDeleteSchemas.path, responses: reviewDeleteSchemas.responses },
  },
  {
    operationId: "review_update",
    method: "patch",
    path: "/review/{id}",
    expressPath: "/review/:id",
    summary: "Update a review",
    description:
      "Replaces the writable fields of one review (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 140 micro-USD per call. Our design (the seed cuts this cell off): administrators only (moderation: `status`, `verifiedPurchase`, `helpfulCount`), at the create cost.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 140,
    },
    errorShape: "problem",
    schemas: {
      path: reviewUpdateSchemas.path,
      body: reviewUpdateSchemas.body,
      responses: reviewUpdateSchemas.responses,
    },
  },
  {
    operationId: "tokens_create",
    method: "post",
    path: "/tokens/create",
    expressPath: "/tokens/create",
    summary: "Create an API token",
    description:
      "Creates an API token for the caller and returns its secret once. The token authenticates\nas the caller (`Authorization: Bearer <token>`). Our design: cost 140 micro-USD (the seed\ngives no cost for this operation).",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "authenticated",
      costMicroUsd: 140,
    },
    errorShape: "problem",
    schemas: { body: tokensCreateSchemas.body, responses: tokensCreateSchemas.responses },
  },
  {
    operationId: "tokens_revoke",
    method: "post",
    path: "/tokens/{id}/revoke",
    expressPath: "/tokens/:id/revoke",
    summary: "Revoke an API token",
    description:
      "Revokes one of the caller's API tokens; it stops authenticating at once. Idempotent (our\ndesign): revoking a revoked token answers 200 with the original `revokedAt`. A token of\nanother user answers 404, as a missing one does. Our design: cost 118 micro-USD.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "authenticated",
      ownerScoped: true,
      costMicroUsd: 118,
    },
    errorShape: "problem",
    schemas: { path: tokensRevokeSchemas.path, responses: tokensRevokeSchemas.responses },
  },
  {
    operationId: "variant_list",
    method: "get",
    path: "/variant",
    expressPath: "/variant",
    summary: "List product variants",
    description:
      "Lists product variants as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 8 micro-USD per call.",
    parameters: [
      {
        name: "page",
        in: "query",
        required: false,
      },
      {
        name: "perPage",
        in: "query",
        required: false,
      },
      {
        name: "sort",
        in: "query",
        required: false,
      },
      {
        name: "order",
        in: "query",
        required: false,
      },
      {
        name: "q",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "X-Total-Count",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 8,
    },
    errorShape: "problem",
    schemas: { query: variantListSchemas.query, responses: variantListSchemas.responses },
  },
  {
    operationId: "variant_create",
    method: "post",
    path: "/variant",
    expressPath: "/variant",
    summary: "Create a product variant",
    description:
      "Creates a product variant and returns the stored record with its id. Access: admin; cost: 145 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the product's cost.",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 145,
    },
    errorShape: "problem",
    schemas: { body: variantCreateSchemas.body, responses: variantCreateSchemas.responses },
  },
  {
    operationId: "variant_get",
    method: "get",
    path: "/variant/{id}",
    expressPath: "/variant/:id",
    summary: "Get a product variant",
    description:
      "Returns one product variant by id; 404 when no record has that id. Access: anyone; cost: 8 micro-USD per call. Our design (the seed cuts this cell off): open to anyone at the variant list's cost, as for every catalog read.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
      costMicroUsd: 8,
    },
    errorShape: "problem",
    schemas: { path: variantGetSchemas.path, responses: variantGetSchemas.responses },
  },
  {
    operationId: "variant_delete",
    method: "delete",
    path: "/variant/{id}",
    expressPath: "/variant/:id",
    summary: "Delete a product variant",
    description:
      "Deletes one product variant; the response is empty. Access: admin; cost: 127 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the product's cost.",
    parameters: [
      {
        name: "id",
        in: "path",
        required: true,
      },
    ],
    responses: {
      "204": {
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 127,
    },
    errorShape: "problem",
    schemas: { path: variantDeleteSchemas.path, responses: variantDeleteSchemas.responses },
  },
  {
    operationId: "variant_update",
    method: "patch",
    path: "/variant/{id}",
    expressPath: "/variant/:id",
    summary: "Update a product variant",
    description:
      "Replaces the writable fields of one product variant (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 145 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the product's cost.",
    parameters: [
      {
        name: "id",
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
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "admin",
      costMicroUsd: 145,
    },
    errorShape: "problem",
    schemas: {
      path: variantUpdateSchemas.path,
      body: variantUpdateSchemas.body,
      responses: variantUpdateSchemas.responses,
    },
  },
];
