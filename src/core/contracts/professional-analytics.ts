import { z } from "zod";
import { RATING_CATEGORY_KEYS, type RatingCategoryKey } from "../rating-categories";
import { calendarMonth } from "./calendar-month";

/** GET /api/v1/professional/analytics (issue 7 §6). Benchmarks only on Individual Pro. */

export const ANALYTICS_WINDOWS = {
  viewDays: 90,
  trendMonths: 12,
  /** Fewer peers with the same headline than this and the comparison uses all public professionals. */
  minPeers: 10,
} as const;

const CategoryKey = z.enum(RATING_CATEGORY_KEYS as [RatingCategoryKey, ...RatingCategoryKey[]]);

export const ViewsDay = z.object({
  /** YYYY-MM-DD (UTC). */
  day: z.string(),
  views: z.number().int(),
});

export const TrendMonth = z.object({
  /** YYYY-MM (UTC), by month of submission. */
  month: calendarMonth,
  ratings: z.number().int(),
  /** Per category, the average of that month's counted ratings (2 decimals); null where nothing was scored. */
  averages: z.record(CategoryKey, z.number().nullable()),
});
export type TrendMonth = z.infer<typeof TrendMonth>;

export const BenchmarkCategory = z.object({
  key: CategoryKey,
  label: z.string(),
  /** The professional's own average (2 decimals), null when no counted rating scored the category. */
  yours: z.number().nullable(),
  /** The mean of the peers' averages (2 decimals); null when too few peers scored the category. */
  peerAverage: z.number().nullable(),
  /** Share of peers below you, ties counting half, 0–100; null when either side is missing. */
  percentile: z.number().int().nullable(),
  /** Peers with an average in this category. */
  peerCount: z.number().int(),
});
export type BenchmarkCategory = z.infer<typeof BenchmarkCategory>;

export const Benchmarks = z.object({
  /** `headline`: professionals with the same headline; `all`: too few of those, so all public professionals. */
  group: z.enum(["headline", "all"]),
  headline: z.string().nullable(),
  /** Rated peers in the group (yourself excluded). */
  peerCount: z.number().int(),
  /** A sentence saying whom you are compared with. */
  note: z.string(),
  categories: z.array(BenchmarkCategory),
});
export type Benchmarks = z.infer<typeof Benchmarks>;

export const ProfessionalAnalyticsResponse = z.object({
  plan: z.string(),
  views: z.object({
    days: z.array(ViewsDay),
    /** Views in the window (one per viewer per day). */
    total: z.number().int(),
    /** All-time views shown on the profile. */
    allTime: z.number().int(),
  }),
  trend: z.object({
    months: z.array(TrendMonth),
    /** Counted ratings in the window. */
    ratings: z.number().int(),
  }),
  benchmarks: Benchmarks.nullable(),
  /** True on the free plan: benchmarks are part of Individual Pro. */
  upgrade: z.boolean(),
});
export type ProfessionalAnalyticsResponse = z.infer<typeof ProfessionalAnalyticsResponse>;
