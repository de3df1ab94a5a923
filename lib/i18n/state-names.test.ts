import { describe, expect, it } from 'vitest';
import { STATE_NAMES as SPANISH_STATE_NAMES } from '@/content/es/us-states';
import { US_STATES } from '@/lib/us-states';
import { stateNameIn, stateOptions, stateSelectProps } from './state-names';

describe('the states in Spanish (decision 182)', () => {
  it('every state of the one list has a Spanish name, and nothing else does', () => {
    expect(Object.keys(SPANISH_STATE_NAMES).sort()).toEqual(US_STATES.map((state) => state.code).sort());
    for (const state of US_STATES) expect(SPANISH_STATE_NAMES[state.code].trim()).not.toBe('');
  });

  it('uses the usual Spanish exonyms, the others unchanged', () => {
    const changed = Object.fromEntries(
      US_STATES.filter((state) => SPANISH_STATE_NAMES[state.code] !== state.name).map((state) => [
        state.code,
        SPANISH_STATE_NAMES[state.code],
      ]),
    );
    expect(changed).toEqual({
      NC: 'Carolina del Norte',
      SC: 'Carolina del Sur',
      ND: 'Dakota del Norte',
      SD: 'Dakota del Sur',
      DC: 'Distrito de Columbia',
      HI: 'Hawái',
      LA: 'Luisiana',
      MI: 'Míchigan',
      MS: 'Misisipi',
      MO: 'Misuri',
      NJ: 'Nueva Jersey',
      NY: 'Nueva York',
      NH: 'Nuevo Hampshire',
      NM: 'Nuevo México',
      OR: 'Oregón',
      PA: 'Pensilvania',
      WV: 'Virginia Occidental',
    });
  });

  it('names a code in the page language', () => {
    expect(stateNameIn('NY', 'es')).toBe('Nueva York');
    expect(stateNameIn('ny', 'es')).toBe('Nueva York');
    expect(stateNameIn('NY', 'en')).toBe('New York');
    expect(stateNameIn('XX', 'es')).toBeUndefined();
    expect(stateNameIn('toString', 'es')).toBeUndefined();
  });

  it('the Spanish select lists every state once, in Spanish alphabetical order, posting the codes', () => {
    const options = stateOptions('es', 'code');
    expect(options.map((option) => option.value).sort()).toEqual(US_STATES.map((state) => state.code).sort());
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es')));
    expect(labels.slice(0, 10)).toEqual([
      'Alabama',
      'Alaska',
      'Arizona',
      'Arkansas',
      'California',
      'Carolina del Norte',
      'Carolina del Sur',
      'Colorado',
      'Connecticut',
      'Dakota del Norte',
    ]);
    expect(options).toContainEqual({ value: 'NY', label: 'Nueva York' });
    expect(labels.indexOf('Míchigan')).toBe(labels.indexOf('Massachusetts') + 1);
  });

  it('the small-business select posts the English name it stores, whatever the label', () => {
    const options = stateOptions('es', 'englishName');
    expect(options).toContainEqual({ value: 'New York', label: 'Nueva York' });
    expect(options.map((option) => option.value).sort()).toEqual(US_STATES.map((state) => state.name).sort());
  });

  it('an English page gets no options prop (its form lists lib/us-states.ts as before)', () => {
    expect(stateSelectProps('en', 'code')).toEqual({});
    expect(stateSelectProps('es', 'code').stateOptions).toEqual(stateOptions('es', 'code'));
  });
});
