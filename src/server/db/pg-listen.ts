import pg from "pg";

/**
 * LISTEN needs a connection of its own for as long as it listens (a pooled one would be handed to a query). When
 * it dies (restart, fail-over) it is reopened with back-off (0.5 s doubling to 30 s) and `onResync` tells the
 * caller that messages may have been missed.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onResync?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = 500;
  let timer: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replace(/"/g, '""')}"`;
  const connect = async (resync: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    c.on("notification", (n) => {
      if (n.channel === channel) onMessage(n.payload ?? "");
    });
    const lost = () => {
      if (stopped || client !== c) return;
      client = undefined;
      c.end().catch(() => {});
      timer = setTimeout(() => void connect(true).catch(() => {}), delay);
      timer.unref();
      delay = Math.min(delay * 2, 30_000);
    };
    c.on("error", lost);
    c.on("end", lost);
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${quoted}`);
    } catch (error) {
      if (!resync) {
        client = undefined;
        await c.end().catch(() => {});
        throw error;
      }
      lost();
      return;
    }
    delay = 500;
    if (stopped) await c.end().catch(() => {});
    else if (resync) onResync?.();
  };
  await connect(false);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}
