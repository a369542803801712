import {
  BadgeCheck,
  BarChart3,
  CreditCard,
  FileDown,
  LayoutDashboard,
  Settings,
  ShieldAlert,
  UserCheck,
} from "lucide-react";
import {
  DashboardLayout,
  type DashboardNavItem,
  type DashboardPageProps,
} from "../../components/layout/dashboard-layout";

const NAV: DashboardNavItem[] = [
  { to: "/dashboard/professional", label: "Overview", icon: LayoutDashboard, end: true },
  { to: "/dashboard/professional/claim", label: "Claim", icon: UserCheck },
  { to: "/dashboard/professional/settings", label: "Profile settings", icon: Settings, end: true },
  { to: "/dashboard/professional/settings/import", label: "Import", icon: FileDown },
  { to: "/dashboard/professional/analytics", label: "Analytics", icon: BarChart3 },
  { to: "/dashboard/professional/disputes", label: "Disputes", icon: ShieldAlert },
  { to: "/dashboard/professional/credentials", label: "Credentials", icon: BadgeCheck },
  { to: "/dashboard/professional/billing", label: "Billing", icon: CreditCard },
];

/** The professional area frame. */
export function ProfessionalLayout(props: DashboardPageProps) {
  return <DashboardLayout navLabel="Professional dashboard" nav={NAV} {...props} />;
}
