/**
 * The Spanish (es-US) of every visitor message (content/messages.ts; decision 182). A template's
 * translation names the same `{placeholders}` as its English (content/messages.test.ts checks it).
 */
import type { VisitorMessage } from '@/content/messages';

export const ES_MESSAGES: Readonly<Record<VisitorMessage, string>> = {
  'Please enter a valid email address': 'Ingrese un correo electrónico válido',
  'Please enter a valid phone number': 'Ingrese un número de teléfono válido',
  'Please enter a valid ZIP code': 'Ingrese un código postal válido',
  'ZIP code is too long': 'El código postal es demasiado largo',
  'Please keep this on one line': 'Escríbalo en una sola línea',
  'Please keep this under 100 characters': 'Use menos de 100 caracteres',
  'Please keep this under 120 characters': 'Use menos de 120 caracteres',
  'Please keep this under 200 characters': 'Use menos de 200 caracteres',
  'Please keep this under 1000 characters': 'Use menos de 1000 caracteres',
  'Please keep this under 2000 characters': 'Use menos de 2000 caracteres',
  'Invalid input': 'El dato no es válido',

  'Please enter the agent name as text': 'Escriba el nombre del agente como texto',
  'First name is required': 'El nombre es obligatorio',
  'Last name is required': 'El apellido es obligatorio',
  'Please choose health, life or disability': 'Elija salud, vida o discapacidad',
  'Please provide a detailed description': 'Describa lo ocurrido con detalle',
  'Please keep the description under 5000 characters': 'La descripción debe tener menos de 5000 caracteres',
  'Please choose low, medium, high or emergency': 'Elija baja, media, alta o emergencia',

  'Company name is required': 'El nombre de la empresa es obligatorio',
  'Contact name is required': 'El nombre de la persona de contacto es obligatorio',
  'Please select number of employees': 'Seleccione el número de empleados',
  'Please select your state': 'Seleccione su estado',
  'Please choose yes or no': 'Elija sí o no',
  'Please enter the details as text': 'Escriba los detalles como texto',

  'Name is required': 'El nombre es obligatorio',
  'Please choose assessment or callback': 'Elija evaluación o llamada de regreso',
  'Household size must be a whole number from 1 to 20': 'El tamaño del hogar debe ser un número entero del 1 al 20',
  'Yearly income must be a whole number of dollars': 'El ingreso anual debe ser una cantidad entera de dólares',
  'Please enter each age as a whole number from 0 to 120': 'Escriba cada edad como un número entero del 0 al 120',
  'Please enter one age for each person in your household': 'Escriba una edad por cada persona de su hogar',
  'Please choose the best time to call': 'Elija el mejor momento para llamarle',
  'Please write your note as text': 'Escriba su nota como texto',
  'Please keep your note under 1000 characters': 'Su nota debe tener menos de 1000 caracteres',
  'Coverage must be a list of what you want covered': 'La cobertura debe ser una lista de lo que desea cubrir',
  'Please choose at most 10 kinds of coverage': 'Elija como máximo 10 tipos de cobertura',
  'The page URL is too long': 'La dirección de la página es demasiado larga',
  'Please keep campaign values under 200 characters': 'Los datos de la campaña deben tener menos de 200 caracteres',
  'Please enter your ZIP code or state': 'Ingrese su código postal o su estado',
  'Please send the assessment form': 'Envíe el formulario de evaluación',
  'Please choose how many people live in your household': 'Indique cuántas personas viven en su hogar',
  'Please enter your yearly household income': 'Ingrese el ingreso anual de su hogar',
  'Please enter the age of each person in your household': 'Ingrese la edad de cada persona de su hogar',
  'Please send the call-back form': 'Envíe el formulario de llamada de regreso',

  'Please enter the estimated rebuild cost': 'Ingrese el costo estimado de reconstrucción',
  'Please enter the estimated rebuild cost as a whole number':
    'Ingrese el costo estimado de reconstrucción como un número entero',
  'The estimated rebuild cost must be at least $50,000':
    'El costo estimado de reconstrucción debe ser de al menos $50,000',
  'The estimated rebuild cost must be at most $5,000,000':
    'El costo estimado de reconstrucción debe ser de $5,000,000 como máximo',
  'Please enter the size in square feet': 'Ingrese el tamaño en pies cuadrados',
  'Please enter the size in square feet as a whole number': 'Ingrese el tamaño en pies cuadrados como un número entero',
  'The size must be at least 200 sq ft': 'El tamaño debe ser de al menos 200 pies cuadrados',
  'The size must be at most 50,000 sq ft': 'El tamaño debe ser de 50,000 pies cuadrados como máximo',
  'Please enter the year the home was built': 'Ingrese el año en que se construyó la vivienda',
  'Please enter the year the home was built as a whole number':
    'Ingrese el año en que se construyó la vivienda como un número entero',
  'The year built must be at least 1800': 'El año de construcción debe ser 1800 o posterior',
  'The year built must be at most {year}': 'El año de construcción debe ser {year} o anterior',
  'Please select the construction type': 'Seleccione el tipo de construcción',
  'Please enter the roof age in years': 'Ingrese la antigüedad del techo en años',
  'Please enter the roof age in years as a whole number':
    'Ingrese la antigüedad del techo en años como un número entero',
  'The roof age must be at least 0 years': 'La antigüedad del techo debe ser de al menos 0 años',
  'The roof age must be at most 150 years': 'La antigüedad del techo debe ser de 150 años como máximo',
  'Please enter the number of claims': 'Ingrese el número de reclamos',
  'Please enter the number of claims as a whole number': 'Ingrese el número de reclamos como un número entero',
  'The number of claims must be at least 0': 'El número de reclamos debe ser de al menos 0',
  'The number of claims must be at most 3': 'El número de reclamos debe ser de 3 como máximo',
  'Please enter a deductible': 'Ingrese un deducible',
  'Please enter a deductible as a whole number': 'Ingrese un deducible como un número entero',
  'The deductible must be at least 0': 'El deducible debe ser de al menos 0',
  'The deductible must be at most 100000': 'El deducible debe ser de 100000 como máximo',
  'Please select a deductible': 'Seleccione un deducible',

  'Please enter your email address or phone number (or both).':
    'Ingrese su correo electrónico o su número de teléfono (o ambos).',

  'Comment required': 'Falta el comentario',
  'Please enter a comment before submitting.': 'Escriba un comentario antes de enviarlo.',
  'Comments can be at most 2000 characters.': 'Los comentarios pueden tener 2000 caracteres como máximo.',
  'Names can be at most 80 characters.': 'Los nombres pueden tener 80 caracteres como máximo.',
  'Comments can only be posted on articles from our news feed.':
    'Solo se pueden publicar comentarios en los artículos de nuestras noticias.',
  'Comment posted!': '¡Comentario publicado!',
  'Your comment has been added successfully.': 'Su comentario se agregó correctamente.',
  'Comment received!': '¡Comentario recibido!',
  'Your comment will appear once our team has approved it.':
    'Su comentario aparecerá cuando nuestro equipo lo haya aprobado.',
  'Error posting comment': 'Error al publicar el comentario',
  'Failed to post comment. Please try again.': 'No se pudo publicar el comentario. Inténtelo de nuevo.',

  'Submission Failed': 'No se pudo enviar',
  'Please try again or call us directly for immediate assistance.':
    'Inténtelo de nuevo o llámenos directamente para recibir ayuda de inmediato.',
  'Claim Submitted Successfully': 'Reclamo enviado correctamente',
  'Your dedicated agent will contact you within 24 hours.':
    'Su agente asignado se comunicará con usted en un plazo de 24 horas.',
  'Inquiry Submitted Successfully': 'Solicitud enviada correctamente',
  'Our business insurance specialist will contact you within 24 hours.':
    'Nuestro especialista en seguros para empresas se comunicará con usted en un plazo de 24 horas.',
  'Please correct the highlighted fields below.': 'Corrija los campos marcados a continuación.',
  'Submitting...': 'Enviando...',
  'Your reference:': 'Su número de referencia:',

  'Selection confirmed': 'Selección confirmada',
  'An agent will contact you shortly with more details about your selected insurance plan.':
    'Un agente se comunicará con usted pronto con más detalles sobre el plan de seguro que eligió.',
  Error: 'Hubo un problema',
  'There was a problem saving your selection. Please try again.':
    'Hubo un problema al guardar su selección. Inténtelo de nuevo.',
  'We could not find that assessment.': 'No encontramos esa evaluación.',
  'That insurance option does not belong to this assessment.': 'Esa opción de seguro no corresponde a esta evaluación.',
  'We could not find insurance options for that assessment.': 'No encontramos opciones de seguro para esa evaluación.',
  'We do not have the {year} benchmark premium for {state} yet, so we cannot estimate your tax credit online. Your advisor will quote real plans and their prices.':
    'Todavía no tenemos la prima de referencia de {year} para {state}, así que no podemos calcular en línea su crédito fiscal para la prima. Su asesor le cotizará planes reales con sus precios.',
  '{state} prices plans by age on a scale of its own, which our estimate does not have yet, so we cannot estimate your tax credit online. Your advisor will quote real plans and their prices.':
    '{state} fija los precios de los planes según la edad con una escala propia que nuestro cálculo todavía no incluye, así que no podemos calcular en línea su crédito fiscal para la prima. Su asesor le cotizará planes reales con sus precios.',
  'In {state} we can estimate the credit only for a household with at least one adult aged 21 or over. Your advisor will quote real plans and their prices.':
    'En {state} solo podemos calcular el crédito para un hogar con al menos un adulto de 21 años o más. Su asesor le cotizará planes reales con sus precios.',
  'The article address is not correctly encoded.': 'La dirección del artículo no está bien codificada.',
  'The article address is missing or too long.': 'Falta la dirección del artículo o es demasiado larga.',
  'The article address contains a character that is not allowed.':
    'La dirección del artículo contiene un carácter que no está permitido.',
  'Too many requests. Please wait a moment and try again.':
    'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',

  'Please correct the highlighted fields.': 'Corrija los campos marcados.',
  'Please send the form fields as a JSON object.': 'Envíe los campos del formulario como un objeto JSON.',
  'This field contains a character that is not allowed.': 'Este campo contiene un carácter que no está permitido.',
  'This form can only be sent from our own website.': 'Este formulario solo se puede enviar desde nuestro sitio web.',
  'Something went wrong on our side. Please try again or call us.':
    'Algo falló de nuestro lado. Inténtelo de nuevo o llámenos.',
  'The request was interrupted.': 'La solicitud se interrumpió.',

  'Too many submissions from your connection. Please wait a few minutes and try again, or call us at {phone}.':
    'Hemos recibido demasiados envíos desde su conexión. Espere unos minutos e inténtelo de nuevo, o llámenos al {phone}.',
  'Too many assessments from your connection. Please wait a few minutes or call us.':
    'Hemos recibido demasiadas evaluaciones desde su conexión. Espere unos minutos o llámenos.',
  'Too many requests from your connection. Please wait a few minutes or call us.':
    'Hemos recibido demasiadas solicitudes desde su conexión. Espere unos minutos o llámenos.',
  'Too many estimates from your connection. Please wait a few minutes and try again, or call us at {phone}.':
    'Hemos recibido demasiadas solicitudes de cálculo desde su conexión. Espere unos minutos e inténtelo de nuevo, o llámenos al {phone}.',
  'Too many requests from your connection. Please wait a few minutes and try again, or call {phone}.':
    'Hemos recibido demasiadas solicitudes desde su conexión. Espere unos minutos e inténtelo de nuevo, o llame al {phone}.',
  'Too many requests from your connection. Please wait a few minutes and try again.':
    'Hemos recibido demasiadas solicitudes desde su conexión. Espere unos minutos e inténtelo de nuevo.',
  'You are posting comments too quickly. Please wait a few minutes and try again.':
    'Está publicando comentarios demasiado rápido. Espere unos minutos e inténtelo de nuevo.',
  'You have posted several comments on this article in the last hour. Please wait a while before posting here again.':
    'Ha publicado varios comentarios en este artículo en la última hora. Espere un rato antes de volver a publicar aquí.',
  'This article has received a lot of comments in the last hour. Please try again later.':
    'Este artículo ha recibido muchos comentarios en la última hora. Inténtelo más tarde.',

  'Please send the request as JSON (Content-Type: application/json).':
    'Envíe la solicitud en formato JSON (Content-Type: application/json).',
  'The request body is not valid JSON.': 'El contenido de la solicitud no es un JSON válido.',
  'The request is too large (limit {kb} KB).': 'La solicitud es demasiado grande (límite: {kb} KB).',
  'The request body is empty.': 'La solicitud está vacía.',
  'The form could not be sent: it names no action of this site.':
    'No se pudo enviar el formulario: no indica ninguna acción de este sitio.',
  'The form could not be read (multipart body without a boundary).':
    'No se pudo leer el formulario (contenido multipart sin delimitador).',
  'The form could not be read: its length was not given. Please send it again.':
    'No se pudo leer el formulario porque no indicaba su tamaño. Envíelo de nuevo.',
  'The request has an invalid Content-Length.': 'La solicitud tiene un Content-Length no válido.',
  'The form is too large. Please send at most {mb} MB.':
    'El formulario es demasiado grande. Envíe {mb} MB como máximo.',
  'The form could not be read. Please go back and send it again.':
    'No se pudo leer el formulario. Regrese y envíelo de nuevo.',
  'The form was not sent': 'El formulario no se envió',
  "Please use your browser's Back button to return to the form.":
    'Use el botón Atrás de su navegador para volver al formulario.',
  'Please send the form as application/x-www-form-urlencoded or JSON.':
    'Envíe el formulario como application/x-www-form-urlencoded o JSON.',
  'The form is too large.': 'El formulario es demasiado grande.',
  'Please send the claim as multipart/form-data.': 'Envíe el reclamo como multipart/form-data.',
  'The claim form is empty.': 'El formulario de reclamo está vacío.',
  'The field "{field}" is too long.': 'El campo "{field}" es demasiado largo.',
  'The claim has too many fields.': 'El reclamo tiene demasiados campos.',
  'Unexpected file field "{field}".': 'Campo de archivo inesperado: "{field}".',
  'The upload could not be read (malformed multipart body, or a part header or file name with characters that are not allowed).':
    'No se pudieron leer los archivos (contenido multipart dañado, o un encabezado o nombre de archivo con caracteres no permitidos).',

  '"{name}" is larger than {maxFileMb} MB. Each file can be at most {maxFileMb} MB.':
    '"{name}" pesa más de {maxFileMb} MB. Cada archivo puede pesar {maxFileMb} MB como máximo.',
  'Please attach at most {maxFiles} files to one claim.': 'Adjunte como máximo {maxFiles} archivos por reclamo.',
  'The files together are larger than {maxTotalMb} MB. Please attach at most {maxTotalMb} MB in total.':
    'Los archivos juntos pesan más de {maxTotalMb} MB. Adjunte {maxTotalMb} MB como máximo en total.',
  '"{name}" is not a PDF, JPEG, PNG, DOC or DOCX file. Please attach one of those.':
    '"{name}" no es un archivo PDF, JPEG, PNG, DOC ni DOCX. Adjunte un archivo de uno de esos tipos.',
  '"{name}" is empty. Please attach the file again.': '"{name}" está vacío. Adjunte el archivo de nuevo.',
  'The file name "{name}" contains a folder path. Please attach the file itself.':
    'El nombre de archivo "{name}" incluye la ruta de una carpeta. Adjunte solo el archivo.',
  'A file name contains characters that are not allowed (such as a line break). Please rename the file and attach it again.':
    'Un nombre de archivo contiene caracteres no permitidos (como un salto de línea). Cambie el nombre del archivo y adjúntelo de nuevo.',
  '"{name}" does not match its contents: its name must end in the extension of its type (.pdf, .jpg, .png, .doc or .docx). Please attach the original file.':
    '"{name}" no coincide con su contenido: su nombre debe terminar con la extensión de su tipo (.pdf, .jpg, .png, .doc o .docx). Adjunte el archivo original.',
  '"{name}" carries something other than a document (for example web page code). Please attach the original file.':
    '"{name}" contiene algo que no es un documento (por ejemplo, código de una página web). Adjunte el archivo original.',
  'A file in the form could not be read. Please attach your files again.':
    'No se pudo leer un archivo del formulario. Adjunte sus archivos de nuevo.',
  'The upload was interrupted. Please try again.': 'El envío de los archivos se interrumpió. Inténtelo de nuevo.',

  'This address cannot be opened': 'No se puede abrir esta dirección',
  'Please check the link.': 'Revise el enlace.',
  'The address is too long.': 'La dirección es demasiado larga.',
  'The address is not valid.': 'La dirección no es válida.',
  'The address contains a malformed character encoding.':
    'La dirección contiene una codificación de caracteres dañada.',
  'The address contains a control character.': 'La dirección contiene un carácter de control.',
  'The address contains a path segment that is not allowed.': 'La dirección contiene un segmento de ruta no permitido.',
};
