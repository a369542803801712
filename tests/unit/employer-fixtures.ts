import type { RosterResponse } from "../../src/core/contracts/employer";

/** A roster answer holding just `members`, on one page of 20 (`over` for a filtered or larger roster). */
export const rosterPage = (members: RosterResponse["members"], over: Partial<RosterResponse> = {}): RosterResponse => ({
  members,
  page: 1,
  pageSize: 20,
  total: members.length,
  totalPages: 1,
  rosterSize: members.length,
  ...over,
});
