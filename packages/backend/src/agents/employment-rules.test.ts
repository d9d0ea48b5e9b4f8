import { describe, expect, it } from 'vitest';
import { employmentRule } from '../kb/employment-rules.js';
import { employmentRuleAsked } from '../reader/employment-rule-asks.js';
import { askAgent, openingLine } from '../testing/agents.js';

const opening = (question: string, history: string[] = [], agent = 'main-agent') =>
  openingLine(askAgent(agent, question, { history }).text);

describe('employment-law rules no agreement decides alone (session 32)', () => {
  it('keeps every rule in the knowledge base with a Normattiva source and the date it applies from', () => {
    for (const id of [
      'fixed_term_max_duration',
      'fixed_term_extensions',
      'fixed_term_seasonal',
      'intermittent_age',
      'intermittent_days',
      'minimum_age',
      'transfer',
    ] as const) {
      const rule = employmentRule(id);
      expect(rule.sources.some((s) => s.url.startsWith('https://www.normattiva.it/'))).toBe(true);
      expect(rule.applies_from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('says No to 36 months of fixed-term contracts, with the 24 months in bold', () => {
    const line = opening(
      'Il datore sostiene che i contratti a tempo determinato possono arrivare a 36 mesi in tutto: è corretto?',
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('**24 mesi**');
  });

  it('answers the 4 extensions on a follow-up, for the calculation agent too', () => {
    const line = opening(
      'e quante proroghe si possono fare al massimo?',
      ['Ho un contratto a termine di 6 mesi in un negozio, ccnl commercio.'],
      'calcolo',
    );
    expect(line).toContain('**4 proroghe**');
  });

  it('adds the agreement’s own fixed-term rule when the knowledge base holds it (Commercio’s causali)', () => {
    const text = askAgent(
      'main-agent',
      'Negozio con CCNL commercio: un contratto a tempo determinato quante proroghe può avere al massimo?',
    ).text;
    expect(openingLine(text)).toContain('**4 proroghe**');
    expect(text).toContain('solo le causali del contratto');
  });

  it('says seasonal workers skip the pause between contracts, the agreement named or not', () => {
    const line = opening(
      'Abbiamo uno stabilimento balneare e riprendiamo ogni estate gli stessi stagionali a tempo determinato: serve la pausa di 10 o 20 giorni tra un contratto e l’altro?',
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('stagionali');
  });

  it('says Sì to on-call work under 24 and No at 35 outside tourism and bars', () => {
    expect(
      opening('posso assumere a chiamata una ragazza di 19 anni nel mio negozio di abbigliamento?'),
    ).toMatch(/^\*\*Sì\*\*.*\*\*meno di 24 anni\*\*/);
    expect(
      opening(
        'Posso fare un contratto intermittente a un magazziniere che ha 35 anni? Siamo una ditta di logistica',
      ),
    ).toMatch(/^\*\*No\*\*, non per l’età/);
  });

  it('says the 400 days bind a shop but not a restaurant', () => {
    const history = ['ho un ristorante, posso prendere a chiamata un ragazzo di 20 anni?'];
    expect(opening('il limite delle 400 giornate in tre anni vale anche per me?', history)).toMatch(
      /^\*\*No\*\*/,
    );
    expect(
      opening(
        'Nel mio negozio ho un addetto intermittente: se supera le 400 giornate in tre anni diventa a tempo pieno?',
      ),
    ).toMatch(/^\*\*Sì\*\*.*\*\*400 giornate\*\*/);
  });

  it('says No to hiring a 14-year-old and Sì at 16, with the 16 years in bold', () => {
    expect(opening('mio nipote ha 14 anni, posso farlo lavorare in officina durante l’estate?')).toMatch(
      /^\*\*No\*\*.*\*\*16 anni\*\*/,
    );
    expect(
      opening('Un ragazzo di 16 anni che ha finito la scuola dell’obbligo può essere assunto come commesso?'),
    ).toMatch(/^\*\*Sì\*\*.*\*\*16 anni\*\*/);
  });

  it('says No to a transfer without a reason, and names the reasons the law requires', () => {
    const line = opening(
      'Sono operaio metalmeccanico a Torino, l’azienda vuole trasferirmi nello stabilimento di Napoli senza darmi alcuna motivazione. È legittimo?',
    );
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('**comprovate ragioni tecniche, organizzative e produttive**');
  });

  it('leaves other questions with these words to their own answers', () => {
    expect(employmentRuleAsked('Quanto dura il congedo parentale per un figlio di 14 anni?')).toBeUndefined();
    expect(employmentRuleAsked('come funziona il trasferimento del tfr al fondo pensione?')).toBeUndefined();
    expect(employmentRuleAsked('quanto mi spetta di trasferta per una giornata a Roma?')).toBeUndefined();
  });
});
