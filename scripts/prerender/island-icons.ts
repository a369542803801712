import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const ICON = /[\\/]node_modules[\\/]lucide-react[\\/]/;
const ICON_FILE = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([a-z0-9-]+)\.mjs$/;

/** Every name lucide-react exports (aliases included) → the file of its icon, from the package's own barrel. */
export function lucideExports(barrelSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const line of barrelSource.matchAll(/export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g)) {
    for (const name of (line[1] ?? "").matchAll(/default as (\w+)/g)) files.set(name[1] as string, line[2] as string);
  }
  return files;
}

/** The names a module's code imports from "lucide-react". */
export function lucideImports(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
    for (const part of (m[1] ?? "").split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]
        ?.replace(/^type\s+/, "");
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * Splits the icons into the ones the islands draw and the rest (D293). One chunk of every icon the app uses was
 * 9.6 KB gzipped of every marketing page's initial JavaScript, most of it icons only dashboards draw; one file per
 * icon is 40–60 requests for a page (D273). So: `icons`, the icons the islands' code imports (followed from the
 * islands' entry and each island the registry loads, through static imports), and `icons-app`, the rest.
 * It is read off this build's module graph, so a new icon in an island lands in the right chunk by itself, and
 * `bench/initial-js.ts --strict` (CI) holds the budget. lucide-react's barrel imports every icon, so the graph is
 * followed through our own modules and their named imports from it, not through the barrel.
 */
export function islandIcons(islandsEntry: string) {
  const wanted = new Set<string>();
  let exportsByName: Map<string, string> | undefined;
  const plugin: Plugin = {
    name: "standing:island-icons",
    apply: "build",
    buildEnd() {
      if (!exportsByName) {
        const pkg = createRequire(import.meta.url).resolve("lucide-react/package.json");
        exportsByName = lucideExports(readFileSync(join(dirname(pkg), "dist", "esm", "lucide-react.mjs"), "utf8"));
      }
      wanted.clear();
      const registry = [...this.getModuleIds()].find((id) => /[\\/]prerender[\\/]registry\.tsx?$/.test(id));
      // The registry's dynamic imports are the islands themselves; any other dynamic import (a lazy dialog) is
      // code an island fetches later, not on the page's first load.
      const queue = [islandsEntry, ...(registry ? (this.getModuleInfo(registry)?.dynamicallyImportedIds ?? []) : [])];
      const seen = new Set<string>();
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (seen.has(id) || /[\\/]node_modules[\\/]/.test(id)) continue;
        seen.add(id);
        const info = this.getModuleInfo(id);
        for (const name of lucideImports(info?.code ?? "")) {
          const file = exportsByName.get(name);
          if (file) wanted.add(file);
        }
        for (const next of info?.importedIds ?? []) queue.push(next);
      }
    },
  };
  const name = (id: string): string | null => {
    if (!ICON.test(id)) return null;
    const file = ICON_FILE.exec(id)?.[1];
    // lucide's own runtime (createLucideIcon, its context) goes with the islands' icons, which need it.
    return file === undefined || wanted.has(file) ? "icons" : "icons-app";
  };
  return { plugin, name };
}
