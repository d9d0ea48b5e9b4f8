import { describe, expect, it } from 'vitest';
import { askAgent, openingLines } from '../testing/agents.js';

// Session 61 (fx61travel): business trips and travel — an agreement's travel allowance, stand-by pay and mission
// diaria from its sourced passages, the clause that answers a follow-up, the art. 51 TUIR rules on a trip's
// allowance, mileage and an itinerant worker. New phrasings, not the eval's.
const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text;

describe("an agreement's travel allowance, from its dated table", () => {
  const first =
    'Lavoro in una fabbrica del CCNL metalmeccanici industria e la settimana prossima vado in trasferta con pernottamento: a quanto ammonta la trasferta forfettaria giornaliera?';
  it('the full day of the Metalmeccanici industria opens the answer, with its date', () => {
    const open = openingLines(ask('main-agent', first));
    expect(open).toContain('50,33 €');
    expect(open).toContain('1° giugno 2025');
  });
  it('a follow-up for a day back home with two meals opens with the meals share', () => {
    const open = openingLines(
      ask('main-agent', 'e se rientro in giornata e faccio fuori pranzo e cena?', [first]),
    );
    expect(open).toContain('25,98 €');
  });
  it('a trip abroad is not priced with the table for trips in Italy: the gap, no figure', () => {
    const text = ask(
      'main-agent',
      "CCNL metalmeccanici industria: un nostro tecnico va due settimane in Cina per un collaudo. Quanto prevede il contratto come indennità di trasferta giornaliera all'estero?",
    );
    expect(openingLines(text)).toMatch(/non è nella base di conoscenza/);
    expect(text).not.toMatch(/\d+,\d{2} €/);
  });
  it("a stand-by week told in the story and asked as 'quella settimana' gives the level group's weekly pay", () => {
    const open = openingLines(
      ask(
        'calcolo',
        'Metalmeccanici industria, livello D2. Ho coperto una settimana di reperibilità di 6 giorni senza interventi. Cosa mi devono per quella settimana?',
      ),
    );
    expect(open).toContain('37,47 €');
  });
});

describe('a mission diaria set as a multiple of the daily pay is worked out', () => {
  const first =
    'Terziario Confcommercio: mi mandano in trasferta a Milano per tre giorni dormendo fuori, la mia retribuzione giornaliera di fatto è 95 euro. Che diaria minima mi devono?';
  it('double the daily pay with the night away, a third less without', () => {
    const open = openingLines(ask('calcolo', first));
    expect(open).toContain('190,00 €');
    expect(open).toContain('126,67 €');
  });
  it('a mission longer than a month: 10% less', () => {
    const open = openingLines(ask('calcolo', 'e se la trasferta dura tre mesi?', [first]));
    expect(open).toContain('171,00 €');
  });
});

describe('the clause of the rule that answers a follow-up opens', () => {
  it("a building worker's site in the town he lives in: no diaria", () => {
    const open = openingLines(
      ask('main-agent', 'e se il cantiere è nel comune dove vivo?', [
        "Faccio l'operaio edile, CCNL edilizia industria, mi hanno mandato in un cantiere oltre i limiti della zona di assunzione: quanto è la diaria?",
      ]),
    );
    expect(open).toMatch(/non è dovuta/);
  });
  it("a live-in carer taken to the family's second home: the 20% diaria", () => {
    const open = openingLines(
      ask(
        'main-agent',
        'La nostra colf convivente (CCNL lavoro domestico) viene con noi un mese in montagna nella seconda casa. Le spetta qualcosa in più dello stipendio?',
      ),
    );
    expect(open).toContain('20%');
  });
});

describe('art. 51 TUIR on trips', () => {
  it('an itinerant worker: half of the fixed allowance is taxable', () => {
    const text = ask(
      'main-agent',
      "Il nostro operaio non ha una sede di lavoro nel contratto, lavora sempre in posti diversi e prende un'indennità fissa di 400 euro al mese anche quando non si sposta: quanto è imponibile?",
    );
    expect(openingLines(text)).toContain('200,00 €');
    expect(openingLines(text)).toContain('50%');
    expect(text).toContain('misura fissa');
  });
  it('hotel paid by the company card: the franchise drops by a third', () => {
    const open = openingLines(
      ask(
        'main-agent',
        "Trasferta a Bologna: l'azienda mi paga l'hotel con la carta aziendale e mi dà 40 euro al giorno di diaria. Quanto è tassato?",
      ),
    );
    expect(open).toContain('9,01 €');
  });
  it('mileage on ACI tables outside the municipality opens saying it is exempt', () => {
    const open = openingLines(
      ask(
        'main-agent',
        'Uso la mia auto per andare dai clienti fuori dal comune della sede, mi rimborsano a tabelle ACI: ci pago sopra IRPEF?',
      ),
    );
    expect(open).toMatch(/esent/);
  });
});
