import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  AGENTS,
  type AgentName,
  type AuthState,
  type ChatState,
  type ConversationMessage,
  filenameFromQuestion,
  isMeteredTier,
  refusedForCredit,
  type Store,
  searchItems,
  selectionLimits,
} from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import { Box, Static, useApp, useInput, usePaste, useStdout, useWindowSize } from 'ink';
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ChatServices } from '../chat-services.js';
import { writeDocx } from '../commands/export.js';
import { agentFromOption } from '../selection.js';
import type { CopyResult } from './clipboard.js';
import {
  AgentSwitcher,
  AttachmentsList,
  ConversationsPane,
  KeyMap,
  keyMapScrollMax,
  Lines,
  LiveAnswer,
  PickerModal,
  type PickerRow,
  Prompt,
  RelatedQuestions,
  StatusBar,
  Toasts,
  TrialEnded,
} from './components.js';
import { type History, type HistoryWalk, stepHistory } from './history.js';
import { atEdgeRow, continuesOnEnter, editLine, insert, type Line, moveRow } from './line-editor.js';
import { type Layout, messageLines, referencesLines } from './lines.js';
import { advanceTranscript, emptyTranscript, liveAnswer, type Transcript } from './transcript.js';

function useStore<S>(store: Store<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** What the chat needs from outside: core's stores and the terminal's own actions (files, clipboard, links). */
export interface ChatAppProps {
  services: Pick<ChatServices, 'chat' | 'auth' | 'credit' | 'salesFormUrl' | 'takeFailure'>;
  /** ANSI styles in the lines the chat draws itself. */
  color: boolean;
  /** Fixed terminal size (tests); otherwise the terminal's, following resizes. */
  size?: { columns: number; rows: number };
  copy?: (text: string) => Promise<CopyResult>;
  openUrl?: (url: string) => Promise<boolean>;
  /** Called with the exit code when the user leaves. */
  onExit?: (code: number) => void;
  /** The questions of earlier sessions, walked with ↑/↓ (and where new ones are kept). */
  history?: History;
}

type Focus = 'prompt' | 'conversations' | 'related' | 'agents' | 'keys' | 'attachments';
type Notice = { text: string; tone: 'info' | 'error' } | null;

/** What the terminal adds to the store's state: the prompt, focus, cursors and its own messages. */
interface UiState {
  input: string;
  /** Where the prompt's cursor is in `input`. */
  cursor: number;
  walk: HistoryWalk;
  focus: Focus;
  notice: Notice;
  exitArmed: boolean;
  trialEnded: boolean;
  sidebarLoaded: boolean;
  confirmDelete: string | null;
  cursors: { conversations: number; related: number; agents: number; picker: number; keys: number };
  pickerMessage: string | null;
}

const initialUi: UiState = {
  input: '',
  cursor: 0,
  walk: { index: null, draft: '' },
  focus: 'prompt',
  notice: null,
  exitArmed: false,
  trialEnded: false,
  sidebarLoaded: false,
  confirmDelete: null,
  cursors: { conversations: 0, related: 0, agents: 0, picker: 0, keys: 0 },
  pickerMessage: null,
};

const clamp = (value: number, length: number) => Math.max(0, Math.min(value, length - 1));

/** The related questions offered under the last answer, once it is finished. */
function relatedOf(state: ChatState): string[] {
  const last = state.conversations.findLast((message) => message.role === 'assistant');
  return !state.loading && last ? last.relatedQuestions.slice(0, 5) : [];
}

/** The picker's rows: the loaded list filtered by core's search. */
function pickerRowsOf(state: ChatState): PickerRow[] {
  const picker = state.picker;
  if (!picker) return [];
  return picker.kind === 'categories'
    ? searchItems(state.categoryList, picker.query).map((c) => ({ id: c.id_categoria, name: c.descrizione }))
    : searchItems(state.parameterList, picker.query).map((p) => ({ id: p.id, name: p.parametro }));
}

export function ChatApp({ services, color, size, copy, openUrl, onExit, history }: ChatAppProps) {
  const { chat, auth } = services;
  const state: ChatState = useStore(chat);
  const authState: AuthState = useStore(auth);
  const terminal = useWindowSize();
  const columns = size?.columns ?? terminal.columns;
  const rows = size?.rows ?? terminal.rows;
  const layout: Layout = { width: Math.max(20, columns - 1), color };
  const { exit } = useApp();

  // Keys can arrive several in one read: handlers read and write this ref, so that each key sees what the
  // one before it did, and the state copy only triggers the render.
  const uiRef = useRef<UiState>(initialUi);
  const [ui, setUi] = useState<UiState>(initialUi);
  const update = (patch: Partial<UiState> | ((current: UiState) => Partial<UiState>)) => {
    const current = uiRef.current;
    uiRef.current = { ...current, ...(typeof patch === 'function' ? patch(current) : patch) };
    setUi(uiRef.current);
  };
  const moveCursor = (name: keyof UiState['cursors'], delta: number, length: number) =>
    update((u) => ({ cursors: { ...u.cursors, [name]: clamp(u.cursors[name] + delta, length) } }));
  const setCursor = (name: keyof UiState['cursors'], value: number) =>
    update((u) => ({ cursors: { ...u.cursors, [name]: value } }));

  /** The rows the live area may use, as last rendered (overlays that scroll read it). */
  const liveBudget = useRef(20);

  // The transcript only grows; it is derived from the store's snapshots as they come.
  const transcript = useRef<Transcript>(emptyTranscript);
  transcript.current = advanceTranscript(transcript.current, state);

  // A redraw (Ctrl-L, or the terminal resized) wipes the screen and its scrollback and prints the
  // transcript again at the current width: lines wrapped for another width would otherwise stay behind
  // as ghosts, and Ink only erases the live frame it knows.
  const { stdout } = useStdout();
  const [, setRedraws] = useState(0);
  const redraw = () => {
    stdout.write('\x1b[2J\x1b[3J\x1b[H');
    transcript.current = { ...transcript.current, generation: transcript.current.generation + 1 };
    setRedraws((count) => count + 1);
  };
  const drawnSize = useRef({ columns, rows });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the terminal's size only
  useEffect(() => {
    const before = drawnSize.current;
    drawnSize.current = { columns, rows };
    if (before.columns !== columns || before.rows !== rows) redraw();
  }, [columns, rows]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the chat opens
  useEffect(() => {
    void chat.loadSidebar().finally(() => update({ sidebarLoaded: true }));
  }, []);

  // Names of the selected agreements and parameters (a restored conversation brings only their ids).
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads each list once, when it is needed
  useEffect(() => {
    if (state.categories.length && state.listStatus.categories === 'idle') void chat.loadList('categories');
    if (state.perimetri.length && state.listStatus.parameters === 'idle') void chat.loadList('parameters');
  }, [state.categories.length, state.perimetri.length]);

  // A failed answer: the store shows 'Errore: …'; exhausted credit (402) opens the trial-ended screen.
  const lastRole = state.conversations.at(-1)?.role;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new last message only
  useEffect(() => {
    if (lastRole === 'error' && refusedForCredit(services.takeFailure())) update({ trialEnded: true });
  }, [lastRole, state.conversations.length]);

  // The Iterazioni credit, read at sign-in and after each answer, may be spent (core's rule).
  const creditStatus = useStore(services.credit).status;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the credit only
  useEffect(() => {
    if (services.credit.exhausted()) update({ trialEnded: true });
  }, [authState.tier, authState.credito, creditStatus]);

  const leave = (code: number) => {
    onExit?.(code);
    exit();
  };

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

  const lastAnswerText = () => {
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

  const doCopy = async () => {
    const answer = lastAnswerText();
    if (!answer || !copy) return say(cli.ui.nothingToCopy, 'error');
    const result = await copy(answer.content);
    if (result === 'system') chat.notifyCopied();
    else if (result === 'terminal') say(cli.ui.copiedTerminal);
    else say(cli.ui.copyFailed, 'error');
  };

  const doExport = async (path?: string) => {
    const answer = lastAnswerText();
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
  };

  const attach = async (paths: string[]) => {
    if (!paths.length) return say(cli.ui.attachUsage, 'error');
    const files = [];
    for (const path of paths) {
      try {
        const bytes = await readFile(path);
        files.push({ name: basename(path), size: bytes.byteLength, data: new Blob([new Uint8Array(bytes)]) });
      } catch (error) {
        return say(
          cli.ask.unreadableFile(path, (error as NodeJS.ErrnoException).code ?? String(error)),
          'error',
        );
      }
    }
    // Core validates (count, duplicates, size, type) and shows its own toasts.
    await chat.upload(files);
  };

  const askRelated = (index: number) => {
    const question = relatedOf(chat.getState())[index];
    if (!question) return say(cli.ui.badIndex(String(index + 1)), 'error');
    update({ focus: 'prompt' });
    void chat.send(question);
  };

  const runCommand = (line: string) => {
    const [name = '', ...args] = line.slice(1).trim().split(/\s+/);
    switch (name) {
      case 'allega':
        return void attach(args);
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
          return chooseAgent(agentFromOption(args[0]));
        } catch (error) {
          return say((error as Error).message, 'error');
        }
      case 'ccnl':
        return openPicker('categories');
      case 'parametri':
        return openPicker('parameters');
      case 'domanda':
        return askRelated(Number(args[0]) - 1);
      case 'copia':
        return void doCopy();
      case 'esporta':
        return void doExport(args.join(' '));
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
  };

  const setLine = (line: Line) => update({ input: line.text, cursor: line.cursor });
  const lineNow = (): Line => ({ text: uiRef.current.input, cursor: uiRef.current.cursor });

  const submit = () => {
    const text = uiRef.current.input.trim();
    update({ input: '', cursor: 0, walk: { index: null, draft: '' } });
    if (!text) return;
    history?.add(text);
    if (text.startsWith('/')) return runCommand(text);
    void chat.send(text);
  };

  /** Typed text; a line end inside it (keys typed faster than they are read) sends what comes before. */
  const type = (text: string) => {
    const parts = text.split(/\r\n|\r|\n/);
    for (const [index, part] of parts.entries()) {
      if (index > 0) submit();
      if (part) setLine(insert(lineNow(), part));
    }
  };

  usePaste((text) => {
    const picker = chat.getState().picker;
    if (picker) chat.setPickerQuery(picker.query + text.replace(/\s+/g, ' '));
    else if (uiRef.current.focus === 'prompt' && !uiRef.current.trialEnded) {
      // A pasted text keeps its line breaks: the prompt takes several rows, Enter sends them all.
      setLine(insert(lineNow(), text.replace(/\r\n?/g, '\n')));
    }
  });

  useInput((char, key) => {
    const s = chat.getState();
    const u = uiRef.current;
    const picker = s.picker;
    if (key.ctrl && char === 'l') return redraw();
    if (key.ctrl && char === 'c') {
      if (s.loading) {
        chat.cancel();
        return;
      }
      if (!u.trialEnded && (picker || u.focus !== 'prompt')) {
        if (picker) chat.closePicker();
        update({ focus: 'prompt', confirmDelete: null });
        return;
      }
      if (u.exitArmed) return leave(u.trialEnded ? 4 : 0);
      update({ exitArmed: true, notice: { text: cli.ui.pressAgainToExit, tone: 'info' } });
      return;
    }
    if (u.exitArmed || (u.notice && !key.ctrl)) update({ exitArmed: false, notice: null });

    if (u.trialEnded) {
      if (key.return) {
        void (openUrl?.(services.salesFormUrl) ?? Promise.resolve(false)).then((opened) => {
          if (!opened) say(cli.ui.salesOpenFailed(services.salesFormUrl));
        });
      }
      return;
    }

    if (picker) {
      const rowsNow = pickerRowsOf(s);
      const limits = selectionLimits(s.selectedAgent);
      if (key.escape) return chat.closePicker();
      if (key.upArrow) return moveCursor('picker', -1, rowsNow.length);
      if (key.downArrow) return moveCursor('picker', 1, rowsNow.length);
      if (key.pageUp) return moveCursor('picker', -5, rowsNow.length);
      if (key.pageDown) return moveCursor('picker', 5, rowsNow.length);
      if (key.tab) {
        const row = rowsNow[clamp(u.cursors.picker, rowsNow.length)];
        if (!row) return;
        chat.togglePickerItem(row.id);
        // Core returns the same selection when adding is blocked at the maximum.
        const blocked = chat.getState().picker?.selected === picker.selected;
        update({ pickerMessage: blocked ? cli.ui.pickerAtMax(limits.max) : null });
        return;
      }
      if (key.return) {
        void chat.confirmPicker().then((saved) => {
          if (!saved) update({ pickerMessage: cli.ui.pickerMinimum(limits.min) });
        });
        return;
      }
      if (key.backspace || key.delete) {
        setCursor('picker', 0);
        return chat.setPickerQuery(picker.query.slice(0, -1));
      }
      if (char && !key.ctrl && !key.meta) {
        setCursor('picker', 0);
        chat.setPickerQuery(picker.query + char.replace(/[\r\n]/g, ''));
      }
      return;
    }

    switch (u.focus) {
      case 'keys': {
        // A key map taller than the screen scrolls; any other key closes it.
        const step = key.upArrow ? -1 : key.downArrow ? 1 : key.pageUp ? -5 : key.pageDown ? 5 : 0;
        if (step) return moveCursor('keys', step, keyMapScrollMax(liveBudget.current) + 1);
        update({ focus: 'prompt' });
        return;
      }
      case 'attachments':
        update({ focus: 'prompt' });
        return;
      case 'agents':
        if (key.escape) return update({ focus: 'prompt' });
        if (key.upArrow) return moveCursor('agents', -1, AGENTS.length);
        if (key.downArrow) return moveCursor('agents', 1, AGENTS.length);
        if (key.return) return chooseAgent(AGENTS[u.cursors.agents] ?? 'main-agent');
        return;
      case 'conversations': {
        const list = s.sidebarConversations;
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
        if (key.upArrow) return moveCursor('conversations', -1, list.length);
        if (key.downArrow) return moveCursor('conversations', 1, list.length);
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
        return;
      }
      case 'related': {
        const related = relatedOf(s);
        if (key.escape) return update({ focus: 'prompt' });
        if (key.upArrow) return moveCursor('related', -1, related.length);
        if (key.downArrow) return moveCursor('related', 1, related.length);
        if (key.return) return askRelated(u.cursors.related);
        return;
      }
      default:
        break;
    }

    // The prompt.
    if (key.escape) {
      if (s.loading) chat.cancel();
      return;
    }
    if (key.return && !key.meta) {
      const continued = continuesOnEnter(lineNow());
      return continued ? setLine(continued) : submit();
    }
    if (key.tab) {
      void chat.loadSidebar();
      return update({ focus: 'conversations' });
    }
    // The prompt's editing keys are readline's; the chat's own functions are on Alt (listed in `?`).
    const edited = editLine(lineNow(), char, key);
    if (edited) return setLine(edited);
    const vertical =
      key.upArrow || (key.ctrl && char === 'p') ? -1 : key.downArrow || (key.ctrl && char === 'n') ? 1 : 0;
    if (vertical) {
      const line = lineNow();
      if (!atEdgeRow(line, vertical)) return setLine(moveRow(line, vertical));
      const step = stepHistory(history?.entries() ?? [], u.walk, line.text, vertical);
      if (step) update({ input: step.text, cursor: step.text.length, walk: step.walk });
      return;
    }
    if (key.meta) {
      switch (char) {
        case 'a':
          setCursor('agents', Math.max(0, AGENTS.indexOf(s.selectedAgent)));
          return update({ focus: 'agents' });
        case 'g':
          return openPicker('categories');
        case 'p':
          return openPicker('parameters');
        case 'r':
          if (!relatedOf(s).length) return;
          setCursor('related', 0);
          return update({ focus: 'related' });
        case 'c':
          return void doCopy();
        case 'e':
          return void doExport();
        case 'n':
          return chat.newConversation();
        default:
          return;
      }
    }
    if (key.ctrl) return;
    if (char === '?' && !u.input) {
      setCursor('keys', 0);
      return update({ focus: 'keys' });
    }
    if (char && !key.upArrow && !key.downArrow) type(char);
  });

  const { input, cursor, focus, notice, trialEnded, sidebarLoaded, confirmDelete, cursors, pickerMessage } =
    ui;
  const live = liveAnswer(state);
  const related = relatedOf(state);
  const picker = state.picker;
  const pickerRows = pickerRowsOf(state);
  const limits = selectionLimits(state.selectedAgent);

  const categoryNames = state.categories.map(
    (id) => state.categoryList.find((c) => c.id_categoria === id)?.descrizione ?? String(id),
  );
  const parameterNames = state.perimetri.map(
    (id) => state.parameterList.find((p) => p.id === id)?.parametro ?? String(id),
  );
  const metered = isMeteredTier(authState.tier) && creditStatus === 'success';

  // The live area: everything under the printed transcript. Its height is budgeted to the terminal's.
  const chrome =
    1 +
    state.toasts.length +
    (notice ? 1 : 0) +
    input.split('\n').reduce((sum, row) => sum + Math.ceil((row.length + 3) / layout.width), 0);
  const budget = Math.max(4, rows - chrome - 1);
  liveBudget.current = budget;
  let main: ReactNode = null;
  if (trialEnded) main = <TrialEnded salesUrl={services.salesFormUrl} layout={layout} />;
  else if (picker) {
    main = (
      <PickerModal
        kind={picker.kind}
        agent={state.selectedAgent}
        rows={pickerRows}
        query={picker.query}
        selected={picker.selected}
        cursor={clamp(cursors.picker, pickerRows.length)}
        limits={limits}
        status={state.listStatus[picker.kind]}
        visibleRows={Math.max(1, Math.min(7, budget - 12))}
        message={pickerMessage}
        layout={layout}
      />
    );
  } else if (focus === 'conversations') {
    const current = state.sidebarConversations.find((c) => c.session_id === confirmDelete) ?? null;
    main = (
      <ConversationsPane
        conversations={state.sidebarConversations}
        loaded={sidebarLoaded}
        cursor={clamp(cursors.conversations, state.sidebarConversations.length)}
        currentId={state.currentConversationId}
        confirming={current}
        deleting={state.deleting}
        rows={Math.max(1, Math.min(10, budget - 4))}
        layout={layout}
      />
    );
  } else if (focus === 'agents') {
    main = <AgentSwitcher current={state.selectedAgent} cursor={cursors.agents} layout={layout} />;
  } else if (focus === 'keys') main = <KeyMap layout={layout} height={budget} offset={cursors.keys} />;
  else if (focus === 'attachments') main = <AttachmentsList files={state.files} layout={layout} />;
  else if (state.loading) {
    main = <LiveAnswer message={live} maxLines={budget - 2} layout={layout} />;
  } else if (related.length) {
    main = (
      <RelatedQuestions
        questions={related}
        cursor={clamp(cursors.related, related.length)}
        active={focus === 'related'}
        layout={layout}
      />
    );
  }

  return (
    <Box flexDirection="column" width={columns}>
      <Static key={transcript.current.generation} items={transcript.current.items}>
        {(item) => (
          <Lines
            key={item.key}
            lines={
              item.kind === 'message'
                ? messageLines(item.message, layout)
                : [...referencesLines(item.riferimenti, layout), '']
            }
          />
        )}
      </Static>
      {main}
      <Toasts toasts={state.toasts} layout={layout} />
      <StatusBar
        info={{
          agent: state.selectedAgent,
          categories: categoryNames,
          parameters: parameterNames,
          files: state.files,
          uploading: state.uploadLoading,
          credit: metered ? authState.credito : null,
          highlightCategories: state.tooltipVisible,
        }}
        layout={layout}
      />
      <Prompt
        value={input}
        cursor={cursor}
        focused={focus === 'prompt' && !picker && !trialEnded}
        notice={notice}
        layout={layout}
      />
    </Box>
  );
}
