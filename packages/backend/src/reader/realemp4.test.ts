import { describe, expect, it } from 'vitest';
import { followUpSubject } from './follow-up-subject.js';
import { visitScheduleHours } from './visit-schedule.js';

describe('a week told as visits of so many hours (re4- class)', () => {
  it.each([
    ['viene tre volte a settimana per quattro ore', 12],
    ['la signora fa 4 ore per 2 volte alla settimana', 8],
    ['due pomeriggi a settimana da 3 ore', 6],
    ['5 giorni alla settimana per 6 ore', 30],
  ])('%s → %d hours a week', (text, hours) => {
    expect(visitScheduleHours(text)).toBe(hours);
  });

  it('visits without their hours, or hours without visits, are no schedule', () => {
    expect(visitScheduleHours('viene tre volte a settimana')).toBeUndefined();
    expect(visitScheduleHours('lavora 4 ore al giorno')).toBeUndefined();
  });
});

describe('an apprenticeship year named in a follow-up (re4- class)', () => {
  const before = "apprendista al 4° livello: quanto mi costa l'apprendistato il primo anno?";
  it('asks the apprentice’s pay that year, after an apprentice’s cost', () => {
    expect(followUpSubject('e dal 2° anno quanto prende', 'employer_cost', before)).toBe('apprenticeship');
    expect(followUpSubject('e nel terzo anno', 'minimum_pay', before)).toBe('apprenticeship');
    expect(followUpSubject('e nel 3° anno?', 'employer_cost', `Apprendista: ${before}`)).toBe(
      'apprenticeship',
    );
  });

  it('not after a question on someone else', () => {
    expect(
      followUpSubject('e dal 2° anno quanto prende', 'employer_cost', 'commesso al 4° livello: costo?'),
    ).toBeUndefined();
  });
});
