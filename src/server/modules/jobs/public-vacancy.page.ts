import { idSchema } from '../../../shared/contracts/common';
import { VACANCY_MODALITY_LABELS, type Vacancy } from '../../../shared/contracts/jobs-vacancies';
import { definePageKind } from '../public-pages/public-pages.registry';
import type { JobSearchService } from './search.service';

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });

/**
 * `/empleos/{id}`'s head: a published vacancy's title, company and place, and the JobPosting
 * that `GET /public/vacancies/{id}` answers (the same object, so the page and the API never
 * disagree). Drafts, closed and rejected vacancies are not pages (the service's 404).
 */
export function publicVacancyPage(search: Pick<JobSearchService, 'publicVacancy'>) {
  return definePageKind({
    name: 'vacancy',
    match: (pathname) => {
      const id = /^\/empleos\/([^/]+)$/.exec(pathname)?.[1];
      return id === undefined ? null : { id };
    },
    notFound: { title: 'Vacante no encontrada', description: 'Esta vacante no existe o ya no recibe postulaciones.' },
    async head(params) {
      const id = idSchema.safeParse(params.id);
      if (!id.success) return null;
      const { vacancy, json_ld } = await search.publicVacancy(id.data);
      return {
        title: `${vacancy.title} — ${vacancy.company_name}`,
        description: `${vacancy.company_name} busca ${vacancy.title} en ${placeOf(vacancy)}. ${salaryOf(vacancy)}${vacancy.description}`,
        path: `/empleos/${vacancy.id}`,
        jsonLd: json_ld,
      };
    },
  });
}

function placeOf(vacancy: Vacancy): string {
  const place = vacancy.municipality ? `${vacancy.municipality.name}, ${vacancy.state.name}` : vacancy.state.name;
  return `${place} (${VACANCY_MODALITY_LABELS[vacancy.modality].toLowerCase()})`;
}

function salaryOf(vacancy: Vacancy): string {
  const { salary_min: min, salary_max: max } = vacancy;
  if (min !== null && max !== null && min !== max) return `Sueldo de ${pesos.format(min)} a ${pesos.format(max)} al mes. `;
  const amount = max ?? min;
  return amount === null ? '' : `Sueldo de ${pesos.format(amount)} al mes. `;
}
