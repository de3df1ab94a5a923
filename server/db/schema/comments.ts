import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languageColumn } from './language';
import { submissionStore } from './submission-store';

/**
 * Visitors' comments on news articles. `author_email` is private: it is stored for the agency
 * (it appears in the agency's notification e-mail only) and never selected by a public query.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The article's url exactly as the news sheet lists it. */
    blogPostUrl: text('blog_post_url').notNull(),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email'),
    /** Plain text; rendered as text, never as markup. */
    content: text('content').notNull(),
    /**
     * 'published' (listed publicly), 'held' (COMMENTS_MODERATION=pre: waits for approval) or
     * 'hidden' (removed by the agency in the console). Only 'published' is ever listed.
     */
    visibility: text('visibility').notNull().default('published'),
    /**
     * Set when the submission tripped the honeypot or the fill-time check: 'honeypot-filled' | 'submitted-too-fast'
     * (decision 042).
     */
    suspectedSpam: text('suspected_spam'),
    language: languageColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('comments_post_created_idx').on(table.blogPostUrl, table.createdAt),
    index('comments_created_idx').on(table.createdAt),
  ],
);

export const commentsStore = submissionStore('comment', comments, {
  retentionMarker: comments.authorName,
  retentionBlank: (removed) => ({ authorName: removed, authorEmail: null }),
});

export type Comment = typeof comments.$inferSelect;
