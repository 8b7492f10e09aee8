import { describe, expect, it } from 'vitest';
import { documentStanding, repeatedEmails, signerStateOf } from '../../../../../src/renderer/features/signatures/lib/signers';

const signer = (position: number, status: 'pending' | 'signed') => ({ position, status });

describe('signer order', () => {
  it('finds an e-mail written twice, whatever its case and spaces', () => {
    expect(repeatedEmails(['ana@demo.mx', ' ANA@demo.mx', 'luis@demo.mx', ''])).toEqual(['ana@demo.mx']);
    expect(repeatedEmails(['ana@demo.mx', 'luis@demo.mx'])).toEqual([]);
  });

  it('gives the turn to the first pending signer only', () => {
    const document = { signers: [signer(1, 'signed'), signer(2, 'pending'), signer(3, 'pending')] } as never;
    expect([1, 2, 3].map((position) => signerStateOf(document, position))).toEqual(['signed', 'turn', 'waiting']);
  });

  it('says whether it is my turn, whom it waits for, or that everyone signed', () => {
    expect(documentStanding({ status: 'pending', your_turn: true, next_signer: 'yo@demo.mx' })).toEqual({ label: 'Te toca firmar', tone: 'turn' });
    expect(documentStanding({ status: 'pending', your_turn: false, next_signer: 'luis@demo.mx' })).toEqual({ label: 'Esperando a luis@demo.mx', tone: 'waiting' });
    expect(documentStanding({ status: 'completed', your_turn: false, next_signer: null })).toEqual({ label: 'Firmado por todos', tone: 'done' });
  });
});
