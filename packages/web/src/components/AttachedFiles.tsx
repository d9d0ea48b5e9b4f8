import type { ChatStore } from '@ccnl/core';
import { uiTexts as ui } from '@ccnl/core';
import { useStore } from '../hooks/useStore.js';
import { Icon } from './Icon.js';

type FilesStore = Pick<ChatStore, 'getState' | 'subscribe'>;

/**
 * The conversation's attached files as chips above the composer, while the upload pane is closed: what the
 * next question will be read against stays in sight. A chip opens the pane.
 */
export function AttachedFiles({ chat, onOpen }: { chat: FilesStore; onOpen: () => void }) {
  const files = useStore(chat, (state) => state.files);
  if (!files.length) return null;
  return (
    <ul className="attached-files" aria-label={ui.composer.attached} data-testid="attached-files">
      {files.map((file) => (
        <li key={file.file_id}>
          <button type="button" className="attached-file" title={ui.composer.openAttached} onClick={onOpen}>
            <Icon name="paperclip" />
            <span className="attached-file-name">{file.file_name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
