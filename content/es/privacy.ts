/**
 * The Spanish (es-US) of content/privacy.ts (decision 182): the privacy policy and the "Your
 * Privacy Choices" page. A faithful translation for readers: the policy page says that the English
 * version prevails (content/es/legal.ts), and the agency's counsel reviews these words before they
 * are relied on. Same sections, ids and settings as the English; links go to the Spanish pages.
 */
import type * as English from '@/content/privacy';
import type { FormPractice, Inline, PolicySettings } from '@/content/privacy';
import type { Translation } from '@/lib/i18n/translation';

export const PRIVACY_PATH: Translation<typeof English.PRIVACY_PATH> = '/es/privacy';
export const PRIVACY_CHOICES_PATH: Translation<typeof English.PRIVACY_CHOICES_PATH> = '/es/privacy-choices';
export const OPT_OUT_PATH: Translation<typeof English.OPT_OUT_PATH> = '/es/opt-out';

export const PRIVACY_POLICY_LINK: Translation<typeof English.PRIVACY_POLICY_LINK> = 'Política de privacidad';
export const PRIVACY_CHOICES_LINK: Translation<typeof English.PRIVACY_CHOICES_LINK> = 'Sus opciones de privacidad';

export const PRIVACY_PAGE: Translation<typeof English.PRIVACY_PAGE> = {
  title: 'Política de privacidad',
  description:
    'Qué recopila InsuranceMatch en cada formulario y por qué, quién lo recibe, cuánto tiempo se guarda, sus derechos y cómo darse de baja.',
  heading: 'Política de privacidad',
  updated: 'Última actualización: 25 de noviembre de 2026',
};

export const POLICY_LABELS: Translation<typeof English.POLICY_LABELS> = {
  sections: 'Secciones',
  collects: 'Qué recopilamos',
  why: 'Por qué',
};

const FORMS: readonly FormPractice[] = [
  {
    form: 'Reclamos',
    href: '/es/claims',
    collects:
      'Su nombre, correo electrónico y número de teléfono, el agente con el que trabaja, el tipo y la urgencia del reclamo, su descripción y los documentos que adjunta.',
    why: 'Para ayudarle con su reclamo: un agente lo lee y se comunica con usted. Los documentos se guardan cifrados y solo los abre el personal que atiende el reclamo.',
  },
  {
    form: 'Consulta sobre seguro médico de grupo para pequeñas empresas',
    href: '/es/small-business',
    collects:
      'El nombre de su empresa, su nombre, correo electrónico y número de teléfono, el número de empleados, el estado y el código postal, si la empresa subsidiaría los planes y los detalles que agregue.',
    why: 'Para preparar una cotización de seguro médico de grupo y comunicarnos con usted sobre ella.',
  },
  {
    form: 'Evaluación de salud y solicitudes de llamada',
    href: '/es/assessment',
    collects:
      'Su nombre, correo electrónico y número de teléfono, el estado y el código postal, el tamaño de su hogar, los ingresos anuales del hogar, las edades de las personas que se van a cubrir, la cobertura que le interesa, el mejor horario para llamarle, su nota, y la página y la campaña (etiquetas UTM) de las que llegó.',
    why: 'Para buscar opciones de cobertura para su hogar y devolverle la llamada. El estado, el tamaño del hogar y los ingresos también dan la sugerencia de la página de agradecimiento (Medicaid o el Mercado de Seguros Médicos).',
  },
  {
    form: 'Evaluación de seguro de vivienda y selección de plan',
    href: '/es/home-assessment',
    collects:
      'Su nombre, correo electrónico y número de teléfono, el estado y el código postal de la vivienda, su costo estimado de reconstrucción, su tamaño, el año de construcción, el tipo de construcción, la antigüedad del techo, los reclamos recientes y el deducible que prefiere, y el plan que confirma.',
    why: 'Para calcular el precio de las opciones para su vivienda, mostrárselas en un enlace privado de resultados y que un agente dé seguimiento al plan que elija.',
  },
  {
    form: 'Comentarios en artículos de noticias',
    href: '/es/news',
    collects: 'El nombre que usted indica, su correo electrónico y su comentario.',
    why: 'Para publicar su comentario con el nombre que indica. Su correo electrónico nunca se muestra: solo sirve para que podamos comunicarnos con usted sobre su comentario.',
  },
];

/** The policy with the agency's details and the retention periods filled in, as the English does. */
export const privacyPolicy: Translation<typeof English.privacyPolicy> = (settings: PolicySettings) => {
  const { agencyName: agency } = settings;
  const email: Inline = { text: settings.email, href: `mailto:${settings.email}` };
  const phone: Inline = { text: settings.phone, href: settings.phoneHref };
  const optOutPhone: Inline = { text: settings.optOutPhone, href: settings.optOutPhoneHref };
  const submissions =
    settings.retentionDaysSubmissions === 'off'
      ? 'Guardamos sus demás envíos mientras podamos seguir atendiéndole o la ley nos obligue a conservarlos; puede pedirnos que los eliminemos en cualquier momento (consulte "Sus derechos").'
      : `Cuando han pasado ${settings.retentionDaysSubmissions} días desde que llegó un envío y desde la última vez que lo trabajamos (nunca mientras aún lo estemos atendiendo), eliminamos de él el nombre, el correo electrónico y el número de teléfono (junto con la descripción de un reclamo, los detalles de una consulta, la nota de una solicitud de llamada y el nombre y el correo electrónico de un comentario); las copias de los correos electrónicos y las notificaciones que enviamos sobre él se eliminan ${settings.retentionDaysSubmissions} días después de enviadas. Lo que queda, como el estado y la fecha, se conserva para nuestros registros.`;
  const audit = settings.retentionDaysAudit;
  const auditYears = audit % 365 === 0 ? ` (${audit / 365} año${audit === 365 ? '' : 's'})` : '';
  return [
    {
      id: 'who-we-are',
      heading: 'Quiénes somos',
      paragraphs: [
        `${agency} es una agencia de seguros independiente y con licencia. Esta política explica qué recopilamos en este sitio web, por qué, quién lo recibe, cuánto tiempo lo guardamos, y las opciones y los derechos que usted tiene.`,
        [
          'Comuníquese con nosotros sobre su privacidad por correo electrónico a ',
          email,
          ' o por teléfono al ',
          phone,
          settings.address ? `, o escríbanos a ${settings.address}.` : '.',
        ],
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'Qué recopila cada formulario y por qué',
      paragraphs: [
        'Recopilamos solo lo que usted escribe en un formulario y envía, y lo usamos solo para responder a su solicitud y prestar nuestros servicios.',
      ],
      forms: FORMS,
      items: [
        'En cada formulario que pide un número de teléfono también registramos su decisión sobre las llamadas y los mensajes de texto, el texto exacto del consentimiento que se le mostró, la hora, su dirección IP, su navegador y la página, como prueba de lo que usted aceptó.',
        'Nuestro servidor registra cada solicitud (la dirección sin sus parámetros de consulta, la hora y el resultado) para mantener el sitio en funcionamiento y seguro. Su dirección IP se usa para impedir abusos, como demasiados envíos.',
        ...(settings.sendsTexts
          ? [
              'Si marca la casilla de consentimiento en un formulario de consulta o de reclamo, enviamos un mensaje de texto al número que nos dio para confirmar que lo recibimos (con su número de referencia y nuestro número de teléfono), nunca entre las 9 p. m. y las 8 a. m. de su hora local. Responda STOP para dejar de recibir nuestros mensajes de texto, o HELP para obtener nuestros datos de contacto.',
            ]
          : []),
      ],
    },
    {
      id: 'analytics',
      heading: 'Analítica y publicidad',
      paragraphs: [
        'Cuando usamos Google Analytics, Google Tag Manager o el píxel de Meta (Facebook), estos solo saben qué tipo de página se vio (por ejemplo, "la página de resultados", nunca la dirección de sus resultados), la página de la que usted llegó, indicada de la misma forma, y si se completó un formulario. Nunca reciben lo que usted escribe en un formulario, su número de referencia o de evaluación, su correo electrónico, su número de teléfono ni los parámetros de consulta de una página.',
        [
          'Si su navegador envía la señal Global Privacy Control, o si usted se excluye en ',
          { text: PRIVACY_CHOICES_LINK, href: PRIVACY_CHOICES_PATH },
          ', el administrador de etiquetas y el píxel no se cargan en absoluto, y Google Analytics funciona sin almacenamiento publicitario ni personalización.',
        ],
      ],
    },
    {
      id: 'who-receives-it',
      heading: 'Quién recibe su información',
      paragraphs: ['No vendemos su información personal. Lo que usted envía llega a:'],
      items: [
        `Los agentes con licencia y el personal de ${agency}, que lo leen en nuestra bandeja de entrada y en nuestra consola segura para responderle.`,
        'Nuestro sistema de gestión de relaciones con clientes (CRM), que recibe cada solicitud para que un agente le dé seguimiento. Recibe un enlace a un reclamo, nunca sus documentos.',
        'Las aseguradoras, solo cuando usted nos pide una cotización, una solicitud o ayuda con un reclamo con ellas, y solo lo que eso requiere.',
        'Las empresas que alojan este sitio web y entregan nuestros correos electrónicos, que los procesan solo en nuestro nombre.',
        ...(settings.sendsTexts
          ? [
              'La empresa que entrega nuestros mensajes de texto, que recibe su número de teléfono y el mensaje solo para entregarlo.',
            ]
          : []),
      ],
    },
    {
      id: 'how-long',
      heading: 'Cuánto tiempo la guardamos',
      paragraphs: [
        `Los documentos adjuntos a un reclamo se eliminan ${settings.retentionDaysClaimDocuments} días después de enviado el reclamo, o después de la última vez que trabajamos en él si eso es posterior; nunca mientras aún lo estemos atendiendo.`,
        submissions,
        `Un envío que nuestros controles automáticos consideran spam (por ejemplo, uno enviado más rápido de lo que una persona puede escribir) se guarda aparte y no se envía nada sobre él; si nadie de nuestro equipo confirma en un plazo de ${settings.retentionDaysSuspectedSpam} días que lo envió una persona, se elimina.`,
        'Los registros de su consentimiento y de su baja se guardan mientras debamos poder demostrar que los respetamos.',
        `Nuestra consola guarda un registro de qué miembro de nuestro personal abrió, descargó, exportó o cambió un envío, y cuándo (identifica el envío por su número de referencia, nunca por lo que usted escribió). Guardamos ese registro durante ${audit} días${auditYears}, para poder dar cuenta de cada acceso a su información, y luego lo eliminamos.`,
      ],
    },
    {
      id: 'your-rights',
      heading: 'Sus derechos y cómo ejercerlos',
      paragraphs: ['Según el estado en el que viva (por ejemplo, California), usted tiene derecho a:'],
      items: [
        'saber qué información personal tenemos sobre usted y recibir una copia;',
        'que se corrija;',
        'que se elimine, a menos que la ley nos obligue a conservarla;',
        'excluirse de la venta o del intercambio de su información personal (no la vendemos; consulte "Sus opciones de privacidad" más abajo);',
        'no recibir un trato diferente por ejercer cualquiera de estos derechos.',
      ],
    },
    {
      id: 'how-to-ask',
      heading: 'Cómo hacer una solicitud',
      paragraphs: [
        [
          'Escríbanos a ',
          email,
          ' o llame al ',
          phone,
          '. Díganos qué solicita y el correo electrónico o el número de teléfono que usó con nosotros, para que podamos encontrar su información y confirmar que la solicitud es suya.',
        ],
        'Respondemos en un plazo de 45 días. Una persona que usted autorice puede hacer la solicitud en su nombre con su permiso por escrito. No tiene ningún costo.',
      ],
    },
    {
      id: 'opt-out',
      heading: 'Dejar de recibir llamadas, mensajes de texto y correos electrónicos',
      paragraphs: [
        [
          'Puede retirar su consentimiento para recibir llamadas, mensajes de texto y correos electrónicos en cualquier momento y por cualquier medio razonable: en nuestra ',
          { text: 'página para darse de baja', href: OPT_OUT_PATH },
          ', llamando a nuestra línea de exclusión al ',
          optOutPhone,
          ', o por correo electrónico a ',
          email,
          '. Dejamos de comunicarnos con usted de inmediato.',
        ],
        ...(settings.sendsTexts
          ? [
              'Si responde STOP (o ALTO, END, CANCEL, UNSUBSCRIBE, QUIT) a uno de nuestros mensajes de texto, queda excluido de la misma manera, de inmediato.',
            ]
          : []),
      ],
    },
    {
      id: 'privacy-choices',
      heading: 'Sus opciones de privacidad',
      paragraphs: [
        [
          'Para excluirse del intercambio de datos con plataformas de publicidad en este navegador, use ',
          { text: PRIVACY_CHOICES_LINK, href: PRIVACY_CHOICES_PATH },
          '. También tratamos la señal Global Privacy Control de su navegador como esa exclusión.',
        ],
      ],
    },
    {
      id: 'security-and-children',
      heading: 'Seguridad y menores de edad',
      paragraphs: [
        'La información nos llega cifrada, los documentos de los reclamos se guardan cifrados y solo nuestro personal puede abrir la consola en la que se leen los envíos.',
        'Este sitio web es para adultos. No recopilamos a sabiendas información de menores de 18 años.',
      ],
    },
    {
      id: 'changes',
      heading: 'Cambios a esta política',
      paragraphs: ['Cuando esta política cambia, actualizamos la fecha que aparece al principio de esta página.'],
    },
  ];
};

/** The "Your Privacy Choices" page. */
export const PRIVACY_CHOICES_PAGE: Translation<typeof English.PRIVACY_CHOICES_PAGE> = {
  title: 'Sus opciones de privacidad',
  description:
    'Exclúyase del intercambio de datos con plataformas de publicidad en este navegador. También respetamos la señal Global Privacy Control.',
  heading: 'Sus opciones de privacidad',
  intro:
    'No vendemos su información personal. Cuando en este sitio se usan herramientas de publicidad (un administrador de etiquetas y un píxel publicitario), si se excluye aquí se desactivan en este navegador, y nuestra analítica funciona entonces sin almacenamiento publicitario ni personalización.',
  status: {
    gpc: 'Su navegador está enviando la señal Global Privacy Control: el intercambio de datos está desactivado en este navegador mientras la señal esté activa.',
    optedOut: 'Usted se excluyó del intercambio de datos en este navegador.',
    sharing: 'Usted no se ha excluido del intercambio de datos en este navegador.',
  },
  optOutButton: 'No compartir mis datos',
  optInButton: 'Permitir compartir otra vez',
  cookieNote:
    'Su decisión se guarda en una cookie en este navegador. Si borra sus cookies o usa otro navegador u otro dispositivo, vuelva a elegir allí. Para dejar de recibir llamadas, mensajes de texto y correos electrónicos, use la página para darse de baja.',
  optOutLink: 'Dejar de recibir llamadas, mensajes de texto y correos electrónicos',
};
