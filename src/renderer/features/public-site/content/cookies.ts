import type { LegalDocument } from './types';

/** Política de cookies y tecnologías de almacenamiento de Plataforma. */
export const cookiePolicy: LegalDocument = {
  title: 'Política de Cookies',
  updatedAt: '22 de noviembre de 2026',
  summary: 'Plataforma utiliza pocas tecnologías de almacenamiento y todas sirven para que el servicio funcione: ' +
    'mantener su sesión, recordar la empresa seleccionada y su tema, trabajar sin conexión y diagnosticar errores. ' +
    'No utilizamos cookies publicitarias de terceros.',
  sections: [
    {
      id: 'que-son',
      heading: '¿Qué son las cookies y el almacenamiento local?',
      paragraphs: [
        'Las cookies son pequeños archivos de texto que un sitio web guarda en su navegador y que éste envía de ' +
          'vuelta al sitio en cada visita. El almacenamiento local (localStorage) es un espacio del navegador en ' +
          'el que una aplicación web puede guardar información en su dispositivo; a diferencia de las cookies, no ' +
          'se envía automáticamente al servidor.',
        'Las aplicaciones web instalables utilizan además un service worker, un componente del navegador que puede ' +
          'guardar en caché los archivos de la aplicación para que ésta abra más rápido y funcione sin conexión.',
        'En esta política llamamos “tecnologías de almacenamiento” a todas ellas. Esta política complementa ' +
          'nuestro Aviso de Privacidad Integral.',
      ],
    },
    {
      id: 'que-utilizamos',
      heading: '¿Qué tecnologías utiliza Plataforma?',
      paragraphs: [
        'Plataforma solo utiliza tecnologías de almacenamiento propias y necesarias para prestar el servicio, ' +
          'además de las que el procesador de pagos pueda establecer durante un pago y de la grabación de sesiones ' +
          'para diagnóstico. En resumen:',
      ],
      list: [
        'Almacenamiento local para la sesión y la empresa seleccionada.',
        'Una cookie llamada token, solo si usted marca la opción “Recordarme” al iniciar sesión.',
        'La caché del service worker para el uso sin conexión del armazón de la aplicación.',
        'Su preferencia de tema claro u oscuro.',
        'Las cookies del procesador de pagos, únicamente durante un pago.',
        'La grabación de sesiones, únicamente en el entorno de producción y para diagnosticar errores.',
      ],
    },
    {
      id: 'almacenamiento-local',
      heading: 'Almacenamiento local del navegador',
      paragraphs: [
        'La sesión de Plataforma se mantiene en el almacenamiento local de su navegador. Esta información ' +
          'permanece en su dispositivo y Plataforma la elimina al cerrar sesión; si comparte su equipo con otras ' +
          'personas, le recomendamos cerrar sesión al terminar.',
        'En el almacenamiento local se guardan los siguientes datos:',
      ],
      list: [
        'Sesión: las credenciales temporales que le identifican ante el servidor mientras usa la aplicación y los ' +
          'datos básicos de su cuenta. Finalidad: mantenerle conectado y autorizar sus solicitudes. Vigencia: ' +
          'hasta que cierre sesión o la sesión expire.',
        'Empresa seleccionada: el identificador de la empresa que eligió después de iniciar sesión. Finalidad: ' +
          'mostrarle la información de esa empresa sin volver a preguntarle. Vigencia: hasta que elija otra ' +
          'empresa o cierre sesión.',
      ],
    },
    {
      id: 'cookie-recordarme',
      heading: 'Cookie de la opción “Recordarme”',
      paragraphs: [
        'Plataforma no establece cookies durante un inicio de sesión normal. Si no marca la opción “Recordarme”, ' +
          'deberá iniciar sesión nuevamente cuando su sesión expire. Le recomendamos no usar esta opción en ' +
          'equipos compartidos o públicos.',
        'Solo cuando usted marca la opción “Recordarme” al iniciar sesión se guarda la siguiente cookie:',
      ],
      list: [
        'token: cookie propia que permite renovar su sesión sin volver a escribir su contraseña. Finalidad: ' +
          'mantenerle conectado en ese navegador. Vigencia: hasta 30 días, o hasta que cierre sesión o la elimine.',
      ],
    },
    {
      id: 'cache-sin-conexion',
      heading: 'Caché de la aplicación para uso sin conexión',
      paragraphs: [
        'Como aplicación web instalable, Plataforma registra un service worker que guarda en la caché de su ' +
          'navegador el armazón de la aplicación: los archivos de código, estilos, íconos y páginas base ' +
          'necesarios para abrirla y mostrarla aun sin conexión a internet.',
      ],
      list: [
        'Caché del armazón de la aplicación: contiene archivos de la aplicación, no sus datos personales. ' +
          'Finalidad: abrir la aplicación más rápido y permitir su uso sin conexión, por ejemplo, en el reloj ' +
          'checador. Vigencia: se reemplaza con cada nueva versión de la aplicación y se conserva hasta que ' +
          'elimine los datos del sitio o desinstale la aplicación.',
        'Checadas pendientes: cuando el reloj checador opera sin conexión, las checadas se guardan temporalmente ' +
          'en el dispositivo. Finalidad: no perder ningún registro. Vigencia: hasta que se envían al servidor al ' +
          'recuperar la conexión.',
      ],
    },
    {
      id: 'preferencia-de-tema',
      heading: 'Preferencia de tema',
      paragraphs: ['Plataforma recuerda si prefiere ver la aplicación con el tema claro o el oscuro.'],
      list: [
        'Tema: la opción que usted eligió, claro u oscuro. Finalidad: mostrarle la aplicación con su preferencia. ' +
          'Vigencia: hasta que la cambie o elimine los datos del sitio.',
      ],
    },
    {
      id: 'procesador-de-pagos',
      heading: 'Cookies del procesador de pagos',
      paragraphs: [
        'Cuando realiza un pago o una recarga del wallet, la Plataforma carga el componente de pago del procesador ' +
          'de pagos externo. Ese componente puede establecer sus propias cookies, por ejemplo, para prevenir ' +
          'fraudes y mantener la seguridad de la transacción.',
        'Estas cookies son responsabilidad del procesador de pagos y se rigen por su propia política de privacidad ' +
          'y de cookies. Plataforma no tiene acceso a ellas ni a los datos completos de su tarjeta.',
      ],
    },
    {
      id: 'grabacion-de-sesiones',
      heading: 'Grabación de sesiones para diagnóstico',
      paragraphs: [
        'En el entorno de producción, Plataforma utiliza una herramienta de grabación de sesiones con fines de ' +
          'calidad. Esta herramienta registra las interacciones que usted realiza dentro de la aplicación, como ' +
          'las pantallas visitadas, los clics y los errores que se presentan, para que nuestro equipo pueda ' +
          'reproducir y diagnosticar fallas.',
        'La grabación se limita a lo que ocurre dentro de la aplicación, excluye las contraseñas y no se utiliza ' +
          'con fines publicitarios ni para evaluar el desempeño de las personas. Cuando esta función se apoya en ' +
          'un proveedor tecnológico, éste actúa únicamente como encargado por cuenta de Plataforma.',
      ],
    },
    {
      id: 'sin-publicidad',
      heading: 'Sin cookies publicitarias de terceros',
      paragraphs: [
        'Plataforma no utiliza cookies publicitarias ni de seguimiento de terceros, no comparte información de ' +
          'navegación con redes de publicidad y no construye perfiles publicitarios de sus usuarios.',
      ],
    },
    {
      id: 'como-eliminarlas',
      heading: '¿Cómo eliminar o bloquear estas tecnologías?',
      paragraphs: [
        'La forma más sencilla de eliminar la sesión, la empresa seleccionada y la cookie de “Recordarme” es ' +
          'cerrar sesión en Plataforma. Además, puede eliminar todos los datos del sitio o bloquear las cookies ' +
          'desde la configuración de su navegador, como se indica a continuación (los nombres de los menús pueden ' +
          'variar según la versión del navegador y del sistema operativo):',
      ],
      list: [
        'Google Chrome (computadora): Configuración > Privacidad y seguridad > Configuración de sitios > Ver ' +
          'permisos y datos almacenados en sitios; busque el sitio de Plataforma y elija “Borrar datos”.',
        'Google Chrome (Android): menú ⋮ > Configuración > Configuración de sitios > Todos los sitios; elija el ' +
          'sitio de Plataforma y toque “Borrar y restablecer”.',
        'Microsoft Edge: Configuración > Cookies y permisos del sitio > Administrar y eliminar cookies y datos del ' +
          'sitio > Ver todas las cookies y los datos del sitio.',
        'Mozilla Firefox: Ajustes > Privacidad y seguridad > Cookies y datos del sitio > Administrar datos.',
        'Safari (Mac): Safari > Configuración > Privacidad > Administrar datos de sitios web.',
        'Safari (iPhone y iPad): Ajustes > Apps > Safari > Avanzado > Datos de sitios web (en versiones anteriores ' +
          'de iOS, Ajustes > Safari > Avanzado).',
        'Consola de escritorio: cierre sesión en la consola para eliminar la sesión guardada en el equipo.',
      ],
    },
    {
      id: 'consecuencias',
      heading: 'Consecuencias de rechazar o eliminar estas tecnologías',
      paragraphs: [
        'Las tecnologías que utiliza Plataforma son necesarias para su funcionamiento. Si bloquea el ' +
          'almacenamiento local, no podrá iniciar sesión ni mantener la empresa seleccionada. Si elimina los datos ' +
          'del sitio, tendrá que iniciar sesión de nuevo y volver a elegir su empresa y su tema.',
        'Si bloquea las cookies, la opción “Recordarme” no funcionará y es posible que no pueda completar pagos, ' +
          'ya que el procesador de pagos puede requerir sus propias cookies. Si elimina la caché de la aplicación, ' +
          'ésta no podrá abrirse sin conexión hasta que vuelva a cargarse con internet.',
        'Antes de eliminar los datos de un dispositivo que funciona como reloj checador, asegúrese de que tenga ' +
          'conexión y de que no haya checadas pendientes de enviar, para no perder registros.',
      ],
    },
    {
      id: 'cambios',
      heading: 'Cambios a esta política',
      paragraphs: [
        'Si incorporamos nuevas tecnologías de almacenamiento o cambiamos la finalidad de las existentes, ' +
          'actualizaremos esta política y su fecha de última actualización. Cuando el cambio sea relevante, se lo ' +
          'informaremos mediante un aviso visible en la Plataforma.',
      ],
    },
    {
      id: 'contacto',
      heading: 'Contacto',
      paragraphs: [
        'Si tiene dudas sobre esta política o sobre el tratamiento de sus datos personales, escríbanos a ' +
          'privacidad@plataforma.mx. Para problemas técnicos con la aplicación, escriba a soporte@plataforma.mx o ' +
          'llame al +52 55 5000 1400.',
      ],
    },
  ],
};
