import type { Metadata } from 'next';
import { DeskAnswer } from '@/components/console/desk-answer';
import { CONSOLE_NOT_FOUND } from '@/content/console';

export const metadata: Metadata = { title: CONSOLE_NOT_FOUND.title };

/** An item or desk page that does not exist (404), inside the console's menu. */
export default function DeskNotFound() {
  return <DeskAnswer heading={CONSOLE_NOT_FOUND.heading} body={CONSOLE_NOT_FOUND.body} />;
}
