import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from '@/lib/fields/comment';

/** Copy of the news page (the product specification, News screen). */
export const NEWS_COPY = {
  title: 'Insurance News',
  intro:
    'The health, life and small-business insurance stories that matter to families and employers, summarized by our team.',
  disclaimer:
    'These summaries are for general information only and are not insurance, legal or tax advice. Coverage rules differ by plan and by state.',
  askPrompt: 'Have a question about how a story affects you?',
  askLabel: 'Ask us',
  askHref: '/booking',
  author: 'ProHealth Team',
  readTime: '5 min read',
  empty: 'No articles to show right now. Please check back soon.',
  pageSizeLabel: 'Articles per page',
  /** The no-JavaScript submit of the page-size form. */
  apply: 'Apply',
  showing: (from: number, to: number, total: number) =>
    total === 0 ? 'Showing 0 of 0 articles' : `Showing ${from}-${to} of ${total} articles`,
} as const;

/** The list's page links. */
export const PAGINATION_COPY = {
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  pageLink: (page: number) => `Page ${page}`,
  pageOf: (page: number, totalPages: number) => `Page ${page} of ${totalPages}`,
} as const;

/**
 * The buttons under an article's summary. Strings only, like COMMENT_COPY: the server page hands
 * them to the client components (components/news/news-texts.tsx).
 */
export const ARTICLE_DETAILS_COPY = {
  readMore: 'Read More',
  readLess: 'Read Less',
  comments: 'Comments',
  hideComments: 'Hide Comments',
} as const;

export const COMMENT_COPY = {
  loading: 'Loading comments...',
  empty: 'No comments yet. Be the first to share your thoughts!',
  loadFailed: 'Comments could not be loaded.',
  tryAgain: 'Try again',
  successTitle: 'Comment posted!',
  successDescription: 'Your comment has been added successfully.',
  heldTitle: 'Comment received!',
  heldDescription: 'Your comment will appear once our team has approved it.',
  failureTitle: 'Error posting comment',
  failureFallback: 'Failed to post comment. Please try again.',
  emailHint: 'Optional. Never shown publicly; how we use it is in our',
  privacyLinkText: 'Privacy Policy',
  sectionLabel: 'Comments',
  addComment: 'Add Comment',
  cancel: 'Cancel',
  formLabel: 'Add a comment',
  nameLabel: 'Name (optional)',
  /** Also the name a comment without one is stored under (DEFAULT_AUTHOR_NAME). */
  anonymous: 'Anonymous',
  emailLabel: 'Email (optional)',
  contentLabel: 'Comment',
  contentHint: `Plain text, up to ${COMMENT_MAX_LENGTH} characters.`,
  /** The form's own check of a blank comment, before anything is sent (the schema's words). */
  requiredTitle: COMMENT_MESSAGES.requiredTitle,
  required: COMMENT_MESSAGES.required,
  posting: 'Posting...',
  post: 'Post Comment',
} as const;
