import type { LeaveKind } from '../reader/asked-topic.js';

/** Each leave kind as an answer names it. */
export const LEAVE_LABEL: Record<LeaveKind, string> = {
  bereavement: 'permessi per lutto',
  marriage: 'congedo matrimoniale',
  study: 'permessi per studio',
  child_sickness: 'permessi per malattia del figlio',
  maternity: 'congedo di maternità',
  paternity: 'congedo di paternità',
  parental: 'congedo parentale',
  breastfeeding: 'permessi per allattamento (riposi giornalieri)',
  disability: 'permessi della legge 104',
  disability_leave: 'congedo straordinario per assistere un familiare con disabilità grave',
  blood_donation: 'riposo per donazione di sangue',
  election_duty: 'permessi per le operazioni elettorali (seggio)',
  gender_violence: 'congedo per le donne vittime di violenza di genere',
};
