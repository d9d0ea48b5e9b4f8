import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { StatusBar } from './components/index.js';

const info = {
  agent: 'confronta' as const,
  categories: [
    'CCNL Commercio Confcommercio',
    'CCNL Metalmeccanici industria',
    'CCNL Turismo',
    'CCNL Chimico',
  ],
  parameters: ['Ferie', 'Periodo di prova', 'Preavviso'],
  files: [],
  uploading: false,
  credit: null,
  highlightCategories: false,
};

describe('the status bar', () => {
  it('shows agent, agreements and parameters in full when they fit', () => {
    const few = { ...info, categories: info.categories.slice(2), parameters: ['Ferie'] };
    const { lastFrame } = render(<StatusBar info={few} layout={{ width: 99, color: false }} />);
    expect(lastFrame()).toBe('Agente: Confronta CCNL │ CCNL: CCNL Turismo, CCNL Chimico │ Parametri: Ferie');
  });

  it('shortens the lists with "+N" when they do not fit, keeping the parameters in view', () => {
    const { lastFrame } = render(<StatusBar info={info} layout={{ width: 100, color: false }} />);
    const line = lastFrame() ?? '';
    expect(line).toBe('Agente: Confronta CCNL │ CCNL: CCNL Commercio Confcommercio +3 │ Parametri: Ferie +2');
    expect(line.length).toBeLessThanOrEqual(100);
  });
});
