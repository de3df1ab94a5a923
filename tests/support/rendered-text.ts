/** Server-rendered HTML as a person reads it: tags and React's text separators gone, spaces collapsed. */
export const renderedText = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
