import { normalizeForSearch } from '../../../shared/contracts/search';

/**
 * Near-duplicate postings (issue 15: "duplicate or stale postings" are what candidates complain
 * about). Two vacancies of the same company are near duplicates when their words overlap a lot:
 * the Jaccard index |A ∩ B| / |A ∪ B| of the sets of normalized words (accents and case removed,
 * words of three letters or more, Spanish stop words out), weighted 60 % title and 40 %
 * description, reaches DUPLICATE_THRESHOLD. Cheap (a company has a few hundred live vacancies at
 * most), explainable to a reviewer, and indifferent to word order and small edits.
 */
export const DUPLICATE_THRESHOLD = 0.6;

const STOP_WORDS = new Set([
  'con', 'del', 'los', 'las', 'para', 'por', 'una', 'uno', 'unos', 'unas', 'que', 'como', 'mas', 'sus', 'este', 'esta', 'estos', 'estas', 'ese', 'esa', 'son', 'ser', 'sin', 'sobre', 'entre', 'tambien', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'empresa', 'buscamos', 'solicita', 'solicitamos', 'vacante',
]);

export function wordSet(text: string): Set<string> {
  return new Set(
    normalizeForSearch(text)
      .split(' ')
      .filter((word) => word.length >= 3 && !STOP_WORDS.has(word)),
  );
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared++;
  return shared / (a.size + b.size - shared);
}

export function vacancySimilarity(a: { title: string; description: string }, b: { title: string; description: string }): number {
  const score = 0.6 * jaccard(wordSet(a.title), wordSet(b.title)) + 0.4 * jaccard(wordSet(a.description), wordSet(b.description));
  return Math.round(score * 100) / 100;
}
