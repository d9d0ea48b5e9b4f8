import { type ChatStore, type ConversationMessage, filenameFromQuestion, uiTexts as ui } from '@ccnl/core';
import type { AnswerSource } from '@ccnl/core/answer';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useStore } from '../hooks/useStore.js';
import { loadExport } from '../lazy-chunks.js';
import { AnswerSources } from './AnswerSources.js';
import { Icon } from './Icon.js';

export type AnswerStore = Pick<
  ChatStore,
  'getState' | 'subscribe' | 'send' | 'notifyCopied' | 'submitPayslipField' | 'loadList'
>;

/** Copies with the Clipboard API, or the older selection command where that is not allowed. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = 'visually-hidden';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** The Word file a client can be sent: the question, the agreements by name and today's date open it. */
async function exportAnswer(message: ConversationMessage, chat: AnswerStore): Promise<void> {
  const { exportMarkdownDocx, DEFAULT_FILENAME } = await loadExport();
  const { conversations, categories, categoryList } = chat.getState();
  const question = conversations
    .slice(0, conversations.indexOf(message))
    .findLast((entry) => entry.role === 'user')?.content;
  const agreements = categories.flatMap(
    (id) => categoryList.find((category) => category.id_categoria === id)?.descrizione ?? [],
  );
  const blob = await exportMarkdownDocx(message.content, {
    references: message.riferimenti,
    cover: { question, agreements },
  });
  if (!(blob instanceof Blob)) return;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filenameFromQuestion(question, DEFAULT_FILENAME);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; free it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const fieldLabel = (field: string) => field.replace(/[_-]+/g, ' ').trim();

/**
 * The calcolo answer asks for a payslip field: the user sets it here, and core saves it
 * (`update-busta-paga-field`) and recomputes the question in modify mode (a failure shows as an error message).
 */
function PayslipFieldForm({ field, chat }: { field: string; chat: AnswerStore }) {
  const inputId = useId();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    setBusy(true);
    void chat.submitPayslipField(field, value.trim()).finally(() => setBusy(false));
  };
  return (
    <form className="payslip-form" onSubmit={submit} data-testid="payslip-form">
      <label htmlFor={inputId}>
        {ui.payslip.title}: <strong>{fieldLabel(field)}</strong>
      </label>
      <div className="payslip-row">
        <input
          id={inputId}
          className="input"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          data-testid="payslip-input"
        />
        <button type="submit" className="button button-primary" disabled={busy || !value.trim()}>
          {ui.payslip.submit}
        </button>
      </div>
    </form>
  );
}

/** Under a finished answer: copy, export, references, related questions, and the payslip field to edit. */
export function AnswerExtras({
  message,
  sources,
  sourceIdPrefix,
  last,
  chat,
}: {
  message: ConversationMessage;
  sources: readonly AnswerSource[];
  sourceIdPrefix: string;
  last: boolean;
  chat: AnswerStore;
}) {
  const categories = useStore(chat, (state) => state.categoryList);
  const categoriesStatus = useStore(chat, (state) => state.listStatus.categories);
  // The chips name agreements by their short names, which the agreements list holds.
  useEffect(() => {
    if (sources.length > 0 && categoriesStatus === 'idle') void chat.loadList('categories');
  }, [chat, sources.length, categoriesStatus]);
  const field =
    last && message.showAction && typeof message.calcola_field === 'string' ? message.calcola_field : '';
  return (
    <div className="answer-extras">
      <div className="answer-actions">
        <button
          type="button"
          className="button button-ghost"
          aria-label={ui.messages.copyLabel}
          data-testid="copy-button"
          onClick={() => {
            void copyText(message.content).then((copied) => copied && chat.notifyCopied());
          }}
        >
          <Icon name="copy" />
          {ui.messages.copy}
        </button>
        <button
          type="button"
          className="button button-ghost"
          aria-label={ui.messages.exportLabel}
          data-testid="export-button"
          onPointerEnter={() => void loadExport().catch(() => {})}
          onClick={() => {
            exportAnswer(message, chat).catch((error: unknown) => console.error(error));
          }}
        >
          <Icon name="download" />
          {ui.messages.exportDocx}
        </button>
      </div>
      {field && <PayslipFieldForm key={message.messageId} field={field} chat={chat} />}
      {sources.length > 0 && (
        <AnswerSources sources={sources} categories={categories} idPrefix={sourceIdPrefix} />
      )}
      {message.relatedQuestions.length > 0 && (
        <section className="answer-section" aria-label={ui.messages.related}>
          <h3 className="answer-section-title">{ui.messages.related}</h3>
          <ul className="related-questions" data-testid="related-questions">
            {message.relatedQuestions.map((question) => (
              <li key={question}>
                <button type="button" className="related-question" onClick={() => void chat.send(question)}>
                  {question}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
