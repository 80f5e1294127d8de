import { describe, expect, it } from 'vitest';
import { isCssColour } from '@ideascope/shared';

describe('isCssColour', () => {
  it.each([
    '#abc',
    '#ABCD',
    '#3b82f6',
    '#3B82F680',
    'rgb(1, 2, 3)',
    'rgb(1,2,3)',
    'RGB(10 20 30)',
    'rgba(1, 2, 3, 0.5)',
    'rgb(10 20 30 / 50%)',
    'rgb(100%, 0%, 50%)',
    'hsl(210, 50%, 40%)',
    'hsl(210deg 50% 40%)',
    'hsla(210, 50%, 40%, .3)',
    'hsl(-30 50% 40% / 0.2)',
    'red',
    'Tomato',
    'REBECCAPURPLE',
    'transparent',
    '  navy  ',
  ])('accepts %s', (colour) => {
    expect(isCssColour(colour)).toBe(true);
  });

  it.each([
    '',
    ' ',
    '#',
    '#12',
    '#12345',
    '#1234567',
    '#ggg',
    'red;',
    'red;}</style><script>',
    'red;background:url(//127.0.0.2/x)',
    'url(//127.0.0.2/x)',
    'expression(alert(1))',
    'rgb(1,2)',
    'rgb(1,2,3,4,5)',
    'rgb(1 2 3 / 4 / 5)',
    'rgb(1 2 3 /)',
    'rgb(calc(1),2,3)',
    'rgb(var(--x),2,3)',
    'rgb(1,2,3);color:red',
    'rgb(1deg,2,3)',
    'rgb(1e3,2,3)',
    'hsl(1,2,3',
    'notacolour',
    'currentcolor',
    'inherit',
    'color(srgb 1 0 0)',
    'red blue',
  ])('rejects %j', (colour) => {
    expect(isCssColour(colour)).toBe(false);
  });
});
