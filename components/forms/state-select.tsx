import type * as React from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { US_STATES, type StateOption } from '@/lib/us-states';

/**
 * The state select of the forms that ask where a visitor lives: every state in the page's language,
 * posting the code or the English name its schema reads. An English page sends no options (the
 * form lists lib/us-states.ts); a Spanish one hands its form the translated ones
 * (lib/i18n/state-names.ts `stateSelectProps`).
 */
export function StateSelect({
  posts,
  options,
  placeholder,
  defaultValue,
  ...props
}: Omit<React.ComponentProps<'select'>, 'children' | 'defaultValue'> & {
  /** What the option posts: the postal code, or the English name (the small-business inquiry stores it). */
  posts: 'code' | 'englishName';
  options?: readonly StateOption[];
  /** The first, empty option. */
  placeholder: string;
  defaultValue: string | undefined;
}) {
  const shown =
    options ?? US_STATES.map((state) => ({ value: posts === 'code' ? state.code : state.name, label: state.name }));
  return (
    <NativeSelect {...props} autoComplete="address-level1" defaultValue={defaultValue ?? ''}>
      <option value="">{placeholder}</option>
      {shown.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </NativeSelect>
  );
}
