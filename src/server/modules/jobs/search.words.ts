import { JOB_SEARCH_SYNONYMS } from '../../../shared/contracts/jobs-search';
import { queryWords } from '../../lib/search-text';

/**
 * A query word's alternatives: the word itself with a plural ending dropped ("ingenieros" →
 * "ingeniero", "vendedores" → "vendedor", "logisticas" → "logistica"), and — when it begins a word
 * of a synonym group, or a group's word begins it — every word of that group. Each alternative is
 * a word prefix: the vacancy matches the query word when one of its words begins with any of them.
 */
export function alternativesOf(word: string): string[] {
  const base = singular(word);
  const alternatives = new Set([base]);
  for (const group of JOB_SEARCH_SYNONYMS) {
    // A typed beginning of four letters or more counts ("progra" is "programador"); shorter ones only whole ("rh", "ing").
    if (group.some((synonym) => synonym === base || (base.length >= 4 && synonym.startsWith(base)))) {
      for (const synonym of group) alternatives.add(synonym);
    }
  }
  // A shorter alternative that prefixes a longer one already finds it: keep the short one only.
  const list = [...alternatives].sort((a, b) => a.length - b.length);
  return list.filter((candidate, index) => !list.slice(0, index).some((shorter) => candidate.startsWith(shorter)));
}

/**
 * Spanish plurals: -es after r, l, n, d, z or j when five letters remain ("choferes" → "chofer"),
 * otherwise -s ("ingles" → "ingle", still a prefix of "ingles"). Words of four letters or fewer are
 * left alone.
 */
export function singular(word: string): string {
  if (word.length <= 4 || !word.endsWith('s')) return word;
  if (/[rlndzj]es$/.test(word) && word.length - 2 >= 5) return word.slice(0, -2);
  return word.slice(0, -1);
}

/**
 * The query's words, each with its alternatives, the most selective first: the search reads index
 * ranges for the first word's alternatives only and checks the others on each entry, so it leads
 * with the word whose SHORTEST alternative is longest ("ingeniero logistica" leads with "logistic",
 * not with "ing", a range over every word beginning "ing"). Ties keep queryWords' longest-first order.
 */
export function expandedQuery(q: string): string[][] {
  const shortest = (alternatives: string[]) => Math.min(...alternatives.map((alternative) => alternative.length));
  return queryWords(q)
    .map(alternativesOf)
    .sort((a, b) => shortest(b) - shortest(a));
}
