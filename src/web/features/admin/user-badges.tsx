import { Badge } from "../../components/ui/badge";

/** An account's roles, its plan, and whether it is suspended or deactivated (the users list and a user's page). */
export function UserBadges({
  roles,
  plan,
  suspended,
  deactivated = false,
}: {
  roles: readonly string[];
  plan: string;
  suspended: boolean;
  deactivated?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-1">
      {roles.map((r) => (
        <Badge key={r} variant="secondary">
          {r}
        </Badge>
      ))}
      <Badge variant="outline">{plan}</Badge>
      {suspended && (
        <Badge variant="outline" className="border-destructive text-destructive">
          suspended
        </Badge>
      )}
      {!suspended && deactivated && (
        <Badge variant="outline" className="border-destructive text-destructive">
          deactivated
        </Badge>
      )}
    </div>
  );
}
