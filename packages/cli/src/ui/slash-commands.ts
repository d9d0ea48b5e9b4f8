import type { ChatStore } from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import { agentFromOption } from '../selection.js';
import type { ChatActions } from './actions.js';
import { payslipFieldOf, type UpdateUi } from './chat-ui-state.js';

export interface SlashContext {
  chat: Pick<
    ChatStore,
    'getState' | 'removeFile' | 'newConversation' | 'loadSidebar' | 'setAgent' | 'openPicker'
  >;
  actions: ChatActions;
  update: UpdateUi;
  leave: (code: number) => void;
}

/** A line starting with "/": the chat's commands, in Italian like the rest of the screen (listed in `?`). */
export function runSlashCommand(line: string, { chat, actions, update, leave }: SlashContext) {
  const [name = '', ...args] = line.slice(1).trim().split(/\s+/);
  const { say } = actions;
  switch (name) {
    case 'allega':
      return void actions.attach(args);
    case 'allegati':
      return update({ focus: 'attachments' });
    case 'rimuovi': {
      const file = chat.getState().files[Number(args[0]) - 1];
      if (!file) return say(cli.ui.badIndex(args[0] ?? ''), 'error');
      return void chat.removeFile(file.file_id);
    }
    case 'agente':
      if (!args[0]) return update({ focus: 'agents' });
      try {
        return actions.chooseAgent(agentFromOption(args[0]));
      } catch (error) {
        return say((error as Error).message, 'error');
      }
    case 'ccnl':
      return actions.openPicker('categories');
    case 'parametri':
      return actions.openPicker('parameters');
    case 'domanda':
      return actions.askRelated(Number(args[0]) - 1);
    case 'copia':
      return void actions.copyAnswer();
    case 'esporta':
      return void actions.exportAnswer(args.join(' '));
    case 'busta': {
      // "/busta CAMPO VALORE", or "/busta VALORE" for the field the last answer asks for.
      const asked = payslipFieldOf(chat.getState());
      const [field, ...value] = args.length === 1 && asked ? [asked, ...args] : args;
      return void actions.setPayslipField(field ?? '', value.join(' '));
    }
    case 'nuova':
      return chat.newConversation();
    case 'conversazioni':
      void chat.loadSidebar();
      return update({ focus: 'conversations' });
    case 'tasti':
    case 'aiuto':
      return update({ focus: 'keys' });
    case 'esci':
      return leave(0);
    default:
      return say(cli.ui.unknownCommand(`/${name}`), 'error');
  }
}
