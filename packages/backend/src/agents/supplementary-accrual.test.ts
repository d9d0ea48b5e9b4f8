import { describe, expect, it } from 'vitest';
import { askAgent, openingLine } from '../testing/agents.js';

describe('supplementary hours under an all-inclusive surcharge accrue no deferred items (supplementary-accrual.ts)', () => {
  it.each([
    'le ore supplementari in coop sociale maturano tredicesima ferie e tfr??',
    'Cooperative sociali: sulle ore di lavoro supplementare matura anche il TFR?',
  ])('%s → No, the 27% already holds them', (message) => {
    const line = openingLine(askAgent('main-agent', message).text);
    expect(line).toMatch(/^\*\*No\*\*/);
    expect(line).toContain('**27%**');
    expect(line).toContain('non maturano a parte');
    expect(line).not.toContain('Per calcolare il TFR');
  });

  it('an agreement whose surcharge the knowledge base does not call all-inclusive is not answered so', () => {
    const line = openingLine(
      askAgent('main-agent', 'Nel CCNL commercio le ore supplementari maturano il TFR?').text,
    );
    expect(line).not.toContain('non maturano a parte');
  });
});
