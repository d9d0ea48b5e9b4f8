import type { Category, Parameter } from '../model/catalog.js';
import { canConfirm, selectionLimits, togglePickReplacing } from '../rules/selection.js';
import { texts } from '../strings/spec.js';
import { type ChatContext, type PickerKind, TOOLTIP_MS } from './chat-state.js';

/** Does this answer say the agreement could not be identified (spec §4 re-send triggers)? */
export function asksForAgreement(content: string): boolean {
  return content.includes(texts.chat.cannotIdentifyCcnl) || content.includes(texts.chat.rephraseOrSelect);
}

/** The agreement and parameter pickers (spec §4, §5): lists, draft selection, confirm, tooltip. */
export function createPickerSlice(ctx: ChatContext) {
  const { api, get, set, timers, log, toast, stream } = ctx;
  let tooltipTimer: unknown = null;
  async function loadList(kind: PickerKind): Promise<void> {
    const load = kind === 'categories' ? api.categories : api.parameters;
    if (!load) return;
    set({ listStatus: { ...get().listStatus, [kind]: 'pending' } });
    try {
      const items = await load();
      set({
        ...(kind === 'categories'
          ? { categoryList: items as Category[] }
          : { parameterList: items as Parameter[] }),
        listStatus: { ...get().listStatus, [kind]: 'success' },
      });
    } catch (error) {
      log(String(error));
      set({ listStatus: { ...get().listStatus, [kind]: 'error' } });
    }
  }
  function openPicker(kind: PickerKind): void {
    const selected = kind === 'categories' ? get().categories : get().perimetri;
    set({ picker: { kind, selected, query: '' } });
    const status = get().listStatus[kind];
    if (status === 'idle' || status === 'error') void loadList(kind);
  }
  function setPickerQuery(query: string): void {
    const picker = get().picker;
    if (picker) set({ picker: { ...picker, query } });
  }
  function togglePickerItem(id: number): void {
    const picker = get().picker;
    if (!picker) return;
    // At a limit of one, choosing another item replaces the chosen one.
    const selected = togglePickReplacing(picker.selected, id, selectionLimits(get().selectedAgent).max);
    if (selected !== picker.selected) set({ picker: { ...picker, selected } });
  }
  /** Closing the agreement picker in a non-main agent with nothing selected returns to main-agent. */
  function closePicker(): void {
    const picker = get().picker;
    set({ picker: null });
    if (
      picker?.kind === 'categories' &&
      get().selectedAgent !== 'main-agent' &&
      get().categories.length === 0
    ) {
      set({ selectedAgent: 'main-agent' });
    }
  }
  /**
   * Saves the draft when it has at least the minimum; may re-send the question (spec §4). Confirming an empty
   * selection adds nothing, so no success toast: emptied agreements get the removal toast, else none.
   */
  async function confirmPicker(): Promise<boolean> {
    const picker = get().picker;
    if (!picker) return false;
    if (!canConfirm(picker.selected, selectionLimits(get().selectedAgent).min)) return false;
    const selected = [...picker.selected];
    set({ picker: null });
    if (picker.kind === 'parameters') {
      set({ perimetri: selected });
      if (selected.length) toast(texts.toast.successTitle, 'green', texts.toast.successText);
      return true;
    }
    const before = get().categories;
    set({ categories: selected });
    if (!selected.length) {
      if (before.length) toast(texts.toast.categoryRemoved, 'green');
      return true;
    }
    const names = get()
      .categoryList.filter((category) => selected.includes(category.id_categoria))
      .map((category) => category.descrizione);
    toast(texts.toast.categoryAdded, 'green', names.join(' - '));
    showTooltip();
    const lastAnswer = get().conversations.findLast((message) => message.role === 'assistant');
    const question = get().conversations.findLast((message) => message.role === 'user');
    if (lastAnswer && question && asksForAgreement(lastAnswer.content)) {
      await stream(question.content, false).catch((error: unknown) => {
        log(String(error));
        set({ loading: false });
      });
    }
    return true;
  }
  function removeCategory(id: number): void {
    if (!get().categories.includes(id)) return;
    set({ categories: get().categories.filter((value) => value !== id) });
    toast(texts.toast.categoryRemoved, 'green');
  }
  function showTooltip(): void {
    if (tooltipTimer !== null) timers.clearTimeout(tooltipTimer);
    set({ tooltipVisible: true });
    tooltipTimer = timers.setTimeout(() => {
      tooltipTimer = null;
      set({ tooltipVisible: false });
    }, TOOLTIP_MS);
  }
  return {
    loadList,
    openPicker,
    setPickerQuery,
    togglePickerItem,
    closePicker,
    confirmPicker,
    removeCategory,
  };
}
