import type { ContainerReportRequest } from '../api/generate-container-report';
import { businessDateOf } from '../../../../shared/business-time';

/** Today's date at the terminal (Mexico City), `YYYY-MM-DD`. */
export function todayInMexicoCity(now = new Date()): string {
  return businessDateOf(now);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with a report request before asking the server, in Spanish; null when fine. */
export function reportProblem(request: ContainerReportRequest, today: string): string | null {
  if (request.kind === 'existence') {
    if (!DATE.test(request.date)) return 'Elige la fecha.';
    if (request.date > today) return 'La fecha no puede ser futura.';
  }
  if (request.kind === 'departures') {
    if (!DATE.test(request.from) || !DATE.test(request.to)) return 'Elige las dos fechas del periodo.';
    if (request.from > request.to) return 'La fecha final no puede ser anterior a la inicial.';
    if (request.to > today) return 'El periodo no puede terminar en el futuro.';
  }
  return null;
}
