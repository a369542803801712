/** The six static testimonials of the home page carousel (SPEC §2). */
export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  /** Two letters for the avatar circle; no stock photos. */
  initials: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      "We used to spend days chasing references that told us nothing. With Standing we see structured ratings from verified employers in minutes, and our 90-day retention is up.",
    name: "Maria Delgado",
    role: "Director of People, regional restaurant group",
    initials: "MD",
  },
  {
    quote:
      "Three of my former managers rated me and I can finally show my reliability instead of just claiming it. I put the QR code on my résumé and two interviewers brought it up.",
    name: "James Okafor",
    role: "Warehouse lead, logistics",
    initials: "JO",
  },
  {
    quote:
      "What sold our legal team was the design: no free text, fixed categories, verified raters and a real dispute process. It is the first reference tool we were comfortable rolling out.",
    name: "Priya Raman",
    role: "Head of Talent Acquisition, healthcare staffing",
    initials: "PR",
  },
  {
    quote:
      "A rating from a manager I had a falling-out with did not match my record. I disputed it, uploaded my attendance logs, and a moderator removed it within the week.",
    name: "Alex Chen",
    role: "Registered nurse",
    initials: "AC",
  },
  {
    quote:
      "Bulk upload took our whole seasonal roster in one go. Rating 40 people across 15 categories sounded heavy, but it takes about a minute each.",
    name: "Tom Brennan",
    role: "Operations manager, retail",
    initials: "TB",
  },
  {
    quote:
      "I control who sees my profile. I kept it Employers Only while I was still employed and switched it to Public the day I started looking.",
    name: "Sofia Martins",
    role: "Customer success specialist",
    initials: "SM",
  },
];
