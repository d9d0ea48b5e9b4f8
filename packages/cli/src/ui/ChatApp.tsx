import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import {
  AGENTS,
  type AgentName,
  type AuthState,
  type ChatState,
  isCreditExhausted,
  type Store,
  searchItems,
  selectionLimits,
} from '@ccnl/core';
import { Box, Static, useApp, useInput, usePaste, useWindowSize } from 'ink';
import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ChatServices } from '../chat-services.js';
import { isTrialEnded } from '../chat-services.js';
import { writeDocx } from '../commands/export.js';
import { agentFromOption } from '../selection.js';
import { cli } from '../strings.js';
import type { CopyResult } from './clipboard.js';
import {
  AgentSwitcher,
  AttachmentsList,
  ConversationsPane,
  KeyMap,
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
import { type Layout, messageLines, referencesLines } from './lines.js';
import { advanceTranscript, emptyTranscript, liveAnswer, type Transcript } from './transcript.js';

function useStore<S>(store: Store<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** What the chat needs from outside: core's stores and the terminal's own actions (files, clipboard, links). */
export interface ChatAppProps {
  services: Pick<
    ChatServices,
    'chat' | 'auth' | 'salesFormUrl' | 'takeFailure' | 'creditExhausted' | 'creditKnown'
  >;
  /** ANSI styles in the lines the chat draws itself. */
  color: boolean;
  /** Fixed terminal size (tests); otherwise the terminal's, following resizes. */
  size?: { columns: number; rows: number };
  copy?: (text: string) => Promise<CopyResult>;
  openUrl?: (url: string) => Promise<boolean>;
  /** Called with the exit code when the user leaves. */
  onExit?: (code: number) => void;
}

type Focus = 'prompt' | 'conversations' | 'related' | 'agents' | 'keys' | 'attachments';
type Notice = { text: string; tone: 'info' | 'error' } | null;

const clamp = (value: number, length: number) => Math.max(0, Math.min(value, length - 1));

export function ChatApp({ services, color, size, copy, openUrl, onExit }: ChatAppProps) {
  const { chat, auth } = services;
  const state: ChatState = useStore(chat);
  const authState: AuthState = useStore(auth);
  const terminal = useWindowSize();
  const columns = size?.columns ?? terminal.columns;
  const rows = size?.rows ?? terminal.rows;
  const layout: Layout = { width: Math.max(20, columns - 1), color };
  const { exit } = useApp();

  const [input, setInput] = useState('');
  const [focus, setFocus] = useState<Focus>('prompt');
  const [notice, setNotice] = useState<Notice>(null);
  const [exitArmed, setExitArmed] = useState(false);
  const [trialEnded, setTrialEnded] = useState(false);
  const [sidebarLoaded, setSidebarLoaded] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null);
  const [cursors, setCursors] = useState({ conversations: 0, related: 0, agents: 0, picker: 0 });
  const [pickerMessage, setPickerMessage] = useState<string | null>(null);

  // The transcript only grows; it is derived from the store's snapshots as they come.
  const transcript = useRef<Transcript>(emptyTranscript);
  transcript.current = advanceTranscript(transcript.current, state);

  useEffect(() => {
    void chat.loadSidebar().finally(() => setSidebarLoaded(true));
    void services.creditExhausted().then((exhausted) => {
      if (exhausted) setTrialEnded(true);
    });
  }, [chat, services]);

  // A failed answer: the store shows 'Errore: …'; exhausted credit (402) opens the trial-ended screen.
  const lastRole = state.conversations.at(-1)?.role;
  useEffect(() => {
    if (lastRole !== 'error') return;
    if (isTrialEnded(services.takeFailure())) setTrialEnded(true);
  }, [lastRole, services]);

  // The Iterazioni credit refreshed after an answer may be spent.
  useEffect(() => {
    if (services.creditKnown() && isCreditExhausted(authState.tier, authState.credito)) setTrialEnded(true);
  }, [authState.tier, authState.credito, services]);

  const leave = (code: number) => {
    onExit?.(code);
    exit();
  };

  const live = liveAnswer(state);
  const lastAnswer = state.conversations.findLast((message) => message.role === 'assistant');
  const related = !state.loading && lastAnswer ? lastAnswer.relatedQuestions.slice(0, 5) : [];
  const picker = state.picker;
  const pickerRows: PickerRow[] = picker
    ? picker.kind === 'categories'
      ? searchItems(state.categoryList, picker.query).map((c) => ({
          id: c.id_categoria,
          name: c.descrizione,
        }))
      : searchItems(state.parameterList, picker.query).map((p) => ({ id: p.id, name: p.parametro }))
    : [];
  const limits = selectionLimits(state.selectedAgent);

  const say = (text: string, tone: 'info' | 'error' = 'info') => setNotice({ text, tone });

  const openPicker = (kind: 'categories' | 'parameters') => {
    setPickerMessage(null);
    setCursors((c) => ({ ...c, picker: 0 }));
    chat.openPicker(kind);
  };

  const chooseAgent = (agent: AgentName) => {
    chat.setAgent(agent);
    setFocus('prompt');
    // Every mode but the general one works on chosen agreements: the picker opens at once.
    if (agent !== 'main-agent') openPicker('categories');
  };

  const lastAnswerText = () => (lastAnswer?.content.trim() ? lastAnswer : null);

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
    const file = path || DEFAULT_FILENAME;
    try {
      await writeDocx(answer.content, file, { references: answer.riferimenti });
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
    const question = related[index];
    if (!question) return say(cli.ui.badIndex(String(index + 1)), 'error');
    setFocus('prompt');
    void chat.send(question);
  };

  const runCommand = (line: string) => {
    const [name = '', ...args] = line.slice(1).trim().split(/\s+/);
    switch (name) {
      case 'allega':
        return void attach(args);
      case 'allegati':
        return setFocus('attachments');
      case 'rimuovi': {
        const file = state.files[Number(args[0]) - 1];
        if (!file) return say(cli.ui.badIndex(args[0] ?? ''), 'error');
        return void chat.removeFile(file.file_id);
      }
      case 'agente':
        if (!args[0]) return setFocus('agents');
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
        return setFocus('conversations');
      case 'tasti':
      case 'aiuto':
        return setFocus('keys');
      case 'esci':
        return leave(0);
      default:
        return say(cli.ui.unknownCommand(`/${name}`), 'error');
    }
  };

  const submit = () => {
    const text = input.trim();
    setInput('');
    if (!text) return;
    if (text.startsWith('/')) return runCommand(text);
    void chat.send(text);
  };

  usePaste((text) => {
    if (focus === 'prompt' && !picker && !trialEnded)
      setInput((value) => value + text.replace(/\r?\n/g, ' '));
    else if (picker) chat.setPickerQuery(picker.query + text.replace(/\s+/g, ' '));
  });

  useInput((char, key) => {
    const ctrlC = key.ctrl && char === 'c';
    if (ctrlC) {
      if (state.loading) {
        chat.cancel();
        return;
      }
      if (!trialEnded && (picker || focus !== 'prompt')) {
        if (picker) chat.closePicker();
        setFocus('prompt');
        setConfirmDelete(null);
        return;
      }
      if (exitArmed) return leave(trialEnded ? 4 : 0);
      setExitArmed(true);
      say(cli.ui.pressAgainToExit);
      return;
    }
    if (exitArmed) {
      setExitArmed(false);
      setNotice(null);
    } else if (notice && !key.ctrl) {
      setNotice(null);
    }

    if (trialEnded) {
      if (key.return) {
        void (openUrl?.(services.salesFormUrl) ?? Promise.resolve(false)).then((opened) => {
          if (!opened) say(cli.ui.salesOpenFailed(services.salesFormUrl));
        });
      }
      return;
    }

    if (picker) {
      const move = (delta: number) =>
        setCursors((c) => ({ ...c, picker: clamp(c.picker + delta, pickerRows.length) }));
      if (key.escape) return chat.closePicker();
      if (key.upArrow) return move(-1);
      if (key.downArrow) return move(1);
      if (key.pageUp) return move(-5);
      if (key.pageDown) return move(5);
      if (key.tab) {
        const row = pickerRows[clamp(cursors.picker, pickerRows.length)];
        if (!row) return;
        const before = picker.selected;
        chat.togglePickerItem(row.id);
        const blocked = chat.getState().picker?.selected === before;
        setPickerMessage(blocked ? cli.ui.pickerAtMax(limits.max) : null);
        return;
      }
      if (key.return) {
        void chat.confirmPicker().then((saved) => {
          if (!saved) setPickerMessage(cli.ui.pickerMinimum(limits.min));
        });
        return;
      }
      if (key.backspace || key.delete) {
        setCursors((c) => ({ ...c, picker: 0 }));
        return chat.setPickerQuery(picker.query.slice(0, -1));
      }
      if (char && !key.ctrl && !key.meta) {
        setCursors((c) => ({ ...c, picker: 0 }));
        chat.setPickerQuery(picker.query + char);
      }
      return;
    }

    if (focus === 'keys' || focus === 'attachments') {
      setFocus('prompt');
      return;
    }

    if (focus === 'agents') {
      const move = (delta: number) =>
        setCursors((c) => ({ ...c, agents: clamp(c.agents + delta, AGENTS.length) }));
      if (key.escape) return setFocus('prompt');
      if (key.upArrow) return move(-1);
      if (key.downArrow) return move(1);
      if (key.return) return chooseAgent(AGENTS[cursors.agents] ?? 'main-agent');
      return;
    }

    if (focus === 'conversations') {
      const list = state.sidebarConversations;
      const selected = list[clamp(cursors.conversations, list.length)];
      if (confirmDelete) {
        if (char === 's' || char === 'S' || char === 'y' || char === 'Y') {
          const id = confirmDelete;
          setConfirmDelete(null);
          void chat.deleteConversation(id);
        } else if (char === 'n' || char === 'N' || key.escape) {
          setConfirmDelete(null);
        }
        return;
      }
      const move = (delta: number) =>
        setCursors((c) => ({ ...c, conversations: clamp(c.conversations + delta, list.length) }));
      if (key.escape || key.tab) return setFocus('prompt');
      if (key.upArrow) return move(-1);
      if (key.downArrow) return move(1);
      if (key.return && selected) {
        setFocus('prompt');
        void chat.selectConversation(selected.session_id);
        return;
      }
      if ((char === 'd' || key.delete) && selected) return setConfirmDelete(selected.session_id);
      if (char === 'n') {
        chat.newConversation();
        return setFocus('prompt');
      }
      return;
    }

    if (focus === 'related') {
      const move = (delta: number) =>
        setCursors((c) => ({ ...c, related: clamp(c.related + delta, related.length) }));
      if (key.escape) return setFocus('prompt');
      if (key.upArrow) return move(-1);
      if (key.downArrow) return move(1);
      if (key.return) return askRelated(cursors.related);
      return;
    }

    // The prompt.
    if (key.escape) {
      if (state.loading) chat.cancel();
      return;
    }
    if (key.return) return submit();
    if (key.tab) {
      void chat.loadSidebar();
      return setFocus('conversations');
    }
    if (key.ctrl) {
      switch (char) {
        case 'a':
          setCursors((c) => ({ ...c, agents: Math.max(0, AGENTS.indexOf(state.selectedAgent)) }));
          return setFocus('agents');
        case 'g':
          return openPicker('categories');
        case 'p':
          return openPicker('parameters');
        case 'r':
          if (!related.length) return;
          setCursors((c) => ({ ...c, related: 0 }));
          return setFocus('related');
        case 'y':
          return void doCopy();
        case 'e':
          return void doExport();
        case 'n':
          return chat.newConversation();
        case 'u':
          return setInput('');
        case 'w':
          return setInput((value) => value.replace(/\S+\s*$/, ''));
        default:
          return;
      }
    }
    if (key.backspace || key.delete) return setInput((value) => value.slice(0, -1));
    if (char === '?' && !input) return setFocus('keys');
    if (char && !key.meta && !key.upArrow && !key.downArrow) setInput((value) => value + char);
  });

  const categoryNames = state.categories.map(
    (id) => state.categoryList.find((c) => c.id_categoria === id)?.descrizione ?? String(id),
  );
  const parameterNames = state.perimetri.map(
    (id) => state.parameterList.find((p) => p.id === id)?.parametro ?? String(id),
  );
  const metered = authState.tier === 'IterazioniCCNLPIU-IA' && services.creditKnown();

  // The live area: everything under the printed transcript. Its height is budgeted to the terminal's.
  const chrome = 1 + state.toasts.length + (notice ? 1 : 0) + Math.ceil((input.length + 3) / layout.width);
  const budget = Math.max(4, rows - chrome - 1);
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
  } else if (focus === 'keys') main = <KeyMap layout={layout} />;
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
        focused={focus === 'prompt' && !picker && !trialEnded}
        notice={notice}
        layout={layout}
      />
    </Box>
  );
}
