import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { ApiError } from "./api";

/**
 * A mutation whose answer says what was done (its `message`, toasted) and makes one query stale, refetched before the
 * mutation settles so the list shown is already the new one. With `failed`, a failure is toasted as well: the server's
 * words, or `failed` when there are none (no connection, a crash); without it the caller shows the error.
 */
export function useAnnouncedMutation<Input = void, Answer extends { message: string } = { message: string }>(
  mutationFn: (input: Input) => Promise<Answer>,
  { invalidates, failed }: { invalidates: QueryKey; failed?: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (res) => {
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: invalidates });
    },
    onError: (error) => {
      if (failed !== undefined) toast.error(error instanceof ApiError ? error.message : failed);
    },
  });
}
