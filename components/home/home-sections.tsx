import { ArrowRight, HeartPulse, Phone, Shield, ShieldPlus, Stethoscope, Users } from 'lucide-react';
import { FaqAccordion } from '@/components/content/faq-accordion';
import { ConfiguredLink } from '@/components/content/external-link';
import { LogoStrip } from '@/components/content/logo-strip';
import { PhoneNumber } from '@/components/content/phone-number';
import { StarRating, StarShapeDefinition } from '@/components/content/star-rating';
import { VideoCard } from '@/components/content/video-card';
import { buttonVariants } from '@/components/ui/button';
import * as SpanishFaq from '@/content/es/faq';
import * as Spanish from '@/content/es/home';
import * as EnglishFaq from '@/content/faq';
import * as English from '@/content/home';
import type { Locale } from '@/lib/i18n/locale';
import { linkInLanguage, surveyLinkInLanguage } from '@/lib/i18n/twin-path';
import { pick } from '@/lib/i18n/translation';
import { cn } from '@/lib/utils';

// The home page's sections take the page's language and pick their own texts (decision 182).

const section = 'mx-auto max-w-7xl px-4 py-16 md:py-20';

function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight md:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-lg text-muted-foreground">{intro}</p>}
    </div>
  );
}

export function Hero({ locale }: { locale: Locale }) {
  const HERO = pick(locale, English.HERO, Spanish.HERO);
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-accent to-background">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center md:py-28">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{HERO.eyebrow}</p>
        <h1 id="hero-heading" className="mt-4 text-4xl font-extrabold tracking-tight md:text-6xl">
          {HERO.headline}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">{HERO.text}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <a href={surveyLinkInLanguage('/prohealth-survey', locale)} className={buttonVariants({ size: 'lg' })}>
            {HERO.primaryCta}
          </a>
          <a href={linkInLanguage('/contact', locale)} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {HERO.secondaryCta}
            <ArrowRight aria-hidden="true" />
          </a>
        </div>
      </div>
    </section>
  );
}

export function InsurerStrip({ locale }: { locale: Locale }) {
  const LOGO_STRIP = pick(locale, English.LOGO_STRIP, Spanish.LOGO_STRIP);
  return (
    <section aria-label={LOGO_STRIP.label} className="border-y bg-muted/30 py-8">
      <div className="mx-auto max-w-7xl px-4">
        <LogoStrip logos={English.INSURER_LOGOS} pauseLabel={LOGO_STRIP.pause} />
      </div>
    </section>
  );
}

export function About({
  locale,
  surveyUrl,
  baseUrl,
  videoUrl,
}: {
  locale: Locale;
  surveyUrl: string;
  baseUrl: string;
  videoUrl: string;
}) {
  const ABOUT = pick(locale, English.ABOUT, Spanish.ABOUT);
  return (
    <section id="about" aria-labelledby="about-heading" className={cn(section, 'scroll-mt-32')}>
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div>
          <h2 id="about-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
            {ABOUT.heading}
          </h2>
          {/* Keyed by position (fixed copy): a key of the text itself is one more copy of it in the payload. */}
          {ABOUT.paragraphs.map((paragraph, index) => (
            <p key={index} className="mt-4 text-lg text-muted-foreground">
              {paragraph}
            </p>
          ))}
          <ConfiguredLink
            locale={locale}
            href={surveyLinkInLanguage(surveyUrl, locale)}
            baseUrl={baseUrl}
            className={cn(buttonVariants({ size: 'lg' }), 'mt-8')}
          >
            {ABOUT.cta}
          </ConfiguredLink>
        </div>
        <VideoCard
          url={videoUrl}
          title={ABOUT.videoTitle}
          caption={ABOUT.videoCaption}
          playLabel={ABOUT.playVideo(ABOUT.videoTitle)}
        />
      </div>
    </section>
  );
}

export function HowItWorks({ locale }: { locale: Locale }) {
  const PROCESS = pick(locale, English.PROCESS, Spanish.PROCESS);
  return (
    <section id="how-it-works" aria-labelledby="how-heading" className="scroll-mt-32 bg-muted/30">
      <div className={section}>
        <SectionHeading id="how-heading" title={PROCESS.heading} intro={PROCESS.intro} />
        <ol className="grid gap-6 md:grid-cols-3">
          {PROCESS.steps.map((step, index) => (
            <li key={step.title} className="rounded-xl border bg-card p-6 shadow-sm">
              <span
                className="flex h-10 w-10 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-semibold">
                <span className="sr-only">{PROCESS.stepLabel(index + 1)}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const TYPE_ICONS = [Shield, HeartPulse, Stethoscope, ShieldPlus];

export function CoverageTypes({ locale }: { locale: Locale }) {
  const COVERAGE_TYPES = pick(locale, English.COVERAGE_TYPES, Spanish.COVERAGE_TYPES);
  return (
    <section id="coverage-types" aria-labelledby="types-heading" className={cn(section, 'scroll-mt-32')}>
      <SectionHeading id="types-heading" title={COVERAGE_TYPES.heading} intro={COVERAGE_TYPES.intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {COVERAGE_TYPES.tiles.map((tile, index) => {
          const Icon = TYPE_ICONS[index] ?? Shield;
          return (
            <li key={tile.title} className="rounded-xl border bg-card p-6 text-center shadow-sm">
              <Icon className="mx-auto h-10 w-10 text-primary" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold">{tile.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{tile.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Testimonials({ locale }: { locale: Locale }) {
  const TESTIMONIALS = pick(locale, English.TESTIMONIALS, Spanish.TESTIMONIALS);
  return (
    <section aria-labelledby="testimonials-heading" className="bg-muted/30">
      <StarShapeDefinition />
      <div className={section}>
        <SectionHeading id="testimonials-heading" title={TESTIMONIALS.heading} />
        <ul className="grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.items.map((item) => (
            <li key={item.name}>
              <figure
                className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm"
                data-testid="testimonial"
              >
                <StarRating rating={item.rating} label={TESTIMONIALS.ratingLabel(item.rating)} />
                <blockquote className="mt-4 flex-1 text-card-foreground">“{item.quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
                    aria-hidden="true"
                  >
                    {item.initials}
                  </span>
                  <span>
                    <span className="block font-semibold">{item.name}</span>
                    <span className="block text-sm text-muted-foreground">{item.detail}</span>
                    <span className="block text-xs text-muted-foreground" data-testid="testimonial-source">
                      {TESTIMONIALS.source}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const OPTION_ICONS = [Users, Users, Shield, Stethoscope, HeartPulse, Phone];
const CHECK_ID = 'check-mark';

/**
 * The cards' check mark (lucide's), drawn once and used by reference: its 18 inline copies
 * weighed about 7 KB of the home page's HTML and inline payload together (decision 176).
 */
function CheckMarkDefinition() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <defs>
        <path
          id={CHECK_ID}
          d="M20 6 9 17l-5-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </defs>
    </svg>
  );
}

/**
 * The six coverage option cards. On the home page 'Get Started' goes to /prohealth-survey in the
 * same window; on /coverage-options it opens the external survey in a new tab (the product specification, section 2).
 * A card with a form of its own on this site (Small Business: the group quote) goes there on both
 * pages, in the same window (docs/decisions/093-way-finding-to-the-forms.md).
 */
export function CoverageOptionCards({
  locale,
  surveyUrl,
  baseUrl,
  getStarted,
  headingLevel = 3,
}: {
  locale: Locale;
  surveyUrl: string;
  baseUrl: string;
  getStarted: 'same-window' | 'new-tab';
  headingLevel?: 2 | 3;
}) {
  const COVERAGE_OPTIONS = pick(locale, English.COVERAGE_OPTIONS, Spanish.COVERAGE_OPTIONS);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <CheckMarkDefinition />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {COVERAGE_OPTIONS.cards.map((card, index) => {
          const Icon = OPTION_ICONS[index] ?? Shield;
          return (
            <li
              key={card.title}
              className="flex flex-col rounded-xl border bg-card p-6 shadow-sm"
              data-testid="coverage-card"
            >
              <Icon className="h-8 w-8 text-primary" aria-hidden="true" />
              <Heading className="mt-4 text-xl font-semibold">{card.title}</Heading>
              <p className="mt-2 text-muted-foreground">{card.text}</p>
              <ul className="mt-4 flex-1 space-y-2 text-sm">
                {card.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <svg viewBox="0 0 24 24" className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden="true">
                      <use href={`#${CHECK_ID}`} />
                    </svg>
                    {point}
                  </li>
                ))}
              </ul>
              {card.href || getStarted === 'same-window' ? (
                <a
                  href={
                    card.href ? linkInLanguage(card.href, locale) : surveyLinkInLanguage('/prohealth-survey', locale)
                  }
                  className={cn(buttonVariants(), 'mt-6')}
                >
                  {COVERAGE_OPTIONS.getStarted}
                  <span className="sr-only">: {card.title}</span>
                </a>
              ) : (
                <ConfiguredLink
                  locale={locale}
                  href={surveyLinkInLanguage(surveyUrl, locale)}
                  baseUrl={baseUrl}
                  className={cn(buttonVariants(), 'mt-6')}
                >
                  {COVERAGE_OPTIONS.getStarted}
                  <span className="sr-only">: {card.title}</span>
                </ConfiguredLink>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function CoverageOptions({
  locale,
  surveyUrl,
  baseUrl,
}: {
  locale: Locale;
  surveyUrl: string;
  baseUrl: string;
}) {
  const COVERAGE_OPTIONS = pick(locale, English.COVERAGE_OPTIONS, Spanish.COVERAGE_OPTIONS);
  const MORE_WAYS = pick(locale, English.MORE_WAYS, Spanish.MORE_WAYS);
  return (
    <section id="coverage" aria-labelledby="coverage-heading" className={cn(section, 'scroll-mt-32')}>
      <SectionHeading id="coverage-heading" title={COVERAGE_OPTIONS.heading} intro={COVERAGE_OPTIONS.intro} />
      <CoverageOptionCards locale={locale} surveyUrl={surveyUrl} baseUrl={baseUrl} getStarted="same-window" />
      <div className="mt-10 flex flex-col items-center gap-4 text-center">
        <p className="text-muted-foreground">{COVERAGE_OPTIONS.footnote}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ConfiguredLink
            locale={locale}
            href={surveyLinkInLanguage(surveyUrl, locale)}
            baseUrl={baseUrl}
            className={buttonVariants({ size: 'lg' })}
          >
            {COVERAGE_OPTIONS.startAssessment}
          </ConfiguredLink>
          <a href={linkInLanguage('/contact', locale)} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {COVERAGE_OPTIONS.contactUs}
          </a>
        </div>
      </div>
      <div className="mt-12 rounded-xl border bg-muted/30 p-6 text-center">
        <h3 className="text-lg font-semibold">{MORE_WAYS.heading}</h3>
        <ul className="mt-3 flex flex-col items-center justify-center gap-x-8 gap-y-2 md:flex-row">
          {MORE_WAYS.links.map((link) => (
            <li key={link.href}>
              <a
                href={linkInLanguage(link.href, locale)}
                className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4 hover:no-underline"
              >
                {link.label}
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function PainPoints({ locale }: { locale: Locale }) {
  const PAIN_POINTS = pick(locale, English.PAIN_POINTS, Spanish.PAIN_POINTS);
  return (
    <section aria-labelledby="pain-heading" className="bg-muted/30">
      <div className={section}>
        <SectionHeading id="pain-heading" title={PAIN_POINTS.heading} intro={PAIN_POINTS.intro} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {PAIN_POINTS.tiles.map((tile) => (
            <li key={tile.title} className="rounded-xl border bg-card p-5 shadow-sm">
              <h3 className="font-semibold">{tile.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{tile.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Faq({ locale }: { locale: Locale }) {
  return (
    <section id="faq" aria-labelledby="faq-heading" className={cn(section, 'max-w-3xl scroll-mt-32')}>
      <SectionHeading id="faq-heading" title={pick(locale, EnglishFaq.FAQ_HEADING, SpanishFaq.FAQ_HEADING)} />
      <FaqAccordion items={pick(locale, EnglishFaq.FAQ, SpanishFaq.FAQ)} locale={locale} />
    </section>
  );
}

export function ClosingCta({
  locale,
  surveyUrl,
  baseUrl,
  phone,
  phoneHref,
}: {
  locale: Locale;
  surveyUrl: string;
  baseUrl: string;
  phone: string;
  phoneHref: string;
}) {
  const CLOSING_CTA = pick(locale, English.CLOSING_CTA, Spanish.CLOSING_CTA);
  return (
    <section aria-labelledby="cta-heading" className="focus-on-primary bg-primary text-primary-foreground">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
          {CLOSING_CTA.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg">{CLOSING_CTA.text}</p>
        <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ConfiguredLink
            locale={locale}
            href={surveyLinkInLanguage(surveyUrl, locale)}
            baseUrl={baseUrl}
            className={buttonVariants({ size: 'lg', variant: 'secondary' })}
          >
            {CLOSING_CTA.primary}
          </ConfiguredLink>
          <a
            href={phoneHref}
            className="inline-flex min-h-11 max-w-full flex-wrap items-center justify-center gap-2 rounded-md border border-current px-8 text-center font-medium hover:bg-white/10"
          >
            <Phone className="h-4 w-4" aria-hidden="true" />
            {CLOSING_CTA.secondary} <PhoneNumber>{phone}</PhoneNumber>
          </a>
        </div>
      </div>
    </section>
  );
}
