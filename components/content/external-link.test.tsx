import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NewTabLink } from './external-link';

describe('NewTabLink', () => {
  it('tells screen readers it opens a new tab, in the page’s language', () => {
    const english = renderToString(
      <NewTabLink locale="en" href="https://www.irs.gov/">
        IRS
      </NewTabLink>,
    );
    expect(english).toContain('<span class="sr-only"> (opens in a new tab)</span>');
    const spanish = renderToString(
      <NewTabLink href="https://www.irs.gov/" locale="es">
        IRS
      </NewTabLink>,
    );
    expect(spanish).toContain('<span class="sr-only"> (se abre en una pestaña nueva)</span>');
    expect(spanish).toContain('target="_blank"');
  });
});
