import { MapPin, Star } from "lucide-react";
import { Link } from "react-router";
import type { ProfessionalCard as Card } from "../../../core/contracts/search";
import { DIRECTORY } from "../../../core/messages";
import { formatAverage } from "../../../core/rating-categories";
import { Avatar } from "../profile/avatar";
import { ClaimedBadge, VerifiedEmployersBadge } from "../profile/profile-badges";

export function placeOf(p: { city: string | null; state: string | null }): string {
  return [p.city, p.state].filter(Boolean).join(", ");
}

/** A search result; the whole card opens /profile/{id}. */
export function ProfessionalCard({ professional: p }: { professional: Card }) {
  const name = `${p.firstName} ${p.lastName}`;
  const place = placeOf(p);
  return (
    <Link
      to={`/profile/${p.id}`}
      className="group flex h-full flex-col gap-3 rounded-lg border bg-card p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-ring"
    >
      <div className="flex items-start gap-3">
        <Avatar name={name} src={p.profilePicture} className="size-12 text-base" />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold group-hover:text-primary group-hover:underline">{name}</h2>
          {p.headline && <p className="line-clamp-2 text-sm text-muted-foreground">{p.headline}</p>}
        </div>
      </div>
      {place && (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{place}</span>
        </p>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 text-sm">
        {p.totalRatings > 0 ? (
          <span className="inline-flex items-center gap-1 font-medium">
            <Star className="size-4 fill-brand-gold text-brand-gold" aria-hidden="true" />
            {formatAverage(p.averageRating)}
            <span className="font-normal text-muted-foreground">
              ({p.totalRatings} rating{p.totalRatings === 1 ? "" : "s"})
            </span>
          </span>
        ) : (
          <span className="text-muted-foreground">{DIRECTORY.ratingsPending}</span>
        )}
        {p.verifiedEmployersCount > 0 && <VerifiedEmployersBadge count={p.verifiedEmployersCount} />}
        {p.isClaimed && <ClaimedBadge />}
      </div>
    </Link>
  );
}
