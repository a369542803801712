import type { TestProject } from "vitest/node";
import { ensureWebBuild, startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  ensureWebBuild();
  const server = await startServer();
  project.provide("baseUrl", server.baseUrl);
  return async () => {
    await server.stop();
    // The server logs at warn level: whatever it said goes with the run, so a failed journey has its server's side.
    const said = server.output().trim();
    if (said) process.stderr.write(`\n--- e2e server output (last 6,000 characters) ---\n${said.slice(-6000)}\n`);
  };
}
