import { AlignmentType } from 'docx';
import { ElementType, type parseDocument } from 'htmlparser2';

/** The parsed HTML the export walks, and the small questions it asks of it. */

export type DomNode = ReturnType<typeof parseDocument>['children'][number];
export type DomElement = Extract<DomNode, { attribs: Record<string, string> }>;

export type Alignment = (typeof AlignmentType)[keyof typeof AlignmentType];

/** Elements whose content is not text a reader sees. */
export const DROPPED = new Set(['script', 'style', 'template', 'head']);

export function alignmentOf(element: DomElement): Alignment | undefined {
  const style = /text-align\s*:\s*(left|center|right|justify)/i.exec(element.attribs.style ?? '')?.[1];
  switch ((element.attribs.align ?? style ?? '').toLowerCase()) {
    case 'center':
      return AlignmentType.CENTER;
    case 'right':
      return AlignmentType.RIGHT;
    case 'justify':
      return AlignmentType.JUSTIFIED;
    case 'left':
      return AlignmentType.LEFT;
    default:
      return undefined;
  }
}

export function positiveInt(value: string | undefined, fallback: number, max: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
}

export function childElements(element: DomElement): DomElement[] {
  return element.children.filter((child): child is DomElement => child.type === ElementType.Tag);
}

/** Elements whose text is not prose: a "[1]" in them is code, not a source marker. */
export const CODE = new Set([...DROPPED, 'code', 'pre']);

/** The text under `nodes` (without what is under a `dropped` element), without recursion. */
export function plainText(nodes: readonly DomNode[], dropped: ReadonlySet<string> = DROPPED): string {
  const text: string[] = [];
  const stack = [...nodes].reverse();
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.type === ElementType.Text) text.push(node.data);
    else if (node.type === ElementType.Tag && !dropped.has(node.name)) {
      for (let index = node.children.length - 1; index >= 0; index--)
        stack.push(node.children[index] as DomNode);
    }
  }
  return text.join('');
}
