/**
 * The per-agent paths that cannot be Next.js segments of their own: /{name}-booking,
 * /book_{name} (the agent's calendar) and /prohealth-survey-{name}-non-usha (the non-USHA survey).
 * Names are the keys of AGENT_CALENDARS; anything else is not a page.
 */
export type AgentSlug = { kind: 'calendar' | 'non-usha-survey'; agent: string };

const PATTERNS: { kind: AgentSlug['kind']; pattern: RegExp }[] = [
  { kind: 'non-usha-survey', pattern: /^prohealth-survey-([a-z0-9]+)-non-usha$/ },
  { kind: 'calendar', pattern: /^([a-z0-9]+)-booking$/ },
  { kind: 'calendar', pattern: /^book_([a-z0-9]+)$/ },
];

export function parseAgentSlug(slug: string, knownAgents: readonly string[]): AgentSlug | null {
  for (const { kind, pattern } of PATTERNS) {
    const agent = pattern.exec(slug)?.[1];
    if (agent && knownAgents.includes(agent)) return { kind, agent };
  }
  return null;
}

export function agentSlugs(agent: string): string[] {
  return [`${agent}-booking`, `book_${agent}`, `prohealth-survey-${agent}-non-usha`];
}

export function displayName(agent: string): string {
  return agent.charAt(0).toUpperCase() + agent.slice(1);
}
