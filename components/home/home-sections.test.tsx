import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { About, CoverageOptionCards, CoverageOptions, Faq, Hero, HowItWorks, Testimonials } from './home-sections';

const links = { surveyUrl: '/prohealth-survey', baseUrl: 'https://insurancematch.example.com' };

/** The hrefs of a rendered piece, in order. */
function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"#][^"]*)"/g)].map((match) => match[1]!);
}

function text(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('home sections in Spanish (decision 182)', () => {
  it('the hero leads to the Spanish contact page, and the English one to the English page', () => {
    const spanish = renderToString(<Hero locale="es" />);
    expect(text(spanish)).toContain('Un sistema que falla. Mejores opciones.');
    expect(hrefs(spanish)).toEqual(['/prohealth-survey', '/es/contact']);
    expect(hrefs(renderToString(<Hero locale="en" />))).toEqual(['/prohealth-survey', '/contact']);
  });

  it('the coverage section sends its form links to their Spanish twins', () => {
    const html = renderToString(<CoverageOptions locale="es" {...links} />);
    expect(hrefs(html)).toEqual([
      '/prohealth-survey',
      '/prohealth-survey',
      '/es/small-business',
      '/prohealth-survey',
      '/prohealth-survey',
      '/prohealth-survey',
      '/prohealth-survey',
      '/es/contact',
      '/es/small-business',
      '/es/home-assessment',
      '/es/claims',
    ]);
    expect(text(html)).toContain('Comenzar : Pequeñas empresas');
    expect(text(html)).not.toContain('Get Started');
  });

  it('the coverage options page cards name their headings in Spanish', () => {
    const html = renderToString(<CoverageOptionCards locale="es" {...links} getStarted="new-tab" headingLevel={2} />);
    expect(html).toContain('<h2 class="mt-4 text-xl font-semibold">Contratistas independientes</h2>');
  });

  it('the FAQ links to the Spanish claim form and group quote', () => {
    const html = renderToString(<Faq locale="es" />);
    expect(text(html)).toContain('Preguntas frecuentes');
    expect(hrefs(html)).toEqual(['/es/small-business', '/es/claims']);
  });

  it('screen readers hear the steps, the ratings and the video button in Spanish', () => {
    expect(text(renderToString(<HowItWorks locale="es" />))).toContain('Paso 1: Consulta');
    expect(renderToString(<Testimonials locale="es" />)).toContain('aria-label="Calificación: 4.5 de 5"');
    const about = renderToString(<About locale="es" {...links} videoUrl="https://video.example.com/embed/1" />);
    expect(text(about)).toContain('Reproducir el video: Conozca InsuranceMatch');
    expect(text(about)).not.toContain('Play video');
  });
});
