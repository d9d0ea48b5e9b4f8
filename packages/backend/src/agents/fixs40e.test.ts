import { describe, expect, it } from 'vitest';
import { readQuestion } from '../reader/read.js';
import { withoutTaxSetAside } from '../reader/set-aside.js';
import { askAgent, testKb as kb, openingLine, TEST_TODAY } from '../testing/agents.js';

const read = (message: string, history: string[] = []) =>
  readQuestion({ kb, message, history, categories: [], today: TEST_TODAY });

describe('payroll calculations asked by employers (fixs40e)', () => {
  it('the 5% told as not due is a fact of the story, and the net is computed', () => {
    const message =
      "Impiegata a Bologna, RAL 36.000 € nel 2026, nessun familiare a carico. L'anno scorso ha guadagnato 35.500 euro, quindi la flat tax sugli aumenti contrattuali non le spetta. Quanto le resta netto in un anno?";
    expect(withoutTaxSetAside(message)).not.toMatch(/flat tax/);
    const request = read(message);
    expect(request.intent).toBe('gross_to_net');
    // Last year's income is not a second RAL to compare with.
    expect(request.slots.amounts.map((a) => a.value)).toEqual([36_000]);
    expect(openingLine(askAgent('calcolo', message).text)).toMatch(/netto stimato/);
  });

  it('a net asked beside a renewal told in the story is not the renewal tax', () => {
    const answer = askAgent(
      'calcolo',
      "Domani ho il colloquio di rinnovo con il capoturno, RAL 28.000 su 14 mensilità nel 2026, vive a Piacenza, nessun familiare a carico. L'addizionale comunale la aggiungo io perché non ho l'aliquota, a voi chiedo il netto annuo con IRPEF e addizionale regionale.",
    );
    expect(openingLine(answer.text)).toMatch(/netto stimato/);
    expect(answer.text).toContain('22.388,40 €');
  });

  it('a municipal surcharge the user computes himself is left out', () => {
    const answer = askAgent(
      'calcolo',
      "RAL 30.000 € su 13 mensilità nel 2026, residente a Bologna, nessun familiare a carico. L'addizionale comunale la calcolo io: qual è il netto annuo con IRPEF e addizionale regionale?",
    );
    expect(answer.text).toContain('23.585,58 €');
    expect(answer.text).not.toContain('Addizionale comunale (Bologna)');
  });

  it('the two years weighed split the difference between IRPEF and surcharges', () => {
    const answer = askAgent(
      'calcolo',
      'RAL 45.000 a Bologna, nessun familiare a carico: quanto guadagna in più di netto nel 2026 rispetto al 2025? Da dove viene la differenza?',
    );
    expect(answer.text).toMatch(/\| IRPEF netta \| [^|]+ \| [^|]+ \| -257,29 € \|/);
    expect(answer.text).toMatch(/\| Addizionale regionale \| [^|]+ \| [^|]+ \| -19,30 € \|/);
  });

  it("the cut's largest yearly saving is worked from the two years' brackets", () => {
    const answer = askAgent(
      'main-agent',
      'Cosa è cambiato negli scaglioni IRPEF dal 2026 rispetto al 2025 e qual è al massimo il beneficio annuo per un dipendente?',
    );
    expect(openingLine(answer.text)).toContain('440,00 €');
  });

  it('the somma esente asked beside the further deduction: a no above its limit', () => {
    const answer = askAgent(
      'calcolo',
      "Con RAL 38.000 € nel 2026 quanto vale l'ulteriore detrazione del cuneo fiscale? Ha diritto anche alla somma esente?",
    );
    expect(openingLine(answer.text)).toMatch(/686,50 €.*somma esente \*\*non spetta\*\*/);
  });

  it('a follow-up putting the worker on a 13-month contract asks the gross, not a level', () => {
    const first =
      'Start-up a Bologna, contratto del commercio a 14 mensilità, una product designer vuole 1.850 euro netti al mese, nessun familiare a carico: che RAL serve nel 2026?';
    const request = read(
      'Se invece la inquadrassimo con un contratto a 13 mensilità, sempre 1.850 € netti al mese, che RAL servirebbe?',
      [first],
    );
    expect(request.intent).toBe('net_to_gross');
    expect(request.alsoAsked).not.toContain('classification');
  });

  it('a follow-up changing the weekly hours asks the level’s part-time gross', () => {
    const first =
      'Studente part-time 20 ore a settimana su 40, commercio 4° livello, Bologna. Quanto prende lordo e netto al mese? Sotto i 15 mila spetta il trattamento integrativo?';
    const answer = askAgent(
      'calcolo',
      'e se invece gli facciamo fare 24 ore a settimana quanto è il lordo mensile?',
      {
        history: [first],
      },
    );
    expect(openingLine(answer.text)).toContain('1.091,25 €');
  });

  it("an employer's start to come ('lo faccio partire il 1° dicembre') is the hire date", () => {
    const request = read('E se invece lo faccio partire il 1° dicembre, il primo mese quanto gli spetta?', [
      'Studio professionale (CCNL Studi professionali): apprendista professionalizzante, destinazione 4° livello, partenza subito. Quanto gli do lordo al mese il primo anno?',
    ]);
    expect(request.slots.hireDate).toBe('2026-12-01');
  });

  it('a seasonal 14th asked for the same months counts the whole stay', () => {
    const answer = askAgent('calcolo', 'E di quattordicesima quanto le spetta per gli stessi mesi?', {
      history: [
        'Cameriera ai piani stagionale, hotel a Cefalù, 4° livello Turismo Federalberghi, tempo pieno, dal 1° maggio al 30 settembre 2026. Quanto ha maturato di tredicesima?',
      ],
    });
    expect(openingLine(answer.text)).toContain('5 mesi');
  });
});
