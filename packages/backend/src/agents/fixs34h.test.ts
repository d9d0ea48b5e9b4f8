import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

const COMMERCE = 'Lavoro in un negozio col contratto del commercio Confcommercio.';

describe('the waiting days of the nth illness of the year', () => {
  it('answers the event asked, not the other events of the ladder', async () => {
    const a = await askAgent(
      'main-agent',
      `${COMMERCE} È la terza volta quest'anno che mi ammalo, stavolta 3 giorni di febbre. I primi tre giorni me li pagano per intero anche stavolta?`,
    );
    expect(openingLine(a.text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(a.text)).toContain('66%');
    expect(a.text).not.toContain('50%');
  });

  it('says Sì to whole pay in one of the first events', async () => {
    const a = await askAgent(
      'main-agent',
      `${COMMERCE} Seconda malattia dell'anno: i primi 3 giorni me li pagano per intero?`,
    );
    expect(openingLine(a.text)).toMatch(/^\*\*Sì\*\*/);
  });

  it('pays them whole with a long initial prognosis, whatever the event', async () => {
    const a = await askAgent(
      'main-agent',
      `${COMMERCE} Quarta malattia dell'anno ma il medico mi ha dato subito 20 giorni di prognosi: i primi 3 giorni quanto me li pagano?`,
    );
    expect(openingLine(a.text)).toContain('100%');
    expect(a.text).not.toMatch(/\b50%|\b66%/);
  });
});

describe('a rise told as the renewal’s last', () => {
  it('is denied while a tranche is still ahead', async () => {
    const a = await askAgent(
      'main-agent',
      'CCNL Terziario Confcommercio, 4° livello: la responsabile dice che l’aumento di novembre è l’ultimo aumento previsto dal contratto. È vero?',
    );
    expect(openingLine(a.text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(a.text)).toContain('febbraio 2027');
  });
});

describe('counts and values the user asks in a story', () => {
  it('totals the increments matured from a hire date', async () => {
    const a = await askAgent(
      'calcolo',
      'Sono operaio metalmeccanico industria livello C3, assunto il 1° marzo 2019 nella stessa azienda. Sul cedolino di novembre 2026 quanto dovrei avere in tutto come scatti di anzianità?',
    );
    expect(openingLine(a.text)).toContain('88,92 €');
  });

  it('values a part-timer’s supplementary hours on the full-time hourly pay', async () => {
    const a = await askAgent(
      'calcolo',
      'CCNL Multiservizi, 2° livello part-time a 20 ore settimanali: a novembre 2026 ha fatto 10 ore di lavoro supplementare. Quanto le spetta lordo per queste 10 ore, maggiorazione compresa?',
    );
    expect(openingLine(a.text)).toContain('28%');
    expect(openingLine(a.text)).toContain('103,82 €');
  });

  it('asks the agreement and level of an apprentice’s pay', async () => {
    for (const q of [
      'Quanto spetta lordo al mese a un apprendista professionalizzante al secondo anno?',
      "Mi serve l'importo lordo mensile di un apprendista al secondo anno di contratto, a tempo pieno. Quanto gli spetta?",
    ]) {
      const a = await askAgent('calcolo', q);
      expect(a.text).toMatch(/CCNL/);
      expect(a.text).toMatch(/livello/);
      expect(a.text).not.toMatch(/\d+,\d\d €/);
    }
  });
});

describe('the next tranche and a level changed in a follow-up', () => {
  const first =
    "CCNL Metalmeccanica industria: per un livello C3, dopo l'aumento di giugno 2026, quando decorre la prossima tranche e a quanto ammonta?";
  it('lists only the tranches ahead', async () => {
    const a = await askAgent('main-agent', first);
    expect(openingLine(a.text)).toContain('59,58 €');
    expect(a.text).not.toContain('53,17 €');
  });

  it('reads another level’s rise at a tranche, not the gap between levels', async () => {
    const a = await askAgent('calcolo', 'e x un D2 invece di quanto sale il minimo a giugno 2027?', {
      history: [first],
    });
    expect(openingLine(a.text)).toContain('53,33 €');
  });
});

describe('absences and classification in the user’s terms', () => {
  it('opens the holidays with the total, not an illness on holiday', async () => {
    const a = await askAgent(
      'main-agent',
      'Metalmeccanico industria, livello C3, ho 18 anni di anzianità. Ho avuto 3 giorni di malattia a marzo. Quante ferie mi spettano in tutto all’anno?',
    );
    expect(openingLine(a.text)).toContain('5 settimane');
  });

  it('gives the new hire’s permits in a comparison', async () => {
    const a = await askAgent(
      'confronta',
      'Vengo dal CCNL metalmeccanici industria con 104 ore di PAR; ora mi assume come nuovo assunto un’azienda del CCNL Terziario Confcommercio con 60 dipendenti. Avrò lo stesso monte ore di permessi retribuiti?',
    );
    expect(openingLine(a.text)).toMatch(/^\*\*No\*\*/);
    expect(openingLine(a.text)).toContain('32 ore');
  });

  it('places the grade asked at the level that names it', async () => {
    const a = await askAgent(
      'inquadra',
      'CCNL edilizia industria. In busta sono operaio qualificato al 2° livello, ma leggo i disegni e guido la squadra. Un operaio specializzato a che livello va?',
    );
    expect(openingLine(a.text)).toContain('3° livello');
  });

  it('leaves the law’s pay out of a gap on the agreement’s own days', async () => {
    const a = await askAgent(
      'main-agent',
      'il ccnl logistica mi da anche dei giorni di permesso pagato per la nascita in piu di quelli di legge? quanti?',
      {
        history: [
          'Lavoro in un magazzino col CCNL Logistica, trasporto merci e spedizione: quanti giorni di congedo di paternità mi spettano?',
        ],
      },
    );
    expect(openingLine(a.text)).toMatch(/non sono nella base di conoscenza/);
    expect(a.text).not.toContain('%');
  });
});
