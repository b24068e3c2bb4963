// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../lib/i18n';
import { kitchenCard } from '../../test/kitchen-cards';
import { render } from '../../test/render';
import { KitchenCardView } from './kitchen-card';

afterEach(() => setLang('en'));

const view = (batch: 'ADDED' | 'REPRINT') => (
  <KitchenCardView
    card={kitchenCard(1, [], { batch })}
    index={1}
    selected={false}
    now={Date.parse('2026-11-25T10:03:00.000Z')}
    warnminutes={10}
    lateminutes={20}
    onBump={() => {}}
  />
);

describe('a kitchen card', () => {
  it("marks a later batch in the screen's language: TAMBAHAN and CETAK ULANG in Indonesian, ADDED and REPRINT in English", () => {
    setLang('id');
    const { unmount } = render(view('ADDED'));
    expect(screen.getByText('TAMBAHAN')).toBeTruthy();
    expect(screen.queryByText('ADDED')).toBeNull();
    unmount();
    render(view('REPRINT'));
    expect(screen.getByText('CETAK ULANG')).toBeTruthy();
    act(() => setLang('en'));
    expect(screen.getByText('REPRINT')).toBeTruthy();
  });
});
