import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseSheetValues } from '@/server/news/parse';
import { ArticleCard } from './article-card';

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
    const html = renderToString(<ArticleCard article={article!} headingId="article-1" />);
    // No element from the row (the only svg is our own icon) and no event-handler attribute in any tag.
    expect(html).not.toMatch(/<script|<img|<svg onload|<[^>]+\son\w+=/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;headline&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; summary');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('October 21, 2025');
  });
});
