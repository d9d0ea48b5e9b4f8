import { type ChatState, selectionLimits } from '@ccnl/core';
import type { ReactNode } from 'react';
import { clamp, pickerRowsOf, relatedOf, type UiState } from './chat-ui-state.js';
import {
  AgentSwitcher,
  AttachmentsList,
  ConversationsPane,
  KeyMap,
  LiveAnswer,
  PickerModal,
  RelatedQuestions,
  TrialEnded,
} from './components/index.js';
import type { Layout } from './lines.js';
import { liveAnswer } from './transcript.js';

/** The live area above the status line: the overlay that has the focus, or the answer in progress. */
export function LivePane({
  state,
  ui,
  budget,
  salesUrl,
  layout,
}: {
  state: ChatState;
  ui: UiState;
  /** Rows the live area may use. */
  budget: number;
  salesUrl: string;
  layout: Layout;
}): ReactNode {
  const { focus, cursors } = ui;
  if (ui.trialEnded) return <TrialEnded salesUrl={salesUrl} layout={layout} />;
  const picker = state.picker;
  if (picker) {
    const rows = pickerRowsOf(state);
    return (
      <PickerModal
        kind={picker.kind}
        agent={state.selectedAgent}
        rows={rows}
        query={picker.query}
        selected={picker.selected}
        cursor={clamp(cursors.picker, rows.length)}
        limits={selectionLimits(state.selectedAgent)}
        status={state.listStatus[picker.kind]}
        visibleRows={Math.max(1, Math.min(7, budget - 12))}
        message={ui.pickerMessage}
        layout={layout}
      />
    );
  }
  switch (focus) {
    case 'conversations': {
      const list = state.sidebarConversations;
      return (
        <ConversationsPane
          conversations={list}
          status={state.sidebarStatus}
          cursor={clamp(cursors.conversations, list.length)}
          currentId={state.currentConversationId}
          confirming={list.find((c) => c.session_id === ui.confirmDelete) ?? null}
          deleting={state.deleting}
          rows={Math.max(1, Math.min(10, budget - 4))}
          layout={layout}
        />
      );
    }
    case 'agents':
      return <AgentSwitcher current={state.selectedAgent} cursor={cursors.agents} layout={layout} />;
    case 'keys':
      return <KeyMap layout={layout} height={budget} offset={cursors.keys} />;
    case 'attachments':
      return <AttachmentsList files={state.files} layout={layout} />;
    default:
      break;
  }
  if (state.loading || state.finishing)
    return <LiveAnswer message={liveAnswer(state)} maxLines={budget - 2} layout={layout} />;
  const related = relatedOf(state);
  if (!related.length) return null;
  return (
    <RelatedQuestions
      questions={related}
      cursor={clamp(cursors.related, related.length)}
      active={focus === 'related'}
      layout={layout}
    />
  );
}
