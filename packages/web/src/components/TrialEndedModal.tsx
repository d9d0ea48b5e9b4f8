import { texts, uiTexts as ui } from '@ccnl/core';
import { useId } from 'react';
import { Dialog } from './Dialog.js';

/**
 * The trial-ended modal (spec §2 modal 3): shown to a user with no access or with the Iterazioni credit
 * exhausted. It cannot be closed; 'Contatta un agente' opens the sales form in a new tab.
 */
export function TrialEndedModal({ salesFormUrl, lead }: { salesFormUrl: string; lead?: string }) {
  const textId = useId();
  return (
    <Dialog title={texts.trialEnded.title} describedBy={textId} className="trial-ended" testId="trial-ended">
      {/* A user who never had a subscription reads why the trial text concerns them too. */}
      {lead && <p className="trial-ended-lead">{lead}</p>}
      <p id={textId} className="trial-ended-text">
        {texts.trialEnded.text} {ui.trialEnded.product}
      </p>
      <div className="dialog-actions">
        <a className="button button-primary" href={salesFormUrl} target="_blank" rel="noopener noreferrer">
          {texts.trialEnded.contact}
        </a>
      </div>
    </Dialog>
  );
}
