import type { ChatContext } from './chat-state.js';

/** calcolo's payslip fields, and the modify-conversation mode they recompute in (no scroll to the bottom). */
export function createPayslipSlice(ctx: ChatContext) {
  const { api, get, set, fail, stream } = ctx;
  /**
   * Sets a payslip field the calcolo answer asked for (`calcola_field`), then recomputes: the previous question
   * is sent again in modify mode, into a fresh answer, without scrolling the view away.
   */
  async function submitPayslipField(field: string, value: string | number | null): Promise<boolean> {
    const sessionId = get().currentConversationId;
    if (!sessionId || !api.updatePayslipField) return false;
    try {
      await api.updatePayslipField(sessionId, field, value);
    } catch (error) {
      fail(error, sessionId);
      return false;
    }
    const question = get().conversations.findLast((message) => message.role === 'user');
    if (!question) return true;
    setModifyConversation(true, get().modifyPage);
    await stream(question.content, false);
    return true;
  }
  function setModifyConversation(active: boolean, page = 1): void {
    set({ modifyConversation: active, modifyPage: Math.max(1, page) });
  }
  /** Should the view scroll to the bottom now? Not while the modify flag is set, which is then cleared. */
  function takeScrollToBottom(): boolean {
    if (!get().modifyConversation) return true;
    set({ modifyConversation: false });
    return false;
  }
  return { submitPayslipField, setModifyConversation, takeScrollToBottom };
}
