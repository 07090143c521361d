// The address form's region field when its list cannot come (a chunk lost offline without the
// service worker): it says so once, fetches nothing more by itself, and a tap asks again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RegionField } from '@/features/mine/components/region-field';
import { renderScreen } from '../../support/render';

const load = vi.hoisted(() => ({ calls: 0, fail: true }));
vi.mock('@/features/mine/utils/regions', () => ({
  loadRegionOptions: () => {
    load.calls += 1;
    return load.fail ? Promise.reject(new Error('Loading chunk regions failed')) : Promise.resolve([{ label: '上海市', value: '上海市', children: [{ label: '上海市', value: '上海市', children: [{ label: '徐汇区', value: '徐汇区' }] }] }]);
  },
  regionValue: () => [],
}));

const labels = { placeholder: '请选择省、市、区县', confirm: '确定', cancel: '取消', loading: '正在加载地区列表…', failed: '地区列表没有加载出来，请检查网络。', retry: '重试' };

describe('Region field', () => {
  it('says the list did not come, asks nothing more by itself, and a tap on 重试 asks again', async () => {
    renderScreen(<RegionField id="region" value={{ province: '', city: '', district: '' }} onChange={() => undefined} title="所在地区" labels={labels} />);
    await userEvent.click(screen.getByRole('button', { name: /请选择省、市、区县/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('地区列表没有加载出来');
    const after = load.calls;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(load.calls).toBe(after);
    load.fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(load.calls).toBe(after + 1);
  });
});
