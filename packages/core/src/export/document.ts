import {
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  PageNumber,
  PageOrientation,
  Paragraph,
  type ParagraphChild,
  Tab,
  TabStopType,
  TextRun,
} from 'docx';
import { type AnswerSource, answerSources } from '../rules/answer-sources.js';
import { formatItalianDate } from '../rules/presentation.js';
import { texts } from '../strings/spec.js';
import { type Block, HtmlToBlocks } from './html-to-blocks.js';
import {
  type ExportCover,
  type HeaderFooterText,
  PAGE_NUMBER,
  PAGE_SIZE,
  type ResolvedExportOptions,
} from './options.js';

const EXPORT_TEXT = texts.export;
const HEADING_COLOR = '1F3864';
const NOTE_COLOR = '595959';
/** The start of the AI notice: an answer that ends with it does not repeat it under a cover that carries it. */
const NOTICE_START = texts.aiNotice.slice(0, 40);
/** The heading the rule finds an answer's own source list by. */
const SOURCES_HEADING = 'Fonti:';

/** HTML (already validated) to a Word document with the page, header, footer, cover and references of `options`. */
export function buildDocument(html: string, options: ResolvedExportOptions): Document {
  const listsSources = options.references.length > 0;
  let sources: AnswerSource[] = [];
  const converter = new HtmlToBlocks(options.textWidth);
  const children: Block[] = options.cover ? coverSection(options.cover) : [];
  children.push(
    ...converter.convert(html, {
      sourcesList: listsSources,
      notice: options.cover ? NOTICE_START : null,
      // The answer's own list and its references, numbered by the rule its "[n]" markers were written by.
      numberSources: (lines, prose) => {
        if (!listsSources) return 0;
        const block = lines.length
          ? `\n\n${SOURCES_HEADING}\n${lines.map((line) => `- ${line}`).join('\n')}`
          : '';
        sources = answerSources(`${prose}${block}`, options.references).sources;
        return sources.length;
      },
    }),
  );
  if (sources.length > 0) children.push(...referencesSection(sources));
  if (children.length === 0) children.push(new Paragraph({}));

  const { margins } = options;
  return new Document({
    creator: 'Assistente CCNL',
    styles: {
      default: {
        document: {
          run: { font: 'Calibri', size: 22 },
          paragraph: { spacing: { after: 120, line: 276 } },
        },
        heading1: headingStyle(32),
        heading2: headingStyle(28),
        heading3: headingStyle(26),
        heading4: headingStyle(24),
        heading5: headingStyle(22),
        heading6: { ...headingStyle(22), run: { bold: true, italics: true, color: HEADING_COLOR } },
      },
    },
    numbering: { config: converter.numbering },
    sections: [
      {
        properties: {
          page: {
            // docx swaps width and height itself for landscape and writes w:orient.
            size: {
              width: PAGE_SIZE.width,
              height: PAGE_SIZE.height,
              orientation:
                options.orientation === 'landscape' ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT,
            },
            margin: margins,
          },
        },
        headers: options.header
          ? { default: new Header({ children: [headerFooterLine(options.header, options.textWidth)] }) }
          : undefined,
        footers: options.footer
          ? { default: new Footer({ children: [headerFooterLine(options.footer, options.textWidth)] }) }
          : undefined,
        children,
      },
    ],
  });
}

function headingStyle(size: number) {
  return {
    run: { bold: true, size, color: HEADING_COLOR },
    paragraph: { spacing: { before: 240, after: 120 }, keepNext: true, keepLines: true },
  };
}

/** Left, centre and right parts on one line, placed by a centre and a right tab stop. */
function headerFooterLine(parts: HeaderFooterText, width: number): Paragraph {
  const part = (value: string | undefined): TextRun[] => {
    if (!value) return [];
    return [value === PAGE_NUMBER ? new TextRun({ children: [PageNumber.CURRENT] }) : new TextRun(value)];
  };
  return new Paragraph({
    tabStops: [
      { type: TabStopType.CENTER, position: Math.round(width / 2) },
      { type: TabStopType.RIGHT, position: width },
    ],
    children: [
      ...part(parts.left),
      new TextRun({ children: [new Tab()] }),
      ...part(parts.center),
      new TextRun({ children: [new Tab()] }),
      ...part(parts.right),
    ],
  });
}

/** Title, question, date, agreements and the AI notice, as a client reading the file needs them first. */
function coverSection(cover: ExportCover): Paragraph[] {
  const line = (label: string, value: string) =>
    new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] });
  const paragraphs = [
    new Paragraph({ heading: HeadingLevel.HEADING_1, text: cover.title || EXPORT_TEXT.title }),
  ];
  if (cover.question?.trim()) paragraphs.push(line(EXPORT_TEXT.question, cover.question.trim()));
  paragraphs.push(line(EXPORT_TEXT.date, formatItalianDate(cover.date ?? new Date())));
  const agreements = (cover.agreements ?? []).filter((name) => name.trim() !== '');
  if (agreements.length > 0)
    paragraphs.push(line(EXPORT_TEXT.agreements(agreements.length), agreements.join('; ')));
  paragraphs.push(
    new Paragraph({
      spacing: { after: 240 },
      children: [new TextRun({ text: texts.aiNotice, italics: true, size: 18, color: NOTE_COLOR })],
    }),
  );
  return paragraphs;
}

/** Where a reference's text starts: after its "[n]" label, so wrapped lines align under the text. */
const LABEL_INDENT = 567;

/**
 * One list, each source labelled "[n]" as the text's markers point at it: agreement, article, what it says,
 * then the publisher's domain (linked) and the date. The labels are written, not Word numbering: the cited
 * sources come first, so the numbers are not always in sequence.
 */
function referencesSection(sources: readonly AnswerSource[]): Paragraph[] {
  const paragraphs = [new Paragraph({ heading: HeadingLevel.HEADING_2, text: EXPORT_TEXT.referencesTitle })];
  for (const source of sources) {
    const children: ParagraphChild[] = [
      new TextRun(`[${source.number}]`),
      new TextRun({ children: [new Tab()] }),
      new TextRun({ text: source.ccnl, bold: true }),
    ];
    if (source.article) children.push(new TextRun(`, ${source.article}`));
    if (source.text) children.push(new TextRun(` \u2014 ${source.text}`));
    if (source.url) {
      children.push(new TextRun(` ${EXPORT_TEXT.source} `));
      children.push(
        new ExternalHyperlink({
          link: source.url,
          children: [new TextRun({ text: source.domain ?? source.url, style: 'Hyperlink' })],
        }),
      );
    }
    if (source.date) children.push(new TextRun(` (${EXPORT_TEXT.sourceDate(source.date)})`));
    paragraphs.push(
      new Paragraph({
        children,
        indent: { left: LABEL_INDENT, hanging: LABEL_INDENT },
        tabStops: [{ type: TabStopType.LEFT, position: LABEL_INDENT }],
      }),
    );
  }
  return paragraphs;
}
