import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "sonner";
import { InPlaceForm } from "../../components/in-place-form";
import { Button } from "../../components/ui/button";
import { Label } from "../../components/ui/label";
import { ApiError } from "../../lib/api";
import { answerPrivacyRequest } from "./privacy-api";

/** Records that one privacy request was answered, with a note for the audit log (D188); it then leaves the queue. */
export function AnswerRequestForm({ requestId }: { requestId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const answer = useMutation({
    mutationFn: () => answerPrivacyRequest(requestId, note),
    onSuccess: () => {
      toast.success("Marked as answered.");
      void queryClient.invalidateQueries({ queryKey: ["admin", "privacy-requests"] });
    },
    onError: (e) => setError(e instanceof ApiError ? (e.fields?.reason ?? e.message) : "Failed to record the answer"),
  });
  return (
    <InPlaceForm
      className="mt-4 grid gap-2 border-t pt-4"
      onSend={() => {
        setError(null);
        answer.mutate();
      }}
    >
      <Label htmlFor={`${id}-note`}>How it was answered</Label>
      <textarea
        id={`${id}-note`}
        className="min-h-16 rounded-md border border-input bg-background p-2 text-sm"
        value={note}
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" variant="outline" disabled={answer.isPending}>
          Mark answered
        </Button>
      </div>
    </InPlaceForm>
  );
}
