import { describe, expect, it } from 'vitest';
import { TEST_TODAY, testKb } from '../testing/agents.js';
import { readQuestion } from './read.js';

// Overtime asked across turns: the week's schedule said against the hours worked, the same hours moved to the night,
// a colleague at another level, a contract's end that is no date asked, levels the worker is said not to be in.
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY });

describe('the week worked against its schedule', () => {
  const first =
    'a dicembre il negozio mi fa fare 44 ore a settimana invece di 40, sono 4 livello commercio confcommercio, sono straordinari. quanto mi pagano le 4 ore in piu a settimana?';

  it('"44 ore a settimana invece di 40": the schedule is 40, and a later week of 50 holds 10 extra hours', () => {
    expect(read(first).slots.weeklyHours).toBe(40);
    const next = read(
      'E la settimana prima di Natale arrivo a 50 ore: quanto mi spetta per tutte le ore oltre le 40?',
      [first],
    );
    expect([next.intent, next.slots.extraHours, next.slots.weeklyHours]).toEqual(['overtime_value', 10, 40]);
  });

  it('"ha lavorato 45 ore (5 di straordinario)", then "fossero state 50, cioè 10": the schedule stays 40', () => {
    const told =
      'Dipendente CCNL Terziario Confcommercio, quota oraria € 10,62. In una settimana ha lavorato 45 ore (5 di straordinario diurno feriale). Importo lordo dello straordinario?';
    expect(read(told).slots.weeklyHours).toBe(40);
    const next = read('E se le ore settimanali fossero state 50, cioè 10 di straordinario diurno?', [told]);
    expect([next.slots.extraHours, next.slots.weeklyHours]).toEqual([10, 40]);
  });

  it('"2 ore al giorno da lunedì a giovedì, 8 ore in tutto": the 8 hours are valued', () => {
    const told =
      'Il nostro saldatore C3 metalmeccanico industria (minimo 2.211,43, niente scatti) ha fatto 2 ore di straordinario diurno al giorno da lunedì a giovedì, 8 ore in tutto: quanto valgono lorde?';
    expect(read(told).slots.extraHours).toBe(8);
    // A colleague at another level has that level's pay, not the C3's minimum told before.
    const next = read('ok e x il suo collega D2 ke ha fatto le stesse identiche ore?', [told]);
    expect(next.slots.level).toBe('D2');
    expect(next.slots.amounts.some((a) => a.value === 2211.43)).toBe(false);
  });
});

describe('a follow-up that moves the same overtime hours', () => {
  it('to the night, whatever errand the turn tells ("per le fiere", "dopo un matrimonio")', () => {
    const first =
      'Magazziniere di 4° livello logistica, nel 2026 prende minimo + EPA e basta. 10 ore di straordinario feriale di giorno quanto valgono?';
    const next = read(
      'E se quelle 10 ore le ha fatte di notte, per caricare i camion dei vini per le fiere?',
      [first],
    );
    expect([next.intent, next.slots.overtimeKind]).toEqual(['overtime_value', 'straordinario_notturno']);
    const fipe =
      'Ristorante con CCNL Pubblici esercizi FIPE: un cameriere con paga oraria di 10,60 € ha fatto 4 ore di straordinario diurno. Quanto gli spetta lordo per quelle ore?';
    const night = read(
      'e se quelle 4 ore le avesse fatte tutte tra mezzanotte e le 4 del mattino, per chiudere dopo un matrimonio?',
      [fipe],
    );
    expect(night.intent).toBe('overtime_value');
  });

  it('"sempre non turnista" keeps them overtime at night, not plain night work', () => {
    const first =
      'quanto mi spetta per 2 ore di straordinaio diurne? sono c3 metalmeccanico industria, solo minimo senza scatti ne superminimo, nn faccio turni';
    const next = read('e se quelle 2 ore le faccio di notte invece che di giorno? sempre non turnista', [
      first,
    ]);
    expect(next.slots.overtimeKind).toBe('straordinario_notturno');
  });
});

describe('words of the story that are no slot', () => {
  it('"il contratto che scade a marzo" is no date the overtime is valued at', () => {
    const first =
      'Ciao, lavoro come commessa in un negozio di scarpe a Milano, contratto commercio Confcommercio, 4° livello, full time. Quanto è adesso il minimo lordo al mese?';
    const next = read(
      'La settimana scorsa c’era l’inventario, ho accettato perché non volevo fare brutta figura con il contratto che scade a marzo. Ho fatto 45 ore invece delle mie 40. Quanto mi devono pagare lordo per quelle 5 ore di straordinario?',
      [first],
    );
    expect(next.slots.date).toBeUndefined();
  });

  it('"(non quadro, non I livello)" names no level; "non viaggiante" is the Logistica’s staff', () => {
    const reception = read(
      'Una società di servizi fiduciari applica il CCNL Vigilanza privata e servizi fiduciari. Per un addetto alla reception (non quadro, non I livello) quanto dura al massimo il periodo di prova?',
    );
    expect(reception.slots.level).toBeUndefined();
    const store = read(
      'Ho bisogno di un magazziniere di 4° livello (non viaggiante, solo minimo ed EPA) di notte fuori orario a Natale: che importo orario di straordinario festivo notturno?',
    );
    expect(testKb.byCategory(store.slots.agreements[0] ?? -1)?.id).toBe(
      'logistica-trasporto-merci-spedizione',
    );
  });
});
