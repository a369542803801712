/**
 * The words the rater screen (rater-screen.ts) reads: company-name suffixes and common words that identify nobody on
 * their own, and a text cut into folded words (accents and case removed) with their places.
 */

/** Trailing words a company name may carry that say only what kind of company it is. */
export const LEGAL_SUFFIXES: ReadonlySet<string> = new Set(
  (
    "inc incorporated llc llp lllp lp pllc pc plc ltd limited corp corporation co company cos gmbh ag kg ohg ug " +
    "sa sas sarl srl spa bv nv pty oy ab as asa aps kk sl sc se lda ulc"
  ).split(" "),
);

/**
 * Words too common to identify anyone on their own: frequent English words, words of a moderator's own statements
 * (employer, rating, dispute…) and the generic words of company names (services, group, solutions…).
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  // frequent English words (4+ letters: shorter ones never count alone anyway)
  (
    "able about above across after again against also always among another answer anyone anything area around " +
    "asked away back based because been before being below best better between both bring brought business " +
    "call came care case cause certain change clear close come coming could course current date days dear " +
    "does doing done down during each early either else end enough even ever every evidence fact family " +
    "feel find first five following form found four free from full further gave general give given going " +
    "good great group hand have having head hear help here high home hope hours however idea important " +
    "information into just keep kind know known large last later least left less life like line list little " +
    "long look made make making many matter means might more most much must name near need needed never " +
    "next nice none note nothing number often once only open order other others over own page part past " +
    "people period person place point possible present provide provided public question quite rather read " +
    "real really reason record records regarding right same said says second seen send sent service several " +
    "shall should show shown side since small some something soon sorry start state still such sure take " +
    "taken tell than thank thanks that their them then there these they thing things think this those though " +
    "three through time times today together told took total true under until upon used using very want " +
    "wanted well went were what when where whether which while whole whom whose will with within without " +
    "word words work worked working would write written year years your yours also please kindly further " +
    "support supports supported team member members staff office letter copy copies document documents " +
    "payroll shift shifts manager managers contract contracts employment employed employee employees " +
    "employer employers professional professionals rating ratings rated dispute disputes disputed decision " +
    "decided statement appeal review reviewed moderator standing trust safety account profile question " +
    "questions answered position role title dates months month week weeks confirm confirmed verify " +
    "verified show proof pay paid salary wage wages hired hire fired left quit start started ended " +
    // generic words of company names
    "services service solutions solution systems system group groups global international national american " +
    "united general holdings holding industries industry enterprises enterprise partners partner associates " +
    "consulting consultants management logistics health healthcare medical care security staffing " +
    "resources technologies technology tech digital media marketing financial finance capital investments " +
    "construction builders building retail foods food restaurant restaurants hotel hotels hospitality " +
    "transport transportation freight lines express energy power electric works labs studio studios " +
    "center centre network networks agency academy school education learning customer customers labor " +
    "labour software data cloud products product supply supplies store stores market markets bank trade " +
    "trading world north south east west central pacific atlantic city county first premier quality " +
    "professional advanced creative smart best great prime superior elite royal golden star metro urban " +
    "home homes realty real estate property properties insurance legal auto motors clinic hospital"
  ).split(" "),
);

export interface Word {
  /** folded text */
  w: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+|&/gu;

export function fold(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

export function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index;
    out.push({ w: m[0] === "&" ? "and" : fold(m[0]), start, end: start + m[0].length });
  }
  return out;
}

/** A name's words, with runs of single letters joined ("L.L.C." → "llc", "A B C" → "abc"). */
export function nameWords(name: string): string[] {
  const out: string[] = [];
  let letters = "";
  for (const { w } of wordsOf(name)) {
    if (w.length === 1 && /\p{L}/u.test(w)) {
      letters += w;
      continue;
    }
    if (letters) out.push(letters);
    letters = "";
    out.push(w);
  }
  if (letters) out.push(letters);
  return out;
}

const isCommon = (w: string) => COMMON_WORDS.has(w) || LEGAL_SUFFIXES.has(w) || w.length < 4 || /^\d+$/.test(w);
/** A single word that identifies on its own: 4+ characters, not only digits, not a common or legal word. */
export const isDistinctive = (w: string) => !isCommon(w);
