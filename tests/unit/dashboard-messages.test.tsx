import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Allowance } from "../../src/core/contracts/profile";
import { EMPLOYER, EMPLOYMENT_STATUS_LABELS } from "../../src/core/messages";
import { ApiError } from "../../src/web/lib/api";
import { localDateTime, localizeInstants } from "../../src/web/lib/local-time";
import EmployerIndexPage from "../../src/web/pages/employer/index";
import ProfessionalIndexPage from "../../src/web/pages/professional/index";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const allowance = (limit: number, used: number, resetAt: string | null = null): Allowance => ({
  limit,
  used,
  remaining: Math.max(0, limit - used),
  unlimited: false,
  resetAt,
});

const RESET = "2026-11-24T12:37:12.753Z";

function employerOverview(over: { verificationStatus: string; ratings: Allowance; blocked: string | null }) {
  return {
    employer: {
      companyName: "Northwind",
      companyWebsite: "https://northwind.example",
      companyDomain: "northwind.example",
      verificationStatus: over.verificationStatus,
      verificationMethod: null,
      verifiedAt: null,
      strikeCount: 0,
      suspendedUntil: null,
    },
    account: { email: "dana@northwind.example", roles: ["employer"] },
    plan: { type: "free", name: "Free", status: null },
    allowances: { lookups: allowance(5, 0), ratings: over.ratings },
    ratingBlockedReason: over.blocked,
    verificationRequests: [],
    pendingEmail: null,
    recentRatings: [],
    totals: { ratings: 0, editable: 0, employments: 0 },
    mail: [],
    nextSteps: [],
    serverTime: new Date().toISOString(),
  };
}

function professionalOverview() {
  const scores = {} as Record<string, number>;
  return {
    profile: {
      id: "p1",
      firstName: "Pat",
      lastName: "Lee",
      name: "Pat Lee",
      headline: null,
      city: null,
      state: null,
      visibility: "public",
      isClaimed: true,
      photo: null,
      completeness: { percent: 100, missing: [] },
    },
    ratings: {
      average: 4,
      total: 2,
      verifiedEmployers: 2,
      recent: [
        { id: "r1", employmentStatus: "former", scores, score: 4, month: "2026-10", underDispute: false },
        { id: "r2", employmentStatus: "current", scores, score: 4, month: "2026-09", underDispute: false },
      ],
    },
    views: { total: 0, last30Days: 0 },
    allowance: allowance(5, 0),
    plan: { type: "free", name: "Free", features: [] },
    pendingClaim: null,
    recentActivity: [],
  };
}

function serve(path: string, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url.endsWith("/api/v1/me")) return new Response(JSON.stringify({ user: null }), { status: 200 });
      if (url.endsWith(path)) return new Response(JSON.stringify(body), { status: 200 });
      return new Response(JSON.stringify({ error: { code: "not_found", message: "Not found." } }), { status: 404 });
    }),
  );
}

function renderPage(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the rating limit's time is local (issue 20 §2)", () => {
  it("replaces ISO instants in a sentence with local date and time", () => {
    const text = localizeInstants(EMPLOYER.limitReached(5, RESET));
    expect(text).not.toContain(RESET);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(text).toContain(`available at ${localDateTime(RESET)}.`);
    expect(localizeInstants("No time here, 2026-13-99 is not one.")).toBe("No time here, 2026-13-99 is not one.");
  });

  it("in a 429 from the server", () => {
    const error = new ApiError(429, "rate_limited", EMPLOYER.limitReached(5, RESET));
    expect(error.message).toContain(localDateTime(RESET));
    expect(error.message).not.toContain(RESET);
  });

  it("on the employer dashboard", async () => {
    serve(
      "/api/v1/employer/overview",
      employerOverview({
        verificationStatus: "verified",
        ratings: allowance(5, 5, RESET),
        blocked: EMPLOYER.limitReached(5, RESET),
      }),
    );
    renderPage("/dashboard/employer", <EmployerIndexPage />);
    const note = await screen.findByText(/Your next rating is available at/);
    expect(note.textContent).toContain(localDateTime(RESET));
    expect(document.body.textContent).not.toContain(RESET);
  });
});

describe("an unverified employer's rating allowance (issue 20 §2)", () => {
  it("says why rating is not possible yet instead of a red '0 of 0 used'", async () => {
    serve(
      "/api/v1/employer/overview",
      employerOverview({ verificationStatus: "unverified", ratings: allowance(0, 0), blocked: EMPLOYER.notVerified }),
    );
    renderPage("/dashboard/employer", <EmployerIndexPage />);
    const reason = await screen.findByText(EMPLOYER.ratingsAfterVerification);
    expect(reason.className).not.toContain("destructive");
    expect(document.body.textContent).not.toContain("0 of 0 used");
    expect(document.querySelector(".text-destructive")).toBeNull();
  });
});

describe("employment status wording (issue 20 §2)", () => {
  it("the professional dashboard says Current / Former employee, as the disputes page does", async () => {
    serve("/api/v1/professional/overview", professionalOverview());
    renderPage("/dashboard/professional", <ProfessionalIndexPage />);
    expect(await screen.findByText(EMPLOYMENT_STATUS_LABELS.former)).toBeTruthy();
    expect(screen.getByText(EMPLOYMENT_STATUS_LABELS.current)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/(Former|Current) employer\b/);
  });
});
