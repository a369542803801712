import { Eye, MapPin } from "lucide-react";
import type { ProfilePageResponse } from "../../../core/contracts/profile";
import { DIRECTORY } from "../../../core/messages";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent } from "../../components/ui/card";
import { placeOf } from "../search/professional-card";
import { Avatar } from "./avatar";
import { ProfileActionsIsland } from "./profile-actions";
import { ClaimedBadge, VerifiedEmployersBadge } from "./profile-badges";

/** The public header: name, headline, place, badges, and the share and QR buttons (drawn by the server for visitors, D240). */
export function Header({ page }: { page: ProfilePageResponse }) {
  const p = page.profile;
  const name = `${p.firstName} ${p.lastName}`;
  const place = [placeOf(p), p.country && p.country !== "US" ? p.country : null].filter(Boolean).join(", ");
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-6 sm:flex-row sm:items-start">
        <Avatar name={name} src={p.profilePicture} className="size-20 text-2xl" />
        <div className="min-w-0 flex-1 space-y-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{name}</h1>
          {p.headline && <p className="text-muted-foreground">{p.headline}</p>}
          {place && (
            <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin className="size-4" aria-hidden="true" />
              {place}
            </p>
          )}
          <div className="flex flex-wrap gap-2 pt-1">
            {p.isClaimed && <ClaimedBadge />}
            <VerifiedEmployersBadge count={p.verifiedEmployersCount} />
            <Badge variant="outline">
              <Eye aria-hidden="true" />
              {DIRECTORY.views(p.viewCount)}
            </Badge>
          </div>
        </div>
        <div className="flex gap-2 sm:flex-col">
          <ProfileActionsIsland profileId={p.id} name={name} />
        </div>
      </CardContent>
    </Card>
  );
}
