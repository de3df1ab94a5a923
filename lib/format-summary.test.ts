import { describe, expect, it } from 'vitest';
import { escapeHtml, formatSummary } from './format-summary';

describe('formatSummary', () => {
  it('turns headings into headings followed by bullet lists', () => {
    expect(formatSummary('## Key Points\n- One\n- Two\n\n## What This Means\nCheck your plan.')).toBe(
      '<h3>Key Points</h3><ul><li>One</li><li>Two</li></ul><h3>What This Means</h3><ul><li>Check your plan.</li></ul>',
    );
  });
  it('recognises bold-line and colon headings, numbered and bulleted items', () => {
    expect(formatSummary('**Highlights**\n1. First\n2) Second\n\nWhat to do:\n• Call us')).toBe(
      '<h3>Highlights</h3><ul><li>First</li><li>Second</li></ul><h3>What to do</h3><ul><li>Call us</li></ul>',
    );
  });
  it('keeps paragraphs and converts bold and italic', () => {
    expect(formatSummary('First line\nsecond line\n\n**Questions?** Ask *us* or _them_.')).toBe(
      '<p>First line<br>second line</p><p><strong>Questions?</strong> Ask <em>us</em> or <em>them</em>.</p>',
    );
  });
  it('leaves lone asterisks and snake_case alone', () => {
    expect(formatSummary('Costs 2 * 3 and file_name_here')).toBe('<p>Costs 2 * 3 and file_name_here</p>');
  });
  it('escapes every tag, so script and event handlers arrive as inert text', () => {
    const html = formatSummary('## <script>alert(1)</script>\n- <img src=x onerror="alert(1)">\n**<a href="javascript:alert(1)">x</a>**');
    expect(html).not.toMatch(/<script|<img|<a\s/i);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('onerror=&#34;alert(1)&#34;');
  });
  it('returns an empty string for empty input', () => {
    expect(formatSummary('')).toBe('');
    expect(formatSummary('\n  \n')).toBe('');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;');
  });
});
