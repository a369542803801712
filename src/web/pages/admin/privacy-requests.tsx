import { useQuery } from "@tanstack/react-query";
import { Clock } from "lucide-react";
import { PRIVACY_RULES } from "../../../core/contracts/privacy";
import { ErrorNote } from "../../components/page-states";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { AnswerRequestForm } from "../../features/privacy/answer-request-form";
import { fetchPrivacyQueue } from "../../features/privacy/privacy-api";
import { usePageTitle } from "../../lib/use-page-title";

const date = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

/** /admin/privacy-requests: contact messages of the privacy type, oldest first, with the 30-day answer deadline. */
export default function AdminPrivacyRequestsPage() {
  usePageTitle("Privacy Requests");
  const queue = useQuery({ queryKey: ["admin", "privacy-requests"], queryFn: fetchPrivacyQueue });
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Privacy Requests</h1>
      <p className="mt-2 text-muted-foreground">
        Messages sent through the contact form as "Privacy and data requests". Each must be answered within{" "}
        {PRIVACY_RULES.privacyAnswerDays} days of receipt.
      </p>
      {queue.isPending ? (
        <PageSpinner />
      ) : queue.isError ? (
        <ErrorNote message="Failed to load privacy requests" />
      ) : queue.data.items.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed p-6 text-sm text-muted-foreground">
          No open privacy requests.
        </p>
      ) : (
        <ul className="mt-8 grid gap-4">
          {queue.data.items.map((item) => (
            <li key={item.id}>
              <Card>
                <CardHeader>
                  <CardTitle className="flex flex-wrap items-center gap-2 text-base">
                    {item.name ?? item.email}
                    {item.overdue ? (
                      <Badge className="bg-destructive text-destructive-foreground">Overdue</Badge>
                    ) : null}
                  </CardTitle>
                  <CardDescription className="flex flex-wrap items-center gap-x-3">
                    <span>{item.email}</span>
                    <span>Received {date(item.receivedAt)}</span>
                    <span className="inline-flex items-center gap-1">
                      <Clock className="size-3.5" aria-hidden="true" />
                      Answer by {date(item.answerBy)}
                    </span>
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <p className="text-sm whitespace-pre-wrap break-words">{item.message}</p>
                  <AnswerRequestForm requestId={item.id} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
