/**
 * The Spanish (es-US) of content/news.ts (decision 182): the chrome of /es/news. The articles
 * themselves come from the feed in English and stay so.
 */
import type * as English from '@/content/news';
import { COMMENT_MAX_LENGTH } from '@/lib/fields/comment';
import type { Translation } from '@/lib/i18n/translation';

export const NEWS_COPY: Translation<typeof English.NEWS_COPY> = {
  title: 'Noticias de seguros',
  intro:
    'Las noticias de seguros médicos, de vida y para pequeñas empresas que importan a las familias y a los empleadores, resumidas por nuestro equipo.',
  disclaimer:
    'Estos resúmenes son solo información general y no constituyen asesoría de seguros, legal ni fiscal. Las reglas de cobertura varían según el plan y el estado.',
  askPrompt: '¿Tiene alguna pregunta sobre cómo le afecta una noticia?',
  askLabel: 'Pregúntenos',
  askHref: '/es/booking',
  author: 'Equipo de ProHealth',
  readTime: '5 min de lectura',
  empty: 'No hay artículos para mostrar en este momento. Vuelva a consultar pronto.',
  pageSizeLabel: 'Artículos por página',
  apply: 'Aplicar',
  showing: (from, to, total) =>
    total === 0 ? 'Mostrando 0 de 0 artículos' : `Mostrando ${from}-${to} de ${total} artículos`,
};

/** Said once above the list: only the chrome is translated (no English counterpart). */
export const ARTICLES_IN_ENGLISH = 'Los artículos se publican en inglés.';

export const PAGINATION_COPY: Translation<typeof English.PAGINATION_COPY> = {
  label: 'Paginación',
  previous: 'Anterior',
  next: 'Siguiente',
  pageLink: (page) => `Página ${page}`,
  pageOf: (page, totalPages) => `Página ${page} de ${totalPages}`,
};

export const ARTICLE_DETAILS_COPY: Translation<typeof English.ARTICLE_DETAILS_COPY> = {
  readMore: 'Leer más',
  readLess: 'Leer menos',
  comments: 'Comentarios',
  hideComments: 'Ocultar comentarios',
};

export const COMMENT_COPY: Translation<typeof English.COMMENT_COPY> = {
  loading: 'Cargando comentarios...',
  empty: 'Todavía no hay comentarios. ¡Sea el primero en dar su opinión!',
  loadFailed: 'No se pudieron cargar los comentarios.',
  tryAgain: 'Intentar de nuevo',
  successTitle: '¡Comentario publicado!',
  successDescription: 'Su comentario se agregó correctamente.',
  heldTitle: '¡Comentario recibido!',
  heldDescription: 'Su comentario aparecerá cuando nuestro equipo lo apruebe.',
  failureTitle: 'Error al publicar el comentario',
  failureFallback: 'No se pudo publicar el comentario. Inténtelo de nuevo.',
  emailHint: 'Opcional. Nunca se muestra públicamente; cómo lo usamos se explica en nuestra',
  privacyLinkText: 'Política de privacidad',
  sectionLabel: 'Comentarios',
  addComment: 'Agregar comentario',
  cancel: 'Cancelar',
  formLabel: 'Agregar un comentario',
  nameLabel: 'Nombre (opcional)',
  anonymous: 'Anónimo',
  emailLabel: 'Correo electrónico (opcional)',
  contentLabel: 'Comentario',
  contentHint: `Texto sin formato, hasta ${COMMENT_MAX_LENGTH} caracteres.`,
  requiredTitle: 'Falta el comentario',
  required: 'Escriba un comentario antes de enviarlo.',
  posting: 'Publicando...',
  post: 'Publicar comentario',
};
