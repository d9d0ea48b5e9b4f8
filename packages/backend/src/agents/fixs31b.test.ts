import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const ask = (agent: string, message: string, history: string[] = []) =>
  askAgent(agent, message, { history }).text;

describe('session 31 (b): parental leave, maternity and a child’s illness as clients ask them', () => {
  it('computes a month of parental leave at the percentage named on the monthly pay given', () => {
    const text = ask(
      'calcolo',
      'io prendo 2150 lordi al mese, un mese di congedo parentale all 80 per cento quanto fa?',
    );
    expect(openingLine(text)).toContain('**1.720,00 € lordi**');
    expect(text).toContain('2.150,00 € × 80% = 1.720,00 €');
    expect(text).toMatch(/retribuzione media giornaliera/);
  });

  it('takes the level’s minimum at the date asked, and 30% for a child over 6, naming the level', () => {
    const opening = openingLine(
      ask(
        'calcolo',
        "4° livello del CCNL Commercio, minimo tabellare di novembre 2026. Mia figlia ha 7 anni: un mese di congedo parentale quanto mi dà l'INPS?",
      ),
    );
    // 1.818,75 × 30% = 545,625 → 545,63.
    expect(opening).toContain('**545,63 € lordi**');
    expect(opening).toContain('4° livello');
  });

  it('computes several months and the maternity allowance at 80%', () => {
    const months = openingLine(
      ask('calcolo', 'prendo 1800 lordi, 2 mesi di congedo parentale al 30% quanto mi danno in tutto?'),
    );
    expect(months).toContain('**1.080,00 € lordi**');
    const maternity = openingLine(
      ask(
        'calcolo',
        'Impiegata CCNL Terziario 3° livello, minimo tabellare di novembre 2026: a quanto ammonta al mese l’indennità INPS di maternità obbligatoria?',
      ),
    );
    // 2.024,38 × 80% = 1.619,504 → 1.619,50.
    expect(maternity).toContain('**1.619,50 € lordi**');
  });

  it('asks for the pay and the child’s age when neither is given', () => {
    const opening = openingLine(
      ask('calcolo', 'quanto prendo se faccio 2 mesi di congedo parentale? commercio'),
    );
    expect(opening).toContain('**3 mesi pagati all’80%, 6 mesi al 30%**');
    expect(opening).toMatch(/mi servono \*\*la retribuzione mensile lorda o il livello/);
    expect(opening).toContain("l'età del figlio");
  });

  it('answers Sì for a child under 14 and No over it when asked whether the leave is still due', () => {
    const yes = ask(
      'main-agent',
      'Lavoro nella gomma plastica, mio figlio ha 13 anni e una collega dice che è troppo grande. Posso ancora chiedere il congedo parentale?',
    );
    expect(openingLine(yes)).toMatch(/^\*\*Sì\*\*/);
    expect(openingLine(yes)).toContain('fino ai 14 anni');
    const no = ask(
      'main-agent',
      'mio figlio ha 15 anni, posso prendere il congedo parentale? metalmeccanico',
    );
    expect(openingLine(no)).toMatch(/^\*\*No\*\*/);
  });

  it('says a child’s illness days are unpaid', () => {
    const opening = openingLine(
      ask(
        'main-agent',
        "Mia figlia ha 5 anni e ha la febbre. Multiservizi. Quanti giorni all'anno posso stare a casa? Me li pagano?",
      ),
    );
    expect(opening).toContain('10 giorni lavorativi');
    expect(opening).toContain('non retribuiti');
  });

  it('weighs an uploaded request claiming 80% against when the maternity leave ended', () => {
    const request = (born: string, ended: string) =>
      askAgent(
        'main-agent',
        'Il dipendente pretende l’80%: ha ragione o sarà indennizzato a una percentuale più bassa?',
        {
          documents: [
            {
              fileId: 'f',
              fileName: 'richiesta.txt',
              text: `Il sottoscritto chiede di fruire del congedo parentale per il figlio, nato il ${born}, dal 01/12/2026 al 31/12/2026.\nLa madre ha terminato il congedo di maternità ${ended}.\nChiedo che il periodo sia indennizzato all'80%.`,
            },
          ],
        },
      ).text;
    const old = openingLine(request('10/02/2021', 'nel giugno 2021'));
    expect(old).toMatch(/^\*\*No\*\*/);
    expect(old).toContain('**30%**');
    const recent = openingLine(request('10/03/2025', 'il 10/06/2025'));
    expect(recent).toMatch(/^\*\*Sì\*\*/);
    expect(recent).toContain('3 mesi all’80%');
  });

  it('compares study leave, the firm size a rule requires set against the size told', () => {
    const opening = openingLine(
      ask(
        'confronta',
        'Le 150 ore per studiare ci sono sia nel commercio che nel turismo? L’albergo ha 30 dipendenti.',
      ),
    );
    expect(opening).toContain('150 ore');
    expect(opening).toContain('più di 50 dipendenti');
    expect(opening).toContain('con 30 dipendenti non spettano');
  });
});
