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
    const html = formatSummary(
      '## <script>alert(1)</script>\n- <img src=x onerror="alert(1)">\n**<a href="javascript:alert(1)">x</a>**',
    );
    expect(html).not.toMatch(/<script|<img|<a\s/i);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('onerror=&#34;alert(1)&#34;');
  });
  it('returns an empty string for empty input', () => {
    expect(formatSummary('')).toBe('');
    expect(formatSummary('\n  \n')).toBe('');
  });
});

describe('formatSummary structure', () => {
  it('reads Windows and old Mac line ends as line ends', () => {
    expect(formatSummary('One\r\nTwo\rThree')).toBe('<p>One<br>Two<br>Three</p>');
  });
  it('keeps the order of paragraphs, headings and lists, and a blank line ends a list', () => {
    expect(formatSummary('Intro text\n## Key Points\n- a\n\n- b\nAfter')).toBe(
      '<p>Intro text</p><h3>Key Points</h3><ul><li>a</li></ul><ul><li>b</li></ul><p>After</p>',
    );
    expect(formatSummary('- a\n## Next\n- b')).toBe('<ul><li>a</li></ul><h3>Next</h3><ul><li>b</li></ul>');
    expect(formatSummary('Before the list\n- item')).toBe('<p>Before the list</p><ul><li>item</li></ul>');
  });
  it('takes a heading only from a whole line, one hash is enough, and trims its text', () => {
    expect(formatSummary('# Title')).toBe('<h3>Title</h3>');
    expect(formatSummary('**Key Points **')).toBe('<h3>Key Points</h3>');
    expect(formatSummary('What to do :')).toBe('<h3>What to do</h3>');
    expect(formatSummary('Plan costs # 5 less')).toBe('<p>Plan costs # 5 less</p>');
    expect(formatSummary('Please read **this part**')).toBe('<p>Please read <strong>this part</strong></p>');
  });
  it('converts italics at the start of a line too', () => {
    expect(formatSummary('*Note* first')).toBe('<p><em>Note</em> first</p>');
    expect(formatSummary('_Note_ first')).toBe('<p><em>Note</em> first</p>');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;',
    );
  });
});
