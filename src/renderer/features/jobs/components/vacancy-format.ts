import { NO_SALARY_LABEL, type Vacancy } from '../../../../shared/contracts/jobs-vacancies';

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });

/** The salary as candidates read it: a range, "Desde"/"Hasta" when one end is open, or NO_SALARY_LABEL. */
export function salaryText(vacancy: Pick<Vacancy, 'salary_min' | 'salary_max'>): string {
  const { salary_min: min, salary_max: max } = vacancy;
  if (min === null && max === null) return NO_SALARY_LABEL;
  if (min !== null && max !== null) return min === max ? `${pesos.format(min)} al mes` : `${pesos.format(min)} – ${pesos.format(max)} al mes`;
  if (min !== null) return `Desde ${pesos.format(min)} al mes`;
  return `Hasta ${pesos.format(max!)} al mes`;
}

/** "Guadalajara, Jalisco", or just the state. */
export function placeText(vacancy: Pick<Vacancy, 'state' | 'municipality'>): string {
  return vacancy.municipality ? `${vacancy.municipality.name}, ${vacancy.state.name}` : vacancy.state.name;
}

/** "Hoy", "Ayer", "Hace 3 días", "Hace 2 semanas", or the day: how job boards say when a vacancy was published. */
export function publishedText(publishedAt: string | null, now: Date = new Date()): string {
  if (!publishedAt) return 'Sin publicar';
  const days = Math.floor((now.getTime() - new Date(publishedAt).getTime()) / 86_400_000);
  if (days <= 0) return 'Publicada hoy';
  if (days === 1) return 'Publicada ayer';
  if (days < 14) return `Publicada hace ${days} días`;
  if (days < 60) return `Publicada hace ${Math.floor(days / 7)} semanas`;
  return `Publicada el ${new Date(publishedAt).toLocaleDateString('es-MX', { day: 'numeric', month: 'long', year: 'numeric' })}`;
}
