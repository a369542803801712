import { ShieldCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { TextField } from "../../components/form-field";
import { InPlaceForm } from "../../components/in-place-form";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { useAcceptInvitation, useInvitationPreview } from "../../features/admin/invitations/invitations-api";
import { ApiError } from "../../lib/api";
import { usePageTitle } from "../../lib/use-page-title";
import { useTextFields } from "../../lib/use-text-fields";

/**
 * /admin-invitation?token=… from the administrator invitation e-mail (issue 34 §4a, D329). Opening the link changes
 * nothing; the form creates the new administrator account. Signing in then asks for a second factor first.
 */
export default function AdminInvitationPage() {
  usePageTitle("Administrator invitation");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const { values, setErrors, bind } = useTextFields("admin-invitation", { fullName: "", password: "" });
  const fields = accept.error instanceof ApiError ? (accept.error.fields ?? {}) : {};
  const general = accept.isError && !fields.fullName && !fields.password ? accept.error.message : null;
  return (
    <section className="mx-auto grid max-w-xl content-start gap-6 px-4 py-10 sm:px-6 sm:py-16">
      <Card className="grid gap-4 p-6 sm:p-8">
        <div className="grid justify-items-center gap-3 text-center">
          <ShieldCheck className="size-10 text-primary" aria-hidden="true" />
          <h1 className="text-2xl font-bold tracking-tight">Administrator invitation</h1>
        </div>
        {!token ? (
          <p role="alert">This invitation link is not valid. Ask the administrator who invited you for a new one.</p>
        ) : preview.isPending ? (
          <p className="text-center text-muted-foreground">Checking the invitation…</p>
        ) : preview.isError ? (
          <p role="alert" className="text-center">
            {preview.error.message}
          </p>
        ) : accept.isSuccess ? (
          <div className="grid gap-4 text-center">
            <p role="status">{accept.data.message}</p>
            <Button asChild>
              <Link to={`/auth?email=${encodeURIComponent(preview.data.email)}`}>Sign in</Link>
            </Button>
          </div>
        ) : (
          <InPlaceForm
            className="grid gap-4"
            onSend={() => {
              accept.mutate(values, {
                onError: (error) => setErrors(error instanceof ApiError ? (error.fields ?? {}) : {}),
              });
            }}
          >
            <p className="text-muted-foreground">
              You were invited to administer Standing as{" "}
              <strong className="text-foreground">{preview.data.email}</strong>. Choose your name and a password. After
              signing in you will enrol a second factor (an authenticator app or a passkey) before the admin console
              opens.
            </p>
            <TextField label="Full name" autoComplete="name" {...bind("fullName")} />
            <TextField
              label="Password"
              hint="At least 8 characters; not a common password, nor your name or e-mail."
              type="password"
              autoComplete="new-password"
              {...bind("password")}
            />
            {general && (
              <p role="alert" className="text-sm text-destructive">
                {general}
              </p>
            )}
            <Button type="submit" disabled={accept.isPending}>
              {accept.isPending ? "Creating your account..." : "Create administrator account"}
            </Button>
          </InPlaceForm>
        )}
      </Card>
    </section>
  );
}
