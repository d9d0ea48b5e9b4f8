import {
  type AuthState,
  type ChatState,
  type ConversationMessage,
  chatErrorText,
  isMeteredTier,
  refusedForCredit,
  type Store,
} from '@ccnl/core';
import { Box, Static, useApp, useInput, usePaste, useStdout, useWindowSize } from 'ink';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { preloadMarkdown } from '../render/markdown.js';
import { type ChatAppServices, chatActions } from './actions.js';
import { initialUi, type UiState, type UpdateUi } from './chat-ui-state.js';
import type { CopyResult } from './clipboard.js';
import { Lines, Prompt, StatusBar, Toasts } from './components/index.js';
import type { History } from './history.js';
import { handleKey } from './keys.js';
import { LivePane } from './LivePane.js';
import { insert, type Line } from './line-editor.js';
import { type Layout, messageLines, referencesLines } from './lines.js';
import { runSlashCommand } from './slash-commands.js';
import { advanceTranscript, emptyTranscript, type Transcript } from './transcript.js';

function useStore<S>(store: Store<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** What the chat needs from outside: core's stores and the terminal's own actions (files, clipboard, links). */
export interface ChatAppProps {
  services: ChatAppServices;
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
  const update: UpdateUi = (patch) => {
    const current = uiRef.current;
    uiRef.current = { ...current, ...(typeof patch === 'function' ? patch(current) : patch) };
    setUi(uiRef.current);
  };
  const actions = chatActions({ services, update, copy, openUrl });

  /** The rows the live area may use, as last rendered (overlays that scroll read it). */
  const liveBudget = useRef(20);

  // The transcript only grows; it is derived from the store's snapshots as they come.
  const transcript = useRef<Transcript>(emptyTranscript);
  transcript.current = advanceTranscript(transcript.current, state);
  // Each error line is worded once, when it is first printed, from the typed failure behind it (the same
  // Italian catalogue as `ccnl ask`); without one, core's reading of the store's text.
  const errorTexts = useRef(new WeakMap<ConversationMessage, string>());
  const errorText = (message: ConversationMessage) => {
    let text = errorTexts.current.get(message);
    if (text === undefined) {
      text = actions.describeFailure() ?? chatErrorText(message.content).text;
      errorTexts.current.set(message, text);
    }
    return text;
  };

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
    void chat.loadSidebar();
    // The Markdown reader for the answers, loaded once the first frame is out (before the first answer,
    // which renders it anyway if it comes first).
    const preload = setImmediate(preloadMarkdown);
    return () => clearImmediate(preload);
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

  const setLine = (line: Line) => update({ input: line.text, cursor: line.cursor });
  const lineNow = (): Line => ({ text: uiRef.current.input, cursor: uiRef.current.cursor });

  const submit = () => {
    const text = uiRef.current.input.trim();
    update({ input: '', cursor: 0, walk: { index: null, draft: '' } });
    if (!text) return;
    history?.add(text);
    if (text.startsWith('/')) return runSlashCommand(text, { chat, actions, update, leave });
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

  useInput((char, key) =>
    handleKey(
      {
        chat,
        ui: () => uiRef.current,
        update,
        actions,
        history,
        liveBudget: () => liveBudget.current,
        redraw,
        leave,
        setLine,
        lineNow,
        submit,
        type,
      },
      char,
      key,
    ),
  );

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
    (ui.notice ? 1 : 0) +
    ui.input.split('\n').reduce((sum, row) => sum + Math.ceil((row.length + 3) / layout.width), 0);
  const budget = Math.max(4, rows - chrome - 1);
  liveBudget.current = budget;

  return (
    <Box flexDirection="column" width={columns}>
      <Static key={transcript.current.generation} items={transcript.current.items}>
        {(item) => (
          <Lines
            key={item.key}
            lines={
              item.kind === 'message'
                ? messageLines(
                    item.message.role === 'error'
                      ? { ...item.message, content: errorText(item.message) }
                      : item.message,
                    layout,
                  )
                : [...referencesLines(item.content, item.riferimenti, layout), '']
            }
          />
        )}
      </Static>
      <LivePane state={state} ui={ui} budget={budget} salesUrl={services.salesFormUrl} layout={layout} />
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
        value={ui.input}
        cursor={ui.cursor}
        focused={ui.focus === 'prompt' && !state.picker && !ui.trialEnded}
        notice={ui.notice}
        layout={layout}
      />
    </Box>
  );
}
