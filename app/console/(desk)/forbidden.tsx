import type { Metadata } from 'next';
import { DeskAnswer } from '@/components/console/desk-answer';
import { CONSOLE_FORBIDDEN } from '@/content/console';

export const metadata: Metadata = { title: CONSOLE_FORBIDDEN.title };

/** An agent on an administrator's page (403, `forbidden()`), inside the console's menu. */
export default function DeskForbidden() {
  return <DeskAnswer heading={CONSOLE_FORBIDDEN.heading} body={CONSOLE_FORBIDDEN.body} />;
}
