import type { UploadedFile } from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import { paint } from '../../render/paint.js';
import type { Layout } from '../lines.js';
import { Lines, truncate } from './Lines.js';
import { Panel } from './Panel.js';

export function AttachmentsList({ files, layout }: { files: readonly UploadedFile[]; layout: Layout }) {
  const lines = files.length
    ? files.map((file, index) => truncate(`${index + 1}. ${file.file_name}`, layout.width - 4))
    : [paint(cli.ui.noAttachments, { dim: true }, layout.color)];
  return (
    <Panel title={cli.ui.attachmentsTitle} width={layout.width}>
      <Lines lines={[...lines, paint(cli.ui.keysClose, { dim: true }, layout.color)]} />
    </Panel>
  );
}
