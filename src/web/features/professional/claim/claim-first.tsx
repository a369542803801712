import type * as React from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { TitledCard } from "../../../components/ui/card";

/** The way to the claim page, from a screen that needs a profile of one's own. */
export function ClaimProfileButton() {
  return (
    <Button asChild>
      <Link to="/dashboard/professional/claim">Claim your profile</Link>
    </Button>
  );
}

/** A page about one's own profile, for someone who has none yet: why it needs one (`children`), then the way. */
export function ClaimFirstCard({ children }: { children: React.ReactNode }) {
  return (
    <TitledCard title="Claim your profile first" description={children}>
      <ClaimProfileButton />
    </TitledCard>
  );
}
