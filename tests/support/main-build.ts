/**
 * The build-time settings of the main build, given to the main and console browser suites and to
 * the operations scripts of `npm test`, so that one build serves them all (decision 172): the
 * defaults, plus one agent (there are none by default) without a calendar, so the agent pages
 * exist and take call-back requests. Agents with calendars: the analytics build.
 */
export const MAIN_BUILD_ENV: Readonly<Record<string, string>> = { AGENT_CALENDARS: 'alex' };
