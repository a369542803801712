import { MapPin } from "lucide-react";
import { Avatar } from "../../profile/avatar";
import { placeOf } from "../../search/professional-card";

export function ProfileSummary({
  profile,
  size = "md",
}: {
  profile: { firstName: string; lastName: string; headline: string | null; city: string | null; state: string | null };
  size?: "md" | "lg";
}) {
  const name = `${profile.firstName} ${profile.lastName}`;
  const place = placeOf(profile);
  return (
    <div className="flex min-w-0 items-start gap-3">
      <Avatar name={name} src={null} className={size === "lg" ? "size-14 text-lg" : "size-10 text-sm"} />
      <div className="grid min-w-0 gap-0.5">
        <p className={size === "lg" ? "truncate text-lg font-semibold" : "truncate font-semibold"}>{name}</p>
        {profile.headline && <p className="text-sm text-muted-foreground">{profile.headline}</p>}
        {place && (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin className="size-3.5 shrink-0" aria-hidden="true" /> {place}
          </p>
        )}
      </div>
    </div>
  );
}
