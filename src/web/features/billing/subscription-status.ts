import { useQuery } from "@tanstack/react-query";
import type { SubscriptionStatus } from "../../../core/contracts/subscription";
import { BILLING } from "../../../core/messages";
import { useSession } from "../auth/session";

/** SPEC §4, §9: the status is rechecked on sign-in (a new user id is a new query) and every 60 seconds. */
export const SUBSCRIPTION_POLL_MS = 60_000;
export const SUBSCRIPTION_KEY = ["subscription"] as const;

/** SPEC §7 check-subscription with a bare fetch (the header mounts this; the zod client stays out of its bundle). */
export async function fetchSubscription(): Promise<SubscriptionStatus> {
  let response: Response;
  try {
    response = await fetch("/api/v1/subscription", {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
  } catch {
    throw new Error(BILLING.subscriptionCheckFailed);
  }
  const body = (await response.json().catch(() => null)) as
    | (SubscriptionStatus & { error?: undefined })
    | { error?: { message?: string } }
    | null;
  if (!response.ok || !body || "error" in body) {
    const message = (body && "error" in body && body.error?.message) || BILLING.subscriptionCheckFailed;
    throw new Error(message);
  }
  return body as SubscriptionStatus;
}

/** What the client holds (SPEC §3): subscribed, type, user type, end, loading, error, lastUpdated. */
export interface ClientSubscription {
  subscribed: boolean;
  subscriptionType: SubscriptionStatus["subscriptionType"];
  userType: SubscriptionStatus["userType"];
  subscriptionEnd: string | null;
  loading: boolean;
  error: string | null;
  lastUpdated: number | null;
  refresh: () => Promise<unknown>;
}

export function useSubscriptionStatus(): ClientSubscription {
  const session = useSession();
  // An administrator who still has to prove a second factor may call nothing else yet (D30): no check until then.
  const userId = session.status === "signed-in" && !session.user.secondFactorRequired ? session.user.id : null;
  const query = useQuery({
    queryKey: [...SUBSCRIPTION_KEY, userId],
    queryFn: async () => {
      try {
        return await fetchSubscription();
      } catch (error) {
        // SPEC §8: the error is kept in state and also logged.
        console.error(BILLING.subscriptionCheckFailed, error);
        throw error;
      }
    },
    enabled: userId !== null,
    refetchInterval: SUBSCRIPTION_POLL_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
  const data = query.data;
  return {
    subscribed: data?.subscribed ?? false,
    subscriptionType: data?.subscriptionType ?? "free",
    userType: data?.userType ?? null,
    subscriptionEnd: data?.subscriptionEnd ?? null,
    loading: userId !== null && query.isPending,
    error: query.error ? query.error.message || BILLING.subscriptionCheckFailed : null,
    lastUpdated: query.dataUpdatedAt || null,
    // A visitor has nothing to check: refetch() runs even a disabled query, and the API would refuse it (401).
    refresh: () => (userId !== null ? query.refetch() : Promise.resolve()),
  };
}

/** Mounted once for signed-in people (the header): keeps the status fresh on every page. */
export function SubscriptionWatcher() {
  useSubscriptionStatus();
  return null;
}
