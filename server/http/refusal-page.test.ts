import { describe, expect, it } from 'vitest';
import { refusalPage } from './refusal-page';

describe('the refusal page the server sends before Next.js', () => {
  it('says what happened and how to go on, readable on a phone and kept out of search results', () => {
    const page = refusalPage('Something went wrong', 'Invalid input', 'Please try again.');
    expect(page).toMatch(/^<!doctype html><html lang="en"><head><meta charset="utf-8">/);
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<title>Something went wrong</title>');
    expect(page).toContain('<h1>Something went wrong</h1><p>Invalid input</p>');
    expect(page).toContain('<p>Please try again. Or go to the <a href="/">home page</a>.</p>');
    expect(page).toContain('max-width:40rem');
  });

  it('escapes every text it is given, in the title too', () => {
    const page = refusalPage('<b>"A" & B</b>', 'x<y & "z"', 'a>b');
    expect(page).toContain('<title>&lt;b&gt;&quot;A&quot; &amp; B&lt;/b&gt;</title>');
    expect(page).toContain('<p>x&lt;y &amp; &quot;z&quot;</p>');
    expect(page).toContain('<p>a&gt;b Or go');
    expect(page).not.toMatch(/<b>|"A"/);
  });

  it("speaks the address's language: Spanish words from the visitor catalogue and the Spanish home page", () => {
    const page = refusalPage('Invalid input', 'Please enter a valid email address', 'Name is required', 'es');
    expect(page).toContain('<html lang="es-US">');
    expect(page).toContain('<title>El dato no es válido</title>');
    expect(page).toContain('<p>Ingrese un correo electrónico válido</p>');
    expect(page).toContain('<p>El nombre es obligatorio O vaya a la <a href="/es">página de inicio</a>.</p>');
  });
});
