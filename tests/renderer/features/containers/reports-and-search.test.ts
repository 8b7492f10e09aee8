import { describe, expect, it } from 'vitest';
import { reportProblem, todayInMexicoCity } from '../../../../src/renderer/features/containers/components/report-form';
import { containerReportCall } from '../../../../src/renderer/features/containers/api/generate-container-report';
import { containerSearchParams } from '../../../../src/renderer/features/containers/api/search-containers';

describe('report requests', () => {
  it('call the paths spelled as the spec spells them', () => {
    expect(containerReportCall({ kind: 'stock', companyId: 1, format: 'csv', status: null })).toEqual({ path: '/api/v1/containers/reports', params: { format: 'csv', company_id: 1 } });
    expect(containerReportCall({ kind: 'stock', companyId: 1, format: 'xlsx', status: 'in_yard' }).params).toEqual({ format: 'xlsx', company_id: 1, status: 'in_yard' });
    expect(containerReportCall({ kind: 'existence', companyId: 1, format: 'xlsx', date: '2026-11-20' })).toEqual({ path: '/api/v1/containers/existance-reports', params: { format: 'xlsx', company_id: 1, date: '2026-11-20' } });
    expect(containerReportCall({ kind: 'departures', companyId: 2, format: 'csv', from: '2026-11-01', to: '2026-11-23' }).path).toBe('/api/v1/containers/departure-reports');
  });

  it('are checked before asking the server', () => {
    const today = '2026-11-23';
    expect(reportProblem({ kind: 'existence', companyId: 1, format: 'csv', date: '' }, today)).toBe('Elige la fecha.');
    expect(reportProblem({ kind: 'existence', companyId: 1, format: 'csv', date: '2026-11-24' }, today)).toBe('La fecha no puede ser futura.');
    expect(reportProblem({ kind: 'departures', companyId: 1, format: 'csv', from: '2026-11-10', to: '2026-11-01' }, today)).toBe('La fecha final no puede ser anterior a la inicial.');
    expect(reportProblem({ kind: 'departures', companyId: 1, format: 'csv', from: '2026-11-01', to: '2026-11-23' }, today)).toBeNull();
    expect(reportProblem({ kind: 'stock', companyId: 1, format: 'csv', status: null }, today)).toBeNull();
  });

  it('take today as the terminal sees it (Mexico City, behind UTC)', () => {
    expect(todayInMexicoCity(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-22');
    expect(todayInMexicoCity(new Date('2026-11-23T07:00:00Z'))).toBe('2026-11-23');
  });
});

describe('the table query', () => {
  it('sends only the filters in use', () => {
    const params = containerSearchParams({ companyId: 1, q: ' 305438 ', status: 'in_yard', loadStatus: null, category: null, shippingLine: '', block: '', onHold: false, sort: '-arrived_at' }, 2);
    expect(params).toEqual({ q: '305438', page: 2, per_page: 100, company_id: 1, status: 'in_yard', load_status: undefined, category: undefined, shipping_line: undefined, block: undefined, on_hold: undefined, sort: '-arrived_at' });
  });
});
