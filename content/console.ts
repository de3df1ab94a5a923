import type { ItemStatus, ItemType } from '@/lib/fields/console-item';
import type { Locale } from '@/lib/i18n/locale';
import { CONSOLE_COLUMNS as SUBMISSION_COLUMNS, CONSOLE_LABELS as SUBMISSION_LABELS } from './submissions';
import { LANGUAGE_COLUMN, type ItemColumn } from './submissions/console-columns';

export type { ItemColumn };

/**
 * Labels the console shows for submission types (each type's words file holds its own,
 * content/submissions/index.ts) and comments. A type named here is a type of the console
 * (lib/fields/console-item.ts reads the list from these keys, in this order).
 */
export const ITEM_TYPE_LABELS = {
  ...SUBMISSION_LABELS,
  comment: 'Comment',
} as const satisfies Record<string, string>;

export const ITEM_STATUS_LABELS: Record<ItemStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
  spam: 'Spam',
};

/** The visitor's language as the agency reads it (issue 26): the inbox, the item page, the CSV and the e-mails. */
export const LANGUAGE_LABELS: Record<Locale, string> = { en: 'English', es: 'Spanish' };

/**
 * Every field of a submission, per type, in the order the item page, the inbox (when the type
 * filter picks that type) and the CSV export show them: one list, so the export carries every field
 * the page shows (issue 23; decision 113). Received, status and assignment come around these;
 * empty values are left out on the page. Only a claim's description stays out of the export. Each
 * type's words file holds its own list; the comment's is here.
 */
export const ITEM_COLUMNS = {
  ...SUBMISSION_COLUMNS,
  comment: [
    { key: 'name', label: 'Name', link: true },
    { key: 'email', label: 'E-mail' },
    LANGUAGE_COLUMN,
    { key: 'article', label: 'Article' },
    { key: 'visibility', label: 'Visibility' },
    { key: 'content', label: 'Comment' },
  ],
} as const satisfies Record<ItemType, readonly ItemColumn[]>;

export type ItemColumnKey<T extends ItemType> = (typeof ITEM_COLUMNS)[T][number]['key'];

/**
 * The types whose list leaves out the language column: none may (the agency sees the language
 * everywhere), so a type added without it fails to compile here, naming the type.
 */
type WithoutLanguage = { [T in ItemType]: 'language' extends ItemColumnKey<T> ? never : T }[ItemType];
type Never<T extends never> = T;
export type EveryTypeShowsLanguage = Never<WithoutLanguage>;

/** What the desk shows about a submission whose e-mail or phone is on the opt-out list (issue 23). */
export const DO_NOT_CONTACT = {
  marker: 'Do not contact',
  banner: (reference: string, day: string) =>
    `Do not contact: this person opted out on ${day} (${reference}). Do not call, text or e-mail them about this or any request.`,
  revoked: (day: string, reference: string) => `revoked on ${day} (${reference})`,
} as const;

/** The notice of the status region after a change on an item page (issue 23). */
export const SAVED_NOTICES = {
  status: (status: string) => `Saved: status is ${status}.`,
  assignment: (who: string) => `Saved: assigned to ${who}.`,
  note: () => 'Saved: note added.',
  moderation: (visibility: string | undefined) =>
    visibility === 'published'
      ? 'Saved: the comment is shown on the news page.'
      : 'Saved: the comment is hidden from the news page.',
  retry: () => 'Saved: the message is being sent again.',
  // Queued, not sent: with no mail server or CRM configured nothing leaves, and Notifications says so.
  genuine: () =>
    'Saved: marked genuine. Its notifications are queued: Notifications below shows whether each was sent.',
  deleted: () => 'Saved: comment deleted.',
} as const;

/**
 * The item page after a change refused because someone changed the same thing since the page was
 * drawn: the page shows what is stored now, and says so.
 */
export const STALE_NOTICES = {
  status: (status: string) =>
    `Not saved: while this page was open, the status was changed to ${status}. Choose again if it still needs changing.`,
  assignment: (who: string) =>
    `Not saved: while this page was open, it was assigned to ${who}. Choose again if it still needs changing.`,
} as const;

/** Above a console table on a phone, whose columns go on past the screen's edge. */
export const TABLE_SCROLL_HINT = 'Swipe the table sideways for more columns.';

/** Beside an inbox row's link while its item loads. */
export const OPENING_HINT = 'Opening…';

/** Under the item page's note box. */
export const NOTE_HINT = (max: number) =>
  `Up to ${max.toLocaleString('en-US')} characters. Notes are for staff: the person never sees them.`;

/** A comment's Delete: a disclosure first, then the button that deletes. */
export const DELETE_COMMENT = {
  open: 'Delete comment…',
  warning:
    'Deleting removes the comment from the site and from the console for good: it cannot be restored. Only the audit log keeps a line saying it was deleted.',
  confirm: 'Delete for good',
} as const;

/** Beside a comment marked as spam, where its Restore button would be. */
export const SPAM_COMMENT_HINT = 'Marked as spam, so not shown on the site. To show it again, change its status first.';

/** Deliveries' words when nothing waits, and when e-mails were written to files instead of sent (`filed`). */
export const DELIVERIES_STATE = {
  allDelivered: 'Everything has been delivered.',
  nothingWaiting: 'Nothing is waiting to be sent or failing.',
  filed: (count: number) =>
    `Not sent: ${count === 1 ? '1 e-mail was' : `${count.toLocaleString('en-US')} e-mails were`} written to a file on the server, because no mail server (SMTP_URL) is set up. Nobody received ${count === 1 ? 'it' : 'them'}, confirmations to families included: call the people who are waiting for one. Setting SMTP_URL sends new e-mails, not these.`,
  latestFiled: 'Latest written:',
  /** The list is cut: how many it shows of how many. */
  listed: (shown: number, total: number) =>
    `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} undelivered messages: those given up on first, then the newest waiting.`,
  held: (count: number) =>
    `${count === 1 ? '1 message is' : `${count.toLocaleString('en-US')} messages are`} held with items kept as suspected spam: ${count === 1 ? 'it goes' : 'they go'} out when an item is marked genuine (Suspected spam in the inbox).`,
} as const;

/** Beside the inbox's Export CSV: what a spreadsheet does not hold, so nobody reads its absence as "none". */
export const EXPORT_HINT =
  "The CSV leaves out a claim's description, which stays encrypted on the claim's page, and the text of internal notes (note_count says how many an item has)." as const;

/** A claim past the documents' retention with none left: they were deleted, not never sent. */
export const DOCUMENTS_RETIRED = (days: number) =>
  `No documents are kept: the agency keeps a claim's documents ${days.toLocaleString('en-US')} days, and this claim is older, so any sent with it have been deleted.`;

/** After a retry's notice: the link to the page as it is now. */
export const SEE_WHETHER_DELIVERED = 'See whether it was delivered';
/** In place of "Retry now" on a message given up on whose contents the retention job removed. */
export const CONTENTS_REMOVED = 'Not sent again: its contents were removed after the retention period.';

/**
 * Why a desk form changed nothing (issue 28): shown in the form's alert region, with and without
 * JavaScript, like the public forms' messages. Each ends by saying that nothing changed.
 */
export const DESK_REFUSALS = {
  sessionEnded:
    'Your session has ended (30 minutes without activity, 12 hours after signing in, or a sign-out), so this was not saved. Sign in again in a new tab, then press the button here again: what you typed is still here.',
  unknownItem: 'This item does not exist (it may have been deleted, or the link is wrong). Nothing was changed.',
  status: 'Choose a status from the list: New, In progress, Done or Spam. Nothing was changed.',
  assignee: 'Choose a member of staff from the list, or Nobody. Nothing was changed.',
  unknownAssignee:
    'That account does not exist (it may have been removed). Choose someone from the list. Nothing was changed.',
  disabledAssignee:
    'That account is disabled: its owner can no longer sign in. Choose someone else from the list. Nothing was changed.',
  noteEmpty: 'Write the note before adding it. Nothing was saved.',
  noteTooLong: (max: number) =>
    `A note can be at most ${max.toLocaleString('en-US')} characters. Shorten it and add it again. Nothing was saved.`,
  noteControl:
    'A note can hold text, tabs and line breaks only: its control characters are taken out of the box. Check the note and add it again. Nothing was saved.',
  moderation: 'Choose one of the comment’s buttons: Approve or Restore, Hide, or Delete. Nothing was changed.',
  spamComment:
    'This comment is marked as spam, and spam is never shown. Change its status first, then restore it. Nothing was changed.',
  staleStatus: 'Someone changed this item’s status since this page was opened. Nothing was changed.',
  staleAssignment: 'Someone changed who this item is assigned to since this page was opened. Nothing was changed.',
  unknownMessage: 'This message does not exist or cannot be retried now. Nothing was changed.',
  notSuspectedSpam: 'This item is not marked as suspected spam (any more). Nothing was changed.',
} as const;

/**
 * A message of the outbox in words, by its channel: a confirmation (its topic's kind ends in
 * `confirmation`) goes to the person who made the request, anything else to the agency.
 */
const OUTBOX_MESSAGE_KINDS = {
  email: { agency: 'E-mail to the agency', confirmation: 'Confirmation e-mail' },
  webhook: { agency: 'CRM record', confirmation: 'CRM record' },
  sms: { agency: 'Text message', confirmation: 'Confirmation text' },
} as const satisfies Record<string, { agency: string; confirmation: string }>;

/** What a topic is about when it is no item of the console (a topic's first word is the item type otherwise). */
const OUTBOX_SUBJECTS: Record<string, string> = {
  home_insurance: 'Home insurance plan selection',
  opt_out: 'Opt-out',
};

/**
 * "E-mail to the agency (Claim)": a message as the item page and Deliveries name it, in words a
 * member of staff reads without knowing the topics the code queues. A channel or topic the words do
 * not know is named as stored, so a message is never without a name.
 */
export const outboxMessageName = (channel: string, topic: string): string => {
  const [subject = '', kind = ''] = topic.split('.');
  const kinds = OUTBOX_MESSAGE_KINDS[channel as keyof typeof OUTBOX_MESSAGE_KINDS];
  const about = OUTBOX_SUBJECTS[subject] ?? (ITEM_TYPE_LABELS as Record<string, string>)[subject];
  if (!kinds || !about) return `${channel} (${topic})`;
  return `${kind.endsWith('confirmation') ? kinds.confirmation : kinds.agency} (${about})`;
};

/** Who a channel's messages are handed to, as a failure names it. */
const OUTBOX_RECEIVERS: Record<string, string> = {
  email: 'The mail server',
  webhook: 'The CRM',
  sms: 'The text message provider',
};

/** Error codes (Node's network errors, nodemailer's) that mean the receiver could not be reached at all. */
const UNREACHABLE =
  /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ECONNECTION|ESOCKET)\b/;

/**
 * A delivery's last error in words a member of staff can act on ("The CRM could not be reached."),
 * read from the codes and the answers the outbox stores (server/outbox/worker.ts `safeError`);
 * null when the error is none of these, and the stored text is shown alone.
 */
export function deliveryProblem(channel: string, lastError: string | null): string | null {
  const receiver = OUTBOX_RECEIVERS[channel];
  if (!lastError || !receiver) return null;
  const answered = /\banswered (\d{3})\b/.exec(lastError);
  if (answered) return `${receiver} refused it (it answered ${answered[1]}).`;
  if (UNREACHABLE.test(lastError)) return `${receiver} could not be reached.`;
  if (/\bEAUTH\b/.test(lastError)) return `${receiver} refused the site's sign-in (check SMTP_URL).`;
  if (/\bEENVELOPE\b/.test(lastError)) return `${receiver} refused the address.`;
  if (/is not set|no SMS provider configured/.test(lastError)) return `${receiver} is not set up on this site.`;
  return null;
}

/** An outbox message's state in words a member of staff reads without the decision records. */
export const OUTBOX_STATUS_LABELS: Record<string, string> = {
  pending: 'waiting to be sent',
  delivered: 'delivered',
  filed: 'not sent: written to a file on the server, because no mail server (SMTP_URL) is set up',
  dead: 'failed after its last try',
  held: 'held until someone marks the request genuine',
  suppressed: 'not sent (the person opted out, or the daily limit was reached)',
};

/**
 * A text's "delivered" is the provider's 2xx: it took the text, and no receipt says whether the
 * phone got it (a landline never does). Staff must not tell a family "we texted you" on its word.
 */
export const SMS_ACCEPTED_LABEL = 'accepted by the text provider (it does not report whether the phone received it)';

/** A message's state in words (a state without words as stored); a text's "delivered" is the provider's acceptance. */
export const outboxStatusLabel = (status: string, channel?: string): string =>
  channel === 'sms' && status === 'delivered' ? SMS_ACCEPTED_LABEL : (OUTBOX_STATUS_LABELS[status] ?? status);

/**
 * What each action of the audit log means, in the words an administrator reads (issue 23's log,
 * issue 28's "in words"). The log stores the code; the page shows these words with the code beside
 * them, because the filter takes a code's beginning ("login" finds every sign-in entry). The console
 * can record only an action named here or an item type's `.view` (server/console/audit.ts types
 * `action` so), so a new action without its words fails to compile.
 */
export const AUDIT_ACTION_WORDS = {
  'login.password': 'Password accepted; second factor asked',
  'login.success': 'Signed in',
  'login.refused': 'Sign-in refused',
  'login.refused.count': 'Sign-ins refused (counted over a window)',
  logout: 'Signed out',
  'logout.everywhere': 'Signed out on every device',
  'mfa.enrol': 'Authenticator app set up',
  'mfa.recovery_codes': 'Recovery codes issued',
  'mfa.recovery_code_used': 'Recovery code used to sign in',
  'mfa.reset': 'Second factor removed (account reset)',
  'account.add': 'Account added',
  'account.disable': 'Account disabled',
  'account.reset': 'Account reset; set-up link issued',
  'account.password_set': 'Password set',
  'item.status': 'Status changed',
  'item.assign': 'Assignment changed',
  'item.note': 'Note added',
  'item.genuine': 'Released from suspected spam',
  'comment.publish': 'Comment published',
  'comment.hide': 'Comment hidden',
  'comment.delete': 'Comment deleted',
  'document.download': 'Claim document downloaded',
  'outbox.retry': 'Message sent again',
  'opt_outs.view': 'Opt-out list viewed',
  export: 'Inbox exported (CSV)',
  'retention.run': 'Old submissions blanked or deleted (retention)',
  'audit.retention': 'Old audit entries deleted (retention)',
} as const satisfies Record<string, string>;

/** Every action the console records: one the words above name, or an item's page opened ('claim.view'). */
export type AuditAction = keyof typeof AUDIT_ACTION_WORDS | `${ItemType}.view`;

/**
 * An audit entry's action in words; null for a code the words do not know (an entry written by an
 * earlier version), which the page shows as stored.
 */
export function auditActionWords(action: string): string | null {
  if (Object.hasOwn(AUDIT_ACTION_WORDS, action)) return AUDIT_ACTION_WORDS[action as keyof typeof AUDIT_ACTION_WORDS];
  const viewed = /^([a-z_]+)\.view$/.exec(action)?.[1];
  const label = viewed && Object.hasOwn(ITEM_TYPE_LABELS, viewed) ? ITEM_TYPE_LABELS[viewed as ItemType] : undefined;
  return label ? `${label} opened` : null;
}

/** A member of staff as the desk's lists name them; a disabled account says so (it is offered no new work). */
/**
 * The item page's History: what staff did to the item, from the audit log's rows about it. Views are
 * left out (the audit page has them) and so are notes (listed under Internal notes with their author).
 */
export const ITEM_HISTORY_ACTIONS = [
  'item.status',
  'item.assign',
  'item.genuine',
  'comment.publish',
  'comment.hide',
  'document.download',
] as const satisfies readonly AuditAction[];

/** One line of an item's History, before "by <who>": the status or assignee it was changed to, else the action. */
export function itemHistoryLine(
  action: (typeof ITEM_HISTORY_ACTIONS)[number],
  detail: Record<string, unknown>,
): string {
  if (action === 'item.status' && typeof detail.status === 'string')
    return `Status changed to ${ITEM_STATUS_LABELS[detail.status as ItemStatus] ?? detail.status}`;
  if (action === 'item.assign')
    return typeof detail.assignedToEmail === 'string' ? `Assigned to ${detail.assignedToEmail}` : 'Assigned to Nobody';
  return AUDIT_ACTION_WORDS[action];
}

/** Under History when staff have not changed the item yet. */
export const NO_HISTORY = 'No changes yet.';

export const agentName = (agent: { email: string; disabled: boolean }) =>
  agent.disabled ? `${agent.email} (account disabled)` : agent.email;

/** The console's own answers to an address it has nothing at, and to an agent on an administrator's page. */
export const CONSOLE_NOT_FOUND = {
  title: 'Not found',
  heading: 'Nothing is found at this address',
  body: 'The item or page does not exist: it may have been deleted (a comment, or spam after its retention period), or the link is wrong.',
} as const;

export const CONSOLE_FORBIDDEN = {
  title: 'For administrators',
  heading: 'This page is for administrators',
  body: 'Your account is an agent’s. Ask an administrator if you need what this page shows.',
} as const;

export const BACK_TO_INBOX = 'Back to the inbox';

/** The inbox after a sign-in with a recovery code (`?signed-in=recovery-code`): how many are left, and what next. */
export const RECOVERY_CODE_USED = (left: number) =>
  `You signed in with a recovery code, which now cannot be used again: ${left === 1 ? '1 code is' : `${left} codes are`} left. ` +
  'If you no longer have your authenticator app, ask an administrator to set up your second factor again.';

/** The sign-in page's notice, by the `?notice=` it was sent to with (a set password, a sign-out). */
export const SIGN_IN_NOTICES = {
  'password-set': 'Your password is set. Sign in with it.',
  'signed-out': 'You are signed out.',
  'signed-out-everywhere': 'You are signed out on every device: each session of this account has ended.',
  'session-ended':
    'Your session has ended (30 minutes without activity, or 12 hours after signing in). Sign in again to go on.',
} as const;
