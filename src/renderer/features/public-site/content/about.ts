/** Contenido de la página “Nosotros”. */
export interface AboutPage {
  title: string;
  lead: string;
  paragraphs: string[];
  values: { title: string; text: string }[];
  figures: { label: string; value: string }[];
  contact: { email: string; phone: string; address: string };
}

export const aboutPage: AboutPage = {
  title: 'Nosotros',
  lead: 'Somos una empresa mexicana de tecnología. Creamos Plataforma para que las empresas de logística, ' +
    'transporte y servicios tengan en un solo lugar a su gente, su operación y sus pagos.',
  paragraphs: [
    'Plataforma Digital Empresarial, S.A. de C.V. es una empresa con sede en la Ciudad de México que trabaja con ' +
      'una idea sencilla: las empresas que mueven contenedores, personas y servicios merecen herramientas hechas ' +
      'para su realidad, en español y pensadas para funcionar igual en una oficina que en un patio de maniobras.',
    'Nuestra misión es simplificar la operación diaria de las empresas mexicanas con una plataforma confiable, ' +
      'segura y fácil de usar, que conecte a quienes dirigen, a quienes operan y a quienes buscan una oportunidad ' +
      'de trabajo.',
    'Si trabajas en el cuarto de control de una terminal portuaria, tienes en Plataforma el registro de los ' +
      'contenedores y sus movimientos en patio, con validación del número de contenedor y una consola de ' +
      'escritorio pensada para seguir la operación durante todo el turno.',
    'Si te encargas de recursos humanos, tienes el directorio de tu empresa y un reloj checador que funciona con ' +
      'PIN o gafete, incluso sin internet, para que cada entrada y salida quede registrada.',
    'Si diriges una empresa de transporte, das seguimiento a tus unidades y a sus movimientos en la terminal y, ' +
      'con parabus, organizas tus autobuses, rutas y recorridos.',
    'Si buscas trabajo, en Superempleos publicas tu currículum y te postulas a vacantes reales; y si buscas ' +
      'talento, publicas tus vacantes y recibes postulaciones en el mismo lugar.',
    'Además, todos cuentan con tickets de soporte, un wallet para realizar pagos y firma digital de documentos. ' +
      'Puedes usar Plataforma desde el navegador, instalarla en tu teléfono o trabajar en la consola de ' +
      'escritorio.',
  ],
  values: [
    {
      title: 'Confianza',
      text: 'Cuidamos tus datos y los de tu empresa como si fueran nuestros: solo ves lo que te corresponde y ' +
        'tratamos la información conforme a la ley.',
    },
    {
      title: 'Sencillez',
      text: 'Diseñamos cada pantalla para que la pueda usar cualquier persona, desde el operador de grúa hasta la ' +
        'dirección general, sin manuales largos.',
    },
    {
      title: 'Continuidad',
      text: 'La operación no se detiene, y la Plataforma tampoco: el reloj checador y la aplicación siguen ' +
        'funcionando aunque falle la conexión.',
    },
    {
      title: 'Respeto',
      text: 'Promovemos el trato digno y la igualdad de oportunidades: en Superempleos no tienen cabida las ' +
        'vacantes discriminatorias.',
    },
  ],
  figures: [
    { label: 'Idioma', value: 'Español (México)' },
    { label: 'Disponible en', value: 'Web, teléfono y escritorio' },
    { label: 'Sede', value: 'Ciudad de México' },
    { label: 'Funciona sin conexión', value: 'Reloj checador y aplicación' },
    { label: 'Industrias', value: 'Logística, transporte y servicios' },
  ],
  contact: {
    email: 'contacto@plataforma.mx',
    phone: '+52 55 5000 1400',
    address: 'Av. Paseo de la Reforma 250, piso 12, Col. Juárez, Alcaldía Cuauhtémoc, C.P. 06600, Ciudad de México',
  },
};
