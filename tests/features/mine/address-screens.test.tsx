// pages/user/address/list and /edit: the addresses with the default marked, deleted after a
// confirmation; the form checked field by field, saved once, kept when the save fails; an address
// opened for editing; none; failures.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { AddressEditScreen } from '@/features/mine/screens/address-edit-screen';
import { AddressListScreen } from '@/features/mine/screens/address-list-screen';
import { leaveChoice } from '@/lib/location/location-pages';
import { contractExample } from '../../support/contract';
import { doubleTap } from '../../support/double-tap';
import { renderScreen, stubApi } from '../../support/render';
import { FAILED, OK } from './support';
import { signedInWorker } from '../../support/session';

signedInWorker();

// antd-mobile's wheels scroll by measured layout, which happy-dom has none of (a step never lands):
// here the picker is a sheet of three selects over the same options, with the same value and
// confirm. The real wheels are driven in a real browser (tests/e2e/mine-pages.spec.ts).
vi.mock('@/lib/schema-form/pickers', async () => {
  const { useState } = await import('react');
  type Option = { label: string; value: string; children?: Option[] };
  function CascadePicker(props: { visible: boolean; title: string; options: Option[]; value: string[]; onConfirm: (v: string[]) => void; onClose: () => void; confirmText: string }) {
    const [picked, setPicked] = useState<string[]>(props.value);
    if (!props.visible) return null;
    const columns: Option[][] = [props.options];
    for (const [i, v] of picked.entries()) {
      const children = columns[i]?.find((o) => o.value === v)?.children;
      if (children) columns.push(children);
    }
    return (
      <div role="dialog" aria-label={props.title}>
        {columns.map((options, i) => (
          <select key={i} aria-label={`column ${i}`} value={picked[i] ?? ''} onChange={(e) => setPicked([...picked.slice(0, i), e.target.value])}>
            <option value="" />
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ))}
        <button type="button" onClick={() => (props.onConfirm(picked), props.onClose())}>
          {props.confirmText}
        </button>
      </div>
    );
  }
  return { CascadePicker };
});

type Address = { id: string; contactName: string; detail: string; isDefault: boolean; latitude?: number; longitude?: number };
type ListBody = { data: { rows: Address[] } };

const openList = () => renderScreen(<AddressListScreen />, { path: paths.addressList });
const openEdit = (id?: string) => renderScreen(<AddressEditScreen />, { path: id ? `${paths.addressEdit}?id=${id}` : paths.addressEdit, route: paths.addressEdit });

describe('Addresses', () => {
  it('lists the addresses with the default one marked; one opens for editing', async () => {
    const rows = contractExample<ListBody>('listWorkerAddresses').data.rows;
    stubApi({ listWorkerAddresses: { body: contractExample('listWorkerAddresses') } });
    const { router } = openList();
    const list = await screen.findByRole('list', { name: '我的地址' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(rows.map((r) => expect.stringContaining(r.detail)));
    expect(items.filter((li) => within(li).queryByText('默认'))).toHaveLength(rows.filter((r) => r.isDefault).length);
    expect(within(items[rows.findIndex((r) => r.isDefault)]).getByText('默认')).toBeInTheDocument();
    await userEvent.click(within(items[1]).getByRole('button', { name: /编辑/ }));
    expect(router.state.location.pathname + router.state.location.search).toBe(`${paths.addressEdit}?id=${rows[1].id}`);
  });

  it('deletes an address only after the worker confirms, and it leaves the list', async () => {
    const rows = contractExample<ListBody>('listWorkerAddresses').data.rows;
    let deleted = false;
    const calls = stubApi({
      listWorkerAddresses: () => {
        const body = contractExample<ListBody>('listWorkerAddresses');
        if (deleted) body.data.rows = body.data.rows.filter((r) => r.id !== rows[1].id);
        return { body };
      },
      deleteWorkerAddress: () => ((deleted = true), { body: OK }),
    });
    openList();
    const list = await screen.findByRole('list', { name: '我的地址' });
    await userEvent.click(within(within(list).getAllByRole('listitem')[1]).getByRole('button', { name: /删除/ }));
    const dialog = await screen.findByRole('dialog');
    // The dialog is still fading in (pointer-events: none): press its buttons directly.
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.operationId === 'deleteWorkerAddress')).toHaveLength(0);

    await userEvent.click(within(within(list).getAllByRole('listitem')[1]).getByRole('button', { name: /删除/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    // Gone from the list at the tap (kept: offline too), then sent.
    await waitFor(() => expect(screen.queryByText(rows[1].detail, { exact: false })).not.toBeInTheDocument());
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'deleteWorkerAddress').map((c) => c.body)).toEqual([{ id: rows[1].id, occurredAt: expect.any(String) }]));
  });

  it('says there is no address yet, and offers to add one', async () => {
    stubApi({ listWorkerAddresses: { body: contractExample('listWorkerAddresses', 'empty') } });
    const { router } = openList();
    expect(await screen.findByText('还没有地址，添加一个常用出发地址吧')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '新增地址' }));
    expect(router.state.location.pathname).toBe(paths.addressEdit);
  });

  it('says what went wrong with the list, with a retry', async () => {
    stubApi({ listWorkerAddresses: FAILED });
    openList();
    expect(await screen.findByRole('alert')).toHaveTextContent('重试');
  });
});

describe('Address form', () => {
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      const input = screen.getByLabelText(label);
      await userEvent.clear(input);
      if (value) await userEvent.type(input, value);
    }
  };
  /** Picks a region: taps 所在地区, chooses in each column of the picker sheet, and confirms. */
  const pickRegion = async (place: [string, string, string]) => {
    await userEvent.click(screen.getByRole('button', { name: /^所在地区/ }));
    const sheet = await screen.findByRole('dialog', { name: '所在地区' });
    for (const [column, label] of place.entries()) {
      const list = await within(sheet).findByRole('combobox', { name: `column ${column}` });
      // The regions arrive with their own chunk: the column may show before its options.
      await within(list).findByRole('option', { name: label }, { timeout: 5_000 });
      await userEvent.selectOptions(list, label);
    }
    await userEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /^所在地区/ })).toHaveAccessibleName(`所在地区 ${place.join(' ')}`));
  };
  const NEW = { 联系人: '王建国', 手机号: '139 1234 5678', 详细地址: '世纪大道100号' };
  const HEPING: [string, string, string] = ['天津市', '天津市', '和平区'];
  const fillNew = async (values: Record<string, string> = {}) => {
    await fill({ ...NEW, ...values });
    await pickRegion(HEPING);
  };

  it('says what is wrong under each field and sends nothing', async () => {
    const calls = stubApi({ saveWorkerAddress: { body: contractExample('saveWorkerAddress') } });
    openEdit();
    await fill({ ...NEW, 手机号: '1234', 详细地址: '' });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    // The first field wrong takes the focus.
    expect(screen.getByLabelText('手机号')).toHaveFocus();
    expect(screen.getByText('请填写详细地址')).toBeInTheDocument();
    // The region is picked, not typed: until it is, the field says so.
    expect(screen.getByText('请选择所在地区')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^所在地区/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('联系人')).toHaveAttribute('aria-invalid', 'false');
    expect(calls).toHaveLength(0);
  });

  it('saves a new address once (a double tap sends one request), as the contract takes it, then goes back', async () => {
    const calls = stubApi({ saveWorkerAddress: { body: contractExample('saveWorkerAddress') } });
    const { router } = openEdit();
    await fillNew();
    await userEvent.click(screen.getByRole('switch', { name: '设为默认地址' }));
    doubleTap(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.addressList));
    expect(calls.map((c) => c.body)).toEqual([
      { contactName: '王建国', mobile: '13912345678', province: '天津市', city: '天津市', district: '和平区', detail: '世纪大道100号', isDefault: true },
    ]);
  });

  it('saves a new address whose answer was lost again with the same Idempotency-Key, so the server makes one', async () => {
    let tries = 0;
    const calls = stubApi({
      saveWorkerAddress: () => {
        tries += 1;
        // The first try's answer never comes back: the server may have made the address.
        if (tries === 1) throw new TypeError('Failed to fetch');
        return { body: contractExample('saveWorkerAddress') };
      },
    });
    const { router } = openEdit();
    await fillNew();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(tries).toBe(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' })).toBeEnabled());
    expect(router.state.location.pathname).toBe(paths.addressEdit);
    expect(screen.getByLabelText('详细地址')).toHaveValue('世纪大道100号');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.addressList));
    const keys = calls.map((c) => new Headers(c.init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('keeps everything typed when the save is refused, and says why', async () => {
    stubApi({ saveWorkerAddress: { status: 400, body: contractExample('saveWorkerAddress', 'addressLimit', '400') } });
    openEdit();
    await fillNew();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('最多保存10个地址')).toBeInTheDocument();
    expect(screen.getByLabelText('详细地址')).toHaveValue('世纪大道100号');
    expect(screen.getByLabelText('联系人')).toHaveValue('王建国');
  });

  it('opens an address with its values, and saves it under its id', async () => {
    const address = contractExample<{ data: Address }>('getWorkerAddress', 'second').data;
    const calls = stubApi({ getWorkerAddress: { body: contractExample('getWorkerAddress', 'second') }, saveWorkerAddress: { body: contractExample('saveWorkerAddress') } });
    openEdit(address.id);
    expect(await screen.findByLabelText('详细地址')).toHaveValue(address.detail);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('编辑地址');
    await fill({ 联系人: '李师傅' });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'saveWorkerAddress')).toHaveLength(1));
    expect(calls.find((c) => c.operationId === 'saveWorkerAddress')!.body).toMatchObject({ id: address.id, contactName: '李师傅', detail: address.detail });
  });

  it('keeps an unchanged address point, and drops it (the backend locates the new text) when the place text changes', async () => {
    const address = contractExample<{ data: Address }>('getWorkerAddress', 'second').data;
    const calls = stubApi({ getWorkerAddress: { body: contractExample('getWorkerAddress', 'second') }, saveWorkerAddress: { body: contractExample('saveWorkerAddress') } });
    openEdit(address.id);
    // The point shows as chosen, not as raw coordinates.
    expect(await screen.findByText('已在地图上选好位置')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(address.latitude!.toFixed(4)))).toBeNull();
    await fill({ 联系人: '李师傅' });
    expect(screen.getByText('已在地图上选好位置')).toBeInTheDocument();
    await fill({ 详细地址: '世纪大道100号' });
    expect(screen.getByText('未在地图上选择，将按填写的地址自动定位')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'saveWorkerAddress')).toHaveLength(1));
    const body = calls.find((c) => c.operationId === 'saveWorkerAddress')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: address.id, contactName: '李师傅', detail: '世纪大道100号' });
    expect(body).not.toHaveProperty('latitude');
    expect(body).not.toHaveProperty('longitude');
  });

  it('goes to the map and back with everything typed kept, the chosen point filled, and saves it', async () => {
    const calls = stubApi({ saveWorkerAddress: { body: contractExample('saveWorkerAddress') } });
    const { router } = openEdit();
    await fillNew();
    await userEvent.click(screen.getByRole('switch', { name: '设为默认地址' }));
    expect(screen.getByText('未在地图上选择，将按填写的地址自动定位')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '在地图上选择' }));
    expect(router.state.location.pathname).toBe(paths.locationChoose);
    expect(new URLSearchParams(router.state.location.search).get('key')).toBe('address-edit');
    // The chooser leaves its point and goes back.
    leaveChoice('address-edit', { latitude: 31.22, longitude: 121.48 });
    await act(() => router.navigate(-1));
    expect(await screen.findByLabelText('详细地址')).toHaveValue('世纪大道100号');
    expect(screen.getByLabelText('联系人')).toHaveValue('王建国');
    expect(screen.getByLabelText('手机号')).toHaveValue('139 1234 5678');
    expect(screen.getByRole('switch', { name: '设为默认地址' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('已在地图上选好位置')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^所在地区/ })).toHaveAccessibleName('所在地区 天津市 天津市 和平区');
    // A point chosen on the map stays when the text is corrected.
    await fill({ 详细地址: '世纪大道100号 2号楼' });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({
      contactName: '王建国',
      mobile: '13912345678',
      province: '天津市',
      city: '天津市',
      district: '和平区',
      detail: '世纪大道100号 2号楼',
      isDefault: true,
      latitude: 31.22,
      longitude: 121.48,
    });
  });

  it('shows an address’s region in its picker, and saves the one picked instead', async () => {
    const address = contractExample<{ data: Address & { province: string; city: string; district: string } }>('getWorkerAddress', 'second').data;
    const calls = stubApi({ getWorkerAddress: { body: contractExample('getWorkerAddress', 'second') }, saveWorkerAddress: { body: contractExample('saveWorkerAddress') } });
    openEdit(address.id);
    const region = await screen.findByRole('button', { name: /^所在地区/ });
    expect(region).toHaveAccessibleName(`所在地区 ${address.province} ${address.city} ${address.district}`);
    expect(screen.queryByLabelText('省份')).toBeNull();
    await pickRegion(['江苏省', '南京市', '玄武区']);
    expect(region).toHaveAccessibleName('所在地区 江苏省 南京市 玄武区');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.filter((c) => c.operationId === 'saveWorkerAddress')).toHaveLength(1));
    const body = calls.find((c) => c.operationId === 'saveWorkerAddress')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: address.id, province: '江苏省', city: '南京市', district: '玄武区' });
    // The old point belonged to the old place: the backend locates the new one.
    expect(body).not.toHaveProperty('latitude');
  });

  it('says an address that is gone is gone', async () => {
    stubApi({ getWorkerAddress: { status: 400, body: contractExample('getWorkerAddress', 'addressNotFound', '400') } });
    openEdit('addr_0000');
    expect(await screen.findByRole('alert')).toHaveTextContent('地址不存在或已删除');
  });
});
