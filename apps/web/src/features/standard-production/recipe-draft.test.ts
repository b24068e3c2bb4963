import { describe, expect, it } from 'vitest';
import { costsOf, type RecipeHeaderDraft, type RecipeLineDraft, withField } from './recipe-draft';

const header: RecipeHeaderDraft = {
  stdrproductionname: 'Sambal',
  description: '',
  estimatedtotal: 1000,
  unitsize: 'GR',
  totalyield: 10,
  weightperportion: 100,
  matauang: 'IDR',
  menuid: '',
};
const line = (quantity: number | '', unitprice: number): RecipeLineDraft => ({
  id: 1,
  itemno: 1,
  partnumber: 'X',
  itemname: 'X',
  description: 'X',
  quantity,
  unitsize: 'KG',
  unitprice,
});

describe('recipe draft', () => {
  it('recalculates portions from the weight and the weight from portions or the estimated total', () => {
    expect(withField(header, 'weightperportion', 250).totalyield).toBe(4);
    expect(withField(header, 'totalyield', 8).weightperportion).toBe(125);
    expect(withField(header, 'estimatedtotal', 1500).weightperportion).toBe(150);
    expect(withField(header, 'totalyield', 3).weightperportion).toBe(333.33);
    // Nothing to divide by: left as typed.
    expect(withField(header, 'weightperportion', '').totalyield).toBe(10);
  });

  it('costs each line at quantity x unit price to 2 decimals and sums them', () => {
    const { costs, total, perPortion } = costsOf([line(0.25, 38000), line(1.3333, 90), line('', 5000)], 10);
    expect(costs).toEqual([9500, 120, 0]);
    expect(total).toBe(9620);
    expect(perPortion).toBe(962);
  });
});
