'use client';

import { createContext, useContext } from 'react';

/** English message -> the page's language (content/es/messages.ts); none on English pages. */
export type MessageCatalogue = Readonly<Record<string, string>>;

const MessagesContext = createContext<MessageCatalogue | null>(null);

/** Set by FormMessages (a server component) around a Spanish page's form. */
export function MessagesProvider({ messages, children }: { messages: MessageCatalogue; children: React.ReactNode }) {
  return <MessagesContext value={messages}>{children}</MessagesContext>;
}

/**
 * How a form shows a message its schema or the server produced (always the specification's
 * English): in the page's language. English pages have no catalogue and show it as it is.
 */
export function useLocalizeMessage(): (message: string) => string {
  const messages = useContext(MessagesContext);
  return (message) => messages?.[message] ?? message;
}
