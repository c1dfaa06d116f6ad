/** Whether a customer id is the organization's (orders name customers by id). */
import type { Knex } from "knex";
import { isUuid, runner } from "../../run.js";

/** True when `customerId` is one of the organization's customers. */
export async function customerBelongs(
  db: Knex,
  organizationId: string,
  customerId: string,
): Promise<boolean> {
  if (!isUuid(customerId)) return false;
  return (
    (await runner(db)("restaurant_customers")
      .where({ organization_id: organizationId, id: customerId })
      .first()) !== undefined
  );
}
