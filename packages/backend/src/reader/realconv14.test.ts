import { describe, expect, it } from 'vitest';
import { testKb as kb, TEST_TODAY } from '../testing/agents.js';
import { readQuestion } from './read.js';

type Agent = 'calcolo' | 'main-agent' | 'confronta' | 'inquadra';
const read = (history: string[], message: string, agent?: Agent) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY, ...(agent ? { agent } : {}) });

describe('the bare answer to a counter-question keeps the figure asked', () => {
  it.each([
    [['quanto dovrei prendere di minimo al mese? commercio'], '4 livello part time 20 ore', 20],
    [['quanto prende un commesso del commercio?'], 'part-time 30 ore, terzo livello', 30],
  ])('%j then "%s"', (history, message, hours) => {
    const r = read(history, message);
    expect(r.intent).toBe('minimum_pay');
    expect(r.slots.weeklyHours).toBe(hours);
  });

  it('a part-time turn that asks its own rules still asks them', () => {
    const r = read(
      ['quanto prende un commesso del commercio?'],
      'part-time 20 ore: quante ore supplementari posso fare?',
    );
    expect(r.intent).toBe('part_time');
  });
});

describe('a withholding named after its figure with "di" is that figure', () => {
  it('"167 euro di inps sul lordo di 1818,75" is the INPS, not the net', () => {
    const r = read(
      ['faccio la commessa, 4 livello commercio full time'],
      'in busta mi tolgono 167 euro di inps sul lordo di 1818,75, torna?',
      'calcolo',
    );
    expect(r.intent).toBe('payslip_check');
    expect(r.slots.amounts).toContainEqual({ kind: 'inps', value: 167 });
    expect(r.slots.amounts.some((a) => a.kind === 'net')).toBe(false);
  });

  it('"95 € d\'irpef su 1.700 lordi" is the IRPEF', () => {
    const r = read([], 'mi trattengono 95 € di irpef su 1.700 lordi al mese, è giusto?', 'calcolo');
    expect(r.slots.amounts).toContainEqual({ kind: 'irpef', value: 95 });
  });

  it("a withholding's name between two bare figures still introduces the next one", () => {
    const r = read([], 'imponibile 2300 inps 211 irpef 300 netto?', 'calcolo');
    expect(r.slots.amounts).toContainEqual({ kind: 'monthly_gross', value: 2300 });
    expect(r.slots.amounts).toContainEqual({ kind: 'inps', value: 211 });
  });
});

describe('a facility the person cared for enters is not the carer’s agreement', () => {
  it.each([
    [
      ['Mia madre ha una badante convivente da 6 anni, contratto colf e badanti.'],
      'la mamma deve entrare in una RSA: quanti giorni di preavviso dobbiamo darle?',
    ],
    [
      ['mio padre ha una badante col contratto del lavoro domestico'],
      'papà verrà trasferito in una casa di riposo il mese prossimo, che preavviso le devo dare?',
    ],
  ])('%j then "%s"', (history, message) => {
    const r = read(history, message);
    expect(r.intent).toBe('notice');
    expect(r.slots.agreements).toEqual([kb.byId('lavoro-domestico')?.id_categoria]);
  });

  it('working in the facility is that facility’s agreement', () => {
    const r = read(
      ['faccio la oss a domicilio, contratto colf e badanti'],
      'e se invece lavorassi in una rsa quanto preavviso?',
    );
    expect(r.slots.agreements).not.toContain(kb.byId('lavoro-domestico')?.id_categoria);
  });
});

describe('a bound someone else said is no amount when the exact figure is asked', () => {
  it('"mi diceva che era sotto gli 8 euro … quanto era esattamente?"', () => {
    const r = read(
      ['devo assumere una badante a ore per mio padre che non è autosufficiente, lei non ha diplomi'],
      'una vicina mi diceva che il minimo orario era sotto gli 8 euro: nel 2025 quanto era esattamente?',
      'calcolo',
    );
    expect(r.intent).toBe('hourly_rate');
    expect(r.slots.amounts).toEqual([]);
    expect(r.slots.level).toBe('CS');
  });

  it('"mia cugina dice che è sopra i 9 euro: di preciso quant\'è?"', () => {
    const r = read(
      ['colf a ore, livello B, contratto domestico'],
      'mia cugina dice che la paga oraria minima è sopra i 9 euro: di preciso quanto è?',
      'calcolo',
    );
    expect(r.slots.amounts).toEqual([]);
  });

  it('the worker’s own pay told as a bound stays', () => {
    const r = read([], 'la mia colf la pago meno di 8 euro l’ora, è giusto? livello B', 'calcolo');
    expect(r.slots.amounts.length).toBeGreaterThan(0);
  });
});

describe('increments told as the reason keep the extra month asked about', () => {
  it('"perché è più bassa della tredicesima? io ho gli scatti" after when the 14th is paid', () => {
    const r = read(
      [
        'faccio la barista in un bar, contratto fipe, 5 livello, da 6 anni',
        'la quattordicesima quando me la danno?',
      ],
      'ma perché è più bassa della tredicesima? io ho gli scatti',
    );
    expect(r.intent).toBe('monthly_payments');
  });

  it('"come mai è più bassa della tredicesima? ho 2 scatti" names the other month it is weighed against', () => {
    const r = read(
      ['lavoro in un hotel col contratto turismo, 4 livello, da 7 anni', 'quando arriva la quattordicesima?'],
      'come mai e piu bassa della tredicesima? ho 2 scatti',
    );
    expect(r.intent).toBe('monthly_payments');
  });

  it('increments asked outright are still increments', () => {
    const r = read(
      ['commessa 4 livello commercio: quando mi pagano la quattordicesima?'],
      'e gli scatti quanto valgono?',
    );
    expect(r.intent).toBe('seniority');
  });
});

describe('a level only the conversation’s agreement reads', () => {
  it.each([
    [
      ["faccio l'autista di camion, contratto logistica trasporto merci e spedizione"],
      'al 3° super quanto è il minimo mensile adesso?',
      '3S',
    ],
    [
      ['lavoro come impiegata in uno studio professionale, contratto studi professionali'],
      'quanto prende un 4 super?',
      '4S',
    ],
  ])('%j then "%s" → %s', (history, message, level) => {
    expect(read(history, message).slots.level).toBe(level);
  });

  it('then "e un C3 dei metalmeccanici?" compares the two, each at its own level', () => {
    const r = read(
      [
        "faccio l'autista di camion, contratto logistica trasporto merci e spedizione",
        'al 3° super quanto è il minimo mensile adesso?',
      ],
      'e un c3 dei metalmeccanici prende di piu o di meno?',
      'confronta',
    );
    expect(r.intent).toBe('comparison');
    expect(r.slots.agreements).toHaveLength(2);
  });
});

describe('"allo stesso livello" carries the worker’s level to the other agreement', () => {
  it.each([
    'e se fossi in un negozio col commercio allo stesso livello la prova sarebbe piu corta?',
    'e col contratto del commercio, a parità di livello, la prova quanto sarebbe?',
  ])('%s', (message) => {
    const r = read(
      [
        'lavoro come segretaria in uno studio di commercialisti, contratto studi professionali, 4° livello',
        'quanto dura la prova per me?',
      ],
      message,
      'confronta',
    );
    expect(r.slots.level).toBe('4');
    expect(r.slots.agreements).toContain(kb.byId('terziario-confcommercio')?.id_categoria);
  });
});

describe('a comparison said in a new sentence keeps the case told earlier', () => {
  it('"allo stesso livello e con la stessa anzianità" keeps the level and the years', () => {
    const r = read(
      [
        'Sono cameriera ai piani in un albergo, CCNL Turismo, 4° livello, ci lavoro da due anni.',
        'Quanti giorni di preavviso devo dare se mi dimetto?',
      ],
      'Sto valutando un negozio che applica il contratto del commercio. Allo stesso livello e con la stessa anzianità, il preavviso sarebbe più lungo o più corto?',
      'confronta',
    );
    expect(r.intent).toBe('comparison');
    expect(r.slots.level).toBe('4');
    expect(r.slots.seniorityYears).toBe(2);
  });

  it('without "stesso livello" the level is not carried to the other agreement', () => {
    const r = read(
      [
        'Sono cameriera ai piani in un albergo, CCNL Turismo, 4° livello.',
        'Quanti giorni di preavviso devo dare se mi dimetto?',
      ],
      'Sto valutando un negozio che applica il contratto del commercio: il preavviso sarebbe più lungo o più corto?',
      'confronta',
    );
    expect(r.slots.level).toBeUndefined();
  });
});
