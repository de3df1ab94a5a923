/** The request header server.mjs sets to the language of the address (global-not-found reads it). */
export const SITE_LANGUAGE_HEADER = 'x-site-language';
