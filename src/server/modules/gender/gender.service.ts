import { getGender } from 'gender-detection-from-name';
import type { GenderResult } from '../../../shared/contracts/gender';
import { normalizeForSearch } from '../../../shared/contracts/search';

export type GenderService = ReturnType<typeof createGenderService>;

/** "Ma. Guadalupe": the abbreviation people write for María. */
const ABBREVIATIONS: Record<string, string> = { ma: 'maria' };

/**
 * Infers the gender of a person from the first name, with the names dataset of the
 * `gender-detection-from-name` package (MIT): its Spanish list (about 10,000 names, compound
 * names such as "maria jose" and "jose maria" included) first, then its other languages. The
 * first two words are tried as a compound name before the first word alone, so "María José
 * Pérez" is female and "José María" male. A name the data do not hold is "unknown": we never
 * guess from endings. The dataset gives no shares, so `probability` is absent.
 */
export function createGenderService() {
  return {
    infer(fullName: string): GenderResult {
      const words = normalizeForSearch(fullName)
        .split(' ')
        .filter(Boolean)
        .map((word) => ABBREVIATIONS[word] ?? word);
      const candidates = words.length >= 2 ? [`${words[0]} ${words[1]}`, words[0]!] : words;
      for (const name of candidates) {
        const gender = getGender(name, 'es');
        if (gender === 'male' || gender === 'female') return { gender, name };
      }
      return { gender: 'unknown', name: words[0] ?? '' };
    },
  };
}
