import 'server-only';
import { getEnv } from '../env';
import { ITEM_TYPE_SLUGS, type ItemType } from './item-types';

/** The console page of a submission, for the agency's e-mail and the CRM webhook (never its documents). */
export function consoleItemUrl(type: ItemType, id: string | number): string {
  return `${getEnv().PUBLIC_BASE_URL.replace(/\/+$/, '')}/console/items/${ITEM_TYPE_SLUGS[type]}/${id}`;
}
