import { describe, expect, it } from 'vitest';
import { askAgent, openingLine, withUpload } from '../testing/agents.js';

const ask = (agent: string, message: string, history?: string[]) =>
  askAgent(agent, message, history ? { history } : undefined).text;

describe('a fixed night worker beside a shift one', () => {
  const shifts =
    'Sono turnista in un caseificio, CCNL industria alimentare: questo mese ho fatto 4 notti 22-6 di 8 ore dentro il giro dei turni, paga oraria 12,00. Quanto mi spetta di maggiorazione notturna in tutto?';

  it('gives the colleague who only works nights the rate outside shifts, over all the nights', () => {
    const text = ask(
      'calcolo',
      'E la mia collega che non fa turni e lavora solo di notte, 22-6? Stessa paga e stesse 4 notti: quanto le spetta di maggiorazione?',
      [shifts],
    );
    // 4 nights × 8 hours × 12,00 × 40%.
    expect(openingLine(text)).toMatch(/\*\*153,60 €\*\*/);
    expect(openingLine(text)).toMatch(/\(40%\)/);
    expect(text).not.toMatch(/115,20 €/);
  });

  it('still gives the shift worker the rate in shifts', () => {
    const text = ask('calcolo', shifts);
    // 4 × 8 × 12,00 × 30%.
    expect(openingLine(text)).toMatch(/\*\*115,20 €\*\*/);
  });
});

describe('a season worked by the sea told in the story', () => {
  it("answers a canteen cook's permits by her hire date, not as a holiday question", () => {
    const text = ask(
      'main-agent',
      "Io lavoro per la ditta che gestisce la mensa da maggio 2023, prima ho fatto la stagione al mare in Puglia e lì i permessi non c'erano. Quante ore ne ho quest'anno?",
      [
        "Quanti permessi retribuiti per riduzione d'orario ha un aiuto cuoco di mensa aziendale col CCNL FIPE?",
      ],
    );
    expect(text).not.toMatch(/esce da ciò di cui mi occupo/);
    expect(openingLine(text)).toMatch(/\*\*68 ore l'anno\*\*/);
  });

  it('keeps a holiday by the sea outside the product', () => {
    const text = ask('main-agent', 'Mi consigliate una vacanza al mare in Liguria per agosto?');
    expect(text).toMatch(/esce da ciò di cui mi occupo/);
  });
});

describe("a part-time letter's weekly hours against the agreement's floor", () => {
  const letter = [
    'MENSE RIUNITE S.R.L.',
    'OGGETTO: lettera di assunzione',
    'Le confermiamo l’assunzione a tempo parziale alle condizioni seguenti:',
    '- CCNL applicato: Pubblici Esercizi, Ristorazione Collettiva e Commerciale e Turismo (FIPE);',
    '- livello: 6°;',
    '- orario di lavoro: 10 ore settimanali, il martedì e il giovedì.',
  ].join('\n');

  it('says No with the 15-hour floor when asked whether the hours are compatible', () => {
    const text = askAgent(
      'main-agent',
      'Le ore del part-time scritte nella lettera allegata sono compatibili con il contratto dei pubblici esercizi? Altrimenti qual è il minimo settimanale?',
      withUpload('lettera.txt', letter),
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toMatch(/\*\*15 ore settimanali\*\*/);
    expect(openingLine(text)).toMatch(/10 ore settimanali/);
  });
});

describe('a maintenance technician who repairs on his own', () => {
  it('places him by the autonomy of the food industry definitions', () => {
    const text = ask(
      'inquadra',
      "Nel nostro pastificio (CCNL industria alimentare) c'è un elettricista di manutenzione che ripara da solo i guasti delle linee e non coordina nessuno: che livello?",
    );
    expect(openingLine(text)).toMatch(/\*\*3° livello\*\*/);
  });
});
