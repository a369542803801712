import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The JavaScript files a prerendered page's islands need, from Vite's build manifest and source maps, so the
 * page can preload them all from its HTML (fetched at once, evaluated later in short steps by
 * src/web/prerender/main.tsx). Which module each island comes from is read from src/web/prerender/registry.ts.
 */
interface ManifestEntry {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

export function createIslandPreloads(webDir: string, registrySource: string) {
  const manifestFile = join(webDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) throw new Error("no .vite/manifest.json: vite.config.ts must set build.manifest");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestEntry>;

  const modules = new Map<string, string>();
  for (const match of registrySource.matchAll(/"?([a-z-]+)"?: \(\) => import\("\.\.\/([^"]+)"\)/g)) {
    if (match[1] && match[2]) modules.set(match[1], `src/web/${match[2]}`);
  }

  const sourcesOf = new Map<string, string[]>();
  const sources = (file: string) => {
    let list = sourcesOf.get(file);
    if (!list) {
      const map = join(webDir, `${file}.map`);
      list = existsSync(map) ? ((JSON.parse(readFileSync(map, "utf8")) as { sources: string[] }).sources ?? []) : [];
      sourcesOf.set(file, list);
    }
    return list;
  };
  /** The manifest key of the chunk that holds `module` (a path from the repository root, without extension). */
  const chunkOf = (module: string) => {
    for (const [key, entry] of Object.entries(manifest)) {
      if (sources(entry.file).some((s) => s.replace(/\.[jt]sx?$/, "").endsWith(module))) return key;
    }
    throw new Error(`no built chunk holds ${module}`);
  };
  const closure = (key: string, into: Set<string>) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const dep of entry.imports ?? []) closure(dep, into);
  };

  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry && manifest[k]?.src === "prerender/main.tsx");
  if (!entryKey) throw new Error("the build has no prerender/main.tsx entry");
  /** The islands entry's own file, for the page's <script>. */
  const entry = `/${manifest[entryKey]?.file}`;
  // Every page needs these: the entry and what it imports step by step (see prerender/main.tsx).
  const base = new Set<string>();
  closure(entryKey, base);
  for (const module of [
    "react-dom/client",
    "src/web/prerender/island-frame",
    "src/web/lib/query-client",
    "src/web/components/ui/app-toaster",
  ])
    closure(chunkOf(module), base);
  const perIsland = new Map<string, Set<string>>();

  /** `/assets/…` files to preload for a page whose HTML holds these island names (the entry among them). */
  function preloadsFor(islands: Iterable<string>): string[] {
    const files = new Set(base);
    for (const name of islands) {
      let own = perIsland.get(name);
      if (!own) {
        const module = modules.get(name);
        if (!module) throw new Error(`island "${name}" is not in the registry`);
        own = new Set();
        closure(chunkOf(module.replace(/\.[jt]sx?$/, "")), own);
        perIsland.set(name, own);
      }
      for (const file of own) files.add(file);
    }
    return [...files].map((f) => `/${f}`).filter((f) => f !== entry);
  }
  return { entry, preloadsFor };
}
