import { describe, expect, it } from 'vitest';
import { type TransportRequest, createServiceClient, requestOptions, setTransport } from '../../../src/renderer/lib/api-client';

/**
 * The server renders public pages with their data by answering the app's own calls in-process
 * (modules/public-pages/page-renderer.ts): a transport set here carries every request instead of
 * the network, and the answers come back as any response does.
 */
describe('requests carried by a transport', () => {
  const carried: TransportRequest[] = [];
  setTransport(async (request) => {
    carried.push(request);
    if (request.url.includes('/missing')) return { status: 404, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: 'No encontrado.' }) };
    return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: [{ name: 'Naviera del Golfo' }], total: 1 }) };
  });
  const client = createServiceClient('http://localhost:8080');

  it('sends the absolute URL with its query and no token, and parses the JSON answer', async () => {
    const response = await client.get('/api/v1/search/companies-directory', { params: { q: '', page: 1, state_id: undefined }, ...requestOptions({ anonymous: true }) });
    expect(response.data).toEqual({ data: [{ name: 'Naviera del Golfo' }], total: 1 });
    expect(carried.at(-1)).toMatchObject({ method: 'GET', url: 'http://localhost:8080/api/v1/search/companies-directory?q=&page=1' });
    expect(carried.at(-1)!.headers.authorization).toBeUndefined();
    expect(carried.at(-1)!.headers.accept).toContain('application/json');
  });

  it('fails a 4xx with the spec §8 shape, as over the network', async () => {
    await expect(client.get('/api/v1/missing')).rejects.toEqual({ message: 'No encontrado.', status: 404, data: { message: 'No encontrado.' } });
  });
});
