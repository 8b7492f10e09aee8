import { describe, expect, it } from 'vitest';
import { containerNumberFeedback, formatContainerNumber } from '../../../../src/renderer/features/containers/components/container-number';

describe('live ISO 6346 feedback on the number field', () => {
  it('says nothing for an empty field', () => {
    expect(containerNumberFeedback('  ')).toEqual({ state: 'empty' });
  });

  it('counts what is missing while the number is well formed so far', () => {
    expect(containerNumberFeedback('CSQ')).toEqual({ state: 'incomplete', message: 'Faltan 8 caracteres.' });
    expect(containerNumberFeedback('csqu 305')).toEqual({ state: 'incomplete', message: 'Faltan 4 caracteres.' });
    expect(containerNumberFeedback('CSQU305438')).toEqual({ state: 'incomplete', message: 'Falta 1 carácter.' });
  });

  it('accepts a valid number typed any way (case, spaces, dashes)', () => {
    expect(containerNumberFeedback('CSQU3054383')).toEqual({ state: 'valid', number: 'CSQU3054383' });
    expect(containerNumberFeedback('msku 907032-3')).toEqual({ state: 'valid', number: 'MSKU9070323' });
  });

  it('names the check digit the first ten characters call for', () => {
    const feedback = containerNumberFeedback('CSQU3054384');
    expect(feedback.state).toBe('invalid');
    expect(feedback.state === 'invalid' && feedback.message).toContain('debe ser 3');
  });

  it('explains a wrong category letter and a wrong shape', () => {
    const category = containerNumberFeedback('CSQX305438');
    expect(category.state === 'invalid' && category.message).toContain('U, J o Z');
    expect(containerNumberFeedback('12QU').state).toBe('invalid');
    expect(containerNumberFeedback('CSQU30543831').state).toBe('invalid');
  });

  it('prints a number in the groups painted on the box', () => {
    expect(formatContainerNumber('csqu3054383')).toBe('CSQU 305438 3');
    expect(formatContainerNumber('CSQU30')).toBe('CSQU30');
  });
});
