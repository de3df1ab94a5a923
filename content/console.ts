import type { ItemStatus, ItemType } from '@/server/console/item-types';

/** Labels the console shows for submission types and desk statuses. */
export const ITEM_TYPE_LABELS: Record<ItemType, string> = {
  claim: 'Claim',
  business_inquiry: 'Business inquiry',
  lead: 'Lead',
  home_assessment: 'Home assessment',
  comment: 'Comment',
};

export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
  spam: 'Spam',
};
