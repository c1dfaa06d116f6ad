/**
 * The Web crawler service (spec/crawler): its handlers, its configuration, and its set-up (the
 * egress policy, the shared browser, the cache sweep). Validation, payment, error shapes and
 * discovery come from the contract through the runtime.
 */
import type { CrawlerHandlers } from "../../generated/crawler/types.js";
import { sharedBrowserPool } from "../../runtime/browser/index.js";
import { egressPolicyFromEnv } from "../../runtime/outbound/policy.js";
import type { ServiceModule } from "../../runtime/service.js";
import { sweepExpired } from "../../storage/crawler/cache.js";
import { crawlerConfig, crawlerVariables } from "./config.js";
import type { CrawlerExtras } from "./context.js";
import { mdHandlers } from "./md.js";

/** Every Web crawler operation. */
export const crawlerHandlers: CrawlerHandlers = { ...mdHandlers };

/** The Web crawler service. */
export const crawlerModule: ServiceModule<CrawlerExtras> = {
  handlers: crawlerHandlers,
  config: crawlerVariables,
  setup(deps) {
    const env = deps.env as NodeJS.ProcessEnv;
    const context: CrawlerExtras = {
      crawler: {
        config: crawlerConfig(env),
        egress: egressPolicyFromEnv(env),
        // Launched by the first page that needs scripts; the runtime closes it on shutdown.
        browser: () => sharedBrowserPool(env),
      },
    };
    return {
      context,
      sweeps: [
        { name: "crawler.cache", run: async (now) => ({ expired: await sweepExpired(deps.db.knex, now) }) },
      ],
    };
  },
};
