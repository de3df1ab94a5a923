import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderedText } from '@/tests/support/rendered-text';
import { localizedPath } from '@/lib/i18n/locale';
import { hasSpanishTwin } from '@/lib/i18n/twin-path';
import { About, CoverageOptionCards, CoverageOptions, Faq, Hero, HowItWorks, Testimonials } from './home-sections';

/** Where a Spanish page links for an English path: the twin if the registry has one. */
const inSpanish = (path: string) => (hasSpanishTwin(path) ? localizedPath(path, 'es') : path);

const links = { surveyUrl: '/prohealth-survey', baseUrl: 'https://insurancematch.example.com' };

/** The hrefs of a rendered piece, in order. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"#][^"]*)"/g)].map((match) => match[1]!);
}

const text = renderedText;

describe('home sections in Spanish (decision 182)', () => {
  it('the hero leads to the Spanish assessment and contact page, and the English one to the English pages', () => {
    const spanish = renderToString(<Hero locale="es" />);
    expect(text(spanish)).toContain('Un sistema que falla. Mejores opciones.');
    // The survey landing page is English only: a Spanish visitor gets the same assessment in Spanish.
    expect(hrefs(spanish)).toEqual(['/es/assessment', '/es/contact']);
    expect(hrefs(renderToString(<Hero locale="en" />))).toEqual(['/prohealth-survey', '/contact']);
  });

  it('the coverage section sends its links to the Spanish twins, where they exist', () => {
    const html = renderToString(<CoverageOptions locale="es" {...links} />);
    expect(hrefs(html)).toEqual(
      [
        '/assessment',
        '/assessment',
        '/small-business',
        '/assessment',
        '/assessment',
        '/assessment',
        '/assessment',
        '/contact',
        '/small-business',
        '/home-assessment',
        '/claims',
      ].map(inSpanish),
    );
    expect(hrefs(html)).toContain('/es/contact');
    expect(text(html)).toContain('Comenzar : Pequeñas empresas');
    expect(text(html)).not.toContain('Get Started');
  });

  it('the coverage options page cards name their headings in Spanish', () => {
    const html = renderToString(<CoverageOptionCards locale="es" {...links} getStarted="new-tab" headingLevel={2} />);
    expect(html).toContain('<h2 class="mt-4 text-xl font-semibold">Contratistas independientes</h2>');
  });

  it('the FAQ links to the claim form and group quote in Spanish, where they exist', () => {
    const html = renderToString(<Faq locale="es" />);
    expect(text(html)).toContain('Preguntas frecuentes');
    expect(hrefs(html)).toEqual(['/small-business', '/claims'].map(inSpanish));
  });

  it('screen readers hear the steps, the ratings and the video button in Spanish', () => {
    expect(text(renderToString(<HowItWorks locale="es" />))).toContain('Paso 1: Consulta');
    expect(renderToString(<Testimonials locale="es" />)).toContain('aria-label="Calificación: 4.5 de 5"');
    const about = renderToString(<About locale="es" {...links} videoUrl="https://video.example.com/embed/1" />);
    expect(text(about)).toContain('Reproducir el video: Conozca InsuranceMatch');
    expect(text(about)).not.toContain('Play video');
  });
});
