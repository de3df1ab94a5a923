import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CallBackPanel } from '@/components/call-back/call-back-panel';
import { BrandBar, CopyrightFooter } from '@/components/content/standalone-frame';
import { SurveyScreen } from '@/components/content/survey-screen';
import { CALLBACK_FORM } from '@/content/call-back';
import { AGENT_BOOKING_PAGE } from '@/content/pages';
import { SURVEY_PAGE } from '@/content/surveys';
import { agentSlugs, displayName, parseAgentSlug } from '@/lib/agent-slug';
import { pageMetadata } from '@/lib/page-metadata';
import { embedAvailable } from '@/server/config/placeholders';
import { getEnv } from '@/server/env';

type Params = Promise<{ slug: string }>;

// Only the configured agents' paths exist: any other single-segment path is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(getEnv().AGENT_CALENDARS).flatMap((agent) => agentSlugs(agent).map((slug) => ({ slug })));
}

function resolve(slug: string) {
  return parseAgentSlug(slug, Object.keys(getEnv().AGENT_CALENDARS));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const page = resolve(slug);
  if (!page) return {};
  return page.kind === 'calendar'
    ? {
        ...pageMetadata(`/${slug}`, {
          title: AGENT_BOOKING_PAGE.heading(displayName(page.agent)),
          description: AGENT_BOOKING_PAGE.description,
        }),
        robots: { index: false, follow: true },
      }
    : {
        ...pageMetadata(`/${slug}`, { title: SURVEY_PAGE.title, description: SURVEY_PAGE.description }),
        robots: { index: false, follow: true },
      };
}

export default async function AgentPage({ params }: { params: Params }) {
  const { slug } = await params;
  const page = resolve(slug);
  if (!page) notFound();
  const env = getEnv();
  if (page.kind === 'non-usha-survey') return <SurveyScreen url={env.SURVEY_URL_NON_USHA} />;
  const name = displayName(page.agent);
  // An agent without a calendar takes call-back requests instead (docs/decisions/091).
  const calendar = embedAvailable(env.AGENT_CALENDARS[page.agent] ?? '') ? env.AGENT_CALENDARS[page.agent] : undefined;
  return (
    <div className="flex min-h-dvh flex-col">
      <BrandBar />
      <div className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight">{AGENT_BOOKING_PAGE.heading(name)}</h1>
        {calendar ? (
          <>
            <p className="mt-1 mb-4 text-muted-foreground">{AGENT_BOOKING_PAGE.intro}</p>
            <iframe
              src={calendar}
              title={AGENT_BOOKING_PAGE.frameTitle(name)}
              className="min-h-[70vh] w-full flex-1 rounded-xl border"
            />
          </>
        ) : (
          <div className="mx-auto mt-4 w-full max-w-2xl">
            <CallBackPanel intro={CALLBACK_FORM.agentIntro(name)} startOverHref={`/${slug}`} />
          </div>
        )}
      </div>
      <CopyrightFooter />
    </div>
  );
}
