/**
 * What a visitor meant (pure; unit-tested in query-rewrite.test.ts): the abbreviations gamers type
 * ('ml', 'ff', 'valo' …) stand for their game, and a word a letter or two away from the shop's
 * vocabulary (game names, category names, frequent title words) is read as that word too
 * ('impak' → 'impact'). Nothing is taken away: the typed term stays in the query, OR-ed with what
 * it was read as, so a rewrite can only add results, never lose one.
 *
 * The index (products_fts, migration 0028) holds each listing's game and category names besides its
 * text, so the rewritten words find every listing of the game.
 */
import { MIN_PREFIX_LENGTH, searchTerms } from "./fts";

/**
 * The abbreviations gamers type, by the game's slug: the one place they are listed. A term is
 * rewritten only when it IS one of these (a whole word): 'buff' or '86ff' stay as typed.
 */
export const GAME_ABBREVIATIONS: Readonly<Record<string, string>> = {
  ml: "mobile-legends",
  mlbb: "mobile-legends",
  ff: "free-fire",
  pubgm: "pubg-mobile",
  codm: "cod-mobile",
  cod: "cod-mobile",
  gi: "genshin-impact",
  valo: "valorant",
};

/**
 * Top-up units as gamers type them, each group one unit: a term of a group finds listings that
 * write any of its words ('dm' finds '86 Diamond', 'diamond' finds '86 DM').
 */
export const TOP_UP_UNITS: readonly (readonly string[])[] = [
  ["dm", "diamond", "diamonds", "dias"],
  ["uc", "unknown cash"],
  ["vp", "valorant points", "points"],
  ["cp", "cod points"],
  ["gc", "genesis crystal", "genesis"],
  ["primo", "primogem", "primogems"],
];

/** Words that ask for the cheapest offers: they sort by price instead of being searched for. */
export const CHEAPEST_WORDS: ReadonlySet<string> = new Set(["murah", "termurah", "murmer"]);

/**
 * Frequent words of listing titles that are not game or category names (the demo catalog's, and
 * what sellers of these games write): typos of them are corrected like game names.
 */
export const COMMON_TITLE_WORDS = [
  "akun",
  "bintang",
  "bundle",
  "conqueror",
  "diamond",
  "elite",
  "epic",
  "garansi",
  "gift",
  "glory",
  "grandmaster",
  "hero",
  "immortal",
  "karakter",
  "legend",
  "lengkap",
  "level",
  "murah",
  "mythic",
  "pass",
  "premium",
  "primogem",
  "radiant",
  "rank",
  "season",
  "senjata",
  "skin",
  "starlight",
  "sultan",
  "weapon",
] as const;

/** What the rewriting knows of the shop: its games (slug and name) and its category names. */
export interface SearchVocabulary {
  games: readonly { slug: string; name: string }[];
  categoryNames: readonly string[];
}

/** The vocabulary as words, best candidates first (game words, then categories, then titles). */
export interface VocabularyWords {
  words: readonly string[];
  /** Each game slug's name as index terms ("mobile legends"). */
  gameTerms: ReadonlyMap<string, string>;
}

/** Words shorter than this are neither corrected nor offered as a correction. */
const MIN_WORD_LENGTH = 3;
/** Only letters are corrected: numbers and codes ('86', 'v2', '5000dm') stay exactly as typed. */
const LETTERS = /^\p{L}+$/u;

export function vocabularyWords(vocabulary: SearchVocabulary): VocabularyWords {
  const words: string[] = [];
  const add = (text: string) => {
    for (const w of searchTerms(text))
      if (w.length >= MIN_WORD_LENGTH && LETTERS.test(w) && !words.includes(w)) words.push(w);
  };
  for (const g of vocabulary.games) add(g.name);
  for (const c of vocabulary.categoryNames) add(c);
  for (const w of COMMON_TITLE_WORDS) add(w);
  const gameTerms = new Map<string, string>();
  for (const g of vocabulary.games) {
    const terms = searchTerms(g.name);
    if (terms.length) gameTerms.set(g.slug, terms.join(" "));
  }
  return { words, gameTerms };
}

/** How far a term may be from a vocabulary word: none under 5 letters, 1 up to 7, then 2. */
function autoLimit(length: number): number {
  return length < 5 ? 0 : length < 8 ? 1 : 2;
}

/** The looser limit of 'Mungkin maksud Anda' (only offered, and only when it finds something). */
function suggestLimit(length: number): number {
  return length < 4 ? 0 : length < 5 ? 1 : 2;
}

/**
 * The fewest single-letter edits (insert, delete, substitute, swap two neighbours) that turn `term`
 * into some prefix of `word` — a term is matched as a prefix, so 'impak' is one edit from 'impac…'.
 */
export function prefixDistance(term: string, word: string): number {
  const a = [...term];
  const b = [...word];
  // d[i][j]: distance between a's first i letters and b's first j letters.
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2][j - 2] + 1);
      d[i][j] = best;
    }
  }
  return Math.min(...d[a.length]);
}

/**
 * The vocabulary word `term` was most likely meant as, within `limit` edits; null when the term is
 * fine as it is (it begins a known word), is not a plain word, or nothing is close enough. The first
 * letter must agree (people rarely mistype it, and it keeps 'tank' from becoming 'rank').
 */
export function correctTerm(term: string, words: VocabularyWords, limit = autoLimit([...term].length)): string | null {
  if (limit === 0 || !LETTERS.test(term)) return null;
  if (words.words.some((w) => w.startsWith(term))) return null;
  let best: { word: string; distance: number } | null = null;
  for (const word of words.words) {
    if (word[0] !== term[0]) continue;
    const distance = prefixDistance(term, word);
    // Words come best-first, so on a tie the earlier (a game's name over a title word) wins.
    if (distance <= limit && (!best || distance < best.distance)) best = { word, distance };
  }
  return best?.word ?? null;
}

export interface RewrittenQuery {
  /** The FTS5 MATCH expression; null when the input has no searchable term. */
  match: string | null;
  /** The query as it was read ('genshin impact' for 'genshin impak'); null when nothing was rewritten. */
  readAs: string | null;
  /** A word asked for the cheapest offers ('murah', 'termurah'): sort by price, lowest first. */
  cheapest: boolean;
}

/** The unit group a term (a whole word) belongs to, if any. */
const unitOf = (term: string) => TOP_UP_UNITS.find((group) => group[0] === term || group.includes(term));

/** '86dm' and 'dm86' are two terms, '86' and 'dm', when the letters are a top-up unit. */
function splitAmounts(terms: string[]): string[] {
  return terms.flatMap((term) => {
    const m = /^(\d+)(\p{L}+)$/u.exec(term) ?? /^(\p{L}+)(\d+)$/u.exec(term);
    if (!m) return [term];
    const [number, unit] = /^\d/.test(m[1]) ? [m[1], m[2]] : [m[2], m[1]];
    return unitOf(unit) ? [number, unit] : [term];
  });
}

/** The OR of a unit group's words, each as a phrase; the typed term first. */
const unitMatch = (term: string, group: readonly string[]) =>
  `(${[term, ...group.filter((w) => w !== term)].map((w) => (w.includes(" ") ? `"${w}"` : quoted(w))).join(" OR ")})`;

const quoted = (term: string) => `"${term}"${[...term].length >= MIN_PREFIX_LENGTH ? "*" : ""}`;

/**
 * Whether a typed term stands for one word of a game's name: the word itself, its beginning (of at
 * least MIN_NAME_PREFIX letters), or a typo of it within the automatic limit; `corrected` when it
 * took a typo.
 */
function readsAsWord(term: string, word: string): { corrected: boolean } | null {
  if (term === word) return { corrected: false };
  if (!LETTERS.test(term)) return null;
  if (word.startsWith(term)) return [...term].length >= MIN_NAME_PREFIX ? { corrected: false } : null;
  const limit = autoLimit([...term].length);
  return limit > 0 && term[0] === word[0] && prefixDistance(term, word) <= limit ? { corrected: true } : null;
}
/** 'mob leg' is not yet Mobile Legends; 'mobi lege' is. */
const MIN_NAME_PREFIX = 4;

/**
 * A game whose whole name (two words or more) the terms from `start` on spell, in order ('mobil
 * legend', 'moble legnds'): its name's terms and whether any typo was read.
 */
function gameNameAt(terms: string[], start: number, words: VocabularyWords) {
  for (const name of words.gameTerms.values()) {
    const nameTerms = name.split(" ");
    if (nameTerms.length < 2 || start + nameTerms.length > terms.length) continue;
    let corrected = false;
    const all = nameTerms.every((w, k) => {
      const read = readsAsWord(terms[start + k], w);
      corrected ||= read?.corrected ?? false;
      return read !== null;
    });
    if (all) return { name, length: nameTerms.length, corrected };
  }
  return null;
}

/**
 * The MATCH expression for what a visitor typed: every term must match (AND); a game's whole name,
 * even mistyped, is read as that phrase ('mobil legend' finds Mobile Legends, not every listing with
 * 'mobile' and 'legendary' somewhere); an abbreviation is the exact word OR its game's name; a
 * corrected term the typed prefix OR the corrected word's. Like toFtsQuery, every term is quoted, so
 * no input can change the query's structure.
 */
export function rewriteQuery(input: string | null | undefined, words: VocabularyWords): RewrittenQuery {
  const typed = searchTerms(input);
  const cheapest = typed.some((t) => CHEAPEST_WORDS.has(t));
  const terms = splitAmounts(typed.filter((t) => !CHEAPEST_WORDS.has(t)));
  if (terms.length === 0) return { match: null, readAs: null, cheapest };
  const parts: string[] = [];
  const read: string[] = [];
  let rewritten = false;
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i];
    const game = gameNameAt(terms, i, words);
    if (game) {
      const typed = terms
        .slice(i, i + game.length)
        .map(quoted)
        .join(" + ");
      parts.push(game.corrected ? `(${typed} OR "${game.name}")` : typed);
      read.push(game.corrected ? game.name : terms.slice(i, i + game.length).join(" "));
      rewritten ||= game.corrected;
      i += game.length - 1;
      continue;
    }
    const unit = unitOf(term);
    if (unit) {
      parts.push(unitMatch(term, unit));
      read.push(unit.find((w) => w.length > 2 && !w.includes(" ")) ?? term);
      rewritten ||= unit[0] === term;
      continue;
    }
    const slug = GAME_ABBREVIATIONS[term];
    const abbreviated = slug ? words.gameTerms.get(slug) : undefined;
    if (abbreviated) {
      parts.push(`("${term}" OR "${abbreviated}")`);
      read.push(abbreviated);
      rewritten = true;
      continue;
    }
    const corrected = correctTerm(term, words);
    if (corrected) {
      parts.push(`(${quoted(term)} OR ${quoted(corrected)})`);
      read.push(corrected);
      rewritten = true;
      continue;
    }
    parts.push(quoted(term));
    read.push(term);
  }
  return { match: parts.join(" AND "), readAs: rewritten ? read.join(" ") : null, cheapest };
}

/**
 * 'Mungkin maksud Anda': the query with every term that begins no known word replaced by the
 * nearest vocabulary word (looser than the automatic reading), abbreviations by their game's name;
 * null when no term changes. The caller offers it only if it finds something.
 */
export function suggestQuery(input: string | null | undefined, words: VocabularyWords): string | null {
  const terms = searchTerms(input);
  let changed = false;
  const out = terms.map((term) => {
    const slug = GAME_ABBREVIATIONS[term];
    const game = slug ? words.gameTerms.get(slug) : undefined;
    const replacement = game ?? correctTerm(term, words, suggestLimit([...term].length));
    if (replacement && replacement !== term) {
      changed = true;
      return replacement;
    }
    return term;
  });
  return changed ? out.join(" ") : null;
}

/**
 * Whether every typed term stands for a word of `name` (the header's suggestions while typing): it
 * begins one, is a typo of one, or is an abbreviation of `gameSlug`. 'mobil' and 'ml' name Mobile
 * Legends; 'legends mobile' too (order is free while typing).
 */
export function namesMatch(terms: readonly string[], name: string, words: VocabularyWords, gameSlug?: string) {
  const nameTerms = searchTerms(name);
  return (
    terms.length > 0 &&
    terms.every(
      (t) =>
        (gameSlug !== undefined && GAME_ABBREVIATIONS[t] === gameSlug) ||
        nameTerms.some((w) => w.startsWith(t) || (readsAsWord(t, w)?.corrected ?? false)),
    )
  );
}
