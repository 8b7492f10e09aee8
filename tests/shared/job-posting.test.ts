import { describe, expect, it } from 'vitest';
import { JOB_POSTING_REQUIRED, type JobPostingSource, buildJobPosting } from '../../src/shared/job-posting';

const source: JobPostingSource = {
  id: 7,
  title: 'Chofer <quinta rueda>',
  description: 'Rutas Manzanillo–Guadalajara.\n\nSalidas de noche.',
  requirements: 'Licencia federal tipo E',
  company_name: 'Logística Portuaria del Pacífico',
  state_name: 'Colima',
  municipality_name: 'Manzanillo',
  modality: 'on_site',
  employment_type: 'part_time',
  salary_min: 15000,
  salary_max: 15000,
  openings: 3,
  closes_on: '2027-01-31',
  published_at: '2026-12-01T16:00:00.000Z',
  created_at: '2026-11-30T16:00:00.000Z',
};

describe('buildJobPosting (schema.org JobPosting)', () => {
  it('carries every required property and the recommended ones', () => {
    const posting = buildJobPosting(source, { publicUrl: 'https://empleos.example.mx/' });
    for (const property of JOB_POSTING_REQUIRED) expect(posting[property], property).toBeTruthy();
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      datePosted: '2026-12-01',
      validThrough: '2027-01-31T23:59:59-06:00',
      employmentType: 'PART_TIME',
      totalJobOpenings: 3,
      url: 'https://empleos.example.mx/empleos/7',
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Manzanillo', addressRegion: 'Colima', addressCountry: 'MX' } },
      // One figure: a single value, not a range.
      baseSalary: { '@type': 'MonetaryAmount', currency: 'MXN', value: { '@type': 'QuantitativeValue', value: 15000, unitText: 'MONTH' } },
    });
  });

  it('escapes the description as HTML paragraphs with the requirements', () => {
    const posting = buildJobPosting({ ...source, description: 'Manejo de <script>' }, { publicUrl: 'https://x.mx' });
    expect(posting.description).toBe('<p>Manejo de &lt;script&gt;</p><h3>Requisitos</h3><p>Licencia federal tipo E</p>');
  });

  it('uses the creation day before publication and leaves out an unknown salary', () => {
    const posting = buildJobPosting({ ...source, published_at: null, salary_min: null, salary_max: null }, { publicUrl: 'https://x.mx' });
    expect(posting.datePosted).toBe('2026-11-30');
    expect(posting).not.toHaveProperty('baseSalary');
  });
});
