import { type ChatState, searchItems } from '@ccnl/core';
import type { PickerRow } from './components/index.js';
import type { HistoryWalk } from './history.js';

export type Focus = 'prompt' | 'conversations' | 'related' | 'agents' | 'keys' | 'attachments';
export type Notice = { text: string; tone: 'info' | 'error' } | null;

/** What the terminal adds to the store's state: the prompt, focus, cursors and its own messages. */
export interface UiState {
  input: string;
  /** Where the prompt's cursor is in `input`. */
  cursor: number;
  walk: HistoryWalk;
  focus: Focus;
  notice: Notice;
  exitArmed: boolean;
  trialEnded: boolean;
  confirmDelete: string | null;
  cursors: { conversations: number; related: number; agents: number; picker: number; keys: number };
  pickerMessage: string | null;
}

export type CursorName = keyof UiState['cursors'];

/** Applies a patch to the UI state; a function patch reads the state as the previous key left it. */
export type UpdateUi = (patch: Partial<UiState> | ((current: UiState) => Partial<UiState>)) => void;

export const initialUi: UiState = {
  input: '',
  cursor: 0,
  walk: { index: null, draft: '' },
  focus: 'prompt',
  notice: null,
  exitArmed: false,
  trialEnded: false,
  confirmDelete: null,
  cursors: { conversations: 0, related: 0, agents: 0, picker: 0, keys: 0 },
  pickerMessage: null,
};

export const clamp = (value: number, length: number) => Math.max(0, Math.min(value, length - 1));

/** The related questions offered under the last answer, once it is finished. */
export function relatedOf(state: ChatState): string[] {
  const last = state.conversations.findLast((message) => message.role === 'assistant');
  return !state.loading && last ? last.relatedQuestions.slice(0, 5) : [];
}

/** The picker's rows: the loaded list filtered by core's search. */
export function pickerRowsOf(state: ChatState): PickerRow[] {
  const picker = state.picker;
  if (!picker) return [];
  return picker.kind === 'categories'
    ? searchItems(state.categoryList, picker.query).map((c) => ({ id: c.id_categoria, name: c.descrizione }))
    : searchItems(state.parameterList, picker.query).map((p) => ({ id: p.id, name: p.parametro }));
}

/** The payslip field the last answer asks the user to fill in (calcolo's `calcola_field`), if any. */
export function payslipFieldOf(state: ChatState): string | null {
  const last = state.conversations.findLast((message) => message.role === 'assistant');
  return last && typeof last.calcola_field === 'string' && last.calcola_field ? last.calcola_field : null;
}
