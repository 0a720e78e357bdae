import { expect, test } from 'vitest';
import { greeting } from './greeting';

test('a new trader is welcomed, a trader with history welcomed back', () => {
  expect(greeting('amina', 0)).toBe('Welcome, amina!');
  expect(greeting('amina', undefined)).toBe('Welcome, amina!');
  expect(greeting('amina', 12)).toBe('Welcome back, amina!');
});
