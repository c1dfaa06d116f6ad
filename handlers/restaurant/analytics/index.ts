/**
 * Analytics: sales reports over a local date range, each computed by one SQL statement
 * (storage/restaurant/analytics) so its totals and breakdowns come from one snapshot and add up.
 * Handlers only resolve the scope (./scope.ts) and shape the answer.
 */
import type {
  OrderChannel,
  OrderStatus,
  RestaurantAnalyticsHandlers,
} from "../../../generated/restaurant/types.js";
import { customerInsightsReport } from "../../../storage/restaurant/analytics/customers.js";
import { revenueReport } from "../../../storage/restaurant/analytics/revenue.js";
import { topItemsReport } from "../../../storage/restaurant/analytics/topItems.js";
import { orderTrendsReport } from "../../../storage/restaurant/analytics/trends.js";
import { reportScope } from "./scope.js";

// restaurant_orders' CHECK constraints hold channel and status to the contract's values.
const asChannel = (channel: string) => channel as OrderChannel;
const asStatus = (status: string) => status as OrderStatus;

/** The Analytics operations. */
export const analyticsHandlers: RestaurantAnalyticsHandlers = {
  async get_revenue_report({ query }, ctx) {
    const { scope, echo } = await reportScope(ctx, query);
    const row = await revenueReport(ctx.db, scope);
    return {
      status: 200,
      body: {
        ...echo,
        totals: row.totals,
        by_day: row.by_day,
        by_channel: row.by_channel.map((c) => ({ ...c, channel: asChannel(c.channel) })),
      },
    };
  },

  async get_order_trends_report({ query }, ctx) {
    const { scope, echo } = await reportScope(ctx, query);
    const row = await orderTrendsReport(ctx.db, scope);
    return {
      status: 200,
      body: {
        ...echo,
        orders: row.orders,
        by_day: row.by_day,
        by_status: row.by_status.map((s) => ({ ...s, status: asStatus(s.status) })),
        by_hour: row.by_hour,
        by_channel: row.by_channel.map((c) => ({ ...c, channel: asChannel(c.channel) })),
      },
    };
  },

  async get_top_items_report({ query }, ctx) {
    const { scope, echo } = await reportScope(ctx, query);
    const row = await topItemsReport(ctx.db, scope, query.limit);
    return { status: 200, body: { ...echo, ...row } };
  },

  async get_customer_insights_report({ query }, ctx) {
    const { scope, echo } = await reportScope(ctx, query);
    return { status: 200, body: { ...echo, ...(await customerInsightsReport(ctx.db, scope)) } };
  },
};
