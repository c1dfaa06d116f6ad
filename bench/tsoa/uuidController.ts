/**
 * The UUID contract as a tsoa user would write it: a decorated controller whose routes tsoa
 * generates, with metering done by hand — the same bearer-key lookup (authentication.ts) and
 * the same atomic `debitCredits` our runtime's meter uses, so the comparison is like for like.
 * A call without a key pays with its x402 payment header when it carries one (verified and
 * settled by hand, ./x402.ts), else takes one of its client IP's 3 free calls a day with the
 * runtime's own upsert (`consumeFreeCall`, one statement per call); a key without credits gets
 * the 402.
 */
import type { Knex } from "knex";
import { Controller, Get, Header, Query, Request, Route, Security } from "tsoa";
import { generateUuids, type UuidForm } from "../../handlers/uuid/forms.js";
import { consumeFreeCall, utcDay } from "../../storage/platform/allowance.js";
import { debitCredits } from "../../storage/platform/apiKeys.js";
import type { AnonymousUser, ApiKeyUser } from "./authentication.js";
import { HttpError } from "./errors.js";
import { PRICE_MICRO_USD, paymentRequired, verifyPayment } from "./x402.js";

/** Free calls per client IP per day, as the contract's `x-free-per-ip-per-day` says. */
const FREE_PER_IP_PER_DAY = 3;

/** The 200 body of `GET /v1/uuid`. */
export interface UuidResult {
  success: true;
  uuids: string[];
  count: number;
  format: UuidForm;
  uuid?: string;
}

/** `GET /v1/uuid`, priced per call and paid with a bearer API key's credits. */
@Route("v1")
export class UuidController extends Controller {
  constructor(private readonly db: Knex) {
    super();
  }

  /**
   * Returns 1 to 100 random version-4 UUIDs in the requested form.
   * @param count How many UUIDs to return: a digits-only string whose value is 1 to 100.
   * @pattern count ^[0-9]+$
   * @param format Textual form of each UUID.
   * @param paymentSignature An x402 v2 payment (base64 JSON), paying for this call.
   */
  @Get("uuid")
  @Security("ApiKeyBearer")
  public async generateUuid(
    @Request() request: { user?: ApiKeyUser | AnonymousUser; ip?: string },
    @Query() count?: string,
    @Query() format?: UuidForm,
    @Header("PAYMENT-SIGNATURE") paymentSignature?: string,
  ): Promise<UuidResult> {
    // The contract's x-digit-range has no OpenAPI keyword, so neither validator checks it.
    const n = Number.parseInt(count ?? "1", 10);
    if (!(n >= 1 && n <= 100))
      throw new HttpError(400, "invalid_request", "count must be a whole number from 1 to 100");
    const user = request.user;
    if (!user) throw new HttpError(401, "unauthorized", "This operation needs a credential");
    let settle: (() => Promise<string>) | undefined;
    if ("anonymous" in user && paymentSignature !== undefined) {
      settle = await verifyPayment(this.db, paymentSignature);
    } else if ("anonymous" in user) {
      const allowance = { clientIp: request.ip ?? "", route: "uuid:generate_uuid", day: utcDay() };
      if (!(await consumeFreeCall(this.db, { ...allowance, limit: FREE_PER_IP_PER_DAY })))
        throw paymentRequired("free_allowance_spent", "The free calls of today are used up");
    } else {
      const debit = await debitCredits(this.db, user.id, PRICE_MICRO_USD, "uuid:generate_uuid");
      if (!debit.ok)
        throw paymentRequired(
          "insufficient_credits",
          `Insufficient credits: the key holds ${debit.balanceMicros} micro-USD`,
        );
    }
    const form = format ?? "uuid";
    const uuids = generateUuids(n, form);
    // Settled once the answer is ready, as the x402 flow prescribes: a failed call costs nothing.
    if (settle) this.setHeader("PAYMENT-RESPONSE", await settle());
    return {
      success: true,
      uuids,
      count: uuids.length,
      format: form,
      ...(uuids.length === 1 ? { uuid: uuids[0] } : {}),
    };
  }
}
