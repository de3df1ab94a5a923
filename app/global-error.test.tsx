import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ERROR_PAGE as SPANISH } from '@/content/es/site';
import { ERROR_PAGE as ENGLISH } from '@/content/site';
import GlobalError from './global-error';

describe('the last-resort error page', () => {
  const html = renderToStaticMarkup(<GlobalError error={new Error('x')} reset={() => {}} />);

  it('speaks both languages, since it cannot know whose layout failed, the Spanish marked as Spanish', () => {
    expect(html).toContain(`<h1>${ENGLISH.heading}</h1>`);
    expect(html).toMatch(new RegExp(`<p lang="es"><strong>${SPANISH.heading}\\.</strong>`));
    expect(html).toContain(`<a href="/es" lang="es">${SPANISH.home}</a>`);
  });

  it("follows the device's dark setting, having no stylesheet of its own", () => {
    expect(html).toMatch(/<html lang="en" style="color-scheme:light dark">/);
  });
});
