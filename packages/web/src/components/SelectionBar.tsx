import type { ApiClient, ChatStore, Tooltip } from '@ccnl/core';
import { useEffect, useId, useState } from 'react';
import { useStore } from '../hooks/useStore.js';
import { ui } from '../strings.js';
import { Icon } from './Icon.js';

export type SelectionStore = Pick<
  ChatStore,
  'getState' | 'subscribe' | 'openPicker' | 'removeCategory' | 'loadList'
>;

export type TooltipLoader = ApiClient['tooltip'];

/** Agreement details, loaded once per agreement (`GET tooltip_data/{id}`). */
export function createTooltipCache(load: TooltipLoader): (id: number) => Promise<Tooltip> {
  const cache = new Map<number, Promise<Tooltip>>();
  return (id) => {
    let entry = cache.get(id);
    if (!entry) {
      entry = load(id);
      // A failed load may be tried again on the next hover.
      entry.catch(() => cache.delete(id));
      cache.set(id, entry);
    }
    return entry;
  };
}

function AgreementChip({
  id,
  name,
  showTooltip,
  loadTooltip,
  onRemove,
}: {
  id: number;
  name: string;
  showTooltip: boolean;
  loadTooltip: (id: number) => Promise<Tooltip>;
  onRemove: () => void;
}) {
  const [hovered, setHovered] = useState(false);
  const [details, setDetails] = useState<Tooltip | null>(null);
  const tooltipId = useId();
  const open = hovered || showTooltip;
  useEffect(() => {
    if (!open || details) return;
    let live = true;
    loadTooltip(id).then(
      (tooltip) => live && setDetails(tooltip),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [open, details, id, loadTooltip]);
  return (
    <li
      className="chip"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <span className="chip-name" aria-describedby={open && details ? tooltipId : undefined}>
        {name}
      </span>
      <button
        type="button"
        className="icon-button chip-remove"
        aria-label={ui.selection.remove(name)}
        onClick={onRemove}
      >
        <Icon name="close" />
      </button>
      {open && details && (
        <div role="tooltip" id={tooltipId} className="tooltip" data-testid="agreement-tooltip">
          <strong>{details.nome_completo}</strong>
          {details.codice_cnel && (
            <span>
              {ui.selection.tooltipCode}: {details.codice_cnel}
            </span>
          )}
          {details.validita && (
            <span>
              {ui.selection.tooltipValidity}: {details.validita}
            </span>
          )}
          {details.settore && (
            <span>
              {ui.selection.tooltipSector}: {details.settore}
            </span>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The selected agreements (remove each, details on hover and for 2 s after a selection) and the buttons
 * that open the pickers; parameters are a confronta matter.
 */
export function SelectionBar({
  chat,
  loadTooltip,
}: {
  chat: SelectionStore;
  loadTooltip: (id: number) => Promise<Tooltip>;
}) {
  const categories = useStore(chat, (state) => state.categories);
  const categoryList = useStore(chat, (state) => state.categoryList);
  const categoriesStatus = useStore(chat, (state) => state.listStatus.categories);
  const perimetri = useStore(chat, (state) => state.perimetri);
  const agent = useStore(chat, (state) => state.selectedAgent);
  const tooltipVisible = useStore(chat, (state) => state.tooltipVisible);

  // Agreements restored from a conversation need their names.
  useEffect(() => {
    if (categories.length > 0 && categoriesStatus === 'idle') void chat.loadList('categories');
  }, [chat, categories.length, categoriesStatus]);

  const nameOf = (id: number) =>
    categoryList.find((category) => category.id_categoria === id)?.descrizione ?? `CCNL ${id}`;

  return (
    <div className="selection-bar" data-testid="selection-bar">
      {categories.length === 0 ? (
        <span className="selection-none">{ui.selection.none}</span>
      ) : (
        <ul className="chips" aria-label={ui.selection.label}>
          {categories.map((id, index) => (
            <AgreementChip
              key={id}
              id={id}
              name={nameOf(id)}
              showTooltip={tooltipVisible && index === 0}
              loadTooltip={loadTooltip}
              onRemove={() => chat.removeCategory(id)}
            />
          ))}
        </ul>
      )}
      <div className="selection-actions">
        <button
          type="button"
          className="button button-secondary button-small"
          data-testid="open-agreement-picker"
          onClick={() => chat.openPicker('categories')}
        >
          {ui.selection.choose}
        </button>
        {agent === 'confronta' && (
          <button
            type="button"
            className="button button-secondary button-small"
            data-testid="open-parameter-picker"
            onClick={() => chat.openPicker('parameters')}
          >
            <Icon name="sliders" />
            {perimetri.length ? ui.selection.parametersCount(perimetri.length) : ui.selection.parameters}
          </button>
        )}
      </div>
    </div>
  );
}
