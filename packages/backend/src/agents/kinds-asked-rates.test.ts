import { describe, expect, it } from 'vitest';
import { askAgent } from '../testing/agents.js';
import { kindsAsked } from './kinds-asked-rates.js';

const lead = (text: string) => text.split('\n').slice(0, 2).join('\n');

describe('two kinds of hour asked: every kind answered, the missing one named', () => {
  it('reads the kinds from the asking sentence, not the story', () => {
    expect(kindsAsked('lavoro la domenica. quanto è lo straordinario, e quello festivo?')).toEqual([
      'straordinario',
      'straordinario_festivo',
    ]);
    expect(kindsAsked('se lavoro la domenica o oltre l orario che maggiorazione mi spetta?')).toEqual([
      'festivo',
      'straordinario',
    ]);
    expect(kindsAsked('lavoro di domenica e di notte. quanto è lo straordinario?')).toEqual([]);
    // The hours told as worked before the combination named: its parts, one kind asked.
    expect(
      kindsAsked(
        "due operai hanno lavorato la domenica, oltre l'orario, e vorrei sapere: quanto è lo straordinario festivo?",
      ),
    ).toEqual([]);
  });

  it('farm workers told to work Sunday and hours past 6,30: both rates asked are given', async () => {
    const answer = await askAgent(
      'calcolo',
      'bracciante agricolo, contratto operai agricoli. mi fanno lavorare domenica e ore in piu dopo 6,30 ore. quanto % maggiorazione straordinario e festivo?',
    );
    expect(lead(answer.text)).toContain('**25%**');
    expect(lead(answer.text)).toContain('**35%**');
  });

  it('farm workers, overtime and "quello festivo": 25% and 35%, the holiday overtime a gap', async () => {
    const answer = await askAgent(
      'calcolo',
      'A volte lavoravamo la domenica. Secondo il contratto degli operai agricoli, di quanto dovrebbe essere maggiorato lo straordinario, e quello festivo?',
    );
    expect(lead(answer.text)).toContain('**25%**');
    expect(lead(answer.text)).toContain('**35%**');
    expect(lead(answer.text)).toMatch(/straordinario festivo non è nella base di conoscenza/);
  });

  it('farm workers, holiday and night overtime: the rates held, night named as missing', async () => {
    const answer = await askAgent(
      'calcolo',
      'che maggiorazioni prevede il ccnl operai agricoli per straordinario festivo e notturno?',
    );
    expect(lead(answer.text)).toContain('**25%**');
    expect(lead(answer.text)).toContain('**35%**');
    expect(lead(answer.text)).toMatch(/lavoro notturno non sono nella base di conoscenza/);
  });

  it('farm workers on Sunday or beyond the schedule: both rates, in the order asked', async () => {
    const answer = await askAgent(
      'calcolo',
      'se li faccio lavorare la domenica o oltre l orario che maggiorazione devo pagare secondo il contratto operai agricoli?',
    );
    const first = answer.text.split('\n')[0] ?? '';
    expect(first.indexOf('35%')).toBeGreaterThan(-1);
    expect(first.indexOf('25%')).toBeGreaterThan(first.indexOf('35%'));
  });

  it('a kind pointed back across sentences or by a pronoun keeps the overtime', () => {
    expect(
      kindsAsked(
        'ccnl multiservizi, lo straordinario festivo di quanto è maggiorato? e quello notturno festivo?',
      ),
    ).toEqual(['straordinario_festivo', 'straordinario_notturno_festivo']);
    expect(
      kindsAsked("di quanto va maggiorata l'ora di straordinario normale e quella della domenica?"),
    ).toEqual(['straordinario', 'straordinario_festivo']);
    expect(kindsAsked('quanto è lo straordinario e la domenica?')).toEqual(['straordinario', 'festivo']);
  });

  it('Studi professionali, ordinary and Sunday overtime: 15% and 30%, no gap', () => {
    const text = lead(
      askAgent(
        'calcolo',
        'Con il contratto studi professionali di quanto va maggiorata l’ora di straordinario normale e quella della domenica?',
      ).text,
    );
    expect(text).toContain('**15%**');
    expect(text).toContain('**30%**');
    expect(text).not.toContain('non è nella base di conoscenza');
  });
});
