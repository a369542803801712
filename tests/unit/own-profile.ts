import type { OwnProfile } from "../../src/core/contracts/profile-settings";

/** Jordan Avery's own profile as the settings read answers it, public, in Denver; `over` sets the rest. */
export const ownProfile = (over: Partial<OwnProfile>): OwnProfile => ({
  id: "p1",
  isClaimed: true,
  firstName: "Jordan",
  lastName: "Avery",
  headline: null,
  bio: null,
  city: "Denver",
  state: "CO",
  country: "US",
  linkedinUrl: null,
  visibility: "public",
  certifications: [],
  workHistory: [],
  education: [],
  photoUrl: null,
  resume: null,
  updatedAt: "2026-11-29T06:00:00.000000Z",
  ...over,
});
