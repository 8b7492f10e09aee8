import { describe, expect, it } from 'vitest';
import { codeFromScan } from '../../../../../src/renderer/features/signatures/lib/verification-code';

describe('the verification code in a scan or a typed text', () => {
  it("reads the QR's URL and the typed short code alike", () => {
    expect(codeFromScan('http://localhost:8080/verificar-documentos?codigo=ABCD23EFGH')).toBe('ABCD23EFGH');
    expect(codeFromScan(' abcd-23ef gh ')).toBe('ABCD23EFGH');
  });

  it('refuses a URL without a code, a short text and garbage', () => {
    expect(codeFromScan('https://example.com/otra-cosa')).toBeNull();
    expect(codeFromScan('ABC')).toBeNull();
    expect(codeFromScan('no es un código!')).toBeNull();
  });
});
