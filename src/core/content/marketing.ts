/** Marketing claims of SPEC §9, shown on the home and about pages. */
export const MARKETING_CLAIMS = [
  { value: "8,000+", label: "Professionals" },
  { value: "2,500+", label: "Businesses" },
  { value: "95%", label: "Satisfaction" },
] as const;
