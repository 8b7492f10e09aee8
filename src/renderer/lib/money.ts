const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });

/** Integer centavos as es-MX pesos: 123456 → "$1,234.56". */
export const formatCentavos = (centavos: number) => pesos.format(centavos / 100);

/** Pesos as typed (at most two decimals) to integer centavos, without float residue (19.99 → 1999). */
export const pesosToCentavos = (value: number) => Math.round(value * 100);
