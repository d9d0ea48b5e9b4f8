import { uploadErrorMessage } from '../rules/errors.js';
import { DEFAULT_UPLOAD_RULES, validateUpload } from '../rules/upload.js';
import { texts } from '../strings/spec.js';
import type { ChatContext } from './chat-state.js';

/** The conversation's documents: upload (creating the conversation when needed) and removal (spec §5). */
export function createDocumentsSlice(ctx: ChatContext) {
  const { api, deps, get, set, toast } = ctx;
  async function upload(files: readonly { name: string; size: number; data: Blob }[]): Promise<boolean> {
    const check = validateUpload(get().files, files, deps.uploadRules ?? DEFAULT_UPLOAD_RULES);
    if (!check.ok) {
      toast(check.error, 'red');
      return false;
    }
    const userId = deps.getUserId();
    if (!userId || !api.uploadDocuments) return false;
    set({ uploadLoading: true });
    try {
      let sessionId = get().currentConversationId;
      if (!sessionId) {
        sessionId = await api.createEmptySession(userId);
        set({ currentConversationId: sessionId });
      }
      const answer = await api.uploadDocuments(sessionId, files);
      set({ files: answer.files, vector_store_id: answer.vector_store_id });
      toast(texts.toast.fileUploaded, 'green');
      return true;
    } catch (error) {
      toast(uploadErrorMessage(error), 'red');
      return false;
    } finally {
      set({ uploadLoading: false });
    }
  }
  async function removeFile(fileId: string): Promise<void> {
    if (!api.deleteDocument) return;
    try {
      await api.deleteDocument(fileId);
      set({ files: get().files.filter((file) => file.file_id !== fileId) });
    } catch (error) {
      toast(uploadErrorMessage(error), 'red');
    }
  }
  return { upload, removeFile };
}
