import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Navigate, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import type { Me, MeResponse } from "../../../core/contracts/auth";
import type { AccountType } from "../../../core/domain";
import { ACCOUNT, AUTH, BRAND, EMAIL_VERIFICATION } from "../../../core/messages";
import { Logo } from "../../components/layout/logo";
import { PageSpinner } from "../../components/ui/spinner";
import { afterSignInPath } from "../../features/auth/after-sign-in";
import { ME_KEY, useSession } from "../../features/auth/session";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../features/marketing/tabs";
import { usePageTitle } from "../../lib/use-page-title";
import { SignInPanel } from "./sign-in-panel";
import { SignUpPanel } from "./sign-up-panel";

type Tab = "signin" | "signup";

export function initialTab(params: URLSearchParams): Tab {
  return params.get("mode") === "signup" ? "signup" : "signin";
}

export function initialAccountType(params: URLSearchParams): AccountType {
  return params.get("type") === "employer" ? "employer" : "professional";
}

/** /auth (SPEC §2): sign-in and sign-up tabs; signed-in visitors go to /; the e-mail link lands here with ?verified=1. */
export default function AuthPage() {
  usePageTitle(BRAND.signInHeadline);
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>(() => initialTab(params));
  /** Where this page is sending the person it just signed in; wins over the "signed in → /" rule. */
  const leavingTo = useRef<string | null>(null);
  const verifyHandled = useRef(false);

  const mode = params.get("mode");
  useEffect(() => {
    setTab(mode === "signup" ? "signup" : "signin");
  }, [mode]);

  const verified = params.get("verified") === "1";
  const verifyError = params.get("error");

  // The verification link failed (expired or already used): say so once, and drop the parameters.
  useEffect(() => {
    if (!verified || !verifyError || verifyHandled.current) return;
    verifyHandled.current = true;
    toast.error(ACCOUNT.verifyFailedTitle, { description: EMAIL_VERIFICATION.failed });
    setParams(
      (p) => {
        p.delete("verified");
        p.delete("error");
        return p;
      },
      { replace: true },
    );
  }, [verified, verifyError, setParams]);

  // The verification link worked: it set a session cookie. Welcome the person where they were going
  // (an invitation they signed up from), else into their area.
  useEffect(() => {
    if (!verified || verifyError || verifyHandled.current || session.status !== "signed-in") return;
    verifyHandled.current = true;
    leavingTo.current = afterSignInPath(params.get("redirect"), session.user.roles, session.user.secondFactorRequired);
    toast.success(AUTH.successTitle, { description: EMAIL_VERIFICATION.success });
    navigate(leavingTo.current, { replace: true });
  }, [verified, verifyError, session, navigate, params]);

  // A link that verifies nothing and signs nobody in was used before: the address is already confirmed.
  const alreadyConfirmed = verified && !verifyError && session.status === "signed-out";

  const onSignedIn = (
    user: Me,
    destination = afterSignInPath(params.get("redirect"), user.roles, user.secondFactorRequired),
  ) => {
    leavingTo.current = destination;
    queryClient.setQueryData<MeResponse>(ME_KEY, { user });
    navigate(destination, { replace: true });
  };

  if (session.status === "loading") return <PageSpinner />;
  if (session.status === "signed-in") {
    if (verified && !verifyError && !leavingTo.current) return <PageSpinner />;
    return <Navigate to={leavingTo.current ?? "/"} replace />;
  }

  return (
    <section className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-10 sm:py-14">
      <div className="flex flex-col items-center gap-3 text-center">
        <Logo />
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{BRAND.signInHeadline}</h1>
        <p className="text-sm text-muted-foreground">Standing is {BRAND.tagline}.</p>
      </div>
      {alreadyConfirmed && (
        <p role="status" className="rounded-lg border border-primary/30 bg-primary/5 p-4 text-sm">
          {EMAIL_VERIFICATION.alreadyConfirmed}
        </p>
      )}
      <div className="rounded-xl border bg-card p-5 shadow-sm sm:p-8">
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="signin">{ACCOUNT.signInTab}</TabsTrigger>
            <TabsTrigger value="signup">{ACCOUNT.signUpTab}</TabsTrigger>
          </TabsList>
          <TabsContent value="signin" className="mt-6">
            <SignInPanel onSignedIn={(user) => onSignedIn(user)} redirect={params.get("redirect")} />
          </TabsContent>
          <TabsContent value="signup" className="mt-6">
            <SignUpPanel
              key={initialAccountType(params)}
              initialType={initialAccountType(params)}
              onSignedIn={onSignedIn}
              redirect={params.get("redirect")}
            />
          </TabsContent>
        </Tabs>
      </div>
    </section>
  );
}
