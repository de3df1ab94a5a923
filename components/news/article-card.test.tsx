import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as Spanish from '@/content/es/news';
import * as English from '@/content/news';
import type { Locale } from '@/lib/i18n/locale';
import { parseSheetValues } from '@/server/news/parse';
import { ArticleCard } from './article-card';
import { NewsTextsProvider } from './news-texts';

function renderCard(article: Parameters<typeof ArticleCard>[0]['article'], locale: Locale) {
  const texts =
    locale === 'es'
      ? { locale, details: Spanish.ARTICLE_DETAILS_COPY, comments: Spanish.COMMENT_COPY, privacyHref: '/es/privacy' }
      : { locale, details: English.ARTICLE_DETAILS_COPY, comments: English.COMMENT_COPY, privacyHref: '/privacy' };
  return renderToString(
    <NewsTextsProvider texts={texts}>
      <ArticleCard article={article} headingId="article-1" locale={locale} place={{ page: 1, size: 5, opened: {} }} />
    </NewsTextsProvider>,
  );
}

describe('ArticleCard', () => {
  it('renders HTML and script from a sheet row as inert text', () => {
    const [article] = parseSheetValues([
      ['headline', 'summary', 'AI summary', 'url', 'dateCreated', 'fullSummary'],
      [
        '<script>alert("headline")</script>',
        '<img src=x onerror=alert(1)> summary',
        '',
        'https://example.org/a?x="><script>alert(2)</script>',
        '2025-10-21',
        '## <svg onload=alert(3)>',
      ],
    ]);
    const html = renderCard(article!, 'en');
    // No element from the row (the only svg is our own icon) and no event-handler attribute in any tag.
    expect(html).not.toMatch(/<script|<img|<svg onload|<[^>]+\son\w+=/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;headline&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; summary');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('October 21, 2025');
    expect(html).toContain('Read More');
    expect(html).not.toContain('lang=');
  });

  it('on the Spanish page says its own words in Spanish and marks the feed’s English as English', () => {
    const [article] = parseSheetValues([
      ['headline', 'summary', 'AI summary', 'url', 'dateCreated', 'fullSummary'],
      ['Open enrollment starts', 'What changes this year', '', 'https://example.org/a', '2025-10-21', 'More'],
    ]);
    const html = renderCard(article!, 'es');
    expect(html).toContain('21 de octubre de 2025');
    expect(html).toContain('Equipo de ProHealth');
    expect(html).toContain('(se abre en una pestaña nueva)');
    expect(html).toContain('Leer más');
    expect(html).toContain('>Comentarios<');
    expect(html).toContain('<span lang="en">Open enrollment starts</span>');
    expect(html).toMatch(/<div[^>]* lang="en"[^>]*><p>What changes this year<\/p>/);
  });
});
