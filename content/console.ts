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

export interface ItemColumn {
  /** The CSV header and the key of the value (server/console/inbox.ts selects it). */
  key: string;
  /** The inbox's column heading. */
  label: string;
  /** false: in the CSV export only (long values the table has no room for). */
  table?: false;
  /** The cell that links to the item's page. */
  link?: true;
}

/**
 * The columns of the inbox and of the CSV export when the type filter picks one type (the mixed
 * view keeps the shared columns and a per-type summary). Received, status and assignment come
 * around these. Free text that may be private (a claim's description, a business inquiry's
 * details, a lead's note) stays on the item page, never in a list or an export.
 */
export const ITEM_COLUMNS = {
  claim: [
    { key: 'reference', label: 'Reference' },
    { key: 'name', label: 'Name', link: true },
    { key: 'email', label: 'E-mail' },
    { key: 'phone', label: 'Phone' },
    { key: 'claim_type', label: 'Claim type' },
    { key: 'urgency', label: 'Urgency' },
    { key: 'agent', label: 'Agent named' },
    { key: 'documents', label: 'Documents' },
  ],
  business_inquiry: [
    { key: 'reference', label: 'Reference' },
    { key: 'company', label: 'Company', link: true },
    { key: 'contact', label: 'Contact' },
    { key: 'email', label: 'E-mail' },
    { key: 'phone', label: 'Phone' },
    { key: 'employees', label: 'Employees' },
    { key: 'state', label: 'State' },
    { key: 'zip_code', label: 'ZIP' },
    { key: 'subsidize_plans', label: 'Subsidizes plans' },
  ],
  lead: [
    { key: 'reference', label: 'Reference' },
    { key: 'kind', label: 'Kind' },
    { key: 'name', label: 'Name', link: true },
    { key: 'email', label: 'E-mail' },
    { key: 'phone', label: 'Phone' },
    { key: 'state', label: 'State' },
    { key: 'zip_code', label: 'ZIP' },
    { key: 'household_size', label: 'Household' },
    { key: 'yearly_income', label: 'Yearly income' },
    { key: 'ages', label: 'Ages', table: false },
    { key: 'coverage', label: 'Coverage' },
    { key: 'best_time', label: 'Best time' },
    { key: 'page_url', label: 'Page', table: false },
  ],
  home_assessment: [
    { key: 'name', label: 'Name', link: true },
    { key: 'email', label: 'E-mail' },
    { key: 'phone', label: 'Phone' },
    { key: 'state', label: 'State' },
    { key: 'zip_code', label: 'ZIP' },
    { key: 'dwelling_coverage', label: 'Dwelling coverage' },
    { key: 'deductible', label: 'Deductible' },
    { key: 'selected_plan', label: 'Selected plan' },
    { key: 'source', label: 'Source', table: false },
  ],
  comment: [
    { key: 'name', label: 'Name', link: true },
    { key: 'email', label: 'E-mail' },
    { key: 'article', label: 'Article' },
    { key: 'visibility', label: 'Visibility' },
    { key: 'content', label: 'Comment' },
  ],
} as const satisfies Record<ItemType, readonly ItemColumn[]>;

export type ItemColumnKey<T extends ItemType> = (typeof ITEM_COLUMNS)[T][number]['key'];
