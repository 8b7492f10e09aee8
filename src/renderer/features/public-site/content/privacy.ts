import type { LegalDocument } from './types';

/** Aviso de Privacidad Integral (LFPDPPP y, en lo aplicable, su Reglamento). */
export const privacyNotice: LegalDocument = {
  title: 'Aviso de Privacidad Integral',
  updatedAt: '22 de noviembre de 2026',
  summary: 'Plataforma Digital Empresarial, S.A. de C.V. trata sus datos personales para prestarle los servicios ' +
    'de la Plataforma: directorio de empresas y empleados, control de asistencia, logística de contenedores, ' +
    'transporte y recorridos, soporte, la bolsa de trabajo Superempleos, wallet de pagos y firma digital. En este ' +
    'aviso le explicamos qué datos recabamos, para qué los usamos, con quién los compartimos y cómo puede ejercer ' +
    'sus derechos.',
  sections: [
    {
      id: 'identidad-del-responsable',
      heading: 'Identidad y domicilio del responsable',
      paragraphs: [
        'Plataforma Digital Empresarial, S.A. de C.V. (en lo sucesivo, “Plataforma”, “nosotros” o el ' +
          '“Responsable”), con Registro Federal de Contribuyentes PDE2301159A3 y domicilio en Av. Paseo de la ' +
          'Reforma 250, piso 12, Col. Juárez, Alcaldía Cuauhtémoc, C.P. 06600, Ciudad de México, es responsable ' +
          'del tratamiento de sus datos personales en los términos de la Ley Federal de Protección de Datos ' +
          'Personales en Posesión de los Particulares (la “Ley”), de su Reglamento en lo que resulte aplicable y ' +
          'de la demás normativa vigente.',
        'Para cualquier asunto relacionado con este aviso y con el tratamiento de sus datos personales, puede ' +
          'comunicarse con nuestro Departamento de Datos Personales al correo privacidad@plataforma.mx, al ' +
          'teléfono +52 55 5000 1400 o en el domicilio señalado.',
      ],
    },
    {
      id: 'alcance',
      heading: 'Alcance de este aviso',
      paragraphs: [
        'Este aviso aplica a los datos personales que tratamos a través del sitio web, de la aplicación web ' +
          'instalable (PWA) y de la consola de escritorio de Plataforma, así como de los correos electrónicos y ' +
          'canales de soporte asociados (en conjunto, la “Plataforma”).',
        'Plataforma presta servicios a empresas clientes que registran en ella a sus empleados, operadores y ' +
          'colaboradores. Respecto de los datos que una empresa cliente registra o genera sobre su personal (por ' +
          'ejemplo, datos laborales y registros de asistencia), la empresa cliente es la responsable del ' +
          'tratamiento y Plataforma actúa como encargado, tratándolos únicamente conforme a sus instrucciones y ' +
          'para prestarle el servicio contratado. La empresa cliente debe poner a disposición de su personal su ' +
          'propio aviso de privacidad.',
        'Plataforma actúa como responsable respecto de los datos de las cuentas de usuario, de los candidatos y ' +
          'empresas de la bolsa de trabajo Superempleos, de las personas que nos contactan y de los pagos ' +
          'realizados en el wallet.',
      ],
    },
    {
      id: 'datos-que-recabamos',
      heading: 'Datos personales que recabamos',
      paragraphs: [
        'Según los servicios que utilice y el perfil con el que acceda, podemos recabar las siguientes categorías ' +
          'de datos personales, ya sea directamente de usted, por su uso de la Plataforma o a través de la empresa ' +
          'cliente para la que trabaja:',
      ],
      list: [
        'Datos de identificación: nombre completo, fotografía de perfil, firma electrónica y, cuando la empresa ' +
          'cliente lo requiera, número de empleado, CURP o RFC.',
        'Datos de contacto: correo electrónico, número de teléfono y, en su caso, domicilio.',
        'Datos de autenticación: correo de acceso y contraseña; esta última se almacena únicamente como una huella ' +
          'criptográfica y nunca en texto legible.',
        'Datos laborales de empleados de empresas clientes: empresa, departamento, puesto, roles y permisos ' +
          'asignados, fecha de ingreso y datos que la empresa cliente registre para administrar la relación de ' +
          'trabajo.',
        'Registros de asistencia: fecha y hora de las checadas de entrada y salida, dispositivo o reloj checador ' +
          'en el que se realizaron, medio de identificación utilizado (PIN o gafete) e incidencias asociadas.',
        'Datos de logística y transporte: unidades y vehículos asignados, operador responsable, movimientos de ' +
          'contenedores y ubicación geográfica de las unidades durante la operación.',
        'Datos de candidatos de Superempleos: currículum, formación académica, experiencia laboral, habilidades, ' +
          'expectativas salariales, disponibilidad y las postulaciones que realice.',
        'Datos de empresas contratantes: nombre y cargo de la persona que publica vacantes y datos de contacto de ' +
          'la empresa.',
        'Datos de pago y de wallet: historial de recargas, pagos, saldo, puntos y referencias de las ' +
          'transacciones. Los datos de tarjetas son capturados y procesados directamente por un procesador de ' +
          'pagos externo; Plataforma no almacena números completos de tarjeta ni códigos de seguridad.',
        'Datos técnicos y de uso: dirección IP, tipo de navegador y dispositivo, sistema operativo, fecha y hora ' +
          'de acceso, páginas consultadas, errores de la aplicación e interacciones registradas conforme a la ' +
          'Política de cookies.',
        'Datos de soporte: el contenido de los tickets, mensajes y archivos que usted nos envíe al solicitar ayuda.',
      ],
    },
    {
      id: 'datos-sensibles',
      heading: 'Datos personales sensibles',
      paragraphs: [
        'Para prestar los servicios de la Plataforma no es necesario tratar datos personales sensibles, es decir, ' +
          'aquellos que afecten la esfera más íntima de su titular o cuya utilización indebida pueda dar origen a ' +
          'discriminación o conlleve un riesgo grave, como el estado de salud, el origen étnico, las creencias ' +
          'religiosas, las opiniones políticas o la preferencia sexual.',
        'Únicamente cuando una empresa cliente, en su carácter de responsable, decida registrar en la Plataforma ' +
          'algún dato sensible de su personal (por ejemplo, información de incapacidades médicas), dicha empresa ' +
          'deberá obtener previamente el consentimiento expreso y por escrito del titular. En esos casos, ' +
          'Plataforma trata esos datos solo por cuenta de la empresa cliente, con acceso restringido a los roles ' +
          'que ésta autorice y con medidas de seguridad reforzadas.',
        'Le pedimos no incluir datos sensibles en su currículum, en sus mensajes de soporte ni en campos de texto ' +
          'libre. Si lo hace, los trataremos con las mismas medidas reforzadas y únicamente para la finalidad para ' +
          'la que los proporcionó.',
      ],
    },
    {
      id: 'finalidades-primarias',
      heading: 'Finalidades primarias del tratamiento',
      paragraphs: [
        'Utilizamos sus datos personales para las siguientes finalidades, que son necesarias para el servicio que ' +
          'usted o la empresa para la que trabaja solicitaron:',
      ],
      list: [
        'Crear, verificar y administrar su cuenta, autenticar su identidad al iniciar sesión y permitirle ' +
          'seleccionar la empresa con la que trabaja.',
        'Prestar los servicios de directorio de empresas y empleados, control de asistencia, logística de ' +
          'contenedores, transporte y recorridos, y firma digital.',
        'Registrar las checadas de asistencia y ponerlas a disposición de la empresa cliente que actúa como patrón.',
        'Registrar los movimientos de contenedores y la ubicación de las unidades para la operación logística de ' +
          'las empresas clientes.',
        'Publicar su perfil y currículum en Superempleos y enviar sus postulaciones a las empresas contratantes ' +
          'que usted elija.',
        'Procesar recargas, pagos, puntos y reembolsos del wallet a través del procesador de pagos.',
        'Atender solicitudes de soporte, aclaraciones, quejas y solicitudes de derechos ARCO.',
        'Enviarle avisos operativos y de seguridad, como códigos de verificación, enlaces para restablecer su ' +
          'contraseña y notificaciones sobre cambios en el servicio o en este aviso.',
        'Mantener la seguridad de la Plataforma, prevenir fraudes y accesos no autorizados, y diagnosticar y ' +
          'corregir errores.',
        'Cumplir con las obligaciones legales aplicables y atender requerimientos de autoridades competentes.',
      ],
    },
    {
      id: 'finalidades-secundarias',
      heading: 'Finalidades secundarias y cómo negarse a ellas',
      paragraphs: [
        'Adicionalmente, podemos utilizar sus datos de identificación y contacto para las finalidades secundarias ' +
          'que se enumeran en esta sección, que no son necesarias para el servicio solicitado, pero que nos ' +
          'permiten brindarle una mejor atención.',
        'Si no desea que sus datos se utilicen para estas finalidades, puede manifestar su negativa en cualquier ' +
          'momento enviando un correo a privacidad@plataforma.mx con el asunto “Negativa de finalidades ' +
          'secundarias”, indicando su nombre y el correo asociado a su cuenta. También puede dejar de recibir ' +
          'comunicaciones promocionales mediante el enlace para darse de baja incluido en cada una de ellas.',
        'Si recibió este aviso de manera indirecta, cuenta con un plazo de cinco días hábiles para manifestar su ' +
          'negativa antes de que sus datos se utilicen con estos fines. La negativa para el uso de sus datos ' +
          'personales para estas finalidades no podrá ser un motivo para que le neguemos los servicios que ' +
          'solicita o contrata con nosotros.',
      ],
      list: [
        'Enviarle información sobre nuevas funciones, servicios y promociones de Plataforma y de Superempleos.',
        'Invitarle a responder encuestas de satisfacción y estudios de opinión sobre el servicio.',
        'Elaborar estadísticas e informes de uso; siempre que sea posible, lo haremos con datos disociados o ' +
          'agregados.',
      ],
    },
    {
      id: 'transferencias',
      heading: 'Transferencias de datos personales',
      paragraphs: [
        'Sus datos personales pueden ser transferidos, dentro y fuera del país, a los destinatarios y para las ' +
          'finalidades que se enumeran en esta sección.',
        'Las transferencias enumeradas no requieren su consentimiento, por encontrarse en los supuestos de ' +
          'excepción previstos por la Ley, con excepción de la visibilidad de su currículum para empresas a las ' +
          'que no se ha postulado, que solo ocurre si usted la activa y que puede desactivar en cualquier momento. ' +
          'Plataforma no vende sus datos personales ni los transfiere a terceros para fines de mercadotecnia.',
        'Además, para operar la Plataforma nos apoyamos en proveedores que actúan como encargados, como servicios ' +
          'de alojamiento en la nube, envío de correo electrónico y diagnóstico de errores. Estas comunicaciones ' +
          'son remisiones que no requieren su consentimiento; los encargados solo pueden tratar sus datos conforme ' +
          'a nuestras instrucciones y están obligados a guardar su confidencialidad.',
      ],
      list: [
        'Empresas clientes que actúan como patrones o contratantes de su personal: los datos de la cuenta y la ' +
          'información que usted genere en el ámbito de su relación con esa empresa, incluidos los registros de ' +
          'asistencia y los datos de operación, para que administre la relación de trabajo o de servicios. No ' +
          'requiere su consentimiento, por ser necesaria para cumplir la relación jurídica que usted mantiene con ' +
          'Plataforma y con dicha empresa.',
        'Empresas contratantes de Superempleos: su currículum y datos de contacto, únicamente cuando usted se ' +
          'postula a una de sus vacantes, para que evalúen su candidatura. La transferencia se realiza a solicitud ' +
          'suya y es necesaria para un contrato por celebrarse en su interés, por lo que no requiere ' +
          'consentimiento adicional.',
        'Empresas contratantes de Superempleos que buscan candidatos: su currículum, solo si usted activa la ' +
          'opción de hacerlo visible en las búsquedas. Esta transferencia requiere su consentimiento, que puede ' +
          'revocar en cualquier momento.',
        'Procesadores de pagos e instituciones financieras: los datos necesarios para procesar recargas, pagos y ' +
          'reembolsos. No requiere su consentimiento, por ser necesaria para cumplir la relación jurídica con ' +
          'usted.',
        'Autoridades competentes, federales o locales: los datos que nos sean requeridos conforme a la ley o ' +
          'mediante orden fundada y motivada, o los necesarios para el reconocimiento, ejercicio o defensa de un ' +
          'derecho en un proceso judicial. No requiere su consentimiento.',
      ],
    },
    {
      id: 'derechos-arco',
      heading: 'Derechos de Acceso, Rectificación, Cancelación y Oposición (ARCO)',
      paragraphs: [
        'Usted tiene derecho a conocer qué datos personales tenemos de usted, para qué los utilizamos y las ' +
          'condiciones del uso que les damos (Acceso); a solicitar la corrección de su información cuando esté ' +
          'desactualizada, sea inexacta o incompleta (Rectificación); a que la eliminemos de nuestros registros o ' +
          'bases de datos cuando considere que no está siendo utilizada adecuadamente (Cancelación); y a oponerse ' +
          'al uso de sus datos para fines específicos (Oposición). Estos derechos se conocen como derechos ARCO.',
        'La cancelación de sus datos dará lugar a un periodo de bloqueo, tras el cual se suprimirán. No procederá ' +
          'la cancelación cuando los datos deban conservarse para cumplir obligaciones legales o contractuales, o ' +
          'en los demás casos que prevé la Ley.',
        'Si sus datos fueron registrados por la empresa para la que trabaja, ésta es la responsable de atender su ' +
          'solicitud. Puede dirigirla directamente a ella o enviarla a Plataforma, y nosotros la haremos llegar a ' +
          'la empresa cliente y le apoyaremos para que sea atendida.',
      ],
    },
    {
      id: 'procedimiento-arco',
      heading: 'Procedimiento para ejercer los derechos ARCO',
      paragraphs: [
        'Para ejercer cualquiera de los derechos ARCO, envíe su solicitud al correo privacidad@plataforma.mx o ' +
          'preséntela por escrito en nuestro domicilio. La solicitud debe contener los requisitos que se enumeran ' +
          'en esta sección.',
        'Si la información proporcionada es insuficiente o errónea, podremos requerirle, por una sola vez, que ' +
          'aporte los elementos necesarios para atender su solicitud, dentro de los plazos que establece la ' +
          'normativa aplicable.',
        'Le comunicaremos la determinación adoptada en un plazo máximo de veinte días hábiles contados desde la ' +
          'fecha en que recibamos su solicitud y, si resulta procedente, la haremos efectiva dentro de los quince ' +
          'días hábiles siguientes a la fecha en que le comuniquemos la respuesta. Estos plazos podrán ampliarse ' +
          'por una sola vez por un periodo igual, cuando lo justifiquen las circunstancias del caso y se lo ' +
          'notifiquemos.',
        'La respuesta se le enviará al correo electrónico que indique en su solicitud. En el caso del derecho de ' +
          'acceso, pondremos la información a su disposición mediante copias simples o documentos electrónicos. El ' +
          'ejercicio de los derechos ARCO es gratuito; solo podrán cobrarse los gastos justificados de envío o el ' +
          'costo de reproducción en copias u otros formatos, en los términos de la Ley.',
      ],
      list: [
        'Su nombre completo y el correo electrónico u otro medio para comunicarle la respuesta.',
        'Copia de una identificación oficial vigente que acredite su identidad o, si actúa mediante representante, ' +
          'el documento que acredite la representación (instrumento público o carta poder firmada ante dos ' +
          'testigos) y la identificación del representante.',
        'La descripción clara y precisa de los datos personales respecto de los que busca ejercer alguno de los ' +
          'derechos ARCO y el derecho que desea ejercer.',
        'Cualquier otro elemento o documento que facilite la localización de sus datos, como el correo asociado a ' +
          'su cuenta o la empresa para la que trabaja.',
        'En el caso de solicitudes de rectificación, las modificaciones que deban realizarse y la documentación ' +
          'que sustente su petición.',
      ],
    },
    {
      id: 'revocacion-del-consentimiento',
      heading: 'Revocación del consentimiento',
      paragraphs: [
        'Usted puede revocar el consentimiento que nos haya otorgado para el tratamiento de sus datos personales. ' +
          'Para ello, siga el mismo procedimiento descrito para los derechos ARCO, enviando su solicitud a ' +
          'privacidad@plataforma.mx con el asunto “Revocación del consentimiento”; los plazos de respuesta y de ' +
          'atención son los mismos.',
        'Tenga en cuenta que no en todos los casos podremos atender su solicitud o concluir el uso de forma ' +
          'inmediata, ya que es posible que por alguna obligación legal debamos seguir tratando sus datos. ' +
          'Asimismo, la revocación del consentimiento para finalidades primarias implicará que no podamos seguir ' +
          'prestándole el servicio o que deba concluir su relación con nosotros.',
      ],
    },
    {
      id: 'limitar-uso-o-divulgacion',
      heading: 'Opciones para limitar el uso o divulgación de sus datos',
      paragraphs: [
        'Además de ejercer sus derechos ARCO y de revocar su consentimiento, usted puede limitar el uso o la ' +
          'divulgación de sus datos personales por los siguientes medios:',
      ],
      list: [
        'Inscribirse en nuestro listado de exclusión, enviando un correo a privacidad@plataforma.mx con el asunto ' +
          '“Listado de exclusión”, para que sus datos no se utilicen con fines promocionales ni de encuestas. Le ' +
          'confirmaremos su inscripción por el mismo medio.',
        'Utilizar el enlace para darse de baja incluido en nuestras comunicaciones promocionales.',
        'Inscribirse en el Registro Público para Evitar Publicidad (REPEP) de la Procuraduría Federal del ' +
          'Consumidor, para dejar de recibir llamadas y mensajes publicitarios.',
        'Desactivar la visibilidad de su currículum en las búsquedas de Superempleos; sus postulaciones previas ' +
          'seguirán siendo visibles para las empresas a las que se postuló.',
      ],
    },
    {
      id: 'cookies-y-tecnologias',
      heading: 'Uso de cookies y tecnologías similares',
      paragraphs: [
        'La Plataforma utiliza el almacenamiento local del navegador, una cookie de sesión opcional, la caché de ' +
          'la aplicación y una herramienta de grabación de sesiones que nos permiten mantener su sesión iniciada, ' +
          'recordar la empresa seleccionada y su preferencia de tema, funcionar sin conexión y diagnosticar ' +
          'errores.',
        'Mediante estas tecnologías se obtienen datos técnicos como la dirección IP, el tipo de navegador y ' +
          'dispositivo, la fecha y hora de acceso y las interacciones dentro de la aplicación. La grabación de ' +
          'sesiones excluye las contraseñas. No utilizamos cookies publicitarias de terceros.',
        'Puede consultar el detalle de cada tecnología, su finalidad, su vigencia y la forma de deshabilitarla en ' +
          'nuestra Política de cookies, disponible en la Plataforma.',
      ],
    },
    {
      id: 'medidas-de-seguridad',
      heading: 'Medidas de seguridad',
      paragraphs: [
        'Mantenemos medidas de seguridad administrativas, técnicas y físicas para proteger sus datos personales ' +
          'contra daño, pérdida, alteración, destrucción o uso, acceso o tratamiento no autorizado, entre ellas ' +
          'las que se enumeran en esta sección.',
        'Si ocurre una vulneración de seguridad que afecte de forma significativa sus derechos patrimoniales o ' +
          'morales, se lo informaremos sin demora para que pueda tomar las medidas correspondientes para la ' +
          'defensa de sus derechos.',
      ],
      list: [
        'Cifrado de las comunicaciones entre su dispositivo y nuestros servidores mediante HTTPS (TLS).',
        'Almacenamiento de contraseñas únicamente como huella criptográfica mediante un algoritmo diseñado para ' +
          'ese fin.',
        'Control de acceso por empresa y por rol: cada usuario solo puede consultar la información de las empresas ' +
          'a las que pertenece y que su rol le permite ver.',
        'Límite de intentos fallidos de inicio de sesión con bloqueo temporal de la cuenta.',
        'Códigos de verificación y enlaces de restablecimiento de contraseña con vigencia limitada y de un solo uso.',
        'Procesamiento de los datos de tarjetas exclusivamente por el procesador de pagos, sujeto a los estándares ' +
          'de seguridad de la industria de tarjetas de pago (PCI DSS).',
        'Acceso del personal de Plataforma limitado a quienes lo necesitan para sus funciones, con obligaciones de ' +
          'confidencialidad.',
        'Respaldos periódicos de la información y procedimientos de recuperación.',
      ],
    },
    {
      id: 'conservacion-de-datos',
      heading: 'Conservación de los datos',
      paragraphs: [
        'Conservamos sus datos personales durante el tiempo necesario para cumplir las finalidades descritas en ' +
          'este aviso: mientras su cuenta esté activa y, en el caso de los datos del personal de empresas ' +
          'clientes, mientras la empresa cliente mantenga contratado el servicio o hasta que nos indique su ' +
          'supresión.',
        'Concluidas esas finalidades, los datos se bloquean y se conservan únicamente durante los plazos exigidos ' +
          'por las disposiciones fiscales, mercantiles, laborales y demás aplicables, o durante el plazo de ' +
          'prescripción de las acciones que pudieran derivar de la relación jurídica; por ejemplo, la ' +
          'documentación de los pagos se conserva por el plazo que señala el Código Fiscal de la Federación. ' +
          'Vencidos esos plazos, los datos se suprimen de forma segura.',
        'Los datos almacenados en su dispositivo (sesión, empresa seleccionada, preferencias y caché de la ' +
          'aplicación) permanecen en él hasta que cierre sesión o los elimine, según se explica en la Política de ' +
          'cookies.',
      ],
    },
    {
      id: 'menores-de-edad',
      heading: 'Menores de edad',
      paragraphs: [
        'La Plataforma está dirigida a personas mayores de edad y a empresas. No recabamos intencionalmente datos ' +
          'de menores de dieciocho años. Si usted es madre, padre o tutor y sabe que un menor nos proporcionó ' +
          'datos personales sin su autorización, escríbanos a privacidad@plataforma.mx para suprimirlos.',
      ],
    },
    {
      id: 'cambios-al-aviso',
      heading: 'Cambios a este aviso de privacidad',
      paragraphs: [
        'Este aviso puede modificarse por cambios legales, por nuevas necesidades de los servicios, por cambios en ' +
          'nuestras prácticas de privacidad o por otras causas.',
        'Le daremos a conocer cualquier modificación mediante la publicación del aviso actualizado en la ' +
          'Plataforma, con la fecha de su última actualización. Cuando los cambios sean relevantes, por ejemplo, ' +
          'si incorporan nuevas finalidades o transferencias que requieran su consentimiento, se lo notificaremos ' +
          'además por correo electrónico o mediante un aviso visible al iniciar sesión y, cuando la Ley lo exija, ' +
          'recabaremos nuevamente su consentimiento.',
      ],
    },
    {
      id: 'consentimiento',
      heading: 'Consentimiento',
      paragraphs: [
        'Al proporcionar sus datos personales y utilizar la Plataforma después de haber tenido a su disposición ' +
          'este aviso, usted consiente el tratamiento de sus datos conforme a lo aquí descrito, sin perjuicio de ' +
          'su derecho a negarse a las finalidades secundarias, a ejercer sus derechos ARCO y a revocar su ' +
          'consentimiento en los términos señalados.',
      ],
    },
    {
      id: 'autoridad-garante',
      heading: 'Autoridad garante',
      paragraphs: [
        'Si considera que su derecho a la protección de datos personales ha sido vulnerado por alguna conducta u ' +
          'omisión de nuestra parte, o presume alguna violación a las disposiciones de la Ley, puede acudir ante ' +
          'la autoridad garante en materia de protección de datos personales para presentar la solicitud, queja o ' +
          'denuncia que corresponda conforme a la legislación vigente.',
        'Antes de hacerlo, le invitamos a escribirnos a privacidad@plataforma.mx: con gusto atenderemos su inquietud.',
      ],
    },
  ],
};
