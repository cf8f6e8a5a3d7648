import { describe, expect, it } from 'vitest';
import { VARIANT_KINDS, VARIANTS } from '../core/variants.js';
import { variantFacts } from './variant-facts.js';

describe('variantFacts', () => {
  it('names every change a variant makes, and only those', () => {
    for (const kind of VARIANT_KINDS) {
      const d = VARIANTS[kind];
      const text = variantFacts(kind) ?? '';
      expect(text.toLowerCase().startsWith(`${kind}:`)).toBe(true);
      expect(text.includes('HP')).toBe(d.hpScale !== 1);
      expect(text.includes('armour')).toBe(d.armour > 0);
      expect(text.includes('off every hit')).toBe(d.soak > 0);
      expect(text.includes('miss it')).toBe(d.evasion > 0);
      expect(text.includes('as often') || text.includes('slower')).toBe(d.delayScale !== 1);
      expect(text.includes('melee damage')).toBe(d.damage > 0);
      expect(text.includes('to hit')).toBe(d.accuracy > 0);
      expect(text.includes('bursts')).toBe(d.blast > 0);
      expect(text.includes('never flees')).toBe(d.fearless);
    }
  });

  it('gives the numbers: HP change in percent, evasion in percent', () => {
    for (const kind of VARIANT_KINDS) {
      const d = VARIANTS[kind];
      const text = variantFacts(kind) ?? '';
      if (d.hpScale !== 1) expect(text).toContain(`${Math.round(Math.abs(d.hpScale - 1) * 100)}% HP`);
      if (d.evasion > 0) expect(text).toContain(`${Math.round(d.evasion * 100)}% of blows`);
    }
  });

  it('says nothing for the plain kind or an unknown name', () => {
    expect(variantFacts(undefined)).toBeUndefined();
    expect(variantFacts('glittering')).toBeUndefined();
  });
});
