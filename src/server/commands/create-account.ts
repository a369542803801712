import { eq } from "drizzle-orm";
import type { SignUpInput } from "../../core/contracts/auth";
import { websiteHost } from "../../core/employer-email";
import type { Db } from "../db/client";
import { employers, notificationPreferences, profiles, subscriptions, user, userRoles } from "../db/schema";

/**
 * Writes everything an account needs beside the auth library's user row, in one transaction:
 * profile, role, free subscription, notification preferences and (employers) an unverified employers row.
 */
export async function createAccountRecords(db: Db, userId: string, input: SignUpInput): Promise<void> {
  await db.transaction(async (tx) => {
    const isEmployer = input.accountType === "employer";
    await tx.insert(profiles).values({
      id: userId,
      fullName: input.fullName,
      accountType: input.accountType,
      companyName: isEmployer ? input.companyName : null,
      companyWebsite: isEmployer ? input.companyWebsite : null,
    });
    await tx.insert(userRoles).values({ userId, role: input.accountType });
    await tx.insert(subscriptions).values({ userId, subscriptionType: "free", userType: input.accountType });
    await tx.insert(notificationPreferences).values({ userId });
    if (isEmployer) {
      const host = websiteHost(input.companyWebsite);
      await tx.insert(employers).values({
        userId,
        companyName: input.companyName,
        companyWebsite: host ? `https://${host}` : input.companyWebsite,
      });
    }
  });
}

/** Compensates a sign-up whose account records could not be written: removes the half-made user (cascades). */
export async function removeUser(db: Db, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
}
