import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

describe('session 43: a move to a level said as "la passo al 4°"', () => {
  it('weighs the level moved to against the one held, said from the level reached', () => {
    const line = openingLine(
      askAgent(
        'confronta',
        'Ho una cameriera al 5° livello FIPE, se la passo al 4° quanto le devo dare in più?',
      ).text,
    );
    expect(line).toContain('il 4° livello prende **112,60 € lordi in più al mese** del 5° livello');
  });
  it('"se la promuoviamo al 4°" in the Commercio is the 4° against the 5°', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'Commercio: la commessa è al 5° livello, se la promuoviamo al 4° quanto costa in più al mese di minimo?',
      ).text,
    );
    expect(line).toContain('il 4° livello prende **127,05 € lordi in più al mese** del 5° livello');
  });
  it('"se la portiamo al 2° quanto perde" is the gap of a move down, not another topic', () => {
    const line = openingLine(
      askAgent(
        'main-agent',
        'nel Multiservizi una addetta al 3° livello, se la portiamo al 2° quanto perde al mese?',
      ).text,
    );
    expect(line).toContain('il 2° livello prende **74,88 € lordi in meno al mese** del 3° livello');
  });
});

describe("session 43: a household worker's 13th month", () => {
  it("a live-in carer's 13th includes board and lodging even when the question does not name them", () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'Badante convivente CS assunta il 1 giugno 2026, quanto le spetta di tredicesima a dicembre?',
      ).text,
    );
    expect(line).toContain('**812,96 €**');
    expect(line).toContain('vitto e alloggio');
  });
  it('a colf who does not live in, with no hours told, is asked her weekly hours, not paid the live-in minimum', () => {
    const { text } = askAgent(
      'calcolo',
      'colf non convivente livello B assunta il 1 marzo 2026 a tempo pieno al minimo, tredicesima?',
    );
    expect(openingLine(text)).toContain('**le ore settimanali**');
    expect(text).not.toContain('819,30');
  });
  it('with her weekly hours told, the 13th is on the hourly minimum', () => {
    const line = openingLine(
      askAgent(
        'calcolo',
        'colf non convivente livello B assunta il 1 marzo 2026, 25 ore a settimana al minimo, tredicesima?',
      ).text,
    );
    expect(line).toContain('**632,85 €**');
  });
  it('a worker said not to sleep in earlier and "non convivente" now is not a live-in worker', () => {
    const { text } = askAgent(
      'calcolo',
      'È con noi dal 1° marzo 2026, non convivente, 20 ore settimanali, pagata al minimo del livello BS. Quanto le spetta di tredicesima a dicembre?',
      { history: ['baby sitter a ore per nostro figlio, non dorme da noi: quanto è la paga minima?'] },
    );
    expect(text).not.toContain('vitto e alloggio');
  });
});

describe('session 43: a family that employs a carer itself', () => {
  it('"abbiamo fatto noi come famiglia" after a cooperative was thought of reads domestic work', () => {
    const { text } = askAgent(
      'calcolo',
      "Mio padre ha 87 anni e da gennaio abbiamo preso una signora che viene tutti i pomeriggi, 20 ore a settimana, a tempo indeterminato, a 9,00 euro l'ora. Mia sorella dice che dovevamo passare per la cooperativa ma alla fine abbiamo fatto noi come famiglia. Nel primo trimestre 2026 sono 260 ore pagate: quanto dobbiamo versare di contributi INPS?",
    );
    expect(text).not.toContain('Non riesco a identificare');
    expect(text).toContain('499,20 €');
  });
  it('a longer follow-up asking the same hours again keeps the domestic contributions', () => {
    const { text } = askAgent(
      'calcolo',
      'E se il contratto fosse stato a tempo determinato, non per sostituire nessuno, quanto avremmo pagato per le stesse 260 ore?',
      {
        history: [
          "Badante a ore di mio padre, 9 euro l'ora, tempo indeterminato, 260 ore nel primo trimestre 2026: quanto versiamo di contributi INPS?",
        ],
      },
    );
    expect(text).toContain('533,00 €');
  });
});

describe('session 43: each agreement compared keeps the level said beside its own name', () => {
  it('"al 7° livello pulizie" of the shop does not become the Multiservizi level named "Multiservizi 2° livello"', () => {
    const line = openingLine(
      askAgent(
        'confronta',
        'Un cliente negozio mi dice che potrei anche assumerla direttamente lui col contratto del commercio, al 7° livello pulizie. Mi confronti il minimo mensile full time oggi: Multiservizi 2° livello contro Terziario VII livello?',
      ).text,
    );
    expect(line).toContain('1.403,17 €');
    expect(line).toContain('1.422,27 €');
  });
});

describe('session 43: merge regressions', () => {
  it('"il minimo oggi e quale sarà con la tranche di dicembre" gives both tables', () => {
    const { text } = askAgent(
      'main-agent',
      'Qual è il minimo tabellare del 3° livello oggi e quale sarà con la tranche di dicembre 2026?',
      {
        history: [
          'Studio commercialista, CCNL Studi professionali Confprofessioni, impiegata contabile al 3° livello.',
        ],
      },
    );
    expect(text).toContain('1.706,37 €');
    expect(text).toContain('1.726,37 €');
  });
  it("a worker's own fixed shift told by the clock is not priced as extra hours", () => {
    const { text } = askAgent(
      'main-agent',
      'Mi hanno assunto come portiere di notte con la lettera che ho caricato, turno fisso dalle 23:30 alle 7:30. Un collega che fa qualche notte ogni tanto dice che a lui pagano il 25% in più per le ore notturne. Anche a me spetta la stessa maggiorazione?',
      withUpload(
        'lettera.txt',
        'Lettera di assunzione. CCNL applicato: Turismo - aziende alberghiere (Federalberghi). Qualifica: portiere di notte - Livello: 4°. Orario: 40 ore settimanali in turno notturno fisso (23:30 - 7:30).',
      ),
    );
    expect(openingLine(text)).not.toContain('Per queste 8 ore');
  });
});

describe('session 43: round 2 merge regressions', () => {
  it("a relative's own public job asked about is her agreement, not a background workplace", () => {
    const { text } = askAgent(
      'main-agent',
      "Mia sorella fa l'infermiera in un ospedale pubblico di Torino da sei anni e vorrebbe sapere quanti giorni di ferie le spettano e se può spezzarle in più periodi durante l'estate.",
    );
    expect(openingLine(text)).toContain('non è nella base di conoscenza');
  });
  it('a cost asked of the writer and a reckoning asked keep the employer cost', () => {
    const { text } = askAgent(
      'calcolo',
      'Officina meccanica, metalmeccanica industria Federmeccanica, 22 dipendenti. Il titolare vuole assumere un attrezzista in C3 a tempo pieno, solo minimo tabellare. Mi chiede quanto ci costa in un anno. Il consulente ci ha detto di stimare i contributi a carico azienda al 30% e di considerare il TFR. Mi fate il conto con 13 mensilità?',
    );
    expect(openingLine(text)).not.toContain('13 mensilità: la tredicesima');
    expect(openingLine(text)).toMatch(/cost/);
  });
  it('a driver with the C+E but "senza ADR" is not the ADR driver profile', () => {
    const { text } = askAgent(
      'inquadra',
      'e un autista sempre C+E che fa container e casse mobili in trasferta, ma senza ADR o altre abilitazioni?',
      { history: ['autista C+E con ADR in trasferta, in che posizione va nel ccnl logistica?'] },
    );
    expect(openingLine(text)).toContain('B3');
  });
});
