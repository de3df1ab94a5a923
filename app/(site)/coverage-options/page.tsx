import { CoverageOptionsPage } from '@/components/pages/coverage-options-page';
import { COVERAGE_OPTIONS_PAGE } from '@/content/pages';
import { pageMetadata } from '@/lib/page-metadata';

export const metadata = pageMetadata('/coverage-options', {
  title: COVERAGE_OPTIONS_PAGE.title,
  description: COVERAGE_OPTIONS_PAGE.description,
});

export default function Page() {
  return <CoverageOptionsPage locale="en" />;
}
