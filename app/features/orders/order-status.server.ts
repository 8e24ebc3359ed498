/**
 * The person's order as it stands now. A card order still waiting for its payment (a delayed
 * confirmation) is settled from the provider's answer first, so the confirmation page and its 10-second
 * check see the payment as soon as the provider does, not only when the reconciling job next runs (every
 * five minutes). Reading the provider is safe to repeat: settling moves the order once.
 */
import type { Database } from "../../db/client.server.ts";
import { isDomainError } from "../../lib/domain-errors.ts";
import type { PaymentProvider } from "../payments/payment-provider.ts";
import { ownOrder, settlePayment } from "./checkout-service.server.ts";
import { latestPaymentOfOrder } from "./payment-records-repository.server.ts";

export async function currentOwnOrder(
  db: Database,
  payments: PaymentProvider,
  userId: number,
  reference: string,
): Promise<Awaited<ReturnType<typeof ownOrder>>> {
  const found = await ownOrder(db, userId, reference);
  if (found?.order.paymentType !== "card" || found.order.status !== "awaiting-payment") return found;
  const payment = await latestPaymentOfOrder(db, found.order.id);
  if (!payment?.providerPaymentId) return found;
  try {
    await settlePayment(db, payments, payment);
  } catch (error) {
    // The provider cannot be reached: the order as recorded; the next check (or the job) asks again.
    if (isDomainError(error)) return found;
    throw error;
  }
  return ownOrder(db, userId, reference);
}
