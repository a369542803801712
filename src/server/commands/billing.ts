import type { SignedIn } from "../../core/actor";
import { type CatalogPrice, effectivePlan, findPrice } from "../../core/billing";
import type { AccountType } from "../../core/domain";
import { BILLING } from "../../core/messages";
import type { PaymentsAdapter } from "../adapters/payments";
import { ProviderUnavailableError } from "../adapters/payments/payments";
import type { Db } from "../db/client";
import { type AuditAfterTheFact, auditAfterTheFact } from "../kernel/audit";
import { clash, DomainError, invalidInput } from "../kernel/domain-errors";
import { liveSubscriptionId, loadMirror } from "../queries/billing";

export interface BillingDeps {
  db: Db;
  payments: PaymentsAdapter;
  publicUrl: string;
  now: Date;
}

/** A price of our catalogue for this account type, or 400 `unknown_price`. */
export function catalogPrice(priceId: string, userType: AccountType): CatalogPrice {
  const price = findPrice(priceId);
  if (!price || price.userType !== userType)
    throw new DomainError("invalid_input", "There is no such plan for this account type.", {
      code: "unknown_price",
      fields: { priceId: "Unknown price" },
    });
  return price;
}

async function provider<T>(fn: () => Promise<T>, message: string): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw new DomainError("upstream_failed", message, { code: "payment_provider_unavailable" });
    throw error;
  }
}

/**
 * SPEC §7 create-checkout. Nothing of ours is written but the audit row (`billing.checkout_started`): the plan changes
 * only when the provider's event arrives. Someone who already pays goes to the portal to change plan (one live
 * subscription per account).
 */
export async function startCheckout(
  deps: BillingDeps,
  actor: SignedIn,
  accountType: AccountType,
  input: { priceId: string; userType: AccountType },
  by: AuditAfterTheFact,
): Promise<{ url: string }> {
  const answer = await checkoutUrl(deps, actor, accountType, input);
  await auditAfterTheFact(deps.db, by, {
    userId: actor.userId,
    action: "billing.checkout_started",
    tableName: "subscriptions",
    newData: { priceId: input.priceId },
  });
  return answer;
}

async function checkoutUrl(
  deps: BillingDeps,
  actor: SignedIn,
  accountType: AccountType,
  input: { priceId: string; userType: AccountType },
): Promise<{ url: string }> {
  if (input.userType !== accountType)
    throw invalidInput({ userType: "Does not match your account" }, "This plan is for another account type.");
  const price = catalogPrice(input.priceId, accountType);
  const mirror = await loadMirror(deps.db, actor.userId);
  const current = effectivePlan(mirror, deps.now);
  const live = liveSubscriptionId(mirror);
  if (current === price.plan && mirror?.providerPriceId === price.id && !mirror.cancelAtPeriodEnd)
    throw clash("You are already on this plan.");
  if (live && mirror?.providerCustomerId) {
    return provider(
      () =>
        deps.payments.createPortal({
          customerId: mirror.providerCustomerId!,
          returnUrl: `${deps.publicUrl}/dashboard/billing`,
        }),
      BILLING.checkoutFailed,
    );
  }
  const session = await provider(
    () =>
      deps.payments.createCheckout({
        userId: actor.userId,
        email: actor.email,
        price,
        customerId: mirror?.providerCustomerId ?? null,
        successUrl: `${deps.publicUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${deps.publicUrl}/subscription/cancel`,
      }),
    BILLING.checkoutFailed,
  );
  return { url: session.url };
}

const PROVIDER_ACTION_FAILED = "The payment provider could not be reached. Nothing was changed; please try again.";

async function requireLive(deps: BillingDeps, actor: SignedIn) {
  const mirror = await loadMirror(deps.db, actor.userId);
  const live = liveSubscriptionId(mirror);
  if (!mirror || !live) throw clash("You have no paid subscription to change.");
  return { mirror, live };
}

/**
 * Asks the provider to end the plan at the period's end (or to keep it); the mirror follows its event. Audited as
 * `billing.cancel_requested` or `billing.resume_requested` once the provider agreed.
 */
export async function cancelAtPeriodEnd(
  deps: BillingDeps,
  actor: SignedIn,
  cancel: boolean,
  by: AuditAfterTheFact,
): Promise<void> {
  const { live } = await requireLive(deps, actor);
  await provider(() => deps.payments.setCancelAtPeriodEnd(live, cancel), PROVIDER_ACTION_FAILED);
  const action = cancel ? "billing.cancel_requested" : "billing.resume_requested";
  await auditAfterTheFact(deps.db, by, { userId: actor.userId, action, tableName: "subscriptions" });
}

/** Asks the provider to move the plan to `priceId`; audited as `billing.change_requested` once it agreed. */
export async function changePlan(
  deps: BillingDeps,
  actor: SignedIn,
  priceId: string,
  by: AuditAfterTheFact,
): Promise<void> {
  const { mirror, live } = await requireLive(deps, actor);
  const price = catalogPrice(priceId, mirror.userType);
  if (mirror.providerPriceId === price.id) throw clash("You are already on this plan.");
  await provider(() => deps.payments.changePrice(live, price), PROVIDER_ACTION_FAILED);
  await auditAfterTheFact(deps.db, by, {
    userId: actor.userId,
    action: "billing.change_requested",
    tableName: "subscriptions",
    newData: { priceId },
  });
}

export async function openPortal(deps: BillingDeps, actor: SignedIn): Promise<{ url: string }> {
  const mirror = await loadMirror(deps.db, actor.userId);
  if (!mirror?.providerCustomerId) throw clash("You have no billing account yet.");
  return provider(
    () =>
      deps.payments.createPortal({
        customerId: mirror.providerCustomerId!,
        returnUrl: `${deps.publicUrl}/dashboard/billing`,
      }),
    PROVIDER_ACTION_FAILED,
  );
}
