import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';

const category = (id: string) => testKb.byId(id)?.id_categoria as number;
const ask = (agreement: string, message: string, history: string[] = []) =>
  askAgent('inquadra', message, { categories: [category(agreement)], history, today: '2026-12-02' }).text;
const proposed = (agreement: string, message: string, history: string[] = []) =>
  /(?:Livello proposto|spetta(?: ancora)? il): \*\*(?:livello )?([^*( ]+)|spetta(?: ancora)? il \*\*(?:livello )?([^*( ]+)/
    .exec(ask(agreement, message, history))
    ?.slice(1)
    .find(Boolean);

describe('the months of stay told as time gone by move the level due now', () => {
  it.each([
    ['Guardia giurata assunta al 5° livello venti mesi fa: a che livello deve stare adesso?', '4°'],
    [
      'sono guardia giurata, mi hanno assunto con il CCNL vigilanza al 5° livello 20 mesi fa, che livello dovrei avere ora?',
      '4°',
    ],
    ['guardia giurata assunta al 5° livello 10 mesi fa: a che livello dovrebbe essere adesso?', '5°'],
  ])('%s → %s', (message, level) => {
    expect(ask('vigilanza-privata-servizi-fiduciari', message)).toContain(`**${level} livello**`);
  });
});

describe('the place the asker runs is the firm, not the job of the one hired', () => {
  it.each([
    [
      'Gestisco un supermercato di quartiere a libero servizio e applichiamo il CCNL Terziario. Sto per assumere una ragazza che starà alla cassa, metterà i prezzi sui prodotti e rifornirà i banchi. Non avrà responsabilità su altri colleghi. Che livello?',
      '4°',
    ],
    [
      'abbiamo aperto un supermercato, assumo un ragazzo che fa la prezzatura e rifornisce gli scaffali, senza responsabilità: livello?',
      '4°',
    ],
  ])('%s → %s', (message, level) => {
    expect(proposed('terziario-confcommercio', message)).toBe(level);
  });
});

describe('profiles and definitions the sources give', () => {
  it.each([
    [
      'gomma-plastica-industria',
      'responsabile di stabilimento che coordina e controlla piu reparti con discrezionalita di poteri e attua i programmi della direzione, che inquadramento?',
      'Quadri',
    ],
    ['gomma-plastica-industria', 'assumo un carrellista per il magazzino materie prime: che livello?', 'H'],
    [
      'logistica-trasporto-merci-spedizione',
      'autisti di furgoni con patente B senza cronotachigrafo, consegne per un corriere espresso con rientro in sede: che livello?',
      'G1',
    ],
    [
      'logistica-trasporto-merci-spedizione',
      'autista con patente B che trasporta materiali esplosivi, furgone senza cronotachigrafo: che livello?',
      'H1',
    ],
  ])('%s: %s → %s', (agreement, message, level) => {
    expect(proposed(agreement, message)).toBe(level);
  });

  it('places a forklift driver at H, and at G once the 12 months in H are told', () => {
    const first = 'assumo un carrellista per il magazzino, che livello?';
    expect(proposed('gomma-plastica-industria', 'carrellista, che livello?')).toBe('H');
    expect(
      proposed('gomma-plastica-industria', 'quindi dopo 12 mesi in che livello lo metto?', [first]),
    ).toBe('G');
    expect(proposed('gomma-plastica-industria', 'e dopo 6 mesi?', [first])).toBe('H');
  });

  it('says the forklift driver moves to G after 12 months in H from January 2027', () => {
    expect(
      ask('gomma-plastica-industria', 'assumo un carrellista: che livello e ci sono passaggi automatici?'),
    ).toMatch(/12 mesi/);
  });

  it('names the general housekeeper told by her chores as the multi-task profile', () => {
    const text = ask(
      'lavoro-domestico',
      'colf con 5 anni di esperienza fa pulizie stiro spesa e cucina semplice per la famiglia, nessun anziano o bambino da accudire: livello B o BS?',
    );
    expect(
      proposed(
        'lavoro-domestico',
        'colf con 5 anni di esperienza fa pulizie stiro spesa e cucina semplice per la famiglia',
      ),
    ).toBe('B');
    expect(text).toMatch(/polifunzionale/);
  });
});
