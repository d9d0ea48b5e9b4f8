import { describe, expect, it } from 'vitest';
import { readable } from '../reader/text.js';
import { agentContext, askAgent, testKb } from '../testing/agents.js';
import { levelSettledBefore } from './job-level-before.js';
import { requestFor } from './request-for.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const proposed = (agreement: string, message: string, history: string[] = []) =>
  /Livello proposto: \*\*(?:livello )?([^*( ]+)/.exec(
    askAgent('inquadra', message, { categories: [category(agreement)], history }).text,
  )?.[1];

describe('a follow-up that changes the job re-decides its level', () => {
  it('book-keeping done following instructions is the clerk «d’ordine», not the autonomous bookkeeper', () => {
    const before =
      'CCNL Terziario: impiegata che tiene la contabilità generale in autonomia fino al bilancio e controlla il lavoro di un collega. Livello?';
    expect(proposed('terziario-confcommercio', before)).toBe('2°');
    expect(
      proposed(
        'terziario-confcommercio',
        'E se invece si limitasse a registrare le fatture e la prima nota seguendo le istruzioni del responsabile amministrativo?',
        [before],
      ),
    ).toBe('4°');
  });

  it('a domestic worker running the house on her own and coordinating two others is level D', () => {
    expect(
      proposed(
        'lavoro-domestico',
        'e se invece gestisse tutta la casa in autonomia e coordinasse altre due collaboratrici domestiche?',
        ['Ho preso una signora che viene a pulire casa tre mattine a settimana, solo pulizie. Che livello?'],
      ),
    ).toBe('D');
  });

  it('the hourly minimum asked after a level question is the level the job fits, not the one a relative named', () => {
    const before =
      'Mia nonna non cammina più e va aiutata in tutto: lavarsi, vestirsi, mangiare. La signora non ha diplomi né attestati. Mio padre dice livello B. Che livello va applicato?';
    const ctx = agentContext('E quanto le devo dare minimo all’ora, visto che non dorme da noi?', {
      history: [before],
    });
    const req = levelSettledBefore(ctx, requestFor('calcolo', ctx));
    expect(req.slots.level).toBe('CS');
  });
});

describe('the household word is not read as a typo', () => {
  it('keeps "domestiche" and "domestici" (not Sundays)', () => {
    expect(readable('coordina due collaboratrici domestiche e i lavoratori domestici')).toContain(
      'collaboratrici domestiche e i lavoratori domestici',
    );
  });
});
