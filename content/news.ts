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
} as const;

export const COMMENT_COPY = {
  loading: 'Loading comments...',
  empty: 'No comments yet. Be the first to share your thoughts!',
  loadFailed: 'Comments could not be loaded.',
  successTitle: 'Comment posted!',
  successDescription: 'Your comment has been added successfully.',
  heldTitle: 'Comment received!',
  heldDescription: 'Your comment will appear once our team has approved it.',
  failureTitle: 'Error posting comment',
  failureFallback: 'Failed to post comment. Please try again.',
  emailHint: 'Optional. Never shown publicly; how we use it is in our',
  privacyLinkText: 'Privacy Policy',
} as const;
