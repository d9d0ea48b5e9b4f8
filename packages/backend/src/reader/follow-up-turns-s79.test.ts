import { describe, expect, it } from 'vitest';
import { testKb as kb } from '../testing/agents.js';
import { echoesAnswer } from './asked-back.js';
import { type AgentHint, readQuestion } from './read.js';

// Follow-ups of blind wave h640–h643 (session 79): the turn changes one thing of the earlier ask, and the reply
// quoted back into the conversation is not the user's case.
const read = (message: string, history: string[], agent: AgentHint = 'main-agent') =>
  readQuestion({ kb, message, history, categories: [], today: '2026-12-03', agent });

const EDIL =
  "sono operaio edile in un'impresa ANCE, la mia paga oraria in busta è 9,80 € lordi. sabato scorso ci hanno fatto fare 6 ore di straordinario di giorno. quanto mi devono per quelle 6 ore?";
const FOOD_5 =
  'Industria alimentare, operaio 5° livello a tempo pieno: minimo tabellare in vigore a dicembre 2026?';
const CRAFTS_4 =
  "Sono installatore in una ditta artigiana, contratto dell'artigianato metalmeccanico, 4° livello: quant'è oggi, dicembre 2026, la retribuzione tabellare mensile?";
const PERMITS =
  'Ciao, lavoro in una pizzeria da asporto dal marzo 2025, contratto FIPE pubblici esercizi. Quante ore di riduzione orario/permessi mi spettano adesso, nei primi anni?';

describe('the reply quoted back is left out of the case', () => {
  it('"ti spettano circa 79,38 € (9,80 × 1,35 = 13,23 € l\'ora)" is the reply: the hourly pay stays 9,80', () => {
    const echo =
      "Per 6 ore di straordinario diurno con la maggiorazione del 35% ti spettano circa 79,38 € lordi (9,80 × 1,35 = 13,23 € l'ora).";
    expect(echoesAnswer(EDIL, echo)).toBe(true);
    const r = read(
      'e se invece le avessimo fatte di domenica, come straordinario festivo?',
      [EDIL, echo],
      'calcolo',
    );
    expect(r.intent).toBe('overtime_value');
    expect(r.slots.overtimeKind).toBe('straordinario_festivo');
    expect(r.slots.amounts.find((a) => a.perHour)?.value).toBe(9.8);
  });

  it('"… in totale 1.853,19 € lordi" is the reply: the part-time share of the same level follows', () => {
    const echo =
      'Dal 1° gennaio 2026 il 5° livello ha minimo 1.325,21 € + contingenza 517,65 € + EDR 10,33 €, in totale 1.853,19 € lordi mensili.';
    expect(echoesAnswer(FOOD_5, echo)).toBe(true);
    const r = read(
      'Stesso livello ma part-time a 24 ore settimanali su 40: quale minimo mensile va in lettera?',
      [FOOD_5, echo],
    );
    expect(r.slots.amounts).toEqual([]);
    expect(r.slots.level).toBe('5');
    expect(r.slots.weeklyHours).toBe(24);
  });

  it('a user telling a total of their own is still the case', () => {
    expect(echoesAnswer(FOOD_5, 'ho in busta un totale di 1.900,00 € lordi')).toBe(false);
  });
});

describe('a follow-up asking the same figure at another level, date or schedule', () => {
  it('"e se mi passano al 2° livello quanto diventa?" after a minimum is the 2° livello minimum, not a net', () => {
    const echo = 'Il 3° livello ha un totale di 2.098,82 € lordi al mese.';
    for (const message of [
      'ok grazie. e se mi passano al 2° livello come mi hanno promesso quanto diventa?',
      'e se mi promuovono al 2° livello quanto prendo?',
    ]) {
      const r = read(message, ['industria alimentare, 3° livello: minimo in busta a dicembre 2026?', echo]);
      expect(r.intent).toBe('minimum_pay');
      expect(r.slots.level).toBe('2');
    }
  });

  it('a past month asked "per controllare gli arretrati" is the minimum at that date, not the una tantum', () => {
    const a = read(
      "Grazie. Per controllare gli arretrati mi servirebbe anche quella di luglio 2025, cioè dopo la tranche di luglio dell'anno scorso: quanto era?",
      [CRAFTS_4],
    );
    expect(a.intent).toBe('minimum_pay');
    expect(a.slots.date).toBe('2025-07-01');
    expect(a.slots.level).toBe('4');
    const b = read('Per verificare gli arretrati mi serve anche quello di gennaio 2026: qual era?', [
      'commessa 4° livello commercio, minimo in busta a dicembre 2026?',
    ]);
    expect(b.intent).toBe('minimum_pay');
    expect(b.slots.date).toBe('2026-01-01');
  });

  it('"e se mi fanno fare 20 ore?" after a part-time minimum moves the week to 20 hours', () => {
    const r = read(
      'e se dal mese prossimo mi fanno fare 20 ore?',
      [
        'lavoro in un hotel a Rimini col contratto turismo, 4° livello, part time 24 ore a settimana. adesso a dicembre quanto mi spetta di minimo lordo al mese?',
      ],
      'calcolo',
    );
    expect(r.slots.weeklyHours).toBe(20);
    expect(r.slots.level).toBe('4');
  });

  it('"e l\'anno scorso di questi tempi?" is the same day a year back, one table, not the whole year', () => {
    const r = read("e l'anno scorso di questi tempi?", [
      'sono commis di sala in una tavola calda, 6° super FIPE. qual è il minimo lordo mensile adesso?',
    ]);
    expect(r.intent).toBe('minimum_pay');
    expect(r.slots.date).toBe('2025-12-03');
  });

  it('"a quante ore arrivo in totale, quando avrò fatto 2 anni?" after the permits is the permits, not the week', () => {
    const r = read('ok e quindi da marzo 2027, quando avrò fatto 2 anni, a quante ore arrivo in totale?', [
      PERMITS,
    ]);
    expect(r.intent).toBe('rol_ex_festivita');
    expect(r.slots.seniorityYears).toBe(2);
    // The working week named is still the week.
    expect(read('e quante ore settimanali sono di orario normale?', [PERMITS]).intent).toBe('working_hours');
  });
});

describe('an apprentice’s year is not a level claimed', () => {
  it('"che percentuale del minimo gli spetta il primo anno?" asks the apprenticeship, not a classification', () => {
    const r = read(
      'studio commercialista, assumo apprendista professionalizzante, ccnl studi professionali. che percentuale del minimo gli spetta il primo anno?',
      [],
    );
    expect(r.intent).toBe('apprenticeship');
    // A level claimed is still one.
    expect(read('commercio, sono commessa: non mi spetterebbe il 4° livello?', []).intent).toBe(
      'classification',
    );
  });
});
