import { texts } from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import { wrapText } from '../../render/markdown.js';
import { paint } from '../../render/paint.js';
import { hardSplit } from '../../render/width.js';
import type { Layout } from '../lines.js';
import { Lines, truncate } from './Lines.js';
import { Panel } from './Panel.js';

/** The trial-ended modal (spec §2 modal 3): it cannot be closed. */
export function TrialEnded({ salesUrl, layout }: { salesUrl: string; layout: Layout }) {
  const { color } = layout;
  const inner = layout.width - 4;
  const link = color ? `\x1b]8;;${salesUrl}\x07${salesUrl}\x1b]8;;\x07` : salesUrl;
  return (
    <Panel title={texts.trialEnded.title} width={layout.width}>
      <Lines
        lines={[
          ...wrapText(`${texts.trialEnded.text} ${cli.productName}?`, inner, {}, color),
          '',
          `${paint(`[ ${texts.trialEnded.contact} ]`, { bold: true, color: 'green' }, color)}`,
          ...hardSplit(salesUrl, inner).map((part, index, all) =>
            all.length === 1 && index === 0 ? link : part,
          ),
          '',
          paint(truncate(cli.ui.trialHint, inner), { dim: true }, color),
        ]}
      />
    </Panel>
  );
}
