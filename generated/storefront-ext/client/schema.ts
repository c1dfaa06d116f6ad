// Generated from spec/storefront by codegen — run `npm run generate`. Do not edit.
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
  "/apiToken": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List API-token records
     * @description Lists API-token records as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: admin; cost: 6 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only, since callers mint and revoke their own tokens with `POST /tokens/create` and `POST /tokens/{id}/revoke`; costs as the other admin-only records.
     */
    get: operations["apiToken_list"];
    put?: never;
    /**
     * Create an API-token record
     * @description Creates an API-token record and returns the stored record with its id. Access: admin; cost: 120 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only; callers mint tokens with `POST /tokens/create`, which returns the secret.
     */
    post: operations["apiToken_create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/apiToken/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an API-token record
     * @description Returns one API-token record by id; 404 when no record has that id. Access: admin; cost: 6 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only.
     */
    get: operations["apiToken_get"];
    put?: never;
    post?: never;
    /**
     * Delete an API-token record
     * @description Deletes one API-token record; the response is empty. Access: admin; cost: 115 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only; callers revoke with `POST /tokens/{id}/revoke`.
     */
    delete: operations["apiToken_delete"];
    options?: never;
    head?: never;
    /**
     * Update an API-token record
     * @description Replaces the writable fields of one API-token record (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 120 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only.
     */
    patch: operations["apiToken_update"];
    trace?: never;
  };
  "/billing/connect": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Connect usage billing
     * @description Creates a customer and a metered subscription at the payment processor for the caller.
     *     Idempotent (our design): when billing is already connected, answers 200 with the existing
     *     connection and creates nothing. 502 when the processor cannot be reached. Our design: the
     *     response body and the cost of 150 micro-USD.
     */
    post: operations["billing_connect"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/billing/report": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report accrued usage
     * @description Reports the caller's accrued usage to the payment processor's meter. Once per period (our
     *     design: the UTC day): the first call of a period sends the usage accrued since the previous
     *     report as one meter event keyed by customer and period, so a retry can never bill twice;
     *     later calls in the same period send nothing and answer the stored report with
     *     `alreadyReported: true`. Scoped to the caller's own billing (owner). 409 when billing is not
     *     connected; 502 when the processor cannot be reached (nothing is recorded, so a retry
     *     reports again). Our design: the response body and the cost of 130 micro-USD.
     */
    post: operations["billing_report"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/category": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List categories
     * @description Lists categories as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 8 micro-USD per call.
     */
    get: operations["category_list"];
    put?: never;
    /**
     * Create a category
     * @description Creates a category and returns the stored record with its id. Access: admin; cost: 130 micro-USD per call.
     */
    post: operations["category_create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/category/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a category
     * @description Returns one category by id; 404 when no record has that id. Access: anyone; cost: 8 micro-USD per call.
     */
    get: operations["category_get"];
    put?: never;
    post?: never;
    /**
     * Delete a category
     * @description Deletes one category; the response is empty. Access: admin; cost: 118 micro-USD per call.
     */
    delete: operations["category_delete"];
    options?: never;
    head?: never;
    /**
     * Update a category
     * @description Replaces the writable fields of one category (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 130 micro-USD per call.
     */
    patch: operations["category_update"];
    trace?: never;
  };
  "/checkout/confirm": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Confirm a checkout payment
     * @description Retrieves the payment session from the processor and marks the order paid when the
     *     session is paid. Idempotent: confirming again (or after the webhook did) changes nothing
     *     and answers the order's current status; an unpaid session leaves the order `pending`.
     *     404 when no order has this id or the session does not belong to it; 502 when the
     *     processor cannot be reached. Our design: the response body and the cost of 160 micro-USD.
     */
    post: operations["checkout_confirm"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/checkout/pay": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a checkout
     * @description Creates a pending order for the lines and a hosted payment session for its total, and
     *     returns the session's URL. 400 when a product does not exist or is not published, or the
     *     discount code is unknown; 409 when a product has too little stock; 502 when the payment
     *     processor cannot be reached (no order is kept then). Our design: the response body and
     *     the cost of 180 micro-USD (the seed gives neither).
     */
    post: operations["checkout_pay"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/checkout/webhook": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Payment processor webhook
     * @description Our design (the seed does not show the webhook route): the payment processor's webhook.
     *     The server verifies `Stripe-Signature` (HMAC-SHA256 over `<t>.<raw body>` with the
     *     webhook secret, timestamp within 5 minutes) against the raw request bytes before parsing.
     *     `checkout.session.completed` marks the order paid (as `POST /checkout/confirm` does) and
     *     `checkout.session.expired` cancels a pending order; other kinds are acknowledged and
     *     ignored, and a repeated event id changes nothing. 400 when `Stripe-Signature` is missing
     *     or not of the form `t=…,v1=…`, or the body is not an event; 401 when the signature is wrong
     *     or stale. Open to anyone (the signature is the credential); cost 120 micro-USD.
     */
    post: operations["checkout_webhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/contactSubmission": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List contact submissions
     * @description Lists contact submissions as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: admin; cost: 6 micro-USD per call.
     */
    get: operations["contactSubmission_list"];
    put?: never;
    /**
     * Create a contact submission
     * @description Creates a contact submission and returns the stored record with its id. Access: anyone; cost: 120 micro-USD per call.
     */
    post: operations["contactSubmission_create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/contactSubmission/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a contact submission
     * @description Returns one contact submission by id; 404 when no record has that id. Access: admin; cost: 6 micro-USD per call.
     */
    get: operations["contactSubmission_get"];
    put?: never;
    post?: never;
    /**
     * Delete a contact submission
     * @description Deletes one contact submission; the response is empty. Access: admin; cost: 115 micro-USD per call.
     */
    delete: operations["contactSubmission_delete"];
    options?: never;
    head?: never;
    /**
     * Update a contact submission
     * @description Replaces the writable fields of one contact submission (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 120 micro-USD per call.
     */
    patch: operations["contactSubmission_update"];
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
  "/faq": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List FAQ entries
     * @description Lists FAQ entries as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 6 micro-USD per call.
     */
    get: operations["faq_list"];
    put?: never;
    /**
     * Create an FAQ entry
     * @description Creates an FAQ entry and returns the stored record with its id. Access: admin; cost: 125 micro-USD per call.
     */
    post: operations["faq_create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/faq/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an FAQ entry
     * @description Returns one FAQ entry by id; 404 when no record has that id. Access: anyone; cost: 6 micro-USD per call.
     */
    get: operations["faq_get"];
    put?: never;
    post?: never;
    /**
     * Delete an FAQ entry
     * @description Deletes one FAQ entry; the response is empty. Access: admin; cost: 115 micro-USD per call.
     */
    delete: operations["faq_delete"];
    options?: never;
    head?: never;
    /**
     * Update an FAQ entry
     * @description Replaces the writable fields of one FAQ entry (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 125 micro-USD per call.
     */
    patch: operations["faq_update"];
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
  "/media": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List media items
     * @description Lists media items as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 6 micro-USD per call.
     */
    get: operations["media_list"];
    put?: never;
    /**
     * Create a media item
     * @description Creates a media item and returns the stored record with its id. Access: admin; cost: 125 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the FAQ's cost.
     */
    post: operations["media_create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/media/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a media item
     * @description Returns one media item by id; 404 when no record has that id. Access: anyone; cost: 6 micro-USD per call. Our design (the seed cuts this cell off): as an FAQ get, open to anyone at the media list's cost.
     */
    get: operations["media_get"];
    put?: never;
    post?: never;
    /**
     * Delete a media item
     * @description Deletes one media item; the response is empty. Access: admin; cost: 115 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the FAQ's cost.
     */
    delete: operations["media_delete"];
    options?: never;
    head?: never;
    /**
     * Update a media item
     * @description Replaces the writable fields of one media item (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 125 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the FAQ's cost.
     */
    patch: operations["media_update"];
    trace?: never;
  };
  "/newsletterSubscriber": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List newsletter subscribers
     * @description Lists newsletter subscribers as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: admin; cost: 6 micro-USD per call.
     */
    get: operations["newsletterSubscriber_list"];
    put?: never;
    /**
     * Create a newsletter subscriber
     * @description Creates a newsletter subscriber and returns the stored record with its id. Access: anyone; cost: 120 micro-USD per call.
     */
    post: operations["newsletterSubscriber_create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/newsletterSubscriber/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a newsletter subscriber
     * @description Returns one newsletter subscriber by id; 404 when no record has that id. Access: admin; cost: 6 micro-USD per call.
     */
    get: operations["newsletterSubscriber_get"];
    put?: never;
    post?: never;
    /**
     * Delete a newsletter subscriber
     * @description Deletes one newsletter subscriber; the response is empty. Access: admin; cost: 115 micro-USD per call.
     */
    delete: operations["newsletterSubscriber_delete"];
    options?: never;
    head?: never;
    /**
     * Update a newsletter subscriber
     * @description Replaces the writable fields of one newsletter subscriber (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 120 micro-USD per call.
     */
    patch: operations["newsletterSubscriber_update"];
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
  "/order": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List orders
     * @description Lists orders as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: authenticated; cost: 12 micro-USD per call. Our design (the seed cuts this cell off): authenticated and owner-scoped like an order get: a caller lists the orders they own; administrators list every order.
     */
    get: operations["order_list"];
    put?: never;
    /**
     * Create an order
     * @description Creates an order and returns the stored record with its id. Access: authenticated; cost: 160 micro-USD per call. Owner-scoped: the caller becomes the order's `customerId`; the server computes the totals and sets `status: pending`.
     */
    post: operations["order_create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/order/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an order
     * @description Returns one order by id; 404 when no record has that id. Access: authenticated; cost: 12 micro-USD per call. Owner-scoped: another caller's order answers 404 (administrators see every order).
     */
    get: operations["order_get"];
    put?: never;
    post?: never;
    /**
     * Delete an order
     * @description Deletes one order; the response is empty. Access: admin; cost: 136 micro-USD per call.
     */
    delete: operations["order_delete"];
    options?: never;
    head?: never;
    /**
     * Update an order
     * @description Replaces the writable fields of one order (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 160 micro-USD per call.
     */
    patch: operations["order_update"];
    trace?: never;
  };
  "/post": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List blog posts
     * @description Lists blog posts as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 8 micro-USD per call. Our design (the seed cuts this cell off): open to anyone at the cost of a post get.
     */
    get: operations["post_list"];
    put?: never;
    /**
     * Create a blog post
     * @description Creates a blog post and returns the stored record with its id. Access: admin; cost: 145 micro-USD per call.
     */
    post: operations["post_create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/post/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a blog post
     * @description Returns one blog post by id; 404 when no record has that id. Access: anyone; cost: 8 micro-USD per call.
     */
    get: operations["post_get"];
    put?: never;
    post?: never;
    /**
     * Delete a blog post
     * @description Deletes one blog post; the response is empty. Access: admin; cost: 127 micro-USD per call.
     */
    delete: operations["post_delete"];
    options?: never;
    head?: never;
    /**
     * Update a blog post
     * @description Replaces the writable fields of one blog post (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 145 micro-USD per call.
     */
    patch: operations["post_update"];
    trace?: never;
  };
  "/product": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List products
     * @description Lists products as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 10 micro-USD per call.
     */
    get: operations["product_list"];
    put?: never;
    /**
     * Create a product
     * @description Creates a product and returns the stored record with its id. Access: admin; cost: 145 micro-USD per call.
     */
    post: operations["product_create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/product/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a product
     * @description Returns one product by id; 404 when no record has that id. Access: anyone; cost: 10 micro-USD per call.
     */
    get: operations["product_get"];
    put?: never;
    post?: never;
    /**
     * Delete a product
     * @description Deletes one product; the response is empty. Access: admin; cost: 127 micro-USD per call.
     */
    delete: operations["product_delete"];
    options?: never;
    head?: never;
    /**
     * Update a product
     * @description Replaces the writable fields of one product (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 145 micro-USD per call.
     */
    patch: operations["product_update"];
    trace?: never;
  };
  "/product/{id}/badge.svg": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Product price and stock badge (SVG)
     * @description Our design (the seed shows an SVG read operation open to anyone, not its path): a
     *     shields-style badge for one product, for embedding in blogs and marketplaces. It shows
     *     the product's price and stock (`in stock`, `low stock` under 5 units, `sold out`).
     *     404 when no product has this id. Cost 10 micro-USD, as `GET /product/{id}`.
     */
    get: operations["product_badge"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/review": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List reviews
     * @description Lists reviews as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 8 micro-USD per call.
     */
    get: operations["review_list"];
    put?: never;
    /**
     * Create a review
     * @description Creates a review and returns the stored record with its id. Access: authenticated; cost: 140 micro-USD per call. Owner-scoped: the caller becomes the review's `customerId`; the server sets `status: pending`, `verifiedPurchase` and `helpfulCount: 0`.
     */
    post: operations["review_create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/review/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a review
     * @description Returns one review by id; 404 when no record has that id. Access: anyone; cost: 8 micro-USD per call. Our design (the seed cuts this cell off): open to anyone at the review list's cost.
     */
    get: operations["review_get"];
    put?: never;
    post?: never;
    /**
     * Delete a review
     * @description Deletes one review; the response is empty. Access: admin; cost: 124 micro-USD per call. Our design (the seed cuts this cell off): administrators only (moderation).
     */
    delete: operations["review_delete"];
    options?: never;
    head?: never;
    /**
     * Update a review
     * @description Replaces the writable fields of one review (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 140 micro-USD per call. Our design (the seed cuts this cell off): administrators only (moderation: `status`, `verifiedPurchase`, `helpfulCount`), at the create cost.
     */
    patch: operations["review_update"];
    trace?: never;
  };
  "/tokens/create": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an API token
     * @description Creates an API token for the caller and returns its secret once. The token authenticates
     *     as the caller (`Authorization: Bearer <token>`). Our design: cost 140 micro-USD (the seed
     *     gives no cost for this operation).
     */
    post: operations["tokens_create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/tokens/{id}/revoke": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke an API token
     * @description Revokes one of the caller's API tokens; it stops authenticating at once. Idempotent (our
     *     design): revoking a revoked token answers 200 with the original `revokedAt`. A token of
     *     another user answers 404, as a missing one does. Our design: cost 118 micro-USD.
     */
    post: operations["tokens_revoke"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/variant": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List product variants
     * @description Lists product variants as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 8 micro-USD per call.
     */
    get: operations["variant_list"];
    put?: never;
    /**
     * Create a product variant
     * @description Creates a product variant and returns the stored record with its id. Access: admin; cost: 145 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the product's cost.
     */
    post: operations["variant_create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/variant/{id}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a product variant
     * @description Returns one product variant by id; 404 when no record has that id. Access: anyone; cost: 8 micro-USD per call. Our design (the seed cuts this cell off): open to anyone at the variant list's cost, as for every catalog read.
     */
    get: operations["variant_get"];
    put?: never;
    post?: never;
    /**
     * Delete a product variant
     * @description Deletes one product variant; the response is empty. Access: admin; cost: 127 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the product's cost.
     */
    delete: operations["variant_delete"];
    options?: never;
    head?: never;
    /**
     * Update a product variant
     * @description Replaces the writable fields of one product variant (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 145 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the product's cost.
     */
    patch: operations["variant_update"];
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description A stored API token (never its secret).
     * @example {
     *       "id": 12,
     *       "userId": "0b9e3f5c-8f14-4e45-9d2a-6c1f7a3b2e10",
     *       "name": "Inventory sync",
     *       "prefix": "sf_k3q9x2",
     *       "hashedKey": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
     *       "revokedAt": null,
     *       "createdAt": 1735725600000,
     *       "lastUsedAt": 1735812000000
     *     }
     */
    ApiToken: {
      /** @description Server-assigned id. */
      readonly id: components["schemas"]["SafeInteger"];
      /**
       * Format: uuid
       * @description The owner's user id (a UUID); naming no user answers 409.
       */
      userId?: string | null;
      /** @description A name the owner chose: safe text, at most 120 characters. */
      name: string;
      /** @description The token's public first characters, shown in listings: safe text, at most 20 characters. */
      prefix: string;
      /** @description Hex digest of the secret, at most 128 characters. The secret itself is never stored. */
      hashedKey: string;
      /** @description When the token was revoked, in Unix epoch milliseconds; null while it is valid. */
      revokedAt?: number | null;
      /** @description When the token was created, in Unix epoch milliseconds. Our design: read-only, set by the server's clock. */
      readonly createdAt?: number | null;
      /** @description When the token last authenticated a call, in Unix epoch milliseconds. Our design: read-only, set by the server. */
      readonly lastUsedAt?: number | null;
    };
    /**
     * @description The writable fields of an API-token record: the body of create and update. Raw records are
     *     for administrators; callers mint their own tokens with `POST /tokens/create`.
     * @example {
     *       "userId": "0b9e3f5c-8f14-4e45-9d2a-6c1f7a3b2e10",
     *       "name": "Inventory sync",
     *       "prefix": "sf_k3q9x2",
     *       "hashedKey": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
     *       "revokedAt": null
     *     }
     */
    ApiTokenInput: {
      /**
       * Format: uuid
       * @description The owner's user id (a UUID); naming no user answers 409.
       */
      userId?: string | null;
      /** @description A name the owner chose: safe text, at most 120 characters. */
      name: string;
      /** @description The token's public first characters, shown in listings: safe text, at most 20 characters. */
      prefix: string;
      /** @description Hex digest of the secret, at most 128 characters. The secret itself is never stored. */
      hashedKey: string;
      /** @description When the token was revoked, in Unix epoch milliseconds; null while it is valid. */
      revokedAt?: number | null;
    };
    /**
     * @description The body of `POST /billing/connect`.
     * @example {
     *       "email": "billing@shop.example"
     *     }
     */
    BillingConnectRequest: {
      /**
       * Format: email
       * @description Where the processor sends invoices: an e-mail address of at most 254 characters. Defaults to the caller's account address.
       */
      email?: string;
    };
    /**
     * @description The caller's usage-billing connection: a customer and a metered subscription at the payment
     *     processor. Our design (the seed types it as a generic object).
     * @example {
     *       "customerId": "cus_QhX2m8Lk3Jd9Pa",
     *       "subscriptionId": "sub_1PqR8sLkdIwHu7ixAbCdEf",
     *       "email": "billing@shop.example",
     *       "connectedAt": 1735725600000
     *     }
     */
    BillingConnection: {
      /** @description The processor's customer id. */
      customerId: string;
      /** @description The processor's metered subscription id. */
      subscriptionId: string;
      /** @description Where invoices go, or null when the processor has no address. */
      email: string | null;
      /** @description When billing was first connected, in Unix epoch milliseconds. */
      connectedAt: components["schemas"]["SafeInteger"];
    };
    /**
     * @description A product category.
     * @example {
     *       "id": 3,
     *       "name": "Coffee mugs",
     *       "slug": "coffee-mugs"
     *     }
     */
    Category: {
      /** @description Server-assigned id. */
      readonly id: components["schemas"]["SafeInteger"];
      /** @description Display name: safe text, at most 100 characters. */
      name: string;
      /** @description URL slug, unique per category: at most 80 characters. */
      slug: string;
    };
    /**
     * @description The writable fields of a category: the body of create and update.
     * @example {
     *       "name": "Coffee mugs",
     *       "slug": "coffee-mugs"
     *     }
     */
    CategoryInput: {
      /** @description Display name: safe text, at most 100 characters. */
      name: string;
      /** @description URL slug, unique per category: at most 80 characters. */
      slug: string;
    };
    /**
     * @description The body of `POST /checkout/confirm`.
     * @example {
     *       "orderId": 1001,
     *       "sessionId": "cs_test_a1B2c3D4e5F6"
     *     }
     */
    CheckoutConfirmRequest: {
      /**
       * Format: int64
       * @description The order to confirm, 1 to 1000000000000.
       */
      orderId: number;
      /** @description The payment session returned by `POST /checkout/pay`: at most 255 letters, digits and `_`. */
      sessionId: string;
    };
    /**
     * @description The order's state after confirmation. Our design (the seed types it as a generic object).
     * @example {
     *       "orderId": 1001,
     *       "status": "paid"
     *     }
     */
    CheckoutConfirmation: {
      /** @description The order's id. */
      orderId: components["schemas"]["SafeInteger"];
      /**
       * @description `paid` once the processor reports the session paid; `pending` while the shopper has not
       *     finished paying; `shipped` or `cancelled` when the order has moved on since.
       * @enum {string}
       */
      status: "pending" | "paid" | "shipped" | "cancelled";
    };
    /** @description One line of a checkout: a product and how many. */
    CheckoutLine: {
      /**
       * Format: int64
       * @description The product's id, 1 to 1000000000000.
       */
      productId: number;
      /**
       * Format: int64
       * @description Quantity, 1 to 1000.
       */
      qty: number;
    };
    /**
     * @description The body of `POST /checkout/pay`.
     * @example {
     *       "items": [
     *         {
     *           "productId": 17,
     *           "qty": 2
     *         }
     *       ],
     *       "discountCode": "SPRING-10"
     *     }
     */
    CheckoutPayRequest: {
      /** @description What to buy: 1 to 200 lines. */
      items: components["schemas"]["CheckoutLine"][];
      /** @description A discount code: at most 40 characters, upper-case letters, digits, `_` and `-`. */
      discountCode?: string;
    };
    /**
     * @description A pending order and the hosted payment session that pays for it. Our design (the seed
     *     types it as a generic object): amounts in US cents, where
     *     `total = subtotal - discount + shipping + tax`.
     * @example {
     *       "orderId": 1001,
     *       "sessionId": "cs_test_a1B2c3D4e5F6",
     *       "url": "https://pay.processor.example/c/cs_test_a1B2c3D4e5F6",
     *       "status": "pending",
     *       "subtotalCents": 4800,
     *       "discountCents": 0,
     *       "shippingCents": 495,
     *       "taxCents": 585,
     *       "totalCents": 5880,
     *       "currency": "usd",
     *       "expiresAt": 1735727400000
     *     }
     */
    CheckoutSession: {
      /** @description The new order's id; pass it to `POST /checkout/confirm`. */
      orderId: components["schemas"]["SafeInteger"];
      /** @description The processor's payment session id; pass it to `POST /checkout/confirm`. */
      sessionId: string;
      /**
       * Format: uri
       * @description The hosted payment page: send the shopper here.
       */
      url: string;
      /**
       * @description The order's state: always `pending` here.
       * @enum {string}
       */
      status: "pending";
      /** @description Sum of the lines, in US cents. */
      subtotalCents: components["schemas"]["SafeInteger"];
      /** @description Taken off by the discount code, in US cents (0 without one). */
      discountCents: components["schemas"]["SafeInteger"];
      /** @description Shipping, in US cents. */
      shippingCents: components["schemas"]["SafeInteger"];
      /** @description Tax, in US cents. */
      taxCents: components["schemas"]["SafeInteger"];
      /** @description What the shopper pays, in US cents. */
      totalCents: components["schemas"]["SafeInteger"];
      /**
       * @description ISO 4217 currency code, lower case.
       * @enum {string}
       */
      currency: "usd";
      /** @description When the payment session expires, in Unix epoch milliseconds; the order is then cancelled. */
      expiresAt: components["schemas"]["SafeInteger"];
    };
    /**
     * @description A message sent through the contact form.
     * @example {
     *       "id": 44,
     *       "name": "Ada Lovelace",
     *       "email": "ada@example.com",
     *       "subject": "Wholesale order",
     *       "message": "Hello,\ndo you offer discounts for 200 mugs?",
     *       "createdAt": 1735725600000
     *     }
     */
    ContactSubmission: {
      /** @description Server-assigned id. */
      readonly id: components["schemas"]["SafeInteger"];
      /** @description The sender's name: safe text, at most 120 characters. */
      name: string;
      /**
       * Format: email
       * @description The sender's e-mail address, for the reply.
       */
      email: string;
      /** @description Subject line: safe text, at most 200 characters. */
      subject: string;
      /** @description The message, at most 5000 characters. */
      message: string;
      /**
       * @description When the message was received, in Unix epoch milliseconds. Our design: read-only, set
       *     by the server's clock on create.
       */
      readonly createdAt?: number | null;
    };
    /**
     * @description The writable fields of a contact-form submission: the body of create and update.
     * @example {
     *       "name": "Ada Lovelace",
     *       "email": "ada@example.com",
     *       "subject": "Wholesale order",
     *       "message": "Hello,\ndo you offer discounts for 200 mugs?"
     *     }
     */
    ContactSubmissionInput: {
      /** @description The sender's name: safe text, at most 120 characters. */
      name: string;
      /**
       * Format: email
       * @description The sender's e-mail address, for the reply.
       */
      email: string;
      /** @description Subject line: safe text, at most 200 characters. */
      subject: string;
      /** @description The message, at most 5000 characters. */
      message: string;
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
     * @description RFC 9457 problem details, served as `application/problem+json`.
     * @example {
     *       "type": "about:blank",
     *       "title": "Invalid request",
     *       "status": 400,
     *       "detail": "Invalid request: body /name: must not contain <, > or control characters",
     *       "code": "validation_failed",
     *       "errors": {
     *         "body:/name": "must not contain <, > or control characters"
     *       }
     *     }
     */
    "Contract.Problem": {
      /**
       * Format: uri-reference
       * @description A URI reference identifying the problem type.
       * @default about:blank
       */
      type: string;
      /** @description Short summary of the problem type. */
      title: string;
      /**
       * Format: int32
       * @description The HTTP status code.
       */
      status: number;
      /** @description Explanation specific to this occurrence. */
      detail?: string;
      /**
       * Format: uri-reference
       * @description A URI reference identifying this occurrence.
       */
      instance?: string;
      code: components["schemas"]["ErrorCode"];
      /** @description The request's id, as in the `X-Request-Id` response header. */
      requestId?: string;
      /** @description Rejected inputs, keyed by JSON pointer or parameter name. */
      errors?: Record<string, never>;
      /**
       * @deprecated
       * @description Deprecated single-string error, kept for older clients.
       */
      error?: string;
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
     * @description A newly created API token, with its secret. Our design (the seed types it as a generic object).
     * @example {
     *       "id": 12,
     *       "name": "Inventory sync",
     *       "prefix": "sf_k3q9x2",
     *       "token": "sf_k3q9x2_R5mJ0tqk2d8Vw1yBfX7uCz4hLpN6sAeG",
     *       "createdAt": 1735725600000
     *     }
     */
    CreatedToken: {
      /** @description The token record's id (use it to revoke). */
      id: components["schemas"]["SafeInteger"];
      /** @description The name given on create. */
      name: string;
      /** @description The token's public first characters, shown in listings. */
      prefix: string;
      /**
       * @description The secret, to send as `Authorization: Bearer <token>`. Shown once: only its hash is
       *     stored, so it cannot be retrieved again.
       */
      token: string;
      /** @description When the token was created, in Unix epoch milliseconds. */
      createdAt: components["schemas"]["SafeInteger"];
    };
    /**
     * @description A frequently asked question with its answer.
     * @example {
     *       "id": 2,
     *       "question": "Do you ship abroad?",
     *       "answer": "Yes, to every EU country. Shipping is calculated at checkout.",
     *       "sortOrder": 10,
     *       "isActive": true
     *     }
     */
    Faq: {
      /** @description Server-assigned id. */
      readonly id: components["schemas"]["SafeInteger"];
      /** @description The question: safe text, at most 300 characters. */
      question: string;
      /** @description The answer: at most 2000 characters, no control characters. */
      answer: string;
      /**
       * Format: int64
       * @description Position in the FAQ list, ascending, 0 to 100000.
       */
      sortOrder?: number;
      /** @description Whether the entry is shown. */
      isActive?: boolean;
    };
    /**
     * @description The writable fields of an FAQ entry: the body of create and update.
     * @example {
     *       "question": "Do you ship abroad?",
     *       "answer": "Yes, to every EU country. Shipping is calculated at checkout.",
     *       "sortOrder": 10,
     *       "isActive": true
     *     }
     */
    FaqInput: {
      /** @description The question: safe text, at most 300 characters. */
      question: string;
      /** @description The answer: at most 2000 characters, no control characters. */
      answer: string;
      /**
       * Format: int64
       * @description Position in the FAQ list, ascending, 0 to 100000.
       */
      sortOrder?: number;
      /** @description Whether the entry is shown. */
      isActive?: boolean;
    };
    /**
     * @description An image or other file in the media library.
     * @example {
     *       "id": 31,
     *       "url": "https://cdn.shop.example/img/stoneware-mug-350.jpg",
     *       "alt": "A blue stoneware mug on a wooden table",
     *       "width": 1600,
     *       "height": 1200
     *     }
     */
    Media: {
      /** @description Server-assigned id. */
      readonly id: components["schemas"]["SafeInteger"];
      /**
       * Format: uri
       * @description Where the file is served from (a URI).
       */
      url: string;
      /** @description Alternative text: safe text, at most 300 characters. */
      alt: string;
      /** @description Width in pixels, when known. */
      width?: number | null;
      /** @description Height in pixels, when known. */
      height?: number | null;
    };
    /**
     * @description The writable fields of a media item: the body of create and update.
     * @example {
     *       "url": "https://cdn.shop.example/img/stoneware-mug-350.jpg",
     *       "alt": "A blue stoneware mug on a wooden table",
     *       "width": 1600,
     *       "height": 1200
     *     }
     */
    MediaInput: {
      /**
       * Format: uri
       * @description Where the file is served from (a URI).
       */
      url: string;
      /** @description Alternative text: safe text, at most 300 characters. */
      alt: string;
      /** @description Width in pixels, when known. */
      width?: number | null;
      /** @description Height in pixels, when known. */
      height?: number | null;
    };
    /**
     * @description An e-mail address subscribed to the newsletter.
     * @example {
     *       "id": 120,
     *       "email": "ada@example.com",
     *       "subscribedAt": 1735725600000
     *     }
     */
    NewsletterSubscriber: {
      /** @description Server-assigned id. */
      readonly id: components["schemas"]["SafeInteger"];
      /**
       * Format: email
       * @description The subscriber's e-mail address.
       */
      email: string;
      /**
       * @description When the address subscribed, in Unix epoch milliseconds. Our design: read-only, set by
       *     the server's clock on create (anyone may subscribe, so callers may not back-date it).
       */
      readonly subscribedAt?: number | null;
    };
    /**
     * @description The writable fields of a newsletter subscription: the body of create (sign-up) and update.
     * @example {
     *       "email": "ada@example.com"
     *     }
     */
    NewsletterSubscriberInput: {
      /**
       * Format: email
       * @description The subscriber's e-mail address.
       */
      email: string;
    };
    /**
     * @description A customer's order (extended variant).
     * @example {
     *       "id": 1001,
     *       "customerId": "usr_8f14e45f",
     *       "customerEmail": "ada@example.com",
     *       "shippingAddress": "12 Analytical Row, London N1 9GU, GB",
     *       "discountCode": null,
     *       "shippingMethod": "standard",
     *       "items": "[{\"productId\":17,\"qty\":2}]",
     *       "status": "paid",
     *       "processorPaymentIntentId": "pi_3PqR8sLkdIwHu7ix0abc1234",
     *       "carrier": null,
     *       "trackingNumber": null,
     *       "totalCents": 5880,
     *       "shippingCents": 495,
     *       "taxCents": 585,
     *       "recoveryEmailedAt": null,
     *       "createdAt": 1735725600000
     *     }
     */
    Order: {
      /** @description Server-assigned id. */
      readonly id: components["schemas"]["SafeInteger"];
      /**
       * @description The owner's user id, at most 1024 characters. Our design: read-only, the caller who
       *     created the order.
       */
      readonly customerId?: string | null;
      /** @description Where receipts and shipping notices go, at most 1024 characters. */
      customerEmail?: string | null;
      /** @description The postal address, at most 1024 characters. */
      shippingAddress?: string | null;
      /** @description A discount code applied to the order, at most 1024 characters. */
      discountCode?: string | null;
      /** @description The chosen shipping method, at most 1024 characters. */
      shippingMethod?: string | null;
      /**
       * @description The order lines as text, at most 100000 characters. Our design: a JSON array of 1 to 200
       *     `{productId, qty}` objects (`productId` 1..10^12, `qty` 1..1000), the same lines
       *     `POST /checkout/pay` takes; the pattern spells that out, members in that order.
       */
      items: string;
      /**
       * @description The order's state.
       * @enum {string}
       */
      status?: "pending" | "paid" | "shipped" | "cancelled";
      /** @description The processor's payment id for this order, at most 1024 characters. */
      processorPaymentIntentId?: string | null;
      /** @description The shipping carrier, at most 1024 characters. */
      carrier?: string | null;
      /** @description The carrier's tracking number, at most 1024 characters. */
      trackingNumber?: string | null;
      /**
       * Format: int64
       * @description The amount charged, in US cents, 0 to 100000000000.
       */
      totalCents?: number;
      /** @description Shipping part of the total, in US cents. */
      shippingCents?: components["schemas"]["SafeInteger"];
      /** @description Tax part of the total, in US cents. */
      taxCents?: components["schemas"]["SafeInteger"];
      /**
       * @description When the abandoned-cart reminder was e-mailed, in Unix epoch milliseconds. Our design:
       *     read-only, set by the server.
       */
      readonly recoveryEmailedAt?: number | null;
      /** @description When the order was created, in Unix epoch milliseconds. Our design: read-only, set by the server's clock. */
      readonly createdAt?: number | null;
    };
    /**
     * @description The fields a customer sets when creating an order (extended variant). Which order fields
     *     are required is not in the seed; our design: only `items`. The server sets the owner, the
     *     totals and `status: pending`.
     * @example {
     *       "customerEmail": "ada@example.com",
     *       "shippingAddress": "12 Analytical Row, London N1 9GU, GB",
     *       "discountCode": null,
     *       "shippingMethod": "standard",
     *       "items": "[{\"productId\":17,\"qty\":2}]"
     *     }
     */
    OrderInput: {
      /** @description Where receipts and shipping notices go, at most 1024 characters. */
      customerEmail?: string | null;
      /** @description The postal address, at most 1024 characters. */
      shippingAddress?: string | null;
      /** @description A discount code applied to the order, at most 1024 characters. */
      discountCode?: string | null;
      /** @description The chosen shipping method, at most 1024 characters. */
      shippingMethod?: string | null;
      /**
       * @description The order lines as text, at most 100000 characters. Our design: a JSON array of 1 to 200
       *     `{productId, qty}` objects (`productId` 1..10^12, `qty` 1..1000), the same lines
       *     `POST /checkout/pay` takes; the pattern spells that out, members in that order.
       */
      items: string;
    };
    /**
     * @description The body of `PATCH /order/{id}` (extended variant): the create fields plus those an
     *     administrator manages (status, shipping, payment reference, amounts). The required set is
     *     the same as on create.
     * @example {
     *       "items": "[{\"productId\":17,\"qty\":2}]",
     *       "status": "shipped",
     *       "carrier": "Royal Mail",
     *       "trackingNumber": "RM123456785GB"
     *     }
     */
    OrderUpdate: {
      /** @description Where receipts and shipping notices go, at most 1024 characters. */
      customerEmail?: string | null;
      /** @description The postal address, at most 1024 characters. */
      shippingAddress?: string | null;
      /** @description A discount code applied to the order, at most 1024 characters. */
      discountCode?: string | null;
      /** @description The chosen shipping method, at most 1024 characters. */
      shippingMethod?: string | null;
      /**
       * @description The order lines as text, at most 100000 characters. Our design: a JSON array of 1 to 200
       *     `{productId, qty}` objects (`productId` 1..10^12, `qty` 1..1000), the same lines
       *     `POST /checkout/pay` takes; the pattern spells that out, members in that order.
       */
      items: string;
      /**
       * @description The order's state.
       * @enum {string}
       */
      status?: "pending" | "paid" | "shipped" | "cancelled";
      /** @description The processor's payment id for this order, at most 1024 characters. */
      processorPaymentIntentId?: string | null;
      /** @description The shipping carrier, at most 1024 characters. */
      carrier?: string | null;
      /** @description The carrier's tracking number, at most 1024 characters. */
      trackingNumber?: string | null;
      /**
       * Format: int64
       * @description The amount charged, in US cents, 0 to 100000000000.
       */
      totalCents?: number;
      /** @description Shipping part of the total, in US cents. */
      shippingCents?: components["schemas"]["SafeInteger"];
      /** @description Tax part of the total, in US cents. */
      taxCents?: components["schemas"]["SafeInteger"];
    };
    /**
     * @description A blog post.
     * @example {
     *       "id": 9,
     *       "title": "How we glaze our mugs",
     *       "slug": "how-we-glaze-our-mugs",
     *       "excerpt": "A look inside the kiln room.",
     *       "body": "Every mug is dipped twice.",
     *       "status": "published",
     *       "publishedAt": 1735725600000,
     *       "authorId": "usr_8f14e45f",
     *       "coverImageUrl": "https://cdn.shop.example/img/kiln.jpg"
     *     }
     */
    Post: {
      /** @description Server-assigned id. */
      readonly id: components["schemas"]["SafeInteger"];
      /** @description Title: safe text, at most 200 characters. */
      title: string;
      /** @description URL slug: at most 120 characters. */
      slug: string;
      /** @description Teaser shown in lists, at most 1024 characters. */
      excerpt?: string | null;
      /** @description The post's body, at most 1024 characters. */
      body?: string | null;
      /**
       * @description Only published posts are shown to readers.
       * @enum {string}
       */
      status?: "draft" | "published";
      /** @description When the post was published, in Unix epoch milliseconds (our design for the unit); null while a draft. */
      publishedAt?: number | null;
      /** @description The author's user id. */
      authorId?: string | null;
      /** @description Cover image URL. */
      coverImageUrl?: string | null;
    };
    /**
     * @description The writable fields of a blog post: the body of create and update.
     * @example {
     *       "title": "How we glaze our mugs",
     *       "slug": "how-we-glaze-our-mugs",
     *       "excerpt": "A look inside the kiln room.",
     *       "body": "Every mug is dipped twice.",
     *       "status": "published",
     *       "publishedAt": 1735725600000,
     *       "authorId": "usr_8f14e45f",
     *       "coverImageUrl": "https://cdn.shop.example/img/kiln.jpg"
     *     }
     */
    PostInput: {
      /** @description Title: safe text, at most 200 characters. */
      title: string;
      /** @description URL slug: at most 120 characters. */
      slug: string;
      /** @description Teaser shown in lists, at most 1024 characters. */
      excerpt?: string | null;
      /** @description The post's body, at most 1024 characters. */
      body?: string | null;
      /**
       * @description Only published posts are shown to readers.
       * @enum {string}
       */
      status?: "draft" | "published";
      /** @description When the post was published, in Unix epoch milliseconds (our design for the unit); null while a draft. */
      publishedAt?: number | null;
      /** @description The author's user id. */
      authorId?: string | null;
      /** @description Cover image URL. */
      coverImageUrl?: string | null;
    };
    /**
     * @description An event from the payment processor, in the processor's own JSON (our design: the shape of
     *     Stripe-style events). Fields beyond those listed are accepted and ignored.
     * @example {
     *       "id": "evt_1PqR8sLkdIwHu7ix",
     *       "type": "checkout.session.completed",
     *       "created": 1735725660,
     *       "data": {
     *         "object": {
     *           "id": "cs_test_a1B2c3D4e5F6",
     *           "payment_status": "paid"
     *         }
     *       }
     *     }
     */
    ProcessorEvent: {
      /** @description The event's id; the server handles each id once. */
      id: string;
      /** @description The event kind, for example `checkout.session.completed`. */
      type: string;
      /** @description When the processor created the event, in Unix epoch seconds (the processor's unit). */
      created?: components["schemas"]["SafeInteger"];
      /** @description The event's subject. */
      data: {
        /** @description The object the event is about, for example the checkout session. */
        object: Record<string, never>;
      };
    };
    /**
     * @description A product of the catalog.
     * @example {
     *       "id": 17,
     *       "name": "Stoneware mug, 350 ml",
     *       "slug": "stoneware-mug-350",
     *       "description": "Hand-glazed stoneware.\nDishwasher safe.",
     *       "priceCents": 2400,
     *       "categoryId": 3,
     *       "inventory": 42,
     *       "imageUrl": "https://cdn.shop.example/img/stoneware-mug-350.jpg",
     *       "status": "published",
     *       "processorPriceId": "price_1PqR8sLkdIwHu7ixM0a1b2c3"
     *     }
     */
    Product: {
      /** @description Server-assigned id. */
      readonly id: components["schemas"]["SafeInteger"];
      /** @description Display name: safe text, at most 160 characters. */
      name: string;
      /** @description URL slug: at most 100 characters. */
      slug: string;
      /** @description Description: long text, at most 1024 characters. */
      description?: string | null;
      /**
       * Format: int64
       * @description Price in US cents, 0 to 1000000000.
       */
      priceCents?: number;
      /** @description The category's id, or null when uncategorised. */
      categoryId?: number | null;
      /**
       * Format: int64
       * @description Units in stock, 0 to 1000000.
       */
      inventory?: number;
      /** @description Image URL, at most 1024 characters. */
      imageUrl?: string | null;
      /**
       * @description Only published products are for sale.
       * @enum {string}
       */
      status?: "draft" | "published";
      /** @description Id of the price at the payment processor, at most 1024 characters. */
      processorPriceId?: string | null;
      /** @description Extended variant: a longer description, at most 1024 characters. */
      longDescription?: string | null;
      /** @description Extended variant: download URL of a digital product, at most 1024 characters. */
      downloadUrl?: string | null;
      /** @description Extended variant: further images (the shop's own encoding, for example a JSON array of URLs), at most 1024 characters. */
      images?: string | null;
      /** @description Extended variant: the former price in US cents, shown struck through. */
      compareAtCents?: number | null;
      /** @description Extended variant: shown on the home page. */
      featured?: boolean;
      /** @description Extended variant: a physical product that needs a shipping address. */
      requiresShipping?: boolean;
      /** @description Extended variant: a low-stock alert was already sent for the current stock level. */
      lowStockAlerted?: boolean;
    };
    /**
     * @description The writable fields of a product: the body of create and update.
     * @example {
     *       "name": "Stoneware mug, 350 ml",
     *       "slug": "stoneware-mug-350",
     *       "description": "Hand-glazed stoneware.\nDishwasher safe.",
     *       "priceCents": 2400,
     *       "categoryId": 3,
     *       "inventory": 42,
     *       "imageUrl": "https://cdn.shop.example/img/stoneware-mug-350.jpg",
     *       "status": "published",
     *       "processorPriceId": "price_1PqR8sLkdIwHu7ixM0a1b2c3"
     *     }
     */
    ProductInput: {
      /** @description Display name: safe text, at most 160 characters. */
      name: string;
      /** @description URL slug: at most 100 characters. */
      slug: string;
      /** @description Description: long text, at most 1024 characters. */
      description?: string | null;
      /**
       * Format: int64
       * @description Price in US cents, 0 to 1000000000.
       */
      priceCents?: number;
      /** @description The category's id, or null when uncategorised. */
      categoryId?: number | null;
      /**
       * Format: int64
       * @description Units in stock, 0 to 1000000.
       */
      inventory?: number;
      /** @description Image URL, at most 1024 characters. */
      imageUrl?: string | null;
      /**
       * @description Only published products are for sale.
       * @enum {string}
       */
      status?: "draft" | "published";
      /** @description Id of the price at the payment processor, at most 1024 characters. */
      processorPriceId?: string | null;
      /** @description Extended variant: a longer description, at most 1024 characters. */
      longDescription?: string | null;
      /** @description Extended variant: download URL of a digital product, at most 1024 characters. */
      downloadUrl?: string | null;
      /** @description Extended variant: further images (the shop's own encoding, for example a JSON array of URLs), at most 1024 characters. */
      images?: string | null;
      /** @description Extended variant: the former price in US cents, shown struck through. */
      compareAtCents?: number | null;
      /** @description Extended variant: shown on the home page. */
      featured?: boolean;
      /** @description Extended variant: a physical product that needs a shipping address. */
      requiresShipping?: boolean;
      /** @description Extended variant: a low-stock alert was already sent for the current stock level. */
      lowStockAlerted?: boolean;
    };
    /**
     * @description A customer's review of a product (extended variant).
     * @example {
     *       "id": 77,
     *       "customerId": "usr_8f14e45f",
     *       "productId": 17,
     *       "rating": 5,
     *       "title": "My favourite mug",
     *       "body": "Keeps coffee hot and survives the dishwasher.",
     *       "verifiedPurchase": true,
     *       "status": "published",
     *       "helpfulCount": 3,
     *       "createdAt": 1735725600000
     *     }
     */
    Review: {
      /** @description Server-assigned id. */
      readonly id: components["schemas"]["SafeInteger"];
      /** @description The author's user id. Our design: read-only, the caller who wrote the review. */
      readonly customerId?: string | null;
      /**
       * Format: int64
       * @description The reviewed product, 1 to 1000000000000.
       */
      productId: number;
      /**
       * Format: int64
       * @description Stars, 1 to 5.
       */
      rating?: number;
      /** @description Headline: safe text, at most 160 characters. */
      title: string;
      /** @description The review text. */
      body?: string | null;
      /** @description Whether the reviewer bought the product. */
      verifiedPurchase?: boolean;
      /**
       * @description Only published reviews are shown to shoppers.
       * @enum {string}
       */
      status?: "pending" | "published";
      /**
       * Format: int64
       * @description How many shoppers found the review helpful, 0 to 1000000000.
       */
      helpfulCount?: number;
      /** @description When the review was written, in Unix epoch milliseconds. Our design: read-only, set by the server's clock. */
      readonly createdAt?: number | null;
    };
    /**
     * @description The fields a customer sets when writing a review (extended variant). The server sets the
     *     author, `verifiedPurchase`, `status: pending`, `helpfulCount: 0` and `createdAt`.
     * @example {
     *       "productId": 17,
     *       "rating": 5,
     *       "title": "My favourite mug",
     *       "body": "Keeps coffee hot and survives the dishwasher."
     *     }
     */
    ReviewInput: {
      /**
       * Format: int64
       * @description The reviewed product, 1 to 1000000000000.
       */
      productId: number;
      /**
       * Format: int64
       * @description Stars, 1 to 5.
       */
      rating?: number;
      /** @description Headline: safe text, at most 160 characters. */
      title: string;
      /** @description The review text. */
      body?: string | null;
    };
    /**
     * @description The body of `PATCH /review/{id}` (extended variant): the create fields plus those a
     *     moderator manages. The required set is the same as on create.
     * @example {
     *       "productId": 17,
     *       "title": "My favourite mug",
     *       "status": "published"
     *     }
     */
    ReviewUpdate: {
      /**
       * Format: int64
       * @description The reviewed product, 1 to 1000000000000.
       */
      productId: number;
      /**
       * Format: int64
       * @description Stars, 1 to 5.
       */
      rating?: number;
      /** @description Headline: safe text, at most 160 characters. */
      title: string;
      /** @description The review text. */
      body?: string | null;
      /** @description Whether the reviewer bought the product. */
      verifiedPurchase?: boolean;
      /**
       * @description Only published reviews are shown to shoppers.
       * @enum {string}
       */
      status?: "pending" | "published";
      /**
       * Format: int64
       * @description How many shoppers found the review helpful, 0 to 1000000000.
       */
      helpfulCount?: number;
    };
    /**
     * @description A revoked API token. Our design (the seed types it as a generic object).
     * @example {
     *       "id": 12,
     *       "name": "Inventory sync",
     *       "prefix": "sf_k3q9x2",
     *       "revokedAt": 1735898400000
     *     }
     */
    RevokedToken: {
      /** @description The token record's id. */
      id: components["schemas"]["SafeInteger"];
      /** @description The token's name. */
      name: string;
      /** @description The token's public first characters. */
      prefix: string;
      /** @description When the token was revoked, in Unix epoch milliseconds. */
      revokedAt: components["schemas"]["SafeInteger"];
    };
    /**
     * Format: int64
     * @description An integer in the 64-bit-safe range -9007199254740991 to 9007199254740991, used for
     *     non-null ids and amounts. Nullable fields spell the range out on the property instead
     *     (`@minValue(MinSafeInteger) @maxValue(MaxSafeInteger) x?: int64 | null`): a named scalar in
     *     `T | null` becomes `allOf: [$ref] + nullable: true` in the OpenAPI 3.0 document, where the
     *     referenced schema rejects null. The same holds for constrained nullable text, which carries
     *     its `@maxLength`/`@pattern` on the property.
     */
    SafeInteger: number;
    /**
     * @description An SVG document (UTF-8 text).
     * @example <svg xmlns="http://www.w3.org/2000/svg" width="150" height="20" role="img" aria-label="$24.00: in stock"><rect width="70" height="20" fill="#555"/><rect x="70" width="80" height="20" fill="#4c1"/><g fill="#fff" font-family="Verdana,sans-serif" font-size="11"><text x="8" y="14">$24.00</text><text x="78" y="14">in stock</text></g></svg>
     */
    SvgDocument: string;
    /**
     * @description The body of `POST /tokens/create`.
     * @example {
     *       "name": "Inventory sync"
     *     }
     */
    TokenCreateRequest: {
      /** @description A name for the new token: safe text, at most 80 characters. */
      name: string;
    };
    /**
     * @description The caller's usage report for one period. Our design (the seed types it as a generic
     *     object).
     * @example {
     *       "period": "2025-01-01",
     *       "reportedMicros": 48210,
     *       "alreadyReported": false,
     *       "reportedAt": 1735776000000
     *     }
     */
    UsageReport: {
      /**
       * Format: date
       * @description The billing period: one UTC calendar day, `YYYY-MM-DD`.
       */
      period: string;
      /**
       * Format: int64
       * @description The usage sent to the processor's meter, in micro-USD (the sum of the caller's per-call costs since the previous report).
       */
      reportedMicros: number;
      /** @description True when this period had already been reported and this call sent nothing. */
      alreadyReported: boolean;
      /** @description When the period's report was sent, in Unix epoch milliseconds. */
      reportedAt: components["schemas"]["SafeInteger"];
    };
    /**
     * @description The body of `POST /billing/report`: an empty object.
     * @example {}
     */
    UsageReportRequest: Record<string, never>;
    /**
     * @description A variant of a product (size, colour, …) with its own price and stock.
     * @example {
     *       "id": 5,
     *       "productId": 17,
     *       "title": "Midnight blue",
     *       "priceCents": 2600,
     *       "inventory": 12
     *     }
     */
    Variant: {
      /** @description Server-assigned id. */
      readonly id: components["schemas"]["SafeInteger"];
      /**
       * Format: int64
       * @description The product this is a variant of, 1 to 1000000000000.
       */
      productId: number;
      /** @description Variant title: safe text, at most 160 characters. */
      title: string;
      /**
       * Format: int64
       * @description Price in US cents, 0 to 1000000000.
       */
      priceCents?: number;
      /**
       * Format: int64
       * @description Units in stock, 0 to 1000000.
       */
      inventory?: number;
    };
    /**
     * @description The writable fields of a product variant: the body of create and update.
     * @example {
     *       "productId": 17,
     *       "title": "Midnight blue",
     *       "priceCents": 2600,
     *       "inventory": 12
     *     }
     */
    VariantInput: {
      /**
       * Format: int64
       * @description The product this is a variant of, 1 to 1000000000000.
       */
      productId: number;
      /** @description Variant title: safe text, at most 160 characters. */
      title: string;
      /**
       * Format: int64
       * @description Price in US cents, 0 to 1000000000.
       */
      priceCents?: number;
      /**
       * Format: int64
       * @description Units in stock, 0 to 1000000.
       */
      inventory?: number;
    };
    /** @description The answer to a webhook call. */
    WebhookReceipt: {
      /**
       * @description Always true.
       * @enum {boolean}
       */
      received: true;
    };
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
     *     | 401 | `invalid_signature` | The webhook's signature does not verify against its raw body, or is too old; nothing was done. |
     *     | 403 | `forbidden` | The caller is known but may not do this. |
     *     | 403 | `admin_only` | This operation is for administrators. |
     *     | 404 | `not_found` | No such record, or it is outside what the caller may see. |
     *     | 404 | `route_not_found` | No operation of this service has this path. |
     *     | 405 | `method_not_allowed` | The path exists but not with this method; `Allow` lists the methods. |
     *     | 408 | `request_timeout` | The request or its body stopped arriving; the connection is closed after this answer. |
     *     | 409 | `conflict` | The request is valid but the current state refuses it; the message says why. |
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
      | "invalid_signature"
      | "forbidden"
      | "admin_only"
      | "not_found"
      | "route_not_found"
      | "method_not_allowed"
      | "request_timeout"
      | "conflict"
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
    Problem400: components["schemas"]["Contract.Problem"] & {
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
    Problem401: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?:
        | "credentials_required"
        | "invalid_credentials"
        | "malformed_authorization"
        | "wrong_credential_kind";
    };
    /** @description The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_signature`. */
    Problem401InvalidSignature: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?:
        | "credentials_required"
        | "invalid_credentials"
        | "malformed_authorization"
        | "wrong_credential_kind"
        | "invalid_signature";
    };
    /** @description The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`. */
    Problem403: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "forbidden" | "admin_only";
    };
    /** @description The error body of a 404 answer: `code` is one of `not_found`. */
    Problem404: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "not_found";
    };
    /** @description The error body of a 408 answer: `code` is one of `request_timeout`. */
    Problem408: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "request_timeout";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`. */
    Problem409: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "conflict";
    };
    /** @description The error body of a 413 answer: `code` is one of `payload_too_large`. */
    Problem413: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "payload_too_large";
    };
    /** @description The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
    Problem415: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "unsupported_media_type";
    };
    /** @description The error body of a 500 answer: `code` is one of `internal`. */
    Problem500: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "internal";
    };
    /** @description The error body of a 502 answer: `code` is one of `processor_unavailable`, `processor_rejected`. */
    Problem502: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "processor_unavailable" | "processor_rejected";
    };
  };
  responses: never;
  parameters: {
    /**
     * @description The record's id: text of at most 1024 characters with no control characters other than
     *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
     *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
     *     missing record does.
     */
    IdParam: string;
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
          "application/problem+json": components["schemas"]["Problem401"];
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
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
    };
  };
  apiToken_list: {
    parameters: {
      query?: {
        /** @description The 1-based page number. */
        page?: number;
        /** @description Records per page. Our design: at most 100. */
        perPage?: number;
        /**
         * @description The field to sort by; records are sorted by `id` when absent. The allowed names per
         *     resource are our design (the seed does not list them).
         */
        sort?: "id" | "name" | "createdAt" | "lastUsedAt";
        /** @description Sort direction. */
        order?: "asc" | "desc";
        /**
         * @description Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
         *     over the resource's text fields (names, titles, slugs, e-mail addresses).
         */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The records of one list call, as a JSON array. */
      200: {
        headers: {
          /**
           * @description Extended variant (our design): how many records match the filter across all pages, so a
           *     client can page without asking for one page too many.
           */
          "X-Total-Count"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiToken"][];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  apiToken_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ApiTokenInput"];
      };
    };
    responses: {
      /** @description The record was created; the body is the stored record with its new id. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiToken"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  apiToken_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiToken"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  apiToken_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record was deleted; the body is empty. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  apiToken_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ApiTokenInput"];
      };
    };
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiToken"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  billing_connect: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BillingConnectRequest"];
      };
    };
    responses: {
      /** @description Billing is connected (now, or already before this call). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BillingConnection"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
      /** @description The payment processor could not be reached or refused the call; nothing was charged. Error codes: `processor_unavailable`, `processor_rejected`. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem502"];
        };
      };
    };
  };
  billing_report: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UsageReportRequest"];
      };
    };
    responses: {
      /** @description The period's usage report (sent now, or already sent earlier in the period). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UsageReport"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
      /** @description The payment processor could not be reached or refused the call; nothing was charged. Error codes: `processor_unavailable`, `processor_rejected`. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem502"];
        };
      };
    };
  };
  category_list: {
    parameters: {
      query?: {
        /** @description The 1-based page number. */
        page?: number;
        /** @description Records per page. Our design: at most 100. */
        perPage?: number;
        /**
         * @description The field to sort by; records are sorted by `id` when absent. The allowed names per
         *     resource are our design (the seed does not list them).
         */
        sort?: "id" | "name" | "slug";
        /** @description Sort direction. */
        order?: "asc" | "desc";
        /**
         * @description Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
         *     over the resource's text fields (names, titles, slugs, e-mail addresses).
         */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The records of one list call, as a JSON array. */
      200: {
        headers: {
          /**
           * @description Extended variant (our design): how many records match the filter across all pages, so a
           *     client can page without asking for one page too many.
           */
          "X-Total-Count"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Category"][];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  category_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CategoryInput"];
      };
    };
    responses: {
      /** @description The record was created; the body is the stored record with its new id. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Category"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  category_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Category"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  category_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record was deleted; the body is empty. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  category_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CategoryInput"];
      };
    };
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Category"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  checkout_confirm: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CheckoutConfirmRequest"];
      };
    };
    responses: {
      /** @description The order's status after checking the payment session. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CheckoutConfirmation"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
      /** @description The payment processor could not be reached or refused the call; nothing was charged. Error codes: `processor_unavailable`, `processor_rejected`. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem502"];
        };
      };
    };
  };
  checkout_pay: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CheckoutPayRequest"];
      };
    };
    responses: {
      /** @description The pending order was created; send the shopper to `url` to pay. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CheckoutSession"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
      /** @description The payment processor could not be reached or refused the call; nothing was charged. Error codes: `processor_unavailable`, `processor_rejected`. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem502"];
        };
      };
    };
  };
  checkout_webhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>`, as the processor signs its webhooks. */
        "Stripe-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ProcessorEvent"];
      };
    };
    responses: {
      /** @description The event was accepted (handled, a duplicate, or a kind the server ignores). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WebhookReceipt"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description The payment processor's webhook: its `Stripe-Signature` does not verify — no `v1` signature
       *     matches the raw body under the webhook secret, or the signed timestamp is more than 5 minutes
       *     old — or a session credential sent along is unknown, expired or revoked. The signature is the
       *     request's credential; nothing was done. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_signature`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401InvalidSignature"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  contactSubmission_list: {
    parameters: {
      query?: {
        /** @description The 1-based page number. */
        page?: number;
        /** @description Records per page. Our design: at most 100. */
        perPage?: number;
        /**
         * @description The field to sort by; records are sorted by `id` when absent. The allowed names per
         *     resource are our design (the seed does not list them).
         */
        sort?: "id" | "createdAt" | "email" | "subject";
        /** @description Sort direction. */
        order?: "asc" | "desc";
        /**
         * @description Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
         *     over the resource's text fields (names, titles, slugs, e-mail addresses).
         */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The records of one list call, as a JSON array. */
      200: {
        headers: {
          /**
           * @description Extended variant (our design): how many records match the filter across all pages, so a
           *     client can page without asking for one page too many.
           */
          "X-Total-Count"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ContactSubmission"][];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  contactSubmission_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ContactSubmissionInput"];
      };
    };
    responses: {
      /** @description The record was created; the body is the stored record with its new id. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ContactSubmission"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  contactSubmission_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ContactSubmission"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  contactSubmission_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record was deleted; the body is empty. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  contactSubmission_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ContactSubmissionInput"];
      };
    };
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ContactSubmission"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
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
          "application/problem+json": components["schemas"]["Problem401"];
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
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
    };
  };
  faq_list: {
    parameters: {
      query?: {
        /** @description The 1-based page number. */
        page?: number;
        /** @description Records per page. Our design: at most 100. */
        perPage?: number;
        /**
         * @description The field to sort by; records are sorted by `id` when absent. The allowed names per
         *     resource are our design (the seed does not list them).
         */
        sort?: "id" | "sortOrder" | "question";
        /** @description Sort direction. */
        order?: "asc" | "desc";
        /**
         * @description Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
         *     over the resource's text fields (names, titles, slugs, e-mail addresses).
         */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The records of one list call, as a JSON array. */
      200: {
        headers: {
          /**
           * @description Extended variant (our design): how many records match the filter across all pages, so a
           *     client can page without asking for one page too many.
           */
          "X-Total-Count"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Faq"][];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  faq_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FaqInput"];
      };
    };
    responses: {
      /** @description The record was created; the body is the stored record with its new id. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Faq"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  faq_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Faq"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  faq_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record was deleted; the body is empty. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  faq_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FaqInput"];
      };
    };
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Faq"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
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
          "application/problem+json": components["schemas"]["Problem401"];
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
          "application/problem+json": components["schemas"]["Problem401"];
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
          "application/problem+json": components["schemas"]["Problem401"];
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
  media_list: {
    parameters: {
      query?: {
        /** @description The 1-based page number. */
        page?: number;
        /** @description Records per page. Our design: at most 100. */
        perPage?: number;
        /**
         * @description The field to sort by; records are sorted by `id` when absent. The allowed names per
         *     resource are our design (the seed does not list them).
         */
        sort?: "id" | "alt";
        /** @description Sort direction. */
        order?: "asc" | "desc";
        /**
         * @description Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
         *     over the resource's text fields (names, titles, slugs, e-mail addresses).
         */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The records of one list call, as a JSON array. */
      200: {
        headers: {
          /**
           * @description Extended variant (our design): how many records match the filter across all pages, so a
           *     client can page without asking for one page too many.
           */
          "X-Total-Count"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Media"][];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  media_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["MediaInput"];
      };
    };
    responses: {
      /** @description The record was created; the body is the stored record with its new id. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Media"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  media_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Media"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  media_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record was deleted; the body is empty. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  media_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["MediaInput"];
      };
    };
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Media"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  newsletterSubscriber_list: {
    parameters: {
      query?: {
        /** @description The 1-based page number. */
        page?: number;
        /** @description Records per page. Our design: at most 100. */
        perPage?: number;
        /**
         * @description The field to sort by; records are sorted by `id` when absent. The allowed names per
         *     resource are our design (the seed does not list them).
         */
        sort?: "id" | "email" | "subscribedAt";
        /** @description Sort direction. */
        order?: "asc" | "desc";
        /**
         * @description Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
         *     over the resource's text fields (names, titles, slugs, e-mail addresses).
         */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The records of one list call, as a JSON array. */
      200: {
        headers: {
          /**
           * @description Extended variant (our design): how many records match the filter across all pages, so a
           *     client can page without asking for one page too many.
           */
          "X-Total-Count"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NewsletterSubscriber"][];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  newsletterSubscriber_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewsletterSubscriberInput"];
      };
    };
    responses: {
      /** @description The record was created; the body is the stored record with its new id. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NewsletterSubscriber"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  newsletterSubscriber_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NewsletterSubscriber"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  newsletterSubscriber_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record was deleted; the body is empty. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  newsletterSubscriber_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["NewsletterSubscriberInput"];
      };
    };
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NewsletterSubscriber"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
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
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
    };
  };
  order_list: {
    parameters: {
      query?: {
        /** @description The 1-based page number. */
        page?: number;
        /** @description Records per page. Our design: at most 100. */
        perPage?: number;
        /**
         * @description The field to sort by; records are sorted by `id` when absent. The allowed names per
         *     resource are our design (the seed does not list them).
         */
        sort?: "id" | "createdAt" | "status" | "totalCents";
        /** @description Sort direction. */
        order?: "asc" | "desc";
        /**
         * @description Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
         *     over the resource's text fields (names, titles, slugs, e-mail addresses).
         */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The records of one list call, as a JSON array. */
      200: {
        headers: {
          /**
           * @description Extended variant (our design): how many records match the filter across all pages, so a
           *     client can page without asking for one page too many.
           */
          "X-Total-Count"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"][];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  order_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OrderInput"];
      };
    };
    responses: {
      /** @description The record was created; the body is the stored record with its new id. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  order_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  order_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record was deleted; the body is empty. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  order_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["OrderUpdate"];
      };
    };
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Order"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  post_list: {
    parameters: {
      query?: {
        /** @description The 1-based page number. */
        page?: number;
        /** @description Records per page. Our design: at most 100. */
        perPage?: number;
        /**
         * @description The field to sort by; records are sorted by `id` when absent. The allowed names per
         *     resource are our design (the seed does not list them).
         */
        sort?: "id" | "title" | "slug" | "status" | "publishedAt";
        /** @description Sort direction. */
        order?: "asc" | "desc";
        /**
         * @description Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
         *     over the resource's text fields (names, titles, slugs, e-mail addresses).
         */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The records of one list call, as a JSON array. */
      200: {
        headers: {
          /**
           * @description Extended variant (our design): how many records match the filter across all pages, so a
           *     client can page without asking for one page too many.
           */
          "X-Total-Count"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Post"][];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  post_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PostInput"];
      };
    };
    responses: {
      /** @description The record was created; the body is the stored record with its new id. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Post"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  post_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Post"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  post_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record was deleted; the body is empty. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  post_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PostInput"];
      };
    };
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Post"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  product_list: {
    parameters: {
      query?: {
        /** @description The 1-based page number. */
        page?: number;
        /** @description Records per page. Our design: at most 100. */
        perPage?: number;
        /**
         * @description The field to sort by; records are sorted by `id` when absent. The allowed names per
         *     resource are our design (the seed does not list them).
         */
        sort?: "id" | "name" | "slug" | "priceCents" | "inventory" | "status";
        /** @description Sort direction. */
        order?: "asc" | "desc";
        /**
         * @description Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
         *     over the resource's text fields (names, titles, slugs, e-mail addresses).
         */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The records of one list call, as a JSON array. */
      200: {
        headers: {
          /**
           * @description Extended variant (our design): how many records match the filter across all pages, so a
           *     client can page without asking for one page too many.
           */
          "X-Total-Count"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Product"][];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  product_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ProductInput"];
      };
    };
    responses: {
      /** @description The record was created; the body is the stored record with its new id. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Product"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  product_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Product"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  product_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record was deleted; the body is empty. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  product_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ProductInput"];
      };
    };
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Product"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  product_badge: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The badge, an SVG image. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "image/svg+xml": components["schemas"]["SvgDocument"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  review_list: {
    parameters: {
      query?: {
        /** @description The 1-based page number. */
        page?: number;
        /** @description Records per page. Our design: at most 100. */
        perPage?: number;
        /**
         * @description The field to sort by; records are sorted by `id` when absent. The allowed names per
         *     resource are our design (the seed does not list them).
         */
        sort?: "id" | "createdAt" | "rating" | "helpfulCount";
        /** @description Sort direction. */
        order?: "asc" | "desc";
        /**
         * @description Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
         *     over the resource's text fields (names, titles, slugs, e-mail addresses).
         */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The records of one list call, as a JSON array. */
      200: {
        headers: {
          /**
           * @description Extended variant (our design): how many records match the filter across all pages, so a
           *     client can page without asking for one page too many.
           */
          "X-Total-Count"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Review"][];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  review_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ReviewInput"];
      };
    };
    responses: {
      /** @description The record was created; the body is the stored record with its new id. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Review"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  review_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Review"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  review_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record was deleted; the body is empty. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  review_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ReviewUpdate"];
      };
    };
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Review"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  tokens_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["TokenCreateRequest"];
      };
    };
    responses: {
      /** @description The token was created; the body holds its secret, shown this once. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["CreatedToken"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  tokens_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The token is revoked (now, or already before this call). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RevokedToken"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  variant_list: {
    parameters: {
      query?: {
        /** @description The 1-based page number. */
        page?: number;
        /** @description Records per page. Our design: at most 100. */
        perPage?: number;
        /**
         * @description The field to sort by; records are sorted by `id` when absent. The allowed names per
         *     resource are our design (the seed does not list them).
         */
        sort?: "id" | "productId" | "title" | "priceCents" | "inventory";
        /** @description Sort direction. */
        order?: "asc" | "desc";
        /**
         * @description Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match
         *     over the resource's text fields (names, titles, slugs, e-mail addresses).
         */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The records of one list call, as a JSON array. */
      200: {
        headers: {
          /**
           * @description Extended variant (our design): how many records match the filter across all pages, so a
           *     client can page without asking for one page too many.
           */
          "X-Total-Count"?: number;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Variant"][];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  variant_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["VariantInput"];
      };
    };
    responses: {
      /** @description The record was created; the body is the stored record with its new id. */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Variant"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  variant_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Variant"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  variant_delete: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The record was deleted; the body is empty. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  variant_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /**
         * @description The record's id: text of at most 1024 characters with no control characters other than
         *     tab, line feed and carriage return. Records have integer ids, so (our design) an id that
         *     is not a decimal integer in the 64-bit-safe range names no record and answers 404, as a
         *     missing record does.
         */
        id: components["parameters"]["IdParam"];
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["VariantInput"];
      };
    };
    responses: {
      /** @description The record as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Variant"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels. `errors` names each rejected input. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description A credential is needed and none was sent, or the one sent (session cookie or bearer token)
       *     is unknown, expired or revoked. Even operations open to anyone refuse an invalid credential. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /**
       * @description Only where `x-access` is `admin`: the caller is signed in but is not an administrator.
       *     (Declared on every CRUD operation because one template describes them all.) Error codes: `forbidden`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /**
       * @description No record has this id. An id that is not an integer names no record; on owner-scoped
       *     operations (`x-owner-scoped`) another caller's record answers 404 too, so its existence
       *     does not leak (our design). Error codes: `not_found`.
       */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /**
       * @description The request is well formed but conflicts with the current state (our design; the `detail`
       *     and `errors` say which): a unique field (a slug, an e-mail address) already used by another
       *     record, a reference to a record that does not exist, stock that cannot cover an order. Error codes: `conflict`.
       */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /**
       * @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is
       *     refused before the body is read. Error codes: `payload_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body was sent as a media type the operation does not accept (it takes
       *     `application/json` only), or in an unsupported charset or content encoding (it takes identity,
       *     gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed. Retry later. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
}
