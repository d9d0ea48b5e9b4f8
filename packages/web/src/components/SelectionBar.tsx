import type { ApiClient, ChatStore, Tooltip } from '@ccnl/core';
import { uiTexts as ui } from '@ccnl/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '../hooks/useStore.js';
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

/** An agreement's details, loaded when first shown. */
function useTooltipDetails(
  id: number | undefined,
  open: boolean,
  loadTooltip: (id: number) => Promise<Tooltip>,
) {
  const [details, setDetails] = useState<{ id: number; tooltip: Tooltip } | null>(null);
  useEffect(() => {
    if (!open || id === undefined || details?.id === id) return;
    let live = true;
    loadTooltip(id).then(
      (tooltip) => live && setDetails({ id, tooltip }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [open, details, id, loadTooltip]);
  return details && details.id === id ? details.tooltip : null;
}

function TooltipCard({ id, details }: { id: string; details: Tooltip }) {
  return (
    <div role="tooltip" id={id} className="tooltip" data-testid="agreement-tooltip">
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
  );
}

function AgreementChip({
  id,
  name,
  loadTooltip,
  onRemove,
}: {
  id: number;
  name: string;
  loadTooltip: (id: number) => Promise<Tooltip>;
  onRemove: () => void;
}) {
  const [hovered, setHovered] = useState(false);
  const details = useTooltipDetails(id, hovered, loadTooltip);
  const tooltipId = useId();
  return (
    <li
      className="chip"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <span className="chip-name" aria-describedby={hovered && details ? tooltipId : undefined}>
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
      {hovered && details && <TooltipCard id={tooltipId} details={details} />}
    </li>
  );
}

const shortName = (descrizione: string) => descrizione.replace(/\s*\(.*$/, '') || descrizione;

/**
 * The selection as one summary pill: the agreements (and, in confronta, the parameters) in a few words, each
 * part opening its picker; a toggle lists the chosen agreements to remove one, with details on hover. The
 * first agreement's details show under the pill for 2 s after a selection.
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
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();
  const tooltipId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const first = categories[0];
  const tooltip = useTooltipDetails(first, tooltipVisible, loadTooltip);

  // Agreements restored from a conversation need their names.
  useEffect(() => {
    if (categories.length > 0 && categoriesStatus === 'idle') void chat.loadList('categories');
  }, [chat, categories.length, categoriesStatus]);

  useEffect(() => {
    if (categories.length === 0) setListOpen(false);
  }, [categories.length]);

  // The list closes on a click elsewhere and on Escape (which then stops nothing else).
  useEffect(() => {
    if (!listOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setListOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setListOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    rootRef.current?.addEventListener('keydown', onKeyDown);
    const root = rootRef.current;
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('keydown', onKeyDown);
    };
  }, [listOpen]);

  const nameOf = (id: number) =>
    categoryList.find((category) => category.id_categoria === id)?.descrizione ?? `CCNL ${id}`;
  const summary =
    first === undefined
      ? ui.selection.none
      : categories.length === 1
        ? shortName(nameOf(first))
        : ui.selection.count(categories.length);

  return (
    <div className="selection-pill" data-testid="selection-bar" ref={rootRef}>
      <button
        type="button"
        className="pill-part pill-main"
        data-testid="open-agreement-picker"
        aria-describedby={tooltipVisible && tooltip ? tooltipId : undefined}
        onClick={() => chat.openPicker('categories')}
      >
        <span className="visually-hidden">{ui.selection.choosePrefix}</span>
        <span className="pill-text">{summary}</span>
      </button>
      {agent === 'confronta' && (
        <button
          type="button"
          className="pill-part"
          data-testid="open-parameter-picker"
          onClick={() => chat.openPicker('parameters')}
        >
          <Icon name="sliders" />
          <span className="pill-params-text">{ui.selection.parameters}</span>
          {perimetri.length > 0 && <span>({perimetri.length})</span>}
        </button>
      )}
      {categories.length > 0 && (
        <button
          type="button"
          className="pill-part pill-toggle"
          aria-expanded={listOpen}
          aria-controls={listId}
          aria-label={ui.selection.showChosen}
          data-testid="selection-list-button"
          onClick={() => setListOpen((open) => !open)}
        >
          <Icon name="chevron" />
        </button>
      )}
      <div id={listId} className="selection-popover" hidden={!listOpen}>
        {listOpen && (
          <ul className="chips" aria-label={ui.selection.label}>
            {categories.map((id) => (
              <AgreementChip
                key={id}
                id={id}
                name={nameOf(id)}
                loadTooltip={loadTooltip}
                onRemove={() => chat.removeCategory(id)}
              />
            ))}
          </ul>
        )}
      </div>
      {tooltipVisible && tooltip && !listOpen && <TooltipCard id={tooltipId} details={tooltip} />}
    </div>
  );
}
