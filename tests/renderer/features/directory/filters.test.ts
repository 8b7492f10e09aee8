import { describe, expect, it } from 'vitest';
import { moveItem, paragraphsOf } from '../../../../src/renderer/features/directory/components/banner-order';
import { companyMatches, employeeMatches, licenceStatus } from '../../../../src/renderer/features/directory/components/filters';

describe('list filters applied to what a page brought', () => {
  it('keeps the employees of the company, department and driver flag asked for', () => {
    const e = { company_id: 3, department_id: 7, is_driver: false };
    expect(employeeMatches(e, { companyId: 3, departmentId: null, onlyDrivers: false })).toBe(true);
    expect(employeeMatches(e, { companyId: 1, departmentId: null, onlyDrivers: false })).toBe(false);
    expect(employeeMatches(e, { companyId: 3, departmentId: 8, onlyDrivers: false })).toBe(false);
    expect(employeeMatches(e, { companyId: 3, departmentId: 7, onlyDrivers: true })).toBe(false);
    expect(employeeMatches({ ...e, is_driver: true }, { companyId: 3, departmentId: 7, onlyDrivers: true })).toBe(true);
  });

  it('keeps the companies of the sector, state and flags asked for', () => {
    const c = { business_sector: { id: 1, name: 'Carga' }, state_id: 22, verified_company: true, is_authorized: false };
    const none = { businessSectorId: null, stateId: null };
    expect(companyMatches(c, none)).toBe(true);
    expect(companyMatches(c, { ...none, businessSectorId: 2 })).toBe(false);
    expect(companyMatches(c, { ...none, stateId: 22, businessSectorId: 1 })).toBe(true);
    expect(companyMatches(c, { ...none, authorized: true })).toBe(false);
    expect(companyMatches({ business_sector: null, state_id: null }, { ...none, verified: true })).toBe(true); // public rows carry no flags to judge
  });
});

describe('a driver’s licence by its expiry', () => {
  it('warns within 30 days and says when it expired', () => {
    expect(licenceStatus(null, '2026-11-23')).toEqual({ state: 'none' });
    expect(licenceStatus('2026-11-22', '2026-11-23')).toEqual({ state: 'expired', days: 1 });
    expect(licenceStatus('2026-11-23', '2026-11-23')).toEqual({ state: 'soon', days: 0 });
    expect(licenceStatus('2026-12-23', '2026-11-23')).toEqual({ state: 'soon', days: 30 });
    expect(licenceStatus('2026-12-24', '2026-11-23')).toEqual({ state: 'valid', days: 31 });
    expect(licenceStatus('2027-03-01', '2026-11-23').state).toBe('valid');
  });
});

describe('banners and landing text', () => {
  it('moves a banner one place, never off the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('splits the landing text into paragraphs at blank lines', () => {
    expect(paragraphsOf('Hola\r\n\r\n  Somos <b>X</b>\ndesde 1990\n \n')).toEqual(['Hola', 'Somos <b>X</b>\ndesde 1990']);
    expect(paragraphsOf(null)).toEqual([]);
  });
});
