import { describe, expect, it } from 'vitest';
import { sanitizeSummaryHtml } from './sanitize';

describe('sanitizeSummaryHtml', () => {
  it('keeps the structure tags', () => {
    const html = '<h3>Key</h3><ul><li><strong>A</strong> and <em>b</em></li></ul><ol><li>1</li></ol><p>x<br />y</p>';
    expect(sanitizeSummaryHtml(html)).toBe(html);
  });
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="alert(1)" style="color:red">ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>text', 'text'],
    ['<a href="javascript:alert(1)">click</a>', 'click'],
    ['<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<p>a</p><!-- <script>x</script> -->', '<p>a</p>'],
    ['<h3 class="x" id="y">Title</h3>', '<h3>Title</h3>'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
  ])('removes anything that could run: %s', (input, expected) => {
    const output = sanitizeSummaryHtml(input);
    expect(output).toBe(expected);
    expect(output).not.toMatch(/<script|on\w+=|javascript:|<img|<iframe|<a\s/i);
  });
});
