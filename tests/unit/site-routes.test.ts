import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { isKnownSitePath, matchRoute, siteRoutePatterns } from "../../src/core/site-routes";
import { routes } from "../../src/web/routes";

/** Every path the client router declares, parents joined, the catch-all left out. */
function declaredPaths(list: RouteObject[], parent = ""): string[] {
  return list.flatMap((r) => {
    const own = r.index ? parent || "/" : r.path ? (r.path.startsWith("/") ? r.path : `${parent}/${r.path}`) : parent;
    const here = r.path && r.path !== "*" ? [own] : r.index ? [own] : [];
    return [...here, ...(r.children ? declaredPaths(r.children, own) : [])];
  });
}

const SLUGS = new Set(["data-privacy-guide"]);

describe("one route table for the client router and the server's 404s (issue 20 §4)", () => {
  it("the router declares exactly the shared table's paths", () => {
    expect(declaredPaths(routes).sort()).toEqual([...new Set(siteRoutePatterns())].sort());
  });

  it("what the server calls known is what the router draws a page for (not its catch-all)", () => {
    const samples = [
      "/",
      "/about",
      "/ABOUT",
      "/about/",
      "/search",
      "/profile/abc",
      "/profile",
      "/blog",
      "/blog/data-privacy-guide",
      "/dashboard/professional/settings/import",
      "/dashboard/professional/settings/nope",
      "/admin",
      "/admin/users",
      "/admin/users/1",
      "/legal/data-export",
      "/no/such/page",
      "/verify-email",
    ];
    for (const path of samples) {
      const leaf = matchRoutes(routes, path)?.at(-1)?.route;
      expect(isKnownSitePath(path, SLUGS), path).toBe(Boolean(leaf?.index || (leaf?.path && leaf.path !== "*")));
    }
  });

  it("an article is known only when its file exists", () => {
    expect(isKnownSitePath("/blog/data-privacy-guide", SLUGS)).toBe(true);
    expect(isKnownSitePath("/blog/no-such-article", SLUGS)).toBe(false);
    expect(isKnownSitePath("/blog/%E0%A4%A", SLUGS)).toBe(false);
  });

  it("matches one segment per parameter", () => {
    expect(matchRoute("/profile/:professionalId", "/profile/p-1")).toEqual({ professionalId: "p-1" });
    expect(matchRoute("/profile/:professionalId", "/profile/p-1/x")).toBeNull();
    expect(matchRoute("/", "/")).toEqual({});
  });
});
