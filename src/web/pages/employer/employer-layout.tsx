import {
  BarChart3,
  CreditCard,
  FileCheck2,
  Gauge,
  History,
  LayoutDashboard,
  ShieldAlert,
  Star,
  Upload,
  Users,
} from "lucide-react";
import {
  DashboardLayout,
  type DashboardNavItem,
  type DashboardPageProps,
} from "../../components/layout/dashboard-layout";

const NAV: DashboardNavItem[] = [
  { to: "/dashboard/employer", label: "Overview", icon: LayoutDashboard, end: true },
  { to: "/dashboard/employer/rate", label: "Rate", icon: Star },
  { to: "/dashboard/employer/roster", label: "Roster", icon: Users },
  { to: "/dashboard/employer/history", label: "History", icon: History },
  { to: "/dashboard/employer/upload", label: "Upload", icon: Upload },
  { to: "/dashboard/employer/analytics", label: "Analytics", icon: BarChart3 },
  { to: "/dashboard/employer/verification", label: "Verification", icon: FileCheck2 },
  { to: "/dashboard/employer/disputes", label: "Disputes", icon: ShieldAlert },
  { to: "/dashboard/employer/billing", label: "Billing", icon: CreditCard },
  { to: "/dashboard/employer/diagnostic", label: "Diagnostic", icon: Gauge },
];

/** The employer area frame. */
export function EmployerLayout(props: DashboardPageProps) {
  return <DashboardLayout navLabel="Employer dashboard" nav={NAV} {...props} />;
}
