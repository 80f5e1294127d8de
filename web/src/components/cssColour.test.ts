import { describe, expect, test } from 'vitest';
import { CSS_NAMED_COLOURS, isCssColour as serverIsCssColour } from '@ideascope/shared';
import { hexFromCanvasStyle, isCssColour } from './cssColour.js';

const SAMPLES = [
  '#3B82F6',
  '#abc',
  '#abcd',
  '#aabbccdd',
  '#abcde',
  '#ggg',
  '3B82F6',
  '',
  '   ',
  'tomato',
  'Tomato',
  ' rebeccapurple ',
  'transparent',
  'currentcolor',
  'inherit',
  'Canvas',
  'notacolour',
  'rgb(255, 0, 0)',
  'rgb(255 0 0 / 50%)',
  'rgba(1,2,3,0.5)',
  'rgb(1,2)',
  'rgb(1,2,3,4,5)',
  'rgb(var(--x), 0, 0)',
  'hsl(120deg 50% 50%)',
  'hsl(120, 50%, 50%)',
  'rgb(120deg, 0, 0)',
  'hsl(1, 2deg, 3)',
  'rgb(1 2 3 / 4 / 5)',
  'red; } body{display:none',
  'not a colour; } body{display:none',
  'url(x)',
  'expression(alert(1))',
];

describe('isCssColour (web) follows the server rules', () => {
  test('is the server rule itself, not a copy', () => {
    expect(isCssColour).toBe(serverIsCssColour);
  });

  test.each(SAMPLES)('%j', (sample) => {
    expect(isCssColour(sample)).toBe(serverIsCssColour(sample));
  });

  test('every named colour the server accepts', () => {
    for (const name of CSS_NAMED_COLOURS) expect(isCssColour(name), name).toBe(true);
  });
});

describe('hexFromCanvasStyle', () => {
  test('opaque and translucent canvas styles give #rrggbb', () => {
    expect(hexFromCanvasStyle('#FF6347')).toBe('#ff6347');
    expect(hexFromCanvasStyle('rgba(255, 99, 71, 0.5)')).toBe('#ff6347');
    expect(hexFromCanvasStyle('rgba(0, 0, 0, 0)')).toBe('#000000');
    expect(hexFromCanvasStyle('nonsense')).toBeNull();
  });
});
