/**
 * Billing's route actions (issue 17), merged into ROUTE_ACTIONS by policies/index.ts. Whose subscription is read or
 * changed is never a parameter: every billing route acts on the caller's own account.
 */
export const BILLING_ROUTE_ACTIONS = {
  // SPEC §7 create-checkout; the billing page and its actions (the caller's own subscription only).
  "billing:checkout": "signed_in",
  "billing:read": "signed_in",
  "billing:manage": "signed_in",
  // Provider deliveries: authenticated by their signature, not a session.
  "billing:webhook": "anyone",
  // The local test-mode provider's checkout page (the session must be the caller's own).
  "billing:local-checkout": "signed_in",
  "admin:subscriptions": "admin",
  // Enterprise API keys: employers; the Enterprise plan itself is checked by the command.
  "api-keys:manage": "employer",
} as const;

/**
 * The only actions an Enterprise API key authenticates: the directory's read API (search, profile) and the
 * verification of a Standing credential (issue 36 §5).
 */
export const API_KEY_ACTIONS = ["search:read", "professionals:view", "credentials:verify"] as const;
