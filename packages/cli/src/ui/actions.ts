import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  type AgentName,
  type ConversationMessage,
  CREDIT_CODE,
  filenameFromQuestion,
  refusedForCredit,
  texts,
} from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import type { ChatServices } from '../chat-services.js';
import { writeDocx } from '../commands/export.js';
import { describeError } from '../errors.js';
import { relatedOf, type UpdateUi } from './chat-ui-state.js';
import type { CopyResult } from './clipboard.js';

export type ChatAppServices = Pick<
  ChatServices,
  'chat' | 'auth' | 'credit' | 'salesFormUrl' | 'takeFailure' | 'peekFailure' | 'settings'
>;

export interface ActionDeps {
  services: ChatAppServices;
  update: UpdateUi;
  copy?: ((text: string) => Promise<CopyResult>) | undefined;
  openUrl?: ((url: string) => Promise<boolean>) | undefined;
}

/** What the chat does for keys and slash commands alike: each action reads the store when it runs. */
export function chatActions({ services, update, copy, openUrl }: ActionDeps) {
  const { chat } = services;
  const say = (text: string, tone: 'info' | 'error' = 'info') => update({ notice: { text, tone } });

  const openPicker = (kind: 'categories' | 'parameters') => {
    update((u) => ({ pickerMessage: null, cursors: { ...u.cursors, picker: 0 } }));
    chat.openPicker(kind);
  };

  const chooseAgent = (agent: AgentName) => {
    chat.setAgent(agent);
    update({ focus: 'prompt' });
    // Every mode but the general one works on chosen agreements: the picker opens at once.
    if (agent !== 'main-agent') openPicker('categories');
  };

  const lastAnswer = () => {
    const last = chat.getState().conversations.findLast((message) => message.role === 'assistant');
    return last?.content.trim() ? last : null;
  };

  /** The question an answer replies to: the user message just before it. */
  const questionBefore = (answer: ConversationMessage) => {
    const messages = chat.getState().conversations;
    return messages.slice(0, messages.indexOf(answer)).findLast((message) => message.role === 'user')
      ?.content;
  };

  const selectedAgreementNames = () => {
    const { categories, categoryList } = chat.getState();
    return categories.flatMap((id) => categoryList.find((c) => c.id_categoria === id)?.descrizione ?? []);
  };

  const askRelated = (index: number) => {
    const question = relatedOf(chat.getState())[index];
    if (!question) return say(cli.ui.badIndex(String(index + 1)), 'error');
    update({ focus: 'prompt' });
    void chat.send(question);
  };

  return {
    say,
    openPicker,
    chooseAgent,
    askRelated,

    async copyAnswer() {
      const answer = lastAnswer();
      if (!answer || !copy) return say(cli.ui.nothingToCopy, 'error');
      const result = await copy(answer.content);
      if (result === 'system') chat.notifyCopied();
      else if (result === 'terminal') say(cli.ui.copiedTerminal);
      else say(cli.ui.copyFailed, 'error');
    },

    async exportAnswer(path?: string) {
      const answer = lastAnswer();
      if (!answer) return say(cli.ui.nothingToExport, 'error');
      const { DEFAULT_FILENAME } = await import('@ccnl/core/export');
      const question = questionBefore(answer);
      const file = path || filenameFromQuestion(question, DEFAULT_FILENAME);
      try {
        await writeDocx(answer.content, file, {
          references: answer.riferimenti,
          cover: { question, agreements: selectedAgreementNames() },
        });
        say(cli.ui.exported(file));
      } catch (error) {
        say(cli.ui.exportFailed(error instanceof Error ? error.message : String(error)), 'error');
      }
    },

    async attach(paths: string[]) {
      if (!paths.length) return say(cli.ui.attachUsage, 'error');
      const files = [];
      for (const path of paths) {
        try {
          const bytes = await readFile(path);
          files.push({
            name: basename(path),
            size: bytes.byteLength,
            data: new Blob([new Uint8Array(bytes)]),
          });
        } catch (error) {
          return say(
            cli.ask.unreadableFile(path, (error as NodeJS.ErrnoException).code ?? String(error)),
            'error',
          );
        }
      }
      // Core validates (count, duplicates, size, type) and shows its own toasts.
      await chat.upload(files);
    },

    /**
     * Sets a payslip field of calcolo's conversation (spec §7 update-busta-paga-field) through core's store,
     * which asks the last question again: the recomputed answer streams in like any other.
     */
    async setPayslipField(field: string, value: string) {
      const state = chat.getState();
      if (!state.currentConversationId || !lastAnswer()) return say(cli.payslip.noAnswer, 'error');
      if (!field || !value) return say(cli.payslip.usage, 'error');
      say(cli.payslip.updating(field, value));
      const done = await chat.submitPayslipField(field, value);
      // A refusal (an unknown field, a value out of range) is the store's error line in the transcript.
      if (done) update({ notice: null });
    },

    openSalesForm() {
      void (openUrl?.(services.salesFormUrl) ?? Promise.resolve(false)).then((opened) => {
        if (!opened) say(cli.ui.salesOpenFailed(services.salesFormUrl));
      });
    },

    /** The Italian line for the chat's last failure: the same catalogue as `ccnl ask`. */
    describeFailure(): string | null {
      const failure = services.peekFailure();
      if (failure === undefined) return null;
      // The trial-ended screen opens at once and says the rest.
      if (refusedForCredit(failure)) return texts.credit[CREDIT_CODE.noCredit];
      return describeError(failure, {
        serverUrl: services.settings.apiUrl,
        salesFormUrl: services.salesFormUrl,
      });
    },
  };
}

export type ChatActions = ReturnType<typeof chatActions>;
