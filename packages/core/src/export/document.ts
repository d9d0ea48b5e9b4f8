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
import type { Riferimento } from '../model/conversation.js';
import { it } from '../strings/it.js';
import { type Block, HtmlToBlocks, safeHref } from './html-to-blocks.js';
import { type HeaderFooterText, PAGE_NUMBER, PAGE_SIZE, type ResolvedExportOptions } from './options.js';

const EXPORT_TEXT = it.export;

const WEB_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:']);
const HEADING_COLOR = '1F3864';

/** HTML (already validated) to a Word document with the page, header, footer and references of `options`. */
export function buildDocument(html: string, options: ResolvedExportOptions): Document {
  const converter = new HtmlToBlocks(options.textWidth);
  const children: Block[] = converter.convert(html);
  if (options.references.length > 0) children.push(...referencesSection(options.references, converter));
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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO date as Italians write it (05/10/2024); anything else as given. */
function italianDate(date: string): string {
  const match = ISO_DATE.exec(date.trim());
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

function referencesSection(references: readonly Riferimento[], converter: HtmlToBlocks): Paragraph[] {
  const reference = converter.addList(false);
  const paragraphs = [new Paragraph({ heading: HeadingLevel.HEADING_2, text: EXPORT_TEXT.referencesTitle })];
  for (const ref of references) {
    const children: ParagraphChild[] = [new TextRun({ text: ref.ccnl, bold: true })];
    if (ref.article) children.push(new TextRun(`, ${ref.article}`));
    if (ref.text) children.push(new TextRun(` \u2014 ${ref.text}`));
    if (ref.source_url) {
      const href = safeHref(ref.source_url, WEB_PROTOCOLS);
      children.push(new TextRun(` ${EXPORT_TEXT.source} `));
      // A source that is not a web address is shown, never linked.
      children.push(
        href
          ? new ExternalHyperlink({
              link: href,
              children: [new TextRun({ text: ref.source_url, style: 'Hyperlink' })],
            })
          : new TextRun(ref.source_url),
      );
    }
    if (ref.source_date)
      children.push(new TextRun(` (${EXPORT_TEXT.sourceDate(italianDate(ref.source_date))})`));
    paragraphs.push(new Paragraph({ children, numbering: { reference, level: 0 } }));
  }
  return paragraphs;
}
