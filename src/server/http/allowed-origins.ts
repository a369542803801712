/** The names every machine gives itself: a browser opened at any of them reaches the same server. */
const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"] as const;

export function isLoopbackHost(hostname: string): boolean {
  return (LOOPBACK_HOSTS as readonly string[]).includes(hostname.toLowerCase());
}

/**
 * The origins a browser may send state-changing requests from: the announced address (PUBLIC_URL) and, when that
 * is a loopback name, its other loopback spellings on the same scheme and port (http://127.0.0.1:3000 while the
 * server announces http://localhost:3000). The CSRF check and the auth library's trusted origins both read this
 * list, so a page that signs in also sets up its second factor (D52).
 */
export function allowedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!isLoopbackHost(url.hostname)) return [url.origin];
  const port = url.port ? `:${url.port}` : "";
  return [url.origin, ...LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`)].filter(
    (origin, i, all) => all.indexOf(origin) === i,
  );
}
