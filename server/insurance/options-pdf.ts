import 'server-only';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import * as English from '@/content/options-pdf';
import * as Spanish from '@/content/es/options-pdf';
import { BRAND } from '@/content/site';
import { formatUsd } from '@/lib/currency';
import { HTML_LANG, type Locale } from '@/lib/i18n/locale';
import { pick } from '@/lib/i18n/translation';
import type { InsuranceOption } from '@/lib/schemas/home-assessment';

export interface OptionsPdfInput {
  assessmentId: number;
  /** As presentOptions shows them (no example carrier in production). */
  options: InsuranceOption[];
  /** The plan the visitor confirmed (stored), marked in the PDF. */
  selectedInsuranceId: string | null;
  /**
   * The plan selected on the results page but not (yet) confirmed, when the visitor downloads the
   * PDF after choosing a card: marked too, so the PDF shows what the screen showed.
   */
  chosenInsuranceId?: string | null;
  /** Named when no carrier writes there (options empty). */
  stateName: string;
  exampleRates: boolean;
  /** resultsUrl null: no trustworthy absolute link (PUBLIC_BASE_URL unset in production), left out. */
  contact: { phone: string; email: string; resultsUrl: string | null };
  generatedAt: Date;
  /** The language of the page it was downloaded from (English when not said). */
  locale?: Locale;
}

/** The PDF's words in a language (the route also names the file with them). */
export function optionsPdfTexts(locale: Locale = 'en') {
  return pick(locale, English.OPTIONS_PDF, Spanish.OPTIONS_PDF);
}

const PAGE = { width: 612, height: 792, margin: 54 };
const INK = rgb(0.1, 0.12, 0.2);
const MUTED = rgb(0.35, 0.38, 0.45);
const ACCENT = rgb(0.16, 0.3, 0.7);

/**
 * The standard PDF fonts speak WinAnsi only: replace what they cannot draw. Latin-1 letters and
 * signs (á, ñ, ü, ¿, ¡, º) are WinAnsi and stay, so Spanish is drawn as written.
 */
function printable(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e\u00a1-\u00ff]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) line = candidate;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The results as a one- or two-page PDF: every option with provider, premiums, coverage and
 * features, the estimate notice and the agency's contact details. Text stays text (searchable,
 * readable by screen readers and by the tests).
 */
export async function renderOptionsPdf(input: OptionsPdfInput): Promise<Uint8Array> {
  const locale = input.locale ?? 'en';
  const t = optionsPdfTexts(locale);
  const pdf = await PDFDocument.create();
  pdf.setTitle(t.title(input.assessmentId));
  pdf.setAuthor(BRAND.name);
  pdf.setSubject(t.subject);
  pdf.setLanguage(HTML_LANG[locale]);
  pdf.setCreationDate(input.generatedAt);
  pdf.setModificationDate(input.generatedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const textWidth = PAGE.width - 2 * PAGE.margin;

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const ensure = (height: number) => {
    if (y - height < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const write = (
    text: string,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; indent?: number; gap?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10.5;
    const indent = options.indent ?? 0;
    for (const line of wrap(text, font, size, textWidth - indent)) {
      ensure(size * 1.4);
      page.drawText(line, { x: PAGE.margin + indent, y: y - size, size, font, color: options.color ?? INK });
      y -= size * 1.4;
    }
    y -= options.gap ?? 0;
  };

  write(BRAND.name, { font: bold, size: 12, color: ACCENT, gap: 4 });
  write(t.heading, { font: bold, size: 20, gap: 2 });
  write(t.prepared(input.assessmentId, input.generatedAt), { color: MUTED, gap: 8 });
  // The visitor's copy speaks plainly: no setting or table names (those stay in the agency's e-mail).
  write(t.estimateNotice, { size: 10, color: MUTED, gap: input.exampleRates ? 4 : 12 });
  if (input.exampleRates) write(t.exampleRatesNotice, { size: 10, color: MUTED, gap: 12 });

  const confirmed = input.options.find((option) => option.id === input.selectedInsuranceId) ?? null;
  const chosen =
    input.options.find((option) => option.id === input.chosenInsuranceId && option.id !== confirmed?.id) ?? null;
  const markOf = (option: InsuranceOption) =>
    option === confirmed ? t.marks.confirmed : option === chosen ? t.marks.selected : null;
  for (const plan of [confirmed, chosen]) {
    if (plan)
      write(`${markOf(plan)}: ${plan.providerName} - ${formatUsd(plan.monthlyPremium)}${t.perMonth}`, {
        font: bold,
        size: 12,
        color: ACCENT,
        gap: 4,
      });
  }
  if (confirmed || chosen) y -= 8;
  if (input.options.length === 0) {
    write(t.noCarrier.heading(input.stateName), { font: bold, size: 14, gap: 2 });
    write(t.noCarrier.text(input.stateName), { gap: 12 });
  }

  for (const option of input.options) {
    ensure(150);
    page.drawLine({
      start: { x: PAGE.margin, y: y + 4 },
      end: { x: PAGE.width - PAGE.margin, y: y + 4 },
      thickness: 0.75,
      color: rgb(0.85, 0.87, 0.9),
    });
    y -= 6;
    const mark = markOf(option);
    const startPage = page;
    const top = y;
    if (mark) write(mark, { font: bold, size: 9.5, color: ACCENT });
    write(`${option.providerName}${option.recommended ? `  ${t.recommended}` : ''}`, { font: bold, size: 14 });
    write(t.policyType, { color: MUTED, gap: 4 });
    write(
      t.premiums(
        formatUsd(option.monthlyPremium),
        formatUsd(option.yearlyPremium),
        formatUsd(12 * option.monthlyPremium - option.yearlyPremium),
      ),
      {
        font: bold,
        size: 11.5,
        gap: 4,
      },
    );
    write(`${t.coverage}: ${formatUsd(option.coverageAmount)}`);
    write(t.coverageDetails, { font: bold });
    write(`${t.deductible}: ${formatUsd(option.coverageDetails.deductible)}`, { indent: 12 });
    write(`${t.liability}: ${formatUsd(option.coverageDetails.liabilityCoverage)}`, { indent: 12 });
    write(`${t.personalProperty}: ${formatUsd(option.coverageDetails.personalPropertyCoverage)}`, { indent: 12 });
    write(`${t.medicalPayments}: ${formatUsd(option.coverageDetails.medicalPayments)}`, { indent: 12 });
    write(t.features, { font: bold });
    for (const feature of option.features) write(`- ${feature}`, { indent: 12 });
    // The marked plan also carries a bar in the margin, seen at a glance when the PDF is printed.
    // (From the top of the page when the option ran over onto a new one.)
    if (mark) {
      const barTop = page === startPage ? top : PAGE.height - PAGE.margin;
      page.drawRectangle({ x: PAGE.margin - 14, y, width: 4, height: barTop - y, color: ACCENT });
    }
    y -= 12;
  }

  ensure(80);
  write(t.questionsHeading, { font: bold, size: 12, gap: 2 });
  write(`${t.phone}: ${input.contact.phone}`);
  write(`${t.email}: ${input.contact.email}`);
  if (input.contact.resultsUrl) write(`${t.resultsOnline}: ${input.contact.resultsUrl}`, { color: MUTED });
  return pdf.save();
}
