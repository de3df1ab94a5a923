/**
 * The Spanish (es-US) of content/faq.ts (decision 182): the same 13 questions, ids and figures,
 * general information, never a promise. Links name the English paths: the accordion sends them to
 * their Spanish twins (linkInLanguage).
 */
import type * as English from '@/content/faq';
import type { Translation } from '@/lib/i18n/translation';

export const FAQ_HEADING: Translation<typeof English.FAQ_HEADING> = 'Preguntas frecuentes';

export const FAQ: Translation<typeof English.FAQ> = [
  {
    id: 'coverage-categories',
    question: '¿Con qué tipos de cobertura me pueden ayudar?',
    answer: [
      [
        'Le ayudamos con cuatro categorías: seguro médico (planes individuales, familiares y ',
        { text: 'planes grupales para pequeñas empresas', href: '/small-business' },
        '), planes médicos como las redes PPO, HMO y EPO y la telemedicina, seguro de vida y coberturas complementarias como dental, visión, accidentes y enfermedades graves.',
      ],
    ],
  },
  {
    id: 'qualifying',
    question: '¿Quién califica y puedo obtener cobertura si tengo una condición preexistente?',
    answer: [
      'Los planes individuales son para personas de 18 a 64 años. También trabajamos con familias, pequeñas empresas, contratistas independientes, enfermeras itinerantes y trabajadores 1099. Los planes y ahorros para los que usted califica dependen de su estado, del tamaño de su hogar, de sus ingresos y, en algunos planes privados, de preguntas sobre su salud. Su agente lo verifica con usted antes de que presente la solicitud.',
      'Los planes de la Ley de Cuidado de Salud a Bajo Precio (ACA) no pueden rechazarlo, cobrarle más ni excluir atención por una condición preexistente. Otros productos, como ciertos planes de corto plazo o complementarios, pueden hacer preguntas sobre su salud; su agente le avisa cuando sea el caso.',
    ],
  },
  {
    id: 'network-types',
    question: '¿Cuál es la diferencia entre los planes HMO, PPO y EPO?',
    answer: [
      'Un plan HMO normalmente le pide elegir un médico de atención primaria y obtener un referido para ver a especialistas, y solo cubre la atención dentro de la red, salvo emergencias. Un PPO le permite ver a especialistas sin referido y paga parte de la atención fuera de la red, por lo general con una prima más alta. Un EPO está en un punto intermedio: no necesita referidos, pero solo cubre la atención dentro de la red, salvo emergencias.',
    ],
  },
  {
    id: 'keep-doctor',
    question: '¿Puedo conservar a mi médico?',
    answer: [
      'Muchas veces, sí. Antes de que elija, verificamos si sus médicos, especialistas y hospitales están en la red de cada plan, y le mostramos los planes que los incluyen. Las redes pueden cambiar cada año, así que volvemos a verificarlo en la renovación.',
    ],
  },
  {
    id: 'deductible',
    question: '¿Qué es un deducible?',
    answer: [
      'El deducible es lo que usted paga cada año por la atención cubierta antes de que el plan empiece a compartir el costo. Con un deducible de $2,000, usted paga los primeros $2,000 de servicios cubiertos (salvo los que el plan cubre antes del deducible, como la atención preventiva); después solo paga sus copagos o su coseguro hasta alcanzar el máximo de gastos de bolsillo.',
    ],
  },
  {
    id: 'prescriptions',
    question: '¿Cubren mis medicamentos recetados?',
    answer: [
      'Cada plan tiene una lista de medicamentos cubiertos (formulario) que los clasifica en niveles con costos diferentes. Díganos qué medicamentos toma y compararemos cómo los cubre cada plan, para que no tenga sorpresas en la farmacia.',
    ],
  },
  {
    id: 'travel',
    question: '¿Tengo cobertura para emergencias cuando viajo?',
    answer: [
      'Los planes de la Ley de Cuidado de Salud a Bajo Precio (ACA) cubren la atención de emergencia en cualquier lugar de los Estados Unidos, dentro o fuera de la red. La atención de rutina lejos de casa depende de la red: las enfermeras itinerantes y quienes viajan con frecuencia suelen elegir un PPO con cobertura nacional. La cobertura fuera del país es limitada, así que pregúntenos por un seguro médico de viaje antes de salir al extranjero.',
    ],
  },
  {
    id: 'cost',
    question: '¿Cuánto cuesta un seguro médico?',
    answer: [
      'Los planes individuales suelen costar entre $200 y $800 o más al mes, según su edad, su estado, su hogar, el nivel del plan y si califica para un crédito fiscal para la prima. Nuestra consulta es gratuita y no hay cargos ocultos: a los agentes les pagan las aseguradoras, no usted. Un cliente nos contó que ahora ahorra más de $2,400 al año; sus ahorros dependen de su situación.',
    ],
  },
  {
    id: 'changing-plans',
    question: '¿Cuándo puedo cambiar de plan?',
    answer: [
      'La inscripción abierta es cada año de noviembre a diciembre para una cobertura que comienza en enero (en algunos estados dura más). Fuera de ese período, un evento de vida que califica, como perder otra cobertura, mudarse, casarse, divorciarse, tener un bebé o cumplir 26 años, abre un período de inscripción especial, normalmente de 60 días.',
    ],
  },
  {
    id: 'preventive-care',
    question: '¿Está incluida la atención preventiva?',
    answer: [
      'Sí. Los planes que cumplen con la ACA cubren los servicios preventivos recomendados, como los chequeos anuales, las pruebas de detección y las vacunas, sin costo para usted cuando acude a un proveedor de la red, incluso antes de alcanzar su deducible.',
    ],
  },
  {
    id: 'young-healthy',
    question: 'Soy joven y estoy sano. ¿Necesito un seguro?',
    answer: [
      'Un accidente o una enfermedad repentina pueden costar decenas de miles de dólares. Un plan limita lo que usted puede llegar a deber en un año con su máximo de gastos de bolsillo y le da atención preventiva gratuita. Las personas jóvenes y sanas a menudo encuentran primas bajas, sobre todo con un deducible más alto o con un crédito fiscal.',
    ],
  },
  {
    id: 'copay-coinsurance',
    question: '¿Cuál es la diferencia entre un copago y el coseguro?',
    answer: [
      'Un copago es una cantidad fija por un servicio, por ejemplo $30 por una consulta médica. El coseguro es un porcentaje del costo que usted paga después de alcanzar su deducible, por ejemplo el 20% de una factura del hospital. Ambos cuentan para su máximo de gastos de bolsillo.',
    ],
  },
  {
    id: 'claims',
    question: '¿Cómo presento un reclamo?',
    answer: [
      [
        'Los proveedores de la red normalmente le facturan directamente a su aseguradora. Si usted pagó una factura o le negaron un reclamo, envíenos los detalles y los documentos con nuestro ',
        { text: 'formulario de reclamos', href: '/claims' },
        ' y su agente dedicado le ayudará a presentarlo o a apelarlo; le respondemos en menos de 24 horas.',
      ],
    ],
  },
];
