import { describe, expect, it } from 'vitest';
import { employmentRule } from '../kb/employment-rules.js';
import { askAgent, openingLine } from '../testing/agents.js';

/** Art. 2103 c.c. beyond the bare rule: a colleague stood in for, an unwanted promotion, pieces, demotions. */
const ask = (question: string, history: string[] = [], agent = 'main-agent') =>
  askAgent(agent, question, { history }).text;
const opening = (question: string, history: string[] = []) => openingLine(ask(question, history));

describe('higher duties and demotion under art. 2103 c.c. (fx61duties)', () => {
  it('says No to a definitive level when the higher duties cover a colleague on sick leave', () => {
    const line = opening(
      'copro il ruolo del mio capo reparto da otto mesi perché è in malattia lunga, non dovrei essere già passato di livello?',
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('conservazione del posto');
  });

  it('reads the same case as a follow-up on an earlier question on higher duties', () => {
    const line = opening('ma se quella che sostituisco è in aspettativa, conta uguale?', [
      'faccio mansioni superiori da cinque mesi, quando diventano definitive?',
    ]);
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('sostituzione di un collega assente');
  });

  it('lets the worker refuse the definitive promotion', () => {
    const line = opening(
      'mi hanno dato mansioni superiori e dicono che tra poco passo al livello sopra, ma preferisco rinunciare: si può?',
    );
    expect(line).toMatch(/^\*\*Sì\*\*/);
    expect(line).toContain('diversa volontà del lavoratore');
  });

  it('counts short assignments together only when frequent and systematic, with the rulings cited', () => {
    const text = ask(
      'Faccio il caposquadra a periodi alterni da due anni, mai più di due mesi di fila. Mi dicono che i periodi non sono continuativi e che il passaggio di livello non mi spetta: è così?',
    );
    expect(openingLine(text)).toContain('frequenza e sistematicità');
    expect(text).toContain('n. 1556');
    expect(employmentRule('higher_duties_periods').sources.some((s) => s.date)).toBe(true);
  });

  it('gives the building agreement’s own 2 months, and the written notice when that is asked', () => {
    const period = opening(
      'Impresa edile, CCNL edilizia industria: il mio manovale da settimane fa il lavoro del qualificato. Dopo quanti mesi gli spetta la categoria superiore?',
    );
    expect(period).toContain('2 mesi');
    const notice = opening(
      'CCNL edilizia industria: l’operaio che ha fatto mansioni superiori oltre il periodo può chiedere che l’impresa gli comunichi qualcosa per iscritto?',
    );
    expect(notice).toContain('richiesta scritta');
  });

  it('says a demotion told only by word of mouth is void, on a follow-up', () => {
    const line = opening('e se il capo me l’ha detto solo verbalmente, senza nessuna lettera?', [
      'Con la riorganizzazione mi vogliono dare mansioni di livello inferiore, possono farlo?',
    ]);
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('nullità');
  });

  it('keeps a demotion inside the same legal category', () => {
    const opened = opening('Per una riorganizzazione possono assegnarmi mansioni di un livello inferiore?');
    expect(opened).toContain('stessa categoria legale');
    const line = opening('e potrebbero spostarmi da impiegata ad operaia?', [
      'Per una riorganizzazione possono assegnarmi mansioni di un livello inferiore?',
    ]);
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('categoria legale');
  });

  it('says first that an agreement not held has no period in the knowledge base', () => {
    const line = opening(
      'Lavoro con il CCNL Telecomunicazioni: dopo quanto le mansioni superiori diventano definitive?',
    );
    expect(line).toContain('non sono nella base di conoscenza');
  });
});
