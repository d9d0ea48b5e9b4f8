import {
  agreementPickerTitle,
  type Category,
  type ChatStore,
  canConfirm,
  type Parameter,
  searchItems,
  selectionLimits,
  texts,
  uiTexts as ui,
} from '@ccnl/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from '../hooks/useStore.js';
import { Dialog } from './Dialog.js';
import { Icon } from './Icon.js';

export type PickerStore = Pick<
  ChatStore,
  | 'getState'
  | 'subscribe'
  | 'setPickerQuery'
  | 'togglePickerItem'
  | 'closePicker'
  | 'confirmPicker'
  | 'loadList'
>;

/** Form input debounce and autofocus delay (spec §9). */
export const SEARCH_DEBOUNCE_MS = 300;
export const AUTOFOCUS_DELAY_MS = 100;

interface Option {
  id: number;
  label: string;
}

const categoryOption = (category: Category): Option => ({
  id: category.id_categoria,
  label: category.descrizione,
});
const parameterOption = (parameter: Parameter): Option => ({ id: parameter.id, label: parameter.parametro });

/** The agreement picker and the parameter picker (spec §2 modals 1 and 2), over the store's picker state. */
export function PickerDialog({ chat }: { chat: PickerStore }) {
  const picker = useStore(chat, (state) => state.picker);
  const agent = useStore(chat, (state) => state.selectedAgent);
  const categoryList = useStore(chat, (state) => state.categoryList);
  const parameterList = useStore(chat, (state) => state.parameterList);
  const listStatus = useStore(chat, (state) => state.listStatus);
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const textId = useId();
  const countId = useId();
  const kind = picker?.kind ?? 'categories';

  // The search box gets focus a moment after the dialog opens (spec §9: 100 ms).
  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), AUTOFOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  // Typing is debounced before it filters (spec §9: 300 ms).
  useEffect(() => {
    const timer = setTimeout(() => chat.setPickerQuery(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [chat, query]);

  const activeQuery = picker?.query ?? '';
  const options = useMemo(
    () =>
      kind === 'categories'
        ? searchItems(categoryList, activeQuery).map(categoryOption)
        : searchItems(parameterList, activeQuery).map(parameterOption),
    [kind, categoryList, parameterList, activeQuery],
  );

  if (!picker) return null;
  const selected = picker.selected;
  const limits = selectionLimits(agent);
  const status = listStatus[kind];
  const isAgreements = kind === 'categories';
  const title = isAgreements ? agreementPickerTitle(agent) : texts.paramPicker.title;

  // At a limit of one the store replaces the chosen item; an empty confirmation toasts no success.
  const choose = (id: number) => chat.togglePickerItem(id);
  const confirm = () => void chat.confirmPicker();

  return (
    <Dialog
      title={title}
      onClose={() => chat.closePicker()}
      closeButton={!isAgreements}
      describedBy={textId}
      initialFocus="dialog"
      className="picker"
      returnToQuestion
      testId={isAgreements ? 'agreement-picker' : 'parameter-picker'}
    >
      <p id={textId} className="picker-text">
        {isAgreements ? texts.categoryPicker.text : texts.paramPicker.text}
        {limits.max === 1 && <> {texts.categoryPicker.replaces}</>}
      </p>
      <input
        ref={inputRef}
        type="search"
        className="input picker-search"
        placeholder={texts.categoryPicker.searchPlaceholder}
        aria-label={texts.categoryPicker.searchPlaceholder}
        aria-describedby={countId}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={countId} className="picker-count" aria-live="polite" data-testid="picker-count">
        {texts.categoryPicker.resultsCount(options.length)}
      </p>
      {status === 'pending' && options.length === 0 ? (
        <p className="picker-status">{ui.picker.loadingList}</p>
      ) : status === 'error' && options.length === 0 ? (
        <p className="picker-status" role="alert">
          {ui.picker.listError}
        </p>
      ) : (
        <ul className="picker-list" aria-label={ui.picker.listLabel} data-testid="picker-list">
          {options.length === 0 && <li className="picker-empty">{ui.picker.empty}</li>}
          {options.map((option) => {
            const checked = selected.includes(option.id);
            return (
              <li key={option.id}>
                <label className="picker-option" data-selected={checked}>
                  <input
                    type="checkbox"
                    className="visually-hidden"
                    checked={checked}
                    onChange={() => choose(option.id)}
                  />
                  <span className="picker-check">{checked && <Icon name="check" />}</span>
                  <span>{option.label}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <p className="picker-limit" data-testid="picker-limit">
        {ui.picker.limit(selected.length, limits.max)}
        {selected.length < limits.min && ` ${ui.picker.atLeast(limits.min)}`}
      </p>
      <div className="dialog-actions">
        {isAgreements && (
          <button type="button" className="button button-secondary" onClick={() => chat.closePicker()}>
            {texts.categoryPicker.close}
          </button>
        )}
        <button
          type="button"
          className="button button-primary"
          disabled={!canConfirm(selected, limits.min)}
          onClick={confirm}
        >
          {texts.categoryPicker.confirm}
        </button>
      </div>
    </Dialog>
  );
}
