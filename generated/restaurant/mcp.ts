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
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description: "The first local day covered.",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description: "The last local day covered, inclusive: on or after `from`, at most 366 days in all.",
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
      required: ["from", "to"],
    },
    outputSchema: {
      type: "object",
      required: [
        "from",
        "to",
        "restaurant_id",
        "channel",
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
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`, in the years 1000 to 2999 (the calendar has no year 0).",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`, in the years 1000 to 2999 (the calendar has no year 0).",
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
          anyOf: [
            {
              type: "string",
              enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
              description: "The channel an order came in through.",
            },
            {
              type: "null",
            },
          ],
          description: "The channel asked for; null for every channel.",
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
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description: "The first local day covered.",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description: "The last local day covered, inclusive: on or after `from`, at most 366 days in all.",
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
      required: ["from", "to"],
    },
    outputSchema: {
      type: "object",
      required: [
        "from",
        "to",
        "restaurant_id",
        "channel",
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
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`, in the years 1000 to 2999 (the calendar has no year 0).",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`, in the years 1000 to 2999 (the calendar has no year 0).",
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
          anyOf: [
            {
              type: "string",
              enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
              description: "The channel an order came in through.",
            },
            {
              type: "null",
            },
          ],
          description: "The channel asked for; null for every channel.",
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
                description: "The state an order is in.",
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
                description: "The channel an order came in through.",
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
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description: "The first local day covered.",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description: "The last local day covered, inclusive: on or after `from`, at most 366 days in all.",
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
      required: ["from", "to"],
    },
    outputSchema: {
      type: "object",
      required: ["from", "to", "restaurant_id", "channel", "currency", "totals", "by_day", "by_channel"],
      properties: {
        from: {
          type: "string",
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`, in the years 1000 to 2999 (the calendar has no year 0).",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`, in the years 1000 to 2999 (the calendar has no year 0).",
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
          anyOf: [
            {
              type: "string",
              enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
              description: "The channel an order came in through.",
            },
            {
              type: "null",
            },
          ],
          description: "The channel asked for; null for every channel.",
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
                description: "The channel an order came in through.",
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
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description: "The first local day covered.",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description: "The last local day covered, inclusive: on or after `from`, at most 366 days in all.",
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
      required: ["from", "to"],
    },
    outputSchema: {
      type: "object",
      required: ["from", "to", "restaurant_id", "channel", "currency", "by_quantity", "by_revenue"],
      properties: {
        from: {
          type: "string",
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`, in the years 1000 to 2999 (the calendar has no year 0).",
          examples: ["2025-01-10"],
        },
        to: {
          type: "string",
          pattern: "^[12][0-9]{3}-[0-9]{2}-[0-9]{2}$",
          format: "date",
          description:
            "A day a report covers, `YYYY-MM-DD`, in the years 1000 to 2999 (the calendar has no year 0).",
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
          anyOf: [
            {
              type: "string",
              enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
              description: "The channel an order came in through.",
            },
            {
              type: "null",
            },
          ],
          description: "The channel asked for; null for every channel.",
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
];
