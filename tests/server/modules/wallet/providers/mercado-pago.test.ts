import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eventOf, mercadoPagoManifest, verifyMercadoPagoSignature } from '../../../../../src/server/modules/wallet/providers/mercado-pago';

const payment = { id: 1234567890, status: 'approved', status_detail: 'accredited', transaction_amount: 19.99, currency_id: 'MXN', external_reference: '42' };

describe('Mercado Pago’s notification signature', () => {
  it('signs `id:{data.id};request-id:{x-request-id};ts:{ts};`, data.id lower-cased, absent parts left out', () => {
    expect(mercadoPagoManifest('ABC123', 'req-1', '1704908010')).toBe('id:abc123;request-id:req-1;ts:1704908010;');
    expect(mercadoPagoManifest(undefined, 'req-1', '1704908010')).toBe('request-id:req-1;ts:1704908010;');
    expect(mercadoPagoManifest('99', undefined, '1704908010')).toBe('id:99;ts:1704908010;');
  });

  it('accepts the HMAC-SHA256 of the manifest within the tolerance, in seconds or milliseconds', () => {
    const v1 = createHmac('sha256', 'secreto').update('id:abc123;request-id:req-1;ts:1704908010;').digest('hex');
    expect(() => verifyMercadoPagoSignature('secreto', `ts=1704908010,v1=${v1}`, 'ABC123', 'req-1', 1704908100)).not.toThrow();
    expect(() => verifyMercadoPagoSignature('secreto', ` ts=1704908010 , v1=${v1} `, 'ABC123', 'req-1', 1704908100)).not.toThrow();
    expect(() => verifyMercadoPagoSignature('secreto', `ts=1704908010,v1=${v1}`, 'ABC123', 'req-2', 1704908100)).toThrow(/no coincide/);
    expect(() => verifyMercadoPagoSignature('secreto', `ts=1704908010,v1=${v1}`, 'ABC123', 'req-1', 1704908010 + 301)).toThrow(/venció/);
    const inMs = createHmac('sha256', 'secreto').update('id:7;ts:1704908010123;').digest('hex');
    expect(() => verifyMercadoPagoSignature('secreto', `ts=1704908010123,v1=${inMs}`, '7', undefined, 1704908011)).not.toThrow();
  });
});

describe('a payment as the wallet reads it', () => {
  it('maps the API’s states and turns pesos into integer centavos', () => {
    expect(eventOf(payment)).toEqual({ id: 'payment:1234567890:approved', type: 'payment.succeeded', reference: '42', amount: 1999, currency: 'MXN', reason: null });
    expect(eventOf({ ...payment, status: 'in_process' }).type).toBe('payment.pending');
    expect(eventOf({ ...payment, status: 'pending' }).id).toBe('payment:1234567890:pending');
    expect(eventOf({ ...payment, status: 'cancelled' })).toMatchObject({ type: 'payment.failed', reason: expect.stringMatching(/OXXO/) });
    expect(eventOf({ ...payment, transaction_amount: 0.1 + 0.2, external_reference: null })).toMatchObject({ amount: 30, reference: '' });
  });
});
