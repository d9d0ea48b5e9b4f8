import { AGENTS, type ChatStore, selectionLimits } from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import type { Key } from 'ink';
import type { ChatActions } from './actions.js';
import {
  type CursorName,
  clamp,
  payslipFieldOf,
  pickerRowsOf,
  relatedOf,
  type UiState,
  type UpdateUi,
} from './chat-ui-state.js';
import { keyMapScrollMax } from './components/index.js';
import { type History, stepHistory } from './history.js';
import { atEdgeRow, continuesOnEnter, editLine, type Line, lineOf, moveRow } from './line-editor.js';

/** What the key map works on: the store, the UI state (as the previous key left it) and the actions. */
export interface KeyContext {
  chat: ChatStore;
  ui: () => UiState;
  update: UpdateUi;
  actions: ChatActions;
  history?: History | undefined;
  /** The rows the live area may use, as last rendered (overlays that scroll read it). */
  liveBudget: () => number;
  redraw: () => void;
  leave: (code: number) => void;
  setLine: (line: Line) => void;
  lineNow: () => Line;
  submit: () => void;
  type: (text: string) => void;
}

const moveCursor = (ctx: KeyContext, name: CursorName, delta: number, length: number) =>
  ctx.update((u) => ({ cursors: { ...u.cursors, [name]: clamp(u.cursors[name] + delta, length) } }));
const setCursor = (ctx: KeyContext, name: CursorName, value: number) =>
  ctx.update((u) => ({ cursors: { ...u.cursors, [name]: value } }));

/** Ctrl-C: stops an answer, closes what is open, or (pressed twice) leaves. */
function interrupt(ctx: KeyContext) {
  const { chat, update } = ctx;
  const u = ctx.ui();
  const s = chat.getState();
  if (s.loading) return chat.cancel();
  if (!u.trialEnded && (s.picker || u.focus !== 'prompt')) {
    if (s.picker) chat.closePicker();
    return update({ focus: 'prompt', confirmDelete: null });
  }
  if (u.exitArmed) return ctx.leave(u.trialEnded ? 4 : 0);
  update({ exitArmed: true, notice: { text: cli.ui.pressAgainToExit, tone: 'info' } });
}

function pickerKey(ctx: KeyContext, char: string, key: Key) {
  const { chat, update } = ctx;
  const s = chat.getState();
  const picker = s.picker;
  if (!picker) return;
  const rows = pickerRowsOf(s);
  const limits = selectionLimits(s.selectedAgent);
  if (key.escape) return chat.closePicker();
  if (key.upArrow) return moveCursor(ctx, 'picker', -1, rows.length);
  if (key.downArrow) return moveCursor(ctx, 'picker', 1, rows.length);
  if (key.pageUp) return moveCursor(ctx, 'picker', -5, rows.length);
  if (key.pageDown) return moveCursor(ctx, 'picker', 5, rows.length);
  if (key.tab) {
    const row = rows[clamp(ctx.ui().cursors.picker, rows.length)];
    if (!row) return;
    chat.togglePickerItem(row.id);
    // Core returns the same selection when adding is blocked at the maximum.
    const blocked = chat.getState().picker?.selected === picker.selected;
    return update({ pickerMessage: blocked ? cli.ui.pickerAtMax(limits.max) : null });
  }
  if (key.return) {
    void chat.confirmPicker().then((saved) => {
      if (!saved) update({ pickerMessage: cli.ui.pickerMinimum(limits.min) });
    });
    return;
  }
  if (key.backspace || key.delete) {
    setCursor(ctx, 'picker', 0);
    return chat.setPickerQuery(picker.query.slice(0, -1));
  }
  if (char && !key.ctrl && !key.meta) {
    setCursor(ctx, 'picker', 0);
    chat.setPickerQuery(picker.query + char.replace(/[\r\n]/g, ''));
  }
}

function conversationsKey(ctx: KeyContext, char: string, key: Key) {
  const { chat, update } = ctx;
  const u = ctx.ui();
  const list = chat.getState().sidebarConversations;
  const selected = list[clamp(u.cursors.conversations, list.length)];
  if (u.confirmDelete) {
    if (/^[sSyY]$/.test(char)) {
      const id = u.confirmDelete;
      update({ confirmDelete: null });
      void chat.deleteConversation(id);
    } else if (char === 'n' || char === 'N' || key.escape) {
      update({ confirmDelete: null });
    }
    return;
  }
  if (key.escape || key.tab) return update({ focus: 'prompt' });
  if (key.upArrow) return moveCursor(ctx, 'conversations', -1, list.length);
  if (key.downArrow) return moveCursor(ctx, 'conversations', 1, list.length);
  // A list that failed to load loads again on r.
  if (char === 'r' && chat.getState().sidebarStatus === 'error') return void chat.loadSidebar();
  if (key.return && selected) {
    update({ focus: 'prompt' });
    void chat.selectConversation(selected.session_id);
    return;
  }
  if ((char === 'd' || key.delete) && selected) return update({ confirmDelete: selected.session_id });
  if (char === 'n') {
    chat.newConversation();
    update({ focus: 'prompt' });
  }
}

/** The overlays: true when the key was theirs. */
function overlayKey(ctx: KeyContext, char: string, key: Key): boolean {
  const { update } = ctx;
  const u = ctx.ui();
  switch (u.focus) {
    case 'keys': {
      // A key map taller than the screen scrolls; any other key closes it.
      const step = key.upArrow ? -1 : key.downArrow ? 1 : key.pageUp ? -5 : key.pageDown ? 5 : 0;
      if (step) moveCursor(ctx, 'keys', step, keyMapScrollMax(ctx.liveBudget()) + 1);
      else update({ focus: 'prompt' });
      return true;
    }
    case 'attachments':
      update({ focus: 'prompt' });
      return true;
    case 'agents':
      if (key.escape) update({ focus: 'prompt' });
      else if (key.upArrow) moveCursor(ctx, 'agents', -1, AGENTS.length);
      else if (key.downArrow) moveCursor(ctx, 'agents', 1, AGENTS.length);
      else if (key.return) ctx.actions.chooseAgent(AGENTS[u.cursors.agents] ?? 'main-agent');
      return true;
    case 'conversations':
      conversationsKey(ctx, char, key);
      return true;
    case 'related': {
      const related = relatedOf(ctx.chat.getState());
      if (key.escape) update({ focus: 'prompt' });
      else if (key.upArrow) moveCursor(ctx, 'related', -1, related.length);
      else if (key.downArrow) moveCursor(ctx, 'related', 1, related.length);
      else if (key.return) ctx.actions.askRelated(u.cursors.related);
      return true;
    }
    default:
      return false;
  }
}

/** The chat's own functions, on Alt so that the prompt keeps readline's keys (listed in `?`). */
function altKey(ctx: KeyContext, char: string) {
  const { chat, update, actions } = ctx;
  const s = chat.getState();
  switch (char) {
    case 'a':
      setCursor(ctx, 'agents', Math.max(0, AGENTS.indexOf(s.selectedAgent)));
      return update({ focus: 'agents' });
    case 'g':
      return actions.openPicker('categories');
    case 'p':
      return actions.openPicker('parameters');
    case 'r':
      if (!relatedOf(s).length) return;
      setCursor(ctx, 'related', 0);
      return update({ focus: 'related' });
    case 'm': {
      // The payslip command, ready for the value of the field the last answer asks for.
      const field = payslipFieldOf(s);
      const text = `/busta ${field ? `${field} ` : ''}`;
      return ctx.setLine(lineOf(text));
    }
    case 'c':
      return void actions.copyAnswer();
    case 'e':
      return void actions.exportAnswer();
    case 'n':
      return chat.newConversation();
    default:
      return;
  }
}

function promptKey(ctx: KeyContext, char: string, key: Key) {
  const { chat, update } = ctx;
  const s = chat.getState();
  const u = ctx.ui();
  if (key.escape) {
    if (s.loading) chat.cancel();
    return;
  }
  if (key.return && !key.meta) {
    const continued = continuesOnEnter(ctx.lineNow());
    return continued ? ctx.setLine(continued) : ctx.submit();
  }
  if (key.tab) {
    void chat.loadSidebar();
    return update({ focus: 'conversations' });
  }
  // The prompt's editing keys are readline's.
  const edited = editLine(ctx.lineNow(), char, key);
  if (edited) return ctx.setLine(edited);
  const vertical =
    key.upArrow || (key.ctrl && char === 'p') ? -1 : key.downArrow || (key.ctrl && char === 'n') ? 1 : 0;
  if (vertical) {
    const line = ctx.lineNow();
    if (!atEdgeRow(line, vertical)) return ctx.setLine(moveRow(line, vertical));
    const step = stepHistory(ctx.history?.entries() ?? [], u.walk, line.text, vertical);
    if (step) update({ input: step.text, cursor: step.text.length, walk: step.walk });
    return;
  }
  if (key.meta) return altKey(ctx, char);
  if (key.ctrl) return;
  if (char === '?' && !u.input) {
    setCursor(ctx, 'keys', 0);
    return update({ focus: 'keys' });
  }
  if (char && !key.upArrow && !key.downArrow) ctx.type(char);
}

/** One key press, wherever the focus is. */
export function handleKey(ctx: KeyContext, char: string, key: Key) {
  const u = ctx.ui();
  if (key.ctrl && char === 'l') return ctx.redraw();
  if (key.ctrl && char === 'c') return interrupt(ctx);
  if (u.exitArmed || (u.notice && !key.ctrl)) ctx.update({ exitArmed: false, notice: null });
  if (u.trialEnded) {
    if (key.return) ctx.actions.openSalesForm();
    return;
  }
  if (ctx.chat.getState().picker) return pickerKey(ctx, char, key);
  if (overlayKey(ctx, char, key)) return;
  promptKey(ctx, char, key);
}
