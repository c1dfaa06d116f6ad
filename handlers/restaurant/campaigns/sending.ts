/**
 * Sends due campaigns: the minute sweep's pass. Each campaign is sent in one transaction that
 * locks it while it is still `scheduled` (a cancel or a second sweep waits, then finds it moved),
 * records one send per customer of its audience as it is at that moment, moves it to `sent` with
 * the audience's size and emits `campaign.sent` with the customer ids. The platform delivers no
 * e-mail, SMS or push itself: integrators send from that webhook event.
 */
import type { Knex } from "knex";
import {
  dueCampaignIds,
  lockScheduled,
  recordSends,
  updateCampaign,
} from "../../../storage/restaurant/campaigns/campaigns.js";
import { inTransaction } from "../../../storage/run.js";
import { emitEvent } from "../events.js";

/** Sends the campaigns due at `now`, at most `batch` of them; answers how many were sent. */
export async function sendDueCampaigns(knex: Knex, now: Date, batch = 50): Promise<{ sent: number }> {
  let sent = 0;
  for (const due of await dueCampaignIds(knex, now, batch)) {
    const done = await inTransaction(knex, async (trx) => {
      const campaign = await lockScheduled(trx, due.organization_id, due.id);
      if (!campaign) return false;
      const customerIds = await recordSends(trx, campaign, now);
      await updateCampaign(
        trx,
        campaign.organization_id,
        campaign.id,
        ["scheduled"],
        { status: "sent", audience_size: customerIds.length, sent_at: now },
        now,
      );
      await emitEvent(trx, {
        organizationId: campaign.organization_id,
        type: "campaign.sent",
        data: {
          campaign_id: campaign.id,
          name: campaign.name,
          channel: campaign.channel,
          subject: campaign.subject,
          body: campaign.message,
          promotion_id: campaign.promotion_id,
          customer_ids: customerIds,
        },
      });
      return true;
    });
    if (done) sent += 1;
  }
  return { sent };
}
