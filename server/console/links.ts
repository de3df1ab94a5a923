import 'server-only';
import { publicUrl } from '../public-url';
import { consoleItemPath, type ItemType } from '@/lib/fields/console-item';

/** The console page of a submission, for the agency's e-mail and the CRM webhook (never its documents). */
export function consoleItemUrl(type: ItemType, id: string | number): string {
  return publicUrl(consoleItemPath(type, id));
}
