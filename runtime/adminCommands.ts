/**
 * Every admin command a server can run for a CLI (storage/cli/adminServer.ts): the kernel's own
 * (`keys`, `db:migrate`) and each service's, as its module registers them — so the kernel knows
 * a service's commands without importing the service.
 */
import type { AdminCommand } from "../storage/cli/command.js";
import { keysCommand } from "../storage/cli/keys.js";
import { migrateCommand } from "../storage/cli/migrate.js";
import type { ServiceBinding } from "./contract.js";

/** The kernel's commands. */
export const KERNEL_ADMIN_COMMANDS: readonly AdminCommand[] = [keysCommand, migrateCommand];

/**
 * The kernel's commands and those of every service in `services` (served or not: they act on
 * the shared database). Throws when two different commands claim one name.
 */
export function adminCommandsOf(services: readonly ServiceBinding[]): AdminCommand[] {
  const byName = new Map<string, AdminCommand>();
  const all = [...KERNEL_ADMIN_COMMANDS, ...services.flatMap((s) => s.module.adminCommands ?? [])];
  for (const command of all) {
    const known = byName.get(command.name);
    if (known && known !== command) throw new Error(`two admin commands are named "${command.name}"`);
    byName.set(command.name, command);
  }
  return [...byName.values()];
}
