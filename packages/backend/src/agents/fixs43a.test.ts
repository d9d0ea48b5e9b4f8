import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { withoutYardstickYear } from '../reader/yardstick-year.js';
import { askAgent, openingLine, TEST_TODAY, testKb, withUpload } from '../testing/agents.js';
import { activityVariantHours, sizeVariantHours } from './overtime-size-limit.js';

/**
 * Session 43 (fixs43a): a follow-up's seasonal word does not move the worker out of the agreement named; a
 * yearly overtime ceiling read by the firm's size said in words and by the activity; last year named as a
 * yardstick is not the year asked; "quanto gli cambierebbe" between two levels is their gap; a job that says it
 * directs is the «capo» of its profile; going round customers for orders is the commercial traveller; a rate
 * clause of the sector named; a level said in brackets after the category; the employees' notice rows.
 */

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const read = (message: string, history: string[] = []) =>
  readQuestion({ kb: testKb, message, history, today: TEST_TODAY } as never);

describe('a follow-up about the same worker', () => {
  it('keeps the agreement named before when a seasonal word implies another', () => {
    const request = read(
      'E durante la vendemmia ci mettono su sei giorni a settimana: se il mio orario fosse sempre su 6 giorni quanti giorni di ferie avrei?',
      ["quante ferie ho all'anno col contratto alimentari? lavoro in imbottigliamento dal lunedi al venerdi"],
    );
    expect(request.slots.agreements).toEqual([category('alimentari-industria')]);
  });
});

describe('the yearly overtime ceiling', () => {
  const clause =
    "200 ore l'anno (250 nelle aziende fino a 200 dipendenti e in alcune lavorazioni, 260 per manutenzione, installazione e montaggi)";
  it('uses the headcount the reader took from words', () => {
    expect(sizeVariantHours(clause, 'una ditta con una sessantina di dipendenti', 60)?.hours).toBe('250');
  });
  it('uses the activity the question names', () => {
    expect(activityVariantHours(clause, 'la ditta che ci fa la manutenzione delle macchine')?.hours).toBe(
      '260',
    );
    expect(activityVariantHours(clause, 'sono un installatore di impianti')?.hours).toBe('260');
    expect(activityVariantHours(clause, 'lavoro in una fabbrica di bulloni')).toBeUndefined();
  });
  it('answers a maintenance firm of sixty with its ceilings', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        'la ditta metalmeccanica che ci fa la manutenzione degli impianti ha una sessantina di dipendenti: nel loro CCNL metalmeccanico qual è il tetto annuo di ore di straordinario?',
      ).text,
    );
    expect(opening).toContain("**260 ore l'anno**");
    expect(opening).toContain('250 ore nelle aziende fino a 200 dipendenti');
  });
});

describe('last year as a yardstick', () => {
  it('is cut from the year asked', () => {
    expect(withoutYardstickYear("mi sembra uguale a quello dell'anno scorso, e giusto?")).not.toContain(
      'scorso',
    );
    expect(withoutYardstickYear("quanto era l'anno scorso?")).toContain("l'anno scorso");
  });
  it('leaves the payslip checked at its own month', () => {
    const text = askAgent(
      'calcolo',
      "mi guardate la busta di novembre? il minimo del 5 livello mi sembra uguale a quello dell'anno scorso, e' giusto o no? quanto dovrebbe essere",
      withUpload(
        'cedolino_novembre_2026.txt',
        'CEDOLINO PAGA - NOVEMBRE 2026\nAzienda: Cantine S.r.l. - CCNL Industria Alimentare\nLivello: 5\nMinimo tabellare ........ 1.277,04\nContingenza .............. 517,65\n',
      ),
    ).text;
    expect(openingLine(text)).toContain('**1.325,21 €**');
  });
});

describe('two levels compared', () => {
  it('reads "quanto gli cambierebbe … passando dal 5° al 4°" as their gap', () => {
    const opening = openingLine(
      askAgent(
        'confronta',
        "operaio al 5° livello del contratto alimentari industria, quanto gli cambierebbe al mese la paga tabellare quest'anno passando al 4°?",
      ).text,
    );
    expect(opening).toContain('**122,78 € lordi in più al mese**');
  });
});

describe('classification by what the job does', () => {
  const ask = (agreement: string, message: string, history: string[] = []) =>
    openingLine(askAgent('inquadra', message, { categories: [category(agreement)], history }).text);
  it('places a salesman going round customers for orders as the commercial traveller', () => {
    expect(
      ask(
        'alimentari-industria',
        'Assumiamo un venditore che visita enoteche e ristoranti per raccogliere ordini dei nostri vini: che livello?',
      ),
    ).toContain('**2° livello**');
  });
});

describe('a rate clause of the sector named', () => {
  it('is said beside the general rate', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        'industria alimentare, settore vini e liquori: che maggiorazione ha il lavoro festivo degli impiegati?',
      ).text,
    );
    expect(opening).toContain('65%');
  });
});

describe('the employees’ notice in building', () => {
  it('reads the level said in brackets after the category and gives the dismissal term', () => {
    const opening = openingLine(
      askAgent(
        'main-agent',
        'edilizia industria: dobbiamo licenziare un impiegato di 1ª categoria (6° livello) assunto tre anni fa, quanto preavviso?',
      ).text,
    );
    expect(opening).toContain('6° livello');
    expect(opening).toContain('**2 mesi**');
  });
});
