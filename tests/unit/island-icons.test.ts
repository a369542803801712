import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { islandIcons, lucideExports, lucideImports } from "../../scripts/prerender/island-icons";

const ICONS = "/repo/node_modules/lucide-react/dist/esm/icons";
const BARREL = "/repo/node_modules/lucide-react/dist/esm/lucide-react.mjs";

/** A build's module graph, as the plugin context of `buildEnd` shows it. */
function graph(modules: Record<string, { code?: string; imports?: string[]; dynamic?: string[] }>) {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      modules[id]
        ? {
            code: modules[id].code ?? "",
            importedIds: modules[id].imports ?? [],
            dynamicallyImportedIds: modules[id].dynamic ?? [],
          }
        : null,
  };
}

describe("island icons (D293)", () => {
  it("maps every name lucide-react exports, aliases included, to its icon's file", () => {
    const pkg = createRequire(import.meta.url).resolve("lucide-react/package.json");
    const names = lucideExports(readFileSync(join(dirname(pkg), "dist", "esm", "lucide-react.mjs"), "utf8"));
    expect(names.get("Search")).toBe("search");
    expect(names.get("Loader2")).toBe("loader-circle");
    expect(names.get("ChevronLeft")).toBe("chevron-left");
    expect(names.size).toBeGreaterThan(1000);
  });

  it("reads the names a module imports from lucide-react", () => {
    expect(
      lucideImports(
        'import { Search, type LucideIcon, Star as Rating,\n  X } from "lucide-react";\nimport { Link } from "react-router";',
      ),
    ).toEqual(["Search", "LucideIcon", "Star", "X"]);
    expect(lucideImports("import{Quote}from'lucide-react'")).toEqual(["Quote"]);
    expect(lucideImports('import { Search } from "lucide-react-native"')).toEqual([]);
  });

  it("puts what the islands import in `icons`, everything else in `icons-app`", () => {
    const { plugin, name } = islandIcons("/repo/src/web/prerender/main.tsx");
    const context = graph({
      "/repo/src/web/prerender/main.tsx": { imports: ["/repo/src/web/prerender/registry.ts"] },
      "/repo/src/web/prerender/registry.ts": { dynamic: ["/repo/src/web/header.tsx"] },
      "/repo/src/web/header.tsx": {
        code: 'import { Search } from "lucide-react";',
        imports: [BARREL, "/repo/src/web/menu.tsx"],
        // A lazy part of an island is fetched on use, not with the page.
        dynamic: ["/repo/src/web/lazy-dialog.tsx"],
      },
      "/repo/src/web/menu.tsx": { code: 'import { Menu as Burger } from "lucide-react";', imports: [BARREL] },
      "/repo/src/web/lazy-dialog.tsx": { code: 'import { Trash } from "lucide-react";', imports: [BARREL] },
      "/repo/src/web/dashboard.tsx": { code: 'import { Gauge } from "lucide-react";', imports: [BARREL] },
      // lucide's barrel is not ours: the walk reads our modules' named imports, not the barrel's re-exports.
      [BARREL]: { code: 'export { default as Gauge } from "./icons/gauge.mjs";', imports: [`${ICONS}/gauge.mjs`] },
    });
    (plugin.buildEnd as unknown as (this: typeof context) => void).call(context);
    expect(name(`${ICONS}/search.mjs`)).toBe("icons");
    expect(name(`${ICONS}/menu.mjs`)).toBe("icons");
    expect(name(`${ICONS}/trash.mjs`)).toBe("icons-app");
    expect(name(`${ICONS}/gauge.mjs`)).toBe("icons-app");
    expect(name("/repo/node_modules/lucide-react/dist/esm/createLucideIcon.mjs")).toBe("icons");
    expect(name("/repo/src/web/header.tsx")).toBeNull();
  });
});
