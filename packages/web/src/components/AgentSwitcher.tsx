import {
  AGENTS,
  type AgentName,
  agentLabel,
  type ChatStore,
  selectionLimits,
  uiTexts as ui,
} from '@ccnl/core';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useStore } from '../hooks/useStore.js';
import { Icon } from './Icon.js';

export type AgentSwitcherStore = Pick<ChatStore, 'getState' | 'subscribe' | 'setAgent' | 'openPicker'>;

/**
 * The four modes as one compact menu button that always shows the current mode. Arrow keys move between the
 * modes without choosing one (a mode that needs agreements opens the picker: it must not open while the user
 * only looks). A mode that needs agreements opens the agreement picker when the current selection does not
 * fit its limits; closing the picker empty returns to main-agent (core).
 */
export function AgentSwitcher({ chat }: { chat: AgentSwitcherStore }) {
  const selected = useStore(chat, (state) => state.selectedAgent);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  const choose = (agent: AgentName) => {
    close(true);
    chat.setAgent(agent);
    const { min, max } = selectionLimits(agent);
    const count = chat.getState().categories.length;
    if (count < min || count > max) chat.openPicker('categories');
  };

  // On opening, the current mode has focus; a click elsewhere closes the menu.
  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role=menuitemradio]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items.at(next % items.length)?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(-1);
    else if (event.key === 'Escape') {
      // The menu takes this Escape: it must not also stop a streaming answer.
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="mode-menu" data-testid="agent-switcher">
      <button
        ref={buttonRef}
        type="button"
        className="mode-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ui.agents.current(agentLabel(selected))}
        data-testid="mode-button"
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="mode-current">{agentLabel(selected)}</span>
        <Icon name="chevron" />
      </button>
      {open && (
        <div
          id={menuId}
          ref={menuRef}
          role="menu"
          aria-label={ui.agents.label}
          className="mode-list"
          onKeyDown={onMenuKeyDown}
        >
          {AGENTS.map((agent) => (
            <button
              key={agent}
              type="button"
              role="menuitemradio"
              aria-checked={agent === selected}
              tabIndex={-1}
              className="mode-item"
              onClick={() => choose(agent)}
            >
              <span className="mode-check">{agent === selected && <Icon name="check" />}</span>
              <span>
                <span className="mode-item-title">{agentLabel(agent)}</span>
                <span className="mode-item-hint">{ui.agents.hint[agent]}</span>
              </span>
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
