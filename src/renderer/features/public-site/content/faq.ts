import type { FaqGroup } from './types';

/** Preguntas frecuentes, agrupadas por tema. */
export const faqGroups: FaqGroup[] = [
  {
    id: 'cuenta-y-acceso',
    title: 'Cuenta y acceso',
    items: [
      {
        id: 'como-inicio-sesion',
        question: '¿Cómo inicio sesión?',
        answer: [
          'Escribe el correo electrónico y la contraseña de tu cuenta. Después de entrar, elige la empresa para la ' +
            'que trabajas en la pantalla “Seleccionar empresa” (/seleccionar-empresa); a partir de ahí verás la ' +
            'información y las funciones de esa empresa según tus permisos.',
          'Si trabajas para más de una empresa, puedes cambiar de empresa cuando lo necesites volviendo a esa ' +
            'pantalla.',
        ],
      },
      {
        id: 'como-creo-mi-cuenta',
        question: '¿Cómo creo mi cuenta?',
        answer: [
          'Regístrate con tu nombre, tu correo y una contraseña. Te enviaremos por correo un código de 6 dígitos ' +
            'que vence a los 30 minutos; escríbelo en la pantalla de verificación para activar tu cuenta.',
          'Si no te llega, revisa tu carpeta de correo no deseado o pide un código nuevo (puedes hacerlo después ' +
            'de un minuto). Si tu empresa ya te dio de alta, no necesitas registrarte: tu administrador de empresa ' +
            'crea tu cuenta.',
        ],
      },
      {
        id: 'olvide-mi-contrasena',
        question: 'Olvidé mi contraseña, ¿qué hago?',
        answer: [
          'En la pantalla de inicio de sesión elige “¿Olvidaste tu contraseña?” y escribe tu correo. Te enviaremos ' +
            'un enlace para crear una contraseña nueva.',
          'El enlace vence a los 60 minutos y solo se puede usar una vez. Si venció o ya lo usaste, solicita uno ' +
            'nuevo.',
        ],
      },
      {
        id: 'cuenta-bloqueada',
        question: '¿Por qué no me deja entrar aunque mi contraseña ya es correcta?',
        answer: [
          'Por seguridad, después de 5 intentos fallidos de inicio de sesión la cuenta se bloquea durante 15 ' +
            'minutos. Espera a que pase ese tiempo e inténtalo de nuevo.',
          'Si no recuerdas tu contraseña, mejor restablécela en lugar de seguir intentando. Si crees que alguien ' +
            'más intentó entrar a tu cuenta, escríbenos a soporte@plataforma.mx.',
        ],
      },
      {
        id: 'instalar-en-el-telefono',
        question: '¿Puedo instalar Plataforma en mi teléfono?',
        answer: [
          'Sí. Plataforma es una aplicación web instalable: no necesitas descargarla de una tienda de ' +
            'aplicaciones. Abre el sitio en tu navegador e instálala desde su menú.',
          'En Android con Chrome, abre el menú ⋮ y elige “Instalar aplicación” o “Agregar a la pantalla ' +
            'principal”. En iPhone con Safari, toca el botón Compartir y elige “Agregar a pantalla de inicio”. En ' +
            'computadora, Chrome y Edge muestran un ícono de instalación en la barra de direcciones.',
        ],
      },
    ],
  },
  {
    id: 'empresas-y-empleados',
    title: 'Empresas y empleados',
    items: [
      {
        id: 'quien-crea-las-cuentas',
        question: '¿Quién crea las cuentas de los empleados?',
        answer: [
          'El administrador de empresa. Él da de alta a cada empleado, le asigna su departamento y sus roles, y le ' +
            'da de baja cuando deja la empresa.',
        ],
      },
      {
        id: 'varias-empresas',
        question: '¿Puedo pertenecer a más de una empresa?',
        answer: [
          'Sí. Con la misma cuenta puedes trabajar para varias empresas. Después de iniciar sesión eliges con cuál ' +
            'quieres trabajar en /seleccionar-empresa, y solo verás la información de esa empresa.',
        ],
      },
      {
        id: 'que-hace-un-administrador',
        question: '¿Qué puede hacer un administrador de empresa?',
        answer: [
          'Puede dar de alta y de baja usuarios, organizar departamentos, asignar roles y permisos, y consultar la ' +
            'información de su empresa, como el directorio y los registros de asistencia.',
          'Un administrador solo ve y administra la información de su propia empresa, nunca la de otras.',
        ],
      },
      {
        id: 'corregir-mis-datos',
        question: 'Mis datos de empleado están mal, ¿cómo los corrijo?',
        answer: [
          'Tus datos laborales, como tu puesto o tu departamento, los registra tu empresa. Pide la corrección a tu ' +
            'administrador de empresa o al área de recursos humanos.',
          'Si tu empresa no te responde, puedes escribir a privacidad@plataforma.mx y le haremos llegar tu solicitud.',
        ],
      },
      {
        id: 'cuando-dejo-la-empresa',
        question: '¿Qué pasa con mi cuenta si dejo la empresa?',
        answer: [
          'El administrador retira tu acceso a esa empresa. Si perteneces a otras empresas o usas Superempleos, tu ' +
            'cuenta sigue funcionando para ellas.',
          'Tus registros de asistencia y de operación se conservan para la empresa durante los plazos que marca la ' +
            'ley y que ella determine como patrón.',
        ],
      },
    ],
  },
  {
    id: 'control-de-asistencia',
    title: 'Control de asistencia',
    items: [
      {
        id: 'como-checo',
        question: '¿Cómo registro mi entrada y mi salida?',
        answer: [
          'En el reloj checador de tu centro de trabajo, identifícate con tu PIN o con tu gafete. El reloj guarda ' +
            'la fecha y la hora de tu checada.',
        ],
      },
      {
        id: 'sin-internet',
        question: '¿Qué pasa si el reloj checador no tiene internet?',
        answer: [
          'El reloj sigue funcionando sin conexión: guarda tus checadas con la hora en que las hiciste y las envía ' +
            'automáticamente cuando regresa la conexión. No necesitas volver a checar.',
        ],
      },
      {
        id: 'olvide-mi-pin',
        question: 'Olvidé mi PIN o perdí mi gafete, ¿qué hago?',
        answer: [
          'Avisa a tu supervisor o a tu administrador de empresa para que te asigne un PIN nuevo o dé de baja el ' +
            'gafete perdido y te entregue otro. Así nadie más puede checar en tu nombre.',
        ],
      },
      {
        id: 'corregir-una-checada',
        question: 'Me equivoqué o no pude checar, ¿puedo corregirlo?',
        answer: [
          'Tú no puedes modificar tus checadas. Si falta una o tiene un error, pide a tu supervisor o a recursos ' +
            'humanos que registre la incidencia; las correcciones las hace tu empresa.',
        ],
      },
      {
        id: 'quien-ve-mis-checadas',
        question: '¿Quién puede ver mis registros de asistencia?',
        answer: [
          'Tú y las personas de tu empresa cuyo rol les permite consultarlos, como tu administrador o el área de ' +
            'recursos humanos. Las decisiones sobre retardos, faltas o pagos las toma tu empresa, no Plataforma.',
        ],
      },
    ],
  },
  {
    id: 'logistica-de-contenedores',
    title: 'Logística de contenedores',
    items: [
      {
        id: 'formato-del-contenedor',
        question: '¿Qué formato tiene el número de contenedor?',
        answer: [
          'Sigue la norma ISO 6346: 3 letras del código del propietario, 1 letra de categoría (U para contenedores ' +
            'de carga), 6 dígitos de número de serie y 1 dígito verificador. Por ejemplo: CSQU3054383.',
        ],
      },
      {
        id: 'numero-rechazado',
        question: '¿Por qué la aplicación rechaza un número de contenedor?',
        answer: [
          'Porque el dígito verificador no coincide con el resto del número. Casi siempre es un error de captura: ' +
            'revisa que no hayas confundido la letra O con el cero o la letra I con el uno, y compara con lo que ' +
            'está pintado en el contenedor.',
        ],
      },
      {
        id: 'app-de-escritorio',
        question: '¿Hay una aplicación de escritorio para el cuarto de control?',
        answer: [
          'Sí. La consola de escritorio está pensada para los cuartos de control de las terminales portuarias, ' +
            'donde se da seguimiento a la operación durante todo el turno.',
          'Pide a tu administrador de empresa la instalación en los equipos de tu cuarto de control. Con tu misma ' +
            'cuenta puedes entrar también desde el navegador o el teléfono.',
        ],
      },
      {
        id: 'roles-de-logistica',
        question: '¿Qué puede hacer cada rol de logística?',
        answer: [
          'Según lo que asigne tu empresa, hay administradores de contenedores, supervisores de patio, receptores ' +
            'de contenedores y operadores de grúa, además de las empresas transportistas. Cada rol ve y registra ' +
            'solo los movimientos que le corresponden.',
        ],
      },
      {
        id: 'documentos-aduaneros',
        question: '¿La información de Plataforma sustituye los documentos aduaneros?',
        answer: [
          'No. La información de contenedores y movimientos es operativa e informativa. No sustituye al pedimento ' +
            'ni a otros documentos aduaneros, y el complemento Carta Porte debe cumplir las reglas del SAT.',
        ],
      },
    ],
  },
  {
    id: 'superempleos',
    title: 'Superempleos (bolsa de trabajo)',
    items: [
      {
        id: 'como-me-registro-como-candidato',
        question: '¿Cómo me registro para buscar trabajo?',
        answer: [
          'Crea tu cuenta en Superempleos con tu correo y una contraseña y confírmala con el código de 6 dígitos ' +
            'que te enviamos. Después completa tu perfil y tu currículum para postularte a vacantes.',
        ],
      },
      {
        id: 'quien-ve-mi-cv',
        question: '¿Quién puede ver mi currículum?',
        answer: [
          'Las empresas a cuyas vacantes te postulas. Si además activas la visibilidad de tu currículum en las ' +
            'búsquedas, otras empresas contratantes podrán encontrarlo; puedes desactivarla cuando quieras.',
          'No incluyas en tu currículum datos que no son necesarios para un empleo, como tu religión, tu estado de ' +
            'salud o tu CURP.',
        ],
      },
      {
        id: 'como-publicar-vacantes',
        question: 'Soy una empresa, ¿cómo publico vacantes?',
        answer: [
          'Crea la cuenta de tu empresa en Superempleos, completa sus datos y publica tus vacantes con información ' +
            'real sobre el puesto, las funciones, el lugar de trabajo y las condiciones que ofreces. Las ' +
            'postulaciones te llegarán en la misma plataforma.',
        ],
      },
      {
        id: 'vacantes-no-permitidas',
        question: '¿Qué vacantes no están permitidas?',
        answer: [
          'Las falsas o engañosas, las que piden dinero a los candidatos y las discriminatorias, por ejemplo, las ' +
            'que excluyen a personas por su edad, género, estado civil, origen, discapacidad o apariencia, o las ' +
            'que piden certificados de no embarazo. La Ley Federal del Trabajo lo prohíbe.',
          'Si ves una vacante así, repórtala a soporte@plataforma.mx.',
        ],
      },
      {
        id: 'superempleos-me-contrata',
        question: '¿Superempleos me contrata o me garantiza un empleo?',
        answer: [
          'No. Superempleos conecta a candidatos con empresas contratantes. La selección y la contratación las ' +
            'decide cada empresa, y la relación de trabajo es entre tú y ella.',
        ],
      },
    ],
  },
  {
    id: 'pagos-y-wallet',
    title: 'Pagos y wallet',
    items: [
      {
        id: 'como-recargo',
        question: '¿Cómo recargo saldo en mi wallet?',
        answer: [
          'Entra a tu wallet, elige el monto y paga con tu tarjeta en el formulario del procesador de pagos. El ' +
            'saldo se acredita en cuanto el procesador confirma el pago.',
        ],
      },
      {
        id: 'guardan-mi-tarjeta',
        question: '¿Plataforma guarda los datos de mi tarjeta?',
        answer: [
          'No. Los datos de tu tarjeta los captura y procesa directamente el procesador de pagos. Plataforma no ' +
            'guarda el número completo de tu tarjeta ni su código de seguridad.',
        ],
      },
      {
        id: 'que-son-los-puntos',
        question: '¿Qué son los puntos?',
        answer: [
          'Son un beneficio que puedes usar dentro de Plataforma según las reglas del programa vigente. No tienen ' +
            'valor en dinero y no se pueden cambiar por efectivo.',
        ],
      },
      {
        id: 'puedo-retirar-mi-saldo',
        question: '¿Puedo retirar o transferir mi saldo?',
        answer: [
          'El saldo sirve para pagar servicios dentro de Plataforma; no se puede retirar en efectivo ni transferir ' +
            'a otra persona. Si cancelas tu cuenta, puedes pedir el reembolso del saldo que no hayas usado.',
        ],
      },
      {
        id: 'cargo-no-reconocido',
        question: 'Tengo un cargo duplicado o que no reconozco, ¿qué hago?',
        answer: [
          'Escríbenos a soporte@plataforma.mx dentro de los 30 días naturales siguientes al cargo, con la fecha, ' +
            'el monto y la referencia de la transacción. Si procede, el reembolso se hace al mismo medio de pago ' +
            'que usaste.',
        ],
      },
    ],
  },
  {
    id: 'privacidad-y-seguridad',
    title: 'Privacidad y seguridad',
    items: [
      {
        id: 'derechos-arco',
        question: '¿Cómo ejerzo mis derechos ARCO?',
        answer: [
          'Escribe a privacidad@plataforma.mx indicando tu nombre, el derecho que quieres ejercer (acceso, ' +
            'rectificación, cancelación u oposición) y los datos a los que se refiere, y adjunta una copia de tu ' +
            'identificación oficial.',
          'Te responderemos en un máximo de 20 días hábiles y, si procede, lo haremos efectivo dentro de los 15 ' +
            'días hábiles siguientes. Consulta el detalle en el Aviso de Privacidad.',
        ],
      },
      {
        id: 'como-guardan-mi-contrasena',
        question: '¿Plataforma puede ver mi contraseña?',
        answer: [
          'No. Guardamos tu contraseña solo como una huella criptográfica, de la que no se puede obtener la ' +
            'contraseña original. Por eso nadie de Plataforma te la pedirá nunca; si alguien lo hace, no se la ' +
            'des.',
        ],
      },
      {
        id: 'cookies-de-publicidad',
        question: '¿Usan cookies de publicidad?',
        answer: [
          'No. Solo usamos lo necesario para que la aplicación funcione: tu sesión, la empresa seleccionada, tu ' +
            'tema, la cookie de “Recordarme” si la eliges y la caché para usar la aplicación sin conexión. Los ' +
            'detalles están en la Política de cookies.',
        ],
      },
      {
        id: 'graban-lo-que-hago',
        question: '¿Graban lo que hago en la aplicación?',
        answer: [
          'En producción usamos una herramienta de grabación de sesiones para diagnosticar errores. Registra tus ' +
            'interacciones dentro de la aplicación para que podamos reproducir fallas, y nunca registra tus ' +
            'contraseñas.',
        ],
      },
      {
        id: 'sospecho-un-acceso',
        question: 'Creo que alguien entró a mi cuenta, ¿qué hago?',
        answer: [
          'Cambia tu contraseña de inmediato o restablécela desde “¿Olvidaste tu contraseña?”. Después escríbenos ' +
            'a soporte@plataforma.mx para que revisemos la actividad de tu cuenta.',
        ],
      },
    ],
  },
];
