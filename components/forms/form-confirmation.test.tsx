import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormConfirmation } from './form-confirmation';

describe('FormConfirmation', () => {
  // A form posted before the page hydrated comes back as this block alone, at the form's clean
  // address: its mark keeps the tag manager off the page that shows the reference (decision 120).
  it('carries the private-fields mark beside the reference it shows', () => {
    const html = renderToStaticMarkup(
      <FormConfirmation title="Inquiry Submitted Successfully" description="We will call." reference="BIZ-7Q2K9" />,
    );
    expect(html).toContain('BIZ-7Q2K9');
    expect(html).toMatch(/<section[^>]* data-private-fields=""/);
  });
});
