// The chat's components, one file each.

export { AgentSwitcher } from './AgentSwitcher.js';
export { AttachmentsList } from './AttachmentsList.js';
export { ConversationsPane } from './ConversationsPane.js';
export { KeyMap, keyMapScrollMax } from './KeyMap.js';
export { Lines } from './Lines.js';
export { LiveAnswer } from './LiveAnswer.js';
export { PickerModal, type PickerRow } from './PickerModal.js';
export { Prompt } from './Prompt.js';
export { RelatedQuestions } from './RelatedQuestions.js';
export { StatusBar } from './StatusBar.js';
export { Toasts } from './Toasts.js';
export { TrialEnded } from './TrialEnded.js';
