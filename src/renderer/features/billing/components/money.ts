const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 });

/** Centavos as people read pesos: 11600 → "$116.00". */
export const formatCentavos = (centavos: number) => pesos.format(centavos / 100);
