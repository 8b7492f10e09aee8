/** One area of the product, as the landing and the companies page present it. */
export interface ProductArea {
  id: string;
  /** Two letters for the card's mark (decorative). */
  mark: string;
  title: string;
  text: string;
}

/** Las áreas de Plataforma, en el orden en que las presenta el sitio. */
export const productAreas: ProductArea[] = [
  {
    id: 'directorio',
    mark: 'DI',
    title: 'Directorio de empresas y empleados',
    text: 'Da de alta a tu personal, organízalo por departamentos y asigna roles y permisos. Cada persona ve solo ' +
      'la información de su empresa, y quien trabaja para varias empresas las usa con una misma cuenta.',
  },
  {
    id: 'contenedores',
    mark: 'LC',
    title: 'Logística de contenedores para terminales portuarias',
    text: 'Registra los contenedores y sus movimientos en patio, con validación del número de contenedor (ISO ' +
      '6346) y una consola de escritorio pensada para seguir la operación del cuarto de control durante todo el turno.',
  },
  {
    id: 'parabus',
    mark: 'PB',
    title: 'Parabus: autobuses, rutas y recorridos',
    text: 'Organiza tus autobuses, sus rutas y sus recorridos, y da seguimiento a tus unidades y a sus movimientos ' +
      'en la terminal.',
  },
  {
    id: 'soporte',
    mark: 'SO',
    title: 'Soporte: tickets y órdenes de servicio',
    text: 'Levanta tickets de soporte, da seguimiento a las órdenes de servicio y conserva en un solo lugar el ' +
      'historial de cada atención.',
  },
  {
    id: 'superempleos',
    mark: 'SE',
    title: 'Superempleos: bolsa de trabajo',
    text: 'Las empresas publican vacantes y reciben postulaciones; quienes buscan trabajo publican su currículum y ' +
      'se postulan a vacantes reales. Sin vacantes engañosas ni discriminatorias.',
  },
  {
    id: 'asistencia',
    mark: 'AS',
    title: 'Control de asistencia con reloj checador que funciona sin internet',
    text: 'Cada persona checa con su PIN o su gafete. Si se cae la conexión, el reloj guarda las entradas y salidas ' +
      'con su hora y las envía solo en cuanto vuelve internet.',
  },
  {
    id: 'wallet',
    mark: 'WA',
    title: 'Wallet y pagos',
    text: 'Recarga saldo con tu tarjeta a través del procesador de pagos y úsalo para pagar servicios dentro de ' +
      'Plataforma. Plataforma no guarda el número completo de tu tarjeta.',
  },
  {
    id: 'firma-digital',
    mark: 'FD',
    title: 'Firma digital',
    text: 'Firma documentos dentro de Plataforma. Cada firma queda asociada a la cuenta de quien firma, al ' +
      'documento y a la fecha y hora en que se hizo.',
  },
];
