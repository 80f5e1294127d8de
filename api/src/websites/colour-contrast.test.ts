import { describe, expect, it } from 'vitest';
import { colourToRgb, contrastRatio, DARK_TEXT, LIGHT_TEXT, readableOnWhite, textColourOn } from './colour-contrast.js';

describe('colour contrast', () => {
  it('reads every accepted colour syntax as sRGB', () => {
    expect(colourToRgb('#3B82F6')).toEqual([59, 130, 246]);
    expect(colourToRgb('#fff')).toEqual([255, 255, 255]);
    expect(colourToRgb('#00000080')).toEqual([0, 0, 0]);
    expect(colourToRgb('rgb(10 20 30 / 50%)')).toEqual([10, 20, 30]);
    expect(colourToRgb('rgb(100%, 0%, 50%)')).toEqual([255, 0, 127.5]);
    expect(colourToRgb('hsl(120deg 100% 25%)')).toEqual([0, 128, 0]);
    expect(colourToRgb('RebeccaPurple')).toEqual([102, 51, 153]);
    expect(colourToRgb('transparent')).toEqual([255, 255, 255]);
  });

  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([59, 130, 246], [255, 255, 255])).toBeCloseTo(3.68, 2);
  });

  it('puts white text on dark colours and dark text on light ones', () => {
    expect(textColourOn('#1E40AF')).toBe(LIGHT_TEXT);
    expect(textColourOn('#3B82F6', '#1E40AF')).toBe(LIGHT_TEXT);
    expect(textColourOn('yellow')).toBe(DARK_TEXT);
    expect(textColourOn('white', 'lightyellow')).toBe(DARK_TEXT);
  });

  it('keeps a colour as text on white only when it is readable there', () => {
    expect(readableOnWhite('#1E40AF')).toBe('#1E40AF');
    expect(readableOnWhite('yellow')).toBe(DARK_TEXT);
  });
});
