// Generated from spec/restaurant by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/restaurant: one per operation, run through the same pipeline as REST calls. */
export const restaurantTools: ToolDefinition[] = [
  {
    name: "get_customer_insights_report",
    title: "Customer insights report",
    description:
      "Our design: customers served over the range (completed orders): new against returning,\naverage spend and orders per customer, and how many orders had no customer.",
    inputSchema: {
      type: "object",
      properties: {
        from: {
          type: "string",
          format: "date",
          description:
            "The first local day covered; default (our design): 29 days before `to` (30 days in all).",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          format: "date",
          description:
            "The last local day covered, inclusive: on or after `from`, at most 366 days in all. Default\n(our design): today, in the time zone of `restaurant_id` (UTC without one).",
          examples: ["2025-01-10"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description:
            "One restaurant only; without it, every restaurant the caller holds a role on (all of them for\nthe owner). A restaurant the caller holds no role on answers 404.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description: "One channel only.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: [
        "from",
        "to",
        "restaurant_id",
        "currency",
        "orders",
        "anonymous_orders",
        "customers",
        "new_customers",
        "returning_customers",
        "customer_net_amount",
        "average_spend_amount",
        "orders_per_customer",
      ],
      properties: {
        from: {
          type: "string",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`: a real calendar day (no 30 February) in the years 1000 to\n2999 (the calendar has no year 0; the server checks the years).",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`: a real calendar day (no 30 February) in the years 1000 to\n2999 (the calendar has no year 0; the server checks the years).",
          examples: ["2025-01-10"],
        },
        restaurant_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
          description: "The restaurant asked for; null for every restaurant the caller holds a role on.",
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description: "The channel asked for; absent when the report covers every channel.",
        },
        currency: {
          type: "string",
          pattern: "^[A-Z]{3}$",
          description: "The organization's currency: every amount is in its minor unit.",
          examples: ["USD"],
        },
        orders: {
          type: "integer",
          format: "int64",
          minimum: 0,
          description: "Completed orders in the range.",
        },
        anonymous_orders: {
          type: "integer",
          format: "int64",
          minimum: 0,
          description: "Completed orders with no customer attached (walk-ins, anonymous aggregator orders).",
        },
        customers: {
          type: "integer",
          format: "int64",
          minimum: 0,
          description: "Distinct customers with a completed order in the range.",
        },
        new_customers: {
          type: "integer",
          format: "int64",
          minimum: 0,
          description:
            "Customers whose first completed order in the report's scope (restaurants, channel) is in the range.",
        },
        returning_customers: {
          type: "integer",
          format: "int64",
          minimum: 0,
          description: "Customers who had a completed order in the report's scope before `from` too.",
        },
        customer_net_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          description: "Net of the customers' completed orders in the range.",
        },
        average_spend_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          description:
            "`customer_net_amount / customers`, rounded to the nearest minor unit (halves up); 0 without customers.",
        },
        orders_per_customer: {
          type: "number",
          format: "double",
          minimum: 0,
          description: "Completed orders with a customer per customer, to two decimals; 0 without customers.",
        },
      },
      description: "Who ordered over the range.",
    },
    annotations: {
      title: "Customer insights report",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      from: "query",
      to: "query",
      restaurant_id: "query",
      channel: "query",
    },
  },
  {
    name: "get_order_trends_report",
    title: "Order trends report",
    description: "Our design: order counts by local day, by state, by local hour of the day and by channel.",
    inputSchema: {
      type: "object",
      properties: {
        from: {
          type: "string",
          format: "date",
          description:
            "The first local day covered; default (our design): 29 days before `to` (30 days in all).",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          format: "date",
          description:
            "The last local day covered, inclusive: on or after `from`, at most 366 days in all. Default\n(our design): today, in the time zone of `restaurant_id` (UTC without one).",
          examples: ["2025-01-10"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description:
            "One restaurant only; without it, every restaurant the caller holds a role on (all of them for\nthe owner). A restaurant the caller holds no role on answers 404.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description: "One channel only.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: [
        "from",
        "to",
        "restaurant_id",
        "currency",
        "orders",
        "by_day",
        "by_status",
        "by_hour",
        "by_channel",
      ],
      properties: {
        from: {
          type: "string",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`: a real calendar day (no 30 February) in the years 1000 to\n2999 (the calendar has no year 0; the server checks the years).",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`: a real calendar day (no 30 February) in the years 1000 to\n2999 (the calendar has no year 0; the server checks the years).",
          examples: ["2025-01-10"],
        },
        restaurant_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
          description: "The restaurant asked for; null for every restaurant the caller holds a role on.",
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description: "The channel asked for; absent when the report covers every channel.",
        },
        currency: {
          type: "string",
          pattern: "^[A-Z]{3}$",
          description: "The organization's currency: every amount is in its minor unit.",
          examples: ["USD"],
        },
        orders: {
          type: "integer",
          format: "int64",
          minimum: 0,
          description: "Every order placed in the range.",
        },
        by_day: {
          type: "array",
          items: {
            type: "object",
            required: ["date", "orders", "completed", "cancelled", "failed", "in_progress"],
            properties: {
              date: {
                type: "string",
                format: "date",
              },
              orders: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Every order placed that day.",
              },
              completed: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "A number of orders, items or customers.",
              },
              cancelled: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "A number of orders, items or customers.",
              },
              failed: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "A number of orders, items or customers.",
              },
              in_progress: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Not yet completed, cancelled or failed.",
              },
            },
            description: "Orders of one local day, by how they ended.",
          },
          description: "Every day from `from` to `to`, oldest first, zeros included.",
        },
        by_status: {
          type: "array",
          items: {
            type: "object",
            required: ["status", "orders"],
            properties: {
              status: {
                type: "string",
                enum: [
                  "placed",
                  "accepted",
                  "preparing",
                  "ready",
                  "picked_up",
                  "out_for_delivery",
                  "completed",
                  "cancelled",
                  "failed",
                ],
                description:
                  "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
              },
              orders: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "A number of orders, items or customers.",
              },
            },
            description: "Orders in one state.",
          },
          description: "Every state, in the order an order moves through them, zeros included.",
        },
        by_hour: {
          type: "array",
          items: {
            type: "object",
            required: ["hour", "orders"],
            properties: {
              hour: {
                type: "integer",
                format: "int32",
                minimum: 0,
                maximum: 23,
              },
              orders: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "A number of orders, items or customers.",
              },
            },
            description: "Orders placed in one local hour of the day (0 is 00:00–00:59).",
          },
          description: "The 24 hours of the day, 0 to 23, in each restaurant's local time.",
        },
        by_channel: {
          type: "array",
          items: {
            type: "object",
            required: ["channel", "orders", "completed"],
            properties: {
              channel: {
                type: "string",
                enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
                description:
                  "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
              },
              orders: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "A number of orders, items or customers.",
              },
              completed: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "A number of orders, items or customers.",
              },
            },
            description: "Orders of one channel.",
          },
          description: "Channels by orders, most first; only channels with orders are listed.",
        },
      },
      description: "Order counts over the range, every order whatever its state.",
    },
    annotations: {
      title: "Order trends report",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      from: "query",
      to: "query",
      restaurant_id: "query",
      channel: "query",
    },
  },
  {
    name: "get_revenue_report",
    title: "Revenue report",
    description:
      "Our design: revenue of completed orders — totals, every day of the range and each channel.\nThe totals are exactly the sums over the orders covered; days and channels add up to them.",
    inputSchema: {
      type: "object",
      properties: {
        from: {
          type: "string",
          format: "date",
          description:
            "The first local day covered; default (our design): 29 days before `to` (30 days in all).",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          format: "date",
          description:
            "The last local day covered, inclusive: on or after `from`, at most 366 days in all. Default\n(our design): today, in the time zone of `restaurant_id` (UTC without one).",
          examples: ["2025-01-10"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description:
            "One restaurant only; without it, every restaurant the caller holds a role on (all of them for\nthe owner). A restaurant the caller holds no role on answers 404.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description: "One channel only.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["from", "to", "restaurant_id", "currency", "totals", "by_day", "by_channel"],
      properties: {
        from: {
          type: "string",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`: a real calendar day (no 30 February) in the years 1000 to\n2999 (the calendar has no year 0; the server checks the years).",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`: a real calendar day (no 30 February) in the years 1000 to\n2999 (the calendar has no year 0; the server checks the years).",
          examples: ["2025-01-10"],
        },
        restaurant_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
          description: "The restaurant asked for; null for every restaurant the caller holds a role on.",
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description: "The channel asked for; absent when the report covers every channel.",
        },
        currency: {
          type: "string",
          pattern: "^[A-Z]{3}$",
          description: "The organization's currency: every amount is in its minor unit.",
          examples: ["USD"],
        },
        totals: {
          type: "object",
          required: ["orders", "gross_amount", "discount_amount", "net_amount", "average_order_amount"],
          properties: {
            orders: {
              type: "integer",
              format: "int64",
              minimum: 0,
              description: "Completed orders.",
            },
            gross_amount: {
              type: "integer",
              format: "int64",
              minimum: 0,
              description: "Sum of their subtotals (before discounts).",
            },
            discount_amount: {
              type: "integer",
              format: "int64",
              minimum: 0,
              description: "Sum of their discounts.",
            },
            net_amount: {
              type: "integer",
              format: "int64",
              minimum: 0,
              description: "Sum of their totals: gross minus discounts.",
            },
            average_order_amount: {
              type: "integer",
              format: "int64",
              minimum: 0,
              description:
                "`net_amount / orders` rounded to the nearest minor unit (halves up); 0 without orders.",
            },
          },
          description: "Revenue of completed orders.",
        },
        by_day: {
          type: "array",
          items: {
            type: "object",
            required: ["date", "orders", "net_amount"],
            properties: {
              date: {
                type: "string",
                format: "date",
              },
              orders: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "A number of orders, items or customers.",
              },
              net_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "A sum of amounts in the minor unit of the organization's currency.",
              },
            },
            description: "Revenue of one local day; every day of the range is listed, zeros included.",
          },
          description:
            "Every day from `from` to `to`, oldest first; their `orders` and `net_amount` add up to the totals.",
        },
        by_channel: {
          type: "array",
          items: {
            type: "object",
            required: [
              "channel",
              "orders",
              "gross_amount",
              "discount_amount",
              "net_amount",
              "average_order_amount",
            ],
            properties: {
              channel: {
                type: "string",
                enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
                description:
                  "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
              },
              orders: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Completed orders.",
              },
              gross_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Sum of their subtotals (before discounts).",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Sum of their discounts.",
              },
              net_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Sum of their totals: gross minus discounts.",
              },
              average_order_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description:
                  "`net_amount / orders` rounded to the nearest minor unit (halves up); 0 without orders.",
              },
            },
            description: "Revenue of one channel; only channels with completed orders are listed.",
          },
          description: "Channels by net revenue, largest first; they add up to the totals.",
        },
      },
      description: "Revenue over the range.",
    },
    annotations: {
      title: "Revenue report",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      from: "query",
      to: "query",
      restaurant_id: "query",
      channel: "query",
    },
  },
  {
    name: "get_top_items_report",
    title: "Top items report",
    description:
      "Our design: the items sold most on completed orders, by units and by net revenue (from the order lines).",
    inputSchema: {
      type: "object",
      properties: {
        from: {
          type: "string",
          format: "date",
          description:
            "The first local day covered; default (our design): 29 days before `to` (30 days in all).",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          format: "date",
          description:
            "The last local day covered, inclusive: on or after `from`, at most 366 days in all. Default\n(our design): today, in the time zone of `restaurant_id` (UTC without one).",
          examples: ["2025-01-10"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description:
            "One restaurant only; without it, every restaurant the caller holds a role on (all of them for\nthe owner). A restaurant the caller holds no role on answers 404.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description: "One channel only.",
        },
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 50,
          default: 10,
          description: "Items per list, 1 to 50.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["from", "to", "restaurant_id", "currency", "by_quantity", "by_revenue"],
      properties: {
        from: {
          type: "string",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`: a real calendar day (no 30 February) in the years 1000 to\n2999 (the calendar has no year 0; the server checks the years).",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`: a real calendar day (no 30 February) in the years 1000 to\n2999 (the calendar has no year 0; the server checks the years).",
          examples: ["2025-01-10"],
        },
        restaurant_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
          description: "The restaurant asked for; null for every restaurant the caller holds a role on.",
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description: "The channel asked for; absent when the report covers every channel.",
        },
        currency: {
          type: "string",
          pattern: "^[A-Z]{3}$",
          description: "The organization's currency: every amount is in its minor unit.",
          examples: ["USD"],
        },
        by_quantity: {
          type: "array",
          items: {
            type: "object",
            required: ["food_item_id", "name", "quantity", "orders", "gross_amount", "net_amount"],
            properties: {
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                description: "The name it was last sold under (order lines keep the name of the day).",
              },
              quantity: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Units sold.",
              },
              orders: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Completed orders it was on.",
              },
              gross_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Sum of its line amounts (before discounts).",
              },
              net_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Sum of its line amounts less the discounts given on those lines.",
              },
            },
            description: "One menu item as sold on completed orders.",
          },
          description: "Most units first (ties: more revenue, then name).",
        },
        by_revenue: {
          type: "array",
          items: {
            type: "object",
            required: ["food_item_id", "name", "quantity", "orders", "gross_amount", "net_amount"],
            properties: {
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                description: "The name it was last sold under (order lines keep the name of the day).",
              },
              quantity: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Units sold.",
              },
              orders: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Completed orders it was on.",
              },
              gross_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Sum of its line amounts (before discounts).",
              },
              net_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Sum of its line amounts less the discounts given on those lines.",
              },
            },
            description: "One menu item as sold on completed orders.",
          },
          description: "Most net revenue first (ties: more units, then name).",
        },
      },
      description: "The best sellers over the range.",
    },
    annotations: {
      title: "Top items report",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      from: "query",
      to: "query",
      restaurant_id: "query",
      channel: "query",
      limit: "query",
    },
  },
  {
    name: "list_api_keys",
    title: "List API keys",
    description: "The organization's live keys, newest first.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["api_keys", "next_cursor"],
      properties: {
        api_keys: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "start", "created_by", "created_at"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              start: {
                type: "string",
                description: "The key's first characters, to recognise it.",
              },
              created_by: {
                type: "string",
                format: "uuid",
                description: "The member whose rights the key acts with.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "An API key of the organization (never its secret, except once in {",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of API keys, newest first.",
    },
    annotations: {
      title: "List API keys",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_api_key",
    title: "Create an API key",
    description: "Mints a key; its secret is in this answer only.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
          },
          description: "What minting an API key takes.",
          examples: [
            {
              name: "POS integration",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "start", "created_by", "created_at", "key"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        start: {
          type: "string",
          description: "The key's first characters, to recognise it.",
        },
        created_by: {
          type: "string",
          format: "uuid",
          description: "The member whose rights the key acts with.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        key: {
          type: "string",
          description: "The secret: send it as `x-api-key`. Stored hashed; it cannot be shown again.",
        },
      },
      description: "A new API key with its secret, shown this once.",
    },
    annotations: {
      title: "Create an API key",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "revoke_api_key",
    title: "Revoke an API key",
    description: "Revokes a key at once.",
    inputSchema: {
      type: "object",
      properties: {
        key_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["key_id"],
    },
    annotations: {
      title: "Revoke an API key",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      key_id: "path",
    },
  },
  {
    name: "sign_in_email",
    title: "Sign in with e-mail",
    description:
      "Signs in with e-mail and password and answers a session token (7 days, or 30 with\n`rememberMe`). A wrong address or password answers 401 `invalid_login` without saying which.\nAfter 5 failures for one address or 20 from one client address in 15 minutes, attempts are\nrefused with 429 until the window ends (`Retry-After`).",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["email", "password"],
          properties: {
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "The account's e-mail address.",
            },
            password: {
              type: "string",
              minLength: 1,
              maxLength: 128,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "The password: 1 to 128 characters, no control characters.",
            },
            rememberMe: {
              type: "boolean",
              description: "Keep the session for 30 days instead of 7 (our design).",
            },
          },
          description: "The body of `POST /api/auth/sign-in/email`.",
          examples: [
            {
              email: "ada@bistro.example",
              password: "correct horse battery",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["token", "expires_at", "user"],
      properties: {
        token: {
          type: "string",
          description:
            "The session token: send it as `Authorization: Bearer <token>`. Shown once; the server keeps\nonly its hash.",
        },
        expires_at: {
          type: "string",
          format: "date-time",
          description: "When the session expires.",
        },
        user: {
          type: "object",
          required: ["id", "email", "name"],
          properties: {
            id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
            },
            name: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
            },
          },
          description: "A person's account, as sign-in and the member lists show it.",
        },
      },
      description: "A new session: its secret token (shown this once) and the person signed in.",
    },
    annotations: {
      title: "Sign in with e-mail",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "sign_out",
    title: "Sign out",
    description:
      "Our design: ends the session whose token is the bearer. With an API key there is no session to\nend: the answer is the same and nothing changes.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      properties: {
        success: {
          type: "boolean",
          enum: [true],
        },
      },
      required: ["success"],
    },
    annotations: {
      title: "Sign out",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "sign_up_email",
    title: "Sign up with e-mail",
    description:
      "Our design: creates an account with an e-mail address and a password and signs it in; the new\naccount belongs to no organization until it creates one (`POST /api/organizations`) or a\nrestaurant's manager adds it. 409 `email_taken` when the address already has an account.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["email", "password"],
          properties: {
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "The e-mail address to sign in with; unique, compared case-insensitively.",
            },
            password: {
              type: "string",
              minLength: 8,
              maxLength: 128,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "8 to 128 characters, no control characters. Stored as a scrypt hash only.",
            },
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name.",
            },
          },
          description: "The body of `POST /api/auth/sign-up/email`.",
          examples: [
            {
              email: "ada@bistro.example",
              password: "correct horse battery",
              name: "Ada",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["token", "expires_at", "user"],
      properties: {
        token: {
          type: "string",
          description:
            "The session token: send it as `Authorization: Bearer <token>`. Shown once; the server keeps\nonly its hash.",
        },
        expires_at: {
          type: "string",
          format: "date-time",
          description: "When the session expires.",
        },
        user: {
          type: "object",
          required: ["id", "email", "name"],
          properties: {
            id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
            },
            name: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
            },
          },
          description: "A person's account, as sign-in and the member lists show it.",
        },
      },
      description: "A new session: its secret token (shown this once) and the person signed in.",
    },
    annotations: {
      title: "Sign up with e-mail",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "list_automation_rules",
    title: "List automation rules",
    description: "Newest first.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["rules", "next_cursor"],
      properties: {
        rules: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "trigger",
              "conditions",
              "actions",
              "enabled",
              "created_at",
              "updated_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              trigger: {
                type: "object",
                oneOf: [
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["order.completed"],
                      },
                    },
                    description:
                      "A customer's order was completed (the order's customer; orders without one trigger nothing).",
                  },
                  {
                    type: "object",
                    required: ["type", "days"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["no_visit_for_days"],
                      },
                      days: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 365,
                      },
                    },
                    description:
                      "Checked by the server's minute sweep: the customer's latest completed order (or, before the\nfirst, their creation) is at least `days` days old. Runs once per absence: again only after\nthe customer has visited.",
                  },
                  {
                    type: "object",
                    required: ["type", "points"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["points_reached"],
                      },
                      points: {
                        type: "integer",
                        format: "int64",
                        minimum: 1,
                        maximum: 10000000,
                      },
                    },
                    description:
                      "The customer's loyalty balance rose to `points` or past it (each time it rises across it).",
                  },
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["reservation.no_show"],
                      },
                    },
                    description:
                      "A booking was marked a no-show; its customer is the one whose e-mail address (case-insensitive)\nor phone number is the guest's. A guest who is no customer triggers nothing.",
                  },
                ],
                discriminator: {
                  propertyName: "type",
                  mapping: {
                    "order.completed": "#/components/schemas/OrderCompletedTrigger",
                    no_visit_for_days: "#/components/schemas/NoVisitTrigger",
                    points_reached: "#/components/schemas/PointsReachedTrigger",
                    "reservation.no_show": "#/components/schemas/NoShowTrigger",
                  },
                },
                description: "What starts a rule, told apart by `type`.",
              },
              conditions: {
                type: "array",
                items: {
                  type: "object",
                  oneOf: [
                    {
                      type: "object",
                      required: ["type", "amount"],
                      properties: {
                        type: {
                          type: "string",
                          enum: ["order_total_at_least"],
                        },
                        amount: {
                          type: "integer",
                          format: "int64",
                          minimum: 0,
                          maximum: 100000000,
                          description:
                            "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                        },
                      },
                      description:
                        "The completed order's total reaches `amount` (only with the `order.completed` trigger).",
                    },
                    {
                      type: "object",
                      required: ["type", "tag"],
                      properties: {
                        type: {
                          type: "string",
                          enum: ["customer_has_tag"],
                        },
                        tag: {
                          type: "string",
                          minLength: 1,
                          maxLength: 40,
                          pattern: "^[a-z0-9][a-z0-9_-]*$",
                          description:
                            "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                          examples: ["vip"],
                        },
                      },
                      description: "The customer carries `tag`.",
                    },
                    {
                      type: "object",
                      required: ["type", "count"],
                      properties: {
                        type: {
                          type: "string",
                          enum: ["visits_at_least"],
                        },
                        count: {
                          type: "integer",
                          format: "int32",
                          minimum: 1,
                          maximum: 100000,
                        },
                      },
                      description:
                        "The customer has at least `count` completed orders (the triggering one included).",
                    },
                  ],
                  discriminator: {
                    propertyName: "type",
                    mapping: {
                      order_total_at_least: "#/components/schemas/OrderTotalCondition",
                      customer_has_tag: "#/components/schemas/CustomerTagCondition",
                      visits_at_least: "#/components/schemas/VisitsCondition",
                    },
                  },
                  description:
                    "A condition every one of which must hold for the actions to run, told apart by `type`.",
                },
              },
              actions: {
                type: "array",
                items: {
                  type: "object",
                  oneOf: [
                    {
                      type: "object",
                      required: ["type", "points"],
                      properties: {
                        type: {
                          type: "string",
                          enum: ["grant_points"],
                        },
                        points: {
                          type: "integer",
                          format: "int64",
                          minimum: 1,
                          maximum: 1000000,
                        },
                      },
                      description: "Adds `points` to the customer's loyalty balance (a ledger `adjustment`).",
                    },
                    {
                      type: "object",
                      required: ["type", "reward_id"],
                      properties: {
                        type: {
                          type: "string",
                          enum: ["grant_reward"],
                        },
                        reward_id: {
                          type: "string",
                          format: "uuid",
                          description: "A UUID naming a record.",
                          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                        },
                      },
                      description:
                        "Gives the customer the reward: the platform holds no reward vouchers, so the customer is\ngranted the reward's `points_cost` as points (reason `reward <name>`), enough to redeem it.",
                    },
                    {
                      type: "object",
                      required: ["type", "tag"],
                      properties: {
                        type: {
                          type: "string",
                          enum: ["tag_customer"],
                        },
                        tag: {
                          type: "string",
                          minLength: 1,
                          maxLength: 40,
                          pattern: "^[a-z0-9][a-z0-9_-]*$",
                          description:
                            "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                          examples: ["vip"],
                        },
                      },
                      description: "Adds `tag` to the customer's tags (nothing when they carry it).",
                    },
                  ],
                  discriminator: {
                    propertyName: "type",
                    mapping: {
                      grant_points: "#/components/schemas/GrantPointsAction",
                      grant_reward: "#/components/schemas/GrantRewardAction",
                      tag_customer: "#/components/schemas/TagCustomerAction",
                    },
                  },
                  description: "What a rule does, in order, told apart by `type`.",
                },
              },
              enabled: {
                type: "boolean",
                description: "Off: the rule runs on nothing (it stays listed).",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description:
              "An automation rule: trigger → conditions → actions, e.g. \"no visit for 30 days → grant a\nreward\". Our design (Toast's and Square's loyalty automations): a rule runs at most once per\ncustomer and occurrence (an order, a no-show, a balance change, an absence), so a repeated event\nor sweep never grants twice; a run whose action fails (a deleted reward) is recorded as `failed`\nand leaves the event's own change alone.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of rules, newest first.",
    },
    annotations: {
      title: "List automation rules",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_automation_rule",
    title: "Create an automation rule",
    description: "Creates a rule.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "trigger", "actions"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            trigger: {
              type: "object",
              oneOf: [
                {
                  type: "object",
                  required: ["type"],
                  properties: {
                    type: {
                      type: "string",
                      enum: ["order.completed"],
                    },
                  },
                  description:
                    "A customer's order was completed (the order's customer; orders without one trigger nothing).",
                },
                {
                  type: "object",
                  required: ["type", "days"],
                  properties: {
                    type: {
                      type: "string",
                      enum: ["no_visit_for_days"],
                    },
                    days: {
                      type: "integer",
                      format: "int32",
                      minimum: 1,
                      maximum: 365,
                    },
                  },
                  description:
                    "Checked by the server's minute sweep: the customer's latest completed order (or, before the\nfirst, their creation) is at least `days` days old. Runs once per absence: again only after\nthe customer has visited.",
                },
                {
                  type: "object",
                  required: ["type", "points"],
                  properties: {
                    type: {
                      type: "string",
                      enum: ["points_reached"],
                    },
                    points: {
                      type: "integer",
                      format: "int64",
                      minimum: 1,
                      maximum: 10000000,
                    },
                  },
                  description:
                    "The customer's loyalty balance rose to `points` or past it (each time it rises across it).",
                },
                {
                  type: "object",
                  required: ["type"],
                  properties: {
                    type: {
                      type: "string",
                      enum: ["reservation.no_show"],
                    },
                  },
                  description:
                    "A booking was marked a no-show; its customer is the one whose e-mail address (case-insensitive)\nor phone number is the guest's. A guest who is no customer triggers nothing.",
                },
              ],
              discriminator: {
                propertyName: "type",
                mapping: {
                  "order.completed": "#/components/schemas/OrderCompletedTrigger",
                  no_visit_for_days: "#/components/schemas/NoVisitTrigger",
                  points_reached: "#/components/schemas/PointsReachedTrigger",
                  "reservation.no_show": "#/components/schemas/NoShowTrigger",
                },
              },
              description: "What starts a rule, told apart by `type`.",
            },
            conditions: {
              type: "array",
              items: {
                type: "object",
                oneOf: [
                  {
                    type: "object",
                    required: ["type", "amount"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["order_total_at_least"],
                      },
                      amount: {
                        type: "integer",
                        format: "int64",
                        minimum: 0,
                        maximum: 100000000,
                        description:
                          "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                      },
                    },
                    description:
                      "The completed order's total reaches `amount` (only with the `order.completed` trigger).",
                  },
                  {
                    type: "object",
                    required: ["type", "tag"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["customer_has_tag"],
                      },
                      tag: {
                        type: "string",
                        minLength: 1,
                        maxLength: 40,
                        pattern: "^[a-z0-9][a-z0-9_-]*$",
                        description:
                          "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                        examples: ["vip"],
                      },
                    },
                    description: "The customer carries `tag`.",
                  },
                  {
                    type: "object",
                    required: ["type", "count"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["visits_at_least"],
                      },
                      count: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 100000,
                      },
                    },
                    description:
                      "The customer has at least `count` completed orders (the triggering one included).",
                  },
                ],
                discriminator: {
                  propertyName: "type",
                  mapping: {
                    order_total_at_least: "#/components/schemas/OrderTotalCondition",
                    customer_has_tag: "#/components/schemas/CustomerTagCondition",
                    visits_at_least: "#/components/schemas/VisitsCondition",
                  },
                },
                description:
                  "A condition every one of which must hold for the actions to run, told apart by `type`.",
              },
              maxItems: 10,
              default: [],
            },
            actions: {
              type: "array",
              items: {
                type: "object",
                oneOf: [
                  {
                    type: "object",
                    required: ["type", "points"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["grant_points"],
                      },
                      points: {
                        type: "integer",
                        format: "int64",
                        minimum: 1,
                        maximum: 1000000,
                      },
                    },
                    description: "Adds `points` to the customer's loyalty balance (a ledger `adjustment`).",
                  },
                  {
                    type: "object",
                    required: ["type", "reward_id"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["grant_reward"],
                      },
                      reward_id: {
                        type: "string",
                        format: "uuid",
                        description: "A UUID naming a record.",
                        examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                      },
                    },
                    description:
                      "Gives the customer the reward: the platform holds no reward vouchers, so the customer is\ngranted the reward's `points_cost` as points (reason `reward <name>`), enough to redeem it.",
                  },
                  {
                    type: "object",
                    required: ["type", "tag"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["tag_customer"],
                      },
                      tag: {
                        type: "string",
                        minLength: 1,
                        maxLength: 40,
                        pattern: "^[a-z0-9][a-z0-9_-]*$",
                        description:
                          "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                        examples: ["vip"],
                      },
                    },
                    description: "Adds `tag` to the customer's tags (nothing when they carry it).",
                  },
                ],
                discriminator: {
                  propertyName: "type",
                  mapping: {
                    grant_points: "#/components/schemas/GrantPointsAction",
                    grant_reward: "#/components/schemas/GrantRewardAction",
                    tag_customer: "#/components/schemas/TagCustomerAction",
                  },
                },
                description: "What a rule does, in order, told apart by `type`.",
              },
              minItems: 1,
              maxItems: 10,
            },
            enabled: {
              type: "boolean",
              default: true,
            },
          },
          description: "What creating a rule takes.",
          examples: [
            {
              name: "Win back",
              trigger: {
                type: "no_visit_for_days",
                days: 30,
              },
              conditions: [
                {
                  type: "visits_at_least",
                  count: 2,
                },
              ],
              actions: [
                {
                  type: "grant_points",
                  points: 100,
                },
              ],
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "trigger", "conditions", "actions", "enabled", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        trigger: {
          type: "object",
          oneOf: [
            {
              type: "object",
              required: ["type"],
              properties: {
                type: {
                  type: "string",
                  enum: ["order.completed"],
                },
              },
              description:
                "A customer's order was completed (the order's customer; orders without one trigger nothing).",
            },
            {
              type: "object",
              required: ["type", "days"],
              properties: {
                type: {
                  type: "string",
                  enum: ["no_visit_for_days"],
                },
                days: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 365,
                },
              },
              description:
                "Checked by the server's minute sweep: the customer's latest completed order (or, before the\nfirst, their creation) is at least `days` days old. Runs once per absence: again only after\nthe customer has visited.",
            },
            {
              type: "object",
              required: ["type", "points"],
              properties: {
                type: {
                  type: "string",
                  enum: ["points_reached"],
                },
                points: {
                  type: "integer",
                  format: "int64",
                  minimum: 1,
                  maximum: 10000000,
                },
              },
              description:
                "The customer's loyalty balance rose to `points` or past it (each time it rises across it).",
            },
            {
              type: "object",
              required: ["type"],
              properties: {
                type: {
                  type: "string",
                  enum: ["reservation.no_show"],
                },
              },
              description:
                "A booking was marked a no-show; its customer is the one whose e-mail address (case-insensitive)\nor phone number is the guest's. A guest who is no customer triggers nothing.",
            },
          ],
          discriminator: {
            propertyName: "type",
            mapping: {
              "order.completed": "#/components/schemas/OrderCompletedTrigger",
              no_visit_for_days: "#/components/schemas/NoVisitTrigger",
              points_reached: "#/components/schemas/PointsReachedTrigger",
              "reservation.no_show": "#/components/schemas/NoShowTrigger",
            },
          },
          description: "What starts a rule, told apart by `type`.",
        },
        conditions: {
          type: "array",
          items: {
            type: "object",
            oneOf: [
              {
                type: "object",
                required: ["type", "amount"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["order_total_at_least"],
                  },
                  amount: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                  },
                },
                description:
                  "The completed order's total reaches `amount` (only with the `order.completed` trigger).",
              },
              {
                type: "object",
                required: ["type", "tag"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["customer_has_tag"],
                  },
                  tag: {
                    type: "string",
                    minLength: 1,
                    maxLength: 40,
                    pattern: "^[a-z0-9][a-z0-9_-]*$",
                    description:
                      "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                    examples: ["vip"],
                  },
                },
                description: "The customer carries `tag`.",
              },
              {
                type: "object",
                required: ["type", "count"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["visits_at_least"],
                  },
                  count: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 100000,
                  },
                },
                description:
                  "The customer has at least `count` completed orders (the triggering one included).",
              },
            ],
            discriminator: {
              propertyName: "type",
              mapping: {
                order_total_at_least: "#/components/schemas/OrderTotalCondition",
                customer_has_tag: "#/components/schemas/CustomerTagCondition",
                visits_at_least: "#/components/schemas/VisitsCondition",
              },
            },
            description:
              "A condition every one of which must hold for the actions to run, told apart by `type`.",
          },
        },
        actions: {
          type: "array",
          items: {
            type: "object",
            oneOf: [
              {
                type: "object",
                required: ["type", "points"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["grant_points"],
                  },
                  points: {
                    type: "integer",
                    format: "int64",
                    minimum: 1,
                    maximum: 1000000,
                  },
                },
                description: "Adds `points` to the customer's loyalty balance (a ledger `adjustment`).",
              },
              {
                type: "object",
                required: ["type", "reward_id"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["grant_reward"],
                  },
                  reward_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                },
                description:
                  "Gives the customer the reward: the platform holds no reward vouchers, so the customer is\ngranted the reward's `points_cost` as points (reason `reward <name>`), enough to redeem it.",
              },
              {
                type: "object",
                required: ["type", "tag"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["tag_customer"],
                  },
                  tag: {
                    type: "string",
                    minLength: 1,
                    maxLength: 40,
                    pattern: "^[a-z0-9][a-z0-9_-]*$",
                    description:
                      "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                    examples: ["vip"],
                  },
                },
                description: "Adds `tag` to the customer's tags (nothing when they carry it).",
              },
            ],
            discriminator: {
              propertyName: "type",
              mapping: {
                grant_points: "#/components/schemas/GrantPointsAction",
                grant_reward: "#/components/schemas/GrantRewardAction",
                tag_customer: "#/components/schemas/TagCustomerAction",
              },
            },
            description: "What a rule does, in order, told apart by `type`.",
          },
        },
        enabled: {
          type: "boolean",
          description: "Off: the rule runs on nothing (it stays listed).",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "An automation rule: trigger → conditions → actions, e.g. \"no visit for 30 days → grant a\nreward\". Our design (Toast's and Square's loyalty automations): a rule runs at most once per\ncustomer and occurrence (an order, a no-show, a balance change, an absence), so a repeated event\nor sweep never grants twice; a run whose action fails (a deleted reward) is recorded as `failed`\nand leaves the event's own change alone.",
    },
    annotations: {
      title: "Create an automation rule",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_automation_rule",
    title: "Get an automation rule",
    description: "One rule.",
    inputSchema: {
      type: "object",
      properties: {
        rule_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["rule_id"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "trigger", "conditions", "actions", "enabled", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        trigger: {
          type: "object",
          oneOf: [
            {
              type: "object",
              required: ["type"],
              properties: {
                type: {
                  type: "string",
                  enum: ["order.completed"],
                },
              },
              description:
                "A customer's order was completed (the order's customer; orders without one trigger nothing).",
            },
            {
              type: "object",
              required: ["type", "days"],
              properties: {
                type: {
                  type: "string",
                  enum: ["no_visit_for_days"],
                },
                days: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 365,
                },
              },
              description:
                "Checked by the server's minute sweep: the customer's latest completed order (or, before the\nfirst, their creation) is at least `days` days old. Runs once per absence: again only after\nthe customer has visited.",
            },
            {
              type: "object",
              required: ["type", "points"],
              properties: {
                type: {
                  type: "string",
                  enum: ["points_reached"],
                },
                points: {
                  type: "integer",
                  format: "int64",
                  minimum: 1,
                  maximum: 10000000,
                },
              },
              description:
                "The customer's loyalty balance rose to `points` or past it (each time it rises across it).",
            },
            {
              type: "object",
              required: ["type"],
              properties: {
                type: {
                  type: "string",
                  enum: ["reservation.no_show"],
                },
              },
              description:
                "A booking was marked a no-show; its customer is the one whose e-mail address (case-insensitive)\nor phone number is the guest's. A guest who is no customer triggers nothing.",
            },
          ],
          discriminator: {
            propertyName: "type",
            mapping: {
              "order.completed": "#/components/schemas/OrderCompletedTrigger",
              no_visit_for_days: "#/components/schemas/NoVisitTrigger",
              points_reached: "#/components/schemas/PointsReachedTrigger",
              "reservation.no_show": "#/components/schemas/NoShowTrigger",
            },
          },
          description: "What starts a rule, told apart by `type`.",
        },
        conditions: {
          type: "array",
          items: {
            type: "object",
            oneOf: [
              {
                type: "object",
                required: ["type", "amount"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["order_total_at_least"],
                  },
                  amount: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                  },
                },
                description:
                  "The completed order's total reaches `amount` (only with the `order.completed` trigger).",
              },
              {
                type: "object",
                required: ["type", "tag"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["customer_has_tag"],
                  },
                  tag: {
                    type: "string",
                    minLength: 1,
                    maxLength: 40,
                    pattern: "^[a-z0-9][a-z0-9_-]*$",
                    description:
                      "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                    examples: ["vip"],
                  },
                },
                description: "The customer carries `tag`.",
              },
              {
                type: "object",
                required: ["type", "count"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["visits_at_least"],
                  },
                  count: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 100000,
                  },
                },
                description:
                  "The customer has at least `count` completed orders (the triggering one included).",
              },
            ],
            discriminator: {
              propertyName: "type",
              mapping: {
                order_total_at_least: "#/components/schemas/OrderTotalCondition",
                customer_has_tag: "#/components/schemas/CustomerTagCondition",
                visits_at_least: "#/components/schemas/VisitsCondition",
              },
            },
            description:
              "A condition every one of which must hold for the actions to run, told apart by `type`.",
          },
        },
        actions: {
          type: "array",
          items: {
            type: "object",
            oneOf: [
              {
                type: "object",
                required: ["type", "points"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["grant_points"],
                  },
                  points: {
                    type: "integer",
                    format: "int64",
                    minimum: 1,
                    maximum: 1000000,
                  },
                },
                description: "Adds `points` to the customer's loyalty balance (a ledger `adjustment`).",
              },
              {
                type: "object",
                required: ["type", "reward_id"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["grant_reward"],
                  },
                  reward_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                },
                description:
                  "Gives the customer the reward: the platform holds no reward vouchers, so the customer is\ngranted the reward's `points_cost` as points (reason `reward <name>`), enough to redeem it.",
              },
              {
                type: "object",
                required: ["type", "tag"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["tag_customer"],
                  },
                  tag: {
                    type: "string",
                    minLength: 1,
                    maxLength: 40,
                    pattern: "^[a-z0-9][a-z0-9_-]*$",
                    description:
                      "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                    examples: ["vip"],
                  },
                },
                description: "Adds `tag` to the customer's tags (nothing when they carry it).",
              },
            ],
            discriminator: {
              propertyName: "type",
              mapping: {
                grant_points: "#/components/schemas/GrantPointsAction",
                grant_reward: "#/components/schemas/GrantRewardAction",
                tag_customer: "#/components/schemas/TagCustomerAction",
              },
            },
            description: "What a rule does, in order, told apart by `type`.",
          },
        },
        enabled: {
          type: "boolean",
          description: "Off: the rule runs on nothing (it stays listed).",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "An automation rule: trigger → conditions → actions, e.g. \"no visit for 30 days → grant a\nreward\". Our design (Toast's and Square's loyalty automations): a rule runs at most once per\ncustomer and occurrence (an order, a no-show, a balance change, an absence), so a repeated event\nor sweep never grants twice; a run whose action fails (a deleted reward) is recorded as `failed`\nand leaves the event's own change alone.",
    },
    annotations: {
      title: "Get an automation rule",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      rule_id: "path",
    },
  },
  {
    name: "delete_automation_rule",
    title: "Delete an automation rule",
    description: "Deletes a rule and its run history.",
    inputSchema: {
      type: "object",
      properties: {
        rule_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["rule_id"],
    },
    annotations: {
      title: "Delete an automation rule",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      rule_id: "path",
    },
  },
  {
    name: "update_automation_rule",
    title: "Update an automation rule",
    description: "Changes a rule; runs already done stay.",
    inputSchema: {
      type: "object",
      properties: {
        rule_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            trigger: {
              type: "object",
              oneOf: [
                {
                  type: "object",
                  required: ["type"],
                  properties: {
                    type: {
                      type: "string",
                      enum: ["order.completed"],
                    },
                  },
                  description:
                    "A customer's order was completed (the order's customer; orders without one trigger nothing).",
                },
                {
                  type: "object",
                  required: ["type", "days"],
                  properties: {
                    type: {
                      type: "string",
                      enum: ["no_visit_for_days"],
                    },
                    days: {
                      type: "integer",
                      format: "int32",
                      minimum: 1,
                      maximum: 365,
                    },
                  },
                  description:
                    "Checked by the server's minute sweep: the customer's latest completed order (or, before the\nfirst, their creation) is at least `days` days old. Runs once per absence: again only after\nthe customer has visited.",
                },
                {
                  type: "object",
                  required: ["type", "points"],
                  properties: {
                    type: {
                      type: "string",
                      enum: ["points_reached"],
                    },
                    points: {
                      type: "integer",
                      format: "int64",
                      minimum: 1,
                      maximum: 10000000,
                    },
                  },
                  description:
                    "The customer's loyalty balance rose to `points` or past it (each time it rises across it).",
                },
                {
                  type: "object",
                  required: ["type"],
                  properties: {
                    type: {
                      type: "string",
                      enum: ["reservation.no_show"],
                    },
                  },
                  description:
                    "A booking was marked a no-show; its customer is the one whose e-mail address (case-insensitive)\nor phone number is the guest's. A guest who is no customer triggers nothing.",
                },
              ],
              discriminator: {
                propertyName: "type",
                mapping: {
                  "order.completed": "#/components/schemas/OrderCompletedTrigger",
                  no_visit_for_days: "#/components/schemas/NoVisitTrigger",
                  points_reached: "#/components/schemas/PointsReachedTrigger",
                  "reservation.no_show": "#/components/schemas/NoShowTrigger",
                },
              },
              description: "What starts a rule, told apart by `type`.",
            },
            conditions: {
              type: "array",
              items: {
                type: "object",
                oneOf: [
                  {
                    type: "object",
                    required: ["type", "amount"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["order_total_at_least"],
                      },
                      amount: {
                        type: "integer",
                        format: "int64",
                        minimum: 0,
                        maximum: 100000000,
                        description:
                          "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                      },
                    },
                    description:
                      "The completed order's total reaches `amount` (only with the `order.completed` trigger).",
                  },
                  {
                    type: "object",
                    required: ["type", "tag"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["customer_has_tag"],
                      },
                      tag: {
                        type: "string",
                        minLength: 1,
                        maxLength: 40,
                        pattern: "^[a-z0-9][a-z0-9_-]*$",
                        description:
                          "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                        examples: ["vip"],
                      },
                    },
                    description: "The customer carries `tag`.",
                  },
                  {
                    type: "object",
                    required: ["type", "count"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["visits_at_least"],
                      },
                      count: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 100000,
                      },
                    },
                    description:
                      "The customer has at least `count` completed orders (the triggering one included).",
                  },
                ],
                discriminator: {
                  propertyName: "type",
                  mapping: {
                    order_total_at_least: "#/components/schemas/OrderTotalCondition",
                    customer_has_tag: "#/components/schemas/CustomerTagCondition",
                    visits_at_least: "#/components/schemas/VisitsCondition",
                  },
                },
                description:
                  "A condition every one of which must hold for the actions to run, told apart by `type`.",
              },
              maxItems: 10,
            },
            actions: {
              type: "array",
              items: {
                type: "object",
                oneOf: [
                  {
                    type: "object",
                    required: ["type", "points"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["grant_points"],
                      },
                      points: {
                        type: "integer",
                        format: "int64",
                        minimum: 1,
                        maximum: 1000000,
                      },
                    },
                    description: "Adds `points` to the customer's loyalty balance (a ledger `adjustment`).",
                  },
                  {
                    type: "object",
                    required: ["type", "reward_id"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["grant_reward"],
                      },
                      reward_id: {
                        type: "string",
                        format: "uuid",
                        description: "A UUID naming a record.",
                        examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                      },
                    },
                    description:
                      "Gives the customer the reward: the platform holds no reward vouchers, so the customer is\ngranted the reward's `points_cost` as points (reason `reward <name>`), enough to redeem it.",
                  },
                  {
                    type: "object",
                    required: ["type", "tag"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["tag_customer"],
                      },
                      tag: {
                        type: "string",
                        minLength: 1,
                        maxLength: 40,
                        pattern: "^[a-z0-9][a-z0-9_-]*$",
                        description:
                          "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                        examples: ["vip"],
                      },
                    },
                    description: "Adds `tag` to the customer's tags (nothing when they carry it).",
                  },
                ],
                discriminator: {
                  propertyName: "type",
                  mapping: {
                    grant_points: "#/components/schemas/GrantPointsAction",
                    grant_reward: "#/components/schemas/GrantRewardAction",
                    tag_customer: "#/components/schemas/TagCustomerAction",
                  },
                },
                description: "What a rule does, in order, told apart by `type`.",
              },
              minItems: 1,
              maxItems: 10,
            },
            enabled: {
              type: "boolean",
            },
          },
          description: "What updating a rule takes: the members sent change (lists are replaced whole).",
          examples: [
            {
              enabled: false,
            },
          ],
        },
      },
      required: ["rule_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "trigger", "conditions", "actions", "enabled", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        trigger: {
          type: "object",
          oneOf: [
            {
              type: "object",
              required: ["type"],
              properties: {
                type: {
                  type: "string",
                  enum: ["order.completed"],
                },
              },
              description:
                "A customer's order was completed (the order's customer; orders without one trigger nothing).",
            },
            {
              type: "object",
              required: ["type", "days"],
              properties: {
                type: {
                  type: "string",
                  enum: ["no_visit_for_days"],
                },
                days: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 365,
                },
              },
              description:
                "Checked by the server's minute sweep: the customer's latest completed order (or, before the\nfirst, their creation) is at least `days` days old. Runs once per absence: again only after\nthe customer has visited.",
            },
            {
              type: "object",
              required: ["type", "points"],
              properties: {
                type: {
                  type: "string",
                  enum: ["points_reached"],
                },
                points: {
                  type: "integer",
                  format: "int64",
                  minimum: 1,
                  maximum: 10000000,
                },
              },
              description:
                "The customer's loyalty balance rose to `points` or past it (each time it rises across it).",
            },
            {
              type: "object",
              required: ["type"],
              properties: {
                type: {
                  type: "string",
                  enum: ["reservation.no_show"],
                },
              },
              description:
                "A booking was marked a no-show; its customer is the one whose e-mail address (case-insensitive)\nor phone number is the guest's. A guest who is no customer triggers nothing.",
            },
          ],
          discriminator: {
            propertyName: "type",
            mapping: {
              "order.completed": "#/components/schemas/OrderCompletedTrigger",
              no_visit_for_days: "#/components/schemas/NoVisitTrigger",
              points_reached: "#/components/schemas/PointsReachedTrigger",
              "reservation.no_show": "#/components/schemas/NoShowTrigger",
            },
          },
          description: "What starts a rule, told apart by `type`.",
        },
        conditions: {
          type: "array",
          items: {
            type: "object",
            oneOf: [
              {
                type: "object",
                required: ["type", "amount"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["order_total_at_least"],
                  },
                  amount: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                  },
                },
                description:
                  "The completed order's total reaches `amount` (only with the `order.completed` trigger).",
              },
              {
                type: "object",
                required: ["type", "tag"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["customer_has_tag"],
                  },
                  tag: {
                    type: "string",
                    minLength: 1,
                    maxLength: 40,
                    pattern: "^[a-z0-9][a-z0-9_-]*$",
                    description:
                      "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                    examples: ["vip"],
                  },
                },
                description: "The customer carries `tag`.",
              },
              {
                type: "object",
                required: ["type", "count"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["visits_at_least"],
                  },
                  count: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 100000,
                  },
                },
                description:
                  "The customer has at least `count` completed orders (the triggering one included).",
              },
            ],
            discriminator: {
              propertyName: "type",
              mapping: {
                order_total_at_least: "#/components/schemas/OrderTotalCondition",
                customer_has_tag: "#/components/schemas/CustomerTagCondition",
                visits_at_least: "#/components/schemas/VisitsCondition",
              },
            },
            description:
              "A condition every one of which must hold for the actions to run, told apart by `type`.",
          },
        },
        actions: {
          type: "array",
          items: {
            type: "object",
            oneOf: [
              {
                type: "object",
                required: ["type", "points"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["grant_points"],
                  },
                  points: {
                    type: "integer",
                    format: "int64",
                    minimum: 1,
                    maximum: 1000000,
                  },
                },
                description: "Adds `points` to the customer's loyalty balance (a ledger `adjustment`).",
              },
              {
                type: "object",
                required: ["type", "reward_id"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["grant_reward"],
                  },
                  reward_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                },
                description:
                  "Gives the customer the reward: the platform holds no reward vouchers, so the customer is\ngranted the reward's `points_cost` as points (reason `reward <name>`), enough to redeem it.",
              },
              {
                type: "object",
                required: ["type", "tag"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["tag_customer"],
                  },
                  tag: {
                    type: "string",
                    minLength: 1,
                    maxLength: 40,
                    pattern: "^[a-z0-9][a-z0-9_-]*$",
                    description:
                      "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                    examples: ["vip"],
                  },
                },
                description: "Adds `tag` to the customer's tags (nothing when they carry it).",
              },
            ],
            discriminator: {
              propertyName: "type",
              mapping: {
                grant_points: "#/components/schemas/GrantPointsAction",
                grant_reward: "#/components/schemas/GrantRewardAction",
                tag_customer: "#/components/schemas/TagCustomerAction",
              },
            },
            description: "What a rule does, in order, told apart by `type`.",
          },
        },
        enabled: {
          type: "boolean",
          description: "Off: the rule runs on nothing (it stays listed).",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "An automation rule: trigger → conditions → actions, e.g. \"no visit for 30 days → grant a\nreward\". Our design (Toast's and Square's loyalty automations): a rule runs at most once per\ncustomer and occurrence (an order, a no-show, a balance change, an absence), so a repeated event\nor sweep never grants twice; a run whose action fails (a deleted reward) is recorded as `failed`\nand leaves the event's own change alone.",
    },
    annotations: {
      title: "Update an automation rule",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      rule_id: "path",
      body: "body",
    },
  },
  {
    name: "list_automation_runs",
    title: "List an automation rule's runs",
    description: "The rule's runs, newest first: customer, trigger, actions done, when.",
    inputSchema: {
      type: "object",
      properties: {
        rule_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
      required: ["rule_id"],
    },
    outputSchema: {
      type: "object",
      required: ["runs", "next_cursor"],
      properties: {
        runs: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "rule_id",
              "customer_id",
              "trigger",
              "status",
              "actions",
              "detail",
              "created_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              rule_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              customer_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              trigger: {
                type: "string",
                enum: ["order.completed", "no_visit_for_days", "points_reached", "reservation.no_show"],
                description: "The trigger's `type` the run answered.",
              },
              status: {
                type: "string",
                enum: ["succeeded", "failed"],
                description:
                  "`failed`: an action failed and none of its actions took effect (`detail` says why).",
              },
              actions: {
                type: "array",
                items: {
                  type: "object",
                  required: ["type", "points", "ledger_entry_id", "reward_id", "tag"],
                  properties: {
                    type: {
                      type: "string",
                      enum: ["grant_points", "grant_reward", "tag_customer"],
                    },
                    points: {
                      anyOf: [
                        {
                          type: "integer",
                          format: "int64",
                        },
                        {
                          type: "null",
                        },
                      ],
                      description: "Points granted (`grant_points`, `grant_reward`); null otherwise.",
                    },
                    ledger_entry_id: {
                      anyOf: [
                        {
                          type: "string",
                          format: "uuid",
                          description: "A UUID naming a record.",
                          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                        },
                        {
                          type: "null",
                        },
                      ],
                      description: "The ledger entry of the grant; null for `tag_customer`.",
                    },
                    reward_id: {
                      anyOf: [
                        {
                          type: "string",
                          format: "uuid",
                          description: "A UUID naming a record.",
                          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                        },
                        {
                          type: "null",
                        },
                      ],
                      description: "`grant_reward`: the reward.",
                    },
                    tag: {
                      anyOf: [
                        {
                          type: "string",
                        },
                        {
                          type: "null",
                        },
                      ],
                      description: "`tag_customer`: the tag.",
                    },
                  },
                  description: "One action a run did.",
                },
                description: "What it did (empty when it failed).",
              },
              detail: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "One run of a rule for one customer.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of runs, newest first.",
    },
    annotations: {
      title: "List an automation rule's runs",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      rule_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "list_campaigns",
    title: "List campaigns",
    description: "Newest first; `status` filters.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
        status: {
          type: "string",
          enum: ["draft", "scheduled", "sent", "cancelled"],
          description:
            "Where a campaign stands. Our design: `draft` → `scheduled` (`schedule`) → `sent` (by the\nserver at `scheduled_at`); `draft` or `scheduled` → `cancelled` (`cancel`). `sent` and\n`cancelled` are final; only a draft can be edited.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["campaigns", "next_cursor"],
      properties: {
        campaigns: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "channel",
              "audience",
              "message",
              "promotion_id",
              "scheduled_at",
              "status",
              "audience_size",
              "sent_at",
              "cancelled_at",
              "created_at",
              "updated_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              channel: {
                type: "string",
                enum: ["email", "sms", "push"],
                description: "How a campaign reaches its audience.",
              },
              audience: {
                type: "object",
                required: ["tags", "opted_in_only", "last_visit_before", "last_visit_after"],
                properties: {
                  tags: {
                    type: "array",
                    items: {
                      type: "string",
                      minLength: 1,
                      maxLength: 40,
                      pattern: "^[a-z0-9][a-z0-9_-]*$",
                      description:
                        "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                      examples: ["vip"],
                    },
                  },
                  opted_in_only: {
                    type: "boolean",
                  },
                  last_visit_before: {
                    anyOf: [
                      {
                        type: "string",
                        format: "date-time",
                      },
                      {
                        type: "null",
                      },
                    ],
                    description: "Last visit strictly before this time; null: no bound.",
                  },
                  last_visit_after: {
                    anyOf: [
                      {
                        type: "string",
                        format: "date-time",
                      },
                      {
                        type: "null",
                      },
                    ],
                    description: "Last visit at or after this time; null: no bound.",
                  },
                },
                description:
                  "Who a campaign goes to, resolved from the organization's customers when it is sent. A customer\nis in it when they carry one of `tags` (empty: any customer), agreed to marketing (unless\n`opted_in_only` is false), and their latest completed order falls in the visit window (a\ncustomer with no completed order is outside any window that has a bound).",
              },
              message: {
                type: "object",
                required: ["subject", "body"],
                properties: {
                  subject: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    description: "The e-mail subject or push title; null for SMS.",
                  },
                  body: {
                    type: "string",
                  },
                },
                description: "What a campaign says.",
              },
              promotion_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
                description: "A promotion the message advertises (its code, typically); null: none.",
              },
              scheduled_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "When it is sent; null until scheduled (scheduling without one sends at once).",
              },
              status: {
                type: "string",
                enum: ["draft", "scheduled", "sent", "cancelled"],
                description:
                  "Where a campaign stands. Our design: `draft` → `scheduled` (`schedule`) → `sent` (by the\nserver at `scheduled_at`); `draft` or `scheduled` → `cancelled` (`cancel`). `sent` and\n`cancelled` are final; only a draft can be edited.",
              },
              audience_size: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int32",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "How many customers it was sent to; null until sent.",
              },
              sent_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              cancelled_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description:
              "A marketing campaign to a customer audience. Our design (Square Marketing, Toast's guest\nmarketing): the platform has no e-mail, SMS or push provider of its own. When a campaign is\nsent the server resolves its audience, records one send per customer and emits the webhook\nevent `campaign.sent` with the audience's `customer_ids`; the integrator's webhook receiver\ndelivers the message through its provider.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of campaigns, newest first.",
    },
    annotations: {
      title: "List campaigns",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
      status: "query",
    },
  },
  {
    name: "create_campaign",
    title: "Create a campaign",
    description: "Creates a draft.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "channel", "message"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            channel: {
              type: "string",
              enum: ["email", "sms", "push"],
              description: "How a campaign reaches its audience.",
            },
            audience: {
              type: "object",
              properties: {
                tags: {
                  type: "array",
                  items: {
                    type: "string",
                    minLength: 1,
                    maxLength: 40,
                    pattern: "^[a-z0-9][a-z0-9_-]*$",
                    description:
                      "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                    examples: ["vip"],
                  },
                  maxItems: 20,
                  description: "Customers carrying any of these tags; empty: every customer.",
                  default: [],
                },
                opted_in_only: {
                  type: "boolean",
                  description:
                    "Only customers with `marketing_opt_in` (default true: send only to those who agreed).",
                  default: true,
                },
                last_visit_before: {
                  anyOf: [
                    {
                      type: "string",
                      format: "date-time",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
                last_visit_after: {
                  anyOf: [
                    {
                      type: "string",
                      format: "date-time",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
              },
              description: "The audience in a create or update body (replaced whole in an update).",
            },
            message: {
              type: "object",
              required: ["body"],
              properties: {
                subject: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                body: {
                  type: "string",
                  minLength: 1,
                  maxLength: 5000,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "The message in a create or update body.",
            },
            promotion_id: {
              anyOf: [
                {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                {
                  type: "null",
                },
              ],
            },
            scheduled_at: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
            },
          },
          description: "What creating a campaign takes; it starts as a draft.",
          examples: [
            {
              name: "We miss you",
              channel: "email",
              audience: {
                tags: ["vip"],
                opted_in_only: true,
              },
              message: {
                subject: "A table is waiting",
                body: "10% off your next visit with SUMMER10.",
              },
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "channel",
        "audience",
        "message",
        "promotion_id",
        "scheduled_at",
        "status",
        "audience_size",
        "sent_at",
        "cancelled_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        channel: {
          type: "string",
          enum: ["email", "sms", "push"],
          description: "How a campaign reaches its audience.",
        },
        audience: {
          type: "object",
          required: ["tags", "opted_in_only", "last_visit_before", "last_visit_after"],
          properties: {
            tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[a-z0-9][a-z0-9_-]*$",
                description:
                  "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                examples: ["vip"],
              },
            },
            opted_in_only: {
              type: "boolean",
            },
            last_visit_before: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Last visit strictly before this time; null: no bound.",
            },
            last_visit_after: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Last visit at or after this time; null: no bound.",
            },
          },
          description:
            "Who a campaign goes to, resolved from the organization's customers when it is sent. A customer\nis in it when they carry one of `tags` (empty: any customer), agreed to marketing (unless\n`opted_in_only` is false), and their latest completed order falls in the visit window (a\ncustomer with no completed order is outside any window that has a bound).",
        },
        message: {
          type: "object",
          required: ["subject", "body"],
          properties: {
            subject: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              description: "The e-mail subject or push title; null for SMS.",
            },
            body: {
              type: "string",
            },
          },
          description: "What a campaign says.",
        },
        promotion_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
          description: "A promotion the message advertises (its code, typically); null: none.",
        },
        scheduled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When it is sent; null until scheduled (scheduling without one sends at once).",
        },
        status: {
          type: "string",
          enum: ["draft", "scheduled", "sent", "cancelled"],
          description:
            "Where a campaign stands. Our design: `draft` → `scheduled` (`schedule`) → `sent` (by the\nserver at `scheduled_at`); `draft` or `scheduled` → `cancelled` (`cancel`). `sent` and\n`cancelled` are final; only a draft can be edited.",
        },
        audience_size: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
          description: "How many customers it was sent to; null until sent.",
        },
        sent_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A marketing campaign to a customer audience. Our design (Square Marketing, Toast's guest\nmarketing): the platform has no e-mail, SMS or push provider of its own. When a campaign is\nsent the server resolves its audience, records one send per customer and emits the webhook\nevent `campaign.sent` with the audience's `customer_ids`; the integrator's webhook receiver\ndelivers the message through its provider.",
    },
    annotations: {
      title: "Create a campaign",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_campaign",
    title: "Get a campaign",
    description: "One campaign.",
    inputSchema: {
      type: "object",
      properties: {
        campaign_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["campaign_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "channel",
        "audience",
        "message",
        "promotion_id",
        "scheduled_at",
        "status",
        "audience_size",
        "sent_at",
        "cancelled_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        channel: {
          type: "string",
          enum: ["email", "sms", "push"],
          description: "How a campaign reaches its audience.",
        },
        audience: {
          type: "object",
          required: ["tags", "opted_in_only", "last_visit_before", "last_visit_after"],
          properties: {
            tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[a-z0-9][a-z0-9_-]*$",
                description:
                  "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                examples: ["vip"],
              },
            },
            opted_in_only: {
              type: "boolean",
            },
            last_visit_before: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Last visit strictly before this time; null: no bound.",
            },
            last_visit_after: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Last visit at or after this time; null: no bound.",
            },
          },
          description:
            "Who a campaign goes to, resolved from the organization's customers when it is sent. A customer\nis in it when they carry one of `tags` (empty: any customer), agreed to marketing (unless\n`opted_in_only` is false), and their latest completed order falls in the visit window (a\ncustomer with no completed order is outside any window that has a bound).",
        },
        message: {
          type: "object",
          required: ["subject", "body"],
          properties: {
            subject: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              description: "The e-mail subject or push title; null for SMS.",
            },
            body: {
              type: "string",
            },
          },
          description: "What a campaign says.",
        },
        promotion_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
          description: "A promotion the message advertises (its code, typically); null: none.",
        },
        scheduled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When it is sent; null until scheduled (scheduling without one sends at once).",
        },
        status: {
          type: "string",
          enum: ["draft", "scheduled", "sent", "cancelled"],
          description:
            "Where a campaign stands. Our design: `draft` → `scheduled` (`schedule`) → `sent` (by the\nserver at `scheduled_at`); `draft` or `scheduled` → `cancelled` (`cancel`). `sent` and\n`cancelled` are final; only a draft can be edited.",
        },
        audience_size: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
          description: "How many customers it was sent to; null until sent.",
        },
        sent_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A marketing campaign to a customer audience. Our design (Square Marketing, Toast's guest\nmarketing): the platform has no e-mail, SMS or push provider of its own. When a campaign is\nsent the server resolves its audience, records one send per customer and emits the webhook\nevent `campaign.sent` with the audience's `customer_ids`; the integrator's webhook receiver\ndelivers the message through its provider.",
    },
    annotations: {
      title: "Get a campaign",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      campaign_id: "path",
    },
  },
  {
    name: "delete_campaign",
    title: "Delete a campaign",
    description:
      "Deletes a draft or a cancelled campaign; 409 `invalid_transition` for a scheduled one (cancel\nit first) or a sent one (kept as the record of who was sent what).",
    inputSchema: {
      type: "object",
      properties: {
        campaign_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["campaign_id"],
    },
    annotations: {
      title: "Delete a campaign",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      campaign_id: "path",
    },
  },
  {
    name: "update_campaign",
    title: "Update a campaign",
    description: "Changes a draft; 409 `invalid_transition` for any other status.",
    inputSchema: {
      type: "object",
      properties: {
        campaign_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            channel: {
              type: "string",
              enum: ["email", "sms", "push"],
              description: "How a campaign reaches its audience.",
            },
            audience: {
              type: "object",
              properties: {
                tags: {
                  type: "array",
                  items: {
                    type: "string",
                    minLength: 1,
                    maxLength: 40,
                    pattern: "^[a-z0-9][a-z0-9_-]*$",
                    description:
                      "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                    examples: ["vip"],
                  },
                  maxItems: 20,
                  description: "Customers carrying any of these tags; empty: every customer.",
                  default: [],
                },
                opted_in_only: {
                  type: "boolean",
                  description:
                    "Only customers with `marketing_opt_in` (default true: send only to those who agreed).",
                  default: true,
                },
                last_visit_before: {
                  anyOf: [
                    {
                      type: "string",
                      format: "date-time",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
                last_visit_after: {
                  anyOf: [
                    {
                      type: "string",
                      format: "date-time",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
              },
              description: "The audience in a create or update body (replaced whole in an update).",
            },
            message: {
              type: "object",
              required: ["body"],
              properties: {
                subject: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                body: {
                  type: "string",
                  minLength: 1,
                  maxLength: 5000,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "The message in a create or update body.",
            },
            promotion_id: {
              anyOf: [
                {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                {
                  type: "null",
                },
              ],
            },
            scheduled_at: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
            },
          },
          description:
            "What updating a draft takes: the members sent change (`audience` and `message` whole).",
          examples: [
            {
              name: "We really miss you",
            },
          ],
        },
      },
      required: ["campaign_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "channel",
        "audience",
        "message",
        "promotion_id",
        "scheduled_at",
        "status",
        "audience_size",
        "sent_at",
        "cancelled_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        channel: {
          type: "string",
          enum: ["email", "sms", "push"],
          description: "How a campaign reaches its audience.",
        },
        audience: {
          type: "object",
          required: ["tags", "opted_in_only", "last_visit_before", "last_visit_after"],
          properties: {
            tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[a-z0-9][a-z0-9_-]*$",
                description:
                  "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                examples: ["vip"],
              },
            },
            opted_in_only: {
              type: "boolean",
            },
            last_visit_before: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Last visit strictly before this time; null: no bound.",
            },
            last_visit_after: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Last visit at or after this time; null: no bound.",
            },
          },
          description:
            "Who a campaign goes to, resolved from the organization's customers when it is sent. A customer\nis in it when they carry one of `tags` (empty: any customer), agreed to marketing (unless\n`opted_in_only` is false), and their latest completed order falls in the visit window (a\ncustomer with no completed order is outside any window that has a bound).",
        },
        message: {
          type: "object",
          required: ["subject", "body"],
          properties: {
            subject: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              description: "The e-mail subject or push title; null for SMS.",
            },
            body: {
              type: "string",
            },
          },
          description: "What a campaign says.",
        },
        promotion_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
          description: "A promotion the message advertises (its code, typically); null: none.",
        },
        scheduled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When it is sent; null until scheduled (scheduling without one sends at once).",
        },
        status: {
          type: "string",
          enum: ["draft", "scheduled", "sent", "cancelled"],
          description:
            "Where a campaign stands. Our design: `draft` → `scheduled` (`schedule`) → `sent` (by the\nserver at `scheduled_at`); `draft` or `scheduled` → `cancelled` (`cancel`). `sent` and\n`cancelled` are final; only a draft can be edited.",
        },
        audience_size: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
          description: "How many customers it was sent to; null until sent.",
        },
        sent_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A marketing campaign to a customer audience. Our design (Square Marketing, Toast's guest\nmarketing): the platform has no e-mail, SMS or push provider of its own. When a campaign is\nsent the server resolves its audience, records one send per customer and emits the webhook\nevent `campaign.sent` with the audience's `customer_ids`; the integrator's webhook receiver\ndelivers the message through its provider.",
    },
    annotations: {
      title: "Update a campaign",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      campaign_id: "path",
      body: "body",
    },
  },
  {
    name: "cancel_campaign",
    title: "Cancel a campaign",
    description: "draft or scheduled → cancelled.",
    inputSchema: {
      type: "object",
      properties: {
        campaign_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["campaign_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "channel",
        "audience",
        "message",
        "promotion_id",
        "scheduled_at",
        "status",
        "audience_size",
        "sent_at",
        "cancelled_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        channel: {
          type: "string",
          enum: ["email", "sms", "push"],
          description: "How a campaign reaches its audience.",
        },
        audience: {
          type: "object",
          required: ["tags", "opted_in_only", "last_visit_before", "last_visit_after"],
          properties: {
            tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[a-z0-9][a-z0-9_-]*$",
                description:
                  "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                examples: ["vip"],
              },
            },
            opted_in_only: {
              type: "boolean",
            },
            last_visit_before: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Last visit strictly before this time; null: no bound.",
            },
            last_visit_after: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Last visit at or after this time; null: no bound.",
            },
          },
          description:
            "Who a campaign goes to, resolved from the organization's customers when it is sent. A customer\nis in it when they carry one of `tags` (empty: any customer), agreed to marketing (unless\n`opted_in_only` is false), and their latest completed order falls in the visit window (a\ncustomer with no completed order is outside any window that has a bound).",
        },
        message: {
          type: "object",
          required: ["subject", "body"],
          properties: {
            subject: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              description: "The e-mail subject or push title; null for SMS.",
            },
            body: {
              type: "string",
            },
          },
          description: "What a campaign says.",
        },
        promotion_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
          description: "A promotion the message advertises (its code, typically); null: none.",
        },
        scheduled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When it is sent; null until scheduled (scheduling without one sends at once).",
        },
        status: {
          type: "string",
          enum: ["draft", "scheduled", "sent", "cancelled"],
          description:
            "Where a campaign stands. Our design: `draft` → `scheduled` (`schedule`) → `sent` (by the\nserver at `scheduled_at`); `draft` or `scheduled` → `cancelled` (`cancel`). `sent` and\n`cancelled` are final; only a draft can be edited.",
        },
        audience_size: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
          description: "How many customers it was sent to; null until sent.",
        },
        sent_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A marketing campaign to a customer audience. Our design (Square Marketing, Toast's guest\nmarketing): the platform has no e-mail, SMS or push provider of its own. When a campaign is\nsent the server resolves its audience, records one send per customer and emits the webhook\nevent `campaign.sent` with the audience's `customer_ids`; the integrator's webhook receiver\ndelivers the message through its provider.",
    },
    annotations: {
      title: "Cancel a campaign",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      campaign_id: "path",
    },
  },
  {
    name: "schedule_campaign",
    title: "Schedule a campaign",
    description:
      "draft → scheduled. Sent at `scheduled_at`, or at the next minute sweep when it has none;\n422 `unprocessable` when `scheduled_at` has already passed.",
    inputSchema: {
      type: "object",
      properties: {
        campaign_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["campaign_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "channel",
        "audience",
        "message",
        "promotion_id",
        "scheduled_at",
        "status",
        "audience_size",
        "sent_at",
        "cancelled_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        channel: {
          type: "string",
          enum: ["email", "sms", "push"],
          description: "How a campaign reaches its audience.",
        },
        audience: {
          type: "object",
          required: ["tags", "opted_in_only", "last_visit_before", "last_visit_after"],
          properties: {
            tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[a-z0-9][a-z0-9_-]*$",
                description:
                  "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                examples: ["vip"],
              },
            },
            opted_in_only: {
              type: "boolean",
            },
            last_visit_before: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Last visit strictly before this time; null: no bound.",
            },
            last_visit_after: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Last visit at or after this time; null: no bound.",
            },
          },
          description:
            "Who a campaign goes to, resolved from the organization's customers when it is sent. A customer\nis in it when they carry one of `tags` (empty: any customer), agreed to marketing (unless\n`opted_in_only` is false), and their latest completed order falls in the visit window (a\ncustomer with no completed order is outside any window that has a bound).",
        },
        message: {
          type: "object",
          required: ["subject", "body"],
          properties: {
            subject: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              description: "The e-mail subject or push title; null for SMS.",
            },
            body: {
              type: "string",
            },
          },
          description: "What a campaign says.",
        },
        promotion_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
          description: "A promotion the message advertises (its code, typically); null: none.",
        },
        scheduled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When it is sent; null until scheduled (scheduling without one sends at once).",
        },
        status: {
          type: "string",
          enum: ["draft", "scheduled", "sent", "cancelled"],
          description:
            "Where a campaign stands. Our design: `draft` → `scheduled` (`schedule`) → `sent` (by the\nserver at `scheduled_at`); `draft` or `scheduled` → `cancelled` (`cancel`). `sent` and\n`cancelled` are final; only a draft can be edited.",
        },
        audience_size: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
          description: "How many customers it was sent to; null until sent.",
        },
        sent_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A marketing campaign to a customer audience. Our design (Square Marketing, Toast's guest\nmarketing): the platform has no e-mail, SMS or push provider of its own. When a campaign is\nsent the server resolves its audience, records one send per customer and emits the webhook\nevent `campaign.sent` with the audience's `customer_ids`; the integrator's webhook receiver\ndelivers the message through its provider.",
    },
    annotations: {
      title: "Schedule a campaign",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      campaign_id: "path",
    },
  },
  {
    name: "list_campaign_sends",
    title: "List a campaign's sends",
    description: "The customers a sent campaign went to (empty before it is sent).",
    inputSchema: {
      type: "object",
      properties: {
        campaign_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
      required: ["campaign_id"],
    },
    outputSchema: {
      type: "object",
      required: ["sends", "next_cursor"],
      properties: {
        sends: {
          type: "array",
          items: {
            type: "object",
            required: ["customer_id", "created_at"],
            properties: {
              customer_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              created_at: {
                type: "string",
                format: "date-time",
                description: "When the send was recorded (the campaign's sending).",
              },
            },
            description: "One customer a campaign was sent to.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of a campaign's sends, in the order they were recorded.",
    },
    annotations: {
      title: "List a campaign's sends",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      campaign_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "list_customers",
    title: "List customers",
    description:
      "Our design: the organization's customers, newest first. `q` finds a part of the name, e-mail\naddress or phone number (case-insensitive); `tag` keeps customers carrying the tag.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
        q: {
          type: "string",
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          minLength: 1,
          maxLength: 100,
        },
        tag: {
          type: "string",
          minLength: 1,
          maxLength: 40,
          pattern: "^[a-z0-9][a-z0-9_-]*$",
          description:
            "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
          examples: ["vip"],
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["customers", "next_cursor"],
      properties: {
        customers: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "email",
              "phone",
              "marketing_opt_in",
              "note",
              "tags",
              "addresses",
              "loyalty",
              "visits",
              "total_spent_amount",
              "last_visit_at",
              "created_at",
              "updated_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              email: {
                anyOf: [
                  {
                    type: "string",
                    maxLength: 254,
                    pattern:
                      "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
                    format: "email",
                    description: "An e-mail address, at most 254 characters.",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Unique in the organization (case-insensitive).",
              },
              phone: {
                anyOf: [
                  {
                    type: "string",
                    maxLength: 32,
                    pattern: "^\\+?[0-9 ().-]{3,31}$",
                    description:
                      "A telephone number as people write it: digits, spaces, `()`, `.`, `-`, an optional leading `+`.",
                    examples: ["+351 912 345 678"],
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Unique in the organization.",
              },
              marketing_opt_in: {
                type: "boolean",
                description:
                  "Whether the customer agreed to receive marketing (campaigns send only to these).",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                    maxLength: 2000,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    description:
                      "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              tags: {
                type: "array",
                items: {
                  type: "string",
                  minLength: 1,
                  maxLength: 40,
                  pattern: "^[a-z0-9][a-z0-9_-]*$",
                  description:
                    "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                  examples: ["vip"],
                },
              },
              addresses: {
                type: "array",
                items: {
                  type: "object",
                  required: [
                    "id",
                    "label",
                    "line1",
                    "line2",
                    "city",
                    "postal_code",
                    "country",
                    "instructions",
                  ],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description:
                        "Stable while the address is kept: send it back in an update to keep the address.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    label: {
                      anyOf: [
                        {
                          type: "string",
                        },
                        {
                          type: "null",
                        },
                      ],
                      description: "What the customer calls it (`home`, `office`).",
                    },
                    line1: {
                      type: "string",
                    },
                    line2: {
                      anyOf: [
                        {
                          type: "string",
                        },
                        {
                          type: "null",
                        },
                      ],
                    },
                    city: {
                      type: "string",
                    },
                    postal_code: {
                      anyOf: [
                        {
                          type: "string",
                        },
                        {
                          type: "null",
                        },
                      ],
                    },
                    country: {
                      type: "string",
                      description: "ISO 3166-1 alpha-2 country code.",
                    },
                    instructions: {
                      anyOf: [
                        {
                          type: "string",
                        },
                        {
                          type: "null",
                        },
                      ],
                      description: "For the courier (gate code, floor).",
                    },
                  },
                  description: "A delivery address the customer keeps.",
                },
              },
              loyalty: {
                type: "object",
                required: ["points", "lifetime_points", "tier"],
                properties: {
                  points: {
                    type: "integer",
                    format: "int64",
                    description: "Points available to redeem now.",
                  },
                  lifetime_points: {
                    type: "integer",
                    format: "int64",
                    description:
                      "Points ever earned (redemptions do not lower it; reversed accruals do): tiers are reached on it.",
                  },
                  tier: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    description:
                      "The highest tier whose `min_points` the lifetime points reach; null below every tier.",
                  },
                },
                description: "Where the customer stands in the loyalty program.",
              },
              visits: {
                type: "integer",
                format: "int64",
                description: "Completed orders.",
              },
              total_spent_amount: {
                type: "integer",
                format: "int64",
                description: "What the completed orders came to (their totals, after discounts).",
              },
              last_visit_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "When the latest completed order was completed; null before the first.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description:
              "A customer of the organization (every restaurant of it sees the same customers). Our design:\n`visits`, `total_spent_amount` and `last_visit_at` are computed from the customer's completed\norders whenever the customer is read, so a cancelled order stops counting at once.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of customers, newest first.",
    },
    annotations: {
      title: "List customers",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
      q: "query",
      tag: "query",
    },
  },
  {
    name: "create_customer",
    title: "Create a customer",
    description:
      "Our design: adds a customer. 409 `conflict` when another customer of the organization has the\ne-mail address or phone number (`issues` names which).",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            email: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 254,
                  pattern:
                    "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
                  format: "email",
                  description: "An e-mail address, at most 254 characters.",
                },
                {
                  type: "null",
                },
              ],
            },
            phone: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 32,
                  pattern: "^\\+?[0-9 ().-]{3,31}$",
                  description:
                    "A telephone number as people write it: digits, spaces, `()`, `.`, `-`, an optional leading `+`.",
                  examples: ["+351 912 345 678"],
                },
                {
                  type: "null",
                },
              ],
            },
            marketing_opt_in: {
              type: "boolean",
              default: false,
            },
            note: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 2000,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description:
                    "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                },
                {
                  type: "null",
                },
              ],
            },
            tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[a-z0-9][a-z0-9_-]*$",
                description:
                  "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                examples: ["vip"],
              },
              maxItems: 20,
              default: [],
            },
            addresses: {
              type: "array",
              items: {
                type: "object",
                required: ["line1", "city", "country"],
                properties: {
                  id: {
                    type: "string",
                    format: "uuid",
                    description:
                      "Our design: the id of one of the customer's addresses keeps it (same id); absent adds a new one.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  label: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxLength: 50,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  line1: {
                    type: "string",
                    minLength: 1,
                    maxLength: 200,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  line2: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxLength: 200,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  city: {
                    type: "string",
                    minLength: 1,
                    maxLength: 100,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  postal_code: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxLength: 20,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  country: {
                    type: "string",
                    pattern: "^[A-Z]{2}$",
                    description: "ISO 3166-1 alpha-2 country code.",
                  },
                  instructions: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxLength: 500,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                },
                description: "An address in a create or update body.",
              },
              maxItems: 10,
              default: [],
            },
          },
          description: "What creating a customer takes.",
          examples: [
            {
              name: "Ada Lovelace",
              email: "ada@example.com",
              phone: "+351 912 345 678",
              marketing_opt_in: true,
              tags: ["vip"],
              addresses: [
                {
                  label: "home",
                  line1: "Rua Garrett 120",
                  city: "Lisboa",
                  country: "PT",
                },
              ],
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "email",
        "phone",
        "marketing_opt_in",
        "note",
        "tags",
        "addresses",
        "loyalty",
        "visits",
        "total_spent_amount",
        "last_visit_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        email: {
          anyOf: [
            {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
            },
            {
              type: "null",
            },
          ],
          description: "Unique in the organization (case-insensitive).",
        },
        phone: {
          anyOf: [
            {
              type: "string",
              maxLength: 32,
              pattern: "^\\+?[0-9 ().-]{3,31}$",
              description:
                "A telephone number as people write it: digits, spaces, `()`, `.`, `-`, an optional leading `+`.",
              examples: ["+351 912 345 678"],
            },
            {
              type: "null",
            },
          ],
          description: "Unique in the organization.",
        },
        marketing_opt_in: {
          type: "boolean",
          description: "Whether the customer agreed to receive marketing (campaigns send only to these).",
        },
        note: {
          anyOf: [
            {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            {
              type: "null",
            },
          ],
        },
        tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[a-z0-9][a-z0-9_-]*$",
            description:
              "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
            examples: ["vip"],
          },
        },
        addresses: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label", "line1", "line2", "city", "postal_code", "country", "instructions"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description:
                  "Stable while the address is kept: send it back in an update to keep the address.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "What the customer calls it (`home`, `office`).",
              },
              line1: {
                type: "string",
              },
              line2: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              city: {
                type: "string",
              },
              postal_code: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              country: {
                type: "string",
                description: "ISO 3166-1 alpha-2 country code.",
              },
              instructions: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "For the courier (gate code, floor).",
              },
            },
            description: "A delivery address the customer keeps.",
          },
        },
        loyalty: {
          type: "object",
          required: ["points", "lifetime_points", "tier"],
          properties: {
            points: {
              type: "integer",
              format: "int64",
              description: "Points available to redeem now.",
            },
            lifetime_points: {
              type: "integer",
              format: "int64",
              description:
                "Points ever earned (redemptions do not lower it; reversed accruals do): tiers are reached on it.",
            },
            tier: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              description:
                "The highest tier whose `min_points` the lifetime points reach; null below every tier.",
            },
          },
          description: "Where the customer stands in the loyalty program.",
        },
        visits: {
          type: "integer",
          format: "int64",
          description: "Completed orders.",
        },
        total_spent_amount: {
          type: "integer",
          format: "int64",
          description: "What the completed orders came to (their totals, after discounts).",
        },
        last_visit_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the latest completed order was completed; null before the first.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A customer of the organization (every restaurant of it sees the same customers). Our design:\n`visits`, `total_spent_amount` and `last_visit_at` are computed from the customer's completed\norders whenever the customer is read, so a cancelled order stops counting at once.",
    },
    annotations: {
      title: "Create a customer",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_customer",
    title: "Get a customer",
    description: "Our design: one customer, with addresses, visit statistics and loyalty summary.",
    inputSchema: {
      type: "object",
      properties: {
        customer_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["customer_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "email",
        "phone",
        "marketing_opt_in",
        "note",
        "tags",
        "addresses",
        "loyalty",
        "visits",
        "total_spent_amount",
        "last_visit_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        email: {
          anyOf: [
            {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
            },
            {
              type: "null",
            },
          ],
          description: "Unique in the organization (case-insensitive).",
        },
        phone: {
          anyOf: [
            {
              type: "string",
              maxLength: 32,
              pattern: "^\\+?[0-9 ().-]{3,31}$",
              description:
                "A telephone number as people write it: digits, spaces, `()`, `.`, `-`, an optional leading `+`.",
              examples: ["+351 912 345 678"],
            },
            {
              type: "null",
            },
          ],
          description: "Unique in the organization.",
        },
        marketing_opt_in: {
          type: "boolean",
          description: "Whether the customer agreed to receive marketing (campaigns send only to these).",
        },
        note: {
          anyOf: [
            {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            {
              type: "null",
            },
          ],
        },
        tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[a-z0-9][a-z0-9_-]*$",
            description:
              "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
            examples: ["vip"],
          },
        },
        addresses: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label", "line1", "line2", "city", "postal_code", "country", "instructions"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description:
                  "Stable while the address is kept: send it back in an update to keep the address.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "What the customer calls it (`home`, `office`).",
              },
              line1: {
                type: "string",
              },
              line2: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              city: {
                type: "string",
              },
              postal_code: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              country: {
                type: "string",
                description: "ISO 3166-1 alpha-2 country code.",
              },
              instructions: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "For the courier (gate code, floor).",
              },
            },
            description: "A delivery address the customer keeps.",
          },
        },
        loyalty: {
          type: "object",
          required: ["points", "lifetime_points", "tier"],
          properties: {
            points: {
              type: "integer",
              format: "int64",
              description: "Points available to redeem now.",
            },
            lifetime_points: {
              type: "integer",
              format: "int64",
              description:
                "Points ever earned (redemptions do not lower it; reversed accruals do): tiers are reached on it.",
            },
            tier: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              description:
                "The highest tier whose `min_points` the lifetime points reach; null below every tier.",
            },
          },
          description: "Where the customer stands in the loyalty program.",
        },
        visits: {
          type: "integer",
          format: "int64",
          description: "Completed orders.",
        },
        total_spent_amount: {
          type: "integer",
          format: "int64",
          description: "What the completed orders came to (their totals, after discounts).",
        },
        last_visit_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the latest completed order was completed; null before the first.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A customer of the organization (every restaurant of it sees the same customers). Our design:\n`visits`, `total_spent_amount` and `last_visit_at` are computed from the customer's completed\norders whenever the customer is read, so a cancelled order stops counting at once.",
    },
    annotations: {
      title: "Get a customer",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      customer_id: "path",
    },
  },
  {
    name: "delete_customer",
    title: "Delete a customer",
    description:
      "Our design: deletes a customer with their addresses and loyalty history (manager). Their\norders are kept, no longer linked to anyone.",
    inputSchema: {
      type: "object",
      properties: {
        customer_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["customer_id"],
    },
    annotations: {
      title: "Delete a customer",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      customer_id: "path",
    },
  },
  {
    name: "update_customer",
    title: "Update a customer",
    description:
      "Our design: changes a customer. 409 `conflict` when another customer has the e-mail address or\nphone number; 400 for an address `id` that is not one of the customer's.",
    inputSchema: {
      type: "object",
      properties: {
        customer_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            email: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 254,
                  pattern:
                    "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
                  format: "email",
                  description: "An e-mail address, at most 254 characters.",
                },
                {
                  type: "null",
                },
              ],
            },
            phone: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 32,
                  pattern: "^\\+?[0-9 ().-]{3,31}$",
                  description:
                    "A telephone number as people write it: digits, spaces, `()`, `.`, `-`, an optional leading `+`.",
                  examples: ["+351 912 345 678"],
                },
                {
                  type: "null",
                },
              ],
            },
            marketing_opt_in: {
              type: "boolean",
            },
            note: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 2000,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description:
                    "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                },
                {
                  type: "null",
                },
              ],
            },
            tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[a-z0-9][a-z0-9_-]*$",
                description:
                  "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                examples: ["vip"],
              },
              maxItems: 20,
            },
            addresses: {
              type: "array",
              items: {
                type: "object",
                required: ["line1", "city", "country"],
                properties: {
                  id: {
                    type: "string",
                    format: "uuid",
                    description:
                      "Our design: the id of one of the customer's addresses keeps it (same id); absent adds a new one.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  label: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxLength: 50,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  line1: {
                    type: "string",
                    minLength: 1,
                    maxLength: 200,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  line2: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxLength: 200,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  city: {
                    type: "string",
                    minLength: 1,
                    maxLength: 100,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  postal_code: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxLength: 20,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  country: {
                    type: "string",
                    pattern: "^[A-Z]{2}$",
                    description: "ISO 3166-1 alpha-2 country code.",
                  },
                  instructions: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxLength: 500,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                },
                description: "An address in a create or update body.",
              },
              maxItems: 10,
            },
          },
          description:
            "What updating a customer takes: the members sent change, the rest stay. `addresses` replaces the\nlist: entries carrying an existing address's `id` keep it, the others are added, and addresses\nnot sent are removed.",
          examples: [
            {
              marketing_opt_in: false,
            },
          ],
        },
      },
      required: ["customer_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "email",
        "phone",
        "marketing_opt_in",
        "note",
        "tags",
        "addresses",
        "loyalty",
        "visits",
        "total_spent_amount",
        "last_visit_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        email: {
          anyOf: [
            {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
            },
            {
              type: "null",
            },
          ],
          description: "Unique in the organization (case-insensitive).",
        },
        phone: {
          anyOf: [
            {
              type: "string",
              maxLength: 32,
              pattern: "^\\+?[0-9 ().-]{3,31}$",
              description:
                "A telephone number as people write it: digits, spaces, `()`, `.`, `-`, an optional leading `+`.",
              examples: ["+351 912 345 678"],
            },
            {
              type: "null",
            },
          ],
          description: "Unique in the organization.",
        },
        marketing_opt_in: {
          type: "boolean",
          description: "Whether the customer agreed to receive marketing (campaigns send only to these).",
        },
        note: {
          anyOf: [
            {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            {
              type: "null",
            },
          ],
        },
        tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[a-z0-9][a-z0-9_-]*$",
            description:
              "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
            examples: ["vip"],
          },
        },
        addresses: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label", "line1", "line2", "city", "postal_code", "country", "instructions"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description:
                  "Stable while the address is kept: send it back in an update to keep the address.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "What the customer calls it (`home`, `office`).",
              },
              line1: {
                type: "string",
              },
              line2: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              city: {
                type: "string",
              },
              postal_code: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              country: {
                type: "string",
                description: "ISO 3166-1 alpha-2 country code.",
              },
              instructions: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "For the courier (gate code, floor).",
              },
            },
            description: "A delivery address the customer keeps.",
          },
        },
        loyalty: {
          type: "object",
          required: ["points", "lifetime_points", "tier"],
          properties: {
            points: {
              type: "integer",
              format: "int64",
              description: "Points available to redeem now.",
            },
            lifetime_points: {
              type: "integer",
              format: "int64",
              description:
                "Points ever earned (redemptions do not lower it; reversed accruals do): tiers are reached on it.",
            },
            tier: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              description:
                "The highest tier whose `min_points` the lifetime points reach; null below every tier.",
            },
          },
          description: "Where the customer stands in the loyalty program.",
        },
        visits: {
          type: "integer",
          format: "int64",
          description: "Completed orders.",
        },
        total_spent_amount: {
          type: "integer",
          format: "int64",
          description: "What the completed orders came to (their totals, after discounts).",
        },
        last_visit_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the latest completed order was completed; null before the first.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A customer of the organization (every restaurant of it sees the same customers). Our design:\n`visits`, `total_spent_amount` and `last_visit_at` are computed from the customer's completed\norders whenever the customer is read, so a cancelled order stops counting at once.",
    },
    annotations: {
      title: "Update a customer",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      customer_id: "path",
      body: "body",
    },
  },
  {
    name: "get_customer_loyalty",
    title: "Get a customer's loyalty account",
    description: "Our design: the balance, lifetime points, tier, next tier and latest entries.",
    inputSchema: {
      type: "object",
      properties: {
        customer_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["customer_id"],
    },
    outputSchema: {
      type: "object",
      required: ["customer_id", "points", "lifetime_points", "tier", "next_tier", "recent_entries"],
      properties: {
        customer_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        points: {
          type: "integer",
          format: "int64",
        },
        lifetime_points: {
          type: "integer",
          format: "int64",
        },
        tier: {
          anyOf: [
            {
              type: "object",
              required: ["name", "min_points"],
              properties: {
                name: {
                  type: "string",
                  minLength: 1,
                  maxLength: 50,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                min_points: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "Lifetime points that reach the tier; 0 makes it every member's starting tier.",
                },
              },
              description: "A level customers reach by lifetime points.",
            },
            {
              type: "null",
            },
          ],
        },
        next_tier: {
          anyOf: [
            {
              type: "object",
              required: ["name", "min_points", "points_needed"],
              properties: {
                name: {
                  type: "string",
                },
                min_points: {
                  type: "integer",
                  format: "int64",
                },
                points_needed: {
                  type: "integer",
                  format: "int64",
                  description: "Lifetime points still to earn.",
                },
              },
              description: "A tier still ahead of the customer.",
            },
            {
              type: "null",
            },
          ],
        },
        recent_entries: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "kind",
              "points",
              "balance_after",
              "order_id",
              "reward_id",
              "reason",
              "created_by",
              "created_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              kind: {
                type: "string",
                enum: ["accrual", "redemption", "reversal", "adjustment"],
              },
              points: {
                type: "integer",
                format: "int64",
                description: "Signed: positive adds to the balance, negative takes from it.",
              },
              balance_after: {
                type: "integer",
                format: "int64",
                description: "The balance right after this entry.",
              },
              order_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              reward_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              reason: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              created_by: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
                description: "The member who made an adjustment; null for entries the system made.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description:
              "One change of a customer's balance. `accrual` (+, earned by a completed order), `redemption`\n(−, a reward taken on an order), `reversal` (takes back an accrual, or gives back a redemption,\nwhen the order is cancelled), `adjustment` (+ or −, by a manager or an automation rule).",
          },
          description: "The ten latest ledger entries, newest first.",
        },
      },
      description: "A customer's loyalty account.",
    },
    annotations: {
      title: "Get a customer's loyalty account",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      customer_id: "path",
    },
  },
  {
    name: "create_loyalty_adjustment",
    title: "Adjust a customer's points",
    description:
      "Our design: adds or takes points by hand, with a reason (manager). Taking more than the\nbalance is refused with 409 `insufficient_points`: the balance never goes below zero.",
    inputSchema: {
      type: "object",
      properties: {
        customer_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          required: ["points", "reason"],
          properties: {
            points: {
              type: "integer",
              format: "int32",
              minimum: -1000000,
              maximum: 1000000,
              description: "Points to add (positive) or take (negative); not 0.",
            },
            reason: {
              type: "string",
              minLength: 1,
              maxLength: 500,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            },
          },
          description: "A manual change of a customer's balance.",
          examples: [
            {
              points: 100,
              reason: "Apology for a late delivery",
            },
          ],
        },
      },
      required: ["customer_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "kind",
        "points",
        "balance_after",
        "order_id",
        "reward_id",
        "reason",
        "created_by",
        "created_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        kind: {
          type: "string",
          enum: ["accrual", "redemption", "reversal", "adjustment"],
        },
        points: {
          type: "integer",
          format: "int64",
          description: "Signed: positive adds to the balance, negative takes from it.",
        },
        balance_after: {
          type: "integer",
          format: "int64",
          description: "The balance right after this entry.",
        },
        order_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        reward_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        created_by: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
          description: "The member who made an adjustment; null for entries the system made.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "One change of a customer's balance. `accrual` (+, earned by a completed order), `redemption`\n(−, a reward taken on an order), `reversal` (takes back an accrual, or gives back a redemption,\nwhen the order is cancelled), `adjustment` (+ or −, by a manager or an automation rule).",
    },
    annotations: {
      title: "Adjust a customer's points",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      customer_id: "path",
      body: "body",
    },
  },
  {
    name: "list_customer_loyalty_ledger",
    title: "List a customer's loyalty ledger",
    description: "Our design: every change of the balance, newest first.",
    inputSchema: {
      type: "object",
      properties: {
        customer_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
      required: ["customer_id"],
    },
    outputSchema: {
      type: "object",
      required: ["entries", "next_cursor"],
      properties: {
        entries: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "kind",
              "points",
              "balance_after",
              "order_id",
              "reward_id",
              "reason",
              "created_by",
              "created_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              kind: {
                type: "string",
                enum: ["accrual", "redemption", "reversal", "adjustment"],
              },
              points: {
                type: "integer",
                format: "int64",
                description: "Signed: positive adds to the balance, negative takes from it.",
              },
              balance_after: {
                type: "integer",
                format: "int64",
                description: "The balance right after this entry.",
              },
              order_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              reward_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              reason: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              created_by: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
                description: "The member who made an adjustment; null for entries the system made.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description:
              "One change of a customer's balance. `accrual` (+, earned by a completed order), `redemption`\n(−, a reward taken on an order), `reversal` (takes back an accrual, or gives back a redemption,\nwhen the order is cancelled), `adjustment` (+ or −, by a manager or an automation rule).",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of ledger entries, newest first.",
    },
    annotations: {
      title: "List a customer's loyalty ledger",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      customer_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "get_loyalty_program",
    title: "Get the loyalty program",
    description: "The program; a program never saved answers paused, with no rules and no tiers.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      required: ["enabled", "points_name", "accrual_rules", "tiers", "updated_at"],
      properties: {
        enabled: {
          type: "boolean",
        },
        points_name: {
          type: "string",
          description: "What the points are called to customers (`stars`, `beans`).",
        },
        accrual_rules: {
          type: "array",
          items: {
            type: "object",
            oneOf: [
              {
                type: "object",
                required: ["type", "points", "amount"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["spend"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  amount: {
                    type: "integer",
                    format: "int64",
                    minimum: 1,
                    maximum: 100000000,
                    description: "Minor units of the currency that earn `points` (100 = one dollar for USD).",
                  },
                },
                description:
                  "`points` for every whole `amount` of an order's total (after discounts): 1 point per 100 cents.",
              },
              {
                type: "object",
                required: ["type", "points"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["visit"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  min_total_amount: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An order totalling less earns nothing by this rule; 0 (the default) counts every order.",
                    default: 0,
                  },
                },
                description:
                  "`points` for every completed order (a visit) whose total reaches `min_total_amount`.",
              },
              {
                type: "object",
                required: ["type", "points", "food_item_id"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["item"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  food_item_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                },
                description: "`points` for every unit of the food item ordered.",
              },
              {
                type: "object",
                required: ["type", "points", "category_id"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["category"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  category_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                },
                description: "`points` for every unit ordered of any food item in the category.",
              },
            ],
            discriminator: {
              propertyName: "type",
              mapping: {
                spend: "#/components/schemas/SpendRule",
                visit: "#/components/schemas/VisitRule",
                item: "#/components/schemas/ItemRule",
                category: "#/components/schemas/CategoryRule",
              },
            },
            description:
              "How completed orders earn points, told apart by `type`; an order earns the sum of every rule.",
          },
        },
        tiers: {
          type: "array",
          items: {
            type: "object",
            required: ["name", "min_points"],
            properties: {
              name: {
                type: "string",
                minLength: 1,
                maxLength: 50,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              },
              min_points: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "Lifetime points that reach the tier; 0 makes it every member's starting tier.",
              },
            },
            description: "A level customers reach by lifetime points.",
          },
          description: "Lowest first.",
        },
        updated_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "Null until the program was first saved.",
        },
      },
      description:
        "The organization's loyalty program (one per organization). Our design: a paused program\n(`enabled: false`) earns nothing, but points already earned stay and can still be redeemed.",
    },
    annotations: {
      title: "Get the loyalty program",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "put_loyalty_program",
    title: "Save the loyalty program",
    description:
      "Saves the whole program (manager). Changed rules apply to orders completed afterwards; tiers\napply at once. 400 for two tiers with one name or one `min_points`.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["enabled", "accrual_rules"],
          properties: {
            enabled: {
              type: "boolean",
            },
            points_name: {
              type: "string",
              minLength: 1,
              maxLength: 30,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              default: "points",
            },
            accrual_rules: {
              type: "array",
              items: {
                type: "object",
                oneOf: [
                  {
                    type: "object",
                    required: ["type", "points", "amount"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["spend"],
                      },
                      points: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 1000000,
                        description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                      },
                      amount: {
                        type: "integer",
                        format: "int64",
                        minimum: 1,
                        maximum: 100000000,
                        description:
                          "Minor units of the currency that earn `points` (100 = one dollar for USD).",
                      },
                    },
                    description:
                      "`points` for every whole `amount` of an order's total (after discounts): 1 point per 100 cents.",
                  },
                  {
                    type: "object",
                    required: ["type", "points"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["visit"],
                      },
                      points: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 1000000,
                        description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                      },
                      min_total_amount: {
                        type: "integer",
                        format: "int64",
                        minimum: 0,
                        maximum: 100000000,
                        description:
                          "An order totalling less earns nothing by this rule; 0 (the default) counts every order.",
                        default: 0,
                      },
                    },
                    description:
                      "`points` for every completed order (a visit) whose total reaches `min_total_amount`.",
                  },
                  {
                    type: "object",
                    required: ["type", "points", "food_item_id"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["item"],
                      },
                      points: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 1000000,
                        description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                      },
                      food_item_id: {
                        type: "string",
                        format: "uuid",
                        description: "A UUID naming a record.",
                        examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                      },
                    },
                    description: "`points` for every unit of the food item ordered.",
                  },
                  {
                    type: "object",
                    required: ["type", "points", "category_id"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["category"],
                      },
                      points: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 1000000,
                        description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                      },
                      category_id: {
                        type: "string",
                        format: "uuid",
                        description: "A UUID naming a record.",
                        examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                      },
                    },
                    description: "`points` for every unit ordered of any food item in the category.",
                  },
                ],
                discriminator: {
                  propertyName: "type",
                  mapping: {
                    spend: "#/components/schemas/SpendRule",
                    visit: "#/components/schemas/VisitRule",
                    item: "#/components/schemas/ItemRule",
                    category: "#/components/schemas/CategoryRule",
                  },
                },
                description:
                  "How completed orders earn points, told apart by `type`; an order earns the sum of every rule.",
              },
              maxItems: 50,
            },
            tiers: {
              type: "array",
              items: {
                type: "object",
                required: ["name", "min_points"],
                properties: {
                  name: {
                    type: "string",
                    minLength: 1,
                    maxLength: 50,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  min_points: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "Lifetime points that reach the tier; 0 makes it every member's starting tier.",
                  },
                },
                description: "A level customers reach by lifetime points.",
              },
              maxItems: 20,
              description: "Names and `min_points` must be distinct.",
              default: [],
            },
          },
          description: "The whole program: saving replaces every member.",
          examples: [
            {
              enabled: true,
              points_name: "stars",
              accrual_rules: [
                {
                  type: "spend",
                  points: 1,
                  amount: 100,
                },
                {
                  type: "visit",
                  points: 10,
                },
              ],
              tiers: [
                {
                  name: "Silver",
                  min_points: 0,
                },
                {
                  name: "Gold",
                  min_points: 1000,
                },
              ],
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["enabled", "points_name", "accrual_rules", "tiers", "updated_at"],
      properties: {
        enabled: {
          type: "boolean",
        },
        points_name: {
          type: "string",
          description: "What the points are called to customers (`stars`, `beans`).",
        },
        accrual_rules: {
          type: "array",
          items: {
            type: "object",
            oneOf: [
              {
                type: "object",
                required: ["type", "points", "amount"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["spend"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  amount: {
                    type: "integer",
                    format: "int64",
                    minimum: 1,
                    maximum: 100000000,
                    description: "Minor units of the currency that earn `points` (100 = one dollar for USD).",
                  },
                },
                description:
                  "`points` for every whole `amount` of an order's total (after discounts): 1 point per 100 cents.",
              },
              {
                type: "object",
                required: ["type", "points"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["visit"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  min_total_amount: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An order totalling less earns nothing by this rule; 0 (the default) counts every order.",
                    default: 0,
                  },
                },
                description:
                  "`points` for every completed order (a visit) whose total reaches `min_total_amount`.",
              },
              {
                type: "object",
                required: ["type", "points", "food_item_id"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["item"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  food_item_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                },
                description: "`points` for every unit of the food item ordered.",
              },
              {
                type: "object",
                required: ["type", "points", "category_id"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["category"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  category_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                },
                description: "`points` for every unit ordered of any food item in the category.",
              },
            ],
            discriminator: {
              propertyName: "type",
              mapping: {
                spend: "#/components/schemas/SpendRule",
                visit: "#/components/schemas/VisitRule",
                item: "#/components/schemas/ItemRule",
                category: "#/components/schemas/CategoryRule",
              },
            },
            description:
              "How completed orders earn points, told apart by `type`; an order earns the sum of every rule.",
          },
        },
        tiers: {
          type: "array",
          items: {
            type: "object",
            required: ["name", "min_points"],
            properties: {
              name: {
                type: "string",
                minLength: 1,
                maxLength: 50,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              },
              min_points: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "Lifetime points that reach the tier; 0 makes it every member's starting tier.",
              },
            },
            description: "A level customers reach by lifetime points.",
          },
          description: "Lowest first.",
        },
        updated_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "Null until the program was first saved.",
        },
      },
      description:
        "The organization's loyalty program (one per organization). Our design: a paused program\n(`enabled: false`) earns nothing, but points already earned stay and can still be redeemed.",
    },
    annotations: {
      title: "Save the loyalty program",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "list_loyalty_rewards",
    title: "List rewards",
    description: "Our design: the rewards, in the order they were created.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["rewards", "next_cursor"],
      properties: {
        rewards: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "points_cost", "definition", "created_at", "updated_at"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              points_cost: {
                type: "integer",
                format: "int32",
                minimum: 1,
                maximum: 1000000,
                description: "A number of loyalty points in a rule, a tier or a reward's cost.",
              },
              definition: {
                type: "object",
                oneOf: [
                  {
                    type: "object",
                    required: ["kind", "discount_amount"],
                    properties: {
                      kind: {
                        type: "string",
                        enum: ["fixed_discount"],
                      },
                      discount_amount: {
                        type: "integer",
                        format: "int64",
                        minimum: 1,
                        maximum: 100000000,
                      },
                    },
                    description: "A fixed amount off the order.",
                  },
                  {
                    type: "object",
                    required: ["kind", "percentage"],
                    properties: {
                      kind: {
                        type: "string",
                        enum: ["percentage_discount"],
                      },
                      percentage: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 100,
                      },
                      max_amount: {
                        anyOf: [
                          {
                            type: "integer",
                            format: "int64",
                            minimum: 0,
                            maximum: 100000000,
                            description:
                              "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                          },
                          {
                            type: "null",
                          },
                        ],
                      },
                    },
                    description: "A percentage off the order, up to `max_amount` when set.",
                  },
                  {
                    type: "object",
                    required: ["kind", "food_item_id"],
                    properties: {
                      kind: {
                        type: "string",
                        enum: ["free_item"],
                      },
                      food_item_id: {
                        type: "string",
                        format: "uuid",
                        description: "A UUID naming a record.",
                        examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                      },
                    },
                    description: "One unit of a food item for free.",
                  },
                ],
                discriminator: {
                  propertyName: "kind",
                  mapping: {
                    fixed_discount: "#/components/schemas/FixedDiscountReward",
                    percentage_discount: "#/components/schemas/PercentageDiscountReward",
                    free_item: "#/components/schemas/FreeItemReward",
                  },
                },
                description: "What a reward gives, told apart by `kind`.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description:
              "A reward customers redeem points for (Square's reward tier: points and a definition).",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of rewards, in the order they were created.",
    },
    annotations: {
      title: "List rewards",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_loyalty_reward",
    title: "Create a reward",
    description: "Our design: adds a reward (manager).",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "points_cost", "definition"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            points_cost: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 1000000,
              description: "A number of loyalty points in a rule, a tier or a reward's cost.",
            },
            definition: {
              type: "object",
              oneOf: [
                {
                  type: "object",
                  required: ["kind", "discount_amount"],
                  properties: {
                    kind: {
                      type: "string",
                      enum: ["fixed_discount"],
                    },
                    discount_amount: {
                      type: "integer",
                      format: "int64",
                      minimum: 1,
                      maximum: 100000000,
                    },
                  },
                  description: "A fixed amount off the order.",
                },
                {
                  type: "object",
                  required: ["kind", "percentage"],
                  properties: {
                    kind: {
                      type: "string",
                      enum: ["percentage_discount"],
                    },
                    percentage: {
                      type: "integer",
                      format: "int32",
                      minimum: 1,
                      maximum: 100,
                    },
                    max_amount: {
                      anyOf: [
                        {
                          type: "integer",
                          format: "int64",
                          minimum: 0,
                          maximum: 100000000,
                          description:
                            "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                        },
                        {
                          type: "null",
                        },
                      ],
                    },
                  },
                  description: "A percentage off the order, up to `max_amount` when set.",
                },
                {
                  type: "object",
                  required: ["kind", "food_item_id"],
                  properties: {
                    kind: {
                      type: "string",
                      enum: ["free_item"],
                    },
                    food_item_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                  },
                  description: "One unit of a food item for free.",
                },
              ],
              discriminator: {
                propertyName: "kind",
                mapping: {
                  fixed_discount: "#/components/schemas/FixedDiscountReward",
                  percentage_discount: "#/components/schemas/PercentageDiscountReward",
                  free_item: "#/components/schemas/FreeItemReward",
                },
              },
              description: "What a reward gives, told apart by `kind`.",
            },
          },
          description: "What creating a reward takes.",
          examples: [
            {
              name: "Free espresso",
              points_cost: 50,
              definition: {
                kind: "fixed_discount",
                discount_amount: 150,
              },
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "points_cost", "definition", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        points_cost: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 1000000,
          description: "A number of loyalty points in a rule, a tier or a reward's cost.",
        },
        definition: {
          type: "object",
          oneOf: [
            {
              type: "object",
              required: ["kind", "discount_amount"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["fixed_discount"],
                },
                discount_amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 1,
                  maximum: 100000000,
                },
              },
              description: "A fixed amount off the order.",
            },
            {
              type: "object",
              required: ["kind", "percentage"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["percentage_discount"],
                },
                percentage: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 100,
                },
                max_amount: {
                  anyOf: [
                    {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
              },
              description: "A percentage off the order, up to `max_amount` when set.",
            },
            {
              type: "object",
              required: ["kind", "food_item_id"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["free_item"],
                },
                food_item_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
              },
              description: "One unit of a food item for free.",
            },
          ],
          discriminator: {
            propertyName: "kind",
            mapping: {
              fixed_discount: "#/components/schemas/FixedDiscountReward",
              percentage_discount: "#/components/schemas/PercentageDiscountReward",
              free_item: "#/components/schemas/FreeItemReward",
            },
          },
          description: "What a reward gives, told apart by `kind`.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A reward customers redeem points for (Square's reward tier: points and a definition).",
    },
    annotations: {
      title: "Create a reward",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_loyalty_reward",
    title: "Get a reward",
    description: "Our design: one reward.",
    inputSchema: {
      type: "object",
      properties: {
        reward_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["reward_id"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "points_cost", "definition", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        points_cost: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 1000000,
          description: "A number of loyalty points in a rule, a tier or a reward's cost.",
        },
        definition: {
          type: "object",
          oneOf: [
            {
              type: "object",
              required: ["kind", "discount_amount"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["fixed_discount"],
                },
                discount_amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 1,
                  maximum: 100000000,
                },
              },
              description: "A fixed amount off the order.",
            },
            {
              type: "object",
              required: ["kind", "percentage"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["percentage_discount"],
                },
                percentage: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 100,
                },
                max_amount: {
                  anyOf: [
                    {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
              },
              description: "A percentage off the order, up to `max_amount` when set.",
            },
            {
              type: "object",
              required: ["kind", "food_item_id"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["free_item"],
                },
                food_item_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
              },
              description: "One unit of a food item for free.",
            },
          ],
          discriminator: {
            propertyName: "kind",
            mapping: {
              fixed_discount: "#/components/schemas/FixedDiscountReward",
              percentage_discount: "#/components/schemas/PercentageDiscountReward",
              free_item: "#/components/schemas/FreeItemReward",
            },
          },
          description: "What a reward gives, told apart by `kind`.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A reward customers redeem points for (Square's reward tier: points and a definition).",
    },
    annotations: {
      title: "Get a reward",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      reward_id: "path",
    },
  },
  {
    name: "delete_loyalty_reward",
    title: "Delete a reward",
    description: "Our design: deletes a reward (manager); the ledger keeps its redemptions.",
    inputSchema: {
      type: "object",
      properties: {
        reward_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["reward_id"],
    },
    annotations: {
      title: "Delete a reward",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      reward_id: "path",
    },
  },
  {
    name: "update_loyalty_reward",
    title: "Update a reward",
    description: "Our design: changes a reward (manager); redemptions already made keep what they gave.",
    inputSchema: {
      type: "object",
      properties: {
        reward_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            points_cost: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 1000000,
              description: "A number of loyalty points in a rule, a tier or a reward's cost.",
            },
            definition: {
              type: "object",
              oneOf: [
                {
                  type: "object",
                  required: ["kind", "discount_amount"],
                  properties: {
                    kind: {
                      type: "string",
                      enum: ["fixed_discount"],
                    },
                    discount_amount: {
                      type: "integer",
                      format: "int64",
                      minimum: 1,
                      maximum: 100000000,
                    },
                  },
                  description: "A fixed amount off the order.",
                },
                {
                  type: "object",
                  required: ["kind", "percentage"],
                  properties: {
                    kind: {
                      type: "string",
                      enum: ["percentage_discount"],
                    },
                    percentage: {
                      type: "integer",
                      format: "int32",
                      minimum: 1,
                      maximum: 100,
                    },
                    max_amount: {
                      anyOf: [
                        {
                          type: "integer",
                          format: "int64",
                          minimum: 0,
                          maximum: 100000000,
                          description:
                            "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                        },
                        {
                          type: "null",
                        },
                      ],
                    },
                  },
                  description: "A percentage off the order, up to `max_amount` when set.",
                },
                {
                  type: "object",
                  required: ["kind", "food_item_id"],
                  properties: {
                    kind: {
                      type: "string",
                      enum: ["free_item"],
                    },
                    food_item_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                  },
                  description: "One unit of a food item for free.",
                },
              ],
              discriminator: {
                propertyName: "kind",
                mapping: {
                  fixed_discount: "#/components/schemas/FixedDiscountReward",
                  percentage_discount: "#/components/schemas/PercentageDiscountReward",
                  free_item: "#/components/schemas/FreeItemReward",
                },
              },
              description: "What a reward gives, told apart by `kind`.",
            },
          },
          description:
            "What updating a reward takes: the members sent change (a `definition` is replaced whole).",
          examples: [
            {
              points_cost: 60,
            },
          ],
        },
      },
      required: ["reward_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "points_cost", "definition", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        points_cost: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 1000000,
          description: "A number of loyalty points in a rule, a tier or a reward's cost.",
        },
        definition: {
          type: "object",
          oneOf: [
            {
              type: "object",
              required: ["kind", "discount_amount"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["fixed_discount"],
                },
                discount_amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 1,
                  maximum: 100000000,
                },
              },
              description: "A fixed amount off the order.",
            },
            {
              type: "object",
              required: ["kind", "percentage"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["percentage_discount"],
                },
                percentage: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 100,
                },
                max_amount: {
                  anyOf: [
                    {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
              },
              description: "A percentage off the order, up to `max_amount` when set.",
            },
            {
              type: "object",
              required: ["kind", "food_item_id"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["free_item"],
                },
                food_item_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
              },
              description: "One unit of a food item for free.",
            },
          ],
          discriminator: {
            propertyName: "kind",
            mapping: {
              fixed_discount: "#/components/schemas/FixedDiscountReward",
              percentage_discount: "#/components/schemas/PercentageDiscountReward",
              free_item: "#/components/schemas/FreeItemReward",
            },
          },
          description: "What a reward gives, told apart by `kind`.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A reward customers redeem points for (Square's reward tier: points and a definition).",
    },
    annotations: {
      title: "Update a reward",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      reward_id: "path",
      body: "body",
    },
  },
  {
    name: "list_menu_categories",
    title: "List menu categories",
    description: "The organization's categories, newest first (`position` is the display order).",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["categories", "next_cursor"],
      properties: {
        categories: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "description", "position", "created_at", "updated_at"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              description: {
                anyOf: [
                  {
                    type: "string",
                    maxLength: 2000,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    description:
                      "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              position: {
                type: "integer",
                format: "int32",
                minimum: 0,
                maximum: 100000,
                description: "Display order: lower first.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "A category of the organization's catalog (Starters, Mains…).",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of categories, newest first.",
    },
    annotations: {
      title: "List menu categories",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_menu_category",
    title: "Create a menu category",
    description: "Adds a category.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            description: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 2000,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description:
                    "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                },
                {
                  type: "null",
                },
              ],
            },
            position: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 100000,
              description: "Where a record sits in its list: lower first (ties by name).",
              default: 0,
            },
          },
          description: "What creating a category takes.",
          examples: [
            {
              name: "Mains",
              position: 20,
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "description", "position", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        description: {
          anyOf: [
            {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            {
              type: "null",
            },
          ],
        },
        position: {
          type: "integer",
          format: "int32",
          minimum: 0,
          maximum: 100000,
          description: "Display order: lower first.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A category of the organization's catalog (Starters, Mains…).",
    },
    annotations: {
      title: "Create a menu category",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_menu_category",
    title: "Get a menu category",
    description: "One category.",
    inputSchema: {
      type: "object",
      properties: {
        category_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["category_id"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "description", "position", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        description: {
          anyOf: [
            {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            {
              type: "null",
            },
          ],
        },
        position: {
          type: "integer",
          format: "int32",
          minimum: 0,
          maximum: 100000,
          description: "Display order: lower first.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A category of the organization's catalog (Starters, Mains…).",
    },
    annotations: {
      title: "Get a menu category",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      category_id: "path",
    },
  },
  {
    name: "delete_menu_category",
    title: "Delete a menu category",
    description: "Deletes a category; its food items stay, uncategorized (`category_id` null).",
    inputSchema: {
      type: "object",
      properties: {
        category_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["category_id"],
    },
    annotations: {
      title: "Delete a menu category",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      category_id: "path",
    },
  },
  {
    name: "update_menu_category",
    title: "Update a menu category",
    description: "Changes a category.",
    inputSchema: {
      type: "object",
      properties: {
        category_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            description: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 2000,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description:
                    "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                },
                {
                  type: "null",
                },
              ],
            },
            position: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 100000,
              description: "Where a record sits in its list: lower first (ties by name).",
            },
          },
          description: "What updating a category takes: the members sent change, the rest stay.",
          examples: [
            {
              position: 10,
            },
          ],
        },
      },
      required: ["category_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "description", "position", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        description: {
          anyOf: [
            {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            {
              type: "null",
            },
          ],
        },
        position: {
          type: "integer",
          format: "int32",
          minimum: 0,
          maximum: 100000,
          description: "Display order: lower first.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A category of the organization's catalog (Starters, Mains…).",
    },
    annotations: {
      title: "Update a menu category",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      category_id: "path",
      body: "body",
    },
  },
  {
    name: "list_food_items",
    title: "List food items",
    description: "The organization's food items, newest first; `category_id` keeps one category's.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
        category_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["food_items", "next_cursor"],
      properties: {
        food_items: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "description",
              "category_id",
              "variants",
              "modifier_group_ids",
              "tags",
              "allergens",
              "available",
              "created_at",
              "updated_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              description: {
                anyOf: [
                  {
                    type: "string",
                    maxLength: 2000,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    description:
                      "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              category_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              variants: {
                type: "array",
                items: {
                  type: "object",
                  required: ["id", "name", "price"],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description: "Stable across updates: orders and branch overrides refer to it.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                      minLength: 1,
                      maxLength: 200,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
                    },
                    price: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One priced form of a food item (Regular, Large…).",
                },
                description: "At least one; in display order.",
              },
              modifier_group_ids: {
                type: "array",
                items: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                description: "The modifier groups offered with the item, in display order.",
              },
              tags: {
                type: "array",
                items: {
                  type: "string",
                  minLength: 1,
                  maxLength: 40,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description:
                    "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
                },
              },
              allergens: {
                type: "array",
                items: {
                  type: "string",
                  minLength: 1,
                  maxLength: 40,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description:
                    "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
                },
              },
              available: {
                type: "boolean",
                description:
                  "Organization-wide availability (\"86\"): false takes the item off every branch's menu at once,\nwhatever the branch's overrides say.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "A food item of the organization's catalog.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of food items, newest first.",
    },
    annotations: {
      title: "List food items",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
      category_id: "query",
    },
  },
  {
    name: "create_food_item",
    title: "Create a food item",
    description:
      "Adds a food item. 422 `unprocessable` for a category or modifier group that is not the\norganization's; 400 for a repeated modifier group or an `id` on a new variant.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "variants"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            description: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 2000,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description:
                    "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                },
                {
                  type: "null",
                },
              ],
            },
            category_id: {
              anyOf: [
                {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                {
                  type: "null",
                },
              ],
            },
            variants: {
              type: "array",
              items: {
                type: "object",
                required: ["name", "price"],
                properties: {
                  id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  name: {
                    type: "string",
                    minLength: 1,
                    maxLength: 200,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
                  },
                  price: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                  },
                },
                description:
                  "A variant as sent: with the `id` of an existing variant of this item to keep (and change) it,\nwithout one to add a new variant.",
              },
              minItems: 1,
              maxItems: 20,
              description: "At least one, at most 20; ids are assigned (an `id` sent here is refused).",
            },
            modifier_group_ids: {
              type: "array",
              items: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              maxItems: 20,
              description: "At most 20 distinct groups of the organization, in display order.",
              default: [],
            },
            tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
              },
              maxItems: 20,
              default: [],
            },
            allergens: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
              },
              maxItems: 20,
              default: [],
            },
            available: {
              type: "boolean",
              default: true,
            },
          },
          description: "What creating a food item takes.",
          examples: [
            {
              name: "Margherita",
              variants: [
                {
                  name: "Regular",
                  price: 900,
                },
                {
                  name: "Large",
                  price: 1300,
                },
              ],
              tags: ["vegetarian"],
              allergens: ["gluten", "milk"],
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "description",
        "category_id",
        "variants",
        "modifier_group_ids",
        "tags",
        "allergens",
        "available",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        description: {
          anyOf: [
            {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            {
              type: "null",
            },
          ],
        },
        category_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        variants: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "price"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "Stable across updates: orders and branch overrides refer to it.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              price: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "One priced form of a food item (Regular, Large…).",
          },
          description: "At least one; in display order.",
        },
        modifier_group_ids: {
          type: "array",
          items: {
            type: "string",
            format: "uuid",
            description: "A UUID naming a record.",
            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
          },
          description: "The modifier groups offered with the item, in display order.",
        },
        tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description:
              "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
          },
        },
        allergens: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description:
              "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
          },
        },
        available: {
          type: "boolean",
          description:
            "Organization-wide availability (\"86\"): false takes the item off every branch's menu at once,\nwhatever the branch's overrides say.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A food item of the organization's catalog.",
    },
    annotations: {
      title: "Create a food item",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_food_item",
    title: "Get a food item",
    description: "One food item.",
    inputSchema: {
      type: "object",
      properties: {
        food_item_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["food_item_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "description",
        "category_id",
        "variants",
        "modifier_group_ids",
        "tags",
        "allergens",
        "available",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        description: {
          anyOf: [
            {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            {
              type: "null",
            },
          ],
        },
        category_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        variants: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "price"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "Stable across updates: orders and branch overrides refer to it.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              price: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "One priced form of a food item (Regular, Large…).",
          },
          description: "At least one; in display order.",
        },
        modifier_group_ids: {
          type: "array",
          items: {
            type: "string",
            format: "uuid",
            description: "A UUID naming a record.",
            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
          },
          description: "The modifier groups offered with the item, in display order.",
        },
        tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description:
              "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
          },
        },
        allergens: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description:
              "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
          },
        },
        available: {
          type: "boolean",
          description:
            "Organization-wide availability (\"86\"): false takes the item off every branch's menu at once,\nwhatever the branch's overrides say.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A food item of the organization's catalog.",
    },
    annotations: {
      title: "Get a food item",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      food_item_id: "path",
    },
  },
  {
    name: "delete_food_item",
    title: "Delete a food item",
    description:
      "Deletes a food item. 409 `in_use` while a preset menu lists it or a restaurant overrides it\n(take it off those first, or set `available: false`); past orders keep their lines.",
    inputSchema: {
      type: "object",
      properties: {
        food_item_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["food_item_id"],
    },
    annotations: {
      title: "Delete a food item",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      food_item_id: "path",
    },
  },
  {
    name: "update_food_item",
    title: "Update a food item",
    description: "Changes a food item (see {",
    inputSchema: {
      type: "object",
      properties: {
        food_item_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            description: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 2000,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description:
                    "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                },
                {
                  type: "null",
                },
              ],
            },
            category_id: {
              anyOf: [
                {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                {
                  type: "null",
                },
              ],
            },
            variants: {
              type: "array",
              items: {
                type: "object",
                required: ["name", "price"],
                properties: {
                  id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  name: {
                    type: "string",
                    minLength: 1,
                    maxLength: 200,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
                  },
                  price: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                  },
                },
                description:
                  "A variant as sent: with the `id` of an existing variant of this item to keep (and change) it,\nwithout one to add a new variant.",
              },
              minItems: 1,
              maxItems: 20,
            },
            modifier_group_ids: {
              type: "array",
              items: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              maxItems: 20,
            },
            tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
              },
              maxItems: 20,
            },
            allergens: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
              },
              maxItems: 20,
            },
            available: {
              type: "boolean",
            },
          },
          description:
            "What updating a food item takes: the members sent change, the rest stay. `variants`, when sent,\nis the whole new list: a variant with the `id` of one of the item's variants keeps that id, one\nwithout `id` is added, and variants not listed are removed (with any branch override of them).",
          examples: [
            {
              available: false,
            },
          ],
        },
      },
      required: ["food_item_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "description",
        "category_id",
        "variants",
        "modifier_group_ids",
        "tags",
        "allergens",
        "available",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        description: {
          anyOf: [
            {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            {
              type: "null",
            },
          ],
        },
        category_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        variants: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "price"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "Stable across updates: orders and branch overrides refer to it.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              price: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "One priced form of a food item (Regular, Large…).",
          },
          description: "At least one; in display order.",
        },
        modifier_group_ids: {
          type: "array",
          items: {
            type: "string",
            format: "uuid",
            description: "A UUID naming a record.",
            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
          },
          description: "The modifier groups offered with the item, in display order.",
        },
        tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description:
              "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
          },
        },
        allergens: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description:
              "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
          },
        },
        available: {
          type: "boolean",
          description:
            "Organization-wide availability (\"86\"): false takes the item off every branch's menu at once,\nwhatever the branch's overrides say.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A food item of the organization's catalog.",
    },
    annotations: {
      title: "Update a food item",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      food_item_id: "path",
      body: "body",
    },
  },
  {
    name: "list_modifier_groups",
    title: "List modifier groups",
    description: "The organization's modifier groups, newest first.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["modifier_groups", "next_cursor"],
      properties: {
        modifier_groups: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "min_selections",
              "max_selections",
              "options",
              "created_at",
              "updated_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              min_selections: {
                type: "integer",
                format: "int32",
                description: "0 makes the group optional.",
              },
              max_selections: {
                type: "integer",
                format: "int32",
              },
              options: {
                type: "array",
                items: {
                  type: "object",
                  required: ["id", "name", "price_delta", "available"],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description: "Stable across updates: orders refer to it.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                      minLength: 1,
                      maxLength: 200,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description: "Added to the line's unit price when chosen.",
                    },
                    available: {
                      type: "boolean",
                      description: "false: not offered anywhere until set back (out of stock).",
                    },
                  },
                  description: "One choice of a modifier group (Extra cheese, No onions…).",
                },
                description: "In display order.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description:
              "A modifier group: how many of its options a customer must and may choose for one line\n(`min_selections` to `max_selections`). Orders check both (our design; Toast leaves it to the\ncaller).",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of modifier groups, newest first.",
    },
    annotations: {
      title: "List modifier groups",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_modifier_group",
    title: "Create a modifier group",
    description:
      "Adds a modifier group. 400 when `min_selections` exceeds `max_selections`, when\n`max_selections` exceeds the number of options, or for an `id` on a new option.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "max_selections", "options"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            min_selections: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 50,
              description: "At most `max_selections`.",
              default: 0,
            },
            max_selections: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 50,
              description: "At least 1 and at most the number of options.",
            },
            options: {
              type: "array",
              items: {
                type: "object",
                required: ["name"],
                properties: {
                  id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  name: {
                    type: "string",
                    minLength: 1,
                    maxLength: 200,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
                  },
                  price_delta: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    default: 0,
                  },
                  available: {
                    type: "boolean",
                    default: true,
                  },
                },
                description:
                  "An option as sent: with an existing option's `id` to keep it, without one to add it.",
              },
              minItems: 1,
              maxItems: 50,
              description: "1 to 50 options; ids are assigned (an `id` sent here is refused).",
            },
          },
          description: "What creating a modifier group takes.",
          examples: [
            {
              name: "Sauce",
              min_selections: 1,
              max_selections: 2,
              options: [
                {
                  name: "Ketchup",
                },
                {
                  name: "Aioli",
                  price_delta: 50,
                },
              ],
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "min_selections", "max_selections", "options", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        min_selections: {
          type: "integer",
          format: "int32",
          description: "0 makes the group optional.",
        },
        max_selections: {
          type: "integer",
          format: "int32",
        },
        options: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "price_delta", "available"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "Stable across updates: orders refer to it.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              price_delta: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "Added to the line's unit price when chosen.",
              },
              available: {
                type: "boolean",
                description: "false: not offered anywhere until set back (out of stock).",
              },
            },
            description: "One choice of a modifier group (Extra cheese, No onions…).",
          },
          description: "In display order.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A modifier group: how many of its options a customer must and may choose for one line\n(`min_selections` to `max_selections`). Orders check both (our design; Toast leaves it to the\ncaller).",
    },
    annotations: {
      title: "Create a modifier group",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_modifier_group",
    title: "Get a modifier group",
    description: "One modifier group.",
    inputSchema: {
      type: "object",
      properties: {
        modifier_group_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["modifier_group_id"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "min_selections", "max_selections", "options", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        min_selections: {
          type: "integer",
          format: "int32",
          description: "0 makes the group optional.",
        },
        max_selections: {
          type: "integer",
          format: "int32",
        },
        options: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "price_delta", "available"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "Stable across updates: orders refer to it.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              price_delta: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "Added to the line's unit price when chosen.",
              },
              available: {
                type: "boolean",
                description: "false: not offered anywhere until set back (out of stock).",
              },
            },
            description: "One choice of a modifier group (Extra cheese, No onions…).",
          },
          description: "In display order.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A modifier group: how many of its options a customer must and may choose for one line\n(`min_selections` to `max_selections`). Orders check both (our design; Toast leaves it to the\ncaller).",
    },
    annotations: {
      title: "Get a modifier group",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      modifier_group_id: "path",
    },
  },
  {
    name: "delete_modifier_group",
    title: "Delete a modifier group",
    description: "Deletes a modifier group. 409 `in_use` while a food item offers it.",
    inputSchema: {
      type: "object",
      properties: {
        modifier_group_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["modifier_group_id"],
    },
    annotations: {
      title: "Delete a modifier group",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      modifier_group_id: "path",
    },
  },
  {
    name: "update_modifier_group",
    title: "Update a modifier group",
    description:
      "Changes a modifier group; the limits are checked against the result (400 as on create). 422\n`unprocessable` for an option id that is not this group's.",
    inputSchema: {
      type: "object",
      properties: {
        modifier_group_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            min_selections: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 50,
            },
            max_selections: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 50,
            },
            options: {
              type: "array",
              items: {
                type: "object",
                required: ["name"],
                properties: {
                  id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  name: {
                    type: "string",
                    minLength: 1,
                    maxLength: 200,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
                  },
                  price_delta: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    default: 0,
                  },
                  available: {
                    type: "boolean",
                    default: true,
                  },
                },
                description:
                  "An option as sent: with an existing option's `id` to keep it, without one to add it.",
              },
              minItems: 1,
              maxItems: 50,
            },
          },
          description:
            "What updating a modifier group takes: the members sent change, the rest stay; the limits are\nchecked against the result. `options`, when sent, is the whole new list, matched by `id` as\nfood item variants are.",
          examples: [
            {
              max_selections: 3,
            },
          ],
        },
      },
      required: ["modifier_group_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "min_selections", "max_selections", "options", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        min_selections: {
          type: "integer",
          format: "int32",
          description: "0 makes the group optional.",
        },
        max_selections: {
          type: "integer",
          format: "int32",
        },
        options: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "price_delta", "available"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "Stable across updates: orders refer to it.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              price_delta: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "Added to the line's unit price when chosen.",
              },
              available: {
                type: "boolean",
                description: "false: not offered anywhere until set back (out of stock).",
              },
            },
            description: "One choice of a modifier group (Extra cheese, No onions…).",
          },
          description: "In display order.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A modifier group: how many of its options a customer must and may choose for one line\n(`min_selections` to `max_selections`). Orders check both (our design; Toast leaves it to the\ncaller).",
    },
    annotations: {
      title: "Update a modifier group",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      modifier_group_id: "path",
      body: "body",
    },
  },
  {
    name: "list_preset_menus",
    title: "List preset menus",
    description: "The organization's preset menus, newest first.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["preset_menus", "next_cursor"],
      properties: {
        preset_menus: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "description", "entries", "created_at", "updated_at"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              description: {
                anyOf: [
                  {
                    type: "string",
                    maxLength: 2000,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    description:
                      "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              entries: {
                type: "array",
                items: {
                  type: "object",
                  required: ["food_item_id", "position"],
                  properties: {
                    food_item_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    position: {
                      type: "integer",
                      format: "int32",
                      minimum: 0,
                      maximum: 100000,
                      description: "Display order: lower first; ties keep the order sent.",
                    },
                  },
                  description: "One item of a preset menu and where it sits.",
                },
                description: "In display order.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description:
              "A preset menu: a template listing food items that branches serve (our design: by item, not by\ncategory, so one item can be on a lunch preset and not on a dinner one).",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of preset menus, newest first.",
    },
    annotations: {
      title: "List preset menus",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_preset_menu",
    title: "Create a preset menu",
    description:
      "Adds a preset menu. 422 `unprocessable` for a food item that is not the organization's; 400\nfor an item listed twice.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            description: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 2000,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description:
                    "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                },
                {
                  type: "null",
                },
              ],
            },
            entries: {
              type: "array",
              items: {
                type: "object",
                required: ["food_item_id"],
                properties: {
                  food_item_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  position: {
                    type: "integer",
                    format: "int32",
                    minimum: 0,
                    maximum: 100000,
                    description: "Where a record sits in its list: lower first (ties by name).",
                  },
                },
                description: "An entry as sent: `position` defaults to the entry's index in the list.",
              },
              maxItems: 500,
              description: "Distinct food items of the organization, at most 500.",
              default: [],
            },
          },
          description: "What creating a preset menu takes.",
          examples: [
            {
              name: "All day",
              entries: [
                {
                  food_item_id: "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97",
                },
              ],
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "description", "entries", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        description: {
          anyOf: [
            {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            {
              type: "null",
            },
          ],
        },
        entries: {
          type: "array",
          items: {
            type: "object",
            required: ["food_item_id", "position"],
            properties: {
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              position: {
                type: "integer",
                format: "int32",
                minimum: 0,
                maximum: 100000,
                description: "Display order: lower first; ties keep the order sent.",
              },
            },
            description: "One item of a preset menu and where it sits.",
          },
          description: "In display order.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A preset menu: a template listing food items that branches serve (our design: by item, not by\ncategory, so one item can be on a lunch preset and not on a dinner one).",
    },
    annotations: {
      title: "Create a preset menu",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_preset_menu",
    title: "Get a preset menu",
    description: "One preset menu.",
    inputSchema: {
      type: "object",
      properties: {
        preset_menu_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["preset_menu_id"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "description", "entries", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        description: {
          anyOf: [
            {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            {
              type: "null",
            },
          ],
        },
        entries: {
          type: "array",
          items: {
            type: "object",
            required: ["food_item_id", "position"],
            properties: {
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              position: {
                type: "integer",
                format: "int32",
                minimum: 0,
                maximum: 100000,
                description: "Display order: lower first; ties keep the order sent.",
              },
            },
            description: "One item of a preset menu and where it sits.",
          },
          description: "In display order.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A preset menu: a template listing food items that branches serve (our design: by item, not by\ncategory, so one item can be on a lunch preset and not on a dinner one).",
    },
    annotations: {
      title: "Get a preset menu",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      preset_menu_id: "path",
    },
  },
  {
    name: "delete_preset_menu",
    title: "Delete a preset menu",
    description: "Deletes a preset menu. 409 `in_use` while a restaurant serves it.",
    inputSchema: {
      type: "object",
      properties: {
        preset_menu_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["preset_menu_id"],
    },
    annotations: {
      title: "Delete a preset menu",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      preset_menu_id: "path",
    },
  },
  {
    name: "update_preset_menu",
    title: "Update a preset menu",
    description: "Changes a preset menu; every restaurant serving it sells the new list at once.",
    inputSchema: {
      type: "object",
      properties: {
        preset_menu_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            description: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 2000,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description:
                    "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                },
                {
                  type: "null",
                },
              ],
            },
            entries: {
              type: "array",
              items: {
                type: "object",
                required: ["food_item_id"],
                properties: {
                  food_item_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  position: {
                    type: "integer",
                    format: "int32",
                    minimum: 0,
                    maximum: 100000,
                    description: "Where a record sits in its list: lower first (ties by name).",
                  },
                },
                description: "An entry as sent: `position` defaults to the entry's index in the list.",
              },
              maxItems: 500,
            },
          },
          description:
            "What updating a preset menu takes: the members sent change; `entries` replaces the list.",
          examples: [
            {
              name: "All day (winter)",
            },
          ],
        },
      },
      required: ["preset_menu_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "description", "entries", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        description: {
          anyOf: [
            {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            {
              type: "null",
            },
          ],
        },
        entries: {
          type: "array",
          items: {
            type: "object",
            required: ["food_item_id", "position"],
            properties: {
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              position: {
                type: "integer",
                format: "int32",
                minimum: 0,
                maximum: 100000,
                description: "Display order: lower first; ties keep the order sent.",
              },
            },
            description: "One item of a preset menu and where it sits.",
          },
          description: "In display order.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A preset menu: a template listing food items that branches serve (our design: by item, not by\ncategory, so one item can be on a lunch preset and not on a dinner one).",
    },
    annotations: {
      title: "Update a preset menu",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      preset_menu_id: "path",
      body: "body",
    },
  },
  {
    name: "get_organization",
    title: "Get the organization",
    description: "The caller's organization; 403 `no_organization` when the caller belongs to none.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "currency", "owner", "created_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        currency: {
          type: "string",
          pattern: "^[A-Z]{3}$",
          description: "The currency of every amount in the organization (menu prices, orders, promotions).",
          examples: ["USD"],
        },
        owner: {
          type: "boolean",
          description: "Whether the caller is its owner.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "The caller's organization: the restaurant business.",
    },
    annotations: {
      title: "Get the organization",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "create_organization",
    title: "Create the organization",
    description:
      "Creates an organization with the caller as its owner. 409 `already_member` when the caller\nalready belongs to one (a person works for one business).",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            currency: {
              type: "string",
              pattern: "^[A-Z]{3}$",
              description: "Fixed at creation; USD when absent.",
              examples: ["USD"],
              default: "USD",
            },
          },
          description: "What creating an organization takes.",
          examples: [
            {
              name: "Bistro Group",
              currency: "EUR",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "currency", "owner", "created_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        currency: {
          type: "string",
          pattern: "^[A-Z]{3}$",
          description: "The currency of every amount in the organization (menu prices, orders, promotions).",
          examples: ["USD"],
        },
        owner: {
          type: "boolean",
          description: "Whether the caller is its owner.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "The caller's organization: the restaurant business.",
    },
    annotations: {
      title: "Create the organization",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "list_promotions",
    title: "List promotions",
    description: "Newest first; `active` filters.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
        active: {
          type: "boolean",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["promotions", "next_cursor"],
      properties: {
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "code",
              "kind",
              "percent",
              "max_discount_amount",
              "amount",
              "food_item_id",
              "category_id",
              "buy_quantity",
              "get_quantity",
              "starts_at",
              "ends_at",
              "min_subtotal_amount",
              "usage_limit",
              "usage_limit_per_customer",
              "used_count",
              "restaurant_ids",
              "channels",
              "customer_tags",
              "new_customers_only",
              "active",
              "created_at",
              "updated_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              code: {
                anyOf: [
                  {
                    type: "string",
                    minLength: 3,
                    maxLength: 32,
                    pattern: "^[A-Za-z0-9_-]+$",
                    description:
                      "A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively.",
                    examples: ["SUMMER10"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              kind: {
                type: "string",
                enum: ["percentage", "fixed", "free_item", "buy_x_get_y"],
                description:
                  "What a promotion takes off: `percentage` (`percent` of the subtotal, at most\n`max_discount_amount`), `fixed` (`amount` off the order), `free_item` (one unit of\n`food_item_id` free when the order holds it) or `buy_x_get_y` (for every `buy_quantity` +\n`get_quantity` units of `food_item_id` or of `category_id`, the `get_quantity` cheapest are free).",
              },
              percent: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int32",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              max_discount_amount: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              amount: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              food_item_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              category_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              buy_quantity: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int32",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              get_quantity: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int32",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              starts_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              ends_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              min_subtotal_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
              usage_limit: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int32",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              usage_limit_per_customer: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int32",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              used_count: {
                type: "integer",
                format: "int32",
                description: "Orders that used it (a cancelled order gives its use back).",
              },
              restaurant_ids: {
                type: "array",
                items: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
              },
              channels: {
                type: "array",
                items: {
                  type: "string",
                  enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
                  description: "An ordering channel a promotion may be limited to.",
                },
              },
              customer_tags: {
                type: "array",
                items: {
                  type: "string",
                  minLength: 1,
                  maxLength: 50,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description: "A customer tag a promotion or a campaign targets: 1 to 50 characters.",
                },
              },
              new_customers_only: {
                type: "boolean",
              },
              active: {
                type: "boolean",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description:
              "A promotion. Our design (Square's catalog discounts and pricing rules, Toast's promo codes).\n**Stacking**: an order takes at most one code promotion plus the single best automatic one (the\none that takes the most off after the code); nothing takes a line below zero.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of promotions, newest first.",
    },
    annotations: {
      title: "List promotions",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
      active: "query",
    },
  },
  {
    name: "create_promotion",
    title: "Create a promotion",
    description: "Creates a promotion.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "kind"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            kind: {
              type: "string",
              enum: ["percentage", "fixed", "free_item", "buy_x_get_y"],
              description:
                "What a promotion takes off: `percentage` (`percent` of the subtotal, at most\n`max_discount_amount`), `fixed` (`amount` off the order), `free_item` (one unit of\n`food_item_id` free when the order holds it) or `buy_x_get_y` (for every `buy_quantity` +\n`get_quantity` units of `food_item_id` or of `category_id`, the `get_quantity` cheapest are free).",
            },
            code: {
              anyOf: [
                {
                  type: "string",
                  minLength: 3,
                  maxLength: 32,
                  pattern: "^[A-Za-z0-9_-]+$",
                  description:
                    "A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively.",
                  examples: ["SUMMER10"],
                },
                {
                  type: "null",
                },
              ],
              description: "Entered by the customer; absent or null: the promotion applies automatically.",
            },
            percent: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 1,
              maximum: 100,
              description: "`percentage`: 1 to 100.",
            },
            max_discount_amount: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
                {
                  type: "null",
                },
              ],
              description: "`percentage`: the most it takes off.",
            },
            amount: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
                {
                  type: "null",
                },
              ],
              description: "`fixed`: the amount off (never more than the order's subtotal).",
            },
            food_item_id: {
              anyOf: [
                {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                {
                  type: "null",
                },
              ],
              description:
                "`free_item`: the item given free; `buy_x_get_y`: the item counted (or `category_id`).",
            },
            category_id: {
              anyOf: [
                {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                {
                  type: "null",
                },
              ],
              description: "`buy_x_get_y`: the category whose items count.",
            },
            buy_quantity: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 1,
              maximum: 100,
              description: "`buy_x_get_y`: units to buy.",
            },
            get_quantity: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 1,
              maximum: 100,
              description: "`buy_x_get_y`: units free per group.",
            },
            starts_at: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Valid from (inclusive); null: already.",
            },
            ends_at: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Valid until (exclusive); null: no end. After `starts_at`.",
            },
            min_subtotal_amount: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description: "The order's subtotal must reach this.",
            },
            usage_limit: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 1,
              maximum: 10000000,
              description: "Uses in all; null: unlimited.",
            },
            usage_limit_per_customer: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 1,
              maximum: 1000,
              description: "Uses per customer; null: unlimited. Needs an order that names its customer.",
            },
            restaurant_ids: {
              type: "array",
              items: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              maxItems: 100,
              description: "Restaurants it is valid at; empty: all.",
            },
            channels: {
              type: "array",
              items: {
                type: "string",
                enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
                description: "An ordering channel a promotion may be limited to.",
              },
              maxItems: 7,
              description: "Channels it is valid for; empty: all.",
            },
            customer_tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 50,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A customer tag a promotion or a campaign targets: 1 to 50 characters.",
              },
              maxItems: 20,
              description: "Only customers with one of these tags; empty: anyone.",
            },
            new_customers_only: {
              type: "boolean",
              description: "Only customers with no completed order yet.",
            },
            active: {
              type: "boolean",
              description: "Off: it applies to nothing (it stays listed).",
            },
          },
          description: "What creating a promotion takes: a name, a kind and the members the kind needs.",
          examples: [
            {
              name: "Summer 10%",
              code: "SUMMER10",
              kind: "percentage",
              percent: 10,
              max_discount_amount: 1500,
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "code",
        "kind",
        "percent",
        "max_discount_amount",
        "amount",
        "food_item_id",
        "category_id",
        "buy_quantity",
        "get_quantity",
        "starts_at",
        "ends_at",
        "min_subtotal_amount",
        "usage_limit",
        "usage_limit_per_customer",
        "used_count",
        "restaurant_ids",
        "channels",
        "customer_tags",
        "new_customers_only",
        "active",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        code: {
          anyOf: [
            {
              type: "string",
              minLength: 3,
              maxLength: 32,
              pattern: "^[A-Za-z0-9_-]+$",
              description:
                "A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively.",
              examples: ["SUMMER10"],
            },
            {
              type: "null",
            },
          ],
        },
        kind: {
          type: "string",
          enum: ["percentage", "fixed", "free_item", "buy_x_get_y"],
          description:
            "What a promotion takes off: `percentage` (`percent` of the subtotal, at most\n`max_discount_amount`), `fixed` (`amount` off the order), `free_item` (one unit of\n`food_item_id` free when the order holds it) or `buy_x_get_y` (for every `buy_quantity` +\n`get_quantity` units of `food_item_id` or of `category_id`, the `get_quantity` cheapest are free).",
        },
        percent: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        max_discount_amount: {
          anyOf: [
            {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description:
                "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
            },
            {
              type: "null",
            },
          ],
        },
        amount: {
          anyOf: [
            {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description:
                "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
            },
            {
              type: "null",
            },
          ],
        },
        food_item_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        category_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        buy_quantity: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        get_quantity: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        starts_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        ends_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        min_subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description:
            "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
        },
        usage_limit: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        usage_limit_per_customer: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        used_count: {
          type: "integer",
          format: "int32",
          description: "Orders that used it (a cancelled order gives its use back).",
        },
        restaurant_ids: {
          type: "array",
          items: {
            type: "string",
            format: "uuid",
            description: "A UUID naming a record.",
            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
          },
        },
        channels: {
          type: "array",
          items: {
            type: "string",
            enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
            description: "An ordering channel a promotion may be limited to.",
          },
        },
        customer_tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 50,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description: "A customer tag a promotion or a campaign targets: 1 to 50 characters.",
          },
        },
        new_customers_only: {
          type: "boolean",
        },
        active: {
          type: "boolean",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A promotion. Our design (Square's catalog discounts and pricing rules, Toast's promo codes).\n**Stacking**: an order takes at most one code promotion plus the single best automatic one (the\none that takes the most off after the code); nothing takes a line below zero.",
    },
    annotations: {
      title: "Create a promotion",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_promotion",
    title: "Get a promotion",
    description: "One promotion.",
    inputSchema: {
      type: "object",
      properties: {
        promotion_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["promotion_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "code",
        "kind",
        "percent",
        "max_discount_amount",
        "amount",
        "food_item_id",
        "category_id",
        "buy_quantity",
        "get_quantity",
        "starts_at",
        "ends_at",
        "min_subtotal_amount",
        "usage_limit",
        "usage_limit_per_customer",
        "used_count",
        "restaurant_ids",
        "channels",
        "customer_tags",
        "new_customers_only",
        "active",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        code: {
          anyOf: [
            {
              type: "string",
              minLength: 3,
              maxLength: 32,
              pattern: "^[A-Za-z0-9_-]+$",
              description:
                "A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively.",
              examples: ["SUMMER10"],
            },
            {
              type: "null",
            },
          ],
        },
        kind: {
          type: "string",
          enum: ["percentage", "fixed", "free_item", "buy_x_get_y"],
          description:
            "What a promotion takes off: `percentage` (`percent` of the subtotal, at most\n`max_discount_amount`), `fixed` (`amount` off the order), `free_item` (one unit of\n`food_item_id` free when the order holds it) or `buy_x_get_y` (for every `buy_quantity` +\n`get_quantity` units of `food_item_id` or of `category_id`, the `get_quantity` cheapest are free).",
        },
        percent: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        max_discount_amount: {
          anyOf: [
            {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description:
                "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
            },
            {
              type: "null",
            },
          ],
        },
        amount: {
          anyOf: [
            {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description:
                "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
            },
            {
              type: "null",
            },
          ],
        },
        food_item_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        category_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        buy_quantity: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        get_quantity: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        starts_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        ends_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        min_subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description:
            "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
        },
        usage_limit: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        usage_limit_per_customer: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        used_count: {
          type: "integer",
          format: "int32",
          description: "Orders that used it (a cancelled order gives its use back).",
        },
        restaurant_ids: {
          type: "array",
          items: {
            type: "string",
            format: "uuid",
            description: "A UUID naming a record.",
            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
          },
        },
        channels: {
          type: "array",
          items: {
            type: "string",
            enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
            description: "An ordering channel a promotion may be limited to.",
          },
        },
        customer_tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 50,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description: "A customer tag a promotion or a campaign targets: 1 to 50 characters.",
          },
        },
        new_customers_only: {
          type: "boolean",
        },
        active: {
          type: "boolean",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A promotion. Our design (Square's catalog discounts and pricing rules, Toast's promo codes).\n**Stacking**: an order takes at most one code promotion plus the single best automatic one (the\none that takes the most off after the code); nothing takes a line below zero.",
    },
    annotations: {
      title: "Get a promotion",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      promotion_id: "path",
    },
  },
  {
    name: "delete_promotion",
    title: "Delete a promotion",
    description: "Deletes a promotion that no order used (409 `in_use` otherwise: deactivate it instead).",
    inputSchema: {
      type: "object",
      properties: {
        promotion_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["promotion_id"],
    },
    annotations: {
      title: "Delete a promotion",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      promotion_id: "path",
    },
  },
  {
    name: "update_promotion",
    title: "Update a promotion",
    description: "Changes a promotion; orders already placed keep what they were given.",
    inputSchema: {
      type: "object",
      properties: {
        promotion_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            kind: {
              type: "string",
              enum: ["percentage", "fixed", "free_item", "buy_x_get_y"],
              description:
                "What a promotion takes off: `percentage` (`percent` of the subtotal, at most\n`max_discount_amount`), `fixed` (`amount` off the order), `free_item` (one unit of\n`food_item_id` free when the order holds it) or `buy_x_get_y` (for every `buy_quantity` +\n`get_quantity` units of `food_item_id` or of `category_id`, the `get_quantity` cheapest are free).",
            },
            code: {
              anyOf: [
                {
                  type: "string",
                  minLength: 3,
                  maxLength: 32,
                  pattern: "^[A-Za-z0-9_-]+$",
                  description:
                    "A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively.",
                  examples: ["SUMMER10"],
                },
                {
                  type: "null",
                },
              ],
              description: "Entered by the customer; absent or null: the promotion applies automatically.",
            },
            percent: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 1,
              maximum: 100,
              description: "`percentage`: 1 to 100.",
            },
            max_discount_amount: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
                {
                  type: "null",
                },
              ],
              description: "`percentage`: the most it takes off.",
            },
            amount: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
                {
                  type: "null",
                },
              ],
              description: "`fixed`: the amount off (never more than the order's subtotal).",
            },
            food_item_id: {
              anyOf: [
                {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                {
                  type: "null",
                },
              ],
              description:
                "`free_item`: the item given free; `buy_x_get_y`: the item counted (or `category_id`).",
            },
            category_id: {
              anyOf: [
                {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                {
                  type: "null",
                },
              ],
              description: "`buy_x_get_y`: the category whose items count.",
            },
            buy_quantity: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 1,
              maximum: 100,
              description: "`buy_x_get_y`: units to buy.",
            },
            get_quantity: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 1,
              maximum: 100,
              description: "`buy_x_get_y`: units free per group.",
            },
            starts_at: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Valid from (inclusive); null: already.",
            },
            ends_at: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Valid until (exclusive); null: no end. After `starts_at`.",
            },
            min_subtotal_amount: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description: "The order's subtotal must reach this.",
            },
            usage_limit: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 1,
              maximum: 10000000,
              description: "Uses in all; null: unlimited.",
            },
            usage_limit_per_customer: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 1,
              maximum: 1000,
              description: "Uses per customer; null: unlimited. Needs an order that names its customer.",
            },
            restaurant_ids: {
              type: "array",
              items: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              maxItems: 100,
              description: "Restaurants it is valid at; empty: all.",
            },
            channels: {
              type: "array",
              items: {
                type: "string",
                enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
                description: "An ordering channel a promotion may be limited to.",
              },
              maxItems: 7,
              description: "Channels it is valid for; empty: all.",
            },
            customer_tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 50,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A customer tag a promotion or a campaign targets: 1 to 50 characters.",
              },
              maxItems: 20,
              description: "Only customers with one of these tags; empty: anyone.",
            },
            new_customers_only: {
              type: "boolean",
              description: "Only customers with no completed order yet.",
            },
            active: {
              type: "boolean",
              description: "Off: it applies to nothing (it stays listed).",
            },
          },
          description:
            "What updating a promotion takes: the members sent change; the result is checked whole.",
          examples: [
            {
              active: false,
            },
          ],
        },
      },
      required: ["promotion_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "code",
        "kind",
        "percent",
        "max_discount_amount",
        "amount",
        "food_item_id",
        "category_id",
        "buy_quantity",
        "get_quantity",
        "starts_at",
        "ends_at",
        "min_subtotal_amount",
        "usage_limit",
        "usage_limit_per_customer",
        "used_count",
        "restaurant_ids",
        "channels",
        "customer_tags",
        "new_customers_only",
        "active",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        code: {
          anyOf: [
            {
              type: "string",
              minLength: 3,
              maxLength: 32,
              pattern: "^[A-Za-z0-9_-]+$",
              description:
                "A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively.",
              examples: ["SUMMER10"],
            },
            {
              type: "null",
            },
          ],
        },
        kind: {
          type: "string",
          enum: ["percentage", "fixed", "free_item", "buy_x_get_y"],
          description:
            "What a promotion takes off: `percentage` (`percent` of the subtotal, at most\n`max_discount_amount`), `fixed` (`amount` off the order), `free_item` (one unit of\n`food_item_id` free when the order holds it) or `buy_x_get_y` (for every `buy_quantity` +\n`get_quantity` units of `food_item_id` or of `category_id`, the `get_quantity` cheapest are free).",
        },
        percent: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        max_discount_amount: {
          anyOf: [
            {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description:
                "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
            },
            {
              type: "null",
            },
          ],
        },
        amount: {
          anyOf: [
            {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description:
                "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
            },
            {
              type: "null",
            },
          ],
        },
        food_item_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        category_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        buy_quantity: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        get_quantity: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        starts_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        ends_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        min_subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description:
            "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
        },
        usage_limit: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        usage_limit_per_customer: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        used_count: {
          type: "integer",
          format: "int32",
          description: "Orders that used it (a cancelled order gives its use back).",
        },
        restaurant_ids: {
          type: "array",
          items: {
            type: "string",
            format: "uuid",
            description: "A UUID naming a record.",
            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
          },
        },
        channels: {
          type: "array",
          items: {
            type: "string",
            enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
            description: "An ordering channel a promotion may be limited to.",
          },
        },
        customer_tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 50,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description: "A customer tag a promotion or a campaign targets: 1 to 50 characters.",
          },
        },
        new_customers_only: {
          type: "boolean",
        },
        active: {
          type: "boolean",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A promotion. Our design (Square's catalog discounts and pricing rules, Toast's promo codes).\n**Stacking**: an order takes at most one code promotion plus the single best automatic one (the\none that takes the most off after the code); nothing takes a line below zero.",
    },
    annotations: {
      title: "Update a promotion",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      promotion_id: "path",
      body: "body",
    },
  },
  {
    name: "list_orders",
    title: "List orders",
    description:
      "The orders of the restaurants the caller holds a role on (the owner: all), newest first,\nfiltered by restaurant, status, channel, customer and placing time. The seed's route,\nauthenticated with `x-api-key` (a session bearer works too).",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        customer_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        placed_from: {
          type: "string",
          format: "date-time",
          description: "Placed at or after this instant.",
        },
        placed_to: {
          type: "string",
          format: "date-time",
          description: "Placed before this instant.",
        },
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["orders", "next_cursor"],
      properties: {
        orders: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "restaurant_id",
              "channel",
              "external_id",
              "status",
              "allowed_verbs",
              "customer_id",
              "currency",
              "lines",
              "subtotal_amount",
              "discount_amount",
              "total_amount",
              "promotions",
              "reward",
              "note",
              "table_label",
              "delivery_address",
              "cancel_reason",
              "placed_at",
              "accepted_at",
              "preparing_at",
              "ready_at",
              "picked_up_at",
              "out_for_delivery_at",
              "completed_at",
              "cancelled_at",
              "failed_at",
              "updated_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              restaurant_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              channel: {
                type: "string",
                enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
                description:
                  "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
              },
              external_id: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description:
                  "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
              },
              status: {
                type: "string",
                enum: [
                  "placed",
                  "accepted",
                  "preparing",
                  "ready",
                  "picked_up",
                  "out_for_delivery",
                  "completed",
                  "cancelled",
                  "failed",
                ],
                description:
                  "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
              },
              allowed_verbs: {
                type: "array",
                items: {
                  type: "string",
                  enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
                  description: "A verb that moves an order.",
                },
                description: "The verbs the order's state allows now (what a kitchen screen can offer).",
              },
              customer_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              currency: {
                type: "string",
              },
              lines: {
                type: "array",
                items: {
                  type: "object",
                  required: [
                    "id",
                    "food_item_id",
                    "variant_id",
                    "name",
                    "variant_name",
                    "quantity",
                    "modifiers",
                    "unit_amount",
                    "line_amount",
                    "discount_amount",
                    "note",
                  ],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    food_item_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    variant_id: {
                      anyOf: [
                        {
                          type: "string",
                          format: "uuid",
                          description: "A UUID naming a record.",
                          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                        },
                        {
                          type: "null",
                        },
                      ],
                    },
                    name: {
                      type: "string",
                    },
                    variant_name: {
                      anyOf: [
                        {
                          type: "string",
                        },
                        {
                          type: "null",
                        },
                      ],
                    },
                    quantity: {
                      type: "integer",
                      format: "int32",
                      minimum: 1,
                    },
                    modifiers: {
                      type: "array",
                      items: {
                        type: "object",
                        required: ["option_id", "group_id", "name", "price_delta"],
                        properties: {
                          option_id: {
                            type: "string",
                            format: "uuid",
                            description: "A UUID naming a record.",
                            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                          },
                          group_id: {
                            type: "string",
                            format: "uuid",
                            description: "A UUID naming a record.",
                            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                          },
                          name: {
                            type: "string",
                          },
                          price_delta: {
                            type: "integer",
                            format: "int64",
                            minimum: 0,
                            maximum: 100000000,
                            description:
                              "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                          },
                        },
                        description: "One modifier option chosen on a line, as priced.",
                      },
                    },
                    unit_amount: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description: "The variant's price at this branch plus the chosen options' deltas.",
                    },
                    line_amount: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description: "`unit_amount × quantity`.",
                    },
                    discount_amount: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description: "The part of the order's discount given on this line.",
                    },
                    note: {
                      anyOf: [
                        {
                          type: "string",
                        },
                        {
                          type: "null",
                        },
                      ],
                    },
                  },
                  description: "One line of an order, as the server priced it when the order was placed.",
                },
              },
              subtotal_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The sum of `line_amount`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "Promotions plus the reward; never more than the subtotal.",
              },
              total_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`subtotal_amount − discount_amount`.",
              },
              promotions: {
                type: "array",
                items: {
                  type: "object",
                  required: ["promotion_id", "name", "amount"],
                  properties: {
                    promotion_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    amount: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "A promotion the server applied, and how much it took off.",
                },
              },
              reward: {
                anyOf: [
                  {
                    type: "object",
                    required: ["reward_id", "name", "points_cost", "amount"],
                    properties: {
                      reward_id: {
                        type: "string",
                        format: "uuid",
                        description: "A UUID naming a record.",
                        examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                      },
                      name: {
                        type: "string",
                      },
                      points_cost: {
                        type: "integer",
                        format: "int64",
                      },
                      amount: {
                        type: "integer",
                        format: "int64",
                        minimum: 0,
                        maximum: 100000000,
                        description:
                          "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                      },
                    },
                    description: "A loyalty reward redeemed on the order, and what it took off.",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              table_label: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              delivery_address: {
                anyOf: [
                  {
                    type: "object",
                    required: ["line1", "city", "country"],
                    properties: {
                      line1: {
                        type: "string",
                        minLength: 1,
                        maxLength: 200,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      line2: {
                        type: "string",
                        maxLength: 200,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      city: {
                        type: "string",
                        minLength: 1,
                        maxLength: 100,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      postal_code: {
                        type: "string",
                        maxLength: 20,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      country: {
                        type: "string",
                        pattern: "^[A-Z]{2}$",
                        description: "ISO 3166-1 alpha-2 country code.",
                      },
                      instructions: {
                        type: "string",
                        maxLength: 500,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                    },
                    description: "A delivery address.",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              cancel_reason: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              placed_at: {
                type: "string",
                format: "date-time",
              },
              accepted_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              preparing_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              ready_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              picked_up_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              out_for_delivery_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              completed_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              cancelled_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              failed_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "An order. Amounts are in the organization's `currency`, priced by the server.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of orders, newest first.",
    },
    annotations: {
      title: "List orders",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "query",
      status: "query",
      channel: "query",
      customer_id: "query",
      placed_from: "query",
      placed_to: "query",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_order",
    title: "Place an order",
    description:
      "Our design: places an order (staff of the restaurant). Each line's item and variant must be\non sale at the restaurant now (422 `item_unavailable`), its modifier choices within each\ngroup's limits (422 `invalid_modifiers`); promotion codes must apply (409\n`promotion_unavailable`); a reward needs the points (409 `insufficient_points`). With an\n`Idempotency-Key`, a repeat with the same body answers the first order (200,\n`Idempotent-Replayed: true`) and a different body 409 `idempotency_key_reused`; nothing is\nwritten twice.",
    inputSchema: {
      type: "object",
      properties: {
        "Idempotency-Key": {
          type: "string",
          pattern: "^[\\x21-\\x7E]+$",
          minLength: 1,
          maxLength: 255,
          description:
            "Makes retries safe: one order per key in the organization (1 to 255 visible characters).",
        },
        body: {
          type: "object",
          required: ["restaurant_id", "channel", "lines"],
          properties: {
            restaurant_id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            channel: {
              type: "string",
              enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
              description:
                "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
            },
            external_id: {
              type: "string",
              minLength: 1,
              maxLength: 100,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "The aggregator's or POS's own id: a second order with the same one is 409 `conflict`.",
            },
            customer_id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            lines: {
              type: "array",
              items: {
                type: "object",
                required: ["food_item_id", "quantity"],
                properties: {
                  food_item_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  variant_id: {
                    type: "string",
                    format: "uuid",
                    description: "Required when the item has more than one variant; the only one otherwise.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  quantity: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 99,
                  },
                  modifier_option_ids: {
                    type: "array",
                    items: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    maxItems: 50,
                    description:
                      "The chosen modifier options (each at most once). Each of the item's modifier groups must get\nbetween its `min_selections` and `max_selections` of them: 422 `invalid_modifiers` otherwise.",
                  },
                  note: {
                    type: "string",
                    maxLength: 2000,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    description:
                      "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                  },
                  unit_price: {
                    description: "Prices come from the restaurant's menu: the server prices every order.",
                    not: {},
                  },
                  price: {
                    description: "Prices come from the restaurant's menu: the server prices every order.",
                    not: {},
                  },
                },
                description: "One line of a new order: what and how many; never a price.",
              },
              minItems: 1,
              maxItems: 100,
            },
            promotion_codes: {
              type: "array",
              items: {
                type: "string",
                minLength: 3,
                maxLength: 32,
                pattern: "^[A-Za-z0-9_-]+$",
                description:
                  "A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively.",
                examples: ["SUMMER10"],
              },
              maxItems: 5,
              description: "Promotion codes to apply (automatic promotions apply without one).",
            },
            reward_id: {
              type: "string",
              format: "uuid",
              description:
                "A loyalty reward to redeem: needs `customer_id` and enough points (409 `insufficient_points`).",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            note: {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            table_label: {
              type: "string",
              minLength: 1,
              maxLength: 50,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Dine-in: the table, as staff name it.",
            },
            delivery_address: {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "Required for `delivery`.",
            },
            total_amount: {
              description: "Totals are computed by the server.",
              not: {},
            },
            subtotal_amount: {
              description: "Totals are computed by the server.",
              not: {},
            },
          },
          description: "A new order, or a quote's cart.",
          examples: [
            {
              restaurant_id: "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97",
              channel: "takeaway",
              lines: [
                {
                  food_item_id: "8c1f0e2a-4b6d-4e3a-9f7c-2d5b8a1e6c40",
                  quantity: 2,
                },
              ],
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        preparing_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        ready_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        picked_up_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        out_for_delivery_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        failed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Place an order",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      "Idempotency-Key": "header",
      body: "body",
    },
  },
  {
    name: "quote_order",
    title: "Price an order without placing it",
    description:
      "Our design: prices a cart as `create_order` would now — the same checks and promotions — and\nstores nothing (a reward is not priced here: redeeming holds points).",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["restaurant_id", "channel", "lines"],
          properties: {
            restaurant_id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            channel: {
              type: "string",
              enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
              description:
                "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
            },
            external_id: {
              type: "string",
              minLength: 1,
              maxLength: 100,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "The aggregator's or POS's own id: a second order with the same one is 409 `conflict`.",
            },
            customer_id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            lines: {
              type: "array",
              items: {
                type: "object",
                required: ["food_item_id", "quantity"],
                properties: {
                  food_item_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  variant_id: {
                    type: "string",
                    format: "uuid",
                    description: "Required when the item has more than one variant; the only one otherwise.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  quantity: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 99,
                  },
                  modifier_option_ids: {
                    type: "array",
                    items: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    maxItems: 50,
                    description:
                      "The chosen modifier options (each at most once). Each of the item's modifier groups must get\nbetween its `min_selections` and `max_selections` of them: 422 `invalid_modifiers` otherwise.",
                  },
                  note: {
                    type: "string",
                    maxLength: 2000,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    description:
                      "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                  },
                  unit_price: {
                    description: "Prices come from the restaurant's menu: the server prices every order.",
                    not: {},
                  },
                  price: {
                    description: "Prices come from the restaurant's menu: the server prices every order.",
                    not: {},
                  },
                },
                description: "One line of a new order: what and how many; never a price.",
              },
              minItems: 1,
              maxItems: 100,
            },
            promotion_codes: {
              type: "array",
              items: {
                type: "string",
                minLength: 3,
                maxLength: 32,
                pattern: "^[A-Za-z0-9_-]+$",
                description:
                  "A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively.",
                examples: ["SUMMER10"],
              },
              maxItems: 5,
              description: "Promotion codes to apply (automatic promotions apply without one).",
            },
            reward_id: {
              type: "string",
              format: "uuid",
              description:
                "A loyalty reward to redeem: needs `customer_id` and enough points (409 `insufficient_points`).",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            note: {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            table_label: {
              type: "string",
              minLength: 1,
              maxLength: 50,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Dine-in: the table, as staff name it.",
            },
            delivery_address: {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "Required for `delivery`.",
            },
            total_amount: {
              description: "Totals are computed by the server.",
              not: {},
            },
            subtotal_amount: {
              description: "Totals are computed by the server.",
              not: {},
            },
          },
          description: "A new order, or a quote's cart.",
          examples: [
            {
              restaurant_id: "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97",
              channel: "takeaway",
              lines: [
                {
                  food_item_id: "8c1f0e2a-4b6d-4e3a-9f7c-2d5b8a1e6c40",
                  quantity: 2,
                },
              ],
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["currency", "lines", "subtotal_amount", "discount_amount", "total_amount", "promotions"],
      properties: {
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "A line as it would be priced now.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description:
            "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description:
            "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description:
            "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
      },
      description: "What an order would cost now, without placing it.",
    },
    annotations: {
      title: "Price an order without placing it",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_order",
    title: "Get an order",
    description: "Our design: one order of a restaurant the caller holds a role on.",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["order_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        preparing_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        ready_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        picked_up_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        out_for_delivery_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        failed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Get an order",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
    },
  },
  {
    name: "accept_order",
    title: "Accept an order",
    description: "placed → accepted.",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["order_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        preparing_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        ready_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        picked_up_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        out_for_delivery_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        failed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Accept an order",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
    },
  },
  {
    name: "cancel_order",
    title: "Cancel an order",
    description:
      "Any state before completion → cancelled (staff); completed → cancelled is a void (managers),\nwhich takes back the points the order earned. A redeemed reward's points and promotion uses\nare given back.",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            reason: {
              type: "string",
              minLength: 1,
              maxLength: 500,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            },
          },
          description: "Why an order was cancelled or failed.",
        },
      },
      required: ["order_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        preparing_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        ready_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        picked_up_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        out_for_delivery_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        failed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Cancel an order",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
      body: "body",
    },
  },
  {
    name: "complete_order",
    title: "Complete an order",
    description:
      "picked_up, out_for_delivery, or ready (dine-in: served) → completed. Grants the customer's\nloyalty points.",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["order_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        preparing_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        ready_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        picked_up_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        out_for_delivery_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        failed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Complete an order",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
    },
  },
  {
    name: "dispatch_order",
    title: "Send an order out for delivery",
    description: "ready → out_for_delivery (delivery orders).",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["order_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        preparing_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        ready_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        picked_up_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        out_for_delivery_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        failed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Send an order out for delivery",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
    },
  },
  {
    name: "fail_order",
    title: "Mark an order failed",
    description: "Any state before completion → failed (the kitchen or the courier could not finish it).",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            reason: {
              type: "string",
              minLength: 1,
              maxLength: 500,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            },
          },
          description: "Why an order was cancelled or failed.",
        },
      },
      required: ["order_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        preparing_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        ready_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        picked_up_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        out_for_delivery_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        failed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Mark an order failed",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
      body: "body",
    },
  },
  {
    name: "pick_up_order",
    title: "Mark an order picked up",
    description: "ready → picked_up: the guest or courier took it (every channel but dine-in and delivery).",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["order_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        preparing_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        ready_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        picked_up_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        out_for_delivery_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        failed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Mark an order picked up",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
    },
  },
  {
    name: "ready_order",
    title: "Mark an order ready",
    description: "preparing → ready.",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["order_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        preparing_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        ready_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        picked_up_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        out_for_delivery_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        failed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Mark an order ready",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
    },
  },
  {
    name: "start_order",
    title: "Start preparing an order",
    description: "accepted → preparing.",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["order_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        preparing_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        ready_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        picked_up_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        out_for_delivery_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        failed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Start preparing an order",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
    },
  },
  {
    name: "list_restaurants",
    title: "List restaurants",
    description: "The restaurants the caller holds a role on, newest first.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["restaurants", "next_cursor"],
      properties: {
        restaurants: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "time_zone",
              "opening_hours",
              "address",
              "phone",
              "role",
              "created_at",
              "updated_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              time_zone: {
                type: "string",
                minLength: 1,
                maxLength: 64,
                pattern: "^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$",
                description:
                  "Where the restaurant is: its opening hours, menus and reservations are in this zone's local time.",
                examples: ["Europe/Lisbon"],
              },
              opening_hours: {
                type: "array",
                items: {
                  type: "object",
                  required: ["day", "opens", "closes"],
                  properties: {
                    day: {
                      type: "string",
                      enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                      description: "A day of the week.",
                    },
                    opens: {
                      type: "string",
                      pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                      description: "A local time of day, `HH:MM` on a 24-hour clock.",
                      examples: ["09:30"],
                    },
                    closes: {
                      type: "string",
                      pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                      description: "A local time of day, `HH:MM` on a 24-hour clock.",
                      examples: ["09:30"],
                    },
                  },
                  description:
                    "One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`\nruns past midnight into the next day; several periods on one day are allowed (lunch and dinner).",
                },
                description: "Weekly opening hours; empty means always closed (and no reservations).",
              },
              address: {
                anyOf: [
                  {
                    type: "object",
                    required: ["line1", "city", "country"],
                    properties: {
                      line1: {
                        type: "string",
                        minLength: 1,
                        maxLength: 200,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      line2: {
                        type: "string",
                        maxLength: 200,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      city: {
                        type: "string",
                        minLength: 1,
                        maxLength: 100,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      postal_code: {
                        type: "string",
                        maxLength: 20,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      country: {
                        type: "string",
                        pattern: "^[A-Z]{2}$",
                        description: "ISO 3166-1 alpha-2 country code.",
                      },
                    },
                    description: "A postal address.",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              phone: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                maxLength: 32,
                pattern: "^\\+?[0-9 ().-]{3,31}$",
              },
              role: {
                type: "string",
                enum: ["owner", "manager", "staff"],
                description: "The caller's role here: the organization's owner is `owner` everywhere.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "A restaurant (branch) of the organization.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of restaurants, newest first.",
    },
    annotations: {
      title: "List restaurants",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_restaurant",
    title: "Create a restaurant",
    description: "Our design: adds a restaurant (owner). 400 for a time zone the server does not know.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "time_zone"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            time_zone: {
              type: "string",
              minLength: 1,
              maxLength: 64,
              pattern: "^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$",
              description: "An IANA time zone name, checked against the server's time-zone database.",
              examples: ["Europe/Lisbon"],
            },
            opening_hours: {
              type: "array",
              items: {
                type: "object",
                required: ["day", "opens", "closes"],
                properties: {
                  day: {
                    type: "string",
                    enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                    description: "A day of the week.",
                  },
                  opens: {
                    type: "string",
                    pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    description: "A local time of day, `HH:MM` on a 24-hour clock.",
                    examples: ["09:30"],
                  },
                  closes: {
                    type: "string",
                    pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    description: "A local time of day, `HH:MM` on a 24-hour clock.",
                    examples: ["09:30"],
                  },
                },
                description:
                  "One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`\nruns past midnight into the next day; several periods on one day are allowed (lunch and dinner).",
              },
              maxItems: 50,
              default: [],
            },
            address: {
              anyOf: [
                {
                  type: "object",
                  required: ["line1", "city", "country"],
                  properties: {
                    line1: {
                      type: "string",
                      minLength: 1,
                      maxLength: 200,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    line2: {
                      type: "string",
                      maxLength: 200,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    city: {
                      type: "string",
                      minLength: 1,
                      maxLength: 100,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    postal_code: {
                      type: "string",
                      maxLength: 20,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    country: {
                      type: "string",
                      pattern: "^[A-Z]{2}$",
                      description: "ISO 3166-1 alpha-2 country code.",
                    },
                  },
                  description: "A postal address.",
                },
                {
                  type: "null",
                },
              ],
            },
            phone: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 32,
              pattern: "^\\+?[0-9 ().-]{3,31}$",
            },
          },
          description: "What creating a restaurant takes.",
          examples: [
            {
              name: "Bistro Chiado",
              time_zone: "Europe/Lisbon",
              opening_hours: [
                {
                  day: "mon",
                  opens: "12:00",
                  closes: "23:00",
                },
              ],
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "time_zone",
        "opening_hours",
        "address",
        "phone",
        "role",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        time_zone: {
          type: "string",
          minLength: 1,
          maxLength: 64,
          pattern: "^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$",
          description:
            "Where the restaurant is: its opening hours, menus and reservations are in this zone's local time.",
          examples: ["Europe/Lisbon"],
        },
        opening_hours: {
          type: "array",
          items: {
            type: "object",
            required: ["day", "opens", "closes"],
            properties: {
              day: {
                type: "string",
                enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                description: "A day of the week.",
              },
              opens: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
              closes: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
            },
            description:
              "One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`\nruns past midnight into the next day; several periods on one day are allowed (lunch and dinner).",
          },
          description: "Weekly opening hours; empty means always closed (and no reservations).",
        },
        address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
              },
              description: "A postal address.",
            },
            {
              type: "null",
            },
          ],
        },
        phone: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 32,
          pattern: "^\\+?[0-9 ().-]{3,31}$",
        },
        role: {
          type: "string",
          enum: ["owner", "manager", "staff"],
          description: "The caller's role here: the organization's owner is `owner` everywhere.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A restaurant (branch) of the organization.",
    },
    annotations: {
      title: "Create a restaurant",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_restaurant",
    title: "Get a restaurant",
    description: "Our design: one restaurant the caller holds a role on.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "time_zone",
        "opening_hours",
        "address",
        "phone",
        "role",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        time_zone: {
          type: "string",
          minLength: 1,
          maxLength: 64,
          pattern: "^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$",
          description:
            "Where the restaurant is: its opening hours, menus and reservations are in this zone's local time.",
          examples: ["Europe/Lisbon"],
        },
        opening_hours: {
          type: "array",
          items: {
            type: "object",
            required: ["day", "opens", "closes"],
            properties: {
              day: {
                type: "string",
                enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                description: "A day of the week.",
              },
              opens: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
              closes: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
            },
            description:
              "One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`\nruns past midnight into the next day; several periods on one day are allowed (lunch and dinner).",
          },
          description: "Weekly opening hours; empty means always closed (and no reservations).",
        },
        address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
              },
              description: "A postal address.",
            },
            {
              type: "null",
            },
          ],
        },
        phone: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 32,
          pattern: "^\\+?[0-9 ().-]{3,31}$",
        },
        role: {
          type: "string",
          enum: ["owner", "manager", "staff"],
          description: "The caller's role here: the organization's owner is `owner` everywhere.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A restaurant (branch) of the organization.",
    },
    annotations: {
      title: "Get a restaurant",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
    },
  },
  {
    name: "delete_restaurant",
    title: "Delete a restaurant",
    description:
      "Our design: deletes a restaurant (owner). 409 `in_use` while it has orders or\nbookings: history is kept.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id"],
    },
    annotations: {
      title: "Delete a restaurant",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
    },
  },
  {
    name: "update_restaurant",
    title: "Update a restaurant",
    description: "Our design: changes a restaurant (owner or its manager).",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            time_zone: {
              type: "string",
              minLength: 1,
              maxLength: 64,
              pattern: "^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$",
              description: "An IANA time zone name, checked against the server's time-zone database.",
              examples: ["Europe/Lisbon"],
            },
            opening_hours: {
              type: "array",
              items: {
                type: "object",
                required: ["day", "opens", "closes"],
                properties: {
                  day: {
                    type: "string",
                    enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                    description: "A day of the week.",
                  },
                  opens: {
                    type: "string",
                    pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    description: "A local time of day, `HH:MM` on a 24-hour clock.",
                    examples: ["09:30"],
                  },
                  closes: {
                    type: "string",
                    pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    description: "A local time of day, `HH:MM` on a 24-hour clock.",
                    examples: ["09:30"],
                  },
                },
                description:
                  "One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`\nruns past midnight into the next day; several periods on one day are allowed (lunch and dinner).",
              },
              maxItems: 50,
            },
            address: {
              anyOf: [
                {
                  type: "object",
                  required: ["line1", "city", "country"],
                  properties: {
                    line1: {
                      type: "string",
                      minLength: 1,
                      maxLength: 200,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    line2: {
                      type: "string",
                      maxLength: 200,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    city: {
                      type: "string",
                      minLength: 1,
                      maxLength: 100,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    postal_code: {
                      type: "string",
                      maxLength: 20,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    country: {
                      type: "string",
                      pattern: "^[A-Z]{2}$",
                      description: "ISO 3166-1 alpha-2 country code.",
                    },
                  },
                  description: "A postal address.",
                },
                {
                  type: "null",
                },
              ],
            },
            phone: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 32,
              pattern: "^\\+?[0-9 ().-]{3,31}$",
            },
          },
          description: "What updating a restaurant takes: the members sent change, the rest stay.",
          examples: [
            {
              name: "Bistro Chiado (Rua Garrett)",
            },
          ],
        },
      },
      required: ["restaurant_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "time_zone",
        "opening_hours",
        "address",
        "phone",
        "role",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        time_zone: {
          type: "string",
          minLength: 1,
          maxLength: 64,
          pattern: "^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$",
          description:
            "Where the restaurant is: its opening hours, menus and reservations are in this zone's local time.",
          examples: ["Europe/Lisbon"],
        },
        opening_hours: {
          type: "array",
          items: {
            type: "object",
            required: ["day", "opens", "closes"],
            properties: {
              day: {
                type: "string",
                enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                description: "A day of the week.",
              },
              opens: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
              closes: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
            },
            description:
              "One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`\nruns past midnight into the next day; several periods on one day are allowed (lunch and dinner).",
          },
          description: "Weekly opening hours; empty means always closed (and no reservations).",
        },
        address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
              },
              description: "A postal address.",
            },
            {
              type: "null",
            },
          ],
        },
        phone: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 32,
          pattern: "^\\+?[0-9 ().-]{3,31}$",
        },
        role: {
          type: "string",
          enum: ["owner", "manager", "staff"],
          description: "The caller's role here: the organization's owner is `owner` everywhere.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A restaurant (branch) of the organization.",
    },
    annotations: {
      title: "Update a restaurant",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      body: "body",
    },
  },
  {
    name: "list_dining_areas",
    title: "List dining areas",
    description: "The restaurant's areas, in the order they were added.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
      required: ["restaurant_id"],
    },
    outputSchema: {
      type: "object",
      required: ["areas", "next_cursor"],
      properties: {
        areas: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "position", "created_at", "updated_at"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              position: {
                type: "integer",
                format: "int32",
                description:
                  "Where the area comes in the restaurant's floor plan, lowest first (for display).",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "A dining area of a restaurant (the terrace, the main room). Our design.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of areas, in the order they were added.",
    },
    annotations: {
      title: "List dining areas",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_dining_area",
    title: "Create a dining area",
    description: "Adds an area (manager). 409 `conflict` when the restaurant has an area of that name.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          required: ["name"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            position: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 1000,
              default: 0,
            },
          },
          description: "What creating an area takes; its name is unique in the restaurant.",
          examples: [
            {
              name: "Terrace",
              position: 1,
            },
          ],
        },
      },
      required: ["restaurant_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "position", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        position: {
          type: "integer",
          format: "int32",
          description: "Where the area comes in the restaurant's floor plan, lowest first (for display).",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A dining area of a restaurant (the terrace, the main room). Our design.",
    },
    annotations: {
      title: "Create a dining area",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      body: "body",
    },
  },
  {
    name: "get_dining_area",
    title: "Get a dining area",
    description: "One area.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        area_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "area_id"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "position", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        position: {
          type: "integer",
          format: "int32",
          description: "Where the area comes in the restaurant's floor plan, lowest first (for display).",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A dining area of a restaurant (the terrace, the main room). Our design.",
    },
    annotations: {
      title: "Get a dining area",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      area_id: "path",
    },
  },
  {
    name: "delete_dining_area",
    title: "Delete a dining area",
    description: "Deletes an area (manager); 409 `in_use` while tables stand in it.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        area_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "area_id"],
    },
    annotations: {
      title: "Delete a dining area",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      area_id: "path",
    },
  },
  {
    name: "update_dining_area",
    title: "Update a dining area",
    description: "Renames or moves an area (manager); 409 `conflict` for a name taken here.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        area_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            position: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 1000,
            },
          },
          description: "What updating an area takes: the members sent change.",
          examples: [
            {
              position: 2,
            },
          ],
        },
      },
      required: ["restaurant_id", "area_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "position", "created_at", "updated_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        position: {
          type: "integer",
          format: "int32",
          description: "Where the area comes in the restaurant's floor plan, lowest first (for display).",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A dining area of a restaurant (the terrace, the main room). Our design.",
    },
    annotations: {
      title: "Update a dining area",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      area_id: "path",
      body: "body",
    },
  },
  {
    name: "get_availability",
    title: "Find available slots",
    description:
      "The start times on `date` (the restaurant's local date) at which a party of `party_size`\ncan be seated for `stay_minutes` (default: the settings' stay for that party size). A slot is\nlisted when it lies in an opening period that opens on `date` (a period past midnight keeps\nits slots on the day it opened), the stay ends by the period's close, it is no earlier than\nthe lead time from now (so never in the past) nor beyond `max_days_ahead`, and a table — or\na set of joinable tables — is free for the stay plus the buffer. Slots come in time order;\nlocal times a daylight-saving change skips are left out. Without `date` (our design): the\nfirst local day from today that has a slot, looking up to `max_days_ahead` days ahead (today,\nwith no slots, when none has one); `date` in the answer names the day. 422 `party_too_large`\nwhen no active table or joinable set seats the party at all.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        date: {
          type: "string",
          format: "date",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
      },
      required: ["restaurant_id", "party_size"],
    },
    outputSchema: {
      type: "object",
      required: ["date", "party_size", "stay_minutes", "slots"],
      properties: {
        date: {
          type: "string",
          format: "date",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        slots: {
          type: "array",
          items: {
            type: "object",
            required: ["time", "starts_at", "ends_at", "tables", "joined"],
            properties: {
              time: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "The local start time in the restaurant's time zone.",
                examples: ["09:30"],
              },
              starts_at: {
                type: "string",
                format: "date-time",
              },
              ends_at: {
                type: "string",
                format: "date-time",
                description: "When the stay ends (the buffer is not included).",
              },
              tables: {
                type: "array",
                items: {
                  type: "object",
                  required: ["id", "label"],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    label: {
                      type: "string",
                      minLength: 1,
                      maxLength: 40,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      description:
                        'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                      examples: ["T12"],
                    },
                  },
                  description: "A table as a slot or booking names it.",
                },
                description: "The smallest free table that fits, or else the smallest free joinable set.",
              },
              joined: {
                type: "boolean",
                description: "Whether `tables` is a joined set.",
              },
            },
            description: "One bookable start time and the tables a booking made now would get.",
          },
        },
      },
      description: "The bookable slots of one day for one party.",
    },
    annotations: {
      title: "Find available slots",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      date: "query",
      party_size: "query",
      stay_minutes: "query",
    },
  },
  {
    name: "list_bookings",
    title: "List bookings",
    description: "The restaurant's bookings, earliest start first; `date` is a local date in its time zone.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        date: {
          type: "string",
          format: "date",
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
      required: ["restaurant_id"],
    },
    outputSchema: {
      type: "object",
      required: ["bookings", "next_cursor"],
      properties: {
        bookings: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "restaurant_id",
              "status",
              "party_size",
              "starts_at",
              "ends_at",
              "stay_minutes",
              "tables",
              "guest_name",
              "guest_phone",
              "guest_email",
              "notes",
              "confirmed_at",
              "seated_at",
              "completed_at",
              "cancelled_at",
              "no_show_at",
              "created_at",
              "updated_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              restaurant_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              status: {
                type: "string",
                enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
                description:
                  "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
              },
              party_size: {
                type: "integer",
                format: "int32",
                minimum: 1,
                maximum: 100,
                description: "How many guests: 1 to 100.",
              },
              starts_at: {
                type: "string",
                format: "date-time",
              },
              ends_at: {
                type: "string",
                format: "date-time",
                description: "`starts_at` plus the stay (the buffer after it is not included).",
              },
              stay_minutes: {
                type: "integer",
                format: "int32",
                minimum: 15,
                maximum: 720,
                description: "A length of time at a table, 15 minutes to 12 hours.",
              },
              tables: {
                type: "array",
                items: {
                  type: "object",
                  required: ["id", "label"],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    label: {
                      type: "string",
                      minLength: 1,
                      maxLength: 40,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      description:
                        'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                      examples: ["T12"],
                    },
                  },
                  description: "A table as a slot or booking names it.",
                },
                description: "The tables held (more than one: a joined set).",
              },
              guest_name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              guest_phone: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                maxLength: 32,
                pattern: "^\\+?[0-9 ().-]{3,31}$",
              },
              guest_email: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                maxLength: 254,
                pattern:
                  "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
                format: "email",
              },
              notes: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                maxLength: 2000,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              },
              confirmed_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "When each move happened; null until it did.",
              },
              seated_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              completed_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              cancelled_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              no_show_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "A table booking. Our design.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of bookings, earliest start first.",
    },
    annotations: {
      title: "List bookings",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      date: "query",
      status: "query",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_booking",
    title: "Create a booking",
    description:
      "Books a table: `pending`, or `confirmed` when the settings confirm automatically. The start\nmust be bookable as availability says (an opening period that holds the whole stay, no\nearlier than the lead time, within `max_days_ahead`), else 422 naming `starts_at`; any start\nminute is accepted, not only slot times. 422 `party_too_large` when no active table or\njoinable set seats the party (or the tables named seat fewer); 422 for `table_ids` that are\nnot this restaurant's active tables or not one joinable group; 409 `slot_taken` when a table\nnamed is taken for an overlapping time (stay plus buffer), or when the server finds none free.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          required: ["party_size", "starts_at", "guest_name"],
          properties: {
            party_size: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 100,
              description: "How many guests: 1 to 100.",
            },
            starts_at: {
              type: "string",
              format: "date-time",
            },
            stay_minutes: {
              type: "integer",
              format: "int32",
              minimum: 15,
              maximum: 720,
              description: "Default: the settings' stay for the party size.",
            },
            table_ids: {
              type: "array",
              items: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              minItems: 1,
              maxItems: 8,
              description:
                "The tables to hold (staff choosing); absent, the server picks the smallest free table that\nfits, else the smallest free joinable set. Several tables must be joinable and of one group.",
            },
            guest_name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            guest_phone: {
              type: "string",
              maxLength: 32,
              pattern: "^\\+?[0-9 ().-]{3,31}$",
            },
            guest_email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
            },
            notes: {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
          },
          description: "What booking a table takes.",
          examples: [
            {
              party_size: 4,
              starts_at: "2030-05-17T19:00:00Z",
              guest_name: "Ada Lovelace",
              guest_phone: "+351 912 345 678",
            },
          ],
        },
      },
      required: ["restaurant_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 32,
          pattern: "^\\+?[0-9 ().-]{3,31}$",
        },
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        no_show_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Create a booking",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      body: "body",
    },
  },
  {
    name: "get_booking",
    title: "Get a booking",
    description: "One booking.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        booking_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "booking_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 32,
          pattern: "^\\+?[0-9 ().-]{3,31}$",
        },
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        no_show_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Get a booking",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      booking_id: "path",
    },
  },
  {
    name: "update_booking",
    title: "Update a booking",
    description:
      "Changes guest details and notes at any time; time, stay, party size and tables only while\npending or confirmed (else 409 `invalid_transition`), re-checked as creation does — without\n`table_ids` the booking keeps its tables when they still fit and are free, else the server\npicks again. A refused change leaves the booking as it was.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        booking_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            party_size: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 100,
              description: "How many guests: 1 to 100.",
            },
            starts_at: {
              type: "string",
              format: "date-time",
            },
            stay_minutes: {
              type: "integer",
              format: "int32",
              minimum: 15,
              maximum: 720,
              description: "A length of time at a table, 15 minutes to 12 hours.",
            },
            table_ids: {
              type: "array",
              items: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              minItems: 1,
              maxItems: 8,
            },
            guest_name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            guest_phone: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 32,
              pattern: "^\\+?[0-9 ().-]{3,31}$",
            },
            guest_email: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
            },
            notes: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            },
          },
          description:
            "What updating a booking takes: the members sent change. Changing the time, stay, party size or\ntables re-checks them as creation does (only while pending or confirmed).",
          examples: [
            {
              party_size: 6,
            },
          ],
        },
      },
      required: ["restaurant_id", "booking_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 32,
          pattern: "^\\+?[0-9 ().-]{3,31}$",
        },
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        no_show_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Update a booking",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      booking_id: "path",
      body: "body",
    },
  },
  {
    name: "cancel_booking",
    title: "Cancel a booking",
    description: "pending or confirmed → cancelled; the tables are free at once.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        booking_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "booking_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 32,
          pattern: "^\\+?[0-9 ().-]{3,31}$",
        },
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        no_show_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Cancel a booking",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      booking_id: "path",
    },
  },
  {
    name: "complete_booking",
    title: "Complete a booking",
    description: "seated → completed: the guests left; the tables are free at once.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        booking_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "booking_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 32,
          pattern: "^\\+?[0-9 ().-]{3,31}$",
        },
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        no_show_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Complete a booking",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      booking_id: "path",
    },
  },
  {
    name: "confirm_booking",
    title: "Confirm a booking",
    description: "pending → confirmed.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        booking_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "booking_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 32,
          pattern: "^\\+?[0-9 ().-]{3,31}$",
        },
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        no_show_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Confirm a booking",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      booking_id: "path",
    },
  },
  {
    name: "no_show_booking",
    title: "Mark a booking as a no-show",
    description: "pending or confirmed → no_show: the guests did not come; the tables are free at once.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        booking_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "booking_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 32,
          pattern: "^\\+?[0-9 ().-]{3,31}$",
        },
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        no_show_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Mark a booking as a no-show",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      booking_id: "path",
    },
  },
  {
    name: "seat_booking",
    title: "Seat a booking",
    description: "pending or confirmed → seated: the guests arrived.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        booking_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "booking_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 32,
          pattern: "^\\+?[0-9 ().-]{3,31}$",
        },
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        completed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        cancelled_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        no_show_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Seat a booking",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      booking_id: "path",
    },
  },
  {
    name: "list_restaurant_members",
    title: "List a restaurant's members",
    description: "The restaurant's people: its owner first, then members in the order they were added.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
      required: ["restaurant_id"],
    },
    outputSchema: {
      type: "object",
      required: ["members", "next_cursor"],
      properties: {
        members: {
          type: "array",
          items: {
            type: "object",
            required: ["user", "role", "added_at"],
            properties: {
              user: {
                type: "object",
                required: ["id", "email", "name"],
                properties: {
                  id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  email: {
                    type: "string",
                    maxLength: 254,
                    pattern:
                      "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
                    format: "email",
                    description: "An e-mail address, at most 254 characters.",
                  },
                  name: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                  },
                },
                description: "A person's account, as sign-in and the member lists show it.",
              },
              role: {
                type: "string",
                enum: ["owner", "manager", "staff"],
                description: "`owner` for the organization's owner, who holds every restaurant.",
              },
              added_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "A person who works in a restaurant.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of members, in the order they were added.",
    },
    annotations: {
      title: "List a restaurant's members",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "add_restaurant_member",
    title: "Add a member to a restaurant",
    description:
      "Gives someone with an account a role here (owner, or the restaurant's manager for `staff`).\n404 `unknown_account` when no account has the address (they sign up first); 409\n`already_member` when they belong to another organization or already hold a role here.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          required: ["email", "role"],
          properties: {
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
            },
            role: {
              type: "string",
              enum: ["manager", "staff"],
              description: "A role someone can be given on one restaurant.",
            },
          },
          description: "Who to add, by the e-mail address of their account, and their role here.",
          examples: [
            {
              email: "grace@bistro.example",
              role: "staff",
            },
          ],
        },
      },
      required: ["restaurant_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["user", "role", "added_at"],
      properties: {
        user: {
          type: "object",
          required: ["id", "email", "name"],
          properties: {
            id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
            },
            name: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
            },
          },
          description: "A person's account, as sign-in and the member lists show it.",
        },
        role: {
          type: "string",
          enum: ["owner", "manager", "staff"],
          description: "`owner` for the organization's owner, who holds every restaurant.",
        },
        added_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A person who works in a restaurant.",
    },
    annotations: {
      title: "Add a member to a restaurant",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      body: "body",
    },
  },
  {
    name: "remove_restaurant_member",
    title: "Remove a member from a restaurant",
    description:
      "Takes a member's role here away (owner, or a manager for staff). The owner holds every\nrestaurant and cannot be removed: 409.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        user_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "user_id"],
    },
    annotations: {
      title: "Remove a member from a restaurant",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      user_id: "path",
    },
  },
  {
    name: "update_restaurant_member",
    title: "Change a member's role",
    description: "Changes a member's role here (owner).",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        user_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            role: {
              type: "string",
              enum: ["manager", "staff"],
              description: "A role someone can be given on one restaurant.",
            },
          },
          required: ["role"],
        },
      },
      required: ["restaurant_id", "user_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["user", "role", "added_at"],
      properties: {
        user: {
          type: "object",
          required: ["id", "email", "name"],
          properties: {
            id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
            },
            name: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
            },
          },
          description: "A person's account, as sign-in and the member lists show it.",
        },
        role: {
          type: "string",
          enum: ["owner", "manager", "staff"],
          description: "`owner` for the organization's owner, who holds every restaurant.",
        },
        added_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A person who works in a restaurant.",
    },
    annotations: {
      title: "Change a member's role",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      user_id: "path",
      body: "body",
    },
  },
  {
    name: "get_restaurant_menu",
    title: "Get a restaurant's menu",
    description: "The restaurant's menu configuration; 404 while none is set.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id"],
    },
    outputSchema: {
      type: "object",
      required: ["restaurant_id", "preset_menu_id", "windows", "overrides", "updated_at"],
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        preset_menu_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        windows: {
          type: "array",
          items: {
            type: "object",
            required: ["day", "from", "to"],
            properties: {
              day: {
                type: "string",
                enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                description: "A day of the week.",
              },
              from: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
              to: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
            },
            description:
              "A weekly window in the restaurant's local time, `[from, to)`; `to` earlier than `from` runs\npast midnight into the next day.",
          },
          description: "When the menu is served; empty: whenever the restaurant is open.",
        },
        overrides: {
          type: "array",
          items: {
            type: "object",
            required: ["food_item_id"],
            properties: {
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              price: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              available: {
                anyOf: [
                  {
                    type: "boolean",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              windows: {
                anyOf: [
                  {
                    type: "array",
                    items: {
                      type: "object",
                      required: ["day", "from", "to"],
                      properties: {
                        day: {
                          type: "string",
                          enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                          description: "A day of the week.",
                        },
                        from: {
                          type: "string",
                          pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                          description: "A local time of day, `HH:MM` on a 24-hour clock.",
                          examples: ["09:30"],
                        },
                        to: {
                          type: "string",
                          pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                          description: "A local time of day, `HH:MM` on a 24-hour clock.",
                          examples: ["09:30"],
                        },
                      },
                      description:
                        "A weekly window in the restaurant's local time, `[from, to)`; `to` earlier than `from` runs\npast midnight into the next day.",
                    },
                  },
                  {
                    type: "null",
                  },
                ],
                maxItems: 50,
              },
            },
            description:
              "A branch's change to one item of its preset (no `variant_id`) or to one variant. Members left out\nchange nothing: `price` replaces the price (of every variant, for an item-wide override; a\nvariant's own override wins); `available: false` takes it off this branch's menu; `windows`\nlimits it to those windows (an empty list: no limit). An override cannot bring back an item\ntaken off organization-wide.",
          },
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A branch's menu: which preset it serves, when, and its overrides.",
    },
    annotations: {
      title: "Get a restaurant's menu",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
    },
  },
  {
    name: "set_restaurant_menu",
    title: "Set a restaurant's menu",
    description:
      "Sets the restaurant's menu, replacing the previous configuration. 422 `unprocessable` for a\npreset menu, food item or variant that is not the organization's (a variant: not that\nitem's); 400 for a window of zero length or two overrides of the same item or variant.\nOverrides of items the preset does not list are kept and have no effect until it does.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          required: ["preset_menu_id"],
          properties: {
            preset_menu_id: {
              type: "string",
              format: "uuid",
              description: "A preset menu of the organization.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            windows: {
              type: "array",
              items: {
                type: "object",
                required: ["day", "from", "to"],
                properties: {
                  day: {
                    type: "string",
                    enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                    description: "A day of the week.",
                  },
                  from: {
                    type: "string",
                    pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    description: "A local time of day, `HH:MM` on a 24-hour clock.",
                    examples: ["09:30"],
                  },
                  to: {
                    type: "string",
                    pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    description: "A local time of day, `HH:MM` on a 24-hour clock.",
                    examples: ["09:30"],
                  },
                },
                description:
                  "A weekly window in the restaurant's local time, `[from, to)`; `to` earlier than `from` runs\npast midnight into the next day.",
              },
              maxItems: 50,
              default: [],
            },
            overrides: {
              type: "array",
              items: {
                type: "object",
                required: ["food_item_id"],
                properties: {
                  food_item_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  variant_id: {
                    anyOf: [
                      {
                        type: "string",
                        format: "uuid",
                        description: "A UUID naming a record.",
                        examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                      },
                      {
                        type: "null",
                      },
                    ],
                  },
                  price: {
                    anyOf: [
                      {
                        type: "integer",
                        format: "int64",
                        minimum: 0,
                        maximum: 100000000,
                        description:
                          "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                      },
                      {
                        type: "null",
                      },
                    ],
                  },
                  available: {
                    anyOf: [
                      {
                        type: "boolean",
                      },
                      {
                        type: "null",
                      },
                    ],
                  },
                  windows: {
                    anyOf: [
                      {
                        type: "array",
                        items: {
                          type: "object",
                          required: ["day", "from", "to"],
                          properties: {
                            day: {
                              type: "string",
                              enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                              description: "A day of the week.",
                            },
                            from: {
                              type: "string",
                              pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                              description: "A local time of day, `HH:MM` on a 24-hour clock.",
                              examples: ["09:30"],
                            },
                            to: {
                              type: "string",
                              pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                              description: "A local time of day, `HH:MM` on a 24-hour clock.",
                              examples: ["09:30"],
                            },
                          },
                          description:
                            "A weekly window in the restaurant's local time, `[from, to)`; `to` earlier than `from` runs\npast midnight into the next day.",
                        },
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxItems: 50,
                  },
                },
                description:
                  "A branch's change to one item of its preset (no `variant_id`) or to one variant. Members left out\nchange nothing: `price` replaces the price (of every variant, for an item-wide override; a\nvariant's own override wins); `available: false` takes it off this branch's menu; `windows`\nlimits it to those windows (an empty list: no limit). An override cannot bring back an item\ntaken off organization-wide.",
              },
              maxItems: 500,
              description: "At most one per item and per variant, at most 500.",
              default: [],
            },
          },
          description:
            "What setting a branch's menu takes: the whole configuration, replacing the previous one.",
          examples: [
            {
              preset_menu_id: "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97",
              windows: [
                {
                  day: "sat",
                  from: "11:00",
                  to: "15:00",
                },
              ],
            },
          ],
        },
      },
      required: ["restaurant_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["restaurant_id", "preset_menu_id", "windows", "overrides", "updated_at"],
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        preset_menu_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        windows: {
          type: "array",
          items: {
            type: "object",
            required: ["day", "from", "to"],
            properties: {
              day: {
                type: "string",
                enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                description: "A day of the week.",
              },
              from: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
              to: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
            },
            description:
              "A weekly window in the restaurant's local time, `[from, to)`; `to` earlier than `from` runs\npast midnight into the next day.",
          },
          description: "When the menu is served; empty: whenever the restaurant is open.",
        },
        overrides: {
          type: "array",
          items: {
            type: "object",
            required: ["food_item_id"],
            properties: {
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              price: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              available: {
                anyOf: [
                  {
                    type: "boolean",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              windows: {
                anyOf: [
                  {
                    type: "array",
                    items: {
                      type: "object",
                      required: ["day", "from", "to"],
                      properties: {
                        day: {
                          type: "string",
                          enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                          description: "A day of the week.",
                        },
                        from: {
                          type: "string",
                          pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                          description: "A local time of day, `HH:MM` on a 24-hour clock.",
                          examples: ["09:30"],
                        },
                        to: {
                          type: "string",
                          pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                          description: "A local time of day, `HH:MM` on a 24-hour clock.",
                          examples: ["09:30"],
                        },
                      },
                      description:
                        "A weekly window in the restaurant's local time, `[from, to)`; `to` earlier than `from` runs\npast midnight into the next day.",
                    },
                  },
                  {
                    type: "null",
                  },
                ],
                maxItems: 50,
              },
            },
            description:
              "A branch's change to one item of its preset (no `variant_id`) or to one variant. Members left out\nchange nothing: `price` replaces the price (of every variant, for an item-wide override; a\nvariant's own override wins); `available: false` takes it off this branch's menu; `windows`\nlimits it to those windows (an empty list: no limit). An override cannot bring back an item\ntaken off organization-wide.",
          },
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A branch's menu: which preset it serves, when, and its overrides.",
    },
    annotations: {
      title: "Set a restaurant's menu",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      body: "body",
    },
  },
  {
    name: "get_restaurant_sellable_menu",
    title: "What a restaurant sells now",
    description:
      "What the restaurant sells at `at` (default: now): the preset's items available\norganization-wide, minus those this restaurant takes off or whose windows exclude the moment\n(read on the restaurant's clock, in its time zone), at the restaurant's prices, with each\nmodifier group's available options. A closed restaurant, one with no menu set, or a moment\noutside the menu's windows sells nothing (`open`, `serving`). An item whose required group\nhas fewer available options than its minimum is left out (it could not be ordered).",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        at: {
          type: "string",
          format: "date-time",
        },
      },
      required: ["restaurant_id"],
    },
    outputSchema: {
      type: "object",
      required: ["restaurant_id", "at", "local_time", "open", "serving", "items"],
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        at: {
          type: "string",
          format: "date-time",
          description: "The moment asked about.",
        },
        local_time: {
          type: "string",
          description: "The same moment on the restaurant's clock, `YYYY-MM-DDTHH:MM` in its time zone.",
        },
        open: {
          type: "boolean",
          description: "Inside the restaurant's opening hours. A closed restaurant sells nothing.",
        },
        serving: {
          type: "boolean",
          description: "Open, with a menu set, and inside one of the menu's windows (or the menu has none).",
        },
        items: {
          type: "array",
          items: {
            type: "object",
            required: ["food_item_id", "name", "category_id", "variants", "modifier_groups"],
            properties: {
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              category_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              variants: {
                type: "array",
                items: {
                  type: "object",
                  required: ["id", "name", "price"],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "A variant as sold: price after the branch's overrides.",
                },
              },
              modifier_groups: {
                type: "array",
                items: {
                  type: "object",
                  required: ["id", "name", "min_selections", "max_selections", "options"],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    min_selections: {
                      type: "integer",
                      format: "int32",
                    },
                    max_selections: {
                      type: "integer",
                      format: "int32",
                    },
                    options: {
                      type: "array",
                      items: {
                        type: "object",
                        required: ["id", "name", "price_delta"],
                        properties: {
                          id: {
                            type: "string",
                            format: "uuid",
                            description: "A UUID naming a record.",
                            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                          },
                          name: {
                            type: "string",
                          },
                          price_delta: {
                            type: "integer",
                            format: "int64",
                            minimum: 0,
                            maximum: 100000000,
                            description:
                              "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                          },
                        },
                        description: "An option as sold.",
                      },
                    },
                  },
                  description:
                    "A modifier group as sold: its available options, and how many a line must and may choose.",
                },
              },
            },
            description: "A food item as the restaurant sells it at that moment.",
          },
          description: "Empty unless `serving`; in the preset's order.",
        },
      },
      description: "What a restaurant sells at one moment, computed from its menu configuration.",
    },
    annotations: {
      title: "What a restaurant sells now",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      at: "query",
    },
  },
  {
    name: "get_reservation_settings",
    title: "Get reservation settings",
    description: "The restaurant's reservation settings (the defaults until a manager sets them).",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "slot_interval_minutes",
        "stay_minutes",
        "stay_minutes_by_party",
        "buffer_minutes",
        "lead_time_minutes",
        "max_days_ahead",
        "auto_confirm",
        "updated_at",
      ],
      properties: {
        slot_interval_minutes: {
          type: "integer",
          format: "int32",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          description: "The stay when neither the booking nor a rule for its party size says otherwise.",
        },
        stay_minutes_by_party: {
          type: "array",
          items: {
            type: "object",
            required: ["up_to_party_size", "stay_minutes"],
            properties: {
              up_to_party_size: {
                type: "integer",
                format: "int32",
                minimum: 1,
                maximum: 100,
                description:
                  "Applies to parties of at most this many guests (the smallest matching rule wins).",
              },
              stay_minutes: {
                type: "integer",
                format: "int32",
                minimum: 15,
                maximum: 720,
                description: "A length of time at a table, 15 minutes to 12 hours.",
              },
            },
            description: "A stay length for parties up to a size.",
          },
          description: "Stay lengths by party size, smallest first.",
        },
        buffer_minutes: {
          type: "integer",
          format: "int32",
        },
        lead_time_minutes: {
          type: "integer",
          format: "int32",
        },
        max_days_ahead: {
          type: "integer",
          format: "int32",
        },
        auto_confirm: {
          type: "boolean",
          description: "New bookings start `confirmed` (true) or `pending`, for staff to confirm (false).",
        },
        updated_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When they were last set; null while the defaults apply.",
        },
      },
      description:
        "How a restaurant takes reservations. Our design: slots start at each opening time and every\n`slot_interval_minutes` after it; a booking holds its tables for its stay plus `buffer_minutes`\n(clearing and resetting), so two bookings of one table are at least the buffer apart; nothing\ncan be booked earlier than `lead_time_minutes` from now or later than `max_days_ahead` days.",
    },
    annotations: {
      title: "Get reservation settings",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
    },
  },
  {
    name: "update_reservation_settings",
    title: "Set reservation settings",
    description: "Replaces the settings (manager). Existing bookings keep their times and tables.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            slot_interval_minutes: {
              type: "integer",
              format: "int32",
              minimum: 5,
              maximum: 240,
              default: 15,
            },
            stay_minutes: {
              type: "integer",
              format: "int32",
              minimum: 15,
              maximum: 720,
              default: 90,
            },
            stay_minutes_by_party: {
              type: "array",
              items: {
                type: "object",
                required: ["up_to_party_size", "stay_minutes"],
                properties: {
                  up_to_party_size: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 100,
                    description:
                      "Applies to parties of at most this many guests (the smallest matching rule wins).",
                  },
                  stay_minutes: {
                    type: "integer",
                    format: "int32",
                    minimum: 15,
                    maximum: 720,
                    description: "A length of time at a table, 15 minutes to 12 hours.",
                  },
                },
                description: "A stay length for parties up to a size.",
              },
              maxItems: 20,
              default: [],
            },
            buffer_minutes: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 240,
              default: 0,
            },
            lead_time_minutes: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 10080,
              default: 60,
            },
            max_days_ahead: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 365,
              default: 90,
            },
            auto_confirm: {
              type: "boolean",
              default: false,
            },
          },
          description:
            "The settings to store: every member sent replaces the stored one; members left out take their defaults.",
          examples: [
            {
              slot_interval_minutes: 15,
              stay_minutes: 90,
              buffer_minutes: 15,
              lead_time_minutes: 60,
            },
          ],
        },
      },
      required: ["restaurant_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "slot_interval_minutes",
        "stay_minutes",
        "stay_minutes_by_party",
        "buffer_minutes",
        "lead_time_minutes",
        "max_days_ahead",
        "auto_confirm",
        "updated_at",
      ],
      properties: {
        slot_interval_minutes: {
          type: "integer",
          format: "int32",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          description: "The stay when neither the booking nor a rule for its party size says otherwise.",
        },
        stay_minutes_by_party: {
          type: "array",
          items: {
            type: "object",
            required: ["up_to_party_size", "stay_minutes"],
            properties: {
              up_to_party_size: {
                type: "integer",
                format: "int32",
                minimum: 1,
                maximum: 100,
                description:
                  "Applies to parties of at most this many guests (the smallest matching rule wins).",
              },
              stay_minutes: {
                type: "integer",
                format: "int32",
                minimum: 15,
                maximum: 720,
                description: "A length of time at a table, 15 minutes to 12 hours.",
              },
            },
            description: "A stay length for parties up to a size.",
          },
          description: "Stay lengths by party size, smallest first.",
        },
        buffer_minutes: {
          type: "integer",
          format: "int32",
        },
        lead_time_minutes: {
          type: "integer",
          format: "int32",
        },
        max_days_ahead: {
          type: "integer",
          format: "int32",
        },
        auto_confirm: {
          type: "boolean",
          description: "New bookings start `confirmed` (true) or `pending`, for staff to confirm (false).",
        },
        updated_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When they were last set; null while the defaults apply.",
        },
      },
      description:
        "How a restaurant takes reservations. Our design: slots start at each opening time and every\n`slot_interval_minutes` after it; a booking holds its tables for its stay plus `buffer_minutes`\n(clearing and resetting), so two bookings of one table are at least the buffer apart; nothing\ncan be booked earlier than `lead_time_minutes` from now or later than `max_days_ahead` days.",
    },
    annotations: {
      title: "Set reservation settings",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      body: "body",
    },
  },
  {
    name: "list_dining_tables",
    title: "List tables",
    description:
      "The restaurant's tables (of one area when `area_id` is given), in the order they were added.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        area_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
      required: ["restaurant_id"],
    },
    outputSchema: {
      type: "object",
      required: ["tables", "next_cursor"],
      properties: {
        tables: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "label",
              "area_id",
              "min_capacity",
              "max_capacity",
              "joinable",
              "join_group",
              "active",
              "created_at",
              "updated_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
              area_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
                description: "The area it stands in, or null.",
              },
              min_capacity: {
                type: "integer",
                format: "int32",
                minimum: 1,
                maximum: 100,
                description: "How many guests: 1 to 100.",
              },
              max_capacity: {
                type: "integer",
                format: "int32",
                minimum: 1,
                maximum: 100,
                description: "How many guests: 1 to 100.",
              },
              joinable: {
                type: "boolean",
              },
              join_group: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              },
              active: {
                type: "boolean",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description:
              "A table. Our design after TastyIgniter's DiningTable: a single table seats a party from\n`min_capacity` to `max_capacity` guests. Tables that staff push together are `joinable` and\nshare a `join_group` (instead of per-table adjacency lists, which would have to be kept\nsymmetric): any set of joinable tables of one group seats up to the sum of their\n`max_capacity`. A joinable table without a group joins the joinable tables of its area.\nInactive tables are never offered or booked; their history stays.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of tables, in the order they were added.",
    },
    annotations: {
      title: "List tables",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      area_id: "query",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_dining_table",
    title: "Create a table",
    description:
      "Adds a table (manager). 400 when `max_capacity` is below `min_capacity`; 422 for an `area_id`\nthat is not one of this restaurant's areas; 409 `conflict` for a label taken here.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          required: ["label", "max_capacity"],
          properties: {
            label: {
              type: "string",
              minLength: 1,
              maxLength: 40,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
              examples: ["T12"],
            },
            area_id: {
              anyOf: [
                {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                {
                  type: "null",
                },
              ],
              description: "An area of this restaurant; 422 for another one.",
              default: null,
            },
            min_capacity: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 100,
              default: 1,
            },
            max_capacity: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 100,
            },
            joinable: {
              type: "boolean",
              default: false,
            },
            join_group: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              minLength: 1,
              maxLength: 40,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              default: null,
            },
            active: {
              type: "boolean",
              default: true,
            },
          },
          description: "What creating a table takes; its label is unique in the restaurant.",
          examples: [
            {
              label: "T12",
              area_id: null,
              min_capacity: 2,
              max_capacity: 4,
              joinable: true,
              join_group: "window",
            },
          ],
        },
      },
      required: ["restaurant_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "label",
        "area_id",
        "min_capacity",
        "max_capacity",
        "joinable",
        "join_group",
        "active",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        label: {
          type: "string",
          minLength: 1,
          maxLength: 40,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description:
            'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
          examples: ["T12"],
        },
        area_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
          description: "The area it stands in, or null.",
        },
        min_capacity: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        max_capacity: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        joinable: {
          type: "boolean",
        },
        join_group: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          minLength: 1,
          maxLength: 40,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        active: {
          type: "boolean",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A table. Our design after TastyIgniter's DiningTable: a single table seats a party from\n`min_capacity` to `max_capacity` guests. Tables that staff push together are `joinable` and\nshare a `join_group` (instead of per-table adjacency lists, which would have to be kept\nsymmetric): any set of joinable tables of one group seats up to the sum of their\n`max_capacity`. A joinable table without a group joins the joinable tables of its area.\nInactive tables are never offered or booked; their history stays.",
    },
    annotations: {
      title: "Create a table",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      body: "body",
    },
  },
  {
    name: "get_dining_table",
    title: "Get a table",
    description: "One table.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        table_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "table_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "label",
        "area_id",
        "min_capacity",
        "max_capacity",
        "joinable",
        "join_group",
        "active",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        label: {
          type: "string",
          minLength: 1,
          maxLength: 40,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description:
            'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
          examples: ["T12"],
        },
        area_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
          description: "The area it stands in, or null.",
        },
        min_capacity: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        max_capacity: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        joinable: {
          type: "boolean",
        },
        join_group: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          minLength: 1,
          maxLength: 40,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        active: {
          type: "boolean",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A table. Our design after TastyIgniter's DiningTable: a single table seats a party from\n`min_capacity` to `max_capacity` guests. Tables that staff push together are `joinable` and\nshare a `join_group` (instead of per-table adjacency lists, which would have to be kept\nsymmetric): any set of joinable tables of one group seats up to the sum of their\n`max_capacity`. A joinable table without a group joins the joinable tables of its area.\nInactive tables are never offered or booked; their history stays.",
    },
    annotations: {
      title: "Get a table",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      table_id: "path",
    },
  },
  {
    name: "delete_dining_table",
    title: "Delete a table",
    description: "Deletes a table (manager); 409 `in_use` once it has bookings: deactivate it instead.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        table_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "table_id"],
    },
    annotations: {
      title: "Delete a table",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      table_id: "path",
    },
  },
  {
    name: "update_dining_table",
    title: "Update a table",
    description:
      "Changes a table (manager), with the rules of creation. Existing bookings keep the table:\ndeactivating it stops new ones only.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        table_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            label: {
              type: "string",
              minLength: 1,
              maxLength: 40,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
              examples: ["T12"],
            },
            area_id: {
              anyOf: [
                {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                {
                  type: "null",
                },
              ],
            },
            min_capacity: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 100,
            },
            max_capacity: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 100,
            },
            joinable: {
              type: "boolean",
            },
            join_group: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              minLength: 1,
              maxLength: 40,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            },
            active: {
              type: "boolean",
            },
          },
          description:
            "What updating a table takes: the members sent change (capacities are checked together).",
          examples: [
            {
              active: false,
            },
          ],
        },
      },
      required: ["restaurant_id", "table_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "label",
        "area_id",
        "min_capacity",
        "max_capacity",
        "joinable",
        "join_group",
        "active",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        label: {
          type: "string",
          minLength: 1,
          maxLength: 40,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description:
            'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
          examples: ["T12"],
        },
        area_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
          description: "The area it stands in, or null.",
        },
        min_capacity: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        max_capacity: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        joinable: {
          type: "boolean",
        },
        join_group: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          minLength: 1,
          maxLength: 40,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        active: {
          type: "boolean",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "A table. Our design after TastyIgniter's DiningTable: a single table seats a party from\n`min_capacity` to `max_capacity` guests. Tables that staff push together are `joinable` and\nshare a `join_group` (instead of per-table adjacency lists, which would have to be kept\nsymmetric): any set of joinable tables of one group seats up to the sum of their\n`max_capacity`. A joinable table without a group joins the joinable tables of its area.\nInactive tables are never offered or booked; their history stays.",
    },
    annotations: {
      title: "Update a table",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      table_id: "path",
      body: "body",
    },
  },
  {
    name: "list_restaurant_webhooks",
    title: "List webhooks",
    description: "Newest first.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["webhooks", "next_cursor"],
      properties: {
        webhooks: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "url",
              "event_types",
              "enabled",
              "success_count",
              "failure_count",
              "last_attempted_at",
              "last_status",
              "created_at",
              "updated_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              url: {
                type: "string",
                maxLength: 2048,
                pattern: "^https?://[^\\s\\x00-\\x1f\\x7f/?#@]+(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                description:
                  "Where deliveries go: an absolute `http` or `https` URL of at most 2,048 characters. The server's\negress policy refuses internal addresses (loopback, private, link-local): 403 `url_refused`.",
                examples: ["https://pos.example.com/hooks/restaurant"],
              },
              event_types: {
                type: "array",
                items: {
                  type: "string",
                  enum: [
                    "order.created",
                    "order.status_changed",
                    "reservation.created",
                    "reservation.status_changed",
                    "loyalty.points_changed",
                    "campaign.sent",
                  ],
                  description:
                    "An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:\n`order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),\n`reservation.*` the booking, `loyalty.points_changed` the customer's balance, and\n`campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no\ne-mail or SMS itself, so an integrator's own sender delivers the message.",
                },
              },
              enabled: {
                type: "boolean",
              },
              success_count: {
                type: "integer",
                format: "int64",
                description: "Deliveries answered with 2xx.",
              },
              failure_count: {
                type: "integer",
                format: "int64",
                description: "Deliveries that failed for good (every retry spent).",
              },
              last_attempted_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              last_status: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int32",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "HTTP status of the latest attempt; 0 when no answer arrived; null before any.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "A webhook subscription (never its secret, except once in {",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of webhooks, newest first.",
    },
    annotations: {
      title: "List webhooks",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_restaurant_webhook",
    title: "Create a webhook",
    description: "Subscribes a URL to event types; answers the signing secret once.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["url", "event_types"],
          properties: {
            url: {
              type: "string",
              maxLength: 2048,
              pattern: "^https?://[^\\s\\x00-\\x1f\\x7f/?#@]+(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
              description:
                "Where deliveries go: an absolute `http` or `https` URL of at most 2,048 characters. The server's\negress policy refuses internal addresses (loopback, private, link-local): 403 `url_refused`.",
              examples: ["https://pos.example.com/hooks/restaurant"],
            },
            event_types: {
              type: "array",
              items: {
                type: "string",
                enum: [
                  "order.created",
                  "order.status_changed",
                  "reservation.created",
                  "reservation.status_changed",
                  "loyalty.points_changed",
                  "campaign.sent",
                ],
                description:
                  "An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:\n`order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),\n`reservation.*` the booking, `loyalty.points_changed` the customer's balance, and\n`campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no\ne-mail or SMS itself, so an integrator's own sender delivers the message.",
              },
              minItems: 1,
              maxItems: 6,
            },
            enabled: {
              type: "boolean",
              default: true,
            },
          },
          description: "What subscribing takes.",
          examples: [
            {
              url: "https://pos.example.com/hooks/restaurant",
              event_types: ["order.created", "order.status_changed"],
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "url",
        "event_types",
        "enabled",
        "success_count",
        "failure_count",
        "last_attempted_at",
        "last_status",
        "created_at",
        "updated_at",
        "secret",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        url: {
          type: "string",
          maxLength: 2048,
          pattern: "^https?://[^\\s\\x00-\\x1f\\x7f/?#@]+(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
          description:
            "Where deliveries go: an absolute `http` or `https` URL of at most 2,048 characters. The server's\negress policy refuses internal addresses (loopback, private, link-local): 403 `url_refused`.",
          examples: ["https://pos.example.com/hooks/restaurant"],
        },
        event_types: {
          type: "array",
          items: {
            type: "string",
            enum: [
              "order.created",
              "order.status_changed",
              "reservation.created",
              "reservation.status_changed",
              "loyalty.points_changed",
              "campaign.sent",
            ],
            description:
              "An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:\n`order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),\n`reservation.*` the booking, `loyalty.points_changed` the customer's balance, and\n`campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no\ne-mail or SMS itself, so an integrator's own sender delivers the message.",
          },
        },
        enabled: {
          type: "boolean",
        },
        success_count: {
          type: "integer",
          format: "int64",
          description: "Deliveries answered with 2xx.",
        },
        failure_count: {
          type: "integer",
          format: "int64",
          description: "Deliveries that failed for good (every retry spent).",
        },
        last_attempted_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        last_status: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
          description: "HTTP status of the latest attempt; 0 when no answer arrived; null before any.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
        secret: {
          type: "string",
          description:
            "The Standard Webhooks signing secret (`whsec_…`): verify each delivery's `webhook-signature`\nover `webhook-id.webhook-timestamp.body`. Stored sealed; it cannot be shown again.",
        },
      },
      description: "A new webhook with its signing secret, shown this once.",
    },
    annotations: {
      title: "Create a webhook",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_restaurant_webhook",
    title: "Get a webhook",
    description: "One webhook.",
    inputSchema: {
      type: "object",
      properties: {
        webhook_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["webhook_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "url",
        "event_types",
        "enabled",
        "success_count",
        "failure_count",
        "last_attempted_at",
        "last_status",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        url: {
          type: "string",
          maxLength: 2048,
          pattern: "^https?://[^\\s\\x00-\\x1f\\x7f/?#@]+(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
          description:
            "Where deliveries go: an absolute `http` or `https` URL of at most 2,048 characters. The server's\negress policy refuses internal addresses (loopback, private, link-local): 403 `url_refused`.",
          examples: ["https://pos.example.com/hooks/restaurant"],
        },
        event_types: {
          type: "array",
          items: {
            type: "string",
            enum: [
              "order.created",
              "order.status_changed",
              "reservation.created",
              "reservation.status_changed",
              "loyalty.points_changed",
              "campaign.sent",
            ],
            description:
              "An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:\n`order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),\n`reservation.*` the booking, `loyalty.points_changed` the customer's balance, and\n`campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no\ne-mail or SMS itself, so an integrator's own sender delivers the message.",
          },
        },
        enabled: {
          type: "boolean",
        },
        success_count: {
          type: "integer",
          format: "int64",
          description: "Deliveries answered with 2xx.",
        },
        failure_count: {
          type: "integer",
          format: "int64",
          description: "Deliveries that failed for good (every retry spent).",
        },
        last_attempted_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        last_status: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
          description: "HTTP status of the latest attempt; 0 when no answer arrived; null before any.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A webhook subscription (never its secret, except once in {",
    },
    annotations: {
      title: "Get a webhook",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      webhook_id: "path",
    },
  },
  {
    name: "delete_restaurant_webhook",
    title: "Delete a webhook",
    description: "Deletes a webhook and its pending deliveries.",
    inputSchema: {
      type: "object",
      properties: {
        webhook_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["webhook_id"],
    },
    annotations: {
      title: "Delete a webhook",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      webhook_id: "path",
    },
  },
  {
    name: "update_restaurant_webhook",
    title: "Update a webhook",
    description: "Changes a webhook; pending deliveries go to its URL as it is when they are attempted.",
    inputSchema: {
      type: "object",
      properties: {
        webhook_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            url: {
              type: "string",
              maxLength: 2048,
              pattern: "^https?://[^\\s\\x00-\\x1f\\x7f/?#@]+(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
              description:
                "Where deliveries go: an absolute `http` or `https` URL of at most 2,048 characters. The server's\negress policy refuses internal addresses (loopback, private, link-local): 403 `url_refused`.",
              examples: ["https://pos.example.com/hooks/restaurant"],
            },
            event_types: {
              type: "array",
              items: {
                type: "string",
                enum: [
                  "order.created",
                  "order.status_changed",
                  "reservation.created",
                  "reservation.status_changed",
                  "loyalty.points_changed",
                  "campaign.sent",
                ],
                description:
                  "An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:\n`order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),\n`reservation.*` the booking, `loyalty.points_changed` the customer's balance, and\n`campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no\ne-mail or SMS itself, so an integrator's own sender delivers the message.",
              },
              minItems: 1,
              maxItems: 6,
            },
            enabled: {
              type: "boolean",
            },
          },
          description: "What updating a webhook takes: the members sent change.",
          examples: [
            {
              enabled: false,
            },
          ],
        },
      },
      required: ["webhook_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "url",
        "event_types",
        "enabled",
        "success_count",
        "failure_count",
        "last_attempted_at",
        "last_status",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        url: {
          type: "string",
          maxLength: 2048,
          pattern: "^https?://[^\\s\\x00-\\x1f\\x7f/?#@]+(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
          description:
            "Where deliveries go: an absolute `http` or `https` URL of at most 2,048 characters. The server's\negress policy refuses internal addresses (loopback, private, link-local): 403 `url_refused`.",
          examples: ["https://pos.example.com/hooks/restaurant"],
        },
        event_types: {
          type: "array",
          items: {
            type: "string",
            enum: [
              "order.created",
              "order.status_changed",
              "reservation.created",
              "reservation.status_changed",
              "loyalty.points_changed",
              "campaign.sent",
            ],
            description:
              "An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:\n`order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),\n`reservation.*` the booking, `loyalty.points_changed` the customer's balance, and\n`campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no\ne-mail or SMS itself, so an integrator's own sender delivers the message.",
          },
        },
        enabled: {
          type: "boolean",
        },
        success_count: {
          type: "integer",
          format: "int64",
          description: "Deliveries answered with 2xx.",
        },
        failure_count: {
          type: "integer",
          format: "int64",
          description: "Deliveries that failed for good (every retry spent).",
        },
        last_attempted_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        last_status: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
          description: "HTTP status of the latest attempt; 0 when no answer arrived; null before any.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A webhook subscription (never its secret, except once in {",
    },
    annotations: {
      title: "Update a webhook",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      webhook_id: "path",
      body: "body",
    },
  },
  {
    name: "list_restaurant_webhook_deliveries",
    title: "List a webhook's deliveries",
    description: "The webhook's deliveries, newest first: the delivery log.",
    inputSchema: {
      type: "object",
      properties: {
        webhook_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
      required: ["webhook_id"],
    },
    outputSchema: {
      type: "object",
      required: ["deliveries", "next_cursor"],
      properties: {
        deliveries: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "event_id", "event_type", "status", "attempts", "http_status", "created_at"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              event_id: {
                type: "string",
                format: "uuid",
                description:
                  "The event's id: the delivery's `webhook-id` header, what receivers deduplicate by.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              event_type: {
                type: "string",
                enum: [
                  "order.created",
                  "order.status_changed",
                  "reservation.created",
                  "reservation.status_changed",
                  "loyalty.points_changed",
                  "campaign.sent",
                ],
                description:
                  "An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:\n`order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),\n`reservation.*` the booking, `loyalty.points_changed` the customer's balance, and\n`campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no\ne-mail or SMS itself, so an integrator's own sender delivers the message.",
              },
              status: {
                type: "string",
                enum: ["pending", "delivering", "succeeded", "failed"],
              },
              attempts: {
                type: "integer",
                format: "int32",
              },
              http_status: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int32",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Of the latest attempt; 0 when no answer arrived; null before any.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "One delivery of one event to one webhook.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of deliveries, newest first.",
    },
    annotations: {
      title: "List a webhook's deliveries",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      webhook_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
];
