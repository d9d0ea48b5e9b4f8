import { test } from 'vitest';
import { minimumAfterStory } from '../reader/minimum-after-story.js';
import { markedAsk } from '../reader/asking-clause.js';
import { readable } from "../reader/text.js";
test('d', () => {
  const t = readable(process.env.T ?? "");
  console.log(JSON.stringify(markedAsk(t)));
  console.log(JSON.stringify(minimumAfterStory({ intent: 'renewal', alsoAsked: [] } as never, t)));
});
