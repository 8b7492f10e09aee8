/**
 * Spanish count agreement: only exactly one takes the singular ("1 contenedor coincide",
 * "0 contenedores", "2 rechazadas"). Screens wrote `${n} contenedores` and showed
 * "1 contenedores coinciden" (issue 19).
 */
export function pluralForm(count: number, one: string, many: string): string {
  return count === 1 ? one : many;
}

/** The count with es-MX digit grouping, then the agreeing words: "1,250 contenedores coinciden". */
export function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('es-MX')} ${pluralForm(count, one, many)}`;
}
