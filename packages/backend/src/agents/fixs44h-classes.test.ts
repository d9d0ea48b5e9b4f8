import { describe, expect, it } from 'vitest';
import { askAgent, testKb } from '../testing/agents.js';
import { withoutAsker } from './asker-role.js';
import { jobTerms } from './job-terms.js';
import { readGroupLed } from './level-score-words.js';

const alimentari = testKb.byId('alimentari-industria');
const proposed = (message: string) => {
  const text = askAgent('inquadra', message, { categories: [alimentari?.id_categoria as number] }).text;
  return alimentari?.levels.find((l) => text.includes(`Livello proposto: **${l.name}**`))?.level;
};

describe('a plant job read in the words of definitions without example profiles (Alimentari industria)', () => {
  it('reads a group led, tasks handed out and a line watched into the definitions’ words', () => {
    expect(readGroupLed('coordina il lavoro di quattro addetti')).toContain('gruppi');
    expect(readGroupLed('il coordinamento delle due ragazze')).toContain('gruppi');
    expect(jobTerms('distribuisce i compiti agli operai')).not.toContain('compit');
    expect(jobTerms('controlla che riempitrice e tappatrice girino bene')).toContain('richied');
    expect(jobTerms('con un po’ di margine di scelta'.replace('’', "'"))).toContain('discrezional');
    expect(jobTerms('fa fatture e bolle da sola')).toContain('autonom');
  });

  it('leaves out who is asking', () => {
    expect(withoutAsker('sono la titolare di un salumificio, ho una impiegata')).not.toContain('titolare');
  });

  it.each([
    [
      'capoturno tecnico con esperienza che coordina una squadra di otto operai e distribuisce i compiti, CCNL industria alimentare',
      '3A',
    ],
    [
      'capolinea dell’imbottigliamento: tecnico, organizza i turni e coordina il lavoro di quattro addetti, CCNL industria alimentare',
      '3A',
    ],
    [
      'operaio sulla linea di imbottigliamento, controlla che riempitrice e tappatrice girino bene, le regolazioni non le fa lui. CCNL industria alimentare',
      '5',
    ],
    [
      'impiegata in ufficio, fa fatture, bolle e prima nota da sola, nessuno sotto di lei, contratto alimentare industria',
      '3',
    ],
    [
      'manutentore elettromeccanico, lavora da solo sulle linee, trova i guasti e li sistema senza che nessuno gli dica come, non coordina nessuno. ccnl alimentare industria',
      '3',
    ],
    [
      'sono la titolare di un salumificio: la mia impiegata controllerà le registrazioni contabili e coordinerà le due ragazze dell’amministrazione, seguendo le mie indicazioni ma con un po’ di margine di scelta. CCNL industria alimentare',
      '2',
    ],
  ])('%s → %s', (message, level) => {
    expect(proposed(message.replaceAll('’', "'"))).toBe(level);
  });
});
