import {
  Bell,
  CreditCard,
  HelpCircle,
  LayoutDashboard,
  LogOut,
  ShieldCheck,
  ShieldHalf,
  UserRound,
} from "lucide-react";
import { Link } from "react-router";
import type { Me } from "../../../core/contracts/auth";
import type { Role } from "../../../core/domain";
import { ACCOUNT } from "../../../core/messages";
import { Avatar, AvatarFallback, AvatarImage } from "../../components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../../components/ui/dropdown-menu";
import { useSubscriptionStatus } from "../billing/subscription-status";
import { billingPath } from "./destinations";
import { displayName, userInitials } from "./initials";
import { useSignOut } from "./use-sign-out";

export interface MenuEntry {
  label: string;
  to: string;
}

/** Role-dependent entries of the avatar menu (SPEC §2), then Billing by role, Notifications, Help, security. */
export function userMenuEntries(user: Pick<Me, "id" | "email" | "roles">): MenuEntry[] {
  // Only the roles the person holds (issue 15 §7): an administrator passes every role check elsewhere, but the
  // menu does not offer an employer dashboard or a profile to someone who has neither.
  const holds = (role: Role) => user.roles.includes(role);
  const entries: MenuEntry[] = [];
  if (holds("employer")) entries.push({ label: ACCOUNT.employerDashboard, to: "/dashboard/employer" });
  if (holds("professional")) entries.push({ label: ACCOUNT.myProfile, to: "/dashboard/professional" });
  if (holds("admin")) entries.push({ label: ACCOUNT.adminPanel, to: "/admin" });
  entries.push(
    { label: ACCOUNT.billing, to: billingPath(user.roles) },
    { label: ACCOUNT.notifications, to: "/notifications" },
    { label: ACCOUNT.help, to: "/help" },
    { label: ACCOUNT.accountSecurity, to: "/settings/security" },
  );
  return entries;
}

const ICONS: Record<string, typeof Bell> = {
  [ACCOUNT.employerDashboard]: LayoutDashboard,
  [ACCOUNT.myProfile]: UserRound,
  [ACCOUNT.adminPanel]: ShieldHalf,
  [ACCOUNT.billing]: CreditCard,
  [ACCOUNT.notifications]: Bell,
  [ACCOUNT.help]: HelpCircle,
  [ACCOUNT.accountSecurity]: ShieldCheck,
};

export function UserMenu({ user }: { user: Me }) {
  const signOut = useSignOut();
  // SPEC §4: the subscription is checked on sign-in and every 60 s, whatever page is open.
  useSubscriptionStatus();
  const name = displayName(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={`${ACCOUNT.accountMenu}: ${name}`}
      >
        <Avatar>
          {user.avatarUrl && <AvatarImage src={user.avatarUrl} alt="" />}
          <AvatarFallback delayMs={user.avatarUrl ? 600 : undefined}>{userInitials(user)}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate font-semibold">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {userMenuEntries(user).map((entry) => {
          const Icon = ICONS[entry.label] ?? LayoutDashboard;
          return (
            <DropdownMenuItem key={entry.label} asChild>
              <Link to={entry.to}>
                <Icon aria-hidden="true" />
                {entry.label}
              </Link>
            </DropdownMenuItem>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          disabled={signOut.isPending}
          onSelect={() => {
            signOut.mutate();
          }}
        >
          <LogOut aria-hidden="true" />
          {ACCOUNT.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
