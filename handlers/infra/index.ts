/**
 * Handlers of the infrastructure service (spec/infra): organizations, projects, keys and
 * tokens (bearer), and the project-scoped primitives — key-value, locks, sketches, channels,
 * webhooks, jobs, workflows (project API key, one token per call). Validation, credentials and error shapes come from
 * the contract via the runtime.
 */
import type { InfraHandlers } from "../../generated/infra/types.js";
import { aiHandlers } from "./ai/routes.js";
import { publishHandlers } from "./channels/publish.js";
import { subscribeHandlers } from "./channels/subscribe.js";
import { organizationHandlers } from "./core/organizations.js";
import { projectHandlers } from "./core/projects.js";
import { tokenHandlers } from "./core/tokens.js";
import { jobHandlers } from "./jobs/routes.js";
import { kvHandlers } from "./kv.js";
import { lockHandlers } from "./locks.js";
import { mediaHandlers } from "./media/routes.js";
import { sketchHandlers } from "./sketches.js";
import { storageHandlers } from "./storage/routes.js";
import { webhookHandlers } from "./webhooks.js";
import { workflowHandlers } from "./workflows/routes.js";

/** Options of {@link createInfraHandlers}. */
export interface InfraOptions {
  /** Tokens a new organization's pool starts with. Default: `INFRA_ORG_START_TOKENS`, else 1,000,000. */
  orgStartTokens?: number;
}

/** `INFRA_ORG_START_TOKENS`, checked: a whole number ≥ 0 (default 1,000,000). */
export function orgStartTokens(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.INFRA_ORG_START_TOKENS;
  if (raw === undefined || raw === "") return 1_000_000;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0)
    throw new Error(`INFRA_ORG_START_TOKENS must be a whole number ≥ 0, got ${JSON.stringify(raw)}`);
  return value;
}

/** The infrastructure service's handlers. */
export function createInfraHandlers(options: InfraOptions = {}): InfraHandlers {
  return {
    ...organizationHandlers(options.orgStartTokens ?? orgStartTokens()),
    ...projectHandlers,
    ...tokenHandlers,
    ...kvHandlers,
    ...lockHandlers,
    ...sketchHandlers,
    ...publishHandlers,
    ...subscribeHandlers,
    ...webhookHandlers,
    ...jobHandlers,
    // Step jobs go through the StepJobs installed with setStepJobs (workflows/stepJobs.ts).
    ...workflowHandlers,
    ...storageHandlers,
    ...mediaHandlers,
    ...aiHandlers,
  };
}

/** The handlers the registry serves (configuration from the environment). */
export const infraHandlers: InfraHandlers = createInfraHandlers();
