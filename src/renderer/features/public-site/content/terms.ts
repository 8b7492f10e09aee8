import type { LegalDocument } from './types';

/** Términos y Condiciones de Uso de Plataforma y de Superempleos. */
export const termsOfService: LegalDocument = {
  title: 'Términos y Condiciones de Uso',
  updatedAt: '22 de noviembre de 2026',
  summary: 'Estos Términos y Condiciones regulan el acceso y uso de Plataforma, incluida la bolsa de trabajo ' +
    'Superempleos, en su versión web, como aplicación instalable y como consola de escritorio. Le pedimos leerlos ' +
    'con atención: al crear una cuenta o utilizar los servicios, usted acepta obligarse por ellos.',
  sections: [
    {
      id: 'aceptacion',
      heading: 'Aceptación de los términos',
      paragraphs: [
        'Estos Términos y Condiciones de Uso (los “Términos”) constituyen un acuerdo entre usted y Plataforma ' +
          'Digital Empresarial, S.A. de C.V. (“Plataforma”, “nosotros”), con RFC PDE2301159A3 y domicilio en Av. ' +
          'Paseo de la Reforma 250, piso 12, Col. Juárez, Alcaldía Cuauhtémoc, C.P. 06600, Ciudad de México.',
        'Al registrarse, iniciar sesión o utilizar de cualquier forma la Plataforma, usted declara haber leído, ' +
          'entendido y aceptado estos Términos y el Aviso de Privacidad Integral. Si no está de acuerdo con ellos, ' +
          'le pedimos no utilizar la Plataforma.',
        'Si usted acepta estos Términos en nombre de una empresa, declara contar con facultades suficientes para ' +
          'obligarla. Las condiciones comerciales específicas que Plataforma pacte por escrito con una empresa ' +
          'cliente prevalecerán sobre estos Términos en lo que se opongan.',
      ],
    },
    {
      id: 'definiciones',
      heading: 'Definiciones',
      paragraphs: ['Para efectos de estos Términos, los siguientes conceptos tendrán el significado que se indica:'],
      list: [
        'Plataforma: el conjunto de servicios, sitios web, aplicación web instalable (PWA) y consola de escritorio ' +
          'operados por Plataforma Digital Empresarial, S.A. de C.V.',
        'Superempleos: la bolsa de trabajo de la Plataforma, en la que las empresas contratantes publican vacantes ' +
          'y los candidatos se postulan.',
        'Usuario: toda persona que accede a la Plataforma con una cuenta, ya sea por registro propio o porque una ' +
          'empresa cliente se la creó.',
        'Empresa cliente: la persona moral o física con actividad empresarial que contrata los servicios de la ' +
          'Plataforma para su operación y para su personal.',
        'Administrador de empresa: el usuario designado por una empresa cliente para administrar sus cuentas, ' +
          'roles, permisos e información dentro de la Plataforma.',
        'Candidato: el usuario que publica su perfil y currículum en Superempleos para postularse a vacantes.',
        'Empresa contratante: la empresa que publica vacantes en Superempleos.',
        'Wallet: el monedero de la Plataforma en el que se registran el saldo prepagado, los pagos y los puntos ' +
          'del usuario.',
        'Procesador de pagos: el tercero autorizado que recibe y procesa los pagos con tarjeta y otros medios.',
        'Contenido: la información, datos, documentos, textos e imágenes que los usuarios y las empresas cargan o ' +
          'generan en la Plataforma.',
      ],
    },
    {
      id: 'servicios',
      heading: 'Descripción de los servicios',
      paragraphs: [
        'La Plataforma ofrece, según lo que cada empresa cliente contrate y los roles asignados a cada usuario: ' +
          'directorio de empresas y empleados; control de asistencia con reloj checador; logística de contenedores ' +
          'para terminales portuarias; gestión de transporte, autobuses y recorridos (“parabus”); tickets de ' +
          'soporte; la bolsa de trabajo Superempleos; wallet con pagos; y firma digital de documentos.',
        'Algunas funciones solo están disponibles para ciertos roles o empresas. Plataforma podrá agregar, ' +
          'modificar o retirar funciones para mejorar el servicio, procurando avisar con anticipación cuando un ' +
          'cambio afecte de forma relevante a las empresas clientes.',
      ],
    },
    {
      id: 'cuentas-y-credenciales',
      heading: 'Cuentas y credenciales de acceso',
      paragraphs: [
        'Para usar la Plataforma se requiere una cuenta con un correo electrónico y una contraseña. Cuando usted ' +
          'se registra por su cuenta, deberá confirmar su correo con el código de verificación que le enviaremos. ' +
          'Usted se obliga a proporcionar información verdadera, completa y actualizada.',
        'Su cuenta es personal e intransferible. Usted es responsable de mantener la confidencialidad de su ' +
          'contraseña y de todas las actividades que se realicen con sus credenciales. Debe notificarnos de ' +
          'inmediato a soporte@plataforma.mx cualquier uso no autorizado de su cuenta o sospecha de que su ' +
          'contraseña ha sido comprometida.',
        'Los administradores de empresa son responsables de las cuentas que crean para su personal: de verificar ' +
          'la identidad de las personas a quienes las asignan, de asignarles únicamente los roles necesarios y de ' +
          'desactivarlas cuando concluya la relación con la empresa.',
        'Por seguridad, la Plataforma puede bloquear temporalmente una cuenta después de varios intentos fallidos ' +
          'de inicio de sesión y limitar el envío de códigos y correos de recuperación.',
      ],
    },
    {
      id: 'roles-y-permisos',
      heading: 'Roles y permisos de los administradores de empresa',
      paragraphs: [
        'Cada empresa cliente designa uno o más administradores de empresa, quienes pueden dar de alta y de baja a ' +
          'usuarios, asignar departamentos, roles y permisos, y consultar la información de la empresa que su rol ' +
          'les permite.',
        'Las acciones que un administrador realiza dentro de la Plataforma se consideran realizadas por cuenta de ' +
          'la empresa cliente que lo designó. La empresa cliente es responsable de revisar periódicamente quién ' +
          'tiene acceso a su información y con qué permisos.',
        'El personal de soporte técnico de Plataforma solo accede a la información de una empresa cliente en la ' +
          'medida necesaria para atender una solicitud de soporte, mantener la operación del servicio o cumplir ' +
          'una obligación legal.',
      ],
    },
    {
      id: 'uso-aceptable',
      heading: 'Uso aceptable',
      paragraphs: [
        'Usted se obliga a utilizar la Plataforma de conformidad con la ley, estos Términos y la buena fe. Queda ' +
          'prohibido, de manera enunciativa mas no limitativa:',
      ],
      list: [
        'Acceder o intentar acceder a cuentas, empresas o información para las que no tiene autorización, o ' +
          'compartir sus credenciales con terceros.',
        'Suplantar la identidad de otra persona o empresa, o proporcionar información falsa.',
        'Registrar checadas de asistencia a nombre de otra persona o alterar registros de asistencia, de logística ' +
          'o de pagos.',
        'Publicar vacantes falsas, engañosas o discriminatorias, o utilizar Superempleos para solicitar pagos a ' +
          'los candidatos o recabar sus datos con fines distintos a la contratación.',
        'Cargar contenido ilícito, ofensivo, difamatorio, que infrinja derechos de terceros o que contenga virus o ' +
          'código malicioso.',
        'Realizar ingeniería inversa, eludir medidas de seguridad, sobrecargar la infraestructura o extraer ' +
          'información de forma automatizada sin autorización escrita.',
        'Usar el wallet para operaciones con recursos de procedencia ilícita o para fines distintos al pago de ' +
          'servicios dentro de la Plataforma.',
        'Enviar comunicaciones masivas no solicitadas a otros usuarios.',
      ],
    },
    {
      id: 'datos-de-empresas-clientes',
      heading: 'Información de las empresas clientes y de su personal',
      paragraphs: [
        'Las empresas clientes conservan la titularidad de la información que cargan en la Plataforma y son ' +
          'responsables de su veracidad y licitud. Respecto de los datos personales de sus empleados, operadores y ' +
          'colaboradores, cada empresa cliente actúa como responsable del tratamiento y Plataforma como encargado, ' +
          'en términos de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.',
        'En consecuencia, corresponde a cada empresa cliente informar a su personal mediante su propio aviso de ' +
          'privacidad, obtener los consentimientos que resulten necesarios, en particular para datos personales ' +
          'sensibles, y atender las solicitudes de derechos ARCO de su personal, con el apoyo de Plataforma cuando ' +
          'así lo requiera.',
        'Plataforma tratará esa información únicamente para prestar el servicio contratado y conforme a las ' +
          'instrucciones de la empresa cliente, guardará su confidencialidad y no la utilizará para fines propios ' +
          'distintos a los previstos en el Aviso de Privacidad Integral.',
      ],
    },
    {
      id: 'superempleos',
      heading: 'Reglas de la bolsa de trabajo Superempleos',
      paragraphs: [
        'Superempleos es un medio para que las empresas contratantes den a conocer sus vacantes y los candidatos ' +
          'se postulen a ellas. Plataforma no es parte de la relación de trabajo que, en su caso, se establezca, ' +
          'no actúa como patrón, intermediario ni agencia de colocación, y no garantiza la contratación de ningún ' +
          'candidato ni la idoneidad de ninguna vacante.',
        'Las empresas contratantes se obligan a publicar únicamente vacantes reales y vigentes, con información ' +
          'veraz sobre el puesto, las funciones, el lugar de trabajo y las condiciones ofrecidas, y a utilizar los ' +
          'datos de los candidatos exclusivamente para el proceso de selección.',
        'Está prohibido publicar vacantes o aplicar criterios de selección discriminatorios. En términos del ' +
          'artículo 133 de la Ley Federal del Trabajo, los patrones no pueden negarse a aceptar trabajadores por ' +
          'razón de origen étnico o nacional, género, edad, discapacidad, condición social, condiciones de salud, ' +
          'religión, opiniones, preferencias sexuales, estado civil o cualquier otro criterio que pueda dar lugar ' +
          'a un acto discriminatorio, ni exigir certificados médicos de no embarazo. Las vacantes deben respetar ' +
          'asimismo la Ley Federal para Prevenir y Eliminar la Discriminación.',
        'Los candidatos se obligan a que la información de su perfil y currículum sea verdadera y propia. ' +
          'Plataforma podrá retirar, sin previo aviso, las vacantes o perfiles que incumplan estas reglas y ' +
          'suspender las cuentas involucradas.',
      ],
    },
    {
      id: 'control-de-asistencia',
      heading: 'Control de asistencia',
      paragraphs: [
        'El reloj checador de la Plataforma registra las entradas y salidas que el personal de cada empresa ' +
          'cliente realiza con su PIN o gafete, incluso sin conexión a internet; en ese caso, las checadas se ' +
          'guardan en el dispositivo y se envían cuando la conexión se restablece.',
        'La Plataforma se limita a registrar y presentar esa información. Las decisiones laborales que se tomen ' +
          'con base en ella, como el cálculo de jornadas, retardos, faltas, horas extra o descuentos, son ' +
          'responsabilidad exclusiva de la empresa cliente en su carácter de patrón, quien deberá cumplir la Ley ' +
          'Federal del Trabajo y demás disposiciones aplicables.',
        'La empresa cliente es responsable de la correcta configuración de horarios, dispositivos y medios de ' +
          'identificación, así como de revisar y, en su caso, corregir las incidencias a través de los usuarios ' +
          'que autorice.',
      ],
    },
    {
      id: 'logistica-y-transporte',
      heading: 'Información de logística y transporte',
      paragraphs: [
        'La información sobre contenedores, movimientos en patio, unidades, ubicaciones y recorridos que se ' +
          'muestra en la Plataforma es de carácter informativo y operativo, y depende de los datos capturados por ' +
          'los usuarios y las empresas clientes. La Plataforma valida el formato y el dígito verificador de los ' +
          'números de contenedor conforme a la norma ISO 6346, pero no verifica la exactitud del resto de la ' +
          'información capturada.',
        'Dicha información no sustituye al pedimento ni a ningún otro documento aduanero o de comercio exterior ' +
          'exigido por la legislación aplicable, ni a las autorizaciones de las autoridades competentes.',
        'Cuando el servicio se utilice para el traslado de mercancías, el comprobante fiscal con complemento Carta ' +
          'Porte debe cumplir con las disposiciones fiscales y las reglas emitidas por el Servicio de ' +
          'Administración Tributaria (SAT) vigentes. La empresa cliente o transportista que lo emita es ' +
          'responsable de su contenido y de su correcta emisión.',
      ],
    },
    {
      id: 'wallet-y-pagos',
      heading: 'Wallet y pagos',
      paragraphs: [
        'Los pagos y recargas se procesan a través de un procesador de pagos externo. Los datos de su tarjeta se ' +
          'capturan directamente en los formularios del procesador; Plataforma no almacena números completos de ' +
          'tarjeta ni códigos de seguridad. El uso del procesador puede estar sujeto a sus propios términos y ' +
          'aviso de privacidad.',
        'Las recargas se acreditan al saldo del wallet una vez que el procesador confirma el pago. El saldo es un ' +
          'crédito prepagado que solo puede utilizarse para pagar servicios dentro de la Plataforma; no constituye ' +
          'un depósito bancario, no genera intereses y no puede transferirse a otros usuarios ni retirarse en ' +
          'efectivo, salvo en los casos de reembolso previstos en esta sección.',
        'Los puntos que la Plataforma otorgue como beneficio no tienen valor monetario, no son canjeables por ' +
          'dinero y se rigen por las reglas del programa vigente que se publiquen en la Plataforma, incluida, en ' +
          'su caso, su vigencia.',
        'Usted puede solicitar la aclaración o el reembolso de un cargo duplicado, no reconocido o de un servicio ' +
          'pagado que no se prestó, escribiendo a soporte@plataforma.mx dentro de los treinta días naturales ' +
          'siguientes al cargo. Al cancelar su cuenta, podrá solicitar el reembolso del saldo prepagado no ' +
          'utilizado. Los reembolsos procedentes se realizan al mismo medio de pago utilizado, en los plazos que ' +
          'determine el procesador de pagos o la institución emisora de su tarjeta. Lo anterior no limita los ' +
          'derechos que le otorga la Ley Federal de Protección al Consumidor.',
      ],
    },
    {
      id: 'firma-digital',
      heading: 'Firma digital de documentos',
      paragraphs: [
        'La función de firma digital permite a los usuarios firmar documentos dentro de la Plataforma. Cada firma ' +
          'queda asociada a la cuenta autenticada del firmante, al documento firmado y a la fecha y hora en que se ' +
          'realizó.',
        'Esta firma constituye una firma electrónica en términos de las disposiciones sobre comercio electrónico ' +
          'del Código de Comercio (artículos 89 a 114) y evidencia que el documento fue firmado desde la cuenta ' +
          'del firmante en el momento registrado. Su valor probatorio y su suficiencia para un acto determinado ' +
          'dependerán de la legislación aplicable y de lo que las partes hayan convenido; la firma digital de la ' +
          'Plataforma no equivale a la e.firma (firma electrónica avanzada) cuyo certificado expide el SAT.',
        'Para la conservación de los documentos firmados, Plataforma procura seguir los criterios de la Norma ' +
          'Oficial Mexicana NOM-151-SCFI-2016, relativa a los requisitos que deben observarse para la conservación ' +
          'de mensajes de datos y digitalización de documentos. Cuando un acto requiera por ley una forma ' +
          'específica o la intervención de un fedatario, los usuarios son responsables de cumplir dichos ' +
          'requisitos.',
      ],
    },
    {
      id: 'disponibilidad',
      heading: 'Disponibilidad del servicio y mantenimiento',
      paragraphs: [
        'Plataforma realiza esfuerzos razonables para que el servicio esté disponible de forma continua. No ' +
          'obstante, el servicio puede interrumpirse por mantenimiento programado, actualizaciones, fallas de ' +
          'proveedores de infraestructura o de telecomunicaciones, caso fortuito o fuerza mayor.',
        'Procuraremos realizar el mantenimiento programado en horarios de baja actividad y avisar con anticipación ' +
          'a las empresas clientes cuando se prevea una interrupción relevante. Algunas funciones, como el reloj ' +
          'checador y el armazón de la aplicación, pueden seguir operando sin conexión y sincronizarse después.',
        'Los niveles de servicio específicos, si los hay, serán los que se pacten por escrito con cada empresa ' +
          'cliente.',
      ],
    },
    {
      id: 'propiedad-intelectual',
      heading: 'Propiedad intelectual',
      paragraphs: [
        'El software, diseño, marcas, logotipos, textos y demás elementos de la Plataforma son propiedad de ' +
          'Plataforma o de sus licenciantes y están protegidos por la Ley Federal del Derecho de Autor, la Ley ' +
          'Federal de Protección a la Propiedad Industrial y los tratados internacionales aplicables.',
        'Le otorgamos una licencia limitada, no exclusiva, intransferible y revocable para usar la Plataforma ' +
          'conforme a estos Términos. Ninguna disposición de estos Términos le transfiere derechos de propiedad ' +
          'intelectual.',
        'Usted conserva los derechos sobre el contenido que carga y nos otorga una licencia no exclusiva y ' +
          'gratuita para almacenarlo, reproducirlo y mostrarlo únicamente en la medida necesaria para prestarle el ' +
          'servicio.',
      ],
    },
    {
      id: 'limitacion-de-responsabilidad',
      heading: 'Limitación de responsabilidad',
      paragraphs: [
        'En la medida en que lo permita la legislación mexicana, Plataforma no será responsable por daños o ' +
          'perjuicios derivados de: la información capturada por los usuarios o las empresas clientes; las ' +
          'decisiones laborales, comerciales, aduaneras o fiscales que se tomen con base en la información de la ' +
          'Plataforma; la relación entre candidatos y empresas contratantes; el uso indebido de las credenciales ' +
          'por causas no imputables a Plataforma; ni las interrupciones del servicio por caso fortuito o fuerza ' +
          'mayor.',
        'Plataforma responderá por los daños y perjuicios que sean consecuencia inmediata y directa del ' +
          'incumplimiento de sus obligaciones. Nada de lo dispuesto en estos Términos excluye o limita la ' +
          'responsabilidad de Plataforma por dolo o en los casos en que la ley no permita dicha exclusión o ' +
          'limitación, ni los derechos irrenunciables que la Ley Federal de Protección al Consumidor otorga a los ' +
          'consumidores.',
      ],
    },
    {
      id: 'suspension-y-terminacion',
      heading: 'Suspensión y terminación',
      paragraphs: [
        'Plataforma podrá suspender o cancelar una cuenta cuando el usuario incumpla estos Términos, haga un uso ' +
          'que ponga en riesgo la seguridad de la Plataforma o de otros usuarios, o cuando así lo ordene una ' +
          'autoridad competente. Salvo en casos urgentes o cuando la ley lo impida, le informaremos el motivo por ' +
          'correo electrónico.',
        'Usted puede dejar de utilizar la Plataforma y solicitar la cancelación de su cuenta en cualquier momento ' +
          'escribiendo a soporte@plataforma.mx. Si su cuenta fue creada por una empresa cliente, la baja ' +
          'corresponde a su administrador de empresa.',
        'La terminación no afecta las obligaciones nacidas antes de ella. Tras la cancelación, la información se ' +
          'conservará y suprimirá conforme al Aviso de Privacidad Integral y a lo pactado con cada empresa ' +
          'cliente.',
      ],
    },
    {
      id: 'cambios-a-los-terminos',
      heading: 'Cambios a estos términos',
      paragraphs: [
        'Plataforma podrá modificar estos Términos. La versión vigente estará siempre publicada en la Plataforma ' +
          'con su fecha de última actualización. Cuando los cambios sean relevantes, se los notificaremos por ' +
          'correo electrónico o mediante un aviso visible al iniciar sesión, con anticipación razonable a su ' +
          'entrada en vigor.',
        'Si no está de acuerdo con los cambios, puede dejar de utilizar la Plataforma y solicitar la cancelación ' +
          'de su cuenta. El uso continuado de la Plataforma después de la entrada en vigor de los cambios implica ' +
          'su aceptación.',
      ],
    },
    {
      id: 'derechos-del-consumidor',
      heading: 'Derechos del consumidor',
      paragraphs: [
        'Cuando usted utilice la Plataforma como consumidor, es decir, como destinatario final de los servicios, ' +
          'le son aplicables las disposiciones de la Ley Federal de Protección al Consumidor, incluidas las ' +
          'relativas al comercio electrónico, y ninguna disposición de estos Términos deberá interpretarse en ' +
          'perjuicio de los derechos que dicha ley le reconoce.',
        'Para cualquier queja o aclaración, puede escribirnos a soporte@plataforma.mx o llamarnos al +52 55 5000 ' +
          '1400. Asimismo, puede acudir a la Procuraduría Federal del Consumidor (PROFECO) para hacer valer sus ' +
          'derechos.',
      ],
    },
    {
      id: 'ley-aplicable-y-jurisdiccion',
      heading: 'Ley aplicable y jurisdicción',
      paragraphs: [
        'Estos Términos se rigen por las leyes federales de los Estados Unidos Mexicanos. Para su interpretación y ' +
          'cumplimiento, las partes se someten a la jurisdicción de los tribunales competentes de la Ciudad de ' +
          'México, renunciando a cualquier otro fuero que pudiera corresponderles por razón de sus domicilios ' +
          'presentes o futuros.',
        'Lo anterior es sin perjuicio de la competencia de la Procuraduría Federal del Consumidor en la vía ' +
          'administrativa y de los derechos que la legislación aplicable otorgue a los consumidores.',
      ],
    },
    {
      id: 'contacto',
      heading: 'Contacto',
      paragraphs: [
        'Para cualquier duda sobre estos Términos, puede comunicarse con nosotros por los siguientes medios:',
      ],
      list: [
        'Información general: contacto@plataforma.mx',
        'Soporte técnico, pagos y aclaraciones: soporte@plataforma.mx',
        'Privacidad y derechos ARCO: privacidad@plataforma.mx',
        'Teléfono: +52 55 5000 1400',
        'Domicilio: Av. Paseo de la Reforma 250, piso 12, Col. Juárez, Alcaldía Cuauhtémoc, C.P. 06600, Ciudad de ' +
          'México.',
      ],
    },
  ],
};
