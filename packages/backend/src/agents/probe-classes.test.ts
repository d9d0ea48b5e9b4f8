import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const calc = (message: string, history: string[] = []) => askAgent('calcolo', message, { history }).text;
const main = (message: string, history: string[] = []) => askAgent('main-agent', message, { history }).text;

describe('probe classes: the figure asked opens the answer (new phrasings)', () => {
  it("opens with a level's monthly gross when the gross is asked, not the net", () => {
    // CCNL Commercio 3° livello from 1 November 2026: 2.024,38
    const opening = openingLine(calc('stipendio lordo al mese di un terzo livello del commercio?'));
    expect(opening).toContain('**2.024,38 €**');
    expect(opening).toMatch(/^Il lordo mensile/);
  });

  it("opens with a level's RAL when the year's gross is asked", () => {
    // 1.818,75 × 14 = 25.462,50
    expect(openingLine(calc('che RAL ha un commesso di quarto livello nel commercio?'))).toContain(
      '**25.462,50 €**',
    );
  });

  it('keeps the gross asked in a short follow-up, and gives the net when the net is asked next', () => {
    // 1.818,75 + 3 × 20,66 = 1.880,73
    expect(openingLine(calc('e con 3 scatti?', ['lordo mensile di un 4 livello commercio?']))).toContain(
      '**1.880,73 €**',
    );
    expect(openingLine(calc('e netto?', ['lordo mensile di un 4 livello commercio?']))).toMatch(
      /^Il netto stimato/,
    );
  });

  it('turns a monthly gross into a RAL and a RAL into a monthly gross', () => {
    // 1.750 × 13 = 22.750,00; 42.000 / 14 = 3.000,00
    expect(
      openingLine(calc('prendo 1.750 lordi al mese su 13 mensilità, a quanto corrisponde la RAL?')),
    ).toContain('**22.750,00 €**');
    expect(openingLine(calc('con una RAL di 42.000 su 14 mensilità quanto è il lordo al mese?'))).toContain(
      '**3.000,00 €**',
    );
  });

  it('still answers the net when a RAL is given and the net asked', () => {
    expect(openingLine(calc('con una RAL di 30.000 quanto prendo?'))).not.toContain('il lordo mensile è');
  });

  it('reads the payments from the extra month the worker says she receives', () => {
    // 1.600 × 14 = 22.400,00
    expect(
      openingLine(calc('guadagno 1.600 lordi al mese e ho pure la quattordicesima: qual è la mia RAL?')),
    ).toContain('**22.400,00 €**');
  });

  it("weighs a part-timer's pay against the minimum's share", () => {
    // 1.818,75 × 30 / 40 = 1.364,06; 1.300 − 1.364,06 = −64,06
    const opening = openingLine(
      calc('sono part time 30 ore, 4° livello commercio, in busta 1.300 lordi: è giusto rispetto al minimo?'),
    );
    expect(opening).toContain('1.364,06');
    expect(opening).toContain('64,06 € in meno');
  });

  it('counts the 13th up to the month the question names', () => {
    // Commercio 5° from 1 November 2025: 1.660,08; June–September = 4 months; × 4 / 12 = 553,36
    expect(
      openingLine(
        calc('assunto il 2 giugno 2026 al 5 livello commercio, quanta tredicesima ho a fine settembre?'),
      ),
    ).toContain('553,36');
  });

  it('sums the TFR of the years said with a gerund', () => {
    // 2.000 × 13 = 26.000 / 13,5 = 1.925,93 − 130,00 = 1.795,93; × 4 = 7.183,72
    expect(openingLine(calc('lavorando 4 anni a 2.000 lordi al mese, quanto TFR mi ritrovo?'))).toContain(
      '7.183,72',
    );
  });

  it('gives the extra of a Sunday hour in euro when asked how much more', () => {
    // 1.691,70 / 168 × 30% = 3,02
    expect(
      openingLine(
        calc('domenica al lavoro, quinto livello commercio: di quanto sale la paga oraria in più?'),
      ),
    ).toContain('3,02 € in più');
  });
});

describe('probe classes: notice, sickness and labour subjects (new phrasings)', () => {
  it('reads "licenziarmi" said of oneself as a resignation, and of the boss as a dismissal', () => {
    expect(
      openingLine(main('devo licenziarmi, 5° livello commercio da 4 anni: quanti giorni di preavviso?')),
    ).toContain('**15 giorni**');
    expect(
      openingLine(
        main('l’azienda vuole licenziarmi, 5° livello commercio da 4 anni: quanto preavviso mi devono?'),
      ),
    ).toContain('**20 giorni**');
  });

  it('opens a sickness question with the sickness clause, not the injury one', () => {
    const lead = /\*\*([^*]+)\*\*/.exec(
      openingLine(main('pulizie multiservizi: per quanto tempo la malattia è pagata al 100%?')),
    )?.[1];
    expect(lead).toContain('100%');
    expect(lead).not.toMatch(/INAIL|infortun/);
  });

  it('opens an injury question with the injury clause', () => {
    expect(
      openingLine(
        main('mi sono fatto male al lavoro, commercio: quanto prendo nei primi giorni di infortunio?'),
      ),
    ).toContain('60%');
  });

  it("opens with the employer's top-up when the sick pay is asked", () => {
    expect(openingLine(main('metalmeccanico in malattia: quanto mi pagano le prime settimane?'))).toContain(
      'integra',
    );
  });

  it('answers a fixed-term contract from the law, not from an agreement passage', () => {
    const opening = openingLine(main('quanto può durare al massimo un contratto a tempo determinato?'));
    expect(opening).toContain('24 mesi');
    expect(opening).toContain('D.Lgs. 81/2015');
    expect(openingLine(main('quante volte mi possono prorogare il contratto a termine?'))).toContain(
      '4 volte',
    );
  });

  it('leaves a fixed-term contract named only in the story to the question asked', () => {
    const text = main(
      'Vengo da anni di contratti a termine. Ora ho un indeterminato nel commercio al 4° livello: quanti giorni di ferie ho?',
    );
    expect(openingLine(text)).not.toContain('24 mesi');
  });

  it('names the labour subjects the knowledge base lacks as gaps', () => {
    for (const q of [
      'lo stipendio di settembre non è ancora arrivato, cosa posso fare?',
      'come si presentano le dimissioni telematiche?',
    ])
      expect(openingLine(main(q))).toContain('Non ho nella base di conoscenza');
  });

  it('answers the NASpI from the law and the 2026 INPS figures (naspi-benefit.ts), no longer a gap', () => {
    expect(openingLine(main('quanto mi spetta di disoccupazione naspi?'))).toContain('1.584,70 € al mese');
  });

  it('answers the sickness check from the law (sickness-check.ts), no longer a gap', () => {
    expect(openingLine(main('a che ore può passare la visita fiscale?'))).toContain(
      'dalle 10 alle 12 e dalle 17 alle 19',
    );
  });

  it('says what a notice not given costs, from art. 2118 c.c.', () => {
    const opening = openingLine(main('se mi dimetto e non faccio il preavviso cosa succede?'));
    expect(opening).toContain('2118');
    expect(opening).toContain('indennità');
  });

  it('pays unused holidays at the end of the job, from the law', () => {
    expect(openingLine(main('mi licenziano: le ferie che non ho goduto me le liquidano?'))).toContain(
      'alla fine del rapporto',
    );
  });

  it('sums the TFR of a job over several years, each month at the table of its time', () => {
    // FIPE 5°: 2024-06 table for Jul–Dec 2024, then 2025-06 and 2026-06 tables; a month before the first table is a gap
    const text = calc('cameriere 5 livello FIPE assunto il 1 luglio 2024, finisco il 31 luglio 2026: TFR?');
    expect(openingLine(text)).toMatch(/25 mesi\) le quote di TFR accantonate sommano a \*\*/);
    expect(text).toContain('2025: 12 mesi');
    expect(
      openingLine(
        calc(
          'commessa 4 livello commercio assunta il 1 gennaio 2024, ultimo giorno il 30 giugno 2026: quanto TFR?',
        ),
      ),
    ).toContain('non sono nella base di conoscenza');
  });
});
