import { BadgeCheck, ShieldCheck } from "lucide-react";
import { DIRECTORY } from "../../../core/messages";
import { Badge } from "../../components/ui/badge";

/** The badge of a profile its professional has claimed: on the profile, in search results and on the dashboard. */
export function ClaimedBadge() {
  return (
    <Badge variant="secondary">
      <BadgeCheck aria-hidden="true" />
      {DIRECTORY.claimedProfile}
    </Badge>
  );
}

/** How many verified employers rated the professional. */
export function VerifiedEmployersBadge({ count }: { count: number }) {
  return (
    <Badge variant="success">
      <ShieldCheck aria-hidden="true" />
      {DIRECTORY.verifiedEmployers(count)}
    </Badge>
  );
}
