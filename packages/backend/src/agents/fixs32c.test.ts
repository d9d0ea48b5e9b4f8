import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('a national holiday falling on a Sunday, asked as money (session 32)', () => {
  it('adds one day of the monthly pay, 1/26 in Metalmeccanici industria, with its steps', () => {
    const text = askAgent(
      'calcolo',
      "sono metalmeccanico (industria), prendo 2.600 euro lordi fissi al mese. Ognissanti quest'anno è caduto di domenica: quanto mi devono in più a novembre per la festività?",
    ).text;
    expect(openingLine(text)).toContain('Ognissanti');
    expect(openingLine(text)).toContain('**100,00 €**');
    expect(text).toContain('2.600,00 € ÷ 26 = 100,00 €');
  });

  it('keeps the holiday when a follow-up changes the pay', () => {
    const text = askAgent('calcolo', 'e se prendessi 3.120 euro?', {
      history: [
        "sono metalmeccanico (industria), prendo 2.600 euro lordi fissi al mese. Ognissanti quest'anno è caduto di domenica: quanto mi devono in più a novembre per la festività?",
      ],
    }).text;
    expect(openingLine(text)).toContain('**120,00 €**');
  });

  it('leaves a story with Sundays and a holiday told apart to the question it asks', () => {
    const text = askAgent(
      'calcolo',
      "Lavoro in un supermercato, 3° livello del commercio. A Natale facciamo tutte le domeniche: quanto vale un'ora di lavoro festivo?",
    ).text;
    expect(openingLine(text)).not.toContain('caduta di domenica');
  });
});

describe('untaken holidays paid instead of taken (session 32)', () => {
  const asked =
    'mi avanzano 12 giorni di ferie del 2024 che non ho mai fatto. posso chiedere all’azienda di pagarmele in busta paga invece di farle?';

  it('opens with No during the job, paid only when it ends', () => {
    const text = askAgent('main-agent', asked).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('cessazione del rapporto');
  });

  it('opens with Sì on the follow-up that resigns', () => {
    const text = askAgent(
      'main-agent',
      'e se mi dimetto a dicembre me le devono pagare quelle ferie non fatte?',
      {
        history: [asked],
      },
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(text)).toContain('indennità sostitutiva');
  });
});

describe('training leave and smart working: the law without an agreement (session 32)', () => {
  it('compares the Commercio seniority with the law’s', () => {
    const text = askAgent(
      'confronta',
      'Congedo per la formazione non retribuito: quanta anzianità serve nel CCNL Terziario Confcommercio rispetto a quanto prevede la legge 53/2000?',
    ).text;
    expect(openingLine(text)).toContain('**4 anni**');
    expect(openingLine(text)).toContain('**5 anni**');
  });

  it('says whether the years told reach the seniority', () => {
    const text = askAgent(
      'main-agent',
      'sono in azienda da 3 anni, posso chiedere il congedo per la formazione per finire la laurea?',
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(text)).toContain('**5 anni**');
  });

  const smart =
    'Abbiamo un accordo individuale di lavoro agile a tempo indeterminato con una dipendente. Vogliamo riportarla in ufficio a tempo pieno: con quale preavviso minimo possiamo recedere dall’accordo, in assenza di giustificato motivo?';

  it('gives the 30 days to end a smart-working agreement', () => {
    expect(openingLine(askAgent('main-agent', smart).text)).toContain('**30 giorni**');
  });

  it('gives the 90 days for a disabled worker on the follow-up', () => {
    const text = askAgent(
      'main-agent',
      'e se fosse una lavoratrice disabile iscritta alle categorie protette cambia qualcosa?',
      { history: [smart] },
    ).text;
    expect(openingLine(text)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(text)).toContain('**90 giorni**');
  });
});
