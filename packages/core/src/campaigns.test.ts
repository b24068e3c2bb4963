import { describe, expect, it } from 'vitest';
import { type CampaignInput, campaignInputSchema } from './campaigns.js';
import { CAMPAIGN_MENUS_MISSING, CAMPAIGN_OUTLETS_MISSING, CAMPAIGN_TERM_MENUS_MISSING } from './messages.js';

const input = (over: Partial<CampaignInput> = {}): CampaignInput => ({
  campaignname: 'Happy hour',
  campaigndesc: '<p>Drinks</p>',
  startdate: '2025-01-01',
  enddate: '2025-12-31',
  ordertypes: 'DINE IN,TAKE AWAY',
  discpc: 20,
  termapply: 0,
  menus: [{ menuid: 1 }],
  outlets: [{ outletid: 1 }],
  ...over,
});
const messages = (over: Partial<CampaignInput>) => {
  const r = campaignInputSchema.safeParse(input(over));
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('campaign save rules', () => {
  it('accepts a campaign and keeps order types in the usual order', () => {
    const v = campaignInputSchema.parse(input({ ordertypes: ['TAKE AWAY', 'DINE IN'] as unknown as string }));
    expect(v).toMatchObject({ ordertypes: 'DINE IN,TAKE AWAY', starttime: 0, endtime: 24, autoapply: 0, aktif: '1' });
  });

  it('saves a free item as a 100 % discount', () => {
    expect(campaignInputSchema.parse(input({ freeitem: 1, freeqty: 1, discpc: 0 })).discpc).toBe(100);
  });

  it("words the spec's messages for missing lists", () => {
    expect(messages({ outlets: [] })).toEqual([`outlets: ${CAMPAIGN_OUTLETS_MISSING}`]);
    expect(messages({ menus: [] })).toEqual([`menus: ${CAMPAIGN_MENUS_MISSING}`]);
    expect(messages({ termapply: 1, term4menu: 1, termqty: 2, menuterm: [] })).toEqual([`menuterm: ${CAMPAIGN_TERM_MENUS_MISSING}`]);
  });

  it('requires the numbers each kind of rule needs', () => {
    expect(messages({ discpc: 0 })).toEqual(['discpc: at least 1']);
    expect(messages({ freeitem: 1, freeqty: 0 })).toEqual(['freeqty: required when the reward is a free item']);
    expect(messages({ termapply: 1, term4menu: 1, termqty: 0, menuterm: [{ menuid: 1 }] })).toEqual([
      'termqty: required when the term is a quantity',
    ]);
    expect(messages({ termapply: 1, term4menu: 0, termtotal: 0 })).toEqual(['termtotal: required when the term is a total']);
    expect(messages({ starttime: 25 })).toHaveLength(1);
    expect(messages({ starttime: 17, endtime: 17 })).toEqual(['endtime: the end hour must differ from the start hour']);
    expect(messages({ enddate: '2024-12-31' })).toEqual(['enddate: the end date is before the start date']);
    expect(messages({ ordertypes: '' })).toHaveLength(1);
    expect(messages({ ordertypes: 'BRUNCH' })).toHaveLength(1);
    expect(messages({ campaigndesc: '<p> </p>' })).toEqual(['campaigndesc: required']);
  });
});
