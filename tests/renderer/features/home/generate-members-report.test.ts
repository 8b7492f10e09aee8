import { afterEach, describe, expect, it, vi } from 'vitest';
import { generateMembersReport } from '../../../../src/renderer/features/home/api/generate-members-report';
import { absoluteServerUrl, api } from '../../../../src/renderer/lib/api-client';

afterEach(() => vi.restoreAllMocks());

describe('generateMembersReport', () => {
  it('asks for a signed link of the company in the chosen format', async () => {
    const report = { url: '/api/v1/reports/members?company_id=1&format=csv&expires=1&user=2&signature=x', expires_at: '2026-11-23T18:10:00.000Z', file_name: 'usuarios-x-2026-11-23.csv' };
    const get = vi.spyOn(api.main, 'get').mockResolvedValue({ data: report } as never);
    await expect(generateMembersReport({ companyId: 1, format: 'csv' })).resolves.toEqual(report);
    expect(get).toHaveBeenCalledWith('/api/v1/companies/1/generate-url-report/members', { params: { format: 'csv' } });
  });

  it('the server-relative link becomes absolute on the API origin before it is saved', () => {
    expect(absoluteServerUrl('/api/v1/reports/members?a=1')).toMatch(/^https?:\/\/[^/]+\/api\/v1\/reports\/members\?a=1$/);
  });
});
