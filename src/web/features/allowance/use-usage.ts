import { useQuery } from "@tanstack/react-query";
import { apiCall } from "../../lib/api";

interface MeAnswer {
  user: { id: string } | null;
}

/** Whether someone is signed in, from GET /api/v1/me; a missing or failing endpoint counts as a visitor. */
export function useSignedIn(): boolean {
  const me = useQuery({
    queryKey: ["me"],
    queryFn: async () => {
      try {
        return await apiCall("GET /me");
      } catch {
        return { user: null } satisfies MeAnswer;
      }
    },
  });
  return Boolean(me.data?.user);
}

/** The signed-in user's lookups and ratings (GET /api/v1/usage), refetched every `refetchMs`. */
export function useUsage(options: { enabled: boolean; refetchMs: number }) {
  return useQuery({
    queryKey: ["usage"],
    queryFn: () => apiCall("GET /usage"),
    enabled: options.enabled,
    refetchInterval: options.enabled ? options.refetchMs : false,
    staleTime: 0,
  });
}
