import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HealthResponse } from "../../../core/contracts/health";
import { currentMigration } from "../../db/migrate";

const VERSION = process.env.npm_package_version ?? "0.1.0";

export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/health",
      { config: { policy: "health:read" }, schema: { response: { 200: HealthResponse, 503: HealthResponse } } },
      async (_request, reply) => {
        const { database, startedAt } = app.ctx;
        let ok = true;
        let migration: string | null = null;
        try {
          await database.query("SELECT 1");
          migration = await currentMigration(database);
        } catch {
          ok = false;
        }
        return reply.status(ok ? 200 : 503).send({
          status: ok ? "ok" : "degraded",
          database: database.engine,
          migration,
          version: VERSION,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        });
      },
    );
}
