/**
 * The Spanish (es-US) of every visitor message (content/messages.ts; decision 182). A template's
 * translation names the same `{placeholders}` as its English (content/messages.test.ts checks it).
 */
import type { VisitorMessage } from '@/content/messages';
import { ES_MESSAGES as SUBMISSION_MESSAGES } from '../submissions/index.ts';

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

  'Please select your state': 'Seleccione su estado',
  'Name is required': 'El nombre es obligatorio',

  ...SUBMISSION_MESSAGES,

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
  'Please correct the highlighted fields below.': 'Corrija los campos marcados a continuación.',
  'We got no answer from our server, so we cannot tell whether this was sent. What you entered is still here: check your connection and send it again (it will not be sent twice), or call us.':
    'No recibimos respuesta de nuestro servidor, así que no sabemos si se envió. Lo que escribió sigue aquí: revise su conexión y envíelo de nuevo (no se enviará dos veces), o llámenos.',
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
  'The request body is nested too deeply.': 'El contenido de la solicitud tiene demasiados niveles anidados.',
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
  'The request carries a page state that cannot be read.':
    'La solicitud lleva un estado de página que no se puede leer.',
  'The address contains a path segment that is not allowed.': 'La dirección contiene un segmento de ruta no permitido.',
  'There is no page at this address.': 'No hay ninguna página en esta dirección.',
};
