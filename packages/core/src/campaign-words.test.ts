import { describe, expect, it } from 'vitest';
import { campaignPreview, campaignRewardText, campaignTermText } from './campaign-words.js';

describe('how a campaign reads', () => {
  const rules = { termapply: 1, term4menu: 1, termqty: 2, termtotal: 0, freeitem: 1, freeqty: 1, discpc: 100, termapplymulti: 1 };
  const rule = { ...rules, starttime: 14, endtime: 17, autoapply: 1, ordertypes: 'DINE IN,TAKE AWAY' };
  const names = { outlets: ['Senayan', 'Braga'], menus: ['Es Teh'], menuterm: ['Es Teh'] };

  it("words the list's term and reward columns as the spec does in English", () => {
    expect(campaignTermText(rules)).toBe('Buy 2 items');
    expect(campaignTermText({ ...rules, term4menu: 0, termtotal: 150000 })).toBe('Shoping Total 150000 items');
    expect(campaignTermText({ ...rules, termapply: 0 })).toBe('');
    expect(campaignRewardText(rules)).toBe('Get 1 free (Berlaku Kelipatan)');
    expect(campaignRewardText({ ...rules, termapplymulti: 0 })).toBe('Get 1 free');
    expect(campaignRewardText({ ...rules, freeitem: 0, discpc: 20 })).toBe('Disc. 20%');
  });

  it('words them in Indonesian on an Indonesian screen', () => {
    expect(campaignTermText(rules, 'id')).toBe('Beli 2 item');
    expect(campaignTermText({ ...rules, term4menu: 0, termtotal: 150000 }, 'id')).toBe('Belanja minimal Rp 150.000');
    expect(campaignRewardText({ ...rules, termapplymulti: 0 }, 'id')).toBe('Gratis 1');
    expect(campaignRewardText({ ...rules, freeitem: 0, discpc: 12.5 }, 'id')).toBe('Diskon 12,5%');
  });

  it('previews the rule in plain words, in either language', () => {
    expect(campaignPreview(rule, names)).toBe(
      'Dine-in and take-away at Senayan and Braga, 14:00-17:00: buy 2 Es Teh, get 1 Es Teh free, for every 2',
    );
    expect(campaignPreview({ ...rule, autoapply: 0 }, names, 'id')).toBe(
      'Makan di tempat dan bawa pulang di Senayan dan Braga, 14:00-17:00: beli 2 Es Teh, gratis 1 Es Teh, berlaku kelipatan 2 (dipilih kasir)',
    );
  });
});
