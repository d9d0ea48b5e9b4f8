/**
 * What an on-call question tells of the shifts (standby-allowance.ts): weeks of 6 days, each with or without a
 * holiday and the free day ("due settimane: una con Ognissanti e il giorno libero, l'altra senza festivi"), or a
 * day of 16 hours worked, 24 free, 24 on a holiday. Text already folded by `readable`.
 */

// A holiday said by name or date ("l'8 dicembre", "Ferragosto", "Ognissanti").
const HOLIDAY =
  /\bfestiv\w*|\bfestivita\b|\bnatale\b|\bsanto stefano\b|\bcapodanno\b|\bepifania\b|\bpasquetta\b|\bferragosto\b|\bognissanti\b|\bimmacolata\b|\b(?:25|26) dicembre\b|\b8 dicembre\b|\b15 agosto\b|\b1 ?° ?novembre\b|\b1 novembre\b|\b(?:25 aprile|1 maggio|2 giugno|6 gennaio)\b/;
const NO_HOLIDAY =
  /\b(?:senza|nessun\w*|niente|non c'?e(?:ra|rano)?|non (?:aveva|ha|ho) (?:fatto )?)\s*(?:(?:i|il|un|alcun)\s+)?festiv\w*/;
const FREE_DAY = /\bgiorn\w* (?:di )?liber\w*|\bgiornata libera\b|\briposo settimanale\b/;
const NO_FREE_DAY =
  /\bsenza (?:il |un |alcun )?(?:suo |mio )?(?:giorn\w* (?:di )?liber\w*|giornata libera|riposo)/;

export interface Week {
  holiday: boolean;
  freeDay: boolean;
}

const flags = (text: string): Week => ({
  holiday: HOLIDAY.test(text.replace(NO_HOLIDAY, ' ')),
  freeDay: FREE_DAY.test(text.replace(NO_FREE_DAY, ' ')),
});

const COUNT: Record<string, number> = { due: 2, tre: 3, quattro: 4, '2': 2, '3': 3, '4': 4 };

/** The weeks told: one per part of the story ("una … l'altra …"), or n alike ("due settimane … ciascuna"). */
export function weeksTold(text: string): Week[] {
  const parts = text.split(/\bl'?\s?altra\b|\bla seconda\b|\bla settimana dopo\b|\bpoi\b/);
  if (parts.length >= 2 && /\bsettiman/.test(text)) {
    const first = (parts[0] ?? '').replace(/^.*?\buna\b(?= di| con| compren| in cui)/, '');
    // The first week is told at the end of its part, the others at the start of theirs.
    const head = first.split(/[.?!]\s/).at(-1) ?? first;
    return [head, ...parts.slice(1).map((p) => p.split(/[.?]/)[0] ?? p)].map(flags);
  }
  const n = /\b(due|tre|quattro|[234]) settimane\b/.exec(text);
  const week = flags(text);
  return Array.from({ length: n ? (COUNT[n[1] ?? ''] ?? 1) : 1 }, () => ({ ...week }));
}

/** The weekly column of a week: 0 plain, 1 with a holiday, 2 with a holiday and the free day. */
export const weeklyColumn = (w: Week): 0 | 1 | 2 => (w.holiday ? (w.freeDay ? 2 : 1) : 0);

/** The daily column told: 0 a day of 16 hours worked, 1 24 hours on a free day, 2 24 hours on a holiday. */
export function dailyColumn(text: string): 0 | 1 | 2 | undefined {
  const w = flags(text);
  if (w.holiday) return 2;
  if (/\b24 ?(?:ore|h)\b/.test(text) || w.freeDay) return 1;
  if (/\b16 ?(?:ore|h)\b|\bgiorn\w* lavorat\w*/.test(text)) return 0;
  return undefined;
}

/** A daily figure asked rather than a week's. */
export const dailyAsked = (text: string): boolean =>
  !/\bsettiman\w*|\b(?:6|sei) giorni\b/.test(text) &&
  /\b(?:24|16) ?(?:ore|h)\b|\bgiornalier\w*|\bal giorno\b|\bper (?:un |una )?(?:giorn\w*|turno)\b/.test(text);
