import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

// The answer classes of the eighth set of real conversations (89-real-conv-8.json), in other words.
const opening = (agent: string, message: string) => openingLine(askAgent(agent, message).text);

describe('an injury said not to be a work one opens with the illness and the job kept', () => {
  it.each([
    'Sono caduto dalla moto in vacanza, non è stato un infortunio sul lavoro: ho il braccio ingessato. Operaio edile da due anni: per quanto mi tengono il posto?',
    'Mio figlio fa il manovale in una ditta edile, si è rotto la caviglia fuori dal lavoro giocando a pallone: quanto tempo gli conservano il posto?',
  ])('%s', (message) => {
    const line = opening('main-agent', message);
    expect(line).toMatch(/Malattia/);
    expect(line).toMatch(/9 mesi/);
    expect(line).not.toMatch(/^[^*]*\*\*Infortunio/);
  });
});

describe('the law-104 permits asked in hours, with the week told', () => {
  it.each([
    [
      'Lavoro 32 ore su 4 giorni in fabbrica e ho la 104 per mia moglie: in ore quanti permessi ho al mese?',
      '24 ore al mese',
    ],
    [
      'Sono part-time 21 ore, dal lunedì al sabato, con la 104 per mio figlio: quante ore di permesso posso prendere in un mese?',
      '10,5 ore al mese',
    ],
  ])('%s → %s', (message, hours) => {
    expect(opening('main-agent', message)).toContain(hours);
  });

  it('without the days of the week the three days open, as before', () => {
    expect(opening('main-agent', 'Ho la 104 per mio padre, quante ore di permesso al mese?')).toContain(
      '3 giorni',
    );
  });
});

describe('the 13th and the 14th month asked together: each and the sum', () => {
  it('a season at the 6th super of Turismo', () => {
    const line = opening(
      'calcolo',
      'Commis di cucina al 6° super turismo, stagione di 5 mesi: tredicesima più quattordicesima quanto fanno?',
    );
    expect(line).toContain('tredicesima');
    expect(line).toContain('quattordicesima');
    expect(line).toMatch(/in tutto \*\*1\.274,2[78] €\*\*/);
  });

  it('the 14th alone keeps its own answer', () => {
    const line = opening(
      'calcolo',
      'Commis di cucina al 6° super turismo, stagione di 5 mesi: quanto fa la quattordicesima?',
    );
    expect(line).toContain('quattordicesima');
    expect(line).not.toContain('in tutto');
  });
});

describe('holidays owed at the end, asked as a count of days', () => {
  it('the days accrued, not whether they are paid', () => {
    expect(
      opening(
        'main-agent',
        'Chiudo il rapporto a fine aprile, commessa nel commercio da gennaio: nella liquidazione quanti giorni di ferie non godute mi pagano?',
      ),
    ).toContain('8,67 giorni');
  });
});

describe("a holiday's or a Sunday's hours worked, their pay asked", () => {
  it.each([
    'Il 2 giugno la colf è venuta lo stesso a lavorare, per lei era festa: come gliela paghiamo quella giornata?',
    'La badante convivente di mia nonna ha lavorato anche la domenica, il suo giorno libero: che maggiorazione le spetta?',
  ])('%s', (message) => {
    expect(opening('calcolo', message)).toContain('60%');
  });
});

describe('a wedding asked by someone who works at a holiday place', () => {
  it('the agreement’s marriage leave, not the out-of-scope text', () => {
    expect(
      opening(
        'main-agent',
        'Faccio la receptionist in un villaggio turistico (contratto turismo) e mi sposo a maggio: quanti giorni di permesso per il matrimonio?',
      ),
    ).toContain('15 giorni');
  });
});
