import { Navigate } from "react-router";
import { PageSpinner } from "../../components/ui/spinner";
import { useSession } from "../../features/auth/session";

/** /dashboard/billing (the success page's link, SPEC §2) takes each person to their role's billing page. */
export default function BillingRedirectPage() {
  const session = useSession();
  if (session.status !== "signed-in") return <PageSpinner />;
  const to =
    session.user.accountType === "employer" ||
    (session.user.roles.includes("employer") && !session.user.roles.includes("professional"))
      ? "/dashboard/employer/billing"
      : "/dashboard/professional/billing";
  return <Navigate to={to} replace />;
}
