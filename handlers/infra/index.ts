/**
 * The infrastructure service (spec/infra): organizations, projects, keys and tokens (bearer), and
 * the project-scoped primitives — key-value, locks, sketches, channels, webhooks, jobs, workflows,
 * storage, media, AI (project API key, one token per call). Validation, credentials and error
 * shapes come from the contract via the runtime; configuration and clients from ./setup.ts.
 */
import type { InfraHandlers } from "../../generated/infra/types.js";
import type { ServiceModule } from "../../runtime/service.js";
import { aiHandlers } from "./ai/routes.js";
import { channelHandlers } from "./channels/routes.js";
import { infraVariables } from "./config.js";
import type { InfraExtras } from "./context.js";
import { organizationHandlers } from "./core/organizations.js";
import { apiKeyHandlers, projectHandlers } from "./core/projects.js";
import { tokenHandlers } from "./core/tokens.js";
import { projectKeyCredential } from "./credentials.js";
import { jobHandlers } from "./jobs/routes.js";
import { kvHandlers } from "./kv.js";
import { lockHandlers } from "./locks.js";
import { mediaHandlers } from "./media/routes.js";
import { setupInfra } from "./setup.js";
import { sketchHandlers } from "./sketches.js";
import { storageHandlers } from "./storage/routes.js";
import { webhookHandlers } from "./webhooks.js";
import { workflowHandlers } from "./workflows/routes.js";

/** Every infra operation: one handlers object per tag of the contract. */
export const infraHandlers: InfraHandlers = {
  ...organizationHandlers,
  ...projectHandlers,
  ...apiKeyHandlers,
  ...tokenHandlers,
  ...kvHandlers,
  ...lockHandlers,
  ...sketchHandlers,
  ...channelHandlers,
  ...webhookHandlers,
  ...jobHandlers,
  ...workflowHandlers,
  ...storageHandlers,
  ...mediaHandlers,
  ...aiHandlers,
};

/** The infrastructure service: its handlers, its project keys, its per-process set-up. */
export const infraModule: ServiceModule<InfraExtras> = {
  handlers: infraHandlers,
  credentials: [projectKeyCredential],
  config: infraVariables,
  setup: setupInfra,
};
