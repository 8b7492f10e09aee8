import { describe, expect, it } from 'vitest';
import { checkRfcLive } from '../../../../src/renderer/features/directory/components/rfc-check';

describe('the RFC field’s live check', () => {
  it('stays quiet while what is typed can still become an RFC', () => {
    expect(checkRfcLive('')).toEqual({ state: 'empty' });
    expect(checkRfcLive('  ')).toEqual({ state: 'empty' });
    expect(checkRfcLive('a')).toEqual({ state: 'typing', missing: 11 });
    expect(checkRfcLive('abc')).toEqual({ state: 'typing', missing: 9 });
    expect(checkRfcLive('ABCD9')).toEqual({ state: 'typing', missing: 7 });
    expect(checkRfcLive('ABC9001')).toEqual({ state: 'typing', missing: 5 });
    expect(checkRfcLive('ÑA&9001')).toEqual({ state: 'typing', missing: 5 });
  });

  it('says why as soon as it cannot', () => {
    expect(checkRfcLive('1')).toMatchObject({ state: 'invalid', message: expect.stringMatching(/3 letras/) });
    expect(checkRfcLive('AB1')).toMatchObject({ state: 'invalid', message: expect.stringMatching(/3 letras/) });
    expect(checkRfcLive('ABCDE')).toMatchObject({ state: 'invalid', message: expect.stringMatching(/4 letras/) });
    expect(checkRfcLive('ABC90A')).toMatchObject({ state: 'invalid', message: expect.stringMatching(/AAMMDD/) });
    expect(checkRfcLive('ABC 900101')).toMatchObject({ state: 'invalid', message: 'El RFC no lleva espacios.' });
    expect(checkRfcLive('ABCD900101ABC1')).toMatchObject({ state: 'invalid', message: expect.stringMatching(/13/) });
  });

  it('gives the shared contract’s verdict once complete, the date included', () => {
    expect(checkRfcLive('abc900101ab1')).toEqual({ state: 'valid', kind: 'moral' });
    expect(checkRfcLive('GODE561231GR8')).toEqual({ state: 'valid', kind: 'fisica' });
    expect(checkRfcLive('ABC000229AB1')).toEqual({ state: 'valid', kind: 'moral' });
    expect(checkRfcLive('ABC010229AB1')).toMatchObject({ state: 'invalid', message: expect.stringMatching(/fecha/) });
    expect(checkRfcLive('ABC901301AB1')).toMatchObject({ state: 'invalid', message: expect.stringMatching(/fecha/) });
    expect(checkRfcLive('ABC900101ABZ')).toMatchObject({ state: 'invalid' });
  });

  it('waits for the 13th character when 12 fit only a person’s RFC', () => {
    expect(checkRfcLive('GODE561231GR')).toEqual({ state: 'typing', missing: 1 });
  });
});
