import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { ApiError } from "../../../lib/api";
import { OVERVIEW_KEY } from "../employer-api";

/** One verification method's request: a toast on success (and the overview read again), field errors kept. */
export function useVerificationSubmit<T>(fn: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: fn,
    onMutate: () => setErrors({}),
    onSuccess: async (res) => {
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields) setErrors(error.fields);
      else toast.error(error.message);
    },
  });
  return { mutation, errors };
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}
