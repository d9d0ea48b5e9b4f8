import { type ChatStore, type Config, UPLOAD_MAX_FILES, uiTexts as ui } from '@ccnl/core';
import { type DragEvent, useId, useState } from 'react';
import { useStore } from '../hooks/useStore.js';
import { Icon } from './Icon.js';

export type UploadStore = Pick<ChatStore, 'getState' | 'subscribe' | 'upload' | 'removeFile'>;

/**
 * The upload pane (spec §2): choose or drop files, see and remove the conversation's documents. The store
 * validates (count, duplicates, size, type) and shows the spec's texts as toasts.
 */
export default function UploadPane({ chat, rules }: { chat: UploadStore; rules: Config['upload'] }) {
  const files = useStore(chat, (state) => state.files);
  const uploading = useStore(chat, (state) => state.uploadLoading);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const titleId = useId();

  const send = (list: FileList | null) => {
    if (!list) return;
    void chat.upload([...list].map((file) => ({ name: file.name, size: file.size, data: file })));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    send(event.dataTransfer.files);
  };

  return (
    <section className="upload-pane" aria-labelledby={titleId} data-testid="upload-pane">
      <h2 id={titleId} className="upload-title">
        {ui.upload.title}
      </h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the file input beside it is the keyboard's way */}
      <div
        className="upload-drop"
        data-dragging={dragging}
        data-testid="upload-drop"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={inputId}
          type="file"
          multiple
          className="visually-hidden upload-input"
          accept={rules.uploadTypes.join(',')}
          disabled={uploading}
          data-testid="upload-input"
          onChange={(event) => {
            send(event.target.files);
            event.target.value = '';
          }}
        />
        <label htmlFor={inputId} className="button button-secondary upload-choose">
          <Icon name="paperclip" />
          {ui.upload.choose}
        </label>
        <span className="upload-hint">{ui.upload.drop}</span>
      </div>
      <p className="upload-limits">
        {ui.upload.limits(
          Math.min(UPLOAD_MAX_FILES, rules.uploadLimit),
          rules.MAX_FILE_SIZE,
          rules.uploadTypes.join(', '),
        )}
      </p>
      <p className="upload-status" role="status">
        {uploading ? ui.upload.uploading : ''}
      </p>
      {files.length === 0 ? (
        <p className="upload-none">{ui.upload.none}</p>
      ) : (
        <ul className="upload-files" data-testid="upload-files">
          {files.map((file) => (
            <li key={file.file_id} className="upload-file">
              <Icon name="file" />
              <span className="upload-file-name">{file.file_name}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={ui.upload.remove(file.file_name)}
                onClick={() => void chat.removeFile(file.file_id)}
              >
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
