/**
 * schema.org `JobPosting` structured data for a public vacancy page (issue 15), as Google's job
 * search reads it (https://developers.google.com/search/docs/appearance/structured-data/job-posting):
 * required title, description, datePosted, hiringOrganization and jobLocation (or, for a remote
 * job, applicantLocationRequirements + jobLocationType TELECOMMUTE); recommended validThrough,
 * employmentType and baseSalary (only when the company publishes a salary).
 */
export interface JobPostingSource {
  id: number;
  title: string;
  description: string;
  requirements: string;
  company_name: string;
  state_name: string;
  municipality_name: string | null;
  modality: 'on_site' | 'remote' | 'hybrid';
  employment_type: 'full_time' | 'part_time' | 'temporary' | 'internship' | 'contractor';
  salary_min: number | null;
  salary_max: number | null;
  openings: number;
  closes_on: string;
  published_at: string | null;
  created_at: string;
}

/** The properties a JobPosting must carry (what the tests check against). */
export const JOB_POSTING_REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization'] as const;

const EMPLOYMENT_TYPE_VALUES = { full_time: 'FULL_TIME', part_time: 'PART_TIME', temporary: 'TEMPORARY', internship: 'INTERN', contractor: 'CONTRACTOR' } as const;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Paragraphs as HTML (the description property accepts it; Google shows it). */
function asHtml(description: string, requirements: string): string {
  const paragraphs = description.split(/\n{2,}/).map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`);
  if (requirements.trim()) paragraphs.push(`<h3>Requisitos</h3><p>${escapeHtml(requirements).replace(/\n/g, '<br>')}</p>`);
  return paragraphs.join('');
}

export function buildJobPosting(vacancy: JobPostingSource, options: { publicUrl: string }): Record<string, unknown> {
  const place = {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      ...(vacancy.municipality_name ? { addressLocality: vacancy.municipality_name } : {}),
      addressRegion: vacancy.state_name,
      addressCountry: 'MX',
    },
  };
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: asHtml(vacancy.description, vacancy.requirements),
    identifier: { '@type': 'PropertyValue', name: vacancy.company_name, value: String(vacancy.id) },
    datePosted: (vacancy.published_at ?? vacancy.created_at).slice(0, 10),
    // The end of the closing day in Mexico City (UTC−6, no daylight saving since 2022).
    validThrough: `${vacancy.closes_on}T23:59:59-06:00`,
    employmentType: EMPLOYMENT_TYPE_VALUES[vacancy.employment_type],
    totalJobOpenings: vacancy.openings,
    hiringOrganization: { '@type': 'Organization', name: vacancy.company_name },
    url: `${options.publicUrl.replace(/\/$/, '')}/empleos/${vacancy.id}`,
  };
  if (vacancy.modality === 'remote') {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: 'MX' };
  } else {
    posting.jobLocation = place;
  }
  if (vacancy.salary_min !== null || vacancy.salary_max !== null) {
    const value: Record<string, unknown> = { '@type': 'QuantitativeValue', unitText: 'MONTH' };
    if (vacancy.salary_min !== null && vacancy.salary_max !== null && vacancy.salary_min !== vacancy.salary_max) {
      value.minValue = vacancy.salary_min;
      value.maxValue = vacancy.salary_max;
    } else {
      value.value = vacancy.salary_max ?? vacancy.salary_min;
    }
    posting.baseSalary = { '@type': 'MonetaryAmount', currency: 'MXN', value };
  }
  return posting;
}
