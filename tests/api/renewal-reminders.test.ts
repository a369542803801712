import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sendRenewalReminders } from "../../src/server/commands/renewal-reminders";
import { notifications, subscriptions } from "../../src/server/db/schema";
import { createProfessionalWithProfile } from "../../src/server/test/dispute-helpers";
import { setUpTestApp } from "./helpers";

let userId: string;
const t = setUpTestApp();
beforeAll(async () => {
  ({ userId } = await createProfessionalWithProfile(t.app, t.database));
});

const DAY = 86_400_000;
const now = new Date("2026-11-23T09:00:00Z");
const setPlan = (values: Partial<typeof subscriptions.$inferInsert>) =>
  t.database.db
    .update(subscriptions)
    .set({ subscriptionType: "individual_pro", status: "active", cancelAtPeriodEnd: false, ...values })
    .where(eq(subscriptions.userId, userId));
const reminders = async () =>
  t.database.db
    .select({ message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, "billing.renewal_upcoming")));

describe("renewal reminders (D215)", () => {
  it("one per paid period within the week, never for a plan set to end, a free plan or a distant renewal", async () => {
    await setPlan({ subscriptionType: "free", currentPeriodEnd: new Date(now.getTime() + 3 * DAY) });
    expect(await sendRenewalReminders(t.database.db, now)).toBe(0);
    await setPlan({ currentPeriodEnd: new Date(now.getTime() + 20 * DAY) });
    expect(await sendRenewalReminders(t.database.db, now)).toBe(0);
    await setPlan({ currentPeriodEnd: new Date(now.getTime() + 3 * DAY), cancelAtPeriodEnd: true });
    expect(await sendRenewalReminders(t.database.db, now)).toBe(0);
    await setPlan({ currentPeriodEnd: new Date(now.getTime() + 3 * DAY), status: "past_due" });
    expect(await sendRenewalReminders(t.database.db, now)).toBe(0);
    expect(await reminders()).toHaveLength(0);

    const end = new Date(now.getTime() + 3 * DAY);
    await setPlan({ currentPeriodEnd: end });
    expect(await sendRenewalReminders(t.database.db, now)).toBe(1);
    // A rerun (the next day, a second worker) does not repeat it, even after the person deletes the notice.
    await t.database.db.delete(notifications).where(eq(notifications.userId, userId));
    expect(await sendRenewalReminders(t.database.db, new Date(now.getTime() + DAY))).toBe(0);
    expect(await reminders()).toHaveLength(0);

    // The plan renewed: a new period earns its own reminder, naming the plan and the date.
    await setPlan({ currentPeriodEnd: new Date(end.getTime() + 30 * DAY) });
    expect(await sendRenewalReminders(t.database.db, new Date(end.getTime() + 25 * DAY))).toBe(1);
    const [notice] = await reminders();
    expect(notice?.message).toMatch(/^Individual Pro renews on December 26, 2026\./);
  });
});
