import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, testKb } from '../testing/agents.js';

/**
 * Session 31 (fixs31f): payroll calculations from the user's own figures. The 2026 tax-free sum's rate chosen on
 * the income annualised over the days worked; "mi spetta il trattamento integrativo?" opening Sì or No; the 14th of
 * someone hired within the period; a follow-up changing the contribution rate keeping the INAIL stated; a one-off
 * sum scaled by months and part-time; the month's TFR from an uploaded payslip's base; domestic increments on a
 * stated minimum; the Turismo 14th without the increments.
 */

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const opening = (agent: string, message: string, extra: Parameters<typeof askAgent>[2] = {}) =>
  openingLine(askAgent(agent, message, extra).text);

describe('the tax-free sum of a part year', () => {
  it('chooses the rate on the annualised income and applies it to the actual one', () => {
    const first = opening(
      'calcolo',
      "Lavoratore assunto a tempo determinato per 120 giorni nel 2026, unico reddito dell'anno: reddito di lavoro dipendente (imponibile fiscale) 6.000,00 €. Quale percentuale della somma esente cuneo si applica e a quanto ammonta?",
    );
    expect(first).toContain('**4,8%**');
    expect(first).toContain('**288,00 €**');
    expect(first).not.toContain('426,00 €');
  });
});

describe('the trattamento integrativo asked yes or no', () => {
  it('opens Sì with the amount when due, No when the tax does not exceed the reduced deduction', () => {
    expect(
      opening(
        'main-agent',
        "con 13 mila di reddito annuo (solo busta paga) mi spetta il trattamento integrativo? quanto è all'anno?",
      ),
    ).toMatch(/^\*\*Sì\*\*.*\*\*1\.200,00 €\*\*/);
    expect(
      opening('calcolo', 'mi spetta il trattamento integrativo con 8.000 € di reddito (solo busta paga)?'),
    ).toMatch(/^\*\*No\*\*/);
  });
});

describe('the IRPEF saving of the 2026 cut on an imponibile', () => {
  it('reads "imponibile di 40 mila" as the income: 240 €', () => {
    expect(
      opening(
        'calcolo',
        "ok quindi io che ho un imponibile di 40 mila quanto risparmio di irpef all'anno col taglio?",
        {
          history: ['Quali sono gli scaglioni e le aliquote IRPEF 2026 rispetto al 2025?'],
        },
      ),
    ).toContain('**240,00 €**');
  });
});

describe('the 14th of someone hired within the period', () => {
  it('counts the months from the hiring to June: 10/12 of 1.900 €', () => {
    expect(
      opening(
        'calcolo',
        'Buonasera, mia figlia lavora in un negozio (contratto commercio) dal 1° settembre 2025, full time, 1.900 € lordi al mese. A luglio 2026 le hanno dato la quattordicesima ma le sembra bassa. Quanto doveva essere esattamente?',
        { categories: [category('terziario-confcommercio')] },
      ),
    ).toContain('**1.583,33 €**');
  });
});

describe("the employer's cost on stated rates, followed up", () => {
  it('keeps the INAIL of the first turn when only the contribution rate changes', () => {
    expect(
      opening('calcolo', 'e se i contributi fossero il 28,5%?', {
        history: [
          "Devo assumere un impiegato con RAL 26.000. Il mio consulente dice contributi a carico ditta 30%, INAIL 0,5% e poi il TFR. Quanto mi costa all'anno in tutto?",
        ],
      }),
    ).toContain('**35.465,93 €**');
  });
});

describe('a one-off sum scaled by months and part-time', () => {
  it('is the sum × months/12 × the part-time share, not a monthly gross', () => {
    const text = askAgent(
      'calcolo',
      "Nel nostro accordo aziendale c'è un'una tantum di 200 € lordi per chi è full time e ha lavorato tutti i 12 mesi del periodo di riferimento, da riproporzionare per mesi di servizio e per percentuale di part-time. Un nostro dipendente è stato in forza 8 mesi su 12 ed è part-time al 75%. Quanto gli spetta?",
    ).text;
    expect(openingLine(text)).toContain('**100,00 €**');
    expect(text).toContain('133,33 €');
    expect(text).not.toMatch(/netto/i);
  });
});

describe("the month's TFR from an uploaded payslip's base", () => {
  it('divides the TFR base by 13,5 and takes off the 0,50% guarantee fund', () => {
    const text = askAgent(
      'main-agent',
      'In base al prospetto caricato, a quanto ammonta la quota di TFR maturata a settembre e quanto resta dopo il contributo dello 0,50% al Fondo di garanzia?',
      {
        documents: [
          {
            fileId: 'f',
            fileName: 'busta.txt',
            text: 'PROSPETTO PAGA SETTEMBRE 2026\nCCNL Logistica, Trasporto Merci e Spedizione\nImponibile previdenziale del mese: 2.100,00\nImponibile TFR del mese: 2.100,00\nFondo TFR al 31/12/2025: 8.450,00 (in azienda)\n',
          },
        ],
      },
    ).text;
    expect(openingLine(text)).toContain('**155,56 €**');
    expect(openingLine(text)).toContain('**145,06 €**');
    expect(text).not.toContain('10.550,00 €');
  });
});

describe('increments on a stated minimum and the Turismo 14th', () => {
  it('counts the domestic increments and their worth on the minimum the user gives', () => {
    expect(
      opening(
        'calcolo',
        'la nostra colf lavora da noi da 7 anni, il minimo del suo livello è 1.250 € al mese. quanti scatti di anzianità ha maturato e quanto valgono al mese?',
        { categories: [category('lavoro-domestico')] },
      ),
    ).toMatch(/\*\*3 scatti\*\*.*\*\*150,00 €\*\*/);
  });
  // fixs55d: Turismo's art. 161 as renewed on 5 July 2024 names the increments among the 14th's items (Faita
  // Federcamping circular 83/2024); the exclusion read before was FIPE's art. 184.
  it('says Sì: the Turismo 14th counts the increments', () => {
    expect(
      opening(
        'main-agent',
        'lavoro in hotel da 12 anni e ho diversi scatti di anzianità. la quattordicesima di luglio me li conta gli scatti oppure no?',
        { categories: [category('turismo-federalberghi')] },
      ),
    ).toMatch(/^\*\*Sì\*\*/);
  });
});
