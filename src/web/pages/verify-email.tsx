import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, XCircle } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { EMAIL_VERIFICATION } from "../../core/messages";
import { Logo } from "../components/layout/logo";
import { Button } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { confirmVerificationEmail } from "../features/employer/verification/verification-api";
import { ApiError } from "../lib/api";
import { usePageTitle } from "../lib/use-page-title";

/**
 * Frameless page (SPEC §2): opens a business-domain verification link. The token is spent once, so the call is a
 * query keyed by the token (deduplicated, never retried) rather than an effect that could run twice.
 */
export default function VerifyEmailPage() {
  usePageTitle("Verify your email");
  const [params] = useSearchParams();
  const token = params.get("token");
  const verify = useQuery({
    queryKey: ["verify-business-email", token],
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    queryFn: () => confirmVerificationEmail(token ?? ""),
  });

  let body: React.ReactNode;
  if (!token) body = <Failure message={EMAIL_VERIFICATION.invalidLink} />;
  else if (verify.isPending)
    body = (
      <div className="grid justify-items-center gap-3" role="status">
        <Spinner className="size-8" label="Verifying your email" />
        <p className="text-muted-foreground">Verifying your email…</p>
      </div>
    );
  else if (verify.isError) body = <Failure message={failureMessage(verify.error)} />;
  else
    body = (
      <div className="grid justify-items-center gap-4">
        <CheckCircle2 className="size-12 text-primary" aria-hidden="true" />
        <p className="text-lg font-medium">{EMAIL_VERIFICATION.success}</p>
        <Button asChild>
          <Link to="/dashboard/employer">Go to your dashboard</Link>
        </Button>
      </div>
    );

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <Logo />
      <h1 className="text-2xl font-semibold">Email verification</h1>
      <div aria-live="polite">{body}</div>
    </main>
  );
}

/**
 * The spec's words for any link that did not verify; only a failure that says nothing about the link (offline,
 * too many attempts) keeps its own message, so the person knows that trying again later can help.
 */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 0 || error.status === 429)) return error.message;
  return EMAIL_VERIFICATION.failed;
}

function Failure({ message }: { message: string }) {
  return (
    <div className="grid justify-items-center gap-4">
      <XCircle className="size-12 text-destructive" aria-hidden="true" />
      <p className="text-lg font-medium" role="alert">
        {message}
      </p>
      <Button asChild variant="outline">
        <Link to="/dashboard/employer/verification">{EMAIL_VERIFICATION.tryAgain}</Link>
      </Button>
    </div>
  );
}
