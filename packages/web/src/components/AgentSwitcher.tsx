import { AGENTS, type AgentName, type ChatStore, it, selectionLimits } from '@ccnl/core';
import { useStore } from '../hooks/useStore.js';
import { ui } from '../strings.js';

export type AgentSwitcherStore = Pick<ChatStore, 'getState' | 'subscribe' | 'setAgent' | 'openPicker'>;

export const agentLabel = (agent: AgentName): string =>
  agent === 'main-agent' ? ui.agents['main-agent'] : it.agentTitle[agent];

/**
 * The four modes. A mode that needs agreements (inquadra, confronta, calcolo) opens the agreement picker when
 * the current selection does not fit its limits; closing the picker empty returns to main-agent (core).
 */
export function AgentSwitcher({ chat }: { chat: AgentSwitcherStore }) {
  const selected = useStore(chat, (state) => state.selectedAgent);
  const choose = (agent: AgentName) => {
    chat.setAgent(agent);
    const { min, max } = selectionLimits(agent);
    const count = chat.getState().categories.length;
    if (count < min || count > max) chat.openPicker('categories');
  };
  return (
    <fieldset className="agent-switcher" data-testid="agent-switcher">
      <legend className="visually-hidden">{ui.agents.label}</legend>
      {AGENTS.map((agent) => (
        <label key={agent} className="agent-option" data-checked={agent === selected}>
          <input
            type="radio"
            name="agent"
            className="visually-hidden"
            value={agent}
            checked={agent === selected}
            onChange={() => choose(agent)}
          />
          {agentLabel(agent)}
        </label>
      ))}
    </fieldset>
  );
}
